// RUN: %amp-clang -fms-compatibility %s -o %t && %t | FileCheck %s
// Under -fms-compatibility, std::exception("message") has Visual C++'s
// meaning through a function-like macro `exception` (docs/msvc.md). A derived
// class's constructor that calls std::exception's own (copy) constructor,
// `: std::exception(other)`, is standard C++, as Microsoft's C++ AMP BLAS
// writes its exception classes: it builds and calls the base's copy
// constructor (it failed: "type 'std::exception_with_message' is not a direct
// or virtual base"). A message given to the base in a mem-initializer:
// msvc/exception-base-message.cpp.
#include <amp.h>
#include <cstdio>

class blas_error : public std::exception {
public:
  explicit blas_error(int code) : m_code(code) {}
  blas_error(const blas_error &other) : std::exception(other), m_code(other.m_code) {}
  int code() const { return m_code; }

private:
  int m_code;
};

struct plain : std::exception {
  plain() : exception() {}
  plain(const plain &o) : ::std::exception(o) {}
};

int main() {
  try {
    blas_error e(7);
    blas_error copy(e);
    throw copy;
  } catch (const blas_error &e) {
    // CHECK: caught 7
    std::printf("caught %d\n", e.code());
  }
  try {
    throw std::exception("bad size");
  } catch (const std::exception &e) {
    // CHECK: what: bad size
    std::printf("what: %s\n", e.what());
  }
  plain p;
  plain q(p);
  // CHECK: plain copied
  std::printf("plain copied\n");
  return 0;
}
