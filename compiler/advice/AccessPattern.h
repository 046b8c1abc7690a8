// How a kernel's accesses to global memory (array and array_view elements)
// move from one thread to its neighbour: the facts the coalescing advisor's
// rules (-Wamp-coalescing) judge. Neighbouring threads of a warp or SIMD
// vector differ by one in the last component of the thread index; an access
// coalesces when they then touch neighbouring elements of the view's last
// dimension, which always has unit stride in memory (sections included).
#pragma once

#include "ast/KernelSite.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace ampclang {

/// One index value as a function of the thread index: sum of Coef[k] times
/// component k, plus Offset, plus (when UniformPart) a value every thread
/// shares that the compiler cannot know (a captured scalar, a loop counter).
struct Affine {
  bool Known = true; ///< false: depends on the thread, but not affinely
  std::array<int64_t, 3> Coef{};
  int64_t Offset = 0;
  bool UniformPart = false;
};

/// An element access to an array or array_view in the kernel's own body.
struct ViewAccess {
  const clang::Expr *Access = nullptr; ///< the operator[] / operator() call giving the element
  const clang::Expr *View = nullptr;   ///< the view object, projections looked through
  std::string ViewText;                ///< the view as written ("y", "p.left")
  clang::QualType Element;             ///< element type, const removed
  llvm::SmallVector<Affine, 3> Dims;   ///< the index, outermost dimension first
  /// For a struct element: the byte ranges of the scalar fields this access
  /// reads ({offset, size}); empty with WholeElement when the element is used
  /// another way (copied whole, a method called, passed on, written).
  llvm::SmallVector<std::pair<uint64_t, uint64_t>, 2> FieldsRead;
  llvm::SmallVector<const clang::FieldDecl *, 2> FieldDecls;
  bool WholeElement = false;
};

/// What one kernel does with global memory, and its thread index.
struct KernelAccesses {
  int Rank = 0;
  bool Tiled = false;
  std::string ThreadComponent; ///< the fastest-varying component as written ("idx[1]")
  std::vector<ViewAccess> Accesses;
};

/// The accesses of \p Site's operator() (not of functions it calls).
KernelAccesses analyseAccesses(const KernelSite &Site, clang::ASTContext &Ctx);

/// How neighbouring threads meet one access.
struct Pattern {
  enum Kind { Unknown, Broadcast, UnitStride, Strided, ColumnWalk } K = Unknown;
  int64_t Stride = 0;  ///< Strided: elements between neighbours
  unsigned OuterDim = 0; ///< ColumnWalk: the dimension the thread index runs along
};
Pattern classify(const ViewAccess &A, int Rank);

/// Bytes a GPU fetches at least per global memory transaction (a 32-byte
/// sector on NVIDIA GPUs since Fermi's L2, on AMD's since GCN).
constexpr uint64_t TransactionBytes = 32;

/// \p Used / \p Fetched in lowest terms ("1/2", "1/3", "2/3").
std::string fractionText(uint64_t Used, uint64_t Fetched);

/// Bytes of each transaction a strided access uses: elements of \p ElementBytes,
/// \p Stride apart. Returns {used, fetched}.
std::pair<uint64_t, uint64_t> stridedUse(uint64_t ElementBytes, int64_t Stride);

/// The strided accesses to one view that, with \p A, read every element of
/// each period (`y[2*i]` beside `y[2*i+1]`): together they use every byte
/// fetched. Empty when they do not cover it.
std::vector<const ViewAccess *> completeStrideGroup(const ViewAccess &A, const KernelAccesses &K);

} // namespace ampclang
