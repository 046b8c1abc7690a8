// Microsoft's <concurrent_unordered_set.h> for amp-clang, on oneTBB (docs/msvc.md, "PPL").
#pragma once

#include <amp_clang/ppl/concurrent_unordered_set.h>
