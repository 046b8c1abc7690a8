// The OpenCL C definitions every program starts with: index, extent and view
// descriptors of the ranks the program uses, and their helper functions.
#pragma once

#include <set>
#include <string>

namespace ampclang {

class OpenCLPrelude {
public:
  /// Makes the types and helpers of rank \p Rank part of the program.
  void requireRank(int Rank) { Ranks.insert(Rank); }
  /// Uses of double need the cl_khr_fp64 extension.
  void requireDouble() { Double = true; }
  std::string text() const;

private:
  std::set<int> Ranks;
  bool Double = false;
};

} // namespace ampclang
