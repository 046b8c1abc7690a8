// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Microsoft's runtime reports HRESULTs, and Visual C++'s <amp.h> declares
// them: C++ AMP code compares get_error_code() with E_INVALIDARG and friends
// without including anything else.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <class F> HRESULT code_of(F f) {
  try {
    f();
  } catch (const runtime_exception &e) {
    return e.get_error_code();
  }
  return S_OK;
}

int main() {
  std::vector<int> v(8);
  array_view<int, 1> av(8, v);
  HRESULT section = code_of([&] { av.section(index<1>(4), extent<1>(8)); });
  HRESULT domain = code_of([&] { parallel_for_each(extent<1>(6).tile<4>(), [=](tiled_index<4>) restrict(amp) {}); });
  HRESULT copied = code_of([&] {
    std::vector<int> large(9); // more elements than the array holds
    array<int, 1> a(8);
    copy(large.begin(), large.end(), a);
  });
  std::printf("%d %d %d %d\n", section == E_INVALIDARG, domain == E_INVALIDARG, copied == E_INVALIDARG,
              FAILED(section) && SUCCEEDED(S_OK));
  // CHECK: 1 1 1 1
  std::printf("0x%08X 0x%08X\n", static_cast<unsigned>(out_of_memory().get_error_code()),
              static_cast<unsigned>(accelerator_view_removed().get_view_removed_reason()));
  // CHECK: 0x8007000E 0x887A0005
  // amp code may hold them too: an HRESULT is an int.
  HRESULT in_amp = S_OK;
  array_view<HRESULT, 1> out(1, &in_amp);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = E_INVALIDARG; });
  out.synchronize();
  std::printf("%d\n", in_amp == E_INVALIDARG);
  // CHECK: 1
}
