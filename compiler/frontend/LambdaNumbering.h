// Closure types keep the mangled names the host compile gives them.
#pragma once

namespace clang {
class ASTContext;
}

namespace ampclang {

/// The front end parses in CUDA mode (restriction takes part in overload
/// resolution), where Clang numbers every lambda, also those of functions that
/// are not inline, so that a device compile and a host compile name kernels
/// alike. The host compile is plain C++ and leaves those unnumbered: typeid
/// names a local closure type `Z4mainE3$_0`, not `Z4mainEUlvE_`. Kernels are
/// found at run time by the typeid names of their capture types, so the user's
/// lambdas get back the numbering plain C++ gives them.
void restoreHostLambdaNumbering(clang::ASTContext &Ctx);

} // namespace ampclang
