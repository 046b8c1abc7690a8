// Microsoft's <concurrent_unordered_map.h> for amp-clang, on oneTBB (docs/msvc.md, "PPL").
#pragma once

#include <concrt.h> // as Microsoft's: critical_section and the runtime's exceptions come with it
#include <amp_clang/ppl/concurrent_unordered_map.h>
