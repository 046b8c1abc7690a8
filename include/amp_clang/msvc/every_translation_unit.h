// The Visual C++ library habits that reach every file of a program, not only
// those including <amp.h>: Visual C++'s <exception> has std::exception("message"),
// its <string.h>, <stdio.h> and <time.h> the CRT's _s functions, its <iterator> stdext's
// checked iterators. A C++ AMP project's host-only files (an AES key schedule,
// a test harness) use them without including <amp.h>. Under -fms-compatibility
// the driver includes this header before each C++ source (docs/msvc.md).
#pragma once

#include <amp_clang/msvc/crt_secure.h>
#include <amp_clang/msvc/crt_time.h>
#include <amp_clang/msvc/std_exception.h>
#include <amp_clang/msvc/stdext.h>
