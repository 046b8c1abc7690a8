#include "frontend/DroppedCode.h"
#include "frontend/ForwardingConsumer.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Lexer.h"
#include "clang/Sema/Sema.h"

#include <algorithm>

using namespace clang;

namespace ampclang {
namespace {

/// The expression of a `decltype(e)` or `__typeof__(e)` type, or null.
Expr *operandOf(QualType T) {
  if (const auto *D = T->getAs<DecltypeType>())
    return D->getUnderlyingExpr();
  if (const auto *O = T->getAs<TypeOfExprType>())
    return O->getUnderlyingExpr();
  return nullptr;
}

/// The tokens of the declaration specifiers that start at \p Begin: from
/// that token to the `;` that ends the statement, outside brackets, as the
/// parser read them (macros expanded). Empty if they are not all kept.
std::vector<Token> specifierTokens(const std::vector<Token> &Recent, SourceLocation Begin) {
  auto First = std::find_if(Recent.rbegin(), Recent.rend(), [&](const Token &T) { return T.getLocation() == Begin; });
  if (First == Recent.rend())
    return {};
  std::vector<Token> Out;
  int Depth = 0;
  for (auto It = First.base() - 1; It != Recent.end(); ++It) {
    if (It->isOneOf(tok::l_paren, tok::l_square))
      ++Depth;
    else if (It->isOneOf(tok::r_paren, tok::r_square))
      --Depth;
    else if (Depth <= 0 && It->isOneOf(tok::semi, tok::l_brace, tok::r_brace))
      return Out;
    Out.push_back(*It);
  }
  return {};
}

class DroppedCodeRecorder : public ForwardingConsumer {
public:
  DroppedCodeRecorder(DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned, CompilerInstance &CI,
                          std::shared_ptr<DroppedCode> Out)
      : ForwardingConsumer(Inner, std::move(Owned)), CI(CI), Out(std::move(Out)) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    bool AfterClassName = Info.getID() == diag::warn_declspec_attribute_ignored;
    if ((AfterClassName || Info.getID() == diag::warn_attribute_not_on_decl) && isRestriction(Info.getLocation())) {
      (AfterClassName ? Out->IgnoredRestrictions : Out->IgnoredOnTypes)
          .push_back(CI.getSourceManager().getExpansionLoc(Info.getLocation()));
      return;
    }
    forward(Level, Info);
    if (Info.getID() == diag::ext_no_declarators)
      reparse(Info.getLocation());
  }

private:
  /// Whether the attribute at \p Loc is what a restriction specifier
  /// became: amp_clang/restrict.h's `restrict` macro made it.
  bool isRestriction(SourceLocation Loc) const {
    const SourceManager &SM = CI.getSourceManager();
    for (; Loc.isMacroID(); Loc = SM.getImmediateMacroCallerLoc(Loc))
      if (Lexer::getImmediateMacroName(Loc, SM, CI.getLangOpts()) == "restrict")
        return true;
    return false;
  }

  /// Sema warns as it drops the declaration, with the parser just past its
  /// `;` and the function's scope still open: the specifiers, parsed again
  /// there as a type name (Clang's API-notes entry point, which restores the
  /// parser's token stream after), resolve every name as the statement did.
  /// The second parse reads the tokens' spellings with macros already
  /// expanded (lexing a macro's name there would expand it into the file's
  /// stream), and it is silent: it repeats what the first one said.
  void reparse(SourceLocation Begin) {
    if (!CI.hasSema() || Begin.isInvalid())
      return;
    Sema &S = CI.getSema();
    const auto *Fn = dyn_cast_or_null<FunctionDecl>(S.CurContext);
    if (!Fn || !S.ParseTypeFromStringCallback)
      return;
    std::vector<Token> Tokens = specifierTokens(Out->recentTokens(), Begin);
    if (Tokens.empty() ||
        llvm::none_of(Tokens, [](const Token &T) { return T.isOneOf(tok::kw_decltype, tok::kw_typeof); }))
      return;
    const SourceManager &SM = CI.getSourceManager();
    std::string Text;
    std::vector<std::pair<unsigned, SourceLocation>> Origins;
    for (const Token &T : Tokens) {
      if (T.isAnnotation())
        return;
      Origins.emplace_back(Text.size(), T.getLocation());
      Text += Lexer::getSpelling(T, SM, CI.getLangOpts());
      Text += ' ';
    }
    DiagnosticsEngine &Engine = CI.getDiagnostics();
    bool WasSuppressed = Engine.getSuppressAllDiagnostics();
    Engine.setSuppressAllDiagnostics(true);
    TypeResult Parsed = S.ParseTypeFromStringCallback(Text, "<decltype statement>", SM.getExpansionLoc(Begin));
    Engine.setSuppressAllDiagnostics(WasSuppressed);
    if (!Parsed.isUsable())
      return;
    Expr *Operand = operandOf(Sema::GetTypeFromParser(Parsed.get()));
    if (!Operand)
      return;
    Out->ByFunction[Fn->getCanonicalDecl()].push_back(Operand);
    Out->CopyOrigins[SM.getFileID(SM.getExpansionLoc(Operand->getBeginLoc()))] = std::move(Origins);
  }

  CompilerInstance &CI;
  std::shared_ptr<DroppedCode> Out;
};

} // namespace

SourceLocation DroppedCode::original(SourceLocation Loc, const SourceManager &SM) const {
  if (CopyOrigins.empty() || Loc.isInvalid())
    return Loc;
  SourceLocation At = SM.getExpansionLoc(Loc);
  auto It = CopyOrigins.find(SM.getFileID(At));
  if (It == CopyOrigins.end() || It->second.empty())
    return Loc;
  unsigned Offset = SM.getFileOffset(At);
  auto Token = std::upper_bound(It->second.begin(), It->second.end(), Offset,
                                [](unsigned O, const std::pair<unsigned, SourceLocation> &E) { return O < E.first; });
  return Token == It->second.begin() ? It->second.front().second : std::prev(Token)->second;
}

void DroppedCode::noteToken(const Token &T) {
  if (Ring.size() < Kept)
    Ring.push_back(T);
  else
    Ring[Next] = T;
  Next = (Next + 1) % Kept;
}

std::vector<Token> DroppedCode::recentTokens() const {
  if (Ring.size() < Kept)
    return Ring;
  std::vector<Token> Ordered(Ring.begin() + Next, Ring.end());
  Ordered.insert(Ordered.end(), Ring.begin(), Ring.begin() + Next);
  return Ordered;
}

std::shared_ptr<DroppedCode> recordDroppedCode(CompilerInstance &CI) {
  auto Out = std::make_shared<DroppedCode>();
  wrapDiagnosticConsumer(CI, [&](DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned) {
    return new DroppedCodeRecorder(Inner, std::move(Owned), CI, Out);
  });
  return Out;
}

} // namespace ampclang
