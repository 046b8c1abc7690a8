// amp-coalescing-tile-staging: accesses a tile could make coalesced by moving
// the data through tile_static memory: strided accesses that together read
// every element (`y[2*i]` and `y[2*i+1]`), and column walks in tiled kernels
// (a transposed read of a tile).
#include "advice/AdviceRule.h"

namespace ampclang {
namespace {

class TileStagingAdvice : public AdviceRule {
public:
  TileStagingAdvice() : AdviceRule(AmpDiag::CoalescingTileStaging) {}

private:
  void advise(const KernelAccesses &K, CheckContext &Ctx) override {
    for (const ViewAccess &A : K.Accesses) {
      Pattern P = classify(A, K.Rank);
      uint64_t Element = bytes(Ctx, A.Element);
      if (P.K == Pattern::Strided) {
        std::vector<const ViewAccess *> Group = completeStrideGroup(A, K);
        // Once per group, at its first access.
        if (Group.empty() || Group.front() != &A || !firstAt(A.View))
          continue;
        auto [Used, Fetched] = stridedUse(Element, P.Stride);
        report(Ctx, A.View) << A.ViewText << static_cast<int>(P.Stride) << static_cast<unsigned>(Group.size())
                            << fractionText(Used, Fetched) << 0;
      } else if (P.K == Pattern::ColumnWalk && K.Tiled && Element < TransactionBytes && firstAt(A.View)) {
        report(Ctx, A.View) << A.ViewText << 0 << 0u << fractionText(Element, TransactionBytes) << 1;
      }
    }
  }
};

} // namespace

std::unique_ptr<AmpCheck> createTileStagingAdvice() { return std::make_unique<TileStagingAdvice>(); }

} // namespace ampclang
