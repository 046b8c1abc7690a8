// RUN: %amp-clang -fms-compatibility -fsyntax-only -Xclang -verify %s
// `void main()`, which Visual C++ accepts, is not accepted: Clang rejects it
// in every mode on a Linux target, -fms-compatibility included, and offers
// the fix (docs/msvc.md, "Not accepted, and why"). This test fails when that
// changes.
#include <amp.h>

void main() {} // expected-error {{'main' must return 'int'}}
