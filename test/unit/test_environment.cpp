// The test binary's environment: the runtime's program cache on disk in the build tree, never the user's ~/.cache.
#include <cstdlib>

namespace {

// Set before main, whether ctest or a person runs the binary; a value already
// set (AMP_CLANG_CACHE_DIR=off, another folder) is kept. gtest_discover_tests
// cannot pass a second variable in ENVIRONMENT (CMake splits the list), so
// this is where the unit tests get it.
const bool cache_dir_set = [] {
  setenv("AMP_CLANG_CACHE_DIR", AMP_TEST_BUILD_DIR "/amp-cache", 0);
  return true;
}();

} // namespace
