// Where the host's constructor tags go (ConstructorTags.h).
#include "host/ConstructorTags.h"

#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

static constexpr const char *TagType = "::amp_clang::amp_twin_tag";

/// Text right after \p L, a `(` or `{` the file spells.
static std::optional<TagInsert> after(SourceLocation L, const std::string &Text, const SourceManager &SM) {
  if (L.isInvalid() || !L.isFileID())
    return std::nullopt;
  return TagInsert{SM.getFileID(L), SM.getFileOffset(L) + 1, Text};
}

std::optional<TagInsert> tagParameter(const CXXConstructorDecl &C, const SourceManager &SM) {
  FunctionTypeLoc FTL = C.getFunctionTypeLoc();
  if (!FTL)
    return std::nullopt;
  bool More = C.getNumParams() > 0 || C.isVariadic();
  return after(FTL.getLParenLoc(), std::string(TagType) + (More ? ", " : ""), SM);
}

std::optional<TagInsert> tagArgument(const CXXConstructExpr &E, SourceLocation CastLParen, const VarDecl *DeclaredBy,
                                     const SourceManager &SM, const LangOptions &LO) {
  if (E.getType()->isArrayType())
    return std::nullopt; // each element constructed, no text of its own
  bool Written = E.getNumArgs() > 0 && !isa<CXXDefaultArgExpr>(E.getArg(0));
  std::string Tag = std::string(TagType) + "{}";
  if (SourceRange Parens = E.getParenOrBraceRange(); Parens.isValid())
    return after(Parens.getBegin(), Tag + (Written ? ", " : ""), SM);
  if (CastLParen.isValid())
    return after(CastLParen, Tag + (Written ? ", " : ""), SM);
  if (!DeclaredBy || DeclaredBy->getInit()->IgnoreImplicit() != &E)
    return std::nullopt;
  if (!Written) {
    SourceLocation Name = DeclaredBy->getLocation();
    if (!Name.isFileID())
      return std::nullopt;
    SourceLocation End = Lexer::getLocForEndOfToken(Name, 0, SM, LO);
    return TagInsert{SM.getFileID(End), SM.getFileOffset(End), "(" + Tag + ")"};
  }
  // `T v = x;`: copy-initialisation considers converting constructors only,
  // the tagged cast all of them.
  const CXXRecordDecl *Class = E.getConstructor()->getParent();
  if (DeclaredBy->getInitStyle() != VarDecl::CInit || DeclaredBy->getType()->getContainedDeducedType() ||
      E.getNumArgs() != 1 || llvm::any_of(Class->ctors(), [](const CXXConstructorDecl *C) { return C->isExplicit(); }))
    return std::nullopt;
  CharSourceRange Init = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E.getArg(0)->getSourceRange()), SM, LO);
  if (Init.isInvalid())
    return std::nullopt;
  TagInsert Insert{SM.getFileID(Init.getBegin()), SM.getFileOffset(Init.getBegin()),
                   "decltype(" + DeclaredBy->getName().str() + ")(" + Tag + ", "};
  Insert.Close = std::make_pair(SM.getFileOffset(Init.getEnd()), std::string(")"));
  return Insert;
}

} // namespace ampclang
