// A kernel written in a template is one host text for all its instantiations:
// at run time the host picks an instantiation's kernel by its key
// (InstantiationKey) and fills its captures at that kernel's offsets.
#pragma once

#include "checks/AmpDiagnostics.h"
#include "lowering/ProgramLowering.h"

#include <vector>

namespace ampclang {

/// Plans the host text each template's lambda kernel shares with its other
/// instantiations: the captures it fills (those of any instantiation, by name:
/// `if constexpr` and overloads can make them differ; one an instantiation
/// lacks is skipped there) and each one's key (LoweredKernel::Fill, TypeKey).
/// Reports what one text cannot serve: captures in another order, a captured
/// struct holding views that some lack, or instantiations sharing a key but
/// not a kernel. Returns false if it reported any.
bool planTemplateVariants(std::vector<LoweredKernel> &Kernels, AmpDiagnostics &Diags);

} // namespace ampclang
