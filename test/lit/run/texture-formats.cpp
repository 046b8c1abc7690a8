// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// Every texel format C++ AMP textures have, read in a kernel from packed
// bytes written on the host, and written in a kernel (through texture::set,
// texture_view and writeonly_texture_view) then copied back as bytes. The
// expected values are Direct3D's conversions, worked out by hand here.
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

static int failures = 0;
static void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL %s\n", what);
    ++failures;
  }
}

/// Component k of a texel as a float.
template <class T> float comp(const T &v, int k) restrict(cpu, amp) {
  if constexpr (short_vector_traits<T>::size == 1)
    return static_cast<float>(v);
  else if constexpr (short_vector_traits<T>::size == 2)
    return static_cast<float>(k == 0 ? v.get_x() : v.get_y());
  else if constexpr (short_vector_traits<T>::size == 3)
    return static_cast<float>(k == 0 ? v.get_x() : (k == 1 ? v.get_y() : v.get_z()));
  else
    return static_cast<float>(k == 0 ? v.get_x() : (k == 1 ? v.get_y() : (k == 2 ? v.get_z() : v.get_w())));
}

/// Reads `n` texels of a texture made from `bytes` in a kernel: each component, as a float.
template <class T> std::vector<float> read_texels(const std::vector<unsigned char> &bytes, int n, unsigned bits) {
  const int c = short_vector_traits<T>::size;
  texture<T, 1> tex(n, bytes.data(), static_cast<unsigned>(bytes.size()), bits);
  std::vector<float> out(n * c);
  array_view<float, 2> av(n, c, out);
  parallel_for_each(extent<1>(n), [=, &tex](index<1> i) restrict(amp) {
    T v = tex[i];
    for (int k = 0; k < c; ++k)
      av(i[0], k) = comp(v, k);
  });
  av.synchronize();
  return out;
}
template <class T>
void check_read(const char *name, std::vector<unsigned char> bytes, unsigned bits, std::vector<float> want) {
  int n = static_cast<int>(want.size()) / short_vector_traits<T>::size;
  std::vector<float> got = read_texels<T>(bytes, n, bits);
  bool ok = got == want;
  expect(ok, name);
  if (!ok)
    for (size_t i = 0; i < got.size(); ++i)
      std::printf("  %s[%zu] = %.9g, want %.9g\n", name, i, got[i], want[i]);
}

/// Writes `values` in a kernel through a writable texture_view and returns the packed bytes.
template <class T> std::vector<unsigned char> write_texels(const std::vector<T> &values, unsigned bits) {
  int n = static_cast<int>(values.size());
  texture<T, 1> tex(n, bits);
  texture_view<T, 1> view(tex);
  array_view<const T, 1> src(n, values);
  parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) { view.set(i, src[i]); });
  std::vector<unsigned char> bytes(tex.get_data_length());
  copy(tex, bytes.data(), static_cast<unsigned>(bytes.size()));
  return bytes;
}
template <class T>
void check_write(const char *name, const std::vector<T> &values, unsigned bits, std::vector<unsigned char> want) {
  std::vector<unsigned char> got = write_texels(values, bits);
  bool ok = got == want;
  expect(ok, name);
  if (!ok)
    for (size_t i = 0; i < got.size(); ++i)
      std::printf("  %s byte %zu = 0x%02x, want 0x%02x\n", name, i, got[i], i < want.size() ? want[i] : 0);
}

