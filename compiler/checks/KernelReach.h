// What a kernel reaches: the functions it calls and the tile_static variables they declare.
#pragma once

#include "ast/KernelSite.h"
#include "ast/TwinNames.h"

#include "clang/AST/Decl.h"
#include "llvm/ADT/StringSet.h"

#include <vector>

namespace ampclang {

/// \p Root and every function with a body it calls, directly or not (calls,
/// constructions, lambdas called on the spot), in discovery order. amp.h's
/// own functions are left out.
std::vector<const clang::FunctionDecl *> reachableFunctions(const clang::FunctionDecl &Root);

/// The tile_static variables declared in \p FD's own body (nested lambdas'
/// bodies are functions of their own).
std::vector<const clang::VarDecl *> tileStaticVars(const clang::FunctionDecl &FD);

/// \p FD is one of a pair overloaded on restriction (RestrictionViews), whose
/// names \p Twins holds with their namespaces and classes: "N::Class::name".
bool isRestrictionTwin(const clang::FunctionDecl &FD, const TwinNames &Twins);

/// \p FD's overload set also has restrict(cpu)-only members (in
/// \p Twins.WithCpuOverloads): the host compile may choose one of them.
bool hasCpuOnlyTwins(const clang::FunctionDecl &FD, const TwinNames &Twins);

/// \p FD's own name ("name", or "Class::name" for a member) is that of a
/// restriction twin in any namespace (\p Twins.Unscoped).
bool sharesNameWithTwin(const clang::FunctionDecl &FD, const TwinNames &Twins);

/// Where diagnostics about a whole kernel point: the lambda, or the functor
/// argument of parallel_for_each.
clang::SourceLocation kernelLoc(const KernelSite &K);

} // namespace ampclang
