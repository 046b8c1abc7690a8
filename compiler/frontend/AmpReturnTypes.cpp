#include "frontend/AmpReturnTypes.h"
#include "ast/Restriction.h"
#include "ast/UserCodeVisitor.h"
#include "frontend/SpellingFileSystem.h"

#include "clang/AST/QualTypeNames.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {
namespace {

class Finder : public UserCodeVisitor<Finder> {
public:
  bool VisitFunctionDecl(FunctionDecl *FD) {
    const auto *Proto = FD->getType()->getAs<FunctionProtoType>();
    if (Proto && Proto->hasTrailingReturn() && getRestriction(*FD).ampOnly() && !FD->isDependentContext() &&
        !FD->getReturnType()->isDependentType())
      Found.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Found;
};

/// The return type's name, as the host can spell it; empty where it cannot
/// (a lambda's closure, an unnamed or local class).
std::string spelling(QualType T, const ASTContext &Ctx) {
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  std::string Name = TypeName::getFullyQualifiedName(T, Ctx, Policy, /*WithGlobalNsPrefix=*/true);
  for (const char *Unnamed : {"(lambda", "(unnamed", "(anonymous"})
    if (llvm::StringRef(Name).contains(Unnamed))
      return "";
  if (const TagDecl *Tag = T->getAsTagDecl(); Tag && Tag->getDeclContext()->isFunctionOrMethod())
    return "";
  return Name;
}

} // namespace

std::vector<HostViewPatch> ampReturnTypePatches(ASTContext &Ctx, const llvm::StringMap<std::string> &HostViews) {
  std::vector<HostViewPatch> Patches;
  if (HostViews.empty())
    return Patches;
  Finder F;
  F.TraverseAST(Ctx);
  SourceManager &SM = Ctx.getSourceManager();
  for (const FunctionDecl *FD : F.Found) {
    FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
    if (!FTL)
      continue;
    TypeLoc Return = FTL.getReturnLoc();
    if (!Return.getAs<DecltypeTypeLoc>())
      continue; // `-> int` is the same on both sides
    CharSourceRange Range = CharSourceRange::getTokenRange(Return.getSourceRange());
    Range = Lexer::makeFileCharRange(Range, SM, Ctx.getLangOpts());
    if (Range.isInvalid())
      continue;
    FileID File = SM.getFileID(Range.getBegin());
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    std::string Path = Entry ? normalizedPath(Entry->getName()) : std::string();
    auto View = HostViews.find(Path);
    if (View == HostViews.end())
      continue;
    unsigned Begin = SM.getFileOffset(Range.getBegin()), End = SM.getFileOffset(Range.getEnd());
    llvm::StringRef Written = SM.getBufferData(File).slice(Begin, End);
    std::string Name = spelling(FD->getReturnType().getCanonicalType(), Ctx);
    // The host view still spells it (no blanked twin), on one line, with room.
    if (Name.empty() || Name.size() > Written.size() || Written.contains('\n') ||
        llvm::StringRef(View->second).slice(Begin, End) != Written)
      continue;
    Name.resize(Written.size(), ' ');
    Patches.push_back({Path, Begin, Name});
  }
  return Patches;
}

void applyHostViewPatches(llvm::StringMap<std::string> &Views, const std::vector<HostViewPatch> &Patches) {
  for (const HostViewPatch &P : Patches) {
    auto View = Views.find(P.Path);
    if (View != Views.end() && P.Offset + P.Text.size() <= View->second.size())
      View->second.replace(P.Offset, P.Text.size(), P.Text);
  }
}

} // namespace ampclang
