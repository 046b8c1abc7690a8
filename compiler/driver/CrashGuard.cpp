// llvm::CrashRecoveryContext catches the signal of a crash and the abort() of
// a failed assertion or report_fatal_error, so the driver can still say which
// file it was compiling and exit with a status of its own.
#include "driver/CrashGuard.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdlib>

namespace ampclang {
namespace {

/// AMP_CLANG_TEST_CRASH: lit tests make an internal error happen on purpose.
void crashIfAsked() {
  const char *Kind = std::getenv("AMP_CLANG_TEST_CRASH");
  if (!Kind || !*Kind)
    return;
  if (llvm::StringRef(Kind) == "signal")
    std::raise(SIGSEGV);
  llvm::report_fatal_error("AMP_CLANG_TEST_CRASH asked for an internal error");
}

} // namespace

void enableCrashRecovery(const char *Argv0) {
  // The stack of the crash goes into the bug report.
  llvm::sys::PrintStackTraceOnErrorSignal(Argv0);
  llvm::EnablePrettyStackTrace(); // "Stack dump: 0. amp-clang: compiling '<file>'"
  llvm::setBugReportMsg("PLEASE submit a bug report to amp-clang's maintainers and include the crash backtrace.\n");
  llvm::CrashRecoveryContext::Enable();
}

int runGuarded(const std::string &Source, llvm::function_ref<int()> Work) {
  int Status = 0;
  llvm::CrashRecoveryContext Context;
  Context.DumpStackAndCleanupOnFailure = true;
  std::string Entry = "amp-clang: compiling '" + Source + "'";
  llvm::PrettyStackTraceString Compiling(Entry.c_str());
  if (Context.RunSafely([&] {
        crashIfAsked();
        Status = Work();
      }))
    return Status;
  llvm::errs() << "amp-clang: error: internal compiler error while compiling '" << Source
               << "' (exit status " << Context.RetCode << ")\n"
               << "amp-clang: note: this is a bug in amp-clang, not in your code: please submit a bug report with "
                  "the source file, the headers it includes and the command line\n";
  return InternalErrorStatus;
}

} // namespace ampclang
