// Spelling of C++ AMP's restriction specifiers and tile_static for stock compilers.
// amp-clang's front end parses with AMP_CLANG_FRONTEND defined: restrict(...)
// becomes an annotation that the checks and the lowering read. Host compilers
// see the code after amp-clang rewrote it and need the specifiers to vanish.
// A function-like macro leaves C's `int *restrict p` alone.
#pragma once

#ifndef restrict
#if defined(AMP_CLANG_FRONTEND)
#define restrict(...) __attribute__((annotate("amp.restrict:" #__VA_ARGS__)))
#define tile_static __attribute__((annotate("amp.tile_static")))
#else
#define restrict(...)
#define tile_static
#endif
#endif
