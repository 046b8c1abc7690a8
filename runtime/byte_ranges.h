// Sets of byte ranges ((offset, size) pairs) of one data source: merged, and one taken from another.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace amp_clang::detail {

/// (offset, size) pairs; "normal" when sorted, disjoint, not adjacent and non-empty.
using byte_ranges = std::vector<std::pair<std::size_t, std::size_t>>;

/// Makes \p r normal: sorted by offset, empty ranges dropped, overlapping
/// and adjacent ones joined.
void merge_ranges(byte_ranges &r);

/// The bytes of \p a that are in no range of \p b, normal. Both normal.
byte_ranges subtract_ranges(const byte_ranges &a, const byte_ranges &b);

} // namespace amp_clang::detail
