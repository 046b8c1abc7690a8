// amp-restriction-specifier: restrict(...) lists cpu and amp, comma separated, nothing else.
#include "ast/Restriction.h"
#include "checks/UserDeclVisitor.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// The C++ AMP grammar: restriction-specifier: restrict ( restriction-seq ),
/// restriction-seq: restriction | restriction-seq , restriction, restriction:
/// amp | cpu. Microsoft: the list of specifiers is not extensible. amp-clang's
/// spelling turns any text into the annotation, so the text is read back here:
/// `restrict(amd)`, `restrict()` and `restrict(cpu,,amp)` are errors.
class Finder : public UserDeclVisitor<Finder> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitDecl(Decl *D) {
    check(*D);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    check(*L->getCallOperator());
    return true;
  }

private:
  void check(const Decl &D) {
    for (const WrittenSpecifier &Spec : restrictionSpecifiers(D)) {
      llvm::StringRef Text = Spec.Text;
      SourceLocation At = SM.getExpansionLoc(Spec.Loc);
      if (At.isInvalid() || SM.isInSystemHeader(At) || !Reported.insert(At).second)
        continue;
      if (Text.trim().empty()) {
        Ctx.report(AmpDiag::RestrictionSpecifier, At) << 0 << "";
        continue;
      }
      llvm::SmallVector<llvm::StringRef, 3> Parts;
      Text.split(Parts, ',');
      for (llvm::StringRef P : Parts) {
        P = P.trim();
        if (P.empty()) {
          Ctx.report(AmpDiag::RestrictionSpecifier, At) << 1 << "";
          break;
        }
        if (P != "cpu" && P != "amp") {
          Ctx.report(AmpDiag::RestrictionSpecifier, At) << 2 << P;
          break;
        }
      }
    }
  }

  llvm::DenseSet<SourceLocation> Reported;
};

class RestrictionSpecifierCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override { Finder(Ctx).TraverseAST(Ctx.AST); }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictionSpecifierCheck() { return std::make_unique<RestrictionSpecifierCheck>(); }

} // namespace ampclang
