// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not="{{warning|error}}:"
// Restriction specifiers ending a nested function declarator are judged like
// any other, at the column where they are written (amp-clang spells them as
// an attribute of the function type, in place).
#include <amp.h>

int (*misspelt() restrict(amd))[4];
// CHECK-DAG: nested-declarator-restrictions.cpp:[[@LINE-1]]:18: error: 'amd' is not a restriction; the only restrictions are cpu and amp [amp-restriction-specifier]
int (&empty(int (&a)[4]) restrict())[4];
// CHECK-DAG: nested-declarator-restrictions.cpp:[[@LINE-1]]:26: error: empty restriction specifier; write restrict(cpu), restrict(amp) or restrict(cpu, amp) [amp-restriction-specifier]

int (*declared() restrict(cpu))[4];
int (*declared() restrict(amp))[4] { return nullptr; }
// CHECK-DAG: nested-declarator-restrictions.cpp:[[@LINE-1]]:7: error: 'declared' is declared restrict(amp) here but restrict(cpu) elsewhere; every declaration must carry the same restriction [amp-restriction-mismatch]

// amp code has no function pointers, returned ones included.
int (*pick() restrict(cpu, amp))(int) { return nullptr; }
// CHECK-DAG: nested-declarator-restrictions.cpp:[[@LINE-1]]:7: error: function pointer used in restrict(amp) code: function 'pick' returns type 'int (*)(int)' [amp-function-pointer]
typedef int (*FP)(int);
FP pick_typedef() restrict(amp) { return nullptr; }
// CHECK-DAG: nested-declarator-restrictions.cpp:[[@LINE-1]]:4: error: function pointer used in restrict(amp) code: function 'pick_typedef' returns type 'FP' [amp-function-pointer]
int (*cpu_pick() restrict(cpu))(int) { return nullptr; }
