// -fsanitize=amp on the host accelerator (docs/sanitizer.md): the host
// rewrite's edits that check tile_static element accesses and say each
// access's kind, so that its reports match the device's.
#include "lowering/Sanitizer.h"
#include "lowering/SanitizerPointers.h"
#include "ast/ParentWalk.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/OpenCLPrelude.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <set>

using namespace clang;


namespace ampclang {

namespace {
/// Outermost element accesses of tile_static arrays (and of arrays amp
/// functions' references name), in templates' patterns
/// (their instantiations share the text).
class HostChains : public RecursiveASTVisitor<HostChains> {
public:
  std::vector<const ArraySubscriptExpr *> Found;
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *A) {
    llvm::SmallVector<const Expr *, 4> Indices;
    const DeclRefExpr *Root = nullptr;
    const VarDecl *V = arrayElementChain(A, Indices, &Root);
    if (!V || isLibraryOrSystemDecl(*V))
      return true;
    unsigned Rank = 0;
    for (QualType T = V->getType().getNonReferenceType(); const ArrayType *AT = T->getAsArrayTypeUnsafe();
         T = AT->getElementType())
      ++Rank;
    if (Indices.size() == Rank)
      Found.push_back(A); // a full chain is outermost: one more subscript would not type
    return true;
  }
};
} // namespace

std::vector<HostEdit> sanitizerHostEdits(ASTContext &Ctx) {
  std::vector<HostEdit> Edits = sanitizerElementHostEdits(Ctx); // init: array elements (SanitizerAccesses.cpp)
  // tile_static elements: bounds, and the race and init records.
  if (!(sanitizerChecks() & (SanitizeBounds | SanitizeRace | SanitizeInit)))
    return Edits;
  HostChains Chains;
  Chains.TraverseAST(Ctx);
  SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::set<unsigned> Done;
  for (const ArraySubscriptExpr *A : Chains.Found) {
    llvm::SmallVector<const Expr *, 4> Indices;
    const DeclRefExpr *Root = nullptr;
    const VarDecl *V = arrayElementChain(A, Indices, &Root);
    // The subscripts, innermost (the variable's first) first.
    llvm::SmallVector<const ArraySubscriptExpr *, 4> Subs;
    for (const Expr *E = A; E;) {
      const auto *S = dyn_cast<ArraySubscriptExpr>(E->IgnoreParens());
      if (!S)
        break;
      Subs.insert(Subs.begin(), S);
      const auto *Decay = dyn_cast<ImplicitCastExpr>(S->getBase()->IgnoreParens());
      E = Decay ? Decay->getSubExpr() : nullptr;
    }
    if (!V || !Root || Subs.size() != Indices.size())
      continue;
    SourceLocation Begin = Root->getBeginLoc(), BaseEnd = Root->getEndLoc();
    if (!Begin.isFileID() || !BaseEnd.isFileID() || SM.isInSystemHeader(Begin) ||
        !llvm::all_of(Subs, [](const ArraySubscriptExpr *S) { return S->getRBracketLoc().isFileID(); }))
      continue;
    FileID File = SM.getFileID(Begin);
    if (!Done.insert(SM.getFileOffset(Begin)).second)
      continue;
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(A->getExprLoc()));
    // What the access does, for init and race (0: not followed), as the
    // device's lowering reads it (sanitizeTileStaticUse).
    unsigned Kind = 0;
    if ((sanitizerChecks() & (SanitizeRace | SanitizeInit)) && isTileStatic(*V) && trackedTileStatic(Ctx, *V) >= 0) {
      const Stmt *Cur = A;
      const Stmt *Up = parentAboveParens(Ctx, Cur);
      if (const auto *C = dyn_cast_or_null<ImplicitCastExpr>(Up))
        Kind = C->getCastKind() == CK_LValueToRValue ? 1 : 0;
      else if (const auto *B = dyn_cast_or_null<BinaryOperator>(Up); B && B->isAssignmentOp() && B->getLHS() == Cur)
        Kind = B->getOpcode() == BO_Assign ? 2 : 3;
      else if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up); U && U->isIncrementDecrementOp())
        Kind = 3;
      else if (unsigned Atomic = U && U->getOpcode() == UO_AddrOf ? atomicOperandKind(Ctx, U) : 0;
               Atomic && (sanitizerChecks() & SanitizeInit))
        Kind = 8 | Atomic; // an atomic function's operand: init alone
    }
    std::vector<HostEdit> Chain;
    Chain.push_back({File, SM.getFileOffset(Begin), SM.getFileOffset(Begin), "(::amp_clang::sanitizer::host_ts("});
    SourceLocation After = BaseEnd;
    bool Ok = true;
    for (size_t K = 0; K < Subs.size() && Ok; ++K) {
      std::optional<Token> LBracket = Lexer::findNextToken(After, SM, LO);
      if (!LBracket || !LBracket->is(tok::l_square) || SM.getFileID(LBracket->getLocation()) != File) {
        Ok = false;
        break;
      }
      unsigned L = SM.getFileOffset(LBracket->getLocation());
      std::string Text = K == 0 ? llvm::formatv(", __FILE__, {0}u, {1}u, \"{2}\", {3}u, ", PL.getLine(),
                                                PL.getColumn(), arrayElementWhat(*V), Kind)
                                      .str()
                                : std::string(", ");
      Chain.push_back({File, L, L + 1, Text});
      SourceLocation R = Subs[K]->getRBracketLoc();
      unsigned RO = SM.getFileOffset(R);
      Chain.push_back({File, RO, RO + 1, K + 1 == Subs.size() ? "))" : ""});
      After = R;
    }
    if (Ok)
      Edits.insert(Edits.end(), Chain.begin(), Chain.end());
  }
  for (HostEdit &E : sanitizerPointerHostEdits(Ctx)) // p[i] through data() (SanitizerPointers.cpp)
    Edits.push_back(std::move(E));
  return Edits;
}

} // namespace ampclang
