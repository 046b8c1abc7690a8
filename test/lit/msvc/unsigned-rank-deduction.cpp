// RUN: %amp-clang -fms-compatibility -fsyntax-only -Xclang -verify %s
// A function template taking array_view<T, Rank> with `unsigned int Rank`,
// called with an array_view<T, 1>: Microsoft's array_view (and amp-clang's)
// has `int N`, and C++17 deduction fails when the template parameter's type
// differs ([temp.deduct.type]p17). Visual C++ accepts it; Clang rejects it
// in every mode, -fms-compatibility included (docs/msvc.md). Write `int
// Rank`. This test fails when that changes.
#include <amp.h>

using namespace concurrency;

template <typename T, unsigned int Rank> int rank_of(array_view<T, Rank>) { return Rank; } // expected-note {{candidate template ignored}}
template <typename T, int Rank> int int_rank_of(array_view<T, Rank>) { return Rank; }

int main() {
  float data[4] = {};
  array_view<float, 1> v(4, data);
  int ok = int_rank_of(v);
  return rank_of(v) - ok; // expected-error {{no matching function for call to 'rank_of'}}
}
