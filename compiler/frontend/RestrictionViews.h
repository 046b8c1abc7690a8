// Overloading on restriction: `float f() restrict(cpu)` beside
// `float f() restrict(amp)` is legal C++ AMP, but Clang cannot overload on
// attributes. The file is split into two views of equal length: the device view
// hides the cpu-only twin, the host view hides the amp-only twin.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace ampclang {

struct RestrictionViews {
  std::string Device;       ///< parsed by the front end: amp twins visible
  std::string Host;         ///< compiled for the host: cpu twins visible
  llvm::StringSet<> Twins;  ///< "Class::name" or "name" of every twin pair
  bool hasTwins() const { return !Twins.empty(); }
};

/// Finds function declarations of the same name (and class) restricted to cpu
/// (or unrestricted) and to amp alone, and blanks each side in one view.
/// Blanked text keeps its newlines, so offsets and lines agree across views.
/// \p KnownTwins names twins found in other files (a class declared in a header,
/// its cpu-only member defined in a source file).
RestrictionViews splitByRestriction(llvm::StringRef Source, const clang::LangOptions &LO,
                                    const llvm::StringSet<> *KnownTwins = nullptr);

} // namespace ampclang
