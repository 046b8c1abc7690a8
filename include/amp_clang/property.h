// Microsoft's read-only __declspec(property) data members (av.is_debug,
// arr.accelerator_view, ext.tile_extent), in the MSVC dialect (-fms-extensions,
// on by default; docs/msvc.md). Without it, the get_ functions remain.
#pragma once

#if defined(__has_declspec_attribute)
#if __has_declspec_attribute(property)
#define AMP_CLANG_PROPERTY(_AmpT, name) __declspec(property(get = get_##name)) _AmpT name;
#endif
#endif
#ifndef AMP_CLANG_PROPERTY
#define AMP_CLANG_PROPERTY(_AmpT, name)
#endif
