// -fsanitize=amp's reports (docs/sanitizer.md): what a checked kernel found,
// printed after its launch in AddressSanitizer's manner.
#pragma once

#include <cstddef>
#include <vector>

namespace amp_clang::sanitizer {

/// Where an access is in the C++ source, and what it touches.
struct site_info {
  const char *where; ///< "file:line:column"; null for none
  const char *what;  ///< "array_view 'av'", "tile_static 'sh'", "barrier"
};

/// One violation, as a work-item recorded it.
struct report {
  int kind = 0; ///< 1 out-of-bounds, 2 data race, 3 uninitialized read, 4 divergent barrier
  site_info site{nullptr, nullptr};
  int rank = 1;
  int index[3] = {0, 0, 0};  ///< bounds: the index; race, init: element, other work-item, access kind
  int extent[3] = {0, 0, 0}; ///< bounds: the extent; race, init: elements; sync: the tile's size
  int dims = 1;
  int global[3] = {0, 0, 0}, tile[3] = {0, 0, 0}, local[3] = {0, 0, 0};
  site_info other{nullptr, nullptr}; ///< race: the conflicting access; sync: the other barrier
};

/// Prints the distinct reports of one launch (each kind and site once per
/// process; AMP_SANITIZE_OPTIONS=max_reports=N), then throws
/// concurrency::runtime_exception unless AMP_SANITIZE_OPTIONS has
/// halt_on_error=0. \p total counts the reports the buffer could not keep.
void finish_launch(const char *kernel, const char *origin, const std::vector<report> &reports, std::size_t total);

} // namespace amp_clang::sanitizer
