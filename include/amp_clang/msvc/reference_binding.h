// Visual C++ binds a temporary to a non-const lvalue reference (its
// /Zc:referenceBinding- default, warning C4239): `void f(S &); f(S());`.
// Under -fms-compatibility amp-clang's front end wraps such an argument in
// __amp_clang_lvalue(...) (in amp code __amp_clang_lvalue_amp), an lvalue of the temporary, which lives to the end
// of the full-expression, as it does in Visual C++ (docs/msvc.md). The driver
// includes this header in every compile under the flag, for the front end
// and the host compile alike.
#pragma once

#ifdef __cplusplus // the driver's -include reaches C sources too
#include <amp_clang/restrict.h>

template <class _AmpT> inline _AmpT &__amp_clang_lvalue(_AmpT &&__value) restrict(cpu) { return __value; }
// In amp code (and restrict(cpu, amp) code), the wrapper amp code may call.
template <class _AmpT> inline _AmpT &__amp_clang_lvalue_amp(_AmpT &&__value) restrict(cpu, amp) { return __value; }
#endif
