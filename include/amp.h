// C++ AMP v1.2 (Microsoft's <amp.h>) for amp-clang: namespace concurrency over an OpenCL runtime.
#pragma once

#include <amp_clang/restrict.h> // first: restrict(...) and tile_static

// What Microsoft's <amp.h> brings in with it (its <amprt.h> and the CRT headers
// under every MSVC header): C++ AMP code written for Visual C++ relies on these.
#include <algorithm>
#include <cassert>  // HCC's and Kalmar's <amp.h> begin with it: programs written for them call assert
#include <cfloat>   // MSVC's <limits> brings FLT_MAX, CHAR_BIT, INT_MAX ...
#include <climits>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <future>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <amp_clang/access_type.h>
#include <amp_clang/completion_future.h>
#include <amp_clang/extent_index.h>
#include <amp_clang/exceptions.h>
#include <amp_clang/accelerator.h>
#include <amp_clang/array_view.h>
#include <amp_clang/array.h>
#include <amp_clang/tiled.h>
#include <amp_clang/atomics.h>
#include <amp_clang/direct3d.h>
#include <amp_clang/direct3d_debug.h>
#include <amp_clang/direct3d_interop.h>

// MSVC's <stdlib.h> provides _countof; C++ AMP code written for Visual C++ uses
// it. Defined in the MSVC dialect only (-fms-extensions, docs/msvc.md).
#if defined(__has_declspec_attribute) && !defined(_countof)
#if __has_declspec_attribute(property)
#define _countof(array) (sizeof(array) / sizeof((array)[0]))
#endif
#endif
#include <amp_clang/parallel_for_each.h>

// Visual C++'s library habits beyond the headers above (Windows names, the
// CRT's _s functions, std::exception("message"), ...): only under
// -fms-compatibility, as they can change what portable code means (docs/msvc.md).
#ifdef __AMP_CLANG_MS_COMPATIBILITY__
#include <amp_clang/msvc/compatibility.h>
#endif
