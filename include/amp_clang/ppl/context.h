// concrt.h's free functions: wait(milliseconds) and GetProcessorCount().
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <chrono>
#include <thread>

namespace Concurrency {
/// Pauses the calling thread for _Milliseconds; 0 yields to other runnable threads.
inline void wait(unsigned int _Milliseconds) {
  if (_Milliseconds == 0)
    std::this_thread::yield();
  else
    std::this_thread::sleep_for(std::chrono::milliseconds(_Milliseconds));
}

/// The number of hardware threads PPL's algorithms spread work over.
inline unsigned int GetProcessorCount() { return static_cast<unsigned int>(tbb::info::default_concurrency()); }
} // namespace Concurrency
