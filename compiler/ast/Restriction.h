// Reads C++ AMP restriction specifiers (restrict(cpu), restrict(amp)) off declarations.
#pragma once

#include <string>

#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"

namespace ampclang {

/// The restriction set of a function: which execution contexts it may run in.
struct Restriction {
  bool Cpu = false;
  bool Amp = false;
  bool Explicit = false; ///< written in the source (else the implicit cpu)

  bool ampOnly() const { return Amp && !Cpu; }
  bool cpuOnly() const { return Cpu && !Amp; }
  /// The specifier as the user would write it, e.g. "restrict(cpu, amp)".
  std::string spelling() const;
};

/// The restriction of \p FD, from its annotate("amp.restrict:...") attributes on
/// any of its redeclarations. Lambdas and local classes written without one
/// take their enclosing function's; other functions without one are restrict(cpu).
Restriction getRestriction(const clang::FunctionDecl &FD);

/// Whether \p FD is a member of a local class of an amp function (the
/// nearest function around its declaration is amp): its default arguments
/// bind their names in that amp code, whichever code calls it.
bool writtenInAmpFunction(const clang::FunctionDecl &FD);

/// The restriction written on this one declaration (no redeclarations).
Restriction getWrittenRestriction(const clang::FunctionDecl &FD);

/// One restriction specifier written on a declaration: the text between its
/// parentheses, and where it is.
struct WrittenSpecifier {
  llvm::StringRef Text;
  clang::SourceLocation Loc;
};
/// The specifiers written on \p D itself (not inherited from an earlier
/// declaration): its annotate attributes, and for a function whose declarator
/// is nested (`int (*get() restrict(cpu))(int)`), the annotate_type its
/// function type carries (frontend/NestedDeclaratorRestrict).
llvm::SmallVector<WrittenSpecifier, 2> restrictionSpecifiers(const clang::Decl &D);

/// The specifiers written on \p D itself, of any kind of declaration:
/// amp-clang's spelling puts a pointer to function's on the variable, member
/// or parameter. Neither Cpu nor Amp when none is written.
Restriction writtenSpecifiers(const clang::Decl &D);

/// The function type \p T points or refers to (pointer, reference, pointer to
/// member function, or an array of them), or a null type.
clang::QualType targetFunctionType(clang::QualType T);

/// The restriction a function type carries through a typedef that wrote one
/// (`typedef int F(int) restrict(amp); F *p;`) or a `decltype` naming a
/// function (`decltype(g) *p;`: g's), looking through sugar; no specifier
/// when none did.
Restriction typedefRestriction(clang::QualType FunctionType);

/// True for functions that may run on the accelerator.
inline bool isAmp(const clang::FunctionDecl &FD) { return getRestriction(FD).Amp; }

/// True if \p D is declared by amp-clang's own headers (namespace concurrency
/// or amp_clang); those are the built-ins the lowering maps by name.
bool isAmpLibraryDecl(const clang::Decl &D);
/// True if \p Loc is in one of amp-clang's own headers.
bool isInAmpLibrary(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// True if \p D (not the translation unit) is in amp-clang's headers or a
/// system header: a walk of the whole translation unit for the user's code
/// skips it and all it holds, which keeps it from reading (or, from a
/// precompiled header, deserialising) the standard library.
bool isLibraryOrSystemDecl(const clang::Decl &D);

/// Where amp-clang's own headers are: a declaration in namespace Concurrency
/// belongs to the library only when written there, since C++ AMP code
/// reopens Concurrency (namespace Concurrency { namespace Test { ... } }).
void setAmpLibraryDir(std::string Dir);

/// True if \p D is a `tile_static` variable.
bool isTileStatic(const clang::Decl &D);

/// True if \p V has an initializer written in the source (not the implicit
/// default construction Clang adds for class types).
bool hasWrittenInit(const clang::VarDecl &V);

/// True if \p V is a `tile_static` variable whose only initializer is the
/// implicit default construction: C++ AMP never runs it (nor the destructor),
/// since no thread of the tile owns the shared variable.
bool isUnconstructedTileStatic(const clang::VarDecl &V);

} // namespace ampclang
