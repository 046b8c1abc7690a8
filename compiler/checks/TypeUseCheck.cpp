// Type uses in amp code, found once for all type rules.
#include "checks/TypeUseCheck.h"
#include "ast/Restriction.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {

static bool visitComponents(QualType T, llvm::function_ref<bool(QualType)> Visit,
                            llvm::SmallPtrSetImpl<const Type *> &Seen) {
  if (T.isNull() || !Seen.insert(T.getCanonicalType().getTypePtr()).second)
    return false;
  if (Visit(T))
    return true;
  QualType C = T.getCanonicalType();
  if (const auto *P = C->getAs<PointerType>())
    return visitComponents(P->getPointeeType(), Visit, Seen);
  if (const auto *R = C->getAs<ReferenceType>())
    return visitComponents(R->getPointeeType(), Visit, Seen);
  if (const auto *A = C->getAsArrayTypeUnsafe())
    return visitComponents(A->getElementType(), Visit, Seen);
  if (const CXXRecordDecl *RD = C->getAsCXXRecordDecl()) {
    // amp.h's classes are amp-compatible by construction; look at the element
    // type of array_view<T> and friends through their template arguments.
    if (isAmpLibraryDecl(*RD)) {
      if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
        for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
          if (Arg.getKind() == TemplateArgument::Type &&
              visitComponents(Arg.getAsType(), Visit, Seen))
            return true;
      return false;
    }
    // A closure holds copies of amp code's own variables, checked where declared.
    if (!RD->hasDefinition() || RD->isLambda())
      return false;
    for (const CXXBaseSpecifier &B : RD->bases())
      if (visitComponents(B.getType(), Visit, Seen))
        return true;
    for (const FieldDecl *F : RD->fields())
      if (visitComponents(F->getType(), Visit, Seen))
        return true;
  }
  return false;
}

const BuiltinType *builtinOrEnumUnderlying(QualType T) {
  QualType C = T.getCanonicalType();
  if (const auto *ET = C->getAs<EnumType>())
    if (const EnumDecl *ED = ET->getDecl()->getDefinition())
      C = ED->getIntegerType().getCanonicalType();
  return C.isNull() ? nullptr : C->getAs<BuiltinType>();
}

QualType innermostElementType(const ArrayType &A) {
  QualType Elem = A.getElementType().getCanonicalType();
  while (const ArrayType *Inner = Elem->getAsArrayTypeUnsafe())
    Elem = Inner->getElementType().getCanonicalType();
  return Elem;
}

bool anyComponentType(QualType T, llvm::function_ref<bool(QualType)> Visit) {
  llvm::SmallPtrSet<const Type *, 16> Seen;
  return visitComponents(T, Visit, Seen);
}

void TypeUseCheck::checkFunction(const FunctionDecl &FD, CheckContext &Ctx) {
  // A lambda's signature is written in the lambda; a defaulted or implicit
  // function has no spelling of its own to point at.
  if (FD.isImplicit())
    return;
  if (!isa<CXXConversionDecl>(FD) && !isa<CXXConstructorDecl>(FD) && !isa<CXXDestructorDecl>(FD))
    checkType(FD.getReturnType(), FD.getReturnTypeSourceRange().getBegin().isValid()
                                      ? FD.getReturnTypeSourceRange().getBegin()
                                      : FD.getLocation(), Ctx);
  for (const ParmVarDecl *P : FD.parameters())
    checkType(P->getType(), P->getTypeSpecStartLoc().isValid() ? P->getTypeSpecStartLoc() : P->getLocation(), Ctx);
  const auto *MD = dyn_cast<CXXMethodDecl>(&FD);
  if (!MD || MD->isStatic())
    return;
  const CXXRecordDecl *RD = MD->getParent();
  if (RD->isLambda()) {
    // A lambda's captures bring host values into amp code. Variables of amp
    // code itself were checked where they are declared.
    for (const LambdaCapture &C : RD->captures()) {
      // `[*this]` copies the enclosing object into the closure, as a functor
      // would hold it: its class must be an amp type.
      if (C.getCaptureKind() == LCK_StarThis) {
        if (const auto *Outer = dyn_cast<CXXMethodDecl>(RD->getDeclContext()))
          checkType(Ctx.AST.getRecordType(Outer->getParent()), C.getLocation(), Ctx);
        continue;
      }
      if (!C.capturesVariable())
        continue;
      const ValueDecl *V = C.getCapturedVar();
      const auto *Owner = dyn_cast<FunctionDecl>(V->getDeclContext());
      // An init-capture (`[c = 'x']`) is declared by the capture itself.
      const auto *Init = dyn_cast<VarDecl>(V);
      if (Owner && isAmp(*Owner) && !(Init && Init->isInitCapture()))
        continue;
      checkType(V->getType().getNonReferenceType(), C.getLocation(), Ctx);
    }
  } else if (!isAmpLibraryDecl(*RD)) {
    // `this` of an amp member function (a functor kernel's operator() among
    // them) makes its class a type of amp code.
    checkType(Ctx.AST.getRecordType(RD), FD.getLocation(), Ctx);
  }
}

void TypeUseCheck::checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) {
  if (const auto *V = dyn_cast<VarDecl>(&D))
    if (!isa<ParmVarDecl>(V) && !V->isImplicit())
      checkType(V->getType(), V->getTypeSpecStartLoc().isValid() ? V->getTypeSpecStartLoc() : V->getLocation(), Ctx);
}

void TypeUseCheck::checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) {
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(&S))
    checkType(Cast->getTypeAsWritten(), Cast->getBeginLoc(), Ctx);
  else if (const auto *New = dyn_cast<CXXNewExpr>(&S))
    checkType(New->getAllocatedType(), New->getBeginLoc(), Ctx);
  else if (const auto *Temp = dyn_cast<CXXTemporaryObjectExpr>(&S))
    checkType(Temp->getType(), Temp->getBeginLoc(), Ctx);
  else if (const auto *Value = dyn_cast<CXXScalarValueInitExpr>(&S); Value && Value->getTypeSourceInfo())
    checkType(Value->getType(), Value->getBeginLoc(), Ctx); // `char()`, written as a functional cast is
  else if (const auto *Ref = dyn_cast<DeclRefExpr>(&S))
    checkTemplateArgs(Ref->template_arguments(), Ctx);
  else if (const auto *Member = dyn_cast<MemberExpr>(&S))
    checkTemplateArgs(Member->template_arguments(), Ctx);
}

/// foo<char>(), obj.get<short>(): template arguments written in amp code.
void TypeUseCheck::checkTemplateArgs(llvm::ArrayRef<TemplateArgumentLoc> Args, CheckContext &Ctx) {
  for (const TemplateArgumentLoc &Arg : Args)
    if (Arg.getArgument().getKind() == TemplateArgument::Type)
      checkType(Arg.getArgument().getAsType(), Arg.getLocation(), Ctx);
}

} // namespace ampclang
