// tile_static variables are never constructed, so Clang's default
// initialization of their declarations must not fail the parse.
//
// Microsoft's C++ AMP never runs a constructor or destructor of a tile_static
// variable: its one copy belongs to the tile, and no thread owns it. A class
// without a usable default constructor is therefore a valid tile_static type
// (the conformance suite's Tile_static_NonPodType). Clang default-initializes
// every declaration it parses and reports "no matching constructor" there; it
// still builds the declaration (with a recovery initializer), which the checks
// and the lowering read as unconstructed. The host compile gets storage without
// construction (host/TileStaticStorage).
#pragma once

#include "clang/Frontend/CompilerInstance.h"

namespace ampclang {

/// Wraps \p CI's diagnostic consumer: the errors of a tile_static variable's
/// default initialization (no viable, deleted, ambiguous or inaccessible
/// default constructor; a const object without one), with their notes, are
/// dropped. Install last, so that it sees each diagnostic first.
void dropTileStaticConstructionErrors(clang::CompilerInstance &CI);

} // namespace ampclang
