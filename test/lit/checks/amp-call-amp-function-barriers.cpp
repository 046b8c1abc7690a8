// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-call-amp-function for tile_barrier's waits and the memory fences:
// restrict(amp) only, as Microsoft declares them.
#include <amp.h>
using namespace concurrency;

void host_wait(const tile_barrier &b) {
  b.wait();                       // expected-error {{call to 'wait', which is restrict(amp), from restrict(cpu) code [amp-call-amp-function]}} expected-note@*:* {{'wait' declared here}}
  b.wait_with_all_memory_fence(); // expected-error {{call to 'wait_with_all_memory_fence', which is restrict(amp)}} expected-note@*:* {{'wait_with_all_memory_fence' declared here}}
  all_memory_fence(b);            // expected-error {{call to 'all_memory_fence', which is restrict(amp)}} expected-note@*:* {{'all_memory_fence' declared here}}
  tile_static_memory_fence(b);    // expected-error {{call to 'tile_static_memory_fence', which is restrict(amp)}} expected-note@*:* {{'tile_static_memory_fence' declared here}}
}

int both(const tiled_index<4> &t) restrict(cpu, amp) {
  t.barrier.wait_with_tile_static_memory_fence(); // expected-error {{call to 'wait_with_tile_static_memory_fence', which is restrict(amp)}} expected-note@*:* {{'wait_with_tile_static_memory_fence' declared here}}
  return t.local[0];
}

// Valid: waits in amp code; tiled_index and tile_barrier copies (restrict(cpu,
// amp)) and get_tile_extent anywhere.
int device(const tiled_index<4> &t) restrict(amp) {
  t.barrier.wait();
  global_memory_fence(t.barrier);
  return t.local[0];
}
int host_extent(const tiled_index<4> &t) { tile_barrier copy = t.barrier; (void)copy; return t.get_tile_extent()[0]; }
void kernel(array_view<int, 1> v) {
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) { v[t] = device(t); });
}
