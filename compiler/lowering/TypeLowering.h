// Spells C++ types as OpenCL C types; emits struct definitions laid out as the host lays them out.
#pragma once

#include "lowering/Names.h"

#include "clang/AST/Type.h"
#include "llvm/ADT/DenseSet.h"

#include <set>
#include <string>

namespace ampclang {

class OpenCLPrelude;

/// OpenCL address spaces a pointer or reference can point into.
enum class AddrSpace { Private, Global, Constant, Local };
const char *addrSpaceKeyword(AddrSpace AS);

/// The member of \p Derived's struct holding its direct base \p Base
/// ("amp_base<n>", counting the bases that have data), or "" for an empty base,
/// which the struct omits.
std::string baseFieldName(const clang::CXXRecordDecl &Derived, const clang::CXXRecordDecl &Base);

class TypeLowering {
public:
  TypeLowering(clang::ASTContext &Ctx, Names &N, OpenCLPrelude &Prelude);

  /// A declaration of \p Name with type \p T: "int x", "float a[4]".
  /// Returns false in \p Ok when the type has no OpenCL C spelling.
  std::string declare(clang::QualType T, llvm::StringRef Name, bool &Ok);
  /// The type alone, for casts and return types (not arrays).
  std::string spell(clang::QualType T, bool &Ok);

  /// The struct that carries an array or array_view of type \p T through
  /// device functions: its element pointer and its descriptor.
  std::string viewType(clang::QualType T, bool &Ok);

  /// The device struct of a functor kernel object named \p Name: laid out as
  /// the host's, with its array/array_view members left as opaque bytes (the
  /// kernel reaches them through its view arguments instead).
  std::string functorType(const clang::CXXRecordDecl &RD, const std::string &Name, bool &Ok);

  /// Struct definitions emitted so far, in dependency order.
  const std::string &definitions() const { return Definitions; }

private:
  std::string spellBase(clang::QualType T, bool &Ok);
  std::string recordType(const clang::RecordType *RT, bool &Ok);
  void emitRecord(const clang::RecordDecl &RD, const std::string &Name, bool OpaqueViews, bool &Ok);

  clang::ASTContext &Ctx;
  Names &N;
  OpenCLPrelude &Prelude;
  std::string Definitions;
  llvm::DenseSet<const clang::Type *> Done;
  std::set<std::string> ViewTypes;
  llvm::DenseMap<const clang::Type *, std::string> Functors; ///< class -> its kobj struct
};

} // namespace ampclang
