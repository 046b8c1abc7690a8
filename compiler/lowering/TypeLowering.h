// Spells C++ types as OpenCL C types; emits struct definitions laid out as the host lays them out.
#pragma once

#include "lowering/Names.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/DenseSet.h"

#include <set>
#include <string>

namespace ampclang {

class OpenCLPrelude;

/// OpenCL address spaces a pointer or reference can point into.
enum class AddrSpace { Private, Global, Constant, Local };
const char *addrSpaceKeyword(AddrSpace AS);
/// One letter per address space (p, g, c, l), as in function signatures.
char addrSpaceLetter(AddrSpace AS);
AddrSpace addrSpaceOfLetter(char C);
/// The name of a byte copy from \p Src to \p Dst memory, `NAME(void *d,
/// const void *s, uint n)`, defined in \p Prelude (OpenCL C 1.2 has no generic
/// pointers, so one helper per pair of spaces).
std::string byteCopyHelper(OpenCLPrelude &Prelude, AddrSpace Dst, AddrSpace Src);

/// The member of \p Derived's struct holding its direct base \p Base
/// ("amp_base<n>", counting the bases that have data), or "" for an empty base,
/// which the struct omits.
std::string baseFieldName(const clang::CXXRecordDecl &Derived, const clang::CXXRecordDecl &Base);

/// amp.h classes whose device form is built into the lowering (index, views...).
/// amp.h's other classes are plain amp code, lowered like the user's classes.
bool isBuiltinAmpClass(llvm::StringRef Name);

class TypeLowering {
public:
  TypeLowering(clang::ASTContext &Ctx, Names &N, OpenCLPrelude &Prelude);

  /// A declaration of \p Name with type \p T: "int x", "float a[4]".
  /// Returns false in \p Ok when the type has no OpenCL C spelling. Views in
  /// \p T (itself, or held by its members) point into \p Views.
  std::string declare(clang::QualType T, llvm::StringRef Name, bool &Ok, AddrSpace Views = AddrSpace::Global);
  /// The type alone, for casts and return types (not arrays).
  std::string spell(clang::QualType T, bool &Ok, AddrSpace Views = AddrSpace::Global);
  /// A declaration of \p Name of the pointer or reference type \p T (a
  /// pointer) whose target lives in \p Where; where the target is itself a
  /// pointer (`int *&`), that pointer points into \p Inner.
  std::string declarePointer(clang::QualType T, llvm::StringRef Name, AddrSpace Where, AddrSpace Inner, bool &Ok);

  /// Lambdas in amp code: the closure \p RD's capture fields, two letters
  /// each: where the target of a reference or pointer field lives ('v' for
  /// values), then where the pointer a reference field names points.
  /// False if the closure was given other spaces before (its struct is one).
  bool setClosureSpaces(const clang::CXXRecordDecl &RD, const std::string &Letters);
  std::string closureSpaces(const clang::CXXRecordDecl &RD);

  /// The struct that carries an array or array_view of type \p T through
  /// device code: its element pointer into \p Space and its descriptor, by
  /// value. OpenCL C 1.2 pointers carry their address space, so a view over
  /// private or tile_static memory has a struct of its own: amp_av_* for
  /// __global, amp_avp_* (__private), amp_avl_* (__local), amp_avc_* (__constant).
  std::string viewType(clang::QualType T, bool &Ok, AddrSpace Space = AddrSpace::Global);
  /// The view struct of elements \p Elem (read-only when const) and rank \p Rank.
  std::string viewTypeOf(clang::QualType Elem, int Rank, bool &Ok, AddrSpace Space = AddrSpace::Global);
  /// The element type of the array or array_view type \p T, with const for
  /// read-only views; null if \p T is not one.
  clang::QualType viewElement(clang::QualType T);
  /// Helpers between view structs, defined on first use: \p From seen as
  /// rank \p Rank with the row-major extent it is given (view_as).
  std::string viewAsRank(clang::QualType From, int Rank, bool &Ok, AddrSpace Space);
  /// \p From's elements seen as the bytes of elements of \p To (reinterpret_as).
  std::string viewReinterpret(clang::QualType From, clang::QualType To, bool &Ok, AddrSpace Space);
  /// \p From converted to the view struct of \p To (array_view<const T> from array_view<T>).
  std::string viewConvert(clang::QualType From, clang::QualType To, bool &Ok, AddrSpace Space);
  /// The same between two view structs named \p Src and \p Dst ("" when equal).
  std::string viewConvertNamed(const std::string &Src, const std::string &Dst);
  /// True if a value of \p T holds an array or array_view (its members, bases
  /// or elements do): such a struct has no host layout on the device.
  bool holdsView(clang::QualType T);

  /// The device struct of a functor kernel object named \p Name: laid out as
  /// the host's, with its array/array_view members left as opaque bytes (the
  /// kernel reaches them through its view arguments instead).
  std::string functorType(const clang::CXXRecordDecl &RD, const std::string &Name, bool &Ok);

  /// True if \p RD is a functor kernel's class, whose views are opaque bytes.
  bool isFunctor(const clang::RecordDecl &RD) const {
    return Functors.count(Ctx.getRecordType(&RD).getCanonicalType().getTypePtr());
  }

  /// Struct definitions emitted so far, in dependency order.
  const std::string &definitions() const { return Definitions; }

private:
  std::string spellBase(clang::QualType T, bool &Ok, AddrSpace Views = AddrSpace::Global);
  std::string recordType(const clang::RecordType *RT, bool &Ok, AddrSpace Views);
  void emitRecord(const clang::RecordDecl &RD, const std::string &Name, bool OpaqueViews, bool &Ok,
                  AddrSpace Views = AddrSpace::Global);

  clang::ASTContext &Ctx;
  Names &N;
  OpenCLPrelude &Prelude;
  std::string Definitions;
  std::set<std::string> Done; ///< record structs emitted, by name
  std::set<std::string> ViewTypes;
  llvm::DenseMap<const clang::Type *, std::string> Functors; ///< class -> its kobj struct
  llvm::DenseMap<const clang::CXXRecordDecl *, std::string> ClosureSpaces;
};

} // namespace ampclang
