// Structs carry explicit padding so that the device reads each field at the
// offset the host compiler put it (both follow the Itanium C++ ABI's layout).
#include "lowering/TypeLowering.h"
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/OpenCLPrelude.h"
#include "lowering/Sanitizer.h"

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

char addrSpaceLetter(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Private: return 'p';
  case AddrSpace::Global: return 'g';
  case AddrSpace::Constant: return 'c';
  case AddrSpace::Local: return 'l';
  }
  return 'p';
}

AddrSpace addrSpaceOfLetter(char C) {
  switch (C) {
  case 'g': return AddrSpace::Global;
  case 'c': return AddrSpace::Constant;
  case 'l': return AddrSpace::Local;
  default: return AddrSpace::Private;
  }
}

std::string byteCopyHelper(OpenCLPrelude &Prelude, AddrSpace Dst, AddrSpace Src) {
  std::string D = addrSpaceKeyword(Dst), S = addrSpaceKeyword(Src);
  std::string Name = std::string("amp_memcpy_") + addrSpaceLetter(Dst) + addrSpaceLetter(Src);
  Prelude.requireHelper(Name, "inline " + D + " void *" + Name + "(" + D + " void *d, " + S +
                                  " const void *s, uint n) {\n  " + D + " uchar *dd = (" + D + " uchar *)d;\n  " + S +
                                  " const uchar *ss = (" + S + " const uchar *)s;\n  for (uint k = 0; k < n; ++k)\n" +
                                  "    dd[k] = ss[k];\n  return d;\n}\n");
  return Name;
}

