// The OpenCL C definitions every program starts with: index, extent and view
// descriptors of the ranks the program uses, and their helper functions.
#pragma once

#include <set>
#include <string>

namespace ampclang {

class OpenCLPrelude {
public:
  /// Makes the types and helpers of rank \p Rank part of the program.
  /// Lower ranks come too: a view's projection has rank \p Rank - 1.
  void requireRank(int Rank) {
    for (int K = 1; K <= Rank; ++K)
      Ranks.insert(K);
  }
  /// tiled_index<...> of rank \p Rank (and tile_barrier).
  void requireTiled(int Rank) { Ranks.insert(Rank); Tiled.insert(Rank); }
  /// atomic_compare_exchange helpers.
  void requireCompareExchange() { CompareExchange = true; }
  /// Uses of double need the cl_khr_fp64 extension.
  void requireDouble() { Double = true; }
  std::string text() const;

private:
  std::set<int> Ranks;
  std::set<int> Tiled;
  bool Double = false;
  bool CompareExchange = false;
};

} // namespace ampclang
