// Declares the amp side of two functions overloaded on restriction; the cpu
// side is in twins-split-impl.h (as the Algorithms Library's headers do).
#pragma once
#include <amp.h>

namespace lib {
template <typename T> void exchange(T &a, T &b) restrict(cpu, amp) {
  T t = a;
  a = b;
  b = t;
}
// Only declared: cpu code calls the cpu overload of the other header.
template <typename I1, typename I2> I2 swap_ranges(I1 first1, I1 last1, I2 first2) restrict(amp);

int side(int x) restrict(amp);
inline int side(int x) restrict(amp) { return x + 1000; }
} // namespace lib
