// Spelling of C++ AMP's restriction specifiers and tile_static for stock compilers.
// amp-clang's front end parses with AMP_CLANG_FRONTEND defined: restrict(...)
// becomes an annotation that the checks and the lowering read. Host compilers
// see the code after amp-clang rewrote it and need the specifiers to vanish.
// A function-like macro leaves C's `int *restrict p` alone.
#pragma once

#include <amp_clang/namespace.h>

// glibc's <strings.h> declares the legacy POSIX function `index` at global
// scope, which makes `index<1>` ambiguous after `using namespace concurrency`
// (it never was on Windows). Declare it once here under another name; its C++
// declarations keep their asm label, so calls to it still link.
#if defined(__GLIBC__) || defined(__linux__)
#define index amp_clang_posix_index
#include <strings.h>
#undef index
#endif

#ifndef restrict
#if defined(AMP_CLANG_FRONTEND)
// Two levels, so that a macro argument (restrict(AMP_RESTRICTION)) expands
// before it is turned into the annotation's text.
#if defined(AMP_CLANG_CUDA_TARGETS)
#define restrict(...) __attribute__((annotate(AMP_CLANG_RESTRICTION_TEXT(__VA_ARGS__)))) AMP_CLANG_TARGETS(__VA_ARGS__)
#define AMP_CLANG_TARGETS(...)                                                                                         \
  AMP_CLANG_TARGETS_PICK(__VA_ARGS__, AMP_CLANG_TARGETS4, AMP_CLANG_TARGETS3, AMP_CLANG_TARGETS2,                      \
                         AMP_CLANG_TARGETS1, )                                                                         \
  (__VA_ARGS__)
#define AMP_CLANG_TARGETS_PICK(_AmpA, B, _AmpC, D, _AmpN, ...) _AmpN
#define AMP_CLANG_TARGETS1(_AmpA) AMP_CLANG_TARGET(_AmpA)
#define AMP_CLANG_TARGETS2(_AmpA, B) AMP_CLANG_TARGET(_AmpA) AMP_CLANG_TARGET(B)
#define AMP_CLANG_TARGETS3(_AmpA, B, _AmpC) AMP_CLANG_TARGET(_AmpA) AMP_CLANG_TARGET(B) AMP_CLANG_TARGET(_AmpC)
#define AMP_CLANG_TARGETS4(_AmpA, B, _AmpC, D)                                                                         \
  AMP_CLANG_TARGET(_AmpA) AMP_CLANG_TARGET(B) AMP_CLANG_TARGET(_AmpC) AMP_CLANG_TARGET(D)
#define AMP_CLANG_TARGET(_AmpA) AMP_CLANG_TARGET_##_AmpA
#define AMP_CLANG_TARGET_cpu __attribute__((host))
#define AMP_CLANG_TARGET_amp __attribute__((device))
#define AMP_CLANG_TARGET_
// <new>'s placement forms are host functions under CUDA targets; amp code may
// write them (the rule amp-new-delete judges it), so they have device twins.
__attribute__((device)) inline void *operator new(__SIZE_TYPE__, void *p) noexcept { return p; }
__attribute__((device)) inline void *operator new[](__SIZE_TYPE__, void *p) noexcept { return p; }
__attribute__((device)) inline void operator delete(void *, void *) noexcept {}
__attribute__((device)) inline void operator delete[](void *, void *) noexcept {}
#else
#define restrict(...) __attribute__((annotate(AMP_CLANG_RESTRICTION_TEXT(__VA_ARGS__))))
#endif
#define AMP_CLANG_RESTRICTION_TEXT(...) "amp.restrict:" #__VA_ARGS__
// A restriction ending a nested declarator (`int (*get() restrict(cpu))(int)`),
// where Clang takes an attribute of the function type only.
#define _AmpRtyp(...) [[clang::annotate_type(AMP_CLANG_RESTRICTION_TEXT(__VA_ARGS__))]]
// tile_static is a storage class: one variable per tile, never constructed,
// which local classes and nested lambdas of the function name without capture.
#define tile_static static __attribute__((annotate("amp.tile_static")))
#else
#define restrict(...)
#define _AmpRtyp(...)
// On the host accelerator one thread runs a tile (its threads are fibers):
// a variable per thread is one per tile, and launches from other threads keep
// their own (amp_clang/host_launch.h).
#define tile_static static thread_local
#if defined(__cplusplus)
namespace amp_clang {
// The first argument of the amp constructors the host accelerator tells from
// their cpu overloads (amp-clang's host rewrite adds both; compiler/host/ConstructorTags.h).
struct amp_twin_tag {};
} // namespace amp_clang
#endif
#endif
#endif
