// A C++ AMP project's host-only file: no <amp.h>, Visual C++'s library habits
// (test/lit/msvc/every-translation-unit.cpp).
#include <cstdio>
#include <iterator>
#include <string.h>
#include <stdexcept>
#include <time.h>

int copy_key(char *out, size_t size, const char *key) {
  if (strlen(key) != 16)
    throw std::exception("AES-128 needs a 16-byte key");
  return strcpy_s(out, size, key);
}

int sum_checked(const int *p, size_t n) {
  int s = 0;
  for (auto it = stdext::make_checked_array_iterator(p, n); it != stdext::make_checked_array_iterator(p, n, n); ++it)
    s += *it;
  return s;
}

int year_of(time_t t, int *err) {
  struct tm when;
  *err = gmtime_s(&when, &t);
  struct tm local;
  if (localtime_s(&local, &t) != *err)
    return -2;
  return when.tm_year;
}
