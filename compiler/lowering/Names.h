// Identifiers of the generated OpenCL C: valid, unique and stable across builds.
#pragma once

#include "ast/Identifier.h"

#include "clang/AST/Mangle.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace ampclang {

class Names {
public:
  explicit Names(clang::ASTContext &Ctx);
  ~Names();

  /// The OpenCL C name of a user function (its Itanium mangled name).
  std::string function(const clang::FunctionDecl &FD);
  /// The OpenCL C name of a user class or enum.
  std::string record(clang::QualType T);
  /// What typeid(T).name() returns on the host for \p T (Itanium ABI).
  std::string typeidName(clang::QualType T);
  /// A user's local name, renamed if OpenCL C reserves it.
  static std::string local(llvm::StringRef Name);
  /// A data member's name; unnamed ones (a lambda's captures) by position.
  static std::string field(const clang::FieldDecl &F);
  /// A variable's OpenCL name: local() of its name, and for a parameter
  /// expanded from a pack (`T... t`: several parameters named `t`) its index too.
  static std::string variable(const clang::VarDecl &V);

private:
  std::unique_ptr<clang::MangleContext> Mangler;
};

} // namespace ampclang