/// The letter telling view structs (and structs holding views) over \p AS
/// from those over __global memory, which have none.
static const char *viewSpaceLetter(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Private: return "p";
  case AddrSpace::Local: return "l";
  case AddrSpace::Constant: return "c";
  case AddrSpace::Global: return "";
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

/// The rank of tiled_extent<D0, D1, D2>: its non-zero tile sizes.
static int tiledRank(QualType T) { return ampTemplateInt(T, 2) ? 3 : ampTemplateInt(T, 1) ? 2 : 1; }

/// Whether a class has restrict(amp) members, i.e. is meant for amp code.
static bool hasAmpMembers(const CXXRecordDecl *RD) {
  if (!RD || !(RD = RD->getDefinition()))
    return false;
  return llvm::any_of(RD->methods(), [](const CXXMethodDecl *M) { return isAmp(*M); });
}

bool isBuiltinAmpClass(llvm::StringRef Name) {
  return llvm::is_contained({"index", "extent", "tiled_extent", "tiled_index", "tile_barrier", "array_view", "array"},
                            Name);
}

std::string TypeLowering::spellBase(QualType T, bool &Ok, AddrSpace Views) {
  T = T.getCanonicalType();
  std::string Quals = T.isConstQualified() ? "const " : "";
  if (const auto *B = T->getAs<BuiltinType>()) {
    if (const char *Name = builtinName(*B))
      return Quals + Name;
  } else if (const auto *ET = T->getAs<EnumType>()) {
    return Quals + spellBase(ET->getDecl()->getIntegerType(), Ok, Views);
  } else if (const auto *RT = T->getAs<RecordType>()) {
    llvm::StringRef Amp = ampClassName(T);
    if (Amp == "index" || Amp == "extent" || Amp == "tiled_extent") {
      // A tiled_extent is an extent with its tile sizes in its type.
      int Rank = Amp == "tiled_extent" ? tiledRank(T) : ampTemplateInt(T, 0);
      Prelude.requireRank(Rank);
      return Quals + (Amp == "index" ? "amp_index_" : "amp_extent_") + std::to_string(Rank);
    }
    if (Amp == "array_view" || Amp == "array")
      return viewType(T, Ok, Views);
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
    // amp.h's other classes are plain C++: those written for amp code (short
    // vectors, norm...) are lowered like the user's; host-only ones
    // (accelerator_view, completion_future...) have no device form.
    if (!Amp.empty() && !hasAmpMembers(T->getAsCXXRecordDecl())) {
      Ok = false;
      return "amp_unsupported";
    }
    return Quals + recordType(RT, Ok, Views);
  } else if (const auto *PT = T->getAs<PointerType>()) {
    return spellBase(PT->getPointeeType(), Ok, Views) + " *";
  }
  Ok = false;
  return "amp_unsupported";
}

std::string TypeLowering::spell(QualType T, bool &Ok, AddrSpace Views) {
  // A reference to a pointer would be a pointer to a pointer, whose inner
  // address space OpenCL 1.2 cannot leave open: not lowered yet.
  if (T->isReferenceType() && T.getNonReferenceType()->isPointerType()) {
    Ok = false;
    return "amp_unsupported";
  }
  if (T->isReferenceType())
    return spellBase(T.getNonReferenceType(), Ok, Views) + " *";
  return spellBase(T, Ok, Views);
}

std::string TypeLowering::declarePointer(QualType T, llvm::StringRef Name, AddrSpace Where, AddrSpace Inner,
                                         bool &Ok) {
  QualType Target = T->isReferenceType() ? T.getNonReferenceType() : T->getPointeeType();
  std::string Self = T->isPointerType() && T.isConstQualified() ? "const " : "";
  if (Target->isPointerType()) {
    // `__global int *__private *p`: a pointer in Where, pointing into Inner.
    std::string Const = Target.isConstQualified() ? "const " : "";
    return std::string(addrSpaceKeyword(Inner)) + " " + spellBase(Target->getPointeeType(), Ok) + " *" + Const +
           addrSpaceKeyword(Where) + " *" + Self + Name.str();
  }
  if (Ctx.getAsConstantArrayType(Target)) {
    // A reference to an array (a lambda's `[&arr]`) points at the whole array.
    std::string Suffix;
    while (const auto *CA = Ctx.getAsConstantArrayType(Target)) {
      Suffix += "[" + std::to_string(CA->getSize().getZExtValue()) + "]";
      Target = CA->getElementType();
    }
    return std::string(addrSpaceKeyword(Where)) + " " + spellBase(Target, Ok) + " (*" + Self + Name.str() + ")" + Suffix;
  }
  return std::string(addrSpaceKeyword(Where)) + " " + spellBase(Target, Ok) + " *" + Self + Name.str();
}

bool TypeLowering::setClosureSpaces(const CXXRecordDecl &RD, const std::string &Letters) {
  auto [It, New] = ClosureSpaces.try_emplace(RD.getCanonicalDecl(), Letters);
  return New || It->second == Letters;
}

std::string TypeLowering::closureSpaces(const CXXRecordDecl &RD) {
  // A closure spelled before any lambda made it (a function returning one is
  // called before its body is lowered): its references and pointers point
  // into private memory; the letters are those FunctionEmitter::lambda gives.
  std::string Letters;
  for (const FieldDecl *F : RD.fields()) {
    QualType T = F->getType();
    bool Points = T->isReferenceType() || T->isPointerType();
    Letters += Points ? 'p' : 'v';
    Letters += T->isReferenceType() && T.getNonReferenceType()->isPointerType() ? 'p' : 'v';
  }
  return ClosureSpaces.try_emplace(RD.getCanonicalDecl(), Letters).first->second;
}

std::string TypeLowering::declare(QualType T, llvm::StringRef Name, bool &Ok, AddrSpace Views) {
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
  return spell(Elem, Ok, Views) + " " + Name.str() + Suffix;
}

QualType TypeLowering::viewElement(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  llvm::StringRef Amp = ampClassName(T);
  if (Amp != "array_view" && Amp != "array")
    return QualType();
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() < 2)
    return QualType();
  QualType Elem = Spec->getTemplateArgs()[0].getAsType();
  // A const array is read-only on the device, as array_view<const T> is.
  if (Amp == "array" && T.isConstQualified())
    Elem.addConst();
  return Elem;
}

