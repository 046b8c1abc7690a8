// System headers, then amp.h, then a user header: the layout the PCH serves.
#include <vector>
#include <amp.h>
#include "dep-user.h"
using namespace concurrency;

int main() {
  std::vector<int> d(4);
  array_view<int, 1> v(4, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = dep_user_value(); });
  return v[0] == 2 ? 0 : 1;
}
