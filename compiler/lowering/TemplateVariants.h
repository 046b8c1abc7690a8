// A kernel written in a template is one host text for all its instantiations:
// at run time the host picks an instantiation's kernel by its key
// (InstantiationKey). What that one text cannot serve is refused here.
#pragma once

#include "checks/AmpDiagnostics.h"
#include "lowering/ProgramLowering.h"

#include <vector>

namespace ampclang {

/// Reports instantiations of one kernel text that capture other variables
/// (their fills differ), or that share a key but not a kernel (the host could
/// not tell which to run). Returns false if it reported any.
bool checkTemplateVariants(const std::vector<LoweredKernel> &Kernels, AmpDiagnostics &Diags);

} // namespace ampclang