std::string TypeLowering::viewType(QualType T, bool &Ok, AddrSpace Space) {
  QualType Elem = viewElement(T);
  if (Elem.isNull()) {
    Ok = false;
    return "amp_unsupported";
  }
  return viewTypeOf(Elem, ampTemplateInt(T.getNonReferenceType(), 1), Ok, Space);
}

std::string TypeLowering::viewTypeOf(QualType Elem, int Rank, bool &Ok, AddrSpace Space) {
  bool ReadOnly = Elem.isConstQualified();
  std::string ElemName = spellBase(Elem.getUnqualifiedType(), Ok, AddrSpace::Global);
  std::string Name = std::string("amp_av") + viewSpaceLetter(Space) + "_" + sanitizeIdentifier(ElemName) +
                     (ReadOnly ? "_ro_" : "_") + std::to_string(Rank);
  // array<T> and array_view<T> share one struct.
  if (!ViewTypes.insert(Name).second)
    return Name;
  Prelude.requireRank(Rank);
  // A projection's struct comes first: this one's helpers return it.
  std::string Lower = Rank > 1 ? viewTypeOf(Elem, Rank - 1, Ok, Space) : "";
  std::string R = std::to_string(Rank);
  std::string Ptr = std::string(addrSpaceKeyword(Space)) + " " + (ReadOnly ? "const " : "") + ElemName + " *";
  std::string Meta = "amp_view_meta_" + R;
  std::string &D = Definitions;
  // -fsanitize=amp-init: `sh`, the written-shadow of an array created
  // without data, or null; data[k]'s byte is sh[8 + shoff + k] (Sanitizer.h).
  const bool Shadow = sanitizerChecks() & SanitizeInit;
  D += "typedef struct { " + Ptr + "data; " + Meta + " meta; " + (Shadow ? "__global uchar *sh; int shoff; " : "") + "} " +
       Name + ";\n";
  D += "inline " + Name + " " + Name + "_make(" + Ptr + "d, " + Meta + " m) { " + Name +
       " v; v.data = d; v.meta = m; " + (Shadow ? "v.sh = 0; v.shoff = 0; " : "") + "return v; }\n";
  if (Shadow)
    D += "inline " + Name + " " + Name + "_make_sh(" + Ptr + "d, " + Meta + " m, __global uchar *sh, int shoff) { " +
         Name + " v; v.data = d; v.meta = m; v.sh = sh; v.shoff = shoff; return v; }\n";
  // The element at an index, and data(): the first element of the view.
  D += "inline " + Ptr + Name + "_at(" + Name + " v, amp_index_" + R + " i) { return v.data + amp_view_at_" + R +
       "(v.meta, i); }\n";
  D += "inline " + Ptr + Name + "_ptr(" + Name + " v) { return v.data + v.meta.offset; }\n";
  if (sanitizerChecks() & (SanitizeBounds | SanitizeInit))
    D += sanitizedViewAt(Prelude, Name, Ptr, Rank, addrSpaceKeyword(Space));
  D += "inline amp_extent_" + R + " " + Name + "_extent(" + Name + " v) { return amp_view_extent_" + R +
       "(v.meta); }\n";
  D += "inline " + Name + " " + Name + "_section(" + Name + " v, amp_index_" + R + " o, amp_extent_" + R +
       " e) { v.meta = amp_view_section_" + R + "(v.meta, o, e); return v; }\n";
  D += "inline " + Name + " " + Name + "_section_from(" + Name + " v, amp_index_" + R +
       " o) { v.meta = amp_view_section_from_" + R + "(v.meta, o); return v; }\n";
  if (Rank > 1)
    D += "inline " + Lower + " " + Name + "_project(" + Name + " v, int i) { return " + Lower +
         (Shadow ? "_make_sh(v.data, amp_view_project_" + R + "(v.meta, i), v.sh, v.shoff); }\n"
                 : "_make(v.data, amp_view_project_" + R + "(v.meta, i)); }\n");
  return Name;
}

