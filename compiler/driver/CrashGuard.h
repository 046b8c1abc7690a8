// Internal errors (a crash, an assertion, llvm::report_fatal_error) inside
// amp-clang are told apart from errors in the user's input: their own exit
// status and a request for a bug report naming the file being compiled.
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace ampclang {

/// The exit status of an internal error: EX_SOFTWARE, as clang's.
constexpr int InternalErrorStatus = 70;

/// Turns crash recovery and stack dumps on; once per process, before any guarded work.
void enableCrashRecovery(const char *Argv0);

/// Runs \p Work for \p Source; its status, or InternalErrorStatus (after
/// printing the bug-report request) if it crashed. The test hook
/// AMP_CLANG_TEST_CRASH=signal|fatal crashes it on purpose.
int runGuarded(const std::string &Source, llvm::function_ref<int()> Work);

} // namespace ampclang
