// RUN: not %amp-clang -fsyntax-only -DHEADER='<sal.h>' %s 2>&1 | FileCheck %s --check-prefix=SAL --implicit-check-not=error:
// RUN: not %amp-clang -fms-extensions -fsyntax-only -DHEADER='<windows.h>' %s 2>&1 | FileCheck %s --check-prefix=WIN --implicit-check-not=error:
// Windows-only headers included beside amp.h: one error naming the header,
// one note saying what to do, nothing after it.
#include <amp.h>
#include HEADER
_In_ int f(_In_ int x);

// SAL: windows-headers.cpp:[[@LINE-3]]:10: fatal error: 'sal.h' file not found
// SAL: note: <sal.h> holds the Windows SDK's source annotations (_In_, _Out_, ...); remove the #include and define the annotations the code uses as empty macros
// WIN: fatal error: 'windows.h' file not found
// WIN: note: Windows and Direct3D headers do not exist on OpenCL platforms
