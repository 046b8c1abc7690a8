// The functions a statement calls, and restrictions as C++ AMP infers them.
#include "checks/CallUse.h"
#include "checks/SpecialMemberRestriction.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {

std::optional<CallUse> getCallUse(const Stmt &S) {
  if (const auto *Call = dyn_cast<CallExpr>(&S)) {
    if (const FunctionDecl *Callee = Call->getDirectCallee()) {
      const auto *Name = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
      return CallUse{Callee, Call->getExprLoc(), CallUse::Call, Name && !Name->hasQualifier()};
    }
    return std::nullopt;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(&S)) {
    SourceLocation Loc = isa<CXXTemporaryObjectExpr>(Construct) ? Construct->getBeginLoc()
                                                                 : Construct->getLocation();
    // `using B::B;`: the constructor called is B's (a twin of B's, maybe).
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    if (Ctor->isInheritingConstructor())
      if (const CXXConstructorDecl *Inherited = Ctor->getInheritedConstructor().getConstructor())
        Ctor = Inherited;
    return CallUse{Ctor, Loc, CallUse::Construct};
  }
  if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(&S))
    if (const CXXDestructorDecl *Dtor = Bind->getTemporary()->getDestructor())
      return CallUse{Dtor, Bind->getBeginLoc(), CallUse::Destroy};
  return std::nullopt;
}

std::optional<CallUse> getDestroyUse(const Decl &D) {
  const auto *V = dyn_cast<VarDecl>(&D);
  // A tile_static variable is never destroyed (nor constructed).
  if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) || V->getType()->isReferenceType() || isTileStatic(*V))
    return std::nullopt;
  const CXXRecordDecl *RD = V->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return std::nullopt;
  if (const CXXDestructorDecl *Dtor = RD->getDestructor())
    return CallUse{Dtor, V->getLocation(), CallUse::Destroy};
  return std::nullopt;
}

std::vector<CallUse> getMemberDestroyUses(const FunctionDecl &D) {
  std::vector<CallUse> Uses;
  const auto *Dtor = dyn_cast<CXXDestructorDecl>(&D);
  if (!Dtor || Dtor->isImplicit() || Dtor->isDefaulted() || !Dtor->doesThisDeclarationHaveABody())
    return Uses;
  auto destroys = [&](QualType T) {
    const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    if (RD && RD->hasDefinition() && !RD->hasTrivialDestructor())
      if (const CXXDestructorDecl *Callee = RD->getDestructor())
        Uses.push_back({Callee, Dtor->getLocation(), CallUse::Destroy});
  };
  // A union's members, and those of an anonymous union member, are never
  // destroyed by the destructor: the user destroys the active one.
  const CXXRecordDecl *Class = Dtor->getParent();
  if (Class->isUnion())
    return Uses;
  for (const FieldDecl *F : Class->fields())
    if (!F->getType()->isReferenceType() && !F->isAnonymousStructOrUnion())
      destroys(F->getType());
  for (const CXXBaseSpecifier &B : Class->bases())
    destroys(B.getType());
  return Uses;
}

/// Compiler builtins (__builtin_*), but not the C library functions Clang
/// also knows by name (printf, sqrt): those are host functions.
static bool isCompilerBuiltin(const FunctionDecl &Callee) {
  if (unsigned ID = Callee.getBuiltinID())
    return !Callee.getASTContext().BuiltinInfo.isPredefinedLibFunction(ID);
  return false;
}

/// Implicit and defaulted special members have an inferred restriction,
/// judged by amp-special-member-restriction; other implicit functions
/// (a lambda's conversion) have no written one. (An inheriting constructor's
/// call is its base constructor's: getCallUse.)
static bool hasNoWrittenRestriction(const FunctionDecl &Callee) {
  return Callee.isImplicit() || getInferredSpecialMember(Callee).has_value();
}

bool isExemptLibraryCallee(const FunctionDecl &Callee) {
  if (isAmpLibraryDecl(Callee) || isCompilerBuiltin(Callee))
    return true;
  if (const FunctionDecl *Pattern = Callee.getTemplateInstantiationPattern())
    return isAmpLibraryDecl(*Pattern);
  return false;
}

bool isExemptCallee(const FunctionDecl &Callee) {
  return isExemptLibraryCallee(Callee) || hasNoWrittenRestriction(Callee);
}

bool isExemptCpuCallee(const FunctionDecl &Callee) {
  return isCompilerBuiltin(Callee) || hasNoWrittenRestriction(Callee);
}

void addCalleeArg(const DiagnosticBuilder &DB, const FunctionDecl &FD) {
  if (const auto *M = dyn_cast<CXXMethodDecl>(&FD); M && M->getParent()->isLambda())
    DB << "lambda";
  else
    DB << &FD;
}

std::vector<Stmt *> implicitCalls(const CXXForRangeStmt &S) {
  std::vector<Stmt *> Out;
  for (const DeclStmt *D : {S.getBeginStmt(), S.getEndStmt()})
    if (const auto *V = D && D->isSingleDecl() ? dyn_cast<VarDecl>(D->getSingleDecl()) : nullptr; V && V->getInit())
      Out.push_back(const_cast<Expr *>(V->getInit()));
  for (const Expr *E : {S.getCond(), S.getInc()})
    if (E)
      Out.push_back(const_cast<Expr *>(E));
  return Out;
}

std::vector<Stmt *> implicitCalls(const BindingDecl &B) {
  if (const VarDecl *Holding = B.getHoldingVar(); Holding && Holding->getInit())
    return {const_cast<Expr *>(Holding->getInit())};
  return {};
}

} // namespace ampclang
