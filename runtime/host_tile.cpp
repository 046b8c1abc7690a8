// The host accelerator's tiles: each thread of a tile is a fiber (ucontext) on
// the launching thread. A fiber runs until it waits at a barrier or ends; the
// scheduler resumes the others in turn, so that no fiber passes a barrier
// before every live fiber of its tile has reached it, as on a device.
#include <amp_clang/host_launch.h>

#include <amp_clang/exceptions.h>

#include "sanitizer.h"

#include <sys/mman.h>
#include <ucontext.h>

#include <exception>
#include <vector>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define AMP_CLANG_ASAN_FIBERS 1
#endif
#endif
#if defined(AMP_CLANG_ASAN_FIBERS)
#include <sanitizer/common_interface_defs.h>
#endif

namespace amp_clang::detail {
namespace {

/// Stack of one fiber: room for a kernel's private arrays and a sanitizer's
/// frames. Mapped without reserve, so untouched pages cost nothing.
constexpr std::size_t fiber_stack_bytes = std::size_t(1) << 20;

struct fiber {
  ucontext_t context;
  void *stack = nullptr;
  bool done = false;
};

/// The tile being run on this thread.
struct tile_run {
  void (*body)(void *, int);
  void *ctx;
  ucontext_t scheduler;
  std::vector<fiber> *fibers;
  int current = 0;
  std::exception_ptr error;
  const void *scheduler_stack = nullptr; ///< for ASan: the stack fibers return to
  std::size_t scheduler_stack_size = 0;
};

thread_local tile_run *active = nullptr;

/// Stacks are kept per thread for the next tile.
struct stack_pool {
  std::vector<void *> stacks;
  ~stack_pool() {
    for (void *s : stacks) munmap(s, fiber_stack_bytes);
  }
  void *get(std::size_t i) {
    while (stacks.size() <= i) {
      void *s = mmap(nullptr, fiber_stack_bytes, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (s == MAP_FAILED)
        throw concurrency::out_of_memory("host accelerator: no memory for a tile's fiber stacks");
      stacks.push_back(s);
    }
    return stacks[i];
  }
};

/// Switches from the running context to `to`, telling ASan about the stacks.
void switch_to(ucontext_t *from, ucontext_t *to, const void *to_stack, std::size_t to_size) {
#if defined(AMP_CLANG_ASAN_FIBERS)
  void *fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, to_stack, to_size);
  swapcontext(from, to);
  __sanitizer_finish_switch_fiber(fake, nullptr, nullptr);
#else
  (void)to_stack;
  (void)to_size;
  swapcontext(from, to);
#endif
}

void fiber_main(int member) {
  tile_run &run = *active;
#if defined(AMP_CLANG_ASAN_FIBERS)
  __sanitizer_finish_switch_fiber(nullptr, &run.scheduler_stack, &run.scheduler_stack_size);
#endif
  try {
    run.body(run.ctx, member);
  } catch (...) {
    if (!run.error) run.error = std::current_exception();
  }
  (*run.fibers)[member].done = true;
#if defined(AMP_CLANG_ASAN_FIBERS)
  __sanitizer_start_switch_fiber(nullptr, run.scheduler_stack, run.scheduler_stack_size); // this fiber ends
#endif
  setcontext(&run.scheduler);
}

} // namespace

void run_tile(int members, void (*body)(void *, int), void *ctx) {
  if (active)
    throw concurrency::runtime_exception("host accelerator: a kernel launched a kernel", E_FAIL);
  thread_local stack_pool pool;
  thread_local std::vector<fiber> fibers;
  fibers.assign(static_cast<std::size_t>(members), fiber{});
  tile_run run{body, ctx, {}, &fibers, 0, nullptr, nullptr, 0};
  for (int m = 0; m < members; ++m) {
    fiber &f = fibers[m];
    f.stack = pool.get(static_cast<std::size_t>(m));
    getcontext(&f.context);
    f.context.uc_stack.ss_sp = f.stack;
    f.context.uc_stack.ss_size = fiber_stack_bytes;
    f.context.uc_link = nullptr;
    makecontext(&f.context, reinterpret_cast<void (*)()>(&fiber_main), 1, m);
  }
  active = &run;
  if (sanitizer_host_on()) sanitizer_host_tile_start(); // -fsanitize=amp: the tile's shadows
  // Rounds: each live fiber runs to its next barrier or its end.
  for (bool live = true; live;) {
    live = false;
    for (int m = 0; m < members; ++m) {
      if (fibers[m].done) continue;
      run.current = m;
      switch_to(&run.scheduler, &fibers[m].context, fibers[m].stack, fiber_stack_bytes);
      live = live || !fibers[m].done;
    }
    if (live && sanitizer_host_on()) { // -fsanitize=amp: a barrier some fibers returned past
      std::vector<bool> waiting(fibers.size());
      for (std::size_t m = 0; m < fibers.size(); ++m) waiting[m] = !fibers[m].done;
      sanitizer_host_round(waiting);
    }
  }
  active = nullptr;
  if (run.error) std::rethrow_exception(run.error);
}

int host_current_member() noexcept { return active ? active->current : 0; }

void host_barrier_wait() {
  tile_run *run = active;
  if (!run) return; // not in a tile of the host accelerator
  fiber &f = (*run->fibers)[run->current];
#if defined(AMP_CLANG_ASAN_FIBERS)
  void *fake = nullptr;
  __sanitizer_start_switch_fiber(&fake, run->scheduler_stack, run->scheduler_stack_size);
  swapcontext(&f.context, &run->scheduler);
  __sanitizer_finish_switch_fiber(fake, nullptr, nullptr);
#else
  swapcontext(&f.context, &run->scheduler);
#endif
}

} // namespace amp_clang::detail
