// amp-tile-static-type: a tile_static variable holds values: no pointer,
// reference, nullptr_t, array, array_view or texture (or texture view).
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/TypeUseCheck.h"

#include "clang/AST/ASTContext.h"

using namespace clang;

namespace ampclang {
namespace {
/// Microsoft (C3584): tile_static cannot be applied to a variable of pointer
/// or reference type, nor of std::nullptr_t; an array of them is no better.
/// A pointer into tile_static memory held in an ordinary local is fine.
class TileStaticTypeCheck : public AmpCheck {
  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *V = dyn_cast<VarDecl>(&D);
    if (!V || !isTileStatic(*V) || V->getType()->isDependentType())
      return;
    QualType T = Ctx.AST.getBaseElementType(V->getType().getNonReferenceType());
    // A view (or a class holding one, as a member or a base) is a handle to
    // memory elsewhere, not tile memory: Microsoft's C3584 names these too.
    auto isView = [](QualType C) {
      llvm::StringRef Amp = ampClassName(C.getNonReferenceType());
      return Amp == "array" || Amp == "array_view" || isTextureHolder(C);
    };
    unsigned Kind = V->getType()->isReferenceType() ? 1 : T->isPointerType() || T->isMemberPointerType() ? 0
                    : T->isNullPtrType()                ? 2
                    : anyComponentType(T, isView)       ? 3
                                                        : 4;
    if (Kind != 4)
      Ctx.report(AmpDiag::TileStaticType, V->getLocation()) << V << Kind << V->getType();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticTypeCheck() { return std::make_unique<TileStaticTypeCheck>(); }

} // namespace ampclang
