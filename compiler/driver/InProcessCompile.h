// The host compile run inside amp-clang when the host compiler is the Clang
// amp-clang is built on: the same compiler, without starting another process.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace ampclang {

/// False where a flag of \p Args needs a process of its own (-mllvm options are
/// global, -save-temps and -S ask for other outputs, ...).
bool mayCompileInProcess(const std::vector<std::string> &Args);

/// Runs \p Args (a clang++ command line of one compile to an object) as that
/// Clang's -cc1 job in this process. The exit status, or none where the
/// command is not one job of Clang's own (then run the external compiler).
/// With \p UnoptimizedHostKernels, the host accelerator's copies of the kernels
/// are code-generated as at -O0 whatever the -O (host/HostKernelOptnonePass.h).
std::optional<int> compileInProcess(const std::vector<std::string> &Args, bool UnoptimizedHostKernels);

} // namespace ampclang
