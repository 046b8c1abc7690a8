#include "ast/ImageSamples.h"

#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace ampclang {

namespace {

/// The captured variable \p E names, when it is one of \p Layout's slots of
/// kind \p Kind, captured by value and not inside another capture.
const ValueDecl *capturedByValue(const Expr *E, const CaptureLayout &Layout, CaptureSlot::KindT Kind) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return nullptr;
  for (const CaptureSlot &S : Layout.Slots)
    if (S.Var == Ref->getDecl() && S.Kind == Kind && !S.ByReference && S.HolderSlot < 0 && !S.InObject)
      return S.Var;
  return nullptr;
}

template <class T> unsigned indexOf(std::vector<T> &List, const T &D) {
  auto It = llvm::find(List, D);
  if (It != List.end())
    return static_cast<unsigned>(It - List.begin());
  List.push_back(D);
  return static_cast<unsigned>(List.size() - 1);
}

class SampleFinder {
public:
  SampleFinder(const CaptureLayout &Layout, ASTContext &Ctx, ImagePlan &Plan) : Layout(Layout), Ctx(Ctx), Plan(Plan) {}

  void walk(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S)) // a nested lambda's body is a function of its own
      return;
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(S))
      consider(*Call);
    // A property's (`sample(...).x`) operand is behind an opaque value, which
    // the emitter emits from there.
    if (const auto *OV = dyn_cast<OpaqueValueExpr>(S))
      walk(OV->getSourceExpr());
    for (const Stmt *Child : S->children())
      walk(Child);
  }

private:
  void consider(const CXXMemberCallExpr &Call) {
    if (llvm::any_of(Plan.Samples, [&](const ImageSample &S) { return S.Call == &Call; }))
      return; // reached again through an opaque value
    const CXXMethodDecl *M = Call.getMethodDecl();
    TextureClass TC;
    if (!M || !M->getIdentifier() || M->getName() != "sample" || !textureClass(M->getParent(), TC) || TC.Name != "texture_view" ||
        !TC.Element.Const || !TC.Element.sampled() || TC.Element.Components == 3 || TC.Rank < 1 || TC.Rank > 3)
      return;
    const ValueDecl *View = capturedByValue(Call.getImplicitObjectArgument(), Layout, CaptureSlot::Holder);
    if (!View)
      return;
    ImageSample S;
    S.Call = &Call;
    unsigned Coord = 0;
    if (M->getNumParams() == 3) { // sample(sampler, coordinates, level of detail)
      const ValueDecl *Sampler = capturedByValue(Call.getArg(0), Layout, CaptureSlot::Value);
      if (!Sampler)
        return;
      S.Sampler = indexOf(Plan.Samplers, ImageSampler{Sampler});
      Coord = 1;
    } else { // sample<filter, address>(coordinates, level of detail)
      const TemplateArgumentList *Args = M->getTemplateSpecializationArgs();
      if (!Args || Args->size() != 2 || Args->get(0).getKind() != TemplateArgument::Integral ||
          Args->get(1).getKind() != TemplateArgument::Integral)
        return;
      ImageSampler Constant;
      Constant.Filter = static_cast<unsigned>(Args->get(0).getAsIntegral().getZExtValue());
      Constant.Address = static_cast<unsigned>(Args->get(1).getAsIntegral().getZExtValue());
      S.Sampler = indexOf(Plan.Samplers, Constant);
    }
    if (Call.getNumArgs() != Coord + 2 || Call.getArg(Coord + 1)->HasSideEffects(Ctx))
      return;
    S.Coordinates = Call.getArg(Coord);
    size_t Before = Plan.Images.size();
    S.Image = indexOf<const ValueDecl *>(Plan.Images, View);
    if (Plan.Images.size() != Before)
      Plan.ImageClasses.push_back(TC);
    Plan.Samples.push_back(S);
  }

  const CaptureLayout &Layout;
  ASTContext &Ctx;
  ImagePlan &Plan;
};

} // namespace

ImagePlan planImageSamples(const KernelSite &Site, const CaptureLayout &Layout) {
  ImagePlan Plan;
  // A mutable lambda could assign another view to its capture.
  if (!Site.Lambda || Site.InTemplateInstantiation || Site.CallInTemplate || !Site.CallOperator ||
      !Site.CallOperator->isConst())
    return Plan;
  SampleFinder(Layout, Site.CallOperator->getASTContext(), Plan).walk(Site.CallOperator->getBody());
  return Plan;
}

} // namespace ampclang
