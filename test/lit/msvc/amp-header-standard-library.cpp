// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not %amp-clang -fms-compatibility -fsyntax-only -DCOUT %s 2>&1 | FileCheck %s --check-prefix=COUT
// Visual C++'s <amp.h> brings in much of the standard library: it includes
// <vector>, <iterator>, <future> and <amprt.h>, which includes <string>,
// <functional>, <map>, <set>, <unordered_map>, <unordered_set>; its <string>
// includes <istream> (so <ostream>, <ios>, <streambuf>), its <future>
// <thread>, <mutex>, <condition_variable>, <chrono>, <atomic>. Programs
// written in Visual Studio use std::ostream, std::endl, std::list, std::set,
// std::thread, ... with <amp.h> alone. Under -fms-compatibility amp-clang's
// <amp.h> includes the same headers (amp_clang/msvc/compatibility.h); by
// default it does not (portable code includes what it uses, and parses no
// more than it asks for). <iostream> is not among them in Visual C++
// either: std::cout with <amp.h> alone stays an error, as there.
#include <amp.h>

#include <cstdio>

// An ostream over a buffer of its own, with std::endl.
struct print_buffer : std::streambuf {
  int overflow(int c) override { return c == traits_type::eof() ? 0 : std::putchar(c); }
};

static void describe(std::ostream &os, const std::list<int> &l) {
  os << "list of " << l.size() << std::endl;
}

int main() {
  print_buffer buf;
  std::ostream os(&buf);
  std::list<int> l{1, 2, 3};
  // CHECK: list of 3
  describe(os, l);
  // DEFAULT: error: no template named 'list' in namespace 'std'
  std::set<int> s{3, 1, 3};
  std::unordered_set<int> u{1, 2};
  std::function<int(int)> twice = [](int x) { return 2 * x; };
  std::mutex m;
  std::atomic<int> count{0};
  std::condition_variable cv;
  std::thread t([&] {
    std::lock_guard<std::mutex> lock(m);
    count += twice(21);
  });
  t.join();
  auto start = std::chrono::steady_clock::now();
  std::tuple<int, float> pair{1, 2.0f};
  // CHECK-NEXT: set 2 unordered 2 count 42 tuple 1 type 1 clock 1
  std::printf("set %zu unordered %zu count %d tuple %d type %d clock %d\n", s.size(), u.size(), count.load(),
              std::get<0>(pair), typeid(int) == typeid(l.front()),
              std::chrono::steady_clock::now() >= start);
#ifdef COUT
  // COUT: amp-header-standard-library.cpp:[[@LINE+1]]:8: error: no member named 'cout' in namespace 'std'
  std::cout << "not declared" << std::endl;
#endif
  cv.notify_all();
  return 0;
}
// BUILD-NOT: {{.}}
