// amp-call-amp-function: cpu code cannot call functions that are restrict(amp) only.
#include "checks/AmpCheck.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"
#include "checks/ContextCallFinder.h"
#include "checks/KernelReach.h"

using namespace clang;

namespace ampclang {
namespace {

/// amp.h's math functions (fast_math, precise_math, direct3d::abs) win a tie
/// with the C library's function of the same signature (amp_math.h gives them
/// enable_if(true): Clang has no restriction in overload resolution), so amp
/// code reaches them through `using namespace fast_math`. In cpu code,
/// Microsoft's compiler picks the C library's function there, which computes
/// the same as the host body the call reaches here: a call through a plain
/// name that the C library also declares is no error.
bool reachedThroughTieWithCLibrary(const CallUse &Use, ASTContext &AST) {
  if (!Use.Unqualified || !Use.Callee->hasAttr<EnableIfAttr>() || !isAmpLibraryDecl(*Use.Callee) ||
      !Use.Callee->getDeclName().isIdentifier())
    return false;
  for (const NamedDecl *D : AST.getTranslationUnitDecl()->lookup(Use.Callee->getDeclName()))
    if (isa<FunctionDecl>(D->getUnderlyingDecl()) && !isAmpLibraryDecl(*D))
      return true;
  return false;
}

/// Microsoft's amp_math.h imports <cmath>'s functions into fast_math and
/// precise_math (using-declarations beside the amp functions): cpu code calling
/// `fast_math::exp` calls std::exp there. amp_math.h marks the amp functions
/// of those names; the host compile sees the using-declarations instead.
bool importedFromCMath(const FunctionDecl &Callee) {
  if (!isAmpLibraryDecl(Callee))
    return false;
  for (const auto *A : Callee.specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "amp.cmath_import")
      return true;
  return false;
}

class CallAmpFunctionCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    forEachCallInContext(Ctx, [&](const CallUse &Use, const Restriction &Context) {
      // A function overloaded on restriction is parsed with its amp overload
      // visible; cpu code calls the cpu overload the host compiler sees.
      // amp.h's functions count like the user's: those it declares
      // restrict(amp) only (fast_math::sin, atomic_fetch_add, ...) are errors.
      // A name that a twin pair of any namespace shares is left to the host
      // view too (`precise_math::fabs` in a restrict(cpu, amp) kernel beside
      // amptest's `amptest_math::fabs` twins: the conformance suite's valid
      // Pointers/ToLocal/Test11.02.02, which Visual C++ accepts).
      bool TwinLeftToHost = !Use.BoundInAmpCode && (Ctx.isRestrictionTwin(*Use.Callee) ||
                                                    sharesNameWithTwin(*Use.Callee, Ctx.RestrictionTwins));
      if (!Context.Cpu || isExemptCpuCallee(*Use.Callee) || getRestriction(*Use.Callee).Cpu || TwinLeftToHost ||
          reachedThroughTieWithCLibrary(Use, Ctx.AST) || importedFromCMath(*Use.Callee))
        return;
      addCalleeArg(Ctx.report(AmpDiag::CallAmpFunction, Use.Loc), *Use.Callee);
      addCalleeArg(Ctx.report(AmpDiag::NoteDeclaredHere, Use.Callee->getLocation()), *Use.Callee);
      if (Use.Through) // the library's instantiation makes the call
        Ctx.report(AmpDiag::NoteInstantiation, Use.Loc) << Use.Through;
    });
  }
};
} // namespace

std::unique_ptr<AmpCheck> createCallAmpFunctionCheck() { return std::make_unique<CallAmpFunctionCheck>(); }

} // namespace ampclang
