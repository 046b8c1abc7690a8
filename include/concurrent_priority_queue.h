// Microsoft's <concurrent_priority_queue.h> for amp-clang, on oneTBB (docs/msvc.md, "PPL").
#pragma once

#include <amp_clang/ppl/concurrent_priority_queue.h>
