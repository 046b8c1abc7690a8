// Microsoft's Parallel Patterns Library (<ppl.h>) for amp-clang, on oneTBB: the CPU side of
// C++ AMP programs (docs/msvc.md, "PPL"). Programs that include it link libtbb (amp-clang adds -ltbb).
#pragma once

#include <amp_clang/namespace.h>

#include <concrt.h>

#include <amp_clang/ppl/combinable.h>
#include <amp_clang/ppl/parallel_for.h>
#include <amp_clang/ppl/parallel_for_each.h>
#include <amp_clang/ppl/parallel_invoke.h>
#include <amp_clang/ppl/parallel_reduce.h>
#include <amp_clang/ppl/parallel_sort.h>
#include <amp_clang/ppl/parallel_transform.h>
#include <amp_clang/ppl/task_group.h>
