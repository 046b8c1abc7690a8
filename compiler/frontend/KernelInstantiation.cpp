// Done after the translation unit is parsed, before the checks walk the kernels.
#include "frontend/KernelInstantiation.h"

using namespace clang;

namespace ampclang {

void instantiateKernelOperators(Sema &S, const std::vector<KernelSite> &Sites) {
  bool Any = false;
  for (const KernelSite &Site : Sites) {
    auto *Op = const_cast<CXXMethodDecl *>(Site.CallOperator);
    if (!Op || Op->isDefined() || !Op->getTemplateInstantiationPattern())
      continue;
    S.InstantiateFunctionDefinition(Site.Call->getBeginLoc(), Op, /*Recursive=*/true, /*DefinitionRequired=*/true);
    Any = true;
  }
  // What the new bodies call is instantiated too.
  if (Any)
    S.PerformPendingInstantiations();
}

} // namespace ampclang
