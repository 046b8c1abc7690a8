// Microsoft's <concurrent_vector.h> for amp-clang, on oneTBB (docs/msvc.md, "PPL").
#pragma once

#include <amp_clang/ppl/concurrent_vector.h>
