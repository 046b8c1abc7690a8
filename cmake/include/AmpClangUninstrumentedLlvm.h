// Force-included (-include) into amp-clang's own code when it is built with
// AddressSanitizer against Debian's LLVM and Clang, which are not.
//
// llvm::BumpPtrAllocator is a header template: under ASan our inlined copy
// poisons each new slab and unpoisons each piece it hands out, while the
// uninstrumented copy inside libclang-cpp hands out pieces of the same slab
// without unpoisoning them. When our code starts a slab of the ASTContext
// (a lazy redeclaration link, say) and Clang then allocates from it (the PCH
// reader's attributes), Clang's first write is reported as use-after-poison,
// though the memory is live. Our copy must behave as Clang's does, so its
// poisoning calls become no-ops. Real errors in our code stay visible: heap,
// stack and global accesses are checked as before.
#pragma once
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#include <sanitizer/asan_interface.h> // declares the functions before the macros hide them
#define __asan_poison_memory_region(addr, size) ((void)(addr), (void)(size))
#define __asan_unpoison_memory_region(addr, size) ((void)(addr), (void)(size))
#endif
#endif
