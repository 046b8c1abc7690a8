// Functor kernels of class templates: their operator() is never called by
// host code, so Sema leaves its definition uninstantiated.
#pragma once

#include "ast/KernelSite.h"

#include "clang/Sema/Sema.h"

#include <vector>

namespace ampclang {

/// Instantiates the operator() of each site's kernel class where Sema has
/// only its declaration (and, recursively, what it calls).
void instantiateKernelOperators(clang::Sema &S, const std::vector<KernelSite> &Sites);

} // namespace ampclang
