// Blurs a colour image through a texture: the image's RGB bytes become a
// texture<unorm_4, 2> of 8 bits per channel, and each output pixel averages
// four linearly filtered samples taken half a texel off its centre. Each
// such sample averages a 2x2 block, so together they weigh the 3x3
// neighbourhood 1 2 1 / 2 4 2 / 1 2 1 (a Gaussian), in four fetches; the
// clamp sampler repeats the edge pixels. The result is written as a PPM and
// checked against the same blur computed on the host from the bytes.
//
//   texture-blur [input.ppm [output.ppm [passes]]]
#include <amp.h>
#include <amp_graphics.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

#ifndef TEXTURE_BLUR_IMAGE
#define TEXTURE_BLUR_IMAGE "card.ppm"
#endif

struct Image {
  int width = 0, height = 0;
  std::vector<unsigned char> rgba; // 4 bytes a pixel, alpha 255
};

// A binary PPM (P6, 8-bit) with no comments.
static bool read_ppm(const std::string &path, Image &img) {
  std::ifstream in(path, std::ios::binary);
  std::string magic;
  int maxval = 0;
  if (!(in >> magic >> img.width >> img.height >> maxval) || magic != "P6" || maxval != 255 || img.width <= 0 ||
      img.height <= 0)
    return false;
  in.get();
  std::vector<unsigned char> rgb(static_cast<size_t>(img.width) * img.height * 3);
  if (!in.read(reinterpret_cast<char *>(rgb.data()), static_cast<std::streamsize>(rgb.size())))
    return false;
  img.rgba.resize(static_cast<size_t>(img.width) * img.height * 4);
  for (size_t p = 0; p < rgb.size() / 3; ++p) {
    for (int c = 0; c < 3; ++c)
      img.rgba[4 * p + c] = rgb[3 * p + c];
    img.rgba[4 * p + 3] = 255;
  }
  return true;
}

static bool write_ppm(const std::string &path, const Image &img) {
  std::ofstream out(path, std::ios::binary);
  out << "P6\n" << img.width << " " << img.height << "\n255\n";
  for (size_t p = 0; p < img.rgba.size() / 4; ++p)
    out.write(reinterpret_cast<const char *>(&img.rgba[4 * p]), 3);
  return static_cast<bool>(out);
}

// The blur on the accelerator: one pass a launch, ping-ponging two textures.
static Image blur_on_accelerator(const Image &img, int passes) {
  const unsigned bytes = static_cast<unsigned>(img.rgba.size());
  texture<unorm_4, 2> a(img.height, img.width, img.rgba.data(), bytes, 8u);
  texture<unorm_4, 2> b(img.height, img.width, 8u);
  const sampler linear(filter_linear, address_clamp);
  const float du = 0.5f / img.width, dv = 0.5f / img.height;
  for (int pass = 0; pass < passes; ++pass) {
    texture<unorm_4, 2> &from = pass % 2 ? b : a;
    texture<unorm_4, 2> &to = pass % 2 ? a : b;
    texture_view<const unorm_4, 2> in(from);
    texture_view<unorm_4, 2> out(to);
    const float w = static_cast<float>(img.width), h = static_cast<float>(img.height);
    parallel_for_each(out.extent, [=](index<2> idx) restrict(amp) {
      float_2 centre((idx[1] + 0.5f) / w, (idx[0] + 0.5f) / h);
      float_4 sum = static_cast<float_4>(in.sample(linear, centre + float_2(-du, -dv)));
      sum += static_cast<float_4>(in.sample(linear, centre + float_2(du, -dv)));
      sum += static_cast<float_4>(in.sample(linear, centre + float_2(-du, dv)));
      sum += static_cast<float_4>(in.sample(linear, centre + float_2(du, dv)));
      out.set(idx, unorm_4(sum * 0.25f));
    });
  }
  Image result = img;
  copy(passes % 2 ? b : a, result.rgba.data(), bytes);
  return result;
}

// The same blur on the host, in floats, rounded to 8 bits after each pass
// as the texture stores it.
static Image blur_on_host(const Image &img, int passes) {
  Image cur = img;
  const int w = img.width, h = img.height;
  const int weight[3] = {1, 2, 1};
  for (int pass = 0; pass < passes; ++pass) {
    Image next = cur;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        for (int c = 0; c < 4; ++c) {
          float sum = 0;
          for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
              int sx = std::min(std::max(x + dx, 0), w - 1), sy = std::min(std::max(y + dy, 0), h - 1);
              sum += weight[dx + 1] * weight[dy + 1] * cur.rgba[4 * (sy * w + sx) + c] / 255.0f;
            }
          next.rgba[4 * (y * w + x) + c] = static_cast<unsigned char>(std::lround(sum / 16.0f * 255.0f));
        }
    cur = next;
  }
  return cur;
}

int main(int argc, char **argv) {
  std::string input = argc > 1 ? argv[1] : TEXTURE_BLUR_IMAGE;
  std::string output = argc > 2 ? argv[2] : "blurred.ppm";
  int passes = argc > 3 ? std::atoi(argv[3]) : 3;
  Image img;
  if (!read_ppm(input, img)) {
    std::fprintf(stderr, "texture-blur: cannot read %s as a binary 8-bit PPM\n", input.c_str());
    return 2;
  }
  std::printf("device: %ls\n", accelerator().get_description().c_str());
  Image blurred = blur_on_accelerator(img, passes);
  Image expected = blur_on_host(img, passes);
  // Rounding to 8 bits after each pass may land a step apart where the sums
  // differ in their last bits: one step a pass is allowed.
  int worst = 0;
  for (size_t i = 0; i < blurred.rgba.size(); ++i)
    worst = std::max(worst, std::abs(blurred.rgba[i] - expected.rgba[i]));
  if (!write_ppm(output, blurred)) {
    std::fprintf(stderr, "texture-blur: cannot write %s\n", output.c_str());
    return 2;
  }
  bool ok = worst <= passes;
  std::printf("%dx%d image, %d passes, written to %s: %s the host's blur (within %d/255)\n", img.width, img.height,
              passes, output.c_str(), ok ? "matches" : "DIFFERS FROM", passes);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
