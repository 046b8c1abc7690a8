// Which captured views a kernel body uses, and which it may write through.
#pragma once

#include "clang/AST/Decl.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <vector>

namespace ampclang {

/// Where a view sits inside a captured variable: the fields (FieldDecl) and
/// base classes (CXXRecordDecl) leading to it; empty for a captured view.
using ViewPath = llvm::SmallVector<const clang::Decl *, 4>;

/// The uses of captured views in one kernel's operator(). A view no kernel
/// writes is never copied back to the host; a view held in a captured struct
/// that the kernel never names is neither bound nor transferred. The analysis
/// is conservative: a view passed on, copied, or called a method on other than
/// `extent`/`get_extent()` counts as used and written.
class KernelViewUse {
public:
  explicit KernelViewUse(const clang::FunctionDecl &CallOperator);

  /// Whether the body names the view at \p Path under the captured \p Var.
  bool uses(const clang::ValueDecl *Var, llvm::ArrayRef<const clang::Decl *> Path) const;
  /// Whether the body may write the elements of that view.
  bool writes(const clang::ValueDecl *Var, llvm::ArrayRef<const clang::Decl *> Path) const;

private:
  struct Use {
    ViewPath Path;
    bool Writes = false;
  };
  /// Per captured variable: the views named through it; `Whole` when the
  /// variable itself (or a struct part of it) escapes as a whole.
  struct VarUses {
    std::vector<Use> Views;
    std::vector<ViewPath> Wholes;
  };
  std::map<const clang::ValueDecl *, VarUses> Vars;

  /// The Use recorded for the view at \p Path, or null.
  const Use *find(const clang::ValueDecl *Var, llvm::ArrayRef<const clang::Decl *> Path) const;
  bool underWhole(const clang::ValueDecl *Var, llvm::ArrayRef<const clang::Decl *> Path) const;
};

} // namespace ampclang
