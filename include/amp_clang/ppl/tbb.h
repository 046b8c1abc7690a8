// The oneTBB headers PPL is built on, with a clear error where oneTBB is not installed.
#pragma once

#if !__has_include(<oneapi/tbb/version.h>)
#error "<ppl.h> and the concurrent containers need oneTBB: install libtbb-dev (Debian) and link with -ltbb"
#endif

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/partitioner.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/parallel_for_each.h>
#include <oneapi/tbb/parallel_invoke.h>
#include <oneapi/tbb/parallel_reduce.h>
#include <oneapi/tbb/parallel_sort.h>
#include <oneapi/tbb/combinable.h>
#include <oneapi/tbb/task_group.h>
#include <oneapi/tbb/info.h>
