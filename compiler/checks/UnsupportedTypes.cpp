// Why a builtin type or one of amp.h's classes is not an amp type (shared by
// amp-unsupported-type and amp-container-element).
#include "checks/TypeUseCheck.h"
#include "ast/Restriction.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace ampclang {

static const char *reasonFor(const BuiltinType &B) {
  switch (B.getKind()) {
  case BuiltinType::Short:
  case BuiltinType::UShort:
    return "16-bit integers are not supported on the accelerator, use int";
  case BuiltinType::LongLong:
  case BuiltinType::ULongLong:
  case BuiltinType::Int128:
  case BuiltinType::UInt128:
    return "integers wider than 'long' are not supported on the accelerator";
  case BuiltinType::LongDouble:
  case BuiltinType::Float128:
    return "extended floating point is not supported on the accelerator, use double";
  case BuiltinType::WChar_S:
  case BuiltinType::WChar_U:
  case BuiltinType::Char16:
  case BuiltinType::Char32:
    return "character types are not supported on the accelerator";
  case BuiltinType::Half:
  case BuiltinType::Float16:
    return "half-precision floating point is not supported on the accelerator";
  default:
    return nullptr;
  }
}

/// amp.h's classes that live on the host only: no amp code may hold one, not
/// even through a pointer or reference (they are not amp-compatible).
static const char *reasonFor(const CXXRecordDecl &RD) {
  if (!isAmpLibraryDecl(RD) || !RD.getIdentifier())
    return nullptr;
  static const llvm::StringSet<> HostOnly = {
      "accelerator",           "accelerator_view", "completion_future",      "runtime_exception",
      "out_of_memory",         "invalid_compute_domain", "unsupported_feature", "accelerator_view_removed",
      "scoped_d3d_access_lock"};
  return HostOnly.contains(RD.getName())
             ? "it is host API of concurrency (accelerators, their views, futures and exceptions live on the host)"
             : nullptr;
}

const char *unsupportedTypeReason(QualType T) {
  if (!T.isNull() && T.getCanonicalType()->isVariableArrayType())
    return "a variable-length array's size must be a constant expression";
  // bool is an amp type, but not an enumeration's underlying type (Microsoft:
  // int, unsigned int, long or unsigned long; narrower ones fail as types).
  if (const auto *ET = T.getCanonicalType()->getAs<EnumType>())
    if (const EnumDecl *ED = ET->getDecl()->getDefinition(); ED && ED->getIntegerType()->isBooleanType())
      return "an enumeration's underlying type must be int, unsigned int, long or unsigned long";
  if (const BuiltinType *B = builtinOrEnumUnderlying(T))
    return reasonFor(*B);
  if (const CXXRecordDecl *RD = T.getCanonicalType()->getAsCXXRecordDecl())
    return reasonFor(*RD);
  return nullptr;
}

} // namespace ampclang
