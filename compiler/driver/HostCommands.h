// The commands amp-clang runs after its front end: the host compile of a
// rewritten source, the link, -E's preprocessor, a query of the host compiler.
#pragma once

#include "driver/FrontendRunner.h"
#include "driver/Options.h"
#include "driver/Toolchain.h"

#include "llvm/ADT/Twine.h"

#include <string>
#include <vector>

namespace ampclang {

/// Prints "amp-clang: error: <Message>"; returns 1, a user error's status.
int reportError(const llvm::Twine &Message);

/// Temporary files removed when the driver ends; with -### only named.
class TempFiles {
public:
  explicit TempFiles(bool NameOnly = false) : NameOnly(NameOnly) {}
  ~TempFiles();
  /// A fresh path; empty if it cannot be made.
  std::string make(llvm::StringRef Prefix, llvm::StringRef Suffix);

private:
  bool NameOnly;
  std::vector<std::string> Files;
};

/// Writes \p Text to \p Path, or stdout for "" and "-".
bool writeOutput(const std::string &Path, const std::string &Text);

/// Runs \p Args (echoed with -v); its exit status, or -1 if it could not run.
int execute(const DriverOptions &Opts, const std::vector<std::string> &Args);

/// Compiles \p Source's rewrite (\p Result) into \p Object with the host compiler.
int compileHost(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source,
                const FrontendResult &Result, const std::string &Object, TempFiles &Temps);

/// The host compile of the rewritten text in \p Rewritten, without a PCH (as -### shows it).
std::vector<std::string> hostCompileArgs(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source,
                                         const std::string &Rewritten, const std::string &Object);

/// The link of \p Objects with the user's inputs and amp's runtime.
std::vector<std::string> linkArgs(const DriverOptions &Opts, const Toolchain &TC,
                                  const std::vector<std::string> &Objects);

/// -E: the host compiler's preprocessor over the original \p Source.
std::vector<std::string> preprocessArgs(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source);

/// No inputs, only flags for the host compiler: its own command line.
std::vector<std::string> hostQueryArgs(const DriverOptions &Opts);

} // namespace ampclang
