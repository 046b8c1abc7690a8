#include "advice/AdviceRule.h"

namespace ampclang {

const KernelAccesses &AccessCache::of(const KernelSite &Site, clang::ASTContext &Ctx) {
  auto It = ByKernel.find(&Site);
  if (It == ByKernel.end())
    It = ByKernel.emplace(&Site, analyseAccesses(Site, Ctx)).first;
  return It->second;
}

std::shared_ptr<AccessCache> makeAccessCache() { return std::make_shared<AccessCache>(); }

void AdviceRule::checkKernel(const KernelSite &Site, CheckContext &Ctx) {
  if (!Ctx.Diags.isEnabled(Diag))
    return; // the analysis costs nothing unless asked for
  const KernelAccesses &K = Accesses->of(Site, Ctx.AST);
  if (!K.Accesses.empty())
    advise(K, Ctx);
}

} // namespace ampclang
