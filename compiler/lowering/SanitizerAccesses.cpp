// -fsanitize=amp, the FunctionEmitter's side of element accesses
// (docs/sanitizer.md): view elements, tile_static subscripts and their uses,
// checked against their extents (bounds) and followed by the tile's shadow
// (init, race).
#include "lowering/Sanitizer.h"
#include "lowering/SanitizerPointers.h"
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

// The FunctionEmitter's side.

/// What a report calls the object an access touches.
static std::string objectName(const Expr *E, llvm::StringRef Kind) {
  E = E->IgnoreParenImpCasts();
  for (const auto *C = dyn_cast<CXXConstructExpr>(E); C && C->getNumArgs() == 1; C = dyn_cast<CXXConstructExpr>(E))
    E = C->getArg(0)->IgnoreParenImpCasts();
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
    E = M->getSubExpr()->IgnoreParenImpCasts();
  std::string Name;
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    Name = D->getDecl()->getNameAsString();
  else if (const auto *M = dyn_cast<MemberExpr>(E))
    Name = M->getMemberDecl()->getNameAsString();
  return Name.empty() ? Kind.str() : Kind.str() + " '" + Name + "'";
}

std::string FunctionEmitter::sanitizeViewElement(const std::string &VT, const std::string &View,
                                                 const std::string &Idx, const Expr *Base, const Expr *E) {
  std::string Kind = ampClassName(Base->getType().getNonReferenceType()).str();
  if (Base->getType()->isPointerType())
    Kind = ampClassName(Base->getType()->getPointeeType()).str();
  // Where the host accelerator's check says (amp_clang/sanitizer.h): a lone
  // index where it is written, else the call's parenthesis.
  SourceLocation Loc = E->getExprLoc();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (Op->getNumArgs() == 2) {
      Loc = Op->getArg(1)->getBeginLoc();
    } else if (std::optional<Token> Paren = Lexer::findNextToken(Op->getArg(0)->getEndLoc(),
                                                                 P.context().getSourceManager(),
                                                                 P.context().getLangOpts())) {
      Loc = Paren->getLocation();
    }
  }
  unsigned Site = sanitizerSite(P.context(), Loc, objectName(Base, Kind.empty() ? "array_view" : Kind));
  return "(*" + VT + "_san_at(" + View + ", " + Idx + ", " + std::to_string(Site) + "u, amp_san, amp_san_l))";
}

std::string FunctionEmitter::sanitizeSubscript(const ArraySubscriptExpr *A) {
  // p[i] through a pointer data() gave (SanitizerPointers.cpp).
  if (A->getBase()->getType()->isPointerType())
    if (std::string Checked = sanitizePointerAccess(*this, A, A->getBase(), A->getIdx(), false); !Checked.empty())
      return Checked;
  llvm::SmallVector<const Expr *, 4> Indices;
  const DeclRefExpr *Root = nullptr;
  const VarDecl *V = tileStaticChain(A, Indices, &Root);
  llvm::SmallVector<uint64_t, 4> Dims;
  if (V)
    arrayDims(P.context(), V->getType(), Dims);
  // Only whole elements (a row a[i] of a[16][16] is left as it is).
  if (!V || Indices.size() != Dims.size() || Indices.size() > 3)
    return expr(A->getBase()) + "[" + expr(A->getIdx()) + "]";
  std::string Keep = "amp_sb" + std::to_string(SanitizeTemps++);
  Temporaries += "  int " + Keep + "[3];\n";
  std::string Text = "(" + expr(Root) + ")";
  for (size_t K = 0; K < Indices.size(); ++K)
    Text += "[amp_san_ix(" + expr(Indices[K]) + ", " + std::to_string(Dims[K]) + ", &" + Keep + "[" +
            std::to_string(K) + "])]";
  std::string T = type(A->getType().getUnqualifiedType(), A->getExprLoc());
  std::string Ext;
  for (size_t K = 0; K < 3; ++K)
    Ext += ", " + (K < Dims.size() ? std::to_string(Dims[K]) : std::string("0"));
  unsigned Site = sanitizerSite(P.context(), A->getExprLoc(), "tile_static '" + V->getNameAsString() + "'");
  return "(*(__local " + T + " *)amp_san_ts_at((__local uchar *)&" + Text + ", " + Keep + ", " +
         std::to_string(Dims.size()) + Ext + ", sizeof(" + T + "), " + std::to_string(Site) +
         "u, amp_san, amp_san_l))";
}

std::string FunctionEmitter::sanitizeTileStaticUse(const Expr *LV, const std::string &Text, unsigned Kind) {
  if (!(sanitizerChecks() & (SanitizeRace | SanitizeInit)))
    return Text;
  llvm::SmallVector<const Expr *, 4> Indices;
  const DeclRefExpr *Root = nullptr;
  const VarDecl *V = tileStaticChain(LV, Indices, &Root);
  if (!V)
    return Text;
  int Id = trackedTileStatic(P.context(), *V);
  if (Id < 0)
    return Text;
  std::string T = type(LV->getType().getUnqualifiedType(), LV->getExprLoc());
  unsigned Site = sanitizerSite(P.context(), LV->getExprLoc(), "tile_static '" + V->getNameAsString() + "'");
  return "(*(__local " + T + " *)amp_san_ts_use((__local uchar *)&" + Text + ", (__local uchar *)(" +
         tileStaticPointer(V) + "), sizeof(" + T + "), " + std::to_string(tileStaticElements(*V)) + "u, " +
         std::to_string(Id) + "u, " + std::to_string(Kind) + "u, " + std::to_string(Site) +
         "u, amp_san, amp_san_l))";
}

} // namespace ampclang
