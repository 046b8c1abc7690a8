// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: not --crash %t overflow 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF
// The Visual C++ CRT's _s functions C++ AMP programs call, with the array
// overloads that take the size from the destination's type, and Visual
// C++'s default on a buffer too small: the program stops.
#include <amp.h>

#include <cstdio>
#include <cstring>

int main(int argc, char **argv) {
  char buf[16];
  if (argc > 1) { // 17 characters into 16
    strcpy_s(buf, "seventeen chars!!");
    return 0;
  }
  strcpy_s(buf, "hello");
  strcat_s(buf, sizeof buf, " you");
  printf_s("%s\n", buf);
  // CHECK: hello you
  char small[4];
  errno_t t = strncpy_s(small, "truncated", _TRUNCATE);
  std::printf("%s %d\n", small, t == STRUNCATE);
  // CHECK-NEXT: tru 1
  char out[32];
  int n = sprintf_s(out, "%d-%s", 42, buf);
  std::printf("%s %d\n", out, n);
  // CHECK-NEXT: 42-hello you 12
  sprintf_s(out, sizeof out, "%5.2f", 3.14159);
  std::printf("[%s]\n", out);
  // CHECK-NEXT: [ 3.14]
  wchar_t w[16], w2[16];
  swprintf_s(w, L"%d", 7);
  swprintf_s(w2, 16, L"%ls%d", w, 8);
  std::printf("%ls\n", w2);
  // CHECK-NEXT: 78
  _itoa_s(-255, out, 10);
  std::printf("%s ", out);
  _itoa_s(255, out, sizeof out, 16);
  std::printf("%s\n", out);
  // CHECK-NEXT: -255 ff
  int from[4] = {1, 2, 3, 4}, to[4];
  std::printf("%d %d\n", memcpy_s(to, sizeof to, from, sizeof from), to[3]);
  // CHECK-NEXT: 0 4
  int x = 0;
  char word[8];
  int r = sscanf_s("12 abcdefghij", "%d %s", &x, word, (unsigned)_countof(word));
  std::printf("%d %d %s\n", r, x, word);
  // CHECK-NEXT: 2 12 abcdefg
  char *context = nullptr;
  char list[] = "a,b";
  char *first = strtok_s(list, ",", &context);
  std::printf("%s %s\n", first, strtok_s(nullptr, ",", &context));
  // CHECK-NEXT: a b
  FILE *f = nullptr;
  errno_t e = fopen_s(&f, "/nonexistent/file.txt", "rt");
  std::printf("%d %d %d\n", e == ENOENT, f == nullptr, __max(3, 9) + __min(1, 2));
  // CHECK-NEXT: 1 1 10
  e = _wfopen_s(&f, L"/dev/null", L"r");
  std::printf("%d %d\n", e, f != nullptr);
  // CHECK-NEXT: 0 1
  std::fclose(f);
  return 0;
}
// OVERFLOW: strcpy_s: invalid parameter: buffer too small
// OFF: error: use of undeclared identifier 'strcpy_s'
// BUILD-NOT: {{.}}
