// parallel_for_each calls are found after Sema, on instantiated code.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <functional>

using namespace clang;

namespace ampclang {

llvm::StringRef ampClassName(const CXXRecordDecl *RD) {
  if (!RD || !RD->getIdentifier() || !isAmpLibraryDecl(*RD))
    return {};
  return RD->getName();
}

llvm::StringRef ampClassName(QualType T) {
  T = T.getNonReferenceType();
  return ampClassName(T->getAsCXXRecordDecl());
}

int ampTemplateInt(QualType T, unsigned I) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || I >= Spec->getTemplateArgs().size())
    return 0;
  const TemplateArgument &Arg = Spec->getTemplateArgs()[I];
  if (Arg.getKind() != TemplateArgument::Integral)
    return 0;
  return static_cast<int>(Arg.getAsIntegral().getExtValue());
}

static const Expr *stripToKernel(const Expr *E) {
  while (true) {
    E = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      if (Construct->getNumArgs() == 1 && Construct->getConstructor()->isCopyOrMoveConstructor()) {
        E = Construct->getArg(0);
        continue;
      }
    }
    return E;
  }
}

static bool isParallelForEach(const FunctionDecl *FD) {
  return FD && FD->getIdentifier() && FD->getName() == "parallel_for_each" &&
         isAmpLibraryDecl(*FD);
}

/// The rank-N index type a domain hands its kernel: index<N> over extent<N>,
/// tiled_index<D0, D1, D2> over tiled_extent<D0, D1, D2>.
static bool isDomainIndex(QualType Param, const KernelSite &Site) {
  QualType T = Param.getNonReferenceType().getUnqualifiedType();
  llvm::StringRef Name = ampClassName(T);
  if (!Site.Tiled)
    return Name == "index" && ampTemplateInt(T, 0) == Site.Rank;
  return Name == "tiled_index" && ampTemplateInt(T, 0) == Site.TileDims[0] &&
         ampTemplateInt(T, 1) == Site.TileDims[1] && ampTemplateInt(T, 2) == Site.TileDims[2];
}

/// The operator() a functor kernel runs: among those the class declares or
/// inherits (templates through the specializations the launch made), the
/// one taking the domain's own index type, else one taking a single argument
/// (tiled_index converts to index); its definition where it has one.
static const CXXMethodDecl *kernelCallOperator(const CXXRecordDecl &RD, const KernelSite &Site) {
  llvm::SmallVector<const CXXMethodDecl *, 4> Candidates;
  std::function<void(const CXXRecordDecl &)> Collect = [&](const CXXRecordDecl &C) {
    for (const Decl *D : C.decls()) {
      if (const auto *M = dyn_cast<CXXMethodDecl>(D); M && M->getOverloadedOperator() == OO_Call)
        Candidates.push_back(M);
      if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
        if (T->getTemplatedDecl()->getOverloadedOperator() == OO_Call)
          for (const FunctionDecl *Spec : T->specializations())
            Candidates.push_back(cast<CXXMethodDecl>(Spec));
    }
    if (Candidates.empty() && C.hasDefinition())
      for (const CXXBaseSpecifier &B : C.bases())
        if (const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl(); Base && Base->hasDefinition())
          Collect(*Base->getDefinition());
  };
  Collect(RD);
  const CXXMethodDecl *Pick = nullptr;
  for (const CXXMethodDecl *M : Candidates)
    if (M->getNumParams() == 1 && isDomainIndex(M->getParamDecl(0)->getType(), Site)) {
      Pick = M;
      break;
    }
  for (const CXXMethodDecl *M : Candidates)
    if (!Pick && M->getNumParams() == 1)
      Pick = M;
  if (!Pick && !Candidates.empty())
    Pick = Candidates.front();
  if (Pick)
    if (const FunctionDecl *Def = Pick->getDefinition())
      Pick = cast<CXXMethodDecl>(Def);
  return Pick;
}

/// A lambda kernel's operator(); for a generic lambda (`[=](auto idx)
/// restrict(amp)`), the specialization parallel_for_each's call made.
static const CXXMethodDecl *lambdaCallOperator(const LambdaExpr &L, const KernelSite &Site) {
  if (L.isGenericLambda())
    if (const CXXMethodDecl *Spec = kernelCallOperator(*L.getLambdaClass(), Site); Spec && !Spec->isDependentContext())
      return Spec;
  return L.getCallOperator();
}

