// What to do about a Windows-only header that C++ AMP code includes beside amp.h.
#pragma once

#include "llvm/ADT/StringRef.h"

namespace ampclang {

/// Advice for \p Header (as written in the #include) when amp-clang cannot find
/// it and it is one that only Visual C++ or the Windows SDK ship; nullptr otherwise.
const char *msvcHeaderAdvice(llvm::StringRef Header);

} // namespace ampclang
