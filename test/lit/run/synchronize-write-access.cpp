// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// synchronize(access_type_write) and synchronize_to(view, access): an access
// that writes makes the other copies stale, as Microsoft's runtime does. After
// synchronize(access_type_read_write) the host may write the data source
// directly, and the next kernel sees those writes without a refresh().
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

static const int n = 64;

static void add(const array_view<float, 1> &v, float d) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += d; });
}

int main() {
  std::vector<float> xs(n, 1.0f);
  array_view<float, 1> x(n, xs);
  add(x, 1.0f);
  x.synchronize(access_type_read_write);
  for (float &e : xs) e += 10.0f; // the host writes its memory directly
  add(x, 100.0f);
  x.synchronize();
  // CHECK: synchronize(read_write): 112 112
  std::printf("synchronize(read_write): %g %g\n", xs[0], xs[n - 1]);

  // access_type_write alone, and the asynchronous form.
  std::vector<float> ws(n, 0.0f);
  array_view<float, 1> w(n, ws);
  add(w, 1.0f);
  w.synchronize_async(access_type_write).get();
  ws[5] = 50.0f;
  add(w, 1.0f);
  w.synchronize();
  // CHECK: synchronize_async(write): 2 51
  std::printf("synchronize_async(write): %g %g\n", ws[0], ws[5]);

  // synchronize_to a device's view, with each access: nothing is lost.
  accelerator_view av = accelerator().get_default_view();
  std::vector<float> ts(n, 1.0f);
  array_view<float, 1> t(n, ts);
  t.synchronize_to(av);
  add(t, 1.0f);
  t.synchronize_to(av, access_type_read_write);
  t.section(0, 8).synchronize_to(av, access_type_write);
  add(t.section(0, 8), 1.0f);
  t.synchronize_to(accelerator(accelerator::cpu_accelerator).get_default_view());
  // CHECK: synchronize_to: 3 2
  std::printf("synchronize_to: %g %g\n", ts[0], ts[n - 1]);
  t.synchronize_to_async(av, access_type_none).get();
  t.synchronize();
  // CHECK: synchronize_to none: 3 2
  std::printf("synchronize_to none: %g %g\n", ts[0], ts[n - 1]);

  // A section's synchronize_to with write: the rest keeps the user's writes
  // at a later refresh of it.
  std::vector<float> rs(n, 1.0f);
  array_view<float, 1> r(n, rs);
  r.section(0, 8).synchronize_to(av, access_type_read_write);
  rs[40] = 6.0f;
  r.section(8, n - 8).refresh();
  r.synchronize();
  // CHECK: section synchronize_to then refresh: 1 6
  std::printf("section synchronize_to then refresh: %g %g\n", rs[0], rs[40]);
  return 0;
}
