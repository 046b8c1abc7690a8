// A library source using PPL and a kernel: linked from a static library given by -l.
#include <amp.h>
#include <ppl.h>

#include <vector>

int ppl_part(int n) {
  std::vector<int> cpu(n), gpu(n);
  concurrency::parallel_for(0, n, [&](int i) { cpu[i] = 2 * i; });
  concurrency::array_view<int, 1> g(n, gpu);
  concurrency::parallel_for_each(g.extent, [=](concurrency::index<1> i) restrict(amp) { g[i] = 2 * i[0]; });
  g.synchronize();
  return cpu == gpu ? n : -1;
}
