// amp-coalescing-stride: neighbouring threads touch elements k > 1 apart
// (`y[2 * i]`), so each transaction fetched carries k - 1 elements nobody uses.
#include "advice/AdviceRule.h"

namespace ampclang {
namespace {

class StrideAdvice : public AdviceRule {
public:
  StrideAdvice() : AdviceRule(AmpDiag::CoalescingStride) {}

private:
  void advise(const KernelAccesses &K, CheckContext &Ctx) override {
    for (const ViewAccess &A : K.Accesses) {
      Pattern P = classify(A, K.Rank);
      // Accesses that together read every element are amp-coalescing-tile-staging's.
      if (P.K != Pattern::Strided || !completeStrideGroup(A, K).empty() || !firstAt(A.View))
        continue;
      uint64_t Element = bytes(Ctx, A.Element);
      auto [Used, Fetched] = stridedUse(Element, P.Stride);
      report(Ctx, A.View) << A.ViewText << static_cast<int>(P.Stride)
                          << static_cast<unsigned>(std::max(Element, TransactionBytes)) << fractionText(Used, Fetched);
    }
  }
};

} // namespace

std::unique_ptr<AmpCheck> createStrideAdvice() { return std::make_unique<StrideAdvice>(); }

} // namespace ampclang
