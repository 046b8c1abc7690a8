// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// Visual C++'s std::exception("message"), whose what() is the message:
// under -fms-compatibility `exception(args)` makes a std::exception with
// that what() (include/amp_clang/msvc/std_exception.h). `exception()` keeps
// its meaning. A derived class's `: std::exception(m)` is
// msvc/exception-base-message.cpp's (the copy: msvc/exception-base-copy.cpp).
#include <amp.h>

#include <cstdio>
#include <stdexcept>

using namespace std;

struct plain : std::exception {
  plain() : std::exception() {}
};

void check(int size) {
  if (size < 0)
    throw std::exception("bad size");
  throw exception("unqualified");
}

int main() {
  for (int size : {-1, 1}) {
    try {
      check(size);
    } catch (const std::exception &e) {
      std::printf("caught %s\n", e.what());
    }
  }
  // CHECK: caught bad size
  // CHECK-NEXT: caught unqualified
  try {
    throw plain();
  } catch (std::exception &e) {
    std::printf("%s\n", e.what());
  }
  // CHECK-NEXT: std::exception
  std::printf("%s\n", std::runtime_error("still").what());
  // CHECK-NEXT: still
  return 0;
}
// OFF: error: no matching conversion for functional-style cast from 'const char[9]' to 'std::exception'
// BUILD-NOT: {{.}}
