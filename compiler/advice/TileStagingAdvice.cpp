// amp-coalescing-tile-staging: a column walk in a tiled kernel (a transposed
// read or write of the tile, `in(t.global[1], t.global[0])`): the tile can
// load its block row by row into tile_static memory and walk the columns there.
// Strided accesses that together read every element (`y[2*i]` beside
// `y[2*i+1]`) are not flagged: the second read hits the cache, and on an H100
// staging them through tile_static ran slower (docs/coalescing.md).
#include "advice/AdviceRule.h"

namespace ampclang {
namespace {

class TileStagingAdvice : public AdviceRule {
public:
  explicit TileStagingAdvice(std::shared_ptr<AccessCache> A) : AdviceRule(AmpDiag::CoalescingTileStaging, std::move(A)) {}

private:
  void advise(const KernelAccesses &K, CheckContext &Ctx) override {
    if (!K.Tiled)
      return; // amp-coalescing-column-walk's
    for (const ViewAccess &A : K.Accesses) {
      uint64_t Element = bytes(Ctx, A.Element);
      if (classify(A, K.Rank).K == Pattern::ColumnWalk && Element < TransactionBytes && firstAt(A.View))
        report(Ctx, A.View) << A.ViewText << fractionText(Element, TransactionBytes);
    }
  }
};

} // namespace

std::unique_ptr<AmpCheck> createTileStagingAdvice(std::shared_ptr<AccessCache> A) {
  return std::make_unique<TileStagingAdvice>(std::move(A));
}

} // namespace ampclang
