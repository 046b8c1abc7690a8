// C++ AMP's textures (Microsoft's <amp_graphics.h>): texture, texture_view,
// writeonly_texture_view, sampler, their copy functions, and the
// graphics::direct3d functions. Texels live in OpenCL buffers in Direct3D's
// packed formats; reads, writes, sampling and gathers are C++ in these
// headers, lowered into each kernel (docs/textures.md says why and how).
#pragma once

#include <amp_clang/textures/copy.h>
#include <amp_clang/textures/direct3d.h>
#include <amp_clang/textures/image_arguments.h>
