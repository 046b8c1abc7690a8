// RUN: %amp-clang -fsyntax-only -Wamp-coalescing -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only %s 2>&1 | count 0
// RUN: %amp-clang -fsyntax-only -Wamp-coalescing-struct-field %s 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// Rule amp-coalescing-struct-field (advice, off by default): threads read
// some fields of an array of structs; each transaction also carries the rest.
#include <amp.h>
using namespace concurrency;

struct Triple { float left, middle, right; };
struct Wide { float a[15]; int tag; };

void aos(array_view<float, 1> x, array_view<const Triple, 1> y, array_view<const Wide, 1> w) {
  // Seed 004's my_copy_AOS.
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    x[idx] = y[idx].left; // expected-warning {{threads read field 'left' of the 12-byte 'Triple' elements of 'y': each memory transaction fetched is 1/3 used; keep that field in an array_view of its own (a structure of arrays) [-Wamp-coalescing-struct-field]}}
    // CHECK: amp-coalescing-struct-field.cpp:[[@LINE-1]]:14: warning: threads read field 'left' of the 12-byte 'Triple' elements of 'y'
  });
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    x[idx] = y[idx].left - y[idx].right; // expected-warning {{threads read fields 'left', 'right' of the 12-byte 'Triple' elements of 'y': each memory transaction fetched is 2/3 used; keep those fields in array_views of their own}}
    // CHECK: :[[@LINE-1]]:14: warning: threads read fields 'left', 'right'
  });
  // A 64-byte element: the tag's 32-byte sector is fetched for 4 bytes.
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    x[idx] = (float)w[idx].tag; // expected-warning {{field 'tag' of the 64-byte 'Wide' elements of 'w': each memory transaction fetched is 1/8 used}}
    // CHECK: :[[@LINE-1]]:21: warning: threads read field 'tag' of the 64-byte 'Wide' elements of 'w'
  });
}

// Valid: every field read, the element copied whole, fields written, and a
// struct of views (seed 004's structure of arrays).
struct Soa { array_view<float, 1> left, middle, right; };
void soa(array_view<float, 1> x, array_view<Triple, 1> y, Soa s) {
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    x[idx] = y[idx].left + y[idx].middle + y[idx].right;
  });
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    Triple t = y[idx];
    x[idx] = t.left;
  });
  parallel_for_each(x.extent, [=](index<1> idx) restrict(amp) {
    y[idx].left = x[idx];
    x[idx] = s.left[idx] + s.right[idx];
  });
}
