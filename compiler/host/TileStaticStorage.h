// tile_static variables whose type has a constructor or destructor to run,
// declared for the host compile as storage that is never constructed.
//
// Microsoft's C++ AMP runs no constructor or destructor of a tile_static
// variable, and accepts a class without a default constructor there
// (frontend/TileStaticConstruction). The host compile, where tile_static is
// `static thread_local` (the host accelerator runs a tile per thread), would
// construct it, or fail to. There each such declaration becomes aligned raw
// storage of the same lifetime and a reference of the declared name and type:
//   tile_static NonPod v;   ->   using amp_tile_static_type_v = NonPod;
//     alignas(amp_tile_static_type_v) tile_static unsigned char amp_tile_static_storage_v[sizeof(...)];
//     amp_tile_static_type_v &v = *reinterpret_cast<amp_tile_static_type_v *>(amp_tile_static_storage_v);
// A template's declaration is rewritten when one of its instantiations needs it.
#pragma once

#include "host/HostEdit.h"

#include "clang/AST/ASTContext.h"

#include <vector>

namespace ampclang {

/// The replacements of such declarations in the user's files (not in system
/// headers or amp-clang's, nor spelled by a macro), each as many lines long as the declaration.
std::vector<HostEdit> tileStaticStorageEdits(clang::ASTContext &Ctx);

} // namespace ampclang
