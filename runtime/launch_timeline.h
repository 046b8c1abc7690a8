// When launches run: with AMP_CLANG_LOG_TIME=1 at AMP_CLANG_LOG=3, each launch
// logs the moments its kernel starts running and completes, as the driver
// reports them (event callbacks), so a log shows whether devices overlapped.
#pragma once

#include "opencl_hpp.h"

#include <string>

namespace amp_clang::detail {

/// Whether launches are timed (then enqueue asks for each launch's event).
bool launches_timed();
/// Logs "<what> running" and "<what> complete" when \p e gets there.
void log_progress(cl_event e, const std::string &what);

} // namespace amp_clang::detail
