#include "lowering/TemplateVariants.h"

using namespace clang;

namespace ampclang {

namespace {
bool sameCaptureNames(const CaptureLayout &A, const CaptureLayout &B) {
  if (A.Slots.size() != B.Slots.size())
    return false;
  for (size_t I = 0; I < A.Slots.size(); ++I)
    if (!A.Slots[I].Var || !B.Slots[I].Var || A.Slots[I].Var->getName() != B.Slots[I].Var->getName())
      return false;
  return true;
}

/// Where the host text that picks \p K's variant is: the launch of a lambda
/// written in the call, or where a lambda passed by name is made.
SourceLocation variantText(const LoweredKernel &K) {
  if (!K.Site->Lambda || !K.Site->InTemplateInstantiation)
    return {}; // functors go by their own type; a kernel outside templates has one variant
  return K.Site->Bound ? K.Site->Lambda->getBeginLoc() : K.Site->Call->getBeginLoc();
}
} // namespace

bool checkTemplateVariants(const std::vector<LoweredKernel> &Kernels, AmpDiagnostics &Diags) {
  bool Ok = true;
  for (size_t I = 1; I < Kernels.size(); ++I) {
    SourceLocation Text = variantText(Kernels[I]);
    if (Text.isInvalid())
      continue;
    for (size_t J = 0; J < I; ++J) {
      if (variantText(Kernels[J]) != Text)
        continue;
      const char *Why = nullptr;
      if (!Kernels[I].Site->Bound && !sameCaptureNames(Kernels[I].Layout, Kernels[J].Layout))
        Why = "a kernel whose captures differ between template instantiations";
      else if (Kernels[I].TypeKey == Kernels[J].TypeKey && Kernels[I].TextHash != Kernels[J].TextHash)
        Why = "a kernel whose template instantiations differ only in template arguments that the host cannot name "
              "at run time (template template, pointer or unnamed 'auto' parameters)";
      if (Why) {
        Diags.report(AmpDiag::UnsupportedConstruct, Kernels[I].Site->Call->getBeginLoc()) << Why;
        Ok = false;
        break;
      }
    }
  }
  return Ok;
}

} // namespace ampclang
