// Class templates named in amp functions' signatures: C++ instantiates one
// only where its definition is needed, so `int f(const Box<unsigned char> &)
// restrict(amp)` leaves Box<unsigned char> undefined when nothing else uses
// it. Whether it is an amp-compatible type needs its definition, as Visual
// C++'s check does.
#pragma once

#include "clang/Sema/Sema.h"

namespace ampclang {

/// Instantiates, where possible and without diagnostics, the class template
/// specializations that the parameter and return types of the user's amp
/// functions name (through references, pointers and arrays).
void instantiateAmpSignatureTypes(clang::Sema &S, clang::ASTContext &Ctx);

} // namespace ampclang
