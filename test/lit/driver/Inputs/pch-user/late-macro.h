#pragma once
#include <cstdio>
#ifdef EOF
#include <amp.h>
#endif
