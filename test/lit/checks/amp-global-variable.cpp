// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-global-variable: amp code cannot use global or static variables,
// except to read constant integral (and enum) values, and declares no static
// or extern locals (its locals are automatic, register or tile_static).
#include <amp.h>
using namespace concurrency;

int counter = 0;         // expected-note 2 {{'counter' declared here}}
float scale = 2.0f;      // expected-note {{'scale' declared here}}
const float pi = 3.14f;  // expected-note {{'pi' declared here}}
const int limit = 8;     // expected-note {{'limit' declared here}}
namespace cfg { int depth = 3; } // expected-note {{'depth' declared here}}
struct Stats {
  static int hits;       // expected-note {{'hits' declared here}}
  static const int width = 4;
  int v;
};

// A default argument is amp code too.
int global_y = 4; // expected-note {{'global_y' declared here}}
void with_default(int x = global_y) restrict(amp) {} // expected-error {{global variable 'global_y' used in restrict(amp) code}}
void with_constant(int x = limit) restrict(amp) {}

int bump(int x) restrict(amp) {
  counter += x;          // expected-error {{global variable 'counter' used in restrict(amp) code; only constant integral values may be read [amp-global-variable]}}
  return counter;        // expected-error {{global variable 'counter' used}}
}

float area(float r) restrict(amp) {
  return pi * r * r * scale; // expected-error {{global variable 'pi' used}} expected-error {{global variable 'scale' used}}
}

int members(Stats s) restrict(amp) {
  return Stats::hits + s.width + cfg::depth; // expected-error {{static variable 'hits' used}} expected-error {{global variable 'depth' used}}
}

int statics(int x) restrict(amp) {
  static int calls = 0;      // expected-error {{static local variable 'calls' in restrict(amp) code; amp locals are automatic or tile_static}}
  static const int step = 2; // expected-error {{static local variable 'step' in restrict(amp) code}}
  static constexpr int twice = 2; // expected-error {{static local variable 'twice'}}
  extern int elsewhere;      // expected-error {{extern declaration of 'elsewhere' in restrict(amp) code}}
  int r = x;
  calls += step * twice + r;
  return x + calls;
}
int both_sides(int x) restrict(cpu, amp) {
  static const int offset = 1; // expected-error {{static local variable 'offset'}}
  return x + offset;
}

const int *address(int) restrict(amp) {
  return &limit; // expected-error {{global variable 'limit' used}}
}

void kernel(array_view<int, 1> out) {
  static int host_static = 5; // expected-note {{'host_static' declared here}}
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = host_static; // expected-error {{static variable 'host_static' used}}
  });
}

// Valid neighbours: const integral and enum values read as rvalues (globals,
// constexpr, static members, static locals), unevaluated uses, cpu code.
enum Mode { Fast = 1, Slow = 2 };
constexpr int tile = 16;
const Mode mode = Fast;
const unsigned mask = 0xffu;
template <int N> int scaled(int x) restrict(amp) { return x * N; }
void fine(array_view<int, 1> out) {
  static const int local_limit = 3;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int a[tile] = {};
    out[i] = limit + tile + Stats::width + local_limit + (mode == Fast ? 1 : 0) + (int)(mask & 3u) +
             (int)sizeof(counter) + scaled<limit>(a[0]);
  });
}
int host() { return counter + (int)scale + Stats::hits; }
int Stats::hits = 0;

// A structured binding at namespace scope names its decomposed global.
struct PairOfInts {
  int first, second;
};
PairOfInts global_pair{1, 2};
auto [bound_first, bound_second] = global_pair; // expected-note {{'bound_first' declared here}}
int reads_binding() restrict(amp) {
  return bound_first; // expected-error {{global variable 'bound_first' used in restrict(amp) code}}
}
// A default argument repeated by a later declaration is the first one's: one error.
int fallback_width = 8; // expected-note {{'fallback_width' declared here}}
int widen(int x, int w = fallback_width) restrict(amp); // expected-error {{global variable 'fallback_width' used in restrict(amp) code}}
int widen(int x, int w) restrict(amp) { return x * w; }
int calls_widen(int x) restrict(amp) { return widen(x); }
// A const integral filled in at run time is no constant the kernel can fold.
int host_width() { return 16; }
const int run_time_width = host_width(); // expected-note {{'run_time_width' declared here}}
const int fixed_width = 16;
int reads_widths() restrict(amp) {
  return run_time_width + fixed_width; // expected-error {{global variable 'run_time_width' used in restrict(amp) code}}
}
