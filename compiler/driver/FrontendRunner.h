// Runs Clang's front end with amp-clang's action over one source file.
#pragma once

#include "driver/Options.h"
#include "driver/Toolchain.h"
#include "frontend/AmpFrontendAction.h"

namespace ampclang {

/// True if the file parsed, passed the checks and (in Lower mode) was lowered.
bool runFrontend(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source, FrontendMode Mode,
                 FrontendResult &Result);

} // namespace ampclang
