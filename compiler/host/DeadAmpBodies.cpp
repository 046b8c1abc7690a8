#include "host/DeadAmpBodies.h"
#include "ast/Restriction.h"
#include "ast/UserCodeVisitor.h"
#include "frontend/SpellingFileSystem.h"

#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {
namespace {

/// An amp-only function whose body only the device needs, were no kernel to reach it.
bool deviceOnlyBody(const FunctionDecl &FD) {
  if (!FD.doesThisDeclarationHaveABody() || !getRestriction(FD).ampOnly())
    return false;
  if (FD.isDependentContext() || FD.getDescribedFunctionTemplate() || FD.getTemplateInstantiationPattern())
    return false;
  if (isa<CXXConstructorDecl>(FD) || isa<CXXDestructorDecl>(FD) || FD.isConstexpr())
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(&FD); M && M->getParent()->isLambda())
    return false;
  // A deduced return type comes from the body.
  return !FD.getReturnType()->getContainedDeducedType() && !FD.getReturnType()->isUndeducedType();
}

class Finder : public UserCodeVisitor<Finder> {
public:
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (deviceOnlyBody(*FD))
      Found.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Found;
};

} // namespace

std::vector<HostEdit> deadAmpBodyEdits(ASTContext &Ctx, const llvm::StringMap<std::string> &HostViews,
                                       const llvm::SmallPtrSetImpl<const FunctionDecl *> &Reached) {
  std::vector<HostEdit> Edits;
  if (HostViews.empty())
    return Edits;
  Finder F;
  F.TraverseAST(Ctx);
  SourceManager &SM = Ctx.getSourceManager();
  for (const FunctionDecl *FD : F.Found) {
    if (Reached.contains(FD->getCanonicalDecl()))
      continue;
    const auto *Body = dyn_cast_or_null<CompoundStmt>(FD->getBody());
    if (!Body || !Body->getLBracLoc().isFileID() || !Body->getRBracLoc().isFileID())
      continue;
    FileID File = SM.getFileID(Body->getLBracLoc());
    if (File != SM.getFileID(Body->getRBracLoc()))
      continue;
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    auto View = Entry ? HostViews.find(normalizedPath(Entry->getName())) : HostViews.end();
    if (View == HostViews.end())
      continue;
    unsigned Begin = SM.getFileOffset(Body->getLBracLoc()), End = SM.getFileOffset(Body->getRBracLoc()) + 1;
    // A function the host view hides (an amp twin) is blank there already.
    const std::string &Host = View->second;
    if (End > Host.size() || Host[Begin] != '{' || Host[End - 1] != '}')
      continue;
    std::string Text = "{ __builtin_unreachable(); }";
    Text.append(llvm::StringRef(Host).slice(Begin, End).count('\n'), '\n');
    Edits.push_back({File, Begin, End, Text});
  }
  return Edits;
}

} // namespace ampclang
