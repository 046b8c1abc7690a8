// Microsoft's <amprt.h>, the header its reference names for accelerator: the
// runtime's part of C++ AMP (accelerator, accelerator_view, completion_future,
// access_type, the exceptions), without the containers and kernels of <amp.h>.
// Like Microsoft's, it brings in <vector>.
#pragma once

#include <amp_clang/restrict.h> // first: restrict(...)

#include <string>
#include <vector>

#include <amp_clang/access_type.h>
#include <amp_clang/completion_future.h>
#include <amp_clang/exceptions.h>
#include <amp_clang/accelerator.h>
