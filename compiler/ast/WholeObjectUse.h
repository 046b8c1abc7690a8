// Whether a functor kernel's operator() needs its object as a whole.
#pragma once

#include "clang/AST/Decl.h"

namespace ampclang {

/// True if \p Op's body uses `this` other than to name a data member: it calls
/// a method of its own object, copies `*this`, passes `this` on, or a lambda
/// in it captures `this`. Such a kernel's object must exist on the device as
/// one struct, its views included (ProgramLowering's kernel self-copy).
bool usesWholeObject(const clang::FunctionDecl &Op);

} // namespace ampclang
