// amp-coalescing-column-walk: the thread index's fastest component indexes an
// outer dimension (`m(idx[1], idx[0])`), so neighbouring threads are a row apart.
// In a tiled kernel the fix is staging, amp-coalescing-tile-staging's advice.
#include "advice/AdviceRule.h"

namespace ampclang {
namespace {

class ColumnWalkAdvice : public AdviceRule {
public:
  explicit ColumnWalkAdvice(std::shared_ptr<AccessCache> A) : AdviceRule(AmpDiag::CoalescingColumnWalk, std::move(A)) {}

private:
  void advise(const KernelAccesses &K, CheckContext &Ctx) override {
    if (K.Tiled)
      return;
    for (const ViewAccess &A : K.Accesses) {
      Pattern P = classify(A, K.Rank);
      uint64_t Element = bytes(Ctx, A.Element);
      if (P.K != Pattern::ColumnWalk || Element >= TransactionBytes || !firstAt(A.View))
        continue;
      report(Ctx, A.View) << A.ViewText << K.ThreadComponent << P.OuterDim
                          << fractionText(Element, TransactionBytes);
    }
  }
};

} // namespace

std::unique_ptr<AmpCheck> createColumnWalkAdvice(std::shared_ptr<AccessCache> A) {
  return std::make_unique<ColumnWalkAdvice>(std::move(A));
}

} // namespace ampclang
