// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %opencl-check %t.cl
// A destructor runs on the variant of its class whose views point where the
// object's do: here a view over a local of the kernel (private memory), which
// a GPU must not write through as a global pointer. The call used to name the
// global variant's destructor, passing the private variant's object: PoCL ran
// it (one flat memory), NVIDIA stopped with CL_OUT_OF_RESOURCES (conformance
// Special_member_functions/defaulted_smf_execution.02).
#include <amp.h>
using namespace concurrency;

struct counted {
  counted(int &n) restrict(amp) : count(1, &n) {}
  ~counted() restrict(amp) { count[0]++; }
  array_view<int, 1> count;
};
struct holder {
  counted c; // a defaulted destructor that destroys c
};

void destroy_in_kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int n = 0;
    {
      holder h{counted(n)};
    }
    out[i] = n;
  });
}
// CHECK-DAG: void amp_f_ZN7countedD1Ev_pp(__private amp_t_ZTS7counted_avp *amp_this)
// CHECK-DAG: void amp_f_ZN6holderD1Ev_pp(__private amp_t_ZTS6holder_avp *amp_this)
// CHECK-DAG: amp_f_ZN7countedD1Ev_pp(&amp_this->c);
// CHECK-DAG: amp_f_ZN6holderD1Ev_pp(&(h));
