#pragma once
#include "../scale-HELPERS.H"
inline int inner(int x) restrict(cpu, amp) { return scaled(x) + 1; }
