// amp-tile-static-storage: tile_static is a storage class of its own; no other joins it.
#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// How many times `static` or `tile_static` is spelled in \p Text.
unsigned countStorageWords(llvm::StringRef Text) {
  unsigned Count = 0;
  for (size_t I = 0; I < Text.size();) {
    if (!isAsciiIdentifierStart(Text[I])) {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Text.size() && isAsciiIdentifierContinue(Text[End]))
      ++End;
    llvm::StringRef Word = Text.slice(I, End);
    Count += Word == "static" || Word == "tile_static";
    I = End;
  }
  return Count;
}

class TileStaticStorageCheck : public AmpCheck {
  // `tile_static` spells `static` and an annotation for the host compilers,
  // so Clang only warns of `static tile_static` as a duplicate `static`.
  // C++ allows one storage class a declaration (Microsoft: C2159); extern
  // and register beside tile_static are Clang's own errors already.
  void checkDecl(const Decl &D, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *V = dyn_cast<VarDecl>(&D);
    if (!V || !isTileStatic(*V))
      return;
    const SourceManager &SM = Ctx.AST.getSourceManager();
    SourceLocation Begin = SM.getFileLoc(V->getBeginLoc()), Name = SM.getFileLoc(V->getLocation());
    if (Begin.isInvalid() || Name.isInvalid() || SM.getFileID(Begin) != SM.getFileID(Name) ||
        !SM.isBeforeInTranslationUnit(Begin, Name))
      return;
    llvm::StringRef Text(SM.getCharacterData(Begin), SM.getFileOffset(Name) - SM.getFileOffset(Begin));
    // `thread_local` is a storage duration a tile_static variable cannot have either.
    if ((countStorageWords(Text) > 1 || V->getTSCSpec() != TSCS_unspecified) && Reported.insert(Begin).second)
      Ctx.report(AmpDiag::TileStaticStorage, Begin) << V;
  }
  llvm::DenseSet<SourceLocation> Reported;
};
} // namespace

std::unique_ptr<AmpCheck> createTileStaticStorageCheck() { return std::make_unique<TileStaticStorageCheck>(); }

} // namespace ampclang
