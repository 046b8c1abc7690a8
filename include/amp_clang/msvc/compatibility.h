// The part of amp-clang's Visual C++ compatibility layer that could change
// what portable code means, so <amp.h> includes it only under
// -fms-compatibility (the driver then defines __AMP_CLANG_MS_COMPATIBILITY__;
// docs/msvc.md says what each piece does and why it is not on by default).
#pragma once

#include <cmath>
#include <math.h> // Visual C++'s <iostream> and <cstdlib> leave sqrt, abs(float), ... in the global namespace

#include <amp_clang/msvc/crt_secure.h>
#include <amp_clang/msvc/std_exception.h>
#include <amp_clang/msvc/stdext.h>
#include <amp_clang/msvc/windows_types.h>
