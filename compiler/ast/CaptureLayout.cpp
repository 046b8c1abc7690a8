// Captures are placed in capture order, each at its host alignment, after the domain.
#include "ast/CaptureLayout.h"
#include "ast/Identifier.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace ampclang {

CaptureLayout computeCaptureLayout(const KernelSite &Site, ASTContext &Ctx) {
  CaptureLayout L;
  L.DomainSize = 4u * static_cast<uint64_t>(Site.Rank > 0 ? Site.Rank : 1);
  uint64_t At = L.DomainSize;
  if (!Site.Lambda)
    return L;
  unsigned ViewArg = 1;
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
      S.Kind = CaptureSlot::View;
      S.Rank = ampTemplateInt(S.Type, 1);
      const auto *Spec = cast<ClassTemplateSpecializationDecl>(S.Type->getAsCXXRecordDecl());
      S.Element = Spec->getTemplateArgs()[0].getAsType();
      S.ReadOnly = S.Element.isConstQualified() || (Amp == "array" && S.Type.isConstQualified());
      S.Size = viewMetaSize(S.Rank);
      S.ViewArg = ViewArg++;
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
