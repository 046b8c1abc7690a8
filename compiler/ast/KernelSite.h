// Finds the parallel_for_each calls of a translation unit and what they launch.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <array>
#include <vector>

namespace ampclang {

/// One parallel_for_each call: its compute domain and its kernel object.
struct KernelSite {
  const clang::CallExpr *Call = nullptr;
  const clang::Expr *Domain = nullptr;        ///< extent<N> or tiled_extent<...>
  const clang::Expr *View = nullptr;          ///< the accelerator_view argument, if any
  const clang::Expr *KernelArg = nullptr;     ///< the kernel argument as written
  const clang::LambdaExpr *Lambda = nullptr;  ///< set when the kernel is a lambda
  /// A lambda kernel named by a local variable (`auto k = [=](...) restrict(amp) {...};`).
  const clang::VarDecl *KernelVar = nullptr;
  /// The kernel is a lambda reached through a name (a local variable, a
  /// function parameter, ...), not the lambda expression itself: the host binds
  /// the lambda to its kernel where it is made, and the call launches what it is given.
  bool Bound = false;
  const clang::CXXRecordDecl *KernelClass = nullptr; ///< closure or functor class
  const clang::CXXMethodDecl *CallOperator = nullptr; ///< the kernel's operator()
  const clang::FunctionDecl *Enclosing = nullptr;     ///< the function holding the call
  int Rank = 0;
  bool Tiled = false;
  std::array<int, 3> TileDims = {0, 0, 0}; ///< tiled_extent<D0, D1, D2> arguments
  int TileRank = 0;
  /// The host text that writes the captures is shared by template
  /// instantiations: the call's (a lambda or functor written in the call), or
  /// the lambda's (a bound lambda).
  bool InTemplateInstantiation = false;
  /// The call itself is in a template instantiation.
  bool CallInTemplate = false;
  /// The function whose text writes the captures (the call's, or a bound
  /// lambda's): in a template, its template arguments tell instantiations apart.
  const clang::FunctionDecl *FillContext = nullptr;
};

/// Every parallel_for_each call in the main file and its headers, in source order.
std::vector<KernelSite> findKernelSites(clang::ASTContext &Ctx);

/// If \p RD is concurrency::NAME<...>, returns NAME, else an empty string.
llvm::StringRef ampClassName(const clang::CXXRecordDecl *RD);
llvm::StringRef ampClassName(clang::QualType T);

/// Whether \p T is concurrency::array or concurrency::array_view itself (not a
/// reference to one, nor a class holding one).
bool isArrayOrView(clang::QualType T);

/// Whether \p T is one of the texture classes (texture, texture_view,
/// writeonly_texture_view, and the texel_data they hold): library classes
/// that are structs holding an array_view of their texels, captured, bound
/// and lowered as the user's structs holding views are.
bool isTextureHolder(clang::QualType T);

/// Whether \p T is an array or array_view, or holds one: as a member, a base,
/// or an array element, at any depth (references looked through).
bool holdsView(clang::QualType T);

/// The integer template argument \p I of an amp class specialisation (rank, tile size).
int ampTemplateInt(clang::QualType T, unsigned I);

} // namespace ampclang
