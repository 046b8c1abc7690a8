// Done after the translation unit is parsed, before the checks walk the kernels.
#include "frontend/KernelInstantiation.h"
#include "ast/Restriction.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Template.h"

#include <memory>

using namespace clang;

namespace ampclang {
namespace {

/// The parser has left the translation unit's scope when the consumer runs
/// (Sema's TUScope is null), but an instantiation may declare a builtin there:
/// an implicitly defined copy assignment of a class with an array member
/// calls __builtin_memcpy, which Clang declares on first use in TUScope (it
/// crashed on the null scope). A scope for the translation unit meanwhile.
class TranslationUnitScope {
public:
  explicit TranslationUnitScope(Sema &S) : S(S), Saved(S.TUScope) {
    if (Saved)
      return;
    Own = std::make_unique<Scope>(nullptr, Scope::DeclScope, S.getDiagnostics());
    Own->setEntity(S.getASTContext().getTranslationUnitDecl());
    S.TUScope = Own.get();
  }
  ~TranslationUnitScope() { S.TUScope = Saved; }

private:
  Sema &S;
  Scope *Saved;
  std::unique_ptr<Scope> Own;
};

} // namespace

void instantiateKernelOperators(Sema &S, const std::vector<KernelSite> &Sites) {
  TranslationUnitScope TU(S);
  bool Any = false;
  for (const KernelSite &Site : Sites) {
    auto *Op = const_cast<CXXMethodDecl *>(Site.CallOperator);
    if (!Op || Op->isDefined() || !Op->getTemplateInstantiationPattern())
      continue;
    S.InstantiateFunctionDefinition(Site.Call->getBeginLoc(), Op, /*Recursive=*/true, /*DefinitionRequired=*/true);
    Any = true;
  }
  // What the new bodies call is instantiated too.
  if (Any)
    S.PerformPendingInstantiations();
}

namespace {

/// A name the device view gave a cpu twin: `$` over its first character.
bool isDeviceRename(const NamedDecl &D) {
  const IdentifierInfo *II = D.getIdentifier();
  return II && II->getName().starts_with("$");
}

/// The amp twin beside the renamed \p Cpu in \p DC: the same name but for
/// the first character, restrict(amp) only.
template <class DeclT> DeclT *ampTwinIn(const DeclT &Cpu, const DeclContext &DC) {
  llvm::StringRef Name = Cpu.getName();
  for (Decl *D : DC.decls()) {
    auto *Other = dyn_cast<DeclT>(D);
    if (!Other || Other == &Cpu || !Other->getIdentifier() || isDeviceRename(*Other))
      continue;
    llvm::StringRef OtherName = Other->getName();
    if (OtherName.size() != Name.size() || OtherName.drop_front() != Name.drop_front())
      continue;
    const FunctionDecl *F = Other->getAsFunction();
    if (F && isAmp(*F) && !getRestriction(*F).Cpu)
      return Other;
  }
  return nullptr;
}

/// The amp twin of the renamed \p Cpu in its context; in a namespace, in any
/// of its definitions (a header declares the amp twin, another header
/// reopens the namespace to define the cpu one).
template <class DeclT> DeclT *ampTwinOf(const DeclT &Cpu) {
  if (const auto *NS = dyn_cast<NamespaceDecl>(Cpu.getDeclContext())) {
    for (const NamespaceDecl *Part : NS->redecls())
      if (DeclT *Amp = ampTwinIn(Cpu, *Part))
        return Amp;
    return nullptr;
  }
  return ampTwinIn(Cpu, *Cpu.getDeclContext());
}

class RenamedTwinFinder : public RecursiveASTVisitor<RenamedTwinFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  std::vector<FunctionTemplateDecl *> Templates;
  std::vector<CXXMethodDecl *> Members;

  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *D) {
    if (isDeviceRename(*D) && D->isThisDeclarationADefinition())
      Templates.push_back(D);
    return true;
  }
  bool VisitCXXMethodDecl(CXXMethodDecl *M) {
    if (isDeviceRename(*M) && !M->getDescribedFunctionTemplate() && !M->isDefined() &&
        M->getTemplateInstantiationPattern() && isa<ClassTemplateSpecializationDecl>(M->getParent()))
      Members.push_back(M);
    return true;
  }
};

} // namespace

void instantiateRenamedCpuTwins(Sema &S, ASTContext &Ctx) {
  TranslationUnitScope TU(S);
  RenamedTwinFinder Finder;
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  bool Any = false;
  for (FunctionTemplateDecl *Cpu : Finder.Templates) {
    FunctionTemplateDecl *Amp = ampTwinOf(*Cpu);
    if (!Amp)
      continue;
    std::vector<const TemplateArgumentList *> Uses;
    for (FunctionDecl *Spec : Amp->specializations())
      if (const TemplateArgumentList *Args = Spec->getTemplateSpecializationArgs())
        Uses.push_back(Args);
    for (const TemplateArgumentList *Args : Uses)
      if (FunctionDecl *F = S.InstantiateFunctionDeclaration(Cpu, Args, Cpu->getLocation())) {
        S.InstantiateFunctionDefinition(Cpu->getLocation(), F, /*Recursive=*/true);
        Any = true;
      }
  }
  for (CXXMethodDecl *Cpu : Finder.Members)
    if (ampTwinOf(*Cpu)) {
      S.InstantiateFunctionDefinition(Cpu->getLocation(), Cpu, /*Recursive=*/true);
      Any = true;
    }
  if (Any)
    S.PerformPendingInstantiations();
}

} // namespace ampclang
