// The prelude defines every helper of each rank and view type a program uses
// (OpenCLPrelude.cpp); a device compiler still parses each one, and a cold
// program build is measured against a hand-written kernel's. Helpers nothing
// calls are dropped from the finished program text.
#pragma once

#include <string>

namespace ampclang {

/// \p Program without its one-line `inline` helper definitions that no other
/// line names, repeated until every helper left is named somewhere.
std::string dropUnusedHelpers(const std::string &Program);

} // namespace ampclang
