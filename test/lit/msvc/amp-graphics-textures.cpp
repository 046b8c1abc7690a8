// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// <amp_graphics.h> exists (short vectors), but its textures are not provided:
// naming one is one error at the use saying so.
#include <amp_graphics.h>

using namespace concurrency;
using namespace concurrency::graphics;

float_4 fine(float_4 v) restrict(amp) { return v.get_wzyx(); }

struct Holder {
  static texture<float, 1> *tex;
  // CHECK: amp-graphics-textures.cpp:[[@LINE-1]]:10: error: 'texture<float, 1>' is unavailable: C++ AMP textures (texture, texture_view, writeonly_texture_view, sampler) are not provided by amp-clang yet
};

void view(texture_view<int, 2> *v);
// CHECK: amp-graphics-textures.cpp:[[@LINE-1]]:11: error: 'texture_view<int, 2>' is unavailable
void out(writeonly_texture_view<int, 1> *w);
// CHECK: amp-graphics-textures.cpp:[[@LINE-1]]:10: error: 'writeonly_texture_view<int, 1>' is unavailable
void sample(const sampler &s);
// CHECK: amp-graphics-textures.cpp:[[@LINE-1]]:19: error: 'sampler' is unavailable
