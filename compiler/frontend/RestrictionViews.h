// Overloading on restriction: `float f() restrict(cpu)` beside
// `float f() restrict(amp)` is legal C++ AMP, but Clang cannot overload on
// attributes. The file is split into two views of equal length: the device view
// hides the cpu-only twin, the host view hides the amp-only twin.
#pragma once

#include "clang/Lex/Token.h"
#include <vector>

#include "frontend/DeclarationScanner.h"

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "ast/TwinNames.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace ampclang {

struct RestrictionViews {
  std::string Device;         ///< parsed by the front end: amp twins visible
  std::string Host;           ///< compiled for the host: cpu twins visible
  /// The names the checks know the twins by.
  TwinNames Twins;
  /// The names the views split ("Class::name", no namespaces: overloadSet),
  /// what other files' twins are matched against (KnownTwins).
  llvm::StringSet<> TwinGroups;
  llvm::StringSet<> TwinKeys; ///< keys with scopes and parameter types: "N::Class::name(int)const"
  /// Keys of cpu-only overloads the device view renames rather than hides
  /// (`$` for the name's first character): their bodies hold kernels.
  llvm::StringSet<> DeviceRenames;
  /// Some are templates (or members of class templates) whose bodies launch
  /// kernels: the front end instantiates them (frontend/KernelInstantiation.h).
  bool RenamesTemplates = false;
  /// This file's named non-member functions restricted to one side, by key
  /// with scopes and parameter types: bit 1 cpu-only (or unrestricted), bit 2
  /// amp-only, and the overload set's name. A key with both bits over several
  /// files is a twin split between them (`I2 swap_ranges(I1, I1, I2)
  /// restrict(amp);` declared in one header, the cpu one defined in another):
  /// the pre-pass makes it known (KnownTwins) to the files' second reading.
  llvm::StringMap<std::pair<unsigned, std::string>> Sides;
  bool hasTwins() const { return !TwinKeys.empty() || !DeviceRenames.empty(); }
};

/// Finds function declarations of the same name, class and parameter types
/// (constructors, conversion functions and operators included; destructors
/// cannot be overloaded) restricted to cpu (or unrestricted) and to amp alone,
/// and blanks each side in one view. Blanked text keeps its newlines, so
/// offsets and lines agree across views. \p KnownTwins holds keys of twins
/// found in other files (a class declared in a header, its cpu-only member
/// defined in a source file). \p Macros: object-like macros that stand for
/// restriction specifiers (bit 1 cpu, bit 2 amp), such as `__GPU_ONLY`.
/// Declarations on \p Skipped lines (false `#if` groups) overload nothing.
RestrictionViews splitByRestriction(llvm::StringRef Source, const clang::LangOptions &LO,
                                    const llvm::StringSet<> *KnownTwins = nullptr,
                                    const llvm::StringMap<unsigned> *Macros = nullptr,
                                    const SkippedLines *Skipped = nullptr);

/// Whether \p Source may hold a restriction specifier, written or through \p Macros.
bool mentionsRestriction(llvm::StringRef Source, const llvm::StringMap<unsigned> *Macros);

/// Bits of a restriction macro (collectRestrictionMacros): its fixed cpu and
/// amp, and whether it is function-like and takes its restriction from its
/// arguments (`#define RESTRICT(...) restrict(__VA_ARGS__)`).
enum : unsigned { MacroCpu = 1u, MacroAmp = 2u, MacroFromArguments = 8u, MacroFunctionLike = 16u };

/// Where the restriction macro use at token \p I of \p Toks ends (the token
/// after it), adding its cpu and amp bits to \p Bits; 0 when no restriction
/// macro is used there (a function-like one needs its argument list).
size_t restrictionMacroEnd(const std::vector<clang::Token> &Toks, size_t I, const llvm::StringMap<unsigned> *Macros,
                           unsigned &Bits);

/// Adds to \p Macros each `#define NAME restrict(...)` and
/// `#define NAME(params) restrict(...)` of \p Source.
void collectRestrictionMacros(llvm::StringRef Source, const clang::LangOptions &LO,
                              llvm::StringMap<unsigned> &Macros);

} // namespace ampclang
