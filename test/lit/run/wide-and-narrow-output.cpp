// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// Visual C++ programs print a wide banner (std::wcout) and then their verdict
// with printf or std::cout. With glibc, the first wide write made stdout
// wide-oriented and every narrow write after it was dropped silently (18 of
// the 28 real programs of docs/real-world.md lost their verdict). The
// runtime's wide standard streams write UTF-8 through the narrow C streams.
#include <amp.h>

#include <cstdio>
#include <iostream>

int main() {
  concurrency::accelerator dev;
  std::wcout << L"Using device : " << (dev.get_description().empty() ? L"?" : L"a device") << std::endl;
  std::printf("printf line\n");
  std::cout << "cout line" << std::endl;
  std::wcout << L"wide again: \u00e9\u4e2d " << 42 << L'\n';
  std::printf("printf again\n");
  std::wcerr << L"to stderr" << std::endl;
  return 0;
}
// CHECK: Using device : a device
// CHECK-NEXT: printf line
// CHECK-NEXT: cout line
// CHECK-NEXT: wide again: é中 42
// CHECK-NEXT: printf again
