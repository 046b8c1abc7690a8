// A 3x3 Gaussian blur (weights 1 2 1 / 2 4 2 / 1 2 1) of a float image, four ways:
// through a texture (texture_view<const float, 2>::sample: four linear samples
// half a texel off the centre, each averaging a 2x2 block) and through an
// array_view (nine reads, clamped at the edges), each against the same in hand
// OpenCL C: an image2d_t read with the device's own linear sampler, and a buffer.
// amp-clang keeps textures in buffers; on GPUs the texture kernels sample an
// image copy (docs/textures.md, Decision 6; AMP_CLANG_TEXTURE_IMAGES=0: the
// buffer path, filtering in the kernel); the hand image is the hardware's.
#include "bench_common.h"

#include <amp_graphics.h>

#include <cmath>

using namespace concurrency;
using namespace concurrency::graphics;

static const char *hand_src = R"CLC(
__constant sampler_t linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
__kernel void blur_image(__global float *out, __read_only image2d_t in, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  float2 c = (float2)((x + 0.5f) / w, (y + 0.5f) / h), d = (float2)(0.5f / w, 0.5f / h);
  float s = read_imagef(in, linear, c + (float2)(-d.x, -d.y)).x + read_imagef(in, linear, c + (float2)(d.x, -d.y)).x +
            read_imagef(in, linear, c + (float2)(-d.x, d.y)).x + read_imagef(in, linear, c + d).x;
  out[y * w + x] = 0.25f * s;
}
__kernel void blur_buffer(__global float *out, __global const float *in, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  float s = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int sx = clamp(x + dx, 0, w - 1), sy = clamp(y + dy, 0, h - 1);
      s += (float)((2 - dx * dx) * (2 - dy * dy)) * in[sy * w + sx];
    }
  out[y * w + x] = s * (1.0f / 16.0f);
}
)CLC";

