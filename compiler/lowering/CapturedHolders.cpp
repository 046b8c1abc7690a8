// A captured struct holding views: a private device struct (views as view
// structs) filled at the kernel's start from the host bytes in the argument
// block, field by field, its views from their own slots.
#include "lowering/ProgramLowering.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;

namespace ampclang {

std::string ProgramLowering::holderCopy(QualType T, const std::string &Local, const std::string &Bytes,
                                        uint64_t Offset, SourceLocation Loc, AddrSpace BlockSpace) {
  const auto *RD = T->getAsCXXRecordDecl();
  const ASTRecordLayout &RL = Ctx.getASTRecordLayout(RD);
  std::string Copy = byteCopyHelper(Prelude, AddrSpace::Private, BlockSpace);
  std::string From = std::string("(") + addrSpaceKeyword(BlockSpace) + " const void *)(";
  std::string Out;
  auto bytes = [&](const std::string &Member, uint64_t At, uint64_t Size) {
    Out += "  " + Copy + "((__private void *)&" + Member + ", " + From + Bytes + " + " +
           std::to_string(At) + "), " + std::to_string(Size) + "u);\n";
  };
  for (const CXXBaseSpecifier &B : RD->bases()) {
    const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
    if (!BD || BD->isEmpty())
      continue;
    std::string Member = Local + "." + baseFieldName(*RD, *BD);
    uint64_t At = Offset + RL.getBaseClassOffset(BD).getQuantity();
    if (Types.holdsView(B.getType()))
      Out += holderCopy(B.getType(), Member, Bytes, At, Loc, BlockSpace);
    else
      bytes(Member, At, Ctx.getASTRecordLayout(BD).getDataSize().getQuantity());
  }
  for (const FieldDecl *F : RD->fields()) {
    QualType FT = F->getType();
    llvm::StringRef Amp = ampClassName(FT.getNonReferenceType());
    if (Amp == "array_view" || Amp == "array")
      continue; // from its own slot, when the kernel uses it
    std::string Member = Local + "." + Names::field(*F);
    uint64_t At = Offset + Ctx.toCharUnitsFromBits(RL.getFieldOffset(F->getFieldIndex())).getQuantity();
    if (FT->isReferenceType() || F->isBitField()) {
      unsupported(Loc, "a captured struct holding views and a reference or bit-field member '" +
                           F->getNameAsString() + "'");
      continue;
    }
    if (Types.holdsView(FT))
      Out += holderCopy(FT, Member, Bytes, At, Loc, BlockSpace);
    else
      bytes(Member, At, Ctx.getTypeSizeInChars(FT).getQuantity());
  }
  return Out;
}

std::string ProgramLowering::heldViewMember(QualType Holder, llvm::ArrayRef<const Decl *> Path) {
  std::string Member;
  const CXXRecordDecl *Cur = Holder->getAsCXXRecordDecl();
  for (const Decl *D : Path) {
    if (const auto *Base = dyn_cast<CXXRecordDecl>(D)) {
      Member += "." + baseFieldName(*Cur, *Base);
      Cur = Base->getDefinition();
    } else {
      const auto *F = cast<FieldDecl>(D);
      Member += "." + Names::field(*F);
      Cur = F->getType()->getAsCXXRecordDecl();
    }
  }
  return Member;
}

std::string ProgramLowering::memberPath(const CXXRecordDecl &C, const FieldDecl &F) {
  if (F.getParent()->getCanonicalDecl() == C.getCanonicalDecl())
    return "." + Names::field(F);
  for (const CXXBaseSpecifier &B : C.bases()) {
    const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
    if (!BD || B.isVirtual() || BD->isEmpty())
      continue;
    if (std::string Sub = memberPath(*BD->getDefinition(), F); !Sub.empty())
      return "." + baseFieldName(C, *BD) + Sub;
  }
  return "";
}

} // namespace ampclang
