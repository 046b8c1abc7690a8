// A forced header with code of its own before amp.h: no PCH can hold amp.h first.
#define OFFSET 1
#include <amp.h>
#include <cstdio>
using namespace concurrency;
inline int twice(int x) restrict(cpu, amp) { return 2 * x + OFFSET; }
