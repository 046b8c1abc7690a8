// RUN: %amp-clang -O2 %S/../../../samples/multi-gpu-jacobi/jacobi.cpp -o %t
// RUN: env POCL_DEVICES="pthread pthread" AMP_CLANG_LOG=3 AMP_CLANG_LOG_TIME=1 %t --size 512 --steps 8 --depth 4 2>%t.log | FileCheck %s
// RUN: python3 %S/../../scaling/check_overlap.py %t.log | FileCheck --check-prefix=OVERLAP %s
// RUN: env POCL_DEVICES="pthread pthread" %t --size 130 --steps 3 --depth 2 --no-overlap | FileCheck --check-prefix=PLAIN %s
// RUN: env POCL_DEVICES="pthread pthread pthread" %t --size 200 --steps 3 --depth 3 | FileCheck --check-prefix=THREE %s
// The multi-GPU Jacobi sample on PoCL's two (and three) CPU devices: the grid
// spread over the devices equals one device's, exactly; the log shows kernels
// of the two devices in flight at once and halo copies issued while kernels
// were in flight (PoCL's CPU devices run one kernel at a time: the GPU run in
// docs/scaling.md shows kernels running at once).
// CHECK: jacobi 512 x 512, 8 steps of 4 sweeps, exchange overlapped
// CHECK: 1 accelerator:
// CHECK: 2 accelerators: {{.*}} largest difference from one accelerator 0{{$}}
// CHECK: ok
// OVERLAP: devices with kernels: 2
// OVERLAP: kernel pairs of two devices in flight at once: some
// OVERLAP: halo copies issued while a kernel was in flight: some
// PLAIN: exchange after the sweep
// PLAIN: 2 accelerators: {{.*}} largest difference from one accelerator 0{{$}}
// PLAIN: ok
// THREE: 2 accelerators: {{.*}} largest difference from one accelerator 0{{$}}
// THREE: 3 accelerators: {{.*}} largest difference from one accelerator 0{{$}}
// THREE: ok
