// Sets of byte ranges of one data source (byte_ranges.h): what a storage's
// device copy holds newer than the host, and what a refresh() keeps.
#include "byte_ranges.h"

#include <algorithm>

namespace amp_clang::detail {

void merge_ranges(byte_ranges &r) {
  r.erase(std::remove_if(r.begin(), r.end(), [](const auto &x) { return x.second == 0; }), r.end());
  if (r.size() < 2) return;
  std::sort(r.begin(), r.end());
  std::size_t out = 0;
  for (std::size_t i = 1; i < r.size(); ++i) {
    const std::size_t end = r[out].first + r[out].second;
    if (r[i].first <= end)
      r[out].second = std::max(end, r[i].first + r[i].second) - r[out].first;
    else
      r[++out] = r[i];
  }
  r.resize(out + 1);
}

byte_ranges subtract_ranges(const byte_ranges &a, const byte_ranges &b) {
  byte_ranges out;
  std::size_t j = 0;
  for (auto [at, size] : a) {
    std::size_t from = at;
    const std::size_t end = at + size;
    while (j < b.size() && b[j].first + b[j].second <= from) ++j;
    for (std::size_t k = j; k < b.size() && b[k].first < end && from < end; ++k) {
      if (b[k].first > from) out.emplace_back(from, b[k].first - from);
      from = std::max(from, b[k].first + b[k].second);
    }
    if (from < end) out.emplace_back(from, end - from);
  }
  return out;
}

} // namespace amp_clang::detail
