// std::exception("message"): Visual C++'s std::exception has a constructor
// taking the message, which what() returns; libstdc++'s has none, and no
// header can add a constructor to it. Under -fms-compatibility (docs/msvc.md)
// a function-like macro `exception` turns `exception(args)` with arguments
// into std::exception_with_message(args): a std::exception whose what() is
// the message, so `throw std::exception("bad size")` is caught as a
// std::exception with that what(). `exception()` is left as it is.
// `: std::exception("message")` or `: std::exception(other)` in a derived
// class's constructor would then name a class that is no base: where Clang
// says so, the front end makes the class's base `std::exception` this one
// (`std::exception_with_message`, so what() returns the message, as in
// Visual C++); where a macro or a system header spells that base, it writes
// _AMP_CLANG_EXCEPTION_BASE (no tokens) after `exception`, which keeps the
// macro from expanding there (frontend/ExceptionBaseFix.cpp). Not covered:
// `std::exception e("m");` (a declaration, not followed by "exception(").
// _AMP_CLANG_NO_EXCEPTION_MESSAGE turns this off.
#pragma once

#include <exception>
#include <string>

#ifndef _AMP_CLANG_NO_EXCEPTION_MESSAGE
namespace std {
class exception_with_message : public exception {
public:
  exception_with_message() : m_message("Unknown exception") {}
  explicit exception_with_message(const char *message) : m_message(message ? message : "Unknown exception") {}
  exception_with_message(const char *message, int) : exception_with_message(message) {}
  const char *what() const noexcept override { return m_message.c_str(); }

private:
  string m_message;
};
} // namespace std
using std::exception_with_message;

#define exception(...) exception##__VA_OPT__(_with_message)(__VA_ARGS__)
#define _AMP_CLANG_EXCEPTION_BASE
#endif
