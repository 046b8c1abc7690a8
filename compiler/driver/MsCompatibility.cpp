// Clang's -fms-compatibility on a Linux target keeps the Itanium ABI and
// defines no _MSC_VER, but it stops predefining the GNU macros (measured on
// Clang 19, x86-64, `-dM -E` with and without it): libstdc++ then loses
// char16_t (MSVC versions before 19.00 lack it), its atomics
// (`__GCC_ATOMIC_*`) and its GNU paths (`__GNUC__`). They are defined back
// with the values Clang gives them otherwise.
#include "driver/MsCompatibility.h"

namespace ampclang {

std::vector<std::string> msCompatibilityArgs() {
  std::vector<std::string> Args = {"-fms-compatibility", "-fms-compatibility-version=19.00",
                                   "-fdelayed-template-parsing"};
  static const char *Macros[] = {
      "__GNUC__=4", "__GNUC_MINOR__=2", "__GNUC_PATCHLEVEL__=1", "__GNUG__=4", "__GNUC_GNU_INLINE__=1",
      "__GXX_ABI_VERSION=1002", "__GXX_RTTI=1", "__GXX_WEAK__=1", "__GXX_EXPERIMENTAL_CXX0X__=1",
      "__EXCEPTIONS=1", "__STRICT_ANSI__=1", "__GCC_ATOMIC_TEST_AND_SET_TRUEVAL=1"};
  for (const char *M : Macros)
    Args.push_back(std::string("-D") + M);
  for (const char *Type : {"BOOL", "CHAR", "CHAR16_T", "CHAR32_T", "WCHAR_T", "SHORT", "INT", "LONG", "LLONG",
                           "POINTER"})
    Args.push_back(std::string("-D__GCC_ATOMIC_") + Type + "_LOCK_FREE=2");
  // Visual C++ accepts a narrowing non-type template argument with a warning
  // (HighBit<-1, 0x80000000> over `int`), converting it: so does Clang then.
  Args.push_back("-Wno-error=c++11-narrowing");
  // A temporary bound to a non-const reference argument: the front end wraps
  // it in __amp_clang_lvalue (frontend/ReferenceBindingFix.cpp).
  Args.insert(Args.end(), {"-include", "amp_clang/msvc/reference_binding.h"});
  // std::exception("message"), the CRT's _s functions and stdext in files
  // that do not include <amp.h> (amp_clang/msvc/every_translation_unit.h).
  Args.insert(Args.end(), {"-include", "amp_clang/msvc/every_translation_unit.h"});
  return Args;
}

std::vector<std::string> msArchitectureMacros() {
#if defined(__x86_64__)
  return {"-D_M_X64=100", "-D_M_AMD64=100"};
#elif defined(__aarch64__)
  return {"-D_M_ARM64=1"};
#else
  return {};
#endif
}

} // namespace ampclang