/// Whether \p FD's text is shared by instantiations: it is a template
/// instantiation, or the call operator of a lambda written where no function
/// is (a variable template's initializer, a static data member's or a default
/// member initializer of a class template) in an instantiation.
static bool inTemplateInstantiation(const FunctionDecl *FD) {
  if (FD->isTemplateInstantiation())
    return true;
  const auto *M = dyn_cast<CXXMethodDecl>(FD);
  if (!M || !M->getParent()->isLambda())
    return false;
  const CXXRecordDecl *Closure = M->getParent();
  if (const auto *Var = dyn_cast_or_null<VarDecl>(Closure->getLambdaContextDecl()))
    if (isTemplateInstantiation(Var->getTemplateSpecializationKind()))
      return true;
  if (const auto *Class = dyn_cast<CXXRecordDecl>(Closure->getParent()))
    return isTemplateInstantiation(Class->getTemplateSpecializationKind());
  return false;
}

namespace {
class SiteFinder : public RecursiveASTVisitor<SiteFinder> {
public:
  std::vector<KernelSite> Sites;
  const FunctionDecl *Current = nullptr;
  /// Each lambda of the translation unit by closure class, and whether it is
  /// written in a template instantiation: a kernel passed by name is found here.
  struct LambdaPlace {
    const LambdaExpr *Lambda;
    const FunctionDecl *Function;
  };
  llvm::DenseMap<const CXXRecordDecl *, LambdaPlace> Lambdas;

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitLambdaBody() const { return true; }

  // A call in a system header is reported (it cannot be rewritten); what a
  // precompiled header holds is amp-clang's and the system's, with no call.
  bool TraverseDecl(Decl *D) {
    return (D && !isa<TranslationUnitDecl>(D) && (D->isFromASTFile() || isAmpLibraryDecl(*D))) ||
           RecursiveASTVisitor::TraverseDecl(D);
  }

  // Every kind of function that can hold a kernel: the visitor traverses
  // constructors, destructors, conversion functions and deduction guides
  // through their own Traverse methods, not TraverseCXXMethodDecl.
  bool TraverseFunctionDecl(FunctionDecl *FD) { return traverseFn(FD, [&] { return RecursiveASTVisitor::TraverseFunctionDecl(FD); }); }
  bool TraverseCXXMethodDecl(CXXMethodDecl *FD) { return traverseFn(FD, [&] { return RecursiveASTVisitor::TraverseCXXMethodDecl(FD); }); }
  bool TraverseCXXConstructorDecl(CXXConstructorDecl *FD) {
    return traverseFn(FD, [&] { return RecursiveASTVisitor::TraverseCXXConstructorDecl(FD); });
  }
  bool TraverseCXXDestructorDecl(CXXDestructorDecl *FD) {
    return traverseFn(FD, [&] { return RecursiveASTVisitor::TraverseCXXDestructorDecl(FD); });
  }
  bool TraverseCXXConversionDecl(CXXConversionDecl *FD) {
    return traverseFn(FD, [&] { return RecursiveASTVisitor::TraverseCXXConversionDecl(FD); });
  }
  bool TraverseCXXDeductionGuideDecl(CXXDeductionGuideDecl *FD) {
    return traverseFn(FD, [&] { return RecursiveASTVisitor::TraverseCXXDeductionGuideDecl(FD); });
  }

  template <typename Fn> bool traverseFn(FunctionDecl *FD, Fn Base) {
    if (FD->isDependentContext() || isAmpLibraryDecl(*FD))
      return true; // templates are seen through their instantiations
    const FunctionDecl *Saved = Current;
    Current = FD;
    bool Result = Base();
    Current = Saved;
    return Result;
  }

  /// A lambda outside every function (initialising a variable, a variable
  /// template, a static data member, a default member initializer) is the
  /// function holding the kernels its body launches.
  bool TraverseLambdaExpr(LambdaExpr *L) {
    if (Current || !L->getCallOperator())
      return RecursiveASTVisitor::TraverseLambdaExpr(L);
    Current = L->getCallOperator();
    bool Result = RecursiveASTVisitor::TraverseLambdaExpr(L);
    Current = nullptr;
    return Result;
  }

