// What an access pattern costs in memory transactions: the pattern of an
// access (unit stride, strided, a column walk, a broadcast), the fraction of
// each transaction it uses, and the strided accesses that together read every
// element. The rules (advice/*Advice.cpp) word their findings from these.
#include "advice/AccessPattern.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <numeric>

namespace ampclang {

Pattern classify(const ViewAccess &A, int Rank) {
  Pattern P;
  int F = Rank - 1;
  for (const Affine &D : A.Dims)
    if (!D.Known)
      return P;
  int64_t Inner = A.Dims.back().Coef[F];
  unsigned Outer = 0;
  bool InOuter = false;
  for (unsigned D = 0; D + 1 < A.Dims.size(); ++D)
    if (A.Dims[D].Coef[F] != 0) {
      InOuter = true;
      Outer = D;
    }
  if (InOuter && Inner != 0)
    return P; // a diagonal: leave it
  if (InOuter) {
    P.K = Pattern::ColumnWalk;
    P.OuterDim = Outer;
  } else if (Inner == 0) {
    P.K = Pattern::Broadcast;
  } else if (Inner == 1 || Inner == -1) {
    P.K = Pattern::UnitStride;
  } else {
    P.K = Pattern::Strided;
    P.Stride = Inner < 0 ? -Inner : Inner;
  }
  return P;
}

std::string fractionText(uint64_t Used, uint64_t Fetched) {
  uint64_t G = std::gcd(Used, Fetched);
  if (G == 0)
    return "0";
  return std::to_string(Used / G) + "/" + std::to_string(Fetched / G);
}

std::pair<uint64_t, uint64_t> stridedUse(uint64_t ElementBytes, int64_t Stride) {
  uint64_t Span = ElementBytes * static_cast<uint64_t>(Stride);
  return {ElementBytes, std::min(Span, std::max(TransactionBytes, ElementBytes))};
}

std::vector<const ViewAccess *> completeStrideGroup(const ViewAccess &A, const KernelAccesses &K) {
  Pattern P = classify(A, K.Rank);
  if (P.K != Pattern::Strided || A.Dims.back().UniformPart || P.Stride > 32)
    return {};
  std::vector<const ViewAccess *> Group;
  llvm::DenseSet<int64_t> Residues;
  for (const ViewAccess &B : K.Accesses) {
    if (B.ViewText != A.ViewText || B.Dims.size() != A.Dims.size() || B.Dims.back().UniformPart)
      continue;
    const Affine &X = A.Dims.back(), &Y = B.Dims.back();
    if (!Y.Known || X.Coef != Y.Coef)
      continue;
    bool SameOuter = true;
    for (size_t D = 0; D + 1 < A.Dims.size(); ++D)
      SameOuter &= A.Dims[D].Known && B.Dims[D].Known && A.Dims[D].Coef == B.Dims[D].Coef &&
                   A.Dims[D].Offset == B.Dims[D].Offset && !A.Dims[D].UniformPart && !B.Dims[D].UniformPart;
    if (!SameOuter)
      continue;
    Group.push_back(&B);
    Residues.insert(((Y.Offset % P.Stride) + P.Stride) % P.Stride);
  }
  if (static_cast<int64_t>(Residues.size()) < P.Stride)
    return {};
  return Group;
}

} // namespace ampclang
