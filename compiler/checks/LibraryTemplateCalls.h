// cpu code hands a callable to a standard library template (`std::sort(b, e,
// Less())`, `std::function<int(int)> f = lambda`): the library's
// instantiation calls it, in cpu code the walks skip (system headers).
#pragma once

#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"

namespace ampclang {

/// Finds the functions of the user's code that system-header template
/// instantiations call, following calls through other such instantiations.
class LibraryTemplateCalls {
public:
  /// The first restrict(amp)-only function of the user's code that \p Fn (a
  /// system-header template instantiation) calls, directly or through other
  /// system-header instantiations; null if none, or if \p Fn is not one.
  const clang::FunctionDecl *ampOnlyUserCallee(const clang::FunctionDecl &Fn);

private:
  const clang::FunctionDecl *search(const clang::FunctionDecl &Fn);
  /// Memo; an entry in progress holds null, which also breaks cycles.
  llvm::DenseMap<const clang::FunctionDecl *, const clang::FunctionDecl *> Found;
};

} // namespace ampclang
