// RUN: %amp-clang -fms-compatibility %s -o %t 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not="{{warning|error}}:"
// RUN: %t | FileCheck %s
// Visual C++'s std::exception has a constructor taking the message, which
// what() returns; classes derived from it pass their message to it in a
// mem-initializer, `: std::exception("message")`. libstdc++'s has none: under
// -fms-compatibility the front end makes such a class's base
// std::exception_with_message (a std::exception whose what() is the message),
// so what() returns the message as in Visual C++, and the class is still
// caught as a std::exception. It failed: "type 'std::exception_with_message'
// is not a direct or virtual base", then "no matching constructor for
// initialization of 'std::exception'".
#include <amp.h>

#include <cstdio>
#include <string>

// The message form, the copy form and the default form in one class, its
// constructors defined inside and outside the class.
class blas_error : public std::exception {
public:
  explicit blas_error(const char *m, int code) : std::exception(m), m_code(code) {}
  explicit blas_error(const std::string &m);
  blas_error() : std::exception(), m_code(0) {}
  blas_error(const blas_error &other) : std::exception(other), m_code(other.m_code) {}
  int code() const { return m_code; }

private:
  int m_code;
};

blas_error::blas_error(const std::string &m) : exception(m.c_str()), m_code(2) {}

// Unqualified, after `using namespace std`, with its own what() (kept).
using namespace std;
struct own_what : exception {
  own_what() : exception("ignored") {}
  const char *what() const noexcept override { return "own what"; }
};

// A base list with more than one base.
struct tagged {
  int tag = 5;
};
struct lapack_error : tagged, public ::std::exception {
  lapack_error(const char *m) : ::std::exception(m) {}
};

static void report(const std::exception &e) { std::printf("what: %s\n", e.what()); }

int main() {
  try {
    throw blas_error("bad size", 7);
  } catch (const blas_error &e) {
    // CHECK: what: bad size
    report(e);
    // CHECK-NEXT: code 7
    std::printf("code %d\n", e.code());
    blas_error copy(e);
    // CHECK-NEXT: what: bad size
    report(copy);
  }
  // CHECK-NEXT: what: from a string
  report(blas_error(std::string("from a string")));
  // CHECK-NEXT: what: Unknown exception
  report(blas_error());
  // CHECK-NEXT: what: own what
  report(own_what());
  try {
    throw lapack_error("info = -3");
  } catch (const std::exception &e) {
    // CHECK-NEXT: what: info = -3
    report(e);
  }
  // CHECK-NEXT: tag 5
  std::printf("tag %d\n", lapack_error("x").tag);
  return 0;
}
// BUILD-NOT: {{.}}