  bool VisitLambdaExpr(LambdaExpr *L) {
    Lambdas[L->getLambdaClass()] = {L, Current};
    // A generic lambda's body is a template: its kernels are in the
    // specializations its calls made, which the traversal does not reach.
    if (FunctionTemplateDecl *Generic = L->getDependentCallOperator())
      for (FunctionDecl *Spec : Generic->specializations())
        if (!Spec->isDependentContext() && !TraverseDecl(Spec))
          return false;
    return true;
  }

  /// A kernel lambda passed by name (through a function parameter, a member,
  /// a variable) is bound where it is made.
  void resolveBoundLambdas() {
    for (KernelSite &Site : Sites) {
      if (Site.KernelVar) {
        Site.Bound = true;
        continue;
      }
      if (Site.Lambda || !Site.KernelClass || !Site.KernelClass->isLambda())
        continue;
      auto It = Lambdas.find(Site.KernelClass);
      if (It == Lambdas.end())
        continue;
      Site.Lambda = It->second.Lambda;
      Site.CallOperator = lambdaCallOperator(*Site.Lambda, Site);
      Site.FillContext = It->second.Function;
      Site.InTemplateInstantiation = Site.FillContext && inTemplateInstantiation(Site.FillContext);
      Site.Bound = true;
    }
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (!isParallelForEach(Call->getDirectCallee()) || Call->getNumArgs() < 2)
      return true;
    KernelSite Site;
    Site.Call = Call;
    Site.Enclosing = Site.FillContext = Current;
    Site.InTemplateInstantiation = Site.CallInTemplate = Current && inTemplateInstantiation(Current);
    for (const Expr *Arg : Call->arguments()) {
      llvm::StringRef Name = ampClassName(Arg->getType());
      if (Name == "accelerator_view") {
        Site.View = Arg;
      } else if (Name == "extent") {
        Site.Domain = Arg;
        Site.Rank = ampTemplateInt(Arg->getType(), 0);
      } else if (Name == "tiled_extent") {
        Site.Domain = Arg;
        Site.Tiled = true;
        const auto *Spec = cast<ClassTemplateSpecializationDecl>(
            Arg->getType().getNonReferenceType()->getAsCXXRecordDecl());
        for (unsigned I = 0; I < 3 && I < Spec->getTemplateArgs().size(); ++I)
          Site.TileDims[I] = ampTemplateInt(Arg->getType(), I);
        Site.TileRank = Site.TileDims[2] ? 3 : Site.TileDims[1] ? 2 : 1;
        Site.Rank = Site.TileRank;
      }
    }
    Site.KernelArg = Call->getArg(Call->getNumArgs() - 1);
    const Expr *Kernel = stripToKernel(Site.KernelArg);
    Site.Lambda = dyn_cast<LambdaExpr>(Kernel);
    // A local variable initialised with a lambda, passed by name.
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Kernel))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()); Var && Var->hasLocalStorage() && Var->getInit())
        if (const auto *L = dyn_cast<LambdaExpr>(stripToKernel(Var->getInit()))) {
          Site.Lambda = L;
          Site.KernelVar = Var;
        }
    Site.KernelClass = Kernel->getType().getNonReferenceType()->getAsCXXRecordDecl();
    if (Site.KernelClass && Site.KernelClass->hasDefinition())
      Site.CallOperator = kernelCallOperator(*Site.KernelClass->getDefinition(), Site);
    if (Site.Lambda)
      Site.CallOperator = lambdaCallOperator(*Site.Lambda, Site);
    Sites.push_back(Site);
    return true;
  }
};
} // namespace

std::vector<KernelSite> findKernelSites(ASTContext &Ctx) {
  SiteFinder Finder;
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  Finder.resolveBoundLambdas();
  return std::move(Finder.Sites);
}

bool isArrayOrView(QualType T) {
  llvm::StringRef Amp = ampClassName(T);
  return Amp == "array_view" || Amp == "array";
}

bool isTextureHolder(QualType T) {
  llvm::StringRef Amp = ampClassName(T);
  return Amp == "texture" || Amp == "texture_view" || Amp == "writeonly_texture_view" || Amp == "texel_data";
}

bool holdsView(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  llvm::StringRef Amp = ampClassName(T);
  if (Amp == "array_view" || Amp == "array")
    return true;
  if (!Amp.empty() && !isTextureHolder(T))
    return false;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsView(B.getType()))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (holdsView(F->getType()))
      return true;
  return false;
}

} // namespace ampclang
