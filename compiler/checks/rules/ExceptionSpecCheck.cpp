// amp-exception-spec: a restrict(amp) function declarator has no dynamic exception specification.
#include "ast/Restriction.h"
#include "checks/UserDeclVisitor.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// Every amp function declaration, bodies or not, lambdas included. C++ AMP
/// has no exceptions, so an amp declarator may not have an exception
/// specification, not even the empty throw() (Microsoft: C3581). C++11's
/// noexcept, which C++ AMP predates and which promises nothing is thrown, is fine.
static bool isDynamic(const FunctionDecl &FD) {
  const auto *Proto = FD.getType()->getAs<FunctionProtoType>();
  if (!Proto)
    return false;
  ExceptionSpecificationType EST = Proto->getExceptionSpecType();
  return EST == EST_Dynamic || EST == EST_DynamicNone || EST == EST_MSAny || EST == EST_NoThrow;
}

class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitLambdaExpr(LambdaExpr *L) { return VisitFunctionDecl(L->getCallOperator()); }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (isAmpLibraryDecl(*FD) || Ctx.AST.getSourceManager().isInSystemHeader(FD->getLocation()) || !isAmp(*FD))
      return true;
    // Only a written specification: implicit members get computed ones.
    SourceRange Spec = FD->getExceptionSpecSourceRange();
    if (Spec.isValid() && isDynamic(*FD) && Reported.insert(Spec.getBegin()).second)
      Ctx.report(AmpDiag::ExceptionSpec, Spec.getBegin()) << FD << 0;
    // Microsoft counts __declspec(nothrow) as one too ("restrict(amp)
    // restrictions, part 3": function declarators). Clang makes it part of
    // the function type, without a range of its own.
    if (SourceLocation NoThrow = noThrowLocation(*FD); NoThrow.isValid() && Reported.insert(NoThrow).second)
      Ctx.report(AmpDiag::ExceptionSpec, NoThrow) << FD << 1;
    return true;
  }

  static SourceLocation noThrowLocation(const FunctionDecl &FD) {
    if (const auto *Attr = FD.getAttr<NoThrowAttr>(); Attr && !Attr->isImplicit())
      return Attr->getLocation();
    const auto *Proto = FD.getType()->getAs<FunctionProtoType>();
    if (!Proto || Proto->getExceptionSpecType() != EST_NoThrow || !FD.getTypeSourceInfo())
      return {};
    for (TypeLoc TL = FD.getTypeSourceInfo()->getTypeLoc(); TL; TL = TL.getNextTypeLoc())
      if (auto Attributed = TL.getAs<AttributedTypeLoc>())
        if (const Attr *A = Attributed.getAttr(); A && A->getKind() == attr::NoThrow)
          return A->getLocation();
    return FD.getLocation();
  }

private:
  llvm::DenseSet<SourceLocation> Reported;
};

class ExceptionSpecCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseDecl(Ctx.AST.getTranslationUnitDecl()); }
};
} // namespace

std::unique_ptr<AmpCheck> createExceptionSpecCheck() { return std::make_unique<ExceptionSpecCheck>(); }

} // namespace ampclang
