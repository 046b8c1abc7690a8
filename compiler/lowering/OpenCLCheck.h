// The OpenCL C amp-clang generates is parsed, in process, by Clang's OpenCL
// C 1.2 front end before the program is built: a lowering bug is amp-clang's
// internal error at compile time, never a clBuildProgram failure at run time.
#pragma once

#include <optional>
#include <string>

namespace ampclang {

/// The first error Clang finds in a generated program.
struct OpenCLError {
  unsigned Line = 0;   ///< in the program text, from 1
  std::string Message; ///< Clang's words
  std::string Kernel;  ///< the __kernel function the line belongs to, if any
  std::string Text;    ///< the program's line itself
  bool Undefined = false; ///< a warning that means undefined behaviour, not a syntax error
};

/// Parses \p Program as OpenCL C 1.2 with the default header of Clang's
/// resource folder \p ResourceDir; nullopt when it compiles.
std::optional<OpenCLError> checkOpenCL(const std::string &Program, const std::string &ResourceDir);

/// Test hook (AMP_CLANG_TEST_BREAK_OPENCL=1): \p Program with an undeclared
/// name in its first kernel's body, which the check must report.
void breakOpenCLForTest(std::string &Program);

} // namespace ampclang
