// amp.h's amp-only math (fast_math, precise_math, direct3d::abs) has the C
// library's names and signatures: `using namespace fast_math; sqrtf(x)` sees
// both ::sqrtf and fast_math::sqrtf. Microsoft's compiler picks by the
// caller's restriction; Clang cannot, so amp.h's function wins the tie
// everywhere (Clang prefers a function with a true enable_if). In cpu code it
// computes what the C library's does (its host body), and the rule
// amp-call-amp-function lets such a call through a plain name pass.
#pragma once

#if defined(__clang__) && defined(__has_attribute)
#if __has_attribute(enable_if)
#define AMP_CLANG_PREFERRED __attribute__((enable_if(true, "")))
#endif
#endif
#ifndef AMP_CLANG_PREFERRED
#define AMP_CLANG_PREFERRED
#endif
