// Done after the translation unit is parsed, before the checks judge the types.
#include "frontend/SignatureInstantiation.h"
#include "ast/IndirectedType.h"
#include "ast/Restriction.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

class SignatureTypes : public RecursiveASTVisitor<SignatureTypes> {
public:
  explicit SignatureTypes(Sema &S) : S(S) {}
  bool TraverseDecl(Decl *D) { return (D && isLibraryOrSystemDecl(*D)) || RecursiveASTVisitor::TraverseDecl(D); }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isDependentContext() || FD->isInvalidDecl() || !isAmp(*FD))
      return true;
    complete(FD->getReturnType(), FD->getLocation());
    for (const ParmVarDecl *P : FD->parameters())
      complete(P->getType(), P->getLocation());
    return true;
  }

  /// A local of amp code (`Node<int> *n = nullptr;`) is judged, and lowered,
  /// as its class is: the pointer alone would not instantiate it.
  bool VisitVarDecl(VarDecl *V) {
    const auto *Fn = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
    if (!isa<ParmVarDecl>(V) && Fn && !Fn->isDependentContext() && !Fn->isInvalidDecl() && isAmp(*Fn))
      complete(V->getType(), V->getLocation());
    return true;
  }

private:
  /// The class \p T names through references, pointers and arrays, if it is
  /// an undefined specialization of a class template: instantiated, silently
  /// (isCompleteType gives no diagnostic; one that cannot be is left alone).
  void complete(QualType T, SourceLocation Loc) {
    T = indirectedType(T);
    const auto *Spec = T.isNull() ? nullptr : dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
    if (Spec && !Spec->hasDefinition() && !T->isDependentType())
      (void)S.isCompleteType(Loc, T);
  }

  Sema &S;
};

} // namespace

void instantiateAmpSignatureTypes(Sema &S, ASTContext &Ctx) { SignatureTypes(S).TraverseDecl(Ctx.getTranslationUnitDecl()); }

} // namespace ampclang
