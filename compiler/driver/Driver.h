// The amp-clang command: front end per source, then the host compiler and linker.
#pragma once

namespace ampclang {

/// Runs amp-clang with the process's arguments; returns the exit status.
int runDriver(int Argc, const char **Argv);

} // namespace ampclang
