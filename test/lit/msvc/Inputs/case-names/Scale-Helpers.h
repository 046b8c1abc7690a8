// Included as "SCALE-helpers.h" and "../scale-HELPERS.H": one file, one definition.
#pragma once
inline int scaled(int x) restrict(cpu, amp) { return 5 * x; }
