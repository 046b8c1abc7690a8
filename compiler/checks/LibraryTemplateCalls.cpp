#include "checks/LibraryTemplateCalls.h"
#include "ast/Restriction.h"
#include "checks/CallUse.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {

namespace {
bool inSystemHeader(const Decl &D) {
  return D.getASTContext().getSourceManager().isInSystemHeader(D.getLocation());
}

/// Only an instantiation can call the user's code: a plain library function
/// reaches it through pointers at most, which no walk follows.
bool isLibraryInstantiation(const FunctionDecl &Fn) {
  return inSystemHeader(Fn) && Fn.isTemplateInstantiation() && !isAmpLibraryDecl(Fn);
}
} // namespace

const FunctionDecl *LibraryTemplateCalls::ampOnlyUserCallee(const FunctionDecl &Fn) {
  return isLibraryInstantiation(Fn) ? search(Fn) : nullptr;
}

const FunctionDecl *LibraryTemplateCalls::search(const FunctionDecl &Fn) {
  const FunctionDecl *Key = Fn.getCanonicalDecl();
  if (auto It = Found.find(Key); It != Found.end())
    return It->second;
  Found[Key] = nullptr;
  const FunctionDecl *Def = nullptr;
  if (!Fn.hasBody(Def) || !Def->getBody())
    return nullptr;
  llvm::SmallVector<const Stmt *, 64> Work{Def->getBody()};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    if (std::optional<CallUse> Use = getCallUse(*S)) {
      const FunctionDecl &Callee = *Use->Callee;
      const FunctionDecl *Hit = nullptr;
      if (!inSystemHeader(Callee) && !isAmpLibraryDecl(Callee))
        Hit = getRestriction(Callee).Cpu ? nullptr : &Callee; // the user's: its own body is walked as such
      else if (isLibraryInstantiation(Callee))
        Hit = search(Callee);
      if (Hit)
        return Found[Key] = Hit;
    }
    // An instantiation whose address is taken runs later (std::function's invoker).
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *Target = dyn_cast<FunctionDecl>(Ref->getDecl()); Target && isLibraryInstantiation(*Target))
        if (const FunctionDecl *Hit = search(*Target))
          return Found[Key] = Hit;
    for (const Stmt *Child : S->children())
      Work.push_back(Child);
  }
  return nullptr;
}

} // namespace ampclang
