// How -v and -### show a command: each argument in double quotes, as clang does.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace ampclang {

/// Writes \p Args on one line, each quoted (llvm::sys::printArg), then \p Note.
void printCommand(llvm::raw_ostream &OS, const std::vector<std::string> &Args, llvm::StringRef Note = "");

} // namespace ampclang
