// amp-pointer-member: classes used in amp code may not have pointer or reference members (nor arrays of pointers).
#include "ast/KernelSite.h"
#include "checks/ClassUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
class PointerMemberCheck : public ClassUseCheck {
  void checkClass(const CXXRecordDecl &RD, const ClassUse &Use, CheckContext &Ctx) override {
    for (const FieldDecl *F : RD.fields()) {
      // An array of pointers (`int *arr[2];`) is pointer members too.
      QualType T = F->getType().getCanonicalType();
      if (T->isArrayType())
        T = F->getASTContext().getBaseElementType(T).getCanonicalType();
      bool IsRef = T->isReferenceType();
      // A pointer to a member (`int (A::*pm)()`) is a pointer too.
      if (!IsRef && !T->isPointerType() && !T->isMemberPointerType())
        continue;
      // The specification's one exception: references to concurrency::array
      // (and textures) may be members, for they name device memory.
      llvm::StringRef Name = IsRef ? ampClassName(T.getNonReferenceType()) : "";
      if (Name == "array" || Name == "texture" || Name == "writeonly_texture_view")
        continue;
      // A cpu lambda's closure: its member is the capture, named by its variable.
      const ValueDecl *Named = F;
      if (RD.isLambda()) {
        llvm::DenseMap<const ValueDecl *, FieldDecl *> Fields;
        FieldDecl *ThisField = nullptr;
        RD.getCaptureFields(Fields, ThisField);
        for (auto [Var, Field] : Fields)
          if (Field == F)
            Named = Var;
      }
      Ctx.report(AmpDiag::PointerMember, F->getLocation()) << &RD << IsRef << Named;
      noteUse(Use, Ctx);
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createPointerMemberCheck() { return std::make_unique<PointerMemberCheck>(); }

} // namespace ampclang
