// Visual C++'s library habits in a file that does not include <amp.h>: a C++
// AMP project's host-only files throw std::exception("message") and call the
// CRT's _s functions (localtime_s too) and stdext's iterators
// (gabriel-munteanu/aes128bcppamp's AES128Base.cpp: "no matching conversion for functional-style cast from
// 'const char[37]' to 'std::exception'", "use of undeclared identifier
// 'strcpy_s'" before). Under -fms-compatibility the driver includes
// amp_clang/msvc/every_translation_unit.h before each C++ source.
// RUN: %amp-clang -fms-compatibility %s %S/Inputs/host-only-file.cpp -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %run %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %S/Inputs/host-only-file.cpp 2>&1 | FileCheck %s --check-prefix=OFF
// BUILD-NOT: error
// OFF: error: no matching conversion for functional-style cast from 'const char[{{[0-9]+}}]' to 'std::exception'
#include <amp.h>
#include <cerrno>
#include <cstdio>
#include <ctime>
#include <vector>

int copy_key(char *out, size_t size, const char *key);
int sum_checked(const int *p, size_t n);
int year_of(time_t t, int *err);

int main() {
  char key[17];
  // CHECK: key 0 0123456789abcdef
  printf("key %d %s\n", copy_key(key, sizeof key, "0123456789abcdef"), key);
  try {
    copy_key(key, sizeof key, "short");
  } catch (const std::exception &e) {
    // CHECK: caught AES-128 needs a 16-byte key
    printf("caught %s\n", e.what());
  }
  std::vector<int> v(8, 1);
  concurrency::array_view<int, 1> a(8, v);
  concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) { a[i] += i[0]; });
  a.synchronize();
  // CHECK: sum 36
  printf("sum %d\n", sum_checked(v.data(), v.size()));
  // Microsoft's gmtime_s and localtime_s: destination first; a negative time
  // sets the fields to -1 and returns EINVAL.
  int err = 0;
  int year = year_of(86400 * 366, &err);
  // CHECK-NEXT: year 71 err 0
  printf("year %d err %d\n", year, err);
  year = year_of(-1, &err);
  // CHECK-NEXT: year -1 einval 1
  printf("year %d einval %d\n", year, err == EINVAL);
}
