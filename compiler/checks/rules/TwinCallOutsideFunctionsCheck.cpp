// amp-unsupported-construct, for restriction twins called outside every
// function: an array bound, a constant, a decltype at namespace or class scope
// is cpu code, so C++ AMP calls the cpu twin there. The front end parses a
// device view where the cpu twin is hidden, and would size or type the class
// (or fold the constant) for amp code from the amp twin: the device and the
// host would disagree on layouts and values. Reported rather than compiled.
#include "checks/UserDeclVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;
  // Not instantiations: a variable template's (`same<decltype(f(1)), int>`
  // used in a function) is made where it is used, which is no namespace scope.
  bool shouldVisitTemplateInstantiations() const { return false; }

  // Function bodies, parameters and lambdas are the code of their function.
  bool TraverseFunctionDecl(FunctionDecl *D) { return inFunction([&] { return Base::TraverseFunctionDecl(D); }); }
  bool TraverseCXXMethodDecl(CXXMethodDecl *D) { return inFunction([&] { return Base::TraverseCXXMethodDecl(D); }); }
  bool TraverseCXXConstructorDecl(CXXConstructorDecl *D) {
    return inFunction([&] { return Base::TraverseCXXConstructorDecl(D); });
  }
  bool TraverseCXXDestructorDecl(CXXDestructorDecl *D) {
    return inFunction([&] { return Base::TraverseCXXDestructorDecl(D); });
  }
  bool TraverseCXXConversionDecl(CXXConversionDecl *D) {
    return inFunction([&] { return Base::TraverseCXXConversionDecl(D); });
  }
  bool TraverseLambdaExpr(LambdaExpr *L) { return inFunction([&] { return Base::TraverseLambdaExpr(L); }); }
  // What the device never sees: a variable's run-time initial value (amp
  // code reads no global but a constant) and a static_assert (cpu code's
  // errors are judged on the host view).
  bool TraverseVarDecl(VarDecl *V) {
    if (V->isConstexpr() || V->getType().isConstQualified() || !V->hasInit())
      return Base::TraverseVarDecl(V);
    return inFunction([&] { return Base::TraverseVarDecl(V); });
  }
  bool TraverseStaticAssertDecl(StaticAssertDecl *) { return true; }
  // A variable template's specialization (`same<decltype(f(1)), int>` used
  // in a function) is made where it is used, and holds that use's arguments.
  bool TraverseVarTemplateSpecializationDecl(VarTemplateSpecializationDecl *) { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Depth || !Callee || !getRestriction(*Callee).ampOnly() || !Ctx.isRestrictionTwin(*Callee))
      return true;
    std::string What = "a call of '" + Callee->getNameAsString() +
                       "', overloaded on restriction, outside every function (cpu code, where the cpu overload "
                       "runs; the device view sees only the amp one)";
    Ctx.report(AmpDiag::UnsupportedConstruct, Call->getBeginLoc()) << What;
    return true;
  }

private:
  using Base = UserDeclVisitor<Finder>;
  template <typename Fn> bool inFunction(Fn Traverse) {
    ++Depth;
    bool Result = Traverse();
    --Depth;
    return Result;
  }
  unsigned Depth = 0;
};

class TwinCallOutsideFunctionsCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    if (!Ctx.RestrictionTwins.empty())
      Finder(Ctx).TraverseAST(Ctx.AST);
  }
};
} // namespace

std::unique_ptr<AmpCheck> createTwinCallOutsideFunctionsCheck() {
  return std::make_unique<TwinCallOutsideFunctionsCheck>();
}

} // namespace ampclang
