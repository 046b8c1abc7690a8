// -fno-amp-host-kernels: launches carry no host version of their kernels (a
// smaller, faster host compile); the OpenCL device runs them as before, and
// the host accelerator refuses them, saying why.
// RUN: %amp-clang %S/../driver/Inputs/sum.cpp -fno-amp-host-kernels -o %t
// RUN: %t | FileCheck %s
// CHECK: sum 5050
// RUN: env AMP_CLANG_DEVICE=host not --crash %t 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: kernel amp_k_sum_11_3 ({{.*}}sum.cpp:11:3) cannot run on the host accelerator: it was compiled with -fno-amp-host-kernels
// The rewritten host code holds no copy of the kernel's body.
// RUN: %amp-clang -emit-host -fno-amp-host-kernels %S/../driver/Inputs/sum.cpp -o - | FileCheck %s --check-prefix=EMIT
// EMIT-NOT: v[i] = i[0] + k;
// EMIT: _Amp_a.value(16, k); }, ::amp_clang::detail::no_host_kernel{});
// By default both run, and agree.
// RUN: %amp-clang %S/../driver/Inputs/sum.cpp -o %t.default
// RUN: %run %t.default | FileCheck %s
