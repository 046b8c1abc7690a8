// Forced in with -include (compile-flags.cpp).
#define FLAG_INCLUDED 5
