// RUN: %amp-clang %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %t | FileCheck %s
// `register` is accepted as Visual C++ accepts it; C++17 removed the storage
// class, so it is a warning, once per use (the host compile stays silent),
// in cpu code and in amp code alike.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  register int scale = 3;
  // WARN: register-storage-class.cpp:[[@LINE-1]]:3: warning: ISO C++17 does not allow 'register' storage class specifier [-Wregister]
  std::vector<int> o(2);
  array_view<int, 1> av(2, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    register int k = i[0] * scale;
    // WARN: register-storage-class.cpp:[[@LINE-1]]:5: warning: ISO C++17 does not allow 'register' storage class specifier [-Wregister]
    av[i] = k;
  });
  av.synchronize();
  std::printf("%d %d\n", o[0], o[1]);
  // CHECK: 0 3
}
