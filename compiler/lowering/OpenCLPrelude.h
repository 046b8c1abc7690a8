// The OpenCL C definitions every program starts with: index, extent and view
// descriptors of the ranks the program uses, and their helper functions.
#pragma once

#include <map>
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
  /// `-ffp-contract=off`: no `a * b + c` becomes a fused multiply-add.
  void forbidContraction() { NoContraction = true; }
  /// A tile 1 wide in OpenCL's dimension 0 and wider in another: the program
  /// may be built with -DAMP_TURN_DIMS=d, which swaps the dimensions 0 and d
  /// of every work-item function (the runtime's launches on CPU devices).
  void allowTurnedDims() { TurnedDims = true; }
  /// A helper named \p Name (defined by \p Definition) after the rank helpers.
  void requireHelper(const std::string &Name, const std::string &Definition) { Helpers.emplace(Name, Definition); }
  std::string text() const;

private:
  std::set<int> Ranks;
  std::set<int> Tiled;
  std::map<std::string, std::string> Helpers;
  bool Double = false;
  bool NoContraction = false;
  bool TurnedDims = false;
  bool CompareExchange = false;
};

} // namespace ampclang
