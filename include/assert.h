// <assert.h>, passed through to the C library's (no include guard: each
// inclusion redefines assert, as NDEBUG says). Under -fms-compatibility,
// assert takes Visual C++'s extra arguments and ignores them, as Visual C++
// does (its warning C4002): `assert(tiles % 2 == 0, "tiles must be even")`.
#include_next <assert.h>

#if defined(__AMP_CLANG_MS_COMPATIBILITY__) && defined(__cplusplus)
#undef assert
#ifdef NDEBUG
#define assert(...) (static_cast<void>(0))
#else
#define assert(...) _AMP_CLANG_ASSERT_FIRST(__VA_ARGS__, 0)
#define _AMP_CLANG_ASSERT_FIRST(expr, ...)                                                                             \
  (static_cast<bool>(expr) ? static_cast<void>(0) : __assert_fail(#expr, __FILE__, __LINE__, __extension__ __PRETTY_FUNCTION__))
#endif
#endif
