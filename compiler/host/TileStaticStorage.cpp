#include "host/TileStaticStorage.h"
#include "ast/Restriction.h"
#include "ast/UserCodeVisitor.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <set>

using namespace clang;

namespace ampclang {
namespace {

/// A constructor or destructor the host compile would run for \p T.
bool needsConstruction(QualType T) {
  const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  RD = RD ? RD->getDefinition() : nullptr;
  return RD && (!RD->hasTrivialDefaultConstructor() || !RD->hasTrivialDestructor());
}

class Finder : public UserCodeVisitor<Finder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitVarDecl(VarDecl *V) {
    if (isTileStatic(*V) && !V->getType()->isDependentType() && needsConstruction(V->getType()))
      Needed.insert(V->getLocation()); // a template's instantiations share its location
    return true;
  }
  bool VisitDeclStmt(DeclStmt *S) {
    const auto *First = dyn_cast<VarDecl>(*S->decl_begin());
    if (!First || !isTileStatic(*First))
      return true;
    const auto *FD = dyn_cast<FunctionDecl>(First->getDeclContext());
    if (!FD || !FD->getTemplateInstantiationPattern()) // the text is the pattern's
      Statements.push_back(S);
    return true;
  }

  std::set<SourceLocation> Needed;
  std::vector<const DeclStmt *> Statements;
};

std::string storageFor(const VarDecl &V, const PrintingPolicy &Policy) {
  std::string Name = V.getName().str();
  std::string Type = "_Amp_tile_static_type_" + Name, Storage = "_Amp_tile_static_storage_" + Name;
  return "using " + Type + " = " + V.getType().getAsString(Policy) + "; alignas(" + Type + ") tile_static unsigned char " +
         Storage + "[sizeof(" + Type + ")]; " + Type + " &" + Name + " = *reinterpret_cast<" + Type + " *>(" + Storage +
         ");";
}

} // namespace

std::vector<HostEdit> tileStaticStorageEdits(ASTContext &Ctx) {
  Finder F;
  F.TraverseAST(Ctx);
  SourceManager &SM = Ctx.getSourceManager();
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  std::vector<HostEdit> Edits;
  std::set<SourceLocation> Done;
  for (const DeclStmt *S : F.Statements) {
    bool Needed = llvm::any_of(S->decls(), [&](const Decl *D) { return F.Needed.count(D->getLocation()); });
    SourceLocation Begin = SM.getExpansionLoc(S->getBeginLoc()), End = S->getEndLoc();
    if (!Needed || !End.isFileID() || SM.getFileID(Begin) != SM.getFileID(End) || SM.isInSystemHeader(Begin) ||
        llvm::any_of(S->decls(), [](const Decl *D) { return isLibraryOrSystemDecl(*D); }) ||
        !Done.insert(Begin).second)
      continue;
    std::string Text;
    for (const Decl *D : S->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->getIdentifier())
        Text += storageFor(*V, Policy);
    FileID File = SM.getFileID(Begin);
    unsigned BeginOffset = SM.getFileOffset(Begin);
    unsigned EndOffset = SM.getFileOffset(Lexer::getLocForEndOfToken(End, 0, SM, Ctx.getLangOpts()));
    // As many lines as the declaration had, so that later lines keep their numbers.
    Text.append(SM.getBufferData(File).slice(BeginOffset, EndOffset).count('\n'), '\n');
    Edits.push_back({File, BeginOffset, EndOffset, Text});
  }
  return Edits;
}

} // namespace ampclang
