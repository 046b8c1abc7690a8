// Identifiers of the generated OpenCL C: valid, unique and stable across builds.
#pragma once

#include "ast/Identifier.h"

#include "clang/AST/Mangle.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ampclang {

class Names {
public:
  explicit Names(clang::ASTContext &Ctx);
  ~Names();

  /// The OpenCL C name of a user function (its Itanium mangled name).
  std::string function(const clang::FunctionDecl &FD);
  /// The OpenCL C name of a user class or enum.
  std::string record(clang::QualType T);
  /// What typeid(T).name() returns on the host for \p T (Itanium ABI), in a
  /// kernel's run-time key; for a lambda local to a function, the name the
  /// host gives it (launch.h: local_lambda), and the lambda is recorded.
  std::string typeidName(clang::QualType T);
  /// The lambdas local to a function that typeidName named, for the host
  /// rewrite to name them so at run time.
  const std::vector<const clang::CXXRecordDecl *> &localLambdas() const { return LocalLambdas; }
  /// The run-time key name of the lambda of closure class \p RD.
  static std::string localLambdaKey(const clang::CXXRecordDecl &RD);
  /// The file offsets of the lambda expression of closure class \p RD, from
  /// its `[` to past its body's `}`, when it is written in one file outside
  /// macros (where the host rewrite can name it).
  static std::optional<std::pair<clang::FileID, std::pair<unsigned, unsigned>>>
  lambdaRange(const clang::CXXRecordDecl &RD, const clang::SourceManager &SM);
  /// A user's local name, renamed if OpenCL C reserves it.
  static std::string local(llvm::StringRef Name);
  /// A data member's name; unnamed ones (a lambda's captures) by position.
  static std::string field(const clang::FieldDecl &F);
  /// A variable's OpenCL name: local() of its name, and for a parameter
  /// expanded from a pack (`T... t`: several parameters named `t`) its index too.
  static std::string variable(const clang::VarDecl &V);

private:
  std::unique_ptr<clang::MangleContext> Mangler;
  std::vector<const clang::CXXRecordDecl *> LocalLambdas;
};

} // namespace ampclang
