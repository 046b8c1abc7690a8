#include "advice/AdviceRule.h"

namespace ampclang {

void AdviceRule::checkKernel(const KernelSite &Site, CheckContext &Ctx) {
  if (!Ctx.Diags.isEnabled(Diag))
    return; // the analysis costs nothing unless asked for
  KernelAccesses K = analyseAccesses(Site, Ctx.AST);
  if (!K.Accesses.empty())
    advise(K, Ctx);
}

} // namespace ampclang
