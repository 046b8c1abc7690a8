// A walk over a file's raw tokens that knows which namespace each token sits
// in and where each namespace-scope declaration begins: what the Visual C++
// fixes need to find a name declared further down than a template using it
// (LaterTemplateForwardDecl.cpp, LaterVariableMove.cpp).
#pragma once

#include "frontend/RawTokens.h"

#include "clang/Basic/Diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace ampclang {

class NamespaceScopeWalk {
public:
  NamespaceScopeWalk(llvm::StringRef Buf, const std::vector<clang::Token> &Toks) : Buf(Buf), Toks(Toks) {}

  /// Call first at each token \p I: a preprocessor directive is skipped to
  /// the end of its line (I moves there) and true returned.
  bool skipDirective(size_t &I);
  /// Call last at each token \p I: braces and semicolons move the scopes and
  /// the declaration start. False at a '}' closing nothing.
  bool after(size_t I);
  /// The namespaces around the current token ("a::b::"), or none where it is
  /// inside a class, function or other braces.
  std::optional<std::string> path() const { return pathOf(Stack.size()); }
  /// The namespaces around the current token, up to the first other scope.
  std::string outerPath() const;
  /// The first token of the namespace-scope declaration holding the current one.
  size_t declStart() const { return DeclStart; }

private:
  struct Scope {
    bool Namespace; ///< a namespace or a linkage specification
    std::string Name;
  };
  std::optional<std::string> pathOf(size_t Depth) const;
  std::optional<std::string> namespaceName(size_t Open) const;

  llvm::StringRef Buf;
  const std::vector<clang::Token> &Toks;
  std::vector<Scope> Stack;
  size_t DeclStart = 0;
};

/// The name a diagnostic of kind \p ID quotes ("no template named 'X'"), and
/// the raw tokens of the file it is reported in.
struct DiagnosedName {
  std::string Name;
  clang::FileID File;
  unsigned UseOffset = 0; ///< where the diagnostic is reported in File
  llvm::StringRef Buf;
  std::vector<clang::Token> Toks;
};
std::optional<DiagnosedName> diagnosedName(const clang::Diagnostic &Info, unsigned ID);

} // namespace ampclang
