// Clang's own MSVC compatibility for amp-clang's -fms-compatibility.
#pragma once

#include <string>
#include <vector>

namespace ampclang {

/// The Clang flags that make Clang accept what Visual C++ accepts in
/// templates, for the front end and a Clang host compile alike:
/// -fms-compatibility (dependent names without `typename`, unqualified lookup
/// into dependent bases, a typedef shadowing a template parameter),
/// -fdelayed-template-parsing (template bodies are parsed when instantiated,
/// so they may name what is declared after them), the GNU macros
/// -fms-compatibility takes away, without which libstdc++ does not compile,
/// and the helper of temporaries bound to non-const references
/// (amp_clang/msvc/reference_binding.h).
std::vector<std::string> msCompatibilityArgs();

/// Visual C++'s architecture macros for this host (`_M_X64`, `_M_AMD64` on
/// x86-64), which programs test to pick their types; for the front end and
/// any host compiler under -fms-compatibility.
std::vector<std::string> msArchitectureMacros();

/// Defined for the front end and the host compile under -fms-compatibility:
/// <amp.h> then brings in Visual C++'s library habits (Windows names, the
/// CRT's _s functions, ...: include/amp_clang/msvc/compatibility.h).
inline constexpr const char *MsCompatibilityMacro = "-D__AMP_CLANG_MS_COMPATIBILITY__=1";

} // namespace ampclang
