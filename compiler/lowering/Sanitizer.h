// -fsanitize=amp: checks compiled into the OpenCL C of every kernel
// (docs/sanitizer.md). A kernel takes one more argument, `__global uint
// *amp_san`, the report buffer; every lowered function takes it and
// `__local uint *amp_san_l`, the tile's sanitizer state (barrier counters,
// the offsets of the tile_static shadows, a scratch element, the shadows).
// The program text ends with the table of access sites the runtime reads.
#pragma once

#include "host/HostEdit.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceLocation.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace ampclang {

class OpenCLPrelude;

enum SanitizeCheck : unsigned {
  SanitizeBounds = 1,
  SanitizeRace = 2,
  SanitizeInit = 4,
  SanitizeSync = 8,
};

/// The checks -fsanitize= asked for (the driver sets them before the front end runs).
void setSanitizerChecks(unsigned Checks);
unsigned sanitizerChecks();

/// Per translation unit: forgets the sites and tile_static numbering.
void resetSanitizerSites();
/// The id of an access site: kind ("bounds", "tile_static", "barrier"), what
/// it touches (shown in reports), and where (the expansion location).
unsigned sanitizerSite(clang::ASTContext &Ctx, clang::SourceLocation Loc, llvm::StringRef What);
/// The prelude's sanitizer helpers (once per program), and the table of sites
/// that ends the program text.
void sanitizerPrelude(OpenCLPrelude &Prelude);
std::string sanitizerSiteTable();
/// `Name_san_at`: a view's checked element pointer (TypeLowering::viewTypeOf).
std::string sanitizedViewAt(OpenCLPrelude &Prelude, const std::string &Name, const std::string &Ptr, int Rank,
                            llvm::StringRef Space);

/// -fsanitize=amp-init, a captured view \p Data (meta \p Meta) at the
/// kernel's start: the view struct with its written-shadow, which the kernel
/// takes as one more parameter (appended to \p ShadowParams).
std::string sanitizerShadowView(OpenCLPrelude &Prelude, const std::string &VT, const std::string &Data,
                                const std::string &Meta, int Rank, const std::string &Elem, std::string &ShadowParams);
/// What an element access \p E does to the element: 1 reads it, 2 writes it,
/// 3 both; 2 where the lowering cannot tell (it is then marked written and
/// not checked).
unsigned sanitizerAccessKind(clang::ASTContext &Ctx, const clang::Expr *E);
/// The host accelerator's side of init: each element access of an array or
/// array_view in an amp function of the user's files, `a[i]`, becomes
/// `(::amp_clang::sanitizer::host_el(a[i], kind, __FILE__, line, column,
/// "what"))` in the host text (amp_clang/sanitizer.h); none without
/// -fsanitize=amp-init.
std::vector<HostEdit> sanitizerElementHostEdits(clang::ASTContext &Ctx);

/// A tile_static variable whose every use is an element read or write the
/// lowering sees (init and race checks follow it): its program-wide number,
/// or -1.
int trackedTileStatic(clang::ASTContext &Ctx, const clang::VarDecl &V);
/// Whether \p Read, a read of the tracked tile_static \p V, shares no barrier
/// interval with a write of V: the race check need not follow it
/// (SanitizerPhases.cpp).
bool tileStaticReadAlone(clang::ASTContext &Ctx, const clang::VarDecl &V, const clang::DeclRefExpr *Read);
void resetTileStaticPhases();
/// Whether \p Read, a read of the tracked tile_static \p V, comes after a
/// barrier that every work-item reaches only after writing its own element
/// of a write covering all of V: the init check need not follow it
/// (SanitizerCoveredReads.cpp).
bool tileStaticReadCovered(clang::ASTContext &Ctx, const clang::VarDecl &V, const clang::DeclRefExpr *Read);
void resetTileStaticCoveredReads();
/// Elements of \p V's innermost type (1 for a scalar).
uint64_t tileStaticElements(const clang::VarDecl &V);
/// \p E as a chain of subscripts of a tile_static array (or the variable
/// itself): the variable, and the indices from the outermost dimension in.
const clang::VarDecl *tileStaticChain(const clang::Expr *E, llvm::SmallVectorImpl<const clang::Expr *> &Indices,
                                      const clang::DeclRefExpr **Root = nullptr);
/// \p E as a chain of subscripts the bounds check follows: of a tile_static
/// array, of an amp function's local array, or of an array an amp function's
/// reference names (`int (&s)[8]`, a parameter or local bound to a
/// tile_static or private array).
const clang::VarDecl *arrayElementChain(const clang::Expr *E, llvm::SmallVectorImpl<const clang::Expr *> &Indices,
                                        const clang::DeclRefExpr **Root = nullptr);
/// \p Addr (`&x`) as the first argument of one of C++ AMP's atomic
/// functions: 3 where the function reads the value it updates
/// (atomic_fetch_*, atomic_compare_exchange), 2 where it only writes it as
/// far as init is concerned (atomic_exchange, whose old value a flag's setter
/// ignores), 0 otherwise.
unsigned atomicOperandKind(clang::ASTContext &Ctx, const clang::Expr *Addr);
/// How reports name such an array: "tile_static 's'", "C array 's'".
std::string arrayElementWhat(const clang::VarDecl &V);
/// The dimensions of \p T's arrays (of the array a reference names),
/// outermost first, and the innermost type.
clang::QualType arrayDims(clang::ASTContext &Ctx, clang::QualType T, llvm::SmallVectorImpl<uint64_t> &Dims);
/// What a tiled kernel that uses the tile_static variables \p Vars declares
/// first (its __local state), and what an untiled one declares.
std::string sanitizerKernelEntry(clang::ASTContext &Ctx, bool Tiled, const std::vector<const clang::VarDecl *> &Vars);

/// The host accelerator's side of the tile_static bounds check: each element
/// access of a tile_static array in the user's files, `a[i][j]`, becomes
/// `(::amp_clang::sanitizer::host_ts(a, __FILE__, line, column, "what", i, j))`
/// in the host text (amp_clang/sanitizer.h); none without -fsanitize=amp-bounds.
std::vector<HostEdit> sanitizerHostEdits(clang::ASTContext &Ctx);

} // namespace ampclang
