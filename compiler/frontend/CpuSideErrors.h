// Errors in cpu code of a file with restriction twins are judged on the host view.
//
// The front end parses the device view, where each cpu twin is hidden, so cpu
// code there sees the amp twin: `decltype(h())` beside `float h()
// restrict(cpu)` and `int h() restrict(amp)` is int in cpu code too, and a
// static_assert on it fails. In such a file the device parse holds back the
// errors raised outside amp functions (cpu-only functions, namespace scope),
// and a second, syntax-only parse of the host view (amp twins hidden, so cpu
// code resolves as C++ AMP says) reports exactly those. Each error is judged
// by the view whose overloads its context sees.
#pragma once

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"

#include <memory>
#include <string>

namespace ampclang {

enum class CpuSideMode {
  Defer, ///< device view: hold back errors and warnings raised outside amp functions
  Judge  ///< host view: report only errors and warnings raised outside amp functions
};

/// Wraps \p CI's diagnostic consumer. With Defer, \p Deferred is set when an
/// error was held back (the parse then counts as error-free if nothing else
/// failed). Warnings of cpu code are held back (and set \p Deferred) where the
/// source names a twin (\p NamesTwin) or a parse of the host view follows
/// anyway; else the device view reports them: a helper library's own twins
/// must not double the front end's time of every source that includes it.
void filterCpuSideErrors(clang::CompilerInstance &CI, CpuSideMode Mode, bool &Deferred, bool NamesTwin = false);

/// A syntax-only parse whose errors outside amp functions are reported, the
/// others dropped (the device view's parse reported those). Errors inside
/// \p LibraryDir's headers are reported at the user's code, as in the device view.
std::unique_ptr<clang::FrontendAction> makeHostViewJudge(std::string LibraryDir);

} // namespace ampclang
