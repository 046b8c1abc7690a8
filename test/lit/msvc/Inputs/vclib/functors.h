// Included after algorithms.h, which uses everything here.
#pragma once

namespace vclib {

template <class T> struct plus {
  typedef T result_type;
  T operator()(T a, T b) const restrict(cpu, amp) { return a + b; }
};
template <class T> struct maximum {
  T operator()(T a, T b) const restrict(cpu, amp) { return a > b ? a : b; }
};
template <class T> struct less {
  bool operator()(T a, T b) const restrict(cpu, amp) { return a < b; }
};

namespace details {
template <class T> T identity_of(plus<T>) { return T(0); }
template <class T> T identity_of(maximum<T>) { return std::numeric_limits<T>::lowest(); }

/// The buffer a scan step reads (or writes): they alternate each step.
template <class A> A &pick(int step, A &a, A &b, bool write) {
  int round = 0;
  for (int s = 1; s < step; s *= 2)
    ++round;
  return (round % 2 == 0) != write ? a : b;
}
} // namespace details

} // namespace vclib
