// RUN: %amp-clang %s -o %t && %t | FileCheck %s
// Every Visual Studio project's targetver.h includes <SDKDDKVer.h> to pick the
// Windows API level: an empty header here, so such programs compile unchanged
// (3 of docs/real-world.md's programs include it).
#include <SDKDDKVer.h>
#include <amp.h>

#include <cstdio>

int main() {
  // CHECK: compiled
  std::printf("compiled\n");
  return 0;
}
