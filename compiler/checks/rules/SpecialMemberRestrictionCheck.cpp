// amp-special-member-restriction: a special member the compiler defines has the
// intersection of the restrictions of the special members it calls, and can
// only be called from code of that restriction (deleted where it is empty).
//
// Its own rule rather than part of amp-call-cpu-function and
// amp-call-amp-function: the callee is not the user's to mark, it is judged
// in cpu and amp code alike, and an empty intersection is a third outcome.
#include "checks/AmpCheck.h"
#include "checks/ContextCallFinder.h"
#include "checks/SpecialMemberRestriction.h"

#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {

class SpecialMemberRestrictionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    SpecialMemberRestrictions Inferred(Ctx);
    llvm::DenseSet<SourceLocation> Reported; // `S s;` constructs and destroys: one error
    forEachCallInContext(Ctx, [&](const CallUse &Use, const Restriction &Context) {
      if (Use.Through) // a library template's call, judged by amp-call-amp-function alone
        return;
      std::optional<SpecialMember> K = getInferredSpecialMember(*Use.Callee);
      if (!K || Use.Callee->isDeleted())
        return;
      const auto &M = cast<CXXMethodDecl>(*Use.Callee);
      InferredRestriction R = Inferred.get(*M.getParent(), *K, &M);
      bool CpuBad = Context.Cpu && !R.Cpu, AmpBad = Context.Amp && !R.Amp;
      if ((!CpuBad && !AmpBad) || !Reported.insert(Use.Loc).second)
        return;
      bool Deleted = !R.Cpu && !R.Amp;
      Restriction Have{R.Cpu, R.Amp, true}, Caller{CpuBad, AmpBad && !CpuBad, true};
      Ctx.report(AmpDiag::SpecialMemberRestriction, Use.Loc)
          << unsigned(*K) << M.getParent() << unsigned(Deleted) << Have.spelling() << Caller.spelling();
      // The written functions that took away the context the caller needs.
      for (const FunctionDecl *L : R.Limits) {
        Restriction LR = getRestriction(*L);
        if (Deleted || (CpuBad && !LR.Cpu) || (AmpBad && !LR.Amp))
          Ctx.report(AmpDiag::NoteRestrictedBy, L->getLocation()) << L->getQualifiedNameAsString() << LR.spelling();
      }
    });
  }
};

} // namespace

std::unique_ptr<AmpCheck> createSpecialMemberRestrictionCheck() {
  return std::make_unique<SpecialMemberRestrictionCheck>();
}

} // namespace ampclang
