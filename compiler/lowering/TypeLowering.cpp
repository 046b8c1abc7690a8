// Structs carry explicit padding so that the device reads each field at the
// offset the host compiler put it (both follow the Itanium C++ ABI's layout).
#include "lowering/TypeLowering.h"
#include "ast/KernelSite.h"
#include "lowering/OpenCLPrelude.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace clang;

namespace ampclang {

const char *addrSpaceKeyword(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Private: return "__private";
  case AddrSpace::Global: return "__global";
  case AddrSpace::Constant: return "__constant";
  case AddrSpace::Local: return "__local";
  }
  return "";
}

TypeLowering::TypeLowering(ASTContext &Ctx, Names &N, OpenCLPrelude &Prelude)
    : Ctx(Ctx), N(N), Prelude(Prelude) {}

static const char *builtinName(const BuiltinType &B) {
  switch (B.getKind()) {
  case BuiltinType::Void: return "void";
  case BuiltinType::Bool: return "bool";
  case BuiltinType::Int: return "int";
  case BuiltinType::UInt: return "uint";
  case BuiltinType::Long: return "long";   // LP64 hosts: 64 bits, as OpenCL's long
  case BuiltinType::ULong: return "ulong";
  case BuiltinType::Float: return "float";
  case BuiltinType::Double: return "double";
  // Only reachable through amp.h internals and byte padding; the checks reject
  // these in user code.
  case BuiltinType::Char_S: case BuiltinType::SChar: return "char";
  case BuiltinType::Char_U: case BuiltinType::UChar: return "uchar";
  case BuiltinType::Short: return "short";
  case BuiltinType::UShort: return "ushort";
  default: return nullptr;
  }
}

std::string TypeLowering::spellBase(QualType T, bool &Ok) {
  T = T.getCanonicalType();
  std::string Quals = T.isConstQualified() ? "const " : "";
  if (const auto *B = T->getAs<BuiltinType>()) {
    if (const char *Name = builtinName(*B))
      return Quals + Name;
  } else if (const auto *ET = T->getAs<EnumType>()) {
    return Quals + spellBase(ET->getDecl()->getIntegerType(), Ok);
  } else if (const auto *RT = T->getAs<RecordType>()) {
    llvm::StringRef Amp = ampClassName(T);
    if (Amp == "index" || Amp == "extent") {
      int Rank = ampTemplateInt(T, 0);
      Prelude.requireRank(Rank);
      return Quals + (Amp == "index" ? "amp_index_" : "amp_extent_") + std::to_string(Rank);
    }
    if (Amp == "array_view" || Amp == "array")
      return viewType(T, Ok);
    if (Amp == "tiled_index") {
      int D[3] = {ampTemplateInt(T, 0), ampTemplateInt(T, 1), ampTemplateInt(T, 2)};
      int Rank = D[2] ? 3 : D[1] ? 2 : 1;
      Prelude.requireTiled(Rank);
      return Quals + "amp_tiled_index_" + std::to_string(Rank);
    }
    if (Amp == "tile_barrier") {
      Prelude.requireTiled(1);
      return Quals + "amp_tile_barrier";
    }
    if (!Amp.empty()) {
      Ok = false;
      return "amp_unsupported";
    }
    return Quals + recordType(RT, Ok);
  } else if (const auto *PT = T->getAs<PointerType>()) {
    return spellBase(PT->getPointeeType(), Ok) + " *";
  }
  Ok = false;
  return "amp_unsupported";
}

std::string TypeLowering::spell(QualType T, bool &Ok) {
  // A reference to a pointer would be a pointer to a pointer, whose inner
  // address space OpenCL 1.2 cannot leave open: not lowered yet.
  if (T->isReferenceType() && T.getNonReferenceType()->isPointerType()) {
    Ok = false;
    return "amp_unsupported";
  }
  if (T->isReferenceType())
    return spellBase(T.getNonReferenceType(), Ok) + " *";
  return spellBase(T, Ok);
}

std::string TypeLowering::declare(QualType T, llvm::StringRef Name, bool &Ok) {
  std::string Suffix;
  QualType Elem = T.getCanonicalType();
  while (const auto *CA = Ctx.getAsConstantArrayType(Elem)) {
    Suffix += "[" + std::to_string(CA->getSize().getZExtValue()) + "]";
    Elem = CA->getElementType();
  }
  if (Elem->isArrayType()) {
    Ok = false;
    return "amp_unsupported " + Name.str();
  }
  return spell(Elem, Ok) + " " + Name.str() + Suffix;
}

