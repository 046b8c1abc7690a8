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

/// A template cpu twin that launches kernels is renamed in the device view
/// (`$wice` for `twice`: frontend/RestrictionViews), where nothing calls it.
/// Instantiates it with the arguments of each instantiation of its amp twin
/// (the cpu calls of `twice` reach the amp `twice` there, deducing the same
/// arguments), and a renamed member of a class template in each instantiated
/// class, so that the kernels in them are found.
void instantiateRenamedCpuTwins(clang::Sema &S, clang::ASTContext &Ctx);

} // namespace ampclang
