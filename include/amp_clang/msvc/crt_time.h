// The Visual C++ CRT's localtime_s and gmtime_s, with Microsoft's signatures:
// errno_t localtime_s(tm *destination, const time_t *time), the destination
// first (C11's Annex K has the other order and glibc has neither). As
// Microsoft documents: a null argument goes to the invalid parameter handler
// (by default the program stops), a negative time sets every field of the
// destination to -1 and returns EINVAL, otherwise 0.
#pragma once

#include <cerrno>
#include <ctime>

#include <amp_clang/msvc/invalid_parameter.h>

#ifndef _ERRNO_T_DEFINED
#define _ERRNO_T_DEFINED
typedef int errno_t;
#endif

namespace amp_clang_msvc {
inline errno_t convert_time(const char *function, struct tm *dest, const time_t *time,
                            struct tm *(*convert)(const time_t *, struct tm *)) {
  if (!dest)
    invalid_parameter(function, "destination is null");
  if (!time)
    invalid_parameter(function, "time is null");
  if (*time < 0 || !convert(time, dest)) {
    dest->tm_sec = dest->tm_min = dest->tm_hour = dest->tm_mday = dest->tm_mon = dest->tm_year = -1;
    dest->tm_wday = dest->tm_yday = dest->tm_isdst = -1;
    return EINVAL;
  }
  return 0;
}
} // namespace amp_clang_msvc

inline errno_t localtime_s(struct tm *dest, const time_t *time) {
  return amp_clang_msvc::convert_time("localtime_s", dest, time, localtime_r);
}
inline errno_t gmtime_s(struct tm *dest, const time_t *time) {
  return amp_clang_msvc::convert_time("gmtime_s", dest, time, gmtime_r);
}