std::string TypeLowering::viewType(QualType T, bool &Ok) {
  T = T.getNonReferenceType().getCanonicalType();
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() < 2) {
    Ok = false;
    return "amp_unsupported";
  }
  QualType Elem = Spec->getTemplateArgs()[0].getAsType();
  int Rank = ampTemplateInt(T, 1);
  bool ReadOnly = Elem.isConstQualified() || (ampClassName(T) == "array" && T.isConstQualified());
  std::string ElemName = spellBase(Elem.getUnqualifiedType(), Ok);
  std::string Name = "amp_av_" + sanitizeIdentifier(ElemName) + (ReadOnly ? "_ro_" : "_") + std::to_string(Rank);
  // array<T> and array_view<T> share one struct.
  if (!ViewTypes.insert(Name).second)
    return Name;
  Prelude.requireRank(Rank);
  std::string Ptr = std::string("__global ") + (ReadOnly ? "const " : "") + ElemName + " *";
  std::string Meta = "__constant const amp_view_meta_" + std::to_string(Rank) + " *";
  Definitions += "typedef struct { " + Ptr + "data; " + Meta + "meta; } " + Name + ";\n";
  Definitions += "inline " + Name + " " + Name + "_make(" + Ptr + "d, " + Meta + "m) { " + Name +
                 " v; v.data = d; v.meta = m; return v; }\n";
  return Name;
}

std::string TypeLowering::recordType(const RecordType *RT, bool &Ok) {
  // A functor kernel's own methods see the object as the kernel does.
  auto Functor = Functors.find(RT->getCanonicalTypeInternal().getTypePtr());
  if (Functor != Functors.end())
    return Functor->second;
  const RecordDecl *RD = RT->getDecl()->getDefinition();
  std::string Name = N.record(QualType(RT, 0));
  if (!RD) {
    Ok = false;
    return Name;
  }
  if (!Done.insert(RT).second)
    return Name;
  emitRecord(*RD, Name, false, Ok);
  return Name;
}

std::string TypeLowering::functorType(const CXXRecordDecl &RD, const std::string &Name, bool &Ok) {
  const Type *T = Ctx.getRecordType(&RD).getCanonicalType().getTypePtr();
  auto Known = Functors.find(T);
  if (Known != Functors.end())
    return Known->second;
  emitRecord(RD, Name, true, Ok);
  Functors[T] = Name;
  return Name;
}

void TypeLowering::emitRecord(const RecordDecl &Decl, const std::string &Name, bool OpaqueViews, bool &Ok) {
  const RecordDecl *RD = &Decl;
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
  std::string Body;
  llvm::raw_string_ostream OS(Body);
  uint64_t At = 0;
  unsigned Pad = 0;
  auto padTo = [&](uint64_t Offset) {
    if (Offset > At)
      OS << "  uchar amp_pad" << Pad++ << "[" << (Offset - At) << "];\n";
    At = Offset;
  };
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD)) {
    unsigned BaseNo = 0;
    for (const CXXBaseSpecifier &B : CXX->bases()) {
      const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
      if (B.isVirtual() || !BD) {
        Ok = false;
        continue;
      }
      const ASTRecordLayout &BL = Ctx.getASTRecordLayout(BD);
      if (BD->isEmpty())
        continue;
      padTo(Layout.getBaseClassOffset(BD).getQuantity());
      OS << "  " << recordType(B.getType()->getAs<RecordType>(), Ok) << " amp_base" << BaseNo++ << ";\n";
      assert(baseFieldName(*CXX, *BD) == "amp_base" + std::to_string(BaseNo - 1));
      At += BL.getDataSize().getQuantity();
    }
  }
  // A union's members all start at offset 0.
  bool Union = RD->isUnion();
  uint64_t UnionSize = 0;
  for (const FieldDecl *F : RD->fields()) {
    if (Union)
      At = 0;
    if (F->isBitField()) {
      Ok = false;
      continue;
    }
    padTo(Ctx.toCharUnitsFromBits(Layout.getFieldOffset(F->getFieldIndex())).getQuantity());
    QualType FT = F->getType();
    llvm::StringRef Amp = ampClassName(FT);
    if (Amp == "array_view" || Amp == "array") {
      // A view's host representation means nothing on the device.
      if (!OpaqueViews)
        Ok = false;
      continue;
    }
    // OpenCL's bool has no fixed size; the host's is one byte.
    std::string Decl = FT->isBooleanType() ? "uchar " + Names::local(F->getName())
                                            : declare(FT, Names::local(F->getName()), Ok);
    OS << "  " << Decl << ";\n";
    At += Ctx.getTypeSizeInChars(FT).getQuantity();
    UnionSize = std::max(UnionSize, At);
  }
  if (Union)
    At = UnionSize;
  padTo(Layout.getSize().getQuantity());
  if (Layout.getSize().getQuantity() == 0 || (RD->field_empty() && At == 0))
    OS << "  uchar amp_empty;\n";
  const char *Kind = Union ? "union " : "struct ";
  Definitions += std::string("typedef ") + Kind + Name + " {\n" + Body + "} " + Name + ";\n";
}

std::string baseFieldName(const CXXRecordDecl &Derived, const CXXRecordDecl &Base) {
  unsigned BaseNo = 0;
  for (const CXXBaseSpecifier &B : Derived.bases()) {
    const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
    if (!BD || B.isVirtual() || BD->isEmpty()) {
      if (BD && BD->getCanonicalDecl() == Base.getCanonicalDecl())
        return "";
      continue;
    }
    if (BD->getCanonicalDecl() == Base.getCanonicalDecl())
      return "amp_base" + std::to_string(BaseNo);
    ++BaseNo;
  }
  return "";
}

} // namespace ampclang
