// amp-coalescing-stride: neighbouring threads touch elements k > 1 apart
// (`y[2 * i]`), so each transaction fetched carries k - 1 elements nobody uses.
// Accesses that together read every element (`y[2*i]` beside `y[2*i+1]`)
// waste nothing once the cache holds the line, and are left alone.
#include "advice/AdviceRule.h"

namespace ampclang {
namespace {

class StrideAdvice : public AdviceRule {
public:
  explicit StrideAdvice(std::shared_ptr<AccessCache> A) : AdviceRule(AmpDiag::CoalescingStride, std::move(A)) {}

private:
  void advise(const KernelAccesses &K, CheckContext &Ctx) override {
    for (const ViewAccess &A : K.Accesses) {
      Pattern P = classify(A, K.Rank);
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

std::unique_ptr<AmpCheck> createStrideAdvice(std::shared_ptr<AccessCache> A) {
  return std::make_unique<StrideAdvice>(std::move(A));
}

} // namespace ampclang
