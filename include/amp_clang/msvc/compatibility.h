// The part of amp-clang's Visual C++ compatibility layer that could change
// what portable code means, so <amp.h> includes it only under
// -fms-compatibility (the driver then defines __AMP_CLANG_MS_COMPATIBILITY__;
// docs/msvc.md says what each piece does and why it is not on by default).
#pragma once

#include <cmath>
#include <math.h> // Visual C++'s <iostream> and <cstdlib> leave sqrt, abs(float), ... in the global namespace

// The rest of what Visual C++'s <amp.h> includes, directly or not (its
// <amprt.h>, <future> and <string>, Visual C++ 2015's headers; <amp.h>
// has the others): <string> includes <istream>, so std::ostream, std::endl
// and std::getline come with <amp.h>; <iostream> does not (std::cout,
// std::cin: docs/msvc.md).
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <ios>
#include <iosfwd>
#include <istream>
#include <list>
#include <mutex>
#include <new>
#include <ostream>
#include <ratio>
#include <set>
#include <streambuf>
#include <system_error>
#include <thread>
#include <tuple>
#include <typeinfo>
#include <unordered_set>

#include <amp_clang/msvc/crt_secure.h>
#include <amp_clang/msvc/reference_binding.h> // the driver includes it too: for a host compiler that is not Clang
#include <amp_clang/msvc/std_exception.h>
#include <amp_clang/msvc/stdext.h>
#include <amp_clang/msvc/windows_types.h>
#include <amp_clang/msvc/windows_functions.h>

// Visual C++'s <amp.h> brings in the Parallel Patterns Library (through
// <amprt.h> and <ppltasks.h>): programs call parallel_for and lock a
// critical_section with <amp.h> alone. Where oneTBB is installed.
#if __has_include(<tbb/tbb.h>)
#include <ppl.h>
#endif

// winnt.h's UNALIGNED: `__unaligned` on x64 Windows, nothing to do here.
#ifndef UNALIGNED
#define UNALIGNED
#endif
