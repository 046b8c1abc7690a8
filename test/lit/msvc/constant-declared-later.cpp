// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck --check-prefix=DEFAULT %s
// A constant named in a class template before its declaration, as in
// Microsoft's Algorithms Library (`static_count_bits<N, bit32>` 220 lines
// above `static const unsigned int bit32 = 0x80000000;`). Visual C++ looks
// the name up when the template is instantiated. Under -fms-compatibility the
// declaration moves up to the first declaration of its namespace naming it,
// on one line, and its old lines are blanked, so the lines of everything
// after it stay (docs/msvc.md); in a namespace too, and a name used by two
// templates moves once. Without the flag, Clang's error.
// DEFAULT: error: use of undeclared identifier 'top_bit'
#include <amp.h>
#include <cstdio>

namespace bits {
template <unsigned N, unsigned M> struct count_bits {
  enum { value = ((N & M) ? 1 : 0) + count_bits<N, M / 2>::value };
};
template <unsigned N> struct count_bits<N, 0> {
  enum { value = 0 };
};
template <unsigned N> struct is_pow2 {
  enum { value = count_bits<N, top_bit>::value == 1 };
};
template <unsigned N> struct bit_count {
  enum { value = count_bits<N, top_bit>::value };
};
static const unsigned int
    top_bit = 0x80000000u;
} // namespace bits

template <typename T> struct scaled {
  static int of(T x) { return int(x) * kScale; } // a function body: found anyway (delayed parsing)
  enum { shift = kShift };
};
constexpr int kScale = 3, kOther = 1;
const int kShift = (1 << 4) + sizeof(int);

int main() {
  // The line below is where it was written: the moved declaration kept the lines.
  std::printf("%d %d %d %d %d line %d\n", int(bits::is_pow2<64>::value), int(bits::is_pow2<96>::value),
              int(bits::bit_count<0xF0u>::value), scaled<float>::of(2.5f), int(scaled<int>::shift), __LINE__);
  // CHECK: 1 0 4 6 20 line 42
  return 0;
}