std::string TypeLowering::viewAsRank(QualType From, int Rank, bool &Ok, AddrSpace Space) {
  QualType Elem = viewElement(From);
  if (Elem.isNull() || Rank < 1) {
    Ok = false;
    return "amp_unsupported";
  }
  std::string Src = viewType(From, Ok, Space), Dst = viewTypeOf(Elem, Rank, Ok, Space);
  std::string K = std::to_string(Rank), Name = Src + "_as_" + K;
  if (ViewTypes.insert(Name).second)
    Definitions += "inline " + Dst + " " + Name + "(" + Src + " v, amp_extent_" + K + " e) { return " + Dst +
                   (sanitizerChecks() & SanitizeInit ? "_make_sh(v.data, amp_view_dense_" + K + "(v.meta.offset, e), v.sh, v.shoff); }\n"
                                                     : "_make(v.data, amp_view_dense_" + K + "(v.meta.offset, e)); }\n");
  return Name;
}

std::string TypeLowering::viewReinterpret(QualType From, QualType To, bool &Ok, AddrSpace Space) {
  QualType Elem = viewElement(From);
  if (Elem.isNull() || To->isIncompleteType() || Elem->isIncompleteType()) {
    Ok = false;
    return "amp_unsupported";
  }
  int Rank = ampTemplateInt(From.getNonReferenceType(), 1);
  std::string Src = viewType(From, Ok, Space), Dst = viewTypeOf(To, 1, Ok, Space);
  std::string Name = Src + "_as_" + Dst;
  if (!ViewTypes.insert(Name).second)
    return Name;
  // The host's element sizes: device structs are laid out as the host's.
  uint64_t FromSize = Ctx.getTypeSizeInChars(Elem).getQuantity();
  uint64_t ToSize = Ctx.getTypeSizeInChars(To).getQuantity();
  std::string R = std::to_string(Rank);
  std::string ToPtr = std::string(addrSpaceKeyword(Space)) + " " + (To.isConstQualified() ? "const " : "") +
                      spellBase(To.getUnqualifiedType(), Ok, AddrSpace::Global) + " *";
  Definitions += "inline " + Dst + " " + Name + "(" + Src + " v) { int n = amp_extent_size_" + R +
                 "(amp_view_extent_" + R + "(v.meta)) * " + std::to_string(FromSize) + " / " +
                 std::to_string(ToSize) + "; return " + Dst + "_make((" + ToPtr +
                 ")(v.data + v.meta.offset), amp_view_dense_1(0, amp_extent_make_1(n))); }\n";
  return Name;
}

std::string TypeLowering::viewConvert(QualType From, QualType To, bool &Ok, AddrSpace Space) {
  std::string Src = viewType(From, Ok, Space), Dst = viewType(To, Ok, Space);
  return viewConvertNamed(Src, Dst);
}

std::string TypeLowering::viewConvertNamed(const std::string &Src, const std::string &Dst) {
  if (Src == Dst)
    return "";
  std::string Name = Src + "_to_" + Dst;
  if (ViewTypes.insert(Name).second)
    Definitions += "inline " + Dst + " " + Name + "(" + Src + " v) { return " + Dst +
                   (sanitizerChecks() & SanitizeInit ? "_make_sh(v.data, v.meta, v.sh, v.shoff); }\n" : "_make(v.data, v.meta); }\n");
  return Name;
}

bool TypeLowering::holdsView(QualType T) { return ampclang::holdsView(T); }

