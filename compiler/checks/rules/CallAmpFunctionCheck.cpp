// amp-call-amp-function: cpu code cannot call functions that are restrict(amp) only.
#include "checks/AmpCheck.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"
#include "checks/ContextCallFinder.h"

using namespace clang;

namespace ampclang {
namespace {

class CallAmpFunctionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    forEachCallInContext(Ctx, [&](const CallUse &Use, const Restriction &Context) {
      // A function overloaded on restriction is parsed with its amp overload
      // visible; cpu code calls the cpu overload the host compiler sees.
      // amp.h's functions count like the user's: those it declares
      // restrict(amp) only (fast_math::sin, atomic_fetch_add, ...) are errors.
      if (!Context.Cpu || isExemptCpuCallee(*Use.Callee) || getRestriction(*Use.Callee).Cpu ||
          Ctx.isRestrictionTwin(*Use.Callee))
        return;
      addCalleeArg(Ctx.report(AmpDiag::CallAmpFunction, Use.Loc), *Use.Callee);
      addCalleeArg(Ctx.report(AmpDiag::NoteDeclaredHere, Use.Callee->getLocation()), *Use.Callee);
    });
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCallAmpFunctionCheck() { return std::make_unique<CallAmpFunctionCheck>(); }

} // namespace ampclang
