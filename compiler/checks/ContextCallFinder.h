// Every call of the translation unit's own code, with the restriction of the
// code it is written in: for the rules that judge calls in cpu code as well.
#pragma once

#include "ast/Restriction.h"
#include "checks/AmpCheck.h"
#include "checks/CallUse.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace ampclang {

/// Calls \p Fn for every call, construction and destruction (of locals and
/// temporaries) written in the user's functions, lambdas and global
/// initialisers (the latter are cpu code), and for the base and member
/// initialisations a written constructor performs implicitly. amp.h's own code
/// and system headers are skipped; templates are seen through their
/// instantiations. \p Context is the restriction of the enclosing function.
void forEachCallInContext(CheckContext &Ctx,
                          llvm::function_ref<void(const CallUse &Use, const Restriction &Context)> Fn);

} // namespace ampclang
