// A library header choosing its launch path by the compiler's version, as
// Microsoft's Algorithms Library does, with code after it.
#pragma once
#include <amp.h>
template <typename K> void launch_kernel(const concurrency::extent<1> &e, const K &k) {
#if _MSC_VER < 1800
  concurrency::details::_Parallel_for_each(e, k); // Visual C++ 2012's internal API
#else
  concurrency::parallel_for_each(e, k);
#endif
}
inline int after_the_test(int x) {
  if (x <= 0)
    return 0;
  return x + 1;
}