int main(int argc, char **argv) {
  bench::options o = bench::parse(argc, argv);
  accelerator_view av = accelerator().get_default_view();
  bench::hand_side cl(o);
  const int side = o.scale ? static_cast<int>(o.scale) : o.quick ? 64 : o.gpu ? 4096 : 1024;
  const int w = side, h = side;
  const long n = static_cast<long>(w) * h;
  std::vector<float> img(n), expect(n);
  for (long i = 0; i < n; ++i)
    img[i] = float((i * 2654435761u) % 1000) / 1000.0f;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      double s = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          int sx = std::min(std::max(x + dx, 0), w - 1), sy = std::min(std::max(y + dy, 0), h - 1);
          s += (2 - dx * dx) * (2 - dy * dy) * img[static_cast<long>(sy) * w + sx];
        }
      expect[static_cast<long>(y) * w + x] = float(s / 16.0);
    }
  auto check = [&](const std::vector<float> &got, float tolerance, const char *what) {
    double worst = 0;
    for (long i = 0; i < n; ++i)
      worst = std::max(worst, double(std::fabs(got[i] - expect[i])));
    if (!(worst <= tolerance)) {
      std::fprintf(stderr, "texture_blur: %s is %g off the host's blur\n", what, worst);
      bench::fail(what);
    }
  };

  // Hand OpenCL: an image with the hardware's linear filter, and a buffer.
  cl_program prog = cl.build(hand_src);
  cl_kernel ki = cl.kernel(prog, "blur_image"), kb = cl.kernel(prog, "blur_buffer");
  cl_int err;
  cl_image_format fmt = {CL_R, CL_FLOAT};
  cl_image_desc desc = {};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = std::size_t(w);
  desc.image_height = std::size_t(h);
  cl_mem image = clCreateImage(cl.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &fmt, &desc, img.data(), &err);
  bench::check_cl(err, "clCreateImage2D");
  cl_mem hin = cl.buffer(4 * n, img.data()), hout = cl.buffer(4 * n);
  std::size_t global[2] = {std::size_t(w), std::size_t(h)};
  auto hand_run = [&](cl_kernel k, cl_mem in) {
    bench::arg(k, 0, hout);
    bench::arg(k, 1, in);
    bench::arg(k, 2, w);
    bench::arg(k, 3, h);
    return [&, k] { cl.launch(k, 2, global, nullptr); cl.finish(); };
  };
  std::vector<float> got(n);
  auto image_run = hand_run(ki, image);
  image_run();
  double t_image = bench::best_of(o.reps, image_run);
  cl.read(hout, 4 * n, got.data());
  check(got, 1.0f / 64, "hand image blur"); // hardware filter weights may be 8-bit fixed point
  auto buffer_run = hand_run(kb, hin);
  buffer_run();
  double t_buffer = bench::best_of(o.reps, buffer_run);
  cl.read(hout, 4 * n, got.data());
  check(got, 1e-5f, "hand buffer blur");
  clReleaseMemObject(image); clReleaseMemObject(hin); clReleaseMemObject(hout);
  clReleaseKernel(ki); clReleaseKernel(kb); clReleaseProgram(prog);

  // amp-clang: a texture sampled, and an array_view read.
  double t_texture, t_fixed, t_view;
  {
    texture<float, 2> tex(h, w, img.begin(), img.end(), av);
    texture_view<const float, 2> in(tex);
    std::vector<float> out(n);
    array_view<float, 2> ov(h, w, out);
    ov.discard_data();
    const sampler linear(filter_linear, address_clamp);
    const float fw = float(w), fh = float(h), du = 0.5f / w, dv = 0.5f / h;
    auto launch = [&] {
      parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) {
        float_2 c((i[1] + 0.5f) / fw, (i[0] + 0.5f) / fh);
        ov[i] = 0.25f * (in.sample(linear, c + float_2(-du, -dv)) + in.sample(linear, c + float_2(du, -dv)) +
                         in.sample(linear, c + float_2(-du, dv)) + in.sample(linear, c + float_2(du, dv)));
      });
    };
    launch();
    av.wait();
    t_texture = bench::best_of(o.reps, [&] { launch(); av.wait(); });
    ov.synchronize();
    check(out, 1.0f / 64, "texture blur"); // on GPUs an image's 8-bit filter weights
    // The predefined sampler: filter and address mode known when compiled.
    std::fill(out.begin(), out.end(), 0.0f);
    ov.refresh();
    auto fixed = [&] {
      parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) {
        float_2 c((i[1] + 0.5f) / fw, (i[0] + 0.5f) / fh);
        ov[i] = 0.25f * (in.sample<filter_linear, address_clamp>(c + float_2(-du, -dv)) +
                         in.sample<filter_linear, address_clamp>(c + float_2(du, -dv)) +
                         in.sample<filter_linear, address_clamp>(c + float_2(-du, dv)) +
                         in.sample<filter_linear, address_clamp>(c + float_2(du, dv)));
      });
    };
    fixed();
    av.wait();
    t_fixed = bench::best_of(o.reps, [&] { fixed(); av.wait(); });
    ov.synchronize();
    check(out, 1.0f / 64, "texture blur (predefined sampler)");
  }
  {
    array_view<const float, 2> iv(h, w, img);
    std::vector<float> out(n);
    array_view<float, 2> ov(h, w, out);
    ov.discard_data();
    auto launch = [&] {
      parallel_for_each(ov.extent, [=](index<2> i) restrict(amp) {
        float s = 0;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            int sx = concurrency::direct3d::clamp(i[1] + dx, 0, w - 1), sy = concurrency::direct3d::clamp(i[0] + dy, 0, h - 1);
            s += float((2 - dx * dx) * (2 - dy * dy)) * iv(sy, sx);
          }
        ov[i] = s * (1.0f / 16.0f);
      });
    };
    launch();
    av.wait();
    t_view = bench::best_of(o.reps, [&] { launch(); av.wait(); });
    ov.synchronize();
    check(out, 1e-5f, "array_view blur");
  }

  const std::string size = std::to_string(w) + "x" + std::to_string(h) + " floats (" + bench::mb(4.0 * n) + ")";
  const double mp = n / 1e6;
  bench::row(o, "textures", "3x3 blur, texture: texture_view::sample x4 (hand: image2d_t, hardware linear filter)",
             size, mp / t_texture, mp / t_image, "Mpixel/s", true, 0.0, "-");
  bench::row(o, "textures", "3x3 blur, texture: texture_view::sample<filter_linear, address_clamp> x4 (hand: image2d_t)",
             size, mp / t_fixed, mp / t_image, "Mpixel/s", true, 0.0, "-");
  bench::row(o, "textures", "3x3 blur, array_view: 9 clamped reads (hand: buffer)", size, mp / t_view, mp / t_buffer,
             "Mpixel/s", true, 0.98, ">= 0.98");
  char ratio[32];
  std::snprintf(ratio, sizeof ratio, "%.3f", t_view / t_texture);
  bench::row_text("textures", "3x3 blur, texture / array_view (both amp-clang; ratio > 1: the texture is faster)", size,
                  std::to_string(mp / t_texture).substr(0, 7), std::to_string(mp / t_view).substr(0, 7), "Mpixel/s",
                  ratio, "-", "-");
  return bench::finish_main();
}
