// What a reference into two address spaces costs: each work-item keeps the
// largest of 64 elements (strided, so reads coalesce) through
// `const float &amax(const float &, const float &)` given a view's element
// and a private running maximum (a tagged pointer, amp_ref, chosen at run
// time), against the same loop through a by-value amax (one space, plain
// pointers) in the same program.
#include "bench_common.h"

using namespace concurrency;

static const float &amax_ref(const float &a, const float &b) restrict(amp) { return a > b ? a : b; }
static float amax_value(float a, float b) restrict(amp) { return a > b ? a : b; }

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o); // prints the device line
  const int per = 64;
  const long items = o.scale ? o.scale : o.quick ? 4096 : o.gpu ? (1L << 22) : (1L << 16);
  const long n = items * per;
  std::vector<float> in(n), tagged_out(items), value_out(items);
  for (long i = 0; i < n; ++i)
    in[i] = float((i * 7919) % 1000);
  array_view<const float, 1> x(n, in);
  array_view<float, 1> t(items, tagged_out), v(items, value_out);
  t.discard_data();
  v.discard_data();
  auto tagged = [&] {
    parallel_for_each(t.extent, [=](index<1> i) restrict(amp) {
      float best = -1.0f;
      for (int k = 0; k < per; ++k)
        best = amax_ref(x[k * int(items) + i[0]], best);
      t[i] = best;
    });
    av.wait();
  };
  auto value = [&] {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      float best = -1.0f;
      for (int k = 0; k < per; ++k)
        best = amax_value(x[k * int(items) + i[0]], best);
      v[i] = best;
    });
    av.wait();
  };
  tagged();
  value();
  t.synchronize();
  v.synchronize();
  for (long i = 0; i < items; ++i)
    if (tagged_out[i] != value_out[i]) {
      std::fprintf(stderr, "item %ld: %g through references, %g by value\n", i, tagged_out[i], value_out[i]);
      bench::fail("the two kernels agree");
      break;
    }
  const double t_tagged = bench::best_of(o.reps, tagged), t_value = bench::best_of(o.reps, value);
  const std::string size = std::to_string(items) + " x " + std::to_string(per) + " floats (" +
                           bench::mb(4.0 * double(n)) + ")";
  bench::row(o, "tagged references", "amax through two-space references (baseline: by-value amax, same program)",
             size, t_tagged * 1e6, t_value * 1e6, "us", false, 0.0, "-");
  return bench::finish_main();
}
