// C++ AMP atomic functions on int and unsigned int: restrict(amp), as Microsoft
// declares them (the lowering maps them to OpenCL atomics; the __atomic bodies
// are what the host compile sees).
#pragma once

#include <amp_clang/namespace.h>

#include <amp_clang/restrict.h>

namespace Concurrency {

#define AMP_CLANG_ATOMIC_RMW(NAME, BUILTIN)                                                 \
  inline int NAME(int *dest, int v) restrict(amp) {                                   \
    return BUILTIN(dest, v, __ATOMIC_SEQ_CST);                                             \
  }                                                                                        \
  inline unsigned int NAME(unsigned int *dest, unsigned int v) restrict(amp) {        \
    return BUILTIN(dest, v, __ATOMIC_SEQ_CST);                                             \
  }

AMP_CLANG_ATOMIC_RMW(atomic_fetch_add, __atomic_fetch_add)
AMP_CLANG_ATOMIC_RMW(atomic_fetch_sub, __atomic_fetch_sub)
AMP_CLANG_ATOMIC_RMW(atomic_fetch_and, __atomic_fetch_and)
AMP_CLANG_ATOMIC_RMW(atomic_fetch_or, __atomic_fetch_or)
AMP_CLANG_ATOMIC_RMW(atomic_fetch_xor, __atomic_fetch_xor)
AMP_CLANG_ATOMIC_RMW(atomic_exchange, __atomic_exchange_n)
#undef AMP_CLANG_ATOMIC_RMW

inline float atomic_exchange(float *dest, float v) restrict(amp) {
  float old;
  __atomic_exchange(dest, &v, &old, __ATOMIC_SEQ_CST);
  return old;
}

inline int atomic_fetch_inc(int *dest) restrict(amp) { return atomic_fetch_add(dest, 1); }
inline unsigned int atomic_fetch_inc(unsigned int *dest) restrict(amp) {
  return atomic_fetch_add(dest, 1u);
}
inline int atomic_fetch_dec(int *dest) restrict(amp) { return atomic_fetch_sub(dest, 1); }
inline unsigned int atomic_fetch_dec(unsigned int *dest) restrict(amp) {
  return atomic_fetch_sub(dest, 1u);
}

/// Stores v if *dest == *expected and returns true; else loads *dest into *expected.
inline bool atomic_compare_exchange(int *dest, int *expected, int v) restrict(amp) {
  return __atomic_compare_exchange_n(dest, expected, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
inline bool atomic_compare_exchange(unsigned int *dest, unsigned int *expected,
                                    unsigned int v) restrict(amp) {
  return __atomic_compare_exchange_n(dest, expected, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

#define AMP_CLANG_ATOMIC_MINMAX(NAME, _AmpT, BETTER)                                            \
  inline _AmpT NAME(_AmpT *dest, _AmpT v) restrict(amp) {                                         \
    _AmpT old = __atomic_load_n(dest, __ATOMIC_SEQ_CST);                                       \
    while (BETTER(v, old) && !atomic_compare_exchange(dest, &old, v)) {                    \
    }                                                                                      \
    return old;                                                                            \
  }
#define AMP_CLANG_GT(a, b) ((a) > (b))
#define AMP_CLANG_LT(a, b) ((a) < (b))
AMP_CLANG_ATOMIC_MINMAX(atomic_fetch_max, int, AMP_CLANG_GT)
AMP_CLANG_ATOMIC_MINMAX(atomic_fetch_max, unsigned int, AMP_CLANG_GT)
AMP_CLANG_ATOMIC_MINMAX(atomic_fetch_min, int, AMP_CLANG_LT)
AMP_CLANG_ATOMIC_MINMAX(atomic_fetch_min, unsigned int, AMP_CLANG_LT)
#undef AMP_CLANG_ATOMIC_MINMAX
#undef AMP_CLANG_GT
#undef AMP_CLANG_LT

} // namespace Concurrency

namespace amp_clang::detail {
// The two atomics <amp_bytes.h> builds on, for its helpers that run in cpu and
// amp code alike. The lowering maps them by name, as it does Concurrency's.
inline unsigned int atomic_fetch_or(unsigned int *dest, unsigned int v) restrict(cpu, amp) {
  return __atomic_fetch_or(dest, v, __ATOMIC_SEQ_CST);
}
inline bool atomic_compare_exchange(unsigned int *dest, unsigned int *expected,
                                    unsigned int v) restrict(cpu, amp) {
  return __atomic_compare_exchange_n(dest, expected, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
} // namespace amp_clang::detail
