// Captures are placed in capture order, each at its host alignment, after the domain.
#include "ast/CaptureLayout.h"
#include "ast/Identifier.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/MathExtras.h"

#include <functional>

using namespace clang;

namespace ampclang {

namespace {

/// The views a captured struct holds, each with its path and byte offset;
/// false where one cannot be placed (an array of views, a virtual base).
bool heldViews(QualType T, ASTContext &Ctx, ViewPath &Path, uint64_t Offset,
               std::vector<std::pair<ViewPath, uint64_t>> &Out) {
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return true;
  const ASTRecordLayout &RL = Ctx.getASTRecordLayout(RD);
  bool Ok = true;
  for (const CXXBaseSpecifier &B : RD->bases()) {
    const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
    if (!BD || BD->isEmpty())
      continue;
    if (B.isVirtual())
      return false;
    Path.push_back(BD->getCanonicalDecl());
    Ok &= heldViews(B.getType(), Ctx, Path, Offset + RL.getBaseClassOffset(BD).getQuantity(), Out);
    Path.pop_back();
  }
  for (const FieldDecl *F : RD->fields()) {
    QualType FT = F->getType();
    uint64_t At = Offset + Ctx.toCharUnitsFromBits(RL.getFieldOffset(F->getFieldIndex())).getQuantity();
    Path.push_back(F->getCanonicalDecl());
    llvm::StringRef Amp = ampClassName(FT.getNonReferenceType());
    if (Amp == "array_view" || Amp == "array")
      Out.push_back({Path, At});
    else if (FT->isArrayType() && !FT->isDependentType()) {
      QualType E = Ctx.getBaseElementType(FT);
      llvm::StringRef EA = ampClassName(E);
      std::vector<std::pair<ViewPath, uint64_t>> Inner;
      ViewPath Sub;
      if (EA == "array_view" || EA == "array" || !heldViews(E, Ctx, Sub, 0, Inner) || !Inner.empty())
        Ok = false;
    } else if (FT->isRecordType() && (ampClassName(FT) == "" || isTextureHolder(FT)))
      Ok &= heldViews(FT, Ctx, Path, At, Out);
    Path.pop_back();
  }
  return Ok;
}

} // namespace

namespace {

/// Places a kernel's captures one after another in its argument block.
class LayoutBuilder {
public:
  LayoutBuilder(const KernelSite &Site, ASTContext &Ctx) : Ctx(Ctx) {
    L.DomainSize = 4u * static_cast<uint64_t>(Site.Rank > 0 ? Site.Rank : 1);
    At = L.DomainSize;
  }
  /// A functor: the object whole, then its view members and its members
  /// that are structs holding views.
  void functor(const CXXRecordDecl &RD);
  /// A lambda: each capture, then the views the kernel names in captured structs.
  void lambda(const KernelSite &Site);
  CaptureLayout finish() {
    L.BlockSize = llvm::alignTo(At, 16);
    return std::move(L);
  }

private:
  void addView(CaptureSlot &S) {
    S.Kind = CaptureSlot::View;
    S.Rank = ampTemplateInt(S.Type, 1);
    const auto *Spec = cast<ClassTemplateSpecializationDecl>(S.Type->getAsCXXRecordDecl());
    S.Element = Spec->getTemplateArgs()[0].getAsType();
    S.ReadOnly = S.Element.isConstQualified() || (ampClassName(S.Type) == "array" && S.Type.isConstQualified());
    S.Size = viewMetaSize(S.Rank);
    S.ViewArg = ViewArg++;
  }
  /// A view inside the struct of slot \p Holder, at \p Path and \p Offset
  /// bytes into the host's object, as a View slot after it, its field named
  /// \p Lead, the slot's number, \p Middle and the view member's name.
  CaptureSlot &addHeldView(int Holder, const ViewPath &Path, uint64_t Offset, const std::string &Lead,
                           const std::string &Middle) {
    const auto *F = cast<FieldDecl>(Path.back());
    CaptureSlot V;
    V.Var = L.Slots[Holder].Var;
    V.Type = F->getType().getNonReferenceType();
    V.ByReference = F->getType()->isReferenceType();
    V.Field = Lead + std::to_string(L.Slots.size()) + Middle + sanitizeIdentifier(F->getName());
    V.MemberOffset = Offset;
    V.HolderSlot = Holder;
    V.Path = Path;
    addView(V);
    V.Offset = At = llvm::alignTo(At, 4);
    At += V.Size;
    L.Slots.push_back(std::move(V));
    return L.Slots.back();
  }
  /// A functor's data member that is a struct holding views: the kernel
  /// works on a private copy of it, its bytes from the object, its views from slots.
  void addMemberHolder(const FieldDecl &F, uint64_t MemberAt, uint64_t ObjectOffset);
  /// A functor's view members, its (non-virtual) bases' included, at their
  /// offsets in the object.
  void addMembers(const CXXRecordDecl &C, uint64_t Base, uint64_t ObjectOffset);