std::string TypeLowering::recordType(const RecordType *RT, bool &Ok, AddrSpace Views) {
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
  // A struct holding views over memory that is not global is a struct of its own.
  if (Views != AddrSpace::Global && holdsView(QualType(RT, 0)))
    Name += std::string("_av") + viewSpaceLetter(Views);
  else
    Views = AddrSpace::Global;
  if (!Done.insert(Name).second)
    return Name;
  emitRecord(*RD, Name, false, Ok, Views);
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

void TypeLowering::emitRecord(const RecordDecl &Decl, const std::string &Name, bool OpaqueViews, bool &Ok,
                              AddrSpace Views) {
  const RecordDecl *RD = &Decl;
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
  std::string Body;
  llvm::raw_string_ostream OS(Body);
  uint64_t At = 0;
  unsigned Pad = 0;
  // A struct holding views never crosses between host and device (captures
  // and kernel objects reject it): its views are device structs, in the
  // device's own natural layout.
  bool DeviceOnly = !OpaqueViews && holdsView(Ctx.getRecordType(RD));
  // A lambda's closure made in amp code: its reference and pointer captures
  // point into the spaces the lambda expression recorded, and mean nothing on
  // the host, so it is device-only too.
  const auto *Closure = dyn_cast<CXXRecordDecl>(RD);
  std::string Spaces;
  if (Closure && Closure->isLambda() && !OpaqueViews) {
    Spaces = closureSpaces(*Closure);
    for (const FieldDecl *F : RD->fields())
      DeviceOnly |= F->getType()->isReferenceType() || F->getType()->isPointerType();
  }
  auto padTo = [&](uint64_t Offset) {
    if (Offset > At && !DeviceOnly)
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
      // A kernel object's base holding views is a kernel object's part too:
      // its views' host bytes stay opaque (they are bound from the block).
      std::string BaseType = OpaqueViews && holdsView(B.getType())
                                 ? functorType(*BD, Name + "_base" + std::to_string(BaseNo), Ok)
                                 : recordType(B.getType()->getAs<RecordType>(), Ok, Views);
      OS << "  " << BaseType << " amp_base" << BaseNo++ << ";\n";
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
    // A const member is const in C++, which checked every write; in C its
    // constructor's initialisation and a closure's copy are assignments, which
    // a const field refuses (arrays: their elements' const).
    Qualifiers Dropped;
    QualType FT = F->getType()->isReferenceType() ? F->getType()
                                                  : Ctx.getUnqualifiedArrayType(F->getType(), Dropped);
    if (DeviceOnly) {
      unsigned I = 2 * F->getFieldIndex();
      if (!Spaces.empty() && (FT->isReferenceType() || FT->isPointerType()))
        OS << "  " << declarePointer(FT, Names::field(*F), addrSpaceOfLetter(Spaces[I]), addrSpaceOfLetter(Spaces[I + 1]), Ok)
           << ";\n";
      else // a const member holding views is filled at the kernel's start all the same
        OS << "  "
           << (FT->isBooleanType() ? "uchar " + Names::field(*F)
                                   : declare(holdsView(FT) ? FT.getUnqualifiedType() : FT, Names::field(*F), Ok, Views))
           << ";\n";
      continue;
    }
    padTo(Ctx.toCharUnitsFromBits(Layout.getFieldOffset(F->getFieldIndex())).getQuantity());
    llvm::StringRef Amp = ampClassName(FT);
    if (Amp == "array_view" || Amp == "array") {
      // A view's host representation means nothing on the device.
      if (!OpaqueViews)
        Ok = false;
      continue;
    }
    // A kernel object's member struct holding views is copied out of its
    // bytes (CaptureLayout's InObject holders): here it is opaque bytes.
    if (OpaqueViews && holdsView(FT)) {
      Ok &= FT->isRecordType();
      continue;
    }
    // OpenCL's bool has no fixed size; the host's is one byte.
    std::string Decl = FT->isBooleanType() ? "uchar " + Names::field(*F)
                                            : declare(FT, Names::field(*F), Ok);
    OS << "  " << Decl << ";\n";
    At += Ctx.getTypeSizeInChars(FT).getQuantity();
    UnionSize = std::max(UnionSize, At);
  }
  if (Union)
    At = UnionSize;
  // A kernel object's base may lend its tail padding to the derived class's
  // first members (the Itanium ABI reuses it in classes that are not POD, as
  // kernel objects holding views never are): pad it only to its data size.
  // Its views are opaque bytes, so C aligns it no more than the members after.
  padTo((OpaqueViews ? Layout.getDataSize() : Layout.getSize()).getQuantity());
  if (Layout.getSize().getQuantity() == 0 || (RD->field_empty() && At == 0 && !DeviceOnly))
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
