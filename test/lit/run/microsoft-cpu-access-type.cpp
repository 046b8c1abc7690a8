// RUN: %amp-clang %s -o %t
// RUN: env -u AMP_CLANG_DEVICE %t | FileCheck %s
// accelerator::set_default_cpu_access_type as Microsoft documents it: it
// succeeds only for the first call on an accelerator, and only while no array
// has taken the runtime's default (access_type_auto) there; every accelerator
// object of the device sees what was set. The cpu accelerator has its own.
#include <amp.h>

#include <cstdio>

using namespace concurrency;

int main() {
  accelerator def;
  const bool shared = def.get_supports_cpu_shared_memory();
  // CHECK: resolved: 1
  std::printf("resolved: %d\n", def.get_default_cpu_access_type() == (shared ? access_type_read_write : access_type_none));
  // CHECK-NEXT: first 1 second 0 now read 1 seen elsewhere 1
  const bool first = def.set_default_cpu_access_type(access_type_read);
  const bool second = def.set_default_cpu_access_type(access_type_write);
  std::printf("first %d second %d now read %d seen elsewhere %d\n", first, second,
              def.get_default_cpu_access_type() == access_type_read,
              accelerator(def.get_device_path()).get_default_cpu_access_type() == access_type_read);

  // REF: an array that takes the default uses it, so it can no longer be set.
  accelerator ref(accelerator::direct3d_ref);
  array<int, 1> explicit_type(16, ref.get_default_view(), access_type_read_write);
  // CHECK-NEXT: REF after an array of its own type: 1
  std::printf("REF after an array of its own type: %d\n", ref.get_default_cpu_access_type() == access_type_read_write);
  array<int, 1> by_default(16, ref.get_default_view());
  // CHECK-NEXT: REF after an array by default: set 0, still read_write 1
  const bool late = ref.set_default_cpu_access_type(access_type_none);
  std::printf("REF after an array by default: set %d, still read_write %d\n", late,
              ref.get_default_cpu_access_type() == access_type_read_write);

  // The cpu accelerator: host memory, read_write by default, its own setting.
  accelerator cpu(accelerator::cpu_accelerator);
  // CHECK-NEXT: cpu: read_write 1, set 1, again 0, now read 1
  const bool rw = cpu.get_default_cpu_access_type() == access_type_read_write;
  const bool cpu_first = cpu.set_default_cpu_access_type(access_type_read);
  const bool cpu_again = cpu.set_default_cpu_access_type(access_type_write);
  std::printf("cpu: read_write %d, set %d, again %d, now read %d\n", rw, cpu_first, cpu_again,
              cpu.get_default_cpu_access_type() == access_type_read);
  return 0;
}
