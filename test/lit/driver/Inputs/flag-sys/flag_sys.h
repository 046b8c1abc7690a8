// Found only through -isystem (compile-flags.cpp).
#pragma once
#define FLAG_SYS 3
