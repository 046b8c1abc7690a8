// A project's common header: its guard, then amp.h first.
#ifndef COMMON_H
#define COMMON_H
#include <amp.h>
#include <cstdio>
using namespace concurrency;
inline int twice(int x) restrict(cpu, amp) { return 2 * x; }
#endif
