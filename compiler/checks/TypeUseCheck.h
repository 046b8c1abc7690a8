// Base for rules about types: calls checkType for every type amp code uses.
#pragma once

#include "checks/AmpCheck.h"

#include "clang/AST/TemplateBase.h"
#include "clang/AST/Type.h"

namespace ampclang {

/// Presents each type use in amp code once: parameters, return types, locals,
/// explicit casts, new-expressions, temporaries, template arguments written at
/// references, the host variables lambdas capture, and the class of an amp
/// member function (its `this`).
class TypeUseCheck : public AmpCheck {
public:
  void checkFunction(const clang::FunctionDecl &FD, CheckContext &Ctx) override;
  void checkDecl(const clang::Decl &D, const clang::FunctionDecl &Fn, CheckContext &Ctx) override;
  void checkStmt(const clang::Stmt &S, const clang::FunctionDecl &Fn, CheckContext &Ctx) override;

protected:
  void checkTemplateArgs(llvm::ArrayRef<clang::TemplateArgumentLoc> Args, CheckContext &Ctx);
  /// Inspect \p T, used at \p Loc; \p What names the use ("parameter 'x'").
  virtual void checkType(clang::QualType T, clang::SourceLocation Loc, CheckContext &Ctx) = 0;
};

/// Calls \p Visit on \p T and on every type it is built from: pointees,
/// referees, array elements and, for classes, the types of their fields and
/// bases (each class once). Stops early when \p Visit returns true.
bool anyComponentType(clang::QualType T, llvm::function_ref<bool(clang::QualType)> Visit);

/// The canonical element type of \p A through nested arrays (`bool[2][3]`: bool).
clang::QualType innermostElementType(const clang::ArrayType &A);

/// The builtin type \p T is, or for an enumeration its underlying type (an
/// enum stored in 8 or 16 bits is as unusable as char or short); else null.
const clang::BuiltinType *builtinOrEnumUnderlying(clang::QualType T);

/// Why \p T itself (not its components) is no amp type: short, long long,
/// long double, wchar_t and the like, or one of amp.h's host-only classes
/// (accelerator, accelerator_view, completion_future, the exceptions); else null.
const char *unsupportedTypeReason(clang::QualType T);

} // namespace ampclang