static std::vector<unsigned char> words16(std::vector<unsigned> v) {
  std::vector<unsigned char> b;
  for (unsigned x : v) {
    b.push_back(x & 0xff);
    b.push_back(x >> 8);
  }
  return b;
}
template <class T> static std::vector<unsigned char> raw(std::vector<T> v) {
  std::vector<unsigned char> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

int main() {
  // Reads: integers are sign- or zero-extended.
  check_read<int>("int8", {0x00, 0x7f, 0x80, 0xff}, 8, {0, 127, -128, -1});
  check_read<unsigned>("uint8", {0x00, 0x7f, 0x80, 0xff}, 8, {0, 127, 128, 255});
  check_read<int>("int16", words16({0, 0x7fff, 0x8000, 0xffff}), 16, {0, 32767, -32768, -1});
  check_read<unsigned>("uint16", words16({0, 0x7fff, 0x8000, 0xffff}), 16, {0, 32767, 32768, 65535});
  check_read<int>("int32", raw<int>({-7, 1 << 20}), 32, {-7, 1 << 20});
  check_read<int_2>("int_2 x8", {0x01, 0xfe, 0x80, 0x05}, 8, {1, -2, -128, 5});
  check_read<uint_4>("uint_4 x8", {1, 2, 3, 250, 9, 8, 7, 6}, 8, {1, 2, 3, 250, 9, 8, 7, 6});
  check_read<uint_4>("uint_4 x16", words16({1, 2, 60000, 4, 5, 6, 7, 8}), 16, {1, 2, 60000, 4, 5, 6, 7, 8});
  check_read<int_3>("int_3 x32", raw<int>({1, -2, 3, 4, 5, -6}), 32, {1, -2, 3, 4, 5, -6});
  // unorm: c / (2^n - 1); norm: c / (2^(n-1) - 1), the most negative code -1
  // too. Both as c times the float nearest 1 / (2^n - 1), so that every
  // device computes the same float (within Direct3D's tolerance of the quotient).
  const float u8 = 1.0f / 255.0f, u16 = 1.0f / 65535.0f, n8 = 1.0f / 127.0f, n16 = 1.0f / 32767.0f;
  check_read<unorm>("unorm8", {0x00, 0xff, 0x80, 0x33}, 8, {0.0f, 255 * u8, 128 * u8, 51 * u8});
  check_read<unorm>("unorm16", words16({0, 0xffff, 0x8000}), 16, {0.0f, 65535 * u16, 32768 * u16});
  check_read<norm>("norm8", {0x7f, 0x81, 0x80, 0x40, 0x00}, 8, {127 * n8, -1.0f, -1.0f, 64 * n8, 0.0f});
  check_read<norm>("norm16", words16({0x7fff, 0x8000, 0xc000}), 16, {32767 * n16, -1.0f, -16384 * n16});
  check_read<unorm_4>("unorm_4 x8", {0, 51, 102, 255}, 8, {0.0f, 51 * u8, 102 * u8, 255 * u8});
  check_read<norm_2>("norm_2 x16", words16({0x7fff, 0x8001}), 16, {1.0f, -1.0f});
  // float16: normal, negative, the largest finite, a denormal, infinity.
  check_read<float>("float16", words16({0x3c00, 0xc000, 0x3555, 0x7bff, 0x0001, 0x7c00}), 16,
                    {1.0f, -2.0f, 0.333251953125f, 65504.0f, 5.9604644775390625e-8f, __builtin_inff()});
  check_read<float_2>("float_2 x16", words16({0x3800, 0xb400}), 16, {0.5f, -0.25f});
  check_read<float_4>("float_4 x32", raw<float>({1.5f, -2.5f, 3.25f, 1e30f}), 32, {1.5f, -2.5f, 3.25f, 1e30f});
  check_read<float_3>("float_3 x32", raw<float>({0.5f, 1.5f, 2.5f}), 32, {0.5f, 1.5f, 2.5f});

  // Doubles: 64 bits each.
  {
    std::vector<double> d = {1.5, -2.25, 1e300};
    texture<double, 1> t(3, d.begin(), d.end());
    std::vector<double> got(3);
    array_view<double, 1> av(3, got);
    parallel_for_each(av.extent, [=, &t](index<1> i) restrict(amp) { av[i] = t[i] * 2.0; });
    av.synchronize();
    expect(got[0] == 3.0 && got[1] == -4.5 && got[2] == 2e300 && t.get_bits_per_scalar_element() == 64, "double");
    std::vector<double> d2 = {1.0, 2.0, 3.0, 4.0};
    texture<double_2, 1> t2(2, reinterpret_cast<const double_2 *>(d2.data()),
                            reinterpret_cast<const double_2 *>(d2.data()) + 2);
    array_view<double, 1> av2(4, got = std::vector<double>(4));
    parallel_for_each(extent<1>(2), [=, &t2](index<1> i) restrict(amp) {
      double_2 v = t2[i];
      av2[2 * i[0]] = v.get_y();
      av2[2 * i[0] + 1] = v.get_x();
    });
    av2.synchronize();
    expect(got == std::vector<double>({2.0, 1.0, 4.0, 3.0}), "double_2");
  }

  // Writes: integers saturate; norm and unorm round to the nearest step;
  // float16 rounds toward zero and saturates to the largest finite value.
  check_write<int>("write int8", {5, -5, 300, -300}, 8, {0x05, 0xfb, 0x7f, 0x80});
  check_write<unsigned>("write uint8", {5, 255, 300}, 8, {0x05, 0xff, 0xff});
  check_write<int>("write int16", {-2, 40000}, 16, {0xfe, 0xff, 0xff, 0x7f});
  check_write<unorm>("write unorm8", {unorm(0.5f), unorm(1.0f), unorm(0.2f), unorm(0.0f)}, 8, {0x80, 0xff, 0x33, 0x00});
  check_write<norm>("write norm8", {norm(-0.5f), norm(1.0f), norm(-1.0f), norm(0.25f)}, 8, {0xc0, 0x7f, 0x81, 0x20});
  check_write<unorm_2>("write unorm_2 x16", {unorm_2(1.0f, 0.5f)}, 16, {0xff, 0xff, 0x00, 0x80});
  check_write<float>("write float16", {1.0f, 1.0f / 3.0f, 70000.0f, -0.0f}, 16,
                     {0x00, 0x3c, 0x55, 0x35, 0xff, 0x7b, 0x00, 0x80});
  check_write<uint_4>("write uint_4 x8", {uint_4(1, 2, 3, 4), uint_4(250, 251, 252, 253)}, 8,
                      {1, 2, 3, 4, 250, 251, 252, 253});
  check_write<int_4>("write int_4 x16", {int_4(-1, 2, -3, 4)}, 16, {0xff, 0xff, 2, 0, 0xfd, 0xff, 4, 0});

  // Neighbouring 8-bit texels written at once by different threads all land.
  {
    const int n = 4099;
    texture<unsigned, 1> t(n, 8u);
    texture_view<unsigned, 1> v(t);
    parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) { v.set(i, static_cast<unsigned>(i[0] * 7 % 251)); });
    std::vector<unsigned char> got(n);
    copy(t, got.data(), n);
    int wrong = 0;
    for (int i = 0; i < n; ++i)
      wrong += got[i] != i * 7 % 251;
    expect(wrong == 0, "8-bit neighbours");
  }

  // texture::set (one-component 32-bit) and a read in the same kernel;
  // writeonly_texture_view on a vector format.
  {
    std::vector<int> init = {1, 2, 3, 4, 5, 6};
    texture<int, 2> t(2, 3, init.begin(), init.end());
    parallel_for_each(t.extent, [&t](index<2> i) restrict(amp) { t.set(i, t[i] * 10 + i[0]); });
    std::vector<int> got(6);
    copy(t, got.begin());
    expect(got == std::vector<int>({10, 20, 30, 41, 51, 61}), "texture::set");
    texture<float_2, 2> f(2, 2);
    writeonly_texture_view<float_2, 2> w(f);
    parallel_for_each(f.extent, [=](index<2> i) restrict(amp) { w.set(i, float_2(i[0], i[1] + 0.5f)); });
    std::vector<float> fb(8);
    copy(f, fb.data(), 32);
    expect(fb == std::vector<float>({0, 0.5f, 0, 1.5f, 1, 0.5f, 1, 1.5f}), "writeonly_texture_view");
  }

  std::printf("%s: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures != 0;
}
// CHECK-NOT: FAIL
// CHECK: PASS: 0 failures
