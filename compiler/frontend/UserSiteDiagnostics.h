// Reports errors that arise inside library headers at the user's code that caused them.
#pragma once

#include "clang/Basic/Diagnostic.h"

#include <memory>
#include <string>

namespace clang {
class CompilerInstance;
} // namespace clang

namespace ampclang {

/// Makes \p CI's diagnostics name the user's code: an error located in
/// amp-clang's headers (\p LibraryDir) or in a system header, raised while a
/// template is instantiated for the user's code, is reported at the nearest
/// point of instantiation in the user's files, followed by a note at its
/// original place and Clang's own notes. Errors in the user's code, warnings
/// and notes are untouched. Does nothing under -verify, whose consumer must
/// see every diagnostic where Clang put it.
void reportLibraryErrorsAtUserSite(clang::CompilerInstance &CI, std::string LibraryDir);

} // namespace ampclang
