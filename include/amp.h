// C++ AMP v1.2 (Microsoft's <amp.h>) for amp-clang: namespace concurrency over an OpenCL runtime.
#pragma once

#include <amp_clang/restrict.h> // first: restrict(...) and tile_static

#include <amp_clang/extent_index.h>
#include <amp_clang/exceptions.h>
#include <amp_clang/accelerator.h>
#include <amp_clang/array_view.h>
#include <amp_clang/array.h>
#include <amp_clang/tiled.h>
#include <amp_clang/atomics.h>
#include <amp_clang/parallel_for_each.h>
