// concurrency::access_type (C++ AMP 1.2): how the CPU may reach an array's memory.
#pragma once

#include <amp_clang/namespace.h>

namespace Concurrency {

/// An array's cpu_access_type; access_type_auto lets the runtime choose. On
/// OpenCL every array keeps a host shadow, so the choice never changes results.
enum access_type {
  access_type_none = 0,
  access_type_read = 1 << 0,
  access_type_write = 1 << 1,
  access_type_read_write = access_type_read | access_type_write,
  access_type_auto = 1 << 31,
};

} // namespace Concurrency