  ASTContext &Ctx;
  CaptureLayout L;
  uint64_t At = 0;
  unsigned ViewArg = 1;
};

void LayoutBuilder::functor(const CXXRecordDecl &RD) {
  CaptureSlot Obj;
  Obj.Kind = CaptureSlot::Object;
  Obj.Type = Ctx.getRecordType(&RD);
  Obj.Field = "kobj";
  Obj.Size = Ctx.getTypeSizeInChars(Obj.Type).getQuantity();
  Obj.Offset = At = llvm::alignTo(At, Ctx.getTypeAlignInChars(Obj.Type).getQuantity());
  At += Obj.Size;
  L.CapturedBytes = Obj.Size;
  L.Slots.push_back(Obj);
  addMembers(RD, 0, Obj.Offset);
}

void LayoutBuilder::addMemberHolder(const FieldDecl &F, uint64_t MemberAt, uint64_t ObjectOffset) {
  QualType FT = F.getType();
  if (FT->isReferenceType() && isTextureHolder(FT) && !L.TextureReference)
    L.TextureReference = &F;
  if (FT->isReferenceType() || !FT->isRecordType() || (ampClassName(FT) != "" && !isTextureHolder(FT)))
    return;
  std::vector<std::pair<ViewPath, uint64_t>> Held;
  ViewPath Path;
  if (!heldViews(FT, Ctx, Path, MemberAt, Held))
    L.UnplacedView = &F;
  if (Held.empty())
    return;
  CaptureSlot H;
  H.Kind = CaptureSlot::Holder;
  H.InObject = true;
  H.Var = &F;
  H.Type = FT;
  H.Field = "m" + std::to_string(L.Slots.size()) + "_" + sanitizeIdentifier(F.getName());
  H.MemberOffset = MemberAt;
  H.Offset = ObjectOffset + MemberAt;
  H.Size = Ctx.getTypeSizeInChars(FT).getQuantity();
  int Holder = static_cast<int>(L.Slots.size());
  L.Slots.push_back(H);
  for (auto &[ViewAt, Offset] : Held)
    addHeldView(Holder, ViewAt, Offset, H.Field + "_v", "_");
}

void LayoutBuilder::addMembers(const CXXRecordDecl &C, uint64_t Base, uint64_t ObjectOffset) {
  const ASTRecordLayout &RL = Ctx.getASTRecordLayout(&C);
  for (const CXXBaseSpecifier &B : C.bases())
    if (const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl(); BD && !B.isVirtual() && !BD->isEmpty())
      addMembers(*BD, Base + RL.getBaseClassOffset(BD).getQuantity(), ObjectOffset);
  for (const FieldDecl *F : C.fields()) {
    llvm::StringRef Amp = ampClassName(F->getType());
    uint64_t MemberAt = Base + Ctx.toCharUnitsFromBits(RL.getFieldOffset(F->getFieldIndex())).getQuantity();
    if (Amp != "array_view" && Amp != "array") {
      addMemberHolder(*F, MemberAt, ObjectOffset);
      continue;
    }
    CaptureSlot S;
    S.Var = F;
    S.Type = F->getType().getNonReferenceType();
    S.ByReference = F->getType()->isReferenceType();
    S.Field = "m" + std::to_string(L.Slots.size()) + "_" + sanitizeIdentifier(F->getName());
    S.MemberOffset = MemberAt;
    addView(S);
    S.Offset = At = llvm::alignTo(At, 4);
    At += S.Size;
    L.Slots.push_back(std::move(S));
  }
}

void LayoutBuilder::lambda(const KernelSite &Site) {
  KernelViewUse Uses(*Site.CallOperator);
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
    // `[&arr]` naming an array the kernel never uses: its class may never
    // have been instantiated, and nothing of it reaches the device.
    if (S.Type->isIncompleteType() || S.Type->isDependentType())
      continue;
    llvm::StringRef Amp = ampClassName(S.Type);
    uint64_t Align = 4;
    std::vector<std::pair<ViewPath, uint64_t>> Held;
    if (Amp == "array_view" || Amp == "array") {
      addView(S);
      S.Writes = !S.ReadOnly && Uses.writes(S.Var, {});
    } else {
      S.Size = Ctx.getTypeSizeInChars(S.Type).getQuantity();
      Align = Ctx.getTypeAlignInChars(S.Type).getQuantity();
      ViewPath Path;
      bool Placed = heldViews(S.Type, Ctx, Path, 0, Held);
      if (!Placed)
        L.UnplacedView = S.Var;
      if (!Held.empty() || !Placed)
        S.Kind = CaptureSlot::Holder;
    }
    At = llvm::alignTo(At, Align);
    S.Offset = At;
    At += S.Size;
    L.CapturedBytes += S.Kind == CaptureSlot::View ? Ctx.getTypeSizeInChars(S.Type).getQuantity() : S.Size;
    int Holder = static_cast<int>(L.Slots.size());
    L.Slots.push_back(S);
    // The views the kernel names through the struct, and only those, are bound.
    for (auto &[Path, Offset] : Held)
      if (Uses.uses(S.Var, Path)) {
        CaptureSlot &V = addHeldView(Holder, Path, Offset, "c", "_" + sanitizeIdentifier(S.Var->getName()) + "_");
        V.Writes = !V.ReadOnly && Uses.writes(S.Var, Path);
      }
  }
}

} // namespace

CaptureLayout computeCaptureLayout(const KernelSite &Site, ASTContext &Ctx) {
  LayoutBuilder B(Site, Ctx);
  if (!Site.Lambda) {
    const CXXRecordDecl *RD = Site.KernelClass;
    if (!RD || !RD->hasDefinition() || RD->isDependentType()) {
      CaptureLayout Empty; // as before: nothing placed, no block size
      Empty.DomainSize = 4u * static_cast<uint64_t>(Site.Rank > 0 ? Site.Rank : 1);
      return Empty;
    }
    B.functor(*RD);
  } else {
    B.lambda(Site);
  }
  return B.finish();
}

} // namespace ampclang
