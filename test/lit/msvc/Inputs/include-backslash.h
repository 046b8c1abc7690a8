// Included through a path spelled with backslashes (include-backslash.cpp).
#pragma once
inline int sevenfold(int x) restrict(amp, cpu) { return 7 * x; }
