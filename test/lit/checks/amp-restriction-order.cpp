// RUN: %amp-clang -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// Rule amp-restriction-order: in a lambda declarator the restriction follows
// `mutable` and precedes the exception specification and the trailing return
// type; in a function declarator it precedes the exception specification and
// the trailing return type.
#include <amp.h>
using namespace concurrency;

#define GPU_ONLY restrict(amp)

void lambdas() {
  int x = 0;
  auto a = [=]() restrict(cpu) mutable { x++; }; // expected-error {{a lambda's restriction specifier must follow 'mutable', not precede it [amp-restriction-order]}}
  auto b = [=]() restrict(cpu) restrict(amp) mutable { (void)x; }; // expected-error {{a lambda's restriction specifier must follow 'mutable'}}
  auto c = []() -> int restrict(cpu) { return 1; }; // expected-error {{a restriction specifier must precede the trailing return type}}
  auto d = [=]() GPU_ONLY mutable { x++; }; // expected-error {{a lambda's restriction specifier must follow 'mutable'}}
  (void)a; (void)b; (void)c; (void)d;
}
// C++17's constexpr is a lambda decl-specifier like mutable: the restriction follows it.
void constexpr_lambdas() {
  int x = 0;
  auto a = []() restrict(amp) constexpr { return 1; };           // expected-error {{a lambda's restriction specifier must follow 'constexpr' and 'consteval', not precede them [amp-restriction-order]}}
  auto b = [=]() restrict(cpu) constexpr mutable { return x++; }; // expected-error {{must follow 'constexpr' and 'consteval'}}
  (void)a; (void)b;
}
void after_throw() throw() restrict(cpu); // expected-error {{a restriction specifier must precede the exception specification [amp-restriction-order]}}
void after_noexcept() noexcept restrict(cpu); // expected-error {{a restriction specifier must precede the exception specification}}
void after_noexcept_true() noexcept(true) GPU_ONLY; // expected-error {{a restriction specifier must precede the exception specification}}
// A lambda's restriction after its exception specification: the rule, not
// Clang's "expected body of lambda expression".
void lambdas_after_exception_spec() {
  int x = 0;
  auto a = [=]() noexcept restrict(cpu) { return x; }; // expected-error {{a restriction specifier must precede the exception specification [amp-restriction-order]}}
  auto b = [=]() mutable throw() restrict(cpu) -> int { return x++; }; // expected-error {{a restriction specifier must precede the exception specification}}
  auto c = []() noexcept(true) GPU_ONLY { return 1; }; // expected-error {{a restriction specifier must precede the exception specification}}
  (void)a; (void)b; (void)c;
}
auto trailing() -> int restrict(cpu) { return 1; } // expected-error {{a restriction specifier must precede the trailing return type}}
// A member function's cv- and ref-qualifiers come before its restriction.
struct Qualified {
  int get() restrict(cpu) const { return 1; }        // expected-error {{a restriction specifier must follow the cv- and ref-qualifiers [amp-restriction-order]}}
  int ref() restrict(cpu, amp) & { return 2; }       // expected-error {{a restriction specifier must follow the cv- and ref-qualifiers}}
  int both() restrict(amp) const && { return 3; }    // expected-error {{a restriction specifier must follow the cv- and ref-qualifiers}}
  int fine() const & restrict(cpu) { return 4; }
};

// The restriction belongs to the declarator: before the virt-specifiers.
struct Base { virtual int f() { return 0; } virtual int g() { return 0; } };
struct Derived : Base {
  int f() override restrict(cpu) { return 1; } // expected-error {{a restriction specifier must precede 'override' and 'final' [amp-restriction-order]}}
  int g() final restrict(cpu) { return 2; }    // expected-error {{must precede 'override' and 'final'}}
};
// A lambda carries a restriction only after a parameter list.
void no_parameter_list() {
  int x = 1;
  // Clang's own warning comes too: C++23 allows `[] mutable`, but no grammar a restriction.
  auto a = [] restrict(amp) { return 1; };         // expected-error {{a lambda's restriction specifier follows its parameter list; write '() restrict(...)' even with no parameters [amp-restriction-order]}} expected-warning {{C++23 extension}}
  auto b = [=] restrict(cpu, amp) { return x; };   // expected-error {{follows its parameter list}} expected-warning {{C++23 extension}}
  auto c = [x] GPU_ONLY { return x + 2; };         // expected-error {{follows its parameter list}} expected-warning {{C++23 extension}}
  (void)a; (void)b; (void)c;
}

// Valid neighbours: every part in the grammar's order, macros included.
void valid() {
  int x = 0;
  auto a = [=]() mutable restrict(cpu) { x++; };
  auto b = [=]() mutable restrict(cpu) throw() -> int { return x; };
  auto c = []() restrict(cpu) -> int { return 1; };
  auto d = []() restrict(amp) -> decltype(1 + 2) { return 3; };
  auto e = [=]() mutable GPU_ONLY { x++; };
  auto f = [](int *p) restrict(cpu) -> int * { return p; };
  auto g = []() constexpr restrict(cpu, amp) { return 2; };
  auto h = [=]() constexpr mutable restrict(cpu) { return x++; };
  auto i = [=]() mutable constexpr GPU_ONLY -> int { return x; };
  static_assert(g() == 2, "a constexpr lambda with a restriction is still constexpr");
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)h; (void)i;
}
void before_throw() restrict(cpu) throw();
void before_noexcept() restrict(cpu, amp) noexcept;
struct S {
  int get() const restrict(cpu, amp) noexcept { return 1; }
};
struct Derived2 : Base {
  int f() restrict(cpu) override { return 1; }
  int g() restrict(cpu) final { return 2; }
};
int subscripts(int (&arr)[2], int i) { int m[2] = {arr[i], arr[1]}; return m[0]; }
int member_arrow(int *p) { return p ? *p : 0; }
void kernel(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
}
