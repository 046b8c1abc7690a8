// amp-coalescing-struct-field: threads read some fields of an array of structs
// (`y[i].left` of a 12-byte struct), so each transaction also carries the
// fields nobody reads. A kernel that reads every field, or uses the element
// whole, wastes nothing and is left alone.
#include "advice/AdviceRule.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <set>

namespace ampclang {
namespace {

bool sameIndex(const ViewAccess &A, const ViewAccess &B) {
  if (A.ViewText != B.ViewText || A.Dims.size() != B.Dims.size())
    return false;
  for (size_t D = 0; D < A.Dims.size(); ++D)
    if (A.Dims[D].Coef != B.Dims[D].Coef || A.Dims[D].Offset != B.Dims[D].Offset || A.Dims[D].UniformPart ||
        B.Dims[D].UniformPart)
      return false;
  return true;
}

class StructFieldAdvice : public AdviceRule {
public:
  explicit StructFieldAdvice(std::shared_ptr<AccessCache> A) : AdviceRule(AmpDiag::CoalescingStructField, std::move(A)) {}

private:
  void advise(const KernelAccesses &K, CheckContext &Ctx) override {
    for (const ViewAccess &A : K.Accesses) {
      if (A.FieldsRead.empty() || classify(A, K.Rank).K != Pattern::UnitStride)
        continue;
      // Every access to the same element of the same view, A first among them.
      llvm::SmallPtrSet<const clang::FieldDecl *, 4> Fields;
      std::set<uint64_t> Sectors;
      uint64_t Used = 0;
      bool Whole = false;
      const ViewAccess *Leader = nullptr; // the group's first field read reports it
      std::string Names;
      for (const ViewAccess &B : K.Accesses) {
        if (!sameIndex(A, B))
          continue;
        if (!Leader && !B.FieldsRead.empty())
          Leader = &B;
        Whole |= B.WholeElement;
        for (size_t I = 0; I < B.FieldsRead.size(); ++I) {
          if (!Fields.insert(B.FieldDecls[I]).second)
            continue;
          auto [Offset, Size] = B.FieldsRead[I];
          Used += Size;
          for (uint64_t S = Offset / TransactionBytes; S <= (Offset + Size - 1) / TransactionBytes; ++S)
            Sectors.insert(S);
          Names += (Names.empty() ? "'" : "', '") + B.FieldDecls[I]->getName().str();
        }
      }
      uint64_t Size = bytes(Ctx, A.Element);
      // Elements up to a transaction share it; larger ones are fetched by sector.
      uint64_t Fetched = Size <= TransactionBytes ? Size : Sectors.size() * TransactionBytes;
      if (Whole || Leader != &A || Used >= Fetched || !firstAt(A.View))
        continue;
      report(Ctx, A.View) << (Fields.size() > 1 ? 1 : 0) << Names + "'" << static_cast<unsigned>(Size) << A.Element
                          << A.ViewText << fractionText(Used, Fetched);
    }
  }
};

} // namespace

std::unique_ptr<AmpCheck> createStructFieldAdvice(std::shared_ptr<AccessCache> A) {
  return std::make_unique<StructFieldAdvice>(std::move(A));
}

} // namespace ampclang
