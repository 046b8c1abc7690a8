// RUN: not %amp-clang -emit-opencl %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// Rule amp-unsupported-construct: valid C++ AMP that amp-clang cannot lower yet
// is an error naming the construct, never silently dropped. -fsyntax-only (the
// checks alone) accepts the same file.
// RUN: %amp-clang -fsyntax-only %s 2>&1 | count 0
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;

// A functor launched in a template is filled by host code written after the
// file's text, which cannot name a class local to the function.
template <class T> void local_functor(array_view<T, 1> out) {
  struct local {
    array_view<T, 1> out;
    void operator()(index<1> i) const restrict(amp) { out[i] = 1; }
  };
  parallel_for_each(out.extent, local{out});
  // CHECK: amp-unsupported-construct.cpp:[[@LINE-1]]:33: error: amp-clang cannot yet lower a functor kernel launched in a template whose type is local to a function to OpenCL C [amp-unsupported-construct]
}
void launch_local(array_view<int, 1> out) { local_functor(out); }


// OpenCL C 1.2 has no generic pointers: a pointer holding addresses of private
// memory and of a view's global memory. (A reference into two spaces is a
// tagged pointer: run/reference-two-address-spaces.cpp.)
void two_spaces(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int local = 40;
    int *p = &local;
    int s = *p;
    p = &av[i];
    // CHECK: amp-unsupported-construct.cpp:[[@LINE-1]]:5: error: amp-clang cannot yet lower a pointer or reference holding addresses in two address spaces (__private and __global; OpenCL C 1.2 has no generic pointers) to OpenCL C [amp-unsupported-construct]
    av[i] = s + *p;
  });
}

// A function returning pointers: each instance returns into one space.
int *pick(int *a, int *b, bool first) restrict(amp) {
  if (first)
    return a;
  return b;
  // CHECK: amp-unsupported-construct.cpp:[[@LINE-1]]:10: error: amp-clang cannot yet lower a function returning pointers into different address spaces to OpenCL C [amp-unsupported-construct]
}
void pointer_returns(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    int local = 1;
    *pick(&av[i], &local, i[0] > 2) += 1;
  });
}

// A functor's `texture&` member: the kernel object holds only its address.
// A texture_view member (a value) is what a functor holds instead.
struct blur_functor {
  graphics::texture<float, 1> &tex;
  array_view<float, 1> out;
  // CHECK: amp-unsupported-construct.cpp:[[@LINE-2]]:32: error: amp-clang cannot yet lower a functor kernel's reference member to a texture ('tex'; hold a texture_view of it instead) to OpenCL C [amp-unsupported-construct]
  void operator()(index<1> i) const restrict(amp) { out[i] = tex[i]; }
};
void texture_functor(graphics::texture<float, 1> &t, array_view<float, 1> out) {
  parallel_for_each(out.extent, blur_functor{t, out});
}

// Instantiations of one kernel text are told apart at run time by their
// captures' types and the template arguments the text can name; a template
// template argument is not one of them, so two kernels would share a key.
template <class T> struct one { static int v() restrict(amp) { return 1; } };
template <class T> struct two { static int v() restrict(amp) { return 2; } };
template <template <class> class C> void by_template(array_view<int, 1> av) {
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = C<int>::v(); });
  // CHECK: amp-unsupported-construct.cpp:[[@LINE-1]]:3: error: amp-clang cannot yet lower a kernel whose template instantiations differ only in template arguments that the host cannot name at run time (template template, pointer or unnamed 'auto' parameters) to OpenCL C [amp-unsupported-construct]
}
void template_templates(array_view<int, 1> av) {
  by_template<one>(av);
  by_template<two>(av);
}

// The host's one fill binds views in one order; instantiations (here by
// `if constexpr`) that capture views in other orders cannot share it.
template <bool AFirst> void by_order(array_view<int, 1> a, array_view<int, 1> b) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
    if constexpr (AFirst) {
      a[i] = 1;
      b[i] = 2;
    } else {
      b[i] = 2;
      a[i] = 1;
    }
  });
  // CHECK: amp-unsupported-construct.cpp:[[@LINE-9]]:3: error: amp-clang cannot yet lower a kernel whose captured views differ in order between template instantiations to OpenCL C [amp-unsupported-construct]
}
void orders(array_view<int, 1> a, array_view<int, 1> b) {
  by_order<true>(a, b);
  by_order<false>(a, b);
}

