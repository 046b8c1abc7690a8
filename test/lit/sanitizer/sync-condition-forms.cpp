// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,DEVICE
// RUN: env AMP_SANITIZE_OPTIONS=halt_on_error=0 AMP_CLANG_DEVICE=host %t 2>&1 | FileCheck %s --check-prefixes=CHECK,HOST
// -fsanitize=amp-sync votes on every form of condition that decides whether
// a barrier is reached: a switch (the case taken), `&&` and `||` (whether the
// right operand runs), `?:` (which arm runs), and an if whose condition is
// `a && b`. Each planted divergence is reported at the barrier, naming the
// condition's line on the device; the valid kernels (every case reaching the
// same barriers, a switch whose cases all break before one barrier) are clean.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

bool step(tiled_index<8> t) restrict(amp) {
  // HOST-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+1]]:3
  t.barrier.wait();
  return true;
}

int wait_then(tiled_index<8> t) restrict(amp) {
  // HOST-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+1]]:3
  t.barrier.wait();
  return 1;
}

int other(tiled_index<8> t) restrict(amp) { return t.local[0]; }

int run(int which) {
  std::vector<int> data(16);
  for (int i = 0; i < 16; ++i) data[i] = i;
  array_view<int, 1> av(16, data);
  parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int stage[8];
    int mine = av[t.global];
    stage[t.local[0]] = mine;
    if (which == 0) {
      // A switch: the cases 0 and 1 wait, the others do not.
      // DEVICE-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+5]]:9
      // DEVICE-DAG: the case taken by the switch at line [[@LINE+1]] decides differently within a tile: true for 4 of the 8
      switch (mine % 4) {
      case 0:
      case 1:
        t.barrier.wait();
        // HOST-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE-1]]:9
        break;
      default:
        break;
      }
    } else if (which == 1) {
      // `&&`: the right operand waits, for the work-items whose left is true.
      // DEVICE-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+2]]:34
      // DEVICE-DAG: a barrier reached through this call, under the condition at line [[@LINE+1]] decides differently within a tile: true for 2 of the 8
      bool ok = mine % 4 == 0 && step(t);
      stage[t.local[0]] = ok ? 1 : 0;
    } else if (which == 2) {
      // `?:`: one arm waits, the other does not.
      // DEVICE-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+2]]:31
      // DEVICE-DAG: a barrier reached through this call, under the condition at line [[@LINE+1]] decides differently within a tile: true for 6 of the 8
      int r = mine % 4 != 3 ? wait_then(t) : other(t);
      stage[t.local[0]] = r;
    } else if (which == 3) {
      // An if on `a || b`.
      // DEVICE-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+4]]:9
      // DEVICE-DAG: the condition at line [[@LINE+1]] decides differently within a tile: true for 4 of the 8
      if (mine % 8 < 2 || mine % 8 > 5)
        // HOST-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+1]]:9
        t.barrier.wait();
    } else if (which == 5) {
      // A switch whose case 0 returns before the barrier after it.
      // DEVICE-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+2]]:7
      // DEVICE-DAG: the case taken by the switch at line [[@LINE+1]] (a return or continue before barriers) decides differently within a tile: true for 2 of the 8
      switch (mine % 4) {
      case 0: return;
      default: break;
      }
      // HOST-DAG: ERROR: amp-sanitizer: divergent barrier at {{.*}}sync-condition-forms.cpp:[[@LINE+2]]:7
      // HOST-DAG: 6 of the tile's 8 work-items reached it
      t.barrier.wait();
    } else if (which == 4) {
      // Valid: the cases differ, and every one breaks before the one barrier.
      switch (mine % 3) {
      case 0: stage[t.local[0]] = 1; break;
      case 1: stage[t.local[0]] = 2; break;
      default: stage[t.local[0]] = 3; break;
      }
      t.barrier.wait();
      // Valid: labels with the same path are one choice.
      switch (mine % 2) {
      case 0:
      case 1:
        t.barrier.wait();
        break;
      }
      // Valid: a uniform left operand.
      bool ok = which == 4 && step(t);
      stage[t.local[0]] = ok;
    }
    av[t.global] = stage[t.local[0]];
  });
  av.synchronize();
  return av[0];
}

int main() {
  try {
    for (int which = 0; which < 6; ++which)
      std::printf("kernel %d: %d\n", which, run(which));
  } catch (runtime_exception &e) {
    std::printf("caught: %s\n", e.what());
    return 1;
  }
  // CHECK: kernel 4: 1
  // CHECK: kernel 5: {{[0-9]+}}
  // CHECK-NOT: amp-sanitizer
  // CHECK: done
  std::printf("done\n");
  return 0;
}
