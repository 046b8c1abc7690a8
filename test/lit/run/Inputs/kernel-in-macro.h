// A test harness macro in the style of gpuinvoke.h: the kernel is spelled in
// the macro body, the function it calls in the macro's arguments.
#pragma once
#include <amp.h>

#define RUN_ON_GPU(acc_view, result_type, func, ...) [&]() mutable {                        \
    result_type gpu_result;                                                                  \
    concurrency::array_view<result_type, 1> gpu_view(1, &(gpu_result));                    \
    gpu_view.discard_data();                                                                 \
    concurrency::parallel_for_each(acc_view, gpu_view.get_extent(),                         \
                                   [=](concurrency::index<1> i) restrict(amp) {             \
                                     gpu_view[i] = (func)(__VA_ARGS__);                     \
                                   });                                                       \
    return gpu_view[0];                                                                      \
  }()
