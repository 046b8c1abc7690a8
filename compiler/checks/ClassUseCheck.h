// Base for rules about the classes amp code uses: each offending class is reported once.
#pragma once

#include "checks/TypeUseCheck.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace ampclang {

/// Where amp code first used a class: the type written there and its place.
struct ClassUse {
  clang::QualType Type;
  clang::SourceLocation Loc;
};

/// Finds every user class amp code reaches (through the uses TypeUseCheck
/// presents, then members, bases and array elements) and calls checkClass once
/// per class. A rule reports at the offending member, then calls noteUse.
class ClassUseCheck : public TypeUseCheck {
protected:
  /// Report what is wrong with \p RD's own declarations (its member classes
  /// and bases get their own call).
  virtual void checkClass(const clang::CXXRecordDecl &RD, const ClassUse &Use, CheckContext &Ctx) = 0;
  /// The note after each error: where amp code used the class.
  static void noteUse(const ClassUse &Use, CheckContext &Ctx);

private:
  void checkType(clang::QualType T, clang::SourceLocation Loc, CheckContext &Ctx) final;
  llvm::SmallPtrSet<const clang::CXXRecordDecl *, 16> Checked;
};

} // namespace ampclang
