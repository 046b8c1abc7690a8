// Where C++ AMP's grammar puts a restriction specifier among a declarator's
// other parts, read off the text before the spelling stage reorders it.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace ampclang {

/// A restriction specifier written where the grammar has none.
struct MisplacedRestriction {
  enum Kind { BeforeMutable, AfterTrailingReturn, AfterExceptionSpec, BeforeQualifier, AfterVirtSpecifier, LambdaWithoutParams,
              BeforeConstexpr };
  size_t Offset; ///< of the `restrict` (or restriction macro) token
  Kind What;
  unsigned Line = 0, Column = 0; ///< of Offset, 1-based
};

/// The grammar is `( params ) cv_opt ref_opt mutable_opt restriction-specifiers_opt
/// exception-specification_opt trailing-return-type_opt`: `restrict(amp)
/// mutable`, `restrict(cpu) const`, `-> int restrict(amp)`, `throw() restrict(amp)`, `override restrict(cpu)`
/// and a lambda's `[] restrict(amp)` (no parameter list) are errors (the spelling stage would
/// otherwise hand Clang the first as valid, and Clang drops the second's
/// attribute). \p Macros: object-like macros spelling restrictions (__GPU).
std::vector<MisplacedRestriction> findMisplacedRestrictions(llvm::StringRef Source, const clang::LangOptions &LO,
                                                            const llvm::StringMap<unsigned> *Macros);

} // namespace ampclang
