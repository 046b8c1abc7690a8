// One report per place: a rule broken in a template's code that does not
// depend on its arguments is found in every instantiation, at the same place
// with the same words; the user needs it once.
#pragma once

namespace clang {
class CompilerInstance;
} // namespace clang

namespace ampclang {

/// Drops an amp-clang error or warning identical (place and text) to one
/// already reported, with the notes that follow it. Clang's own diagnostics
/// pass unchanged.
void dropRepeatedAmpDiagnostics(clang::CompilerInstance &CI);

} // namespace ampclang
