// Microsoft's headers define namespace Concurrency and make `concurrency` an
// alias of it; C++ AMP code reopens `Concurrency` (namespace Concurrency { namespace
// Test { ... } }), so the library lives under that spelling too.
#pragma once

namespace Concurrency {}
namespace concurrency = Concurrency;
