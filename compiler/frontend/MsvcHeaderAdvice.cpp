// One line per header: what it is, and what to write instead (docs/msvc.md).
#include "frontend/MsvcHeaderAdvice.h"

#include "llvm/ADT/StringSwitch.h"

namespace ampclang {

const char *msvcHeaderAdvice(llvm::StringRef Header) {
  return llvm::StringSwitch<const char *>(Header.lower())
      .Case("sal.h", "<sal.h> holds the Windows SDK's source annotations (_In_, _Out_, ...); remove the #include "
                     "and define the annotations the code uses as empty macros")
      .Case("tchar.h", "<tchar.h> holds Windows' generic-text mappings (_TCHAR, _T(), _tmain); write char or "
                       "wchar_t, plain literals and main instead")
      .Cases("windows.h", "d3d11.h", "amp_directx.h",
             "Windows and Direct3D headers do not exist on OpenCL platforms; keep the code that needs them behind "
             "#ifdef _WIN32 (amp-clang's interop is concurrency::direct3d in <amp.h>)")
      .Default(nullptr);
}

} // namespace ampclang
