// amp-member-alignment: members of classes used in amp code must sit at 4-byte aligned offsets.
#include "checks/ClassUseCheck.h"

#include "clang/AST/RecordLayout.h"

#include <algorithm>
#include <string>

using namespace clang;

namespace ampclang {
namespace {
/// char, short, half: not amp types at all, amp-char-type and
/// amp-unsupported-type say so at the use; do not report them twice.
bool isNarrowNonBool(ASTContext &AST, QualType T) {
  const auto *B = AST.getBaseElementType(T)->getAs<BuiltinType>();
  return B && !B->isBooleanType() && AST.getTypeSize(B) < 32;
}

class MemberAlignmentCheck : public ClassUseCheck {
  // Accelerators address memory in 32-bit words: a member (bool included,
  // says the specification) must start on a 4-byte boundary, and on its own
  // type's alignment, which only #pragma pack or packed attributes break.
  void checkClass(const CXXRecordDecl &RD, const ClassUse &Use, CheckContext &Ctx) override {
    if (RD.isDependentType())
      return;
    const ASTRecordLayout &Layout = Ctx.AST.getASTRecordLayout(&RD);
    for (const FieldDecl *F : RD.fields()) {
      if (F->isBitField() || F->isZeroSize(Ctx.AST) || isNarrowNonBool(Ctx.AST, F->getType()))
        continue; // amp-bit-field's business; empty members take no bytes
      uint64_t Offset = Ctx.AST.toCharUnitsFromBits(Layout.getFieldOffset(F->getFieldIndex())).getQuantity();
      QualType T = F->getType();
      uint64_t Need = std::max<uint64_t>(4, Ctx.AST.getTypeAlignInChars(T).getQuantity());
      if (Offset % Need != 0) {
        Ctx.report(AmpDiag::MemberAlignment, F->getLocation()) << F << &RD << Offset << Need;
        noteUse(Use, Ctx);
        continue;
      }
      // Elements of an array member: `bool flags[4]` puts flags[1] at offset 1.
      const ConstantArrayType *A = Ctx.AST.getAsConstantArrayType(T);
      if (!A || A->getSize().getZExtValue() < 2)
        continue;
      QualType Elem = Ctx.AST.getBaseElementType(T);
      uint64_t ElemSize = Ctx.AST.getTypeSizeInChars(Elem).getQuantity();
      if (ElemSize % 4 == 0)
        continue;
      std::string Name = "'" + F->getNameAsString() + "[1]'";
      Ctx.report(AmpDiag::MemberAlignment, F->getLocation()) << Name << &RD << (Offset + ElemSize) << 4;
      noteUse(Use, Ctx);
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createMemberAlignmentCheck() { return std::make_unique<MemberAlignmentCheck>(); }

} // namespace ampclang
