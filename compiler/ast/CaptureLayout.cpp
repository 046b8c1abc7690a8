// Captures are placed in capture order, each at its host alignment, after the domain.
#include "ast/CaptureLayout.h"
#include "ast/Identifier.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace ampclang {

CaptureLayout computeCaptureLayout(const KernelSite &Site, ASTContext &Ctx) {
  CaptureLayout L;
  L.DomainSize = 4u * static_cast<uint64_t>(Site.Rank > 0 ? Site.Rank : 1);
  uint64_t At = L.DomainSize;
  unsigned ViewArg = 1;
  auto addView = [&](CaptureSlot &S) {
    S.Kind = CaptureSlot::View;
    S.Rank = ampTemplateInt(S.Type, 1);
    const auto *Spec = cast<ClassTemplateSpecializationDecl>(S.Type->getAsCXXRecordDecl());
    S.Element = Spec->getTemplateArgs()[0].getAsType();
    S.ReadOnly = S.Element.isConstQualified() || (ampClassName(S.Type) == "array" && S.Type.isConstQualified());
    S.Size = viewMetaSize(S.Rank);
    S.ViewArg = ViewArg++;
  };
  if (!Site.Lambda) {
    const CXXRecordDecl *RD = Site.KernelClass;
    if (!RD || !RD->hasDefinition() || RD->isDependentType())
      return L;
    CaptureSlot Obj;
    Obj.Kind = CaptureSlot::Object;
    Obj.Type = Ctx.getRecordType(RD);
    Obj.Field = "kobj";
    Obj.Size = Ctx.getTypeSizeInChars(Obj.Type).getQuantity();
    Obj.Offset = At = llvm::alignTo(At, Ctx.getTypeAlignInChars(Obj.Type).getQuantity());
    At += Obj.Size;
    L.CapturedBytes = Obj.Size;
    L.Slots.push_back(Obj);
    const ASTRecordLayout &RL = Ctx.getASTRecordLayout(RD);
    for (const FieldDecl *F : RD->fields()) {
      llvm::StringRef Amp = ampClassName(F->getType());
      if (Amp != "array_view" && Amp != "array")
        continue;
      CaptureSlot S;
      S.Var = F;
      S.Type = F->getType().getNonReferenceType();
      S.ByReference = F->getType()->isReferenceType();
      S.Field = "m" + std::to_string(L.Slots.size()) + "_" + sanitizeIdentifier(F->getName());
      S.MemberOffset = Ctx.toCharUnitsFromBits(RL.getFieldOffset(F->getFieldIndex())).getQuantity();
      addView(S);
      S.Offset = At = llvm::alignTo(At, 4);
      At += S.Size;
      L.Slots.push_back(std::move(S));
    }
    L.BlockSize = llvm::alignTo(At, 16);
    return L;
  }
  for (const LambdaCapture &C : Site.Lambda->captures()) {
    if (C.capturesThis() || C.capturesVLAType()) {
      L.CapturesThis = L.CapturesThis || C.capturesThis();
      continue;
    }
    CaptureSlot S;
    S.Var = C.getCapturedVar();
    S.Capture = &C;
    S.Type = S.Var->getType().getNonReferenceType();
    S.ByReference = C.getCaptureKind() == LCK_ByRef;
    S.Field = "c" + std::to_string(L.Slots.size()) + "_" + sanitizeIdentifier(S.Var->getName());
    llvm::StringRef Amp = ampClassName(S.Type);
    uint64_t Align = 4;
    if (Amp == "array_view" || Amp == "array") {
      addView(S);
    } else if (S.Type->isIncompleteType() || S.Type->isDependentType()) {
      continue;
    } else {
      S.Size = Ctx.getTypeSizeInChars(S.Type).getQuantity();
      Align = Ctx.getTypeAlignInChars(S.Type).getQuantity();
    }
    At = llvm::alignTo(At, Align);
    S.Offset = At;
    At += S.Size;
    L.CapturedBytes += S.Kind == CaptureSlot::View ? Ctx.getTypeSizeInChars(S.Type).getQuantity() : S.Size;
    L.Slots.push_back(std::move(S));
  }
  L.BlockSize = llvm::alignTo(At, 16);
  return L;
}

} // namespace ampclang
