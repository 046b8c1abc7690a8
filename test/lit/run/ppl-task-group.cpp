// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// PPL's task_group and structured_task_group (run, wait, run_and_wait,
// cancel, is_canceling, task_group_status, make_task), critical_section,
// reader_writer_lock and concurrency::wait, around C++ AMP kernels: CPU halves
// computed by tasks and a lock, checked against the device's results.
#include <amp.h>
#include <ppl.h>

#include <atomic>
#include <cstdio>
#include <stdexcept>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 2048;
  std::vector<float> x(n), cpu(n), gpu(n);
  for (int i = 0; i < n; ++i)
    x[i] = 0.5f * float(i);

  // GPU
  array_view<const float, 1> xv(n, x);
  array_view<float, 1> gv(n, gpu);
  parallel_for_each(gv.extent, [=](index<1> i) restrict(amp) { gv[i] = 2.0f * xv[i] + 1.0f; });
  gv.synchronize();

  // CPU: two tasks, one per half, on a task_group.
  task_group tasks;
  tasks.run([&] {
    for (int i = 0; i < n / 2; ++i)
      cpu[i] = 2.0f * x[i] + 1.0f;
  });
  tasks.run([&] {
    for (int i = n / 2; i < n; ++i)
      cpu[i] = 2.0f * x[i] + 1.0f;
  });
  task_group_status status = tasks.wait();
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += cpu[i] != gpu[i];
  // CHECK: task_group completed 1 mismatches 0
  std::printf("task_group completed %d mismatches %d\n", status == completed, bad);

  // A task_handle made by make_task, and run_and_wait on a structured_task_group.
  std::atomic<int> count{0};
  auto handle = make_task([&] { count += 1; });
  structured_task_group structured;
  structured.run(handle);
  status = structured.run_and_wait([&] { count += 10; });
  // CHECK-NEXT: structured completed 1 count 11
  std::printf("structured completed %d count %d\n", status == completed, count.load());

  // cancel: wait returns canceled, is_canceling is true until then.
  task_group canceled_group;
  std::atomic<bool> saw_cancel{false};
  canceled_group.run([&] {
    while (!is_current_task_group_canceling())
      concurrency::wait(1);
    saw_cancel = true;
  });
  canceled_group.cancel();
  bool canceling = canceled_group.is_canceling();
  status = canceled_group.wait();
  // CHECK-NEXT: cancel canceling 1 status canceled 1
  std::printf("cancel canceling %d status canceled %d\n", canceling, status == canceled);

  // A task's exception comes out of wait().
  task_group throwing;
  throwing.run([] { throw std::runtime_error("from a task"); });
  try {
    throwing.wait();
    std::printf("no exception\n");
  } catch (const std::runtime_error &e) {
    // CHECK-NEXT: wait rethrew: from a task
    std::printf("wait rethrew: %s\n", e.what());
  }

  // critical_section: a sum taken under the lock equals the device's reduction.
  critical_section section;
  double locked_sum = 0;
  parallel_for(0, n, [&](int i) {
    critical_section::scoped_lock hold(section);
    locked_sum += gpu[i];
  });
  std::vector<float> dev_sum(1, 0.0f);
  array_view<float, 1> sv(1, dev_sum);
  parallel_for_each(extent<1>(1), [=](index<1>) restrict(amp) {
    float s = 0;
    for (int i = 0; i < n; ++i)
      s += gv[i];
    sv[0] = s;
  });
  sv.synchronize();
  // Taking it twice on one thread is improper_lock; try_lock fails while held.
  bool improper = false, try_while_held = true;
  section.lock();
  try {
    section.lock();
  } catch (const improper_lock &) {
    improper = true;
  }
  try_while_held = section.try_lock();
  section.unlock();
  bool try_free = section.try_lock();
  section.unlock();
  // CHECK-NEXT: critical_section sum 2098176 device 2098176 improper 1 try 0 1
  std::printf("critical_section sum %.0f device %.0f improper %d try %d %d\n", locked_sum, dev_sum[0], improper,
              try_while_held, try_free);

  // reader_writer_lock: readers together, a writer alone.
  reader_writer_lock rw;
  int shared_value = 0;
  std::atomic<int> reads{0};
  parallel_for(0, 100, [&](int i) {
    if (i % 10 == 0) {
      reader_writer_lock::scoped_lock write(rw);
      shared_value += 1;
    } else {
      reader_writer_lock::scoped_lock_read read(rw);
      reads += shared_value >= 0;
    }
  });
  rw.lock_read();
  bool writer_blocked = !rw.try_lock();
  rw.unlock();
  // CHECK-NEXT: reader_writer_lock writes 10 reads 90 writer blocked 1
  std::printf("reader_writer_lock writes %d reads %d writer blocked %d\n", shared_value, reads.load(), writer_blocked);
  return 0;
}
