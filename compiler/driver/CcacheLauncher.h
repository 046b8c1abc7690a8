// `amp-clang --launcher --ccache=<ccache> <cxx> ...`: the compile, run again
// behind ccache.
#pragma once

#include "driver/Options.h"

namespace ampclang {

/// Runs `<ccache> <this amp-clang> [--host-cxx=<cxx>] <args>` and returns its
/// exit status (1 when ccache cannot be run).
int runBehindCcache(const DriverOptions &Opts, const char *Argv0);

} // namespace ampclang
