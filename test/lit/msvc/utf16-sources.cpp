// RUN: not %amp-clang %S/Inputs/utf16/utf16-le-source.cpp -o %t 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %amp-clang -fms-compatibility %S/Inputs/utf16/utf16-le-source.cpp -o %t 2>&1 | FileCheck %s --allow-empty --check-prefix=BUILD --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// RUN: not %amp-clang -fms-compatibility -DBAD %S/Inputs/utf16/utf16-le-source.cpp -o %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
// Visual Studio saves some sources as UTF-16 with a byte order mark, which
// Clang refuses ("UTF-16 (LE) byte order mark detected ..., but encoding is
// not supported"). Under -fms-compatibility amp-clang reads them as UTF-8
// (Inputs/utf16: a UTF-16 LE source with CRLF lines including a UTF-16 BE
// header), for the front end and the host compile alike; diagnostics point
// at the line and column of the UTF-8 text (the byte order mark dropped;
// columns count bytes, as Clang counts them in any UTF-8 file: "é" is two).
// This file itself is ASCII: the UTF-16 files are its inputs.
// DEFAULT: UTF-16 (LE) byte order mark detected
// BUILD-NOT: {{.}}
// CHECK: 7 été 5
// BAD: utf16-le-source.cpp:18:18: error: use of undeclared identifier 'undeclared_name'
