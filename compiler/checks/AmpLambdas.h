// The amp lambdas that are not kernels, whose captures follow the kernels' rules.
#pragma once

#include "checks/AmpCheck.h"

#include "clang/AST/DeclCXX.h"

#include <vector>

namespace ampclang {

/// The closure classes of every restrict(amp) lambda that no parallel_for_each
/// launches: lambdas written in amp code (they take its restriction) and amp
/// lambdas written in cpu code. Their captures are data members of an amp
/// class, so Microsoft's capture rules hold for them as for kernels.
std::vector<const clang::CXXRecordDecl *> nonKernelAmpLambdas(const CheckContext &Ctx);

} // namespace ampclang
