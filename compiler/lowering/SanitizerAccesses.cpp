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
  unsigned Access = sanitizerChecks() & SanitizeInit ? sanitizerAccessKind(P.context(), E) : 0;
  return "(*" + VT + "_san_at(" + View + ", " + Idx + ", " + std::to_string(Site) + "u, " + std::to_string(Access) +
         "u, amp_san, amp_san_l))";
}

unsigned sanitizerAccessKind(ASTContext &Ctx, const Expr *E) {
  const Stmt *Cur = E;
  for (;;) {
    DynTypedNodeList Parents = Ctx.getParents(*Cur);
    const Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!Up)
      return 2;
    // Through parentheses, no-op casts and members (`a[i].x`: the element's).
    if (isa<ParenExpr>(Up) || (isa<MemberExpr>(Up) && !cast<MemberExpr>(Up)->isArrow() &&
                               isa<FieldDecl>(cast<MemberExpr>(Up)->getMemberDecl()))) {
      Cur = Up;
      continue;
    }
    if (const auto *C = dyn_cast<ImplicitCastExpr>(Up)) {
      if (C->getCastKind() == CK_NoOp) {
        Cur = Up;
        continue;
      }
      return C->getCastKind() == CK_LValueToRValue ? 1 : 2;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(Up); B && B->isAssignmentOp())
      return B->getLHS()->IgnoreParens() == Cur ? (B->getOpcode() == BO_Assign ? 2 : 3) : 2;
    if (const auto *U = dyn_cast<UnaryOperator>(Up); U && U->isIncrementDecrementOp())
      return 3;
    // A class element: its operator= writes it, a copy of it reads it.
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Up);
        Op && Op->getNumArgs() > 0 && Op->getArg(0)->IgnoreParens() == Cur)
      return Op->getOperator() == OO_Equal ? 2 : Op->isAssignmentOp() ? 3 : 2;
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Up);
        Construct && Construct->getNumArgs() == 1 && Construct->getConstructor()->isCopyOrMoveConstructor())
      return 1;
    // `atomic_fetch_add(&a[i], 1)`: the atomic reads the element it updates
    // (a counter never set, which Direct3D's zeroed buffers hid).
    if (const auto *U = dyn_cast<UnaryOperator>(Up); U && U->getOpcode() == UO_AddrOf && atomicOperandKind(Ctx, U) == 3)
      return 3;
    // Anything else (bound to a reference, its address taken, passed on):
    // marked written, never reported.
    return 2;
  }
}

std::string sanitizerShadowView(OpenCLPrelude &Prelude, const std::string &VT, const std::string &Data,
                                const std::string &Meta, int Rank, const std::string &Elem, std::string &ShadowParams) {
  // The shadow starts with its element size: a view of another element type
  // (reinterpret_as) over the data is not followed.
  Prelude.requireHelper("amp_san_shadow",
                        "inline __global uchar *amp_san_shadow(__global uchar *s, uint sz) { return s && "
                        "((__global uint *)s)[0] == sz ? s : 0; }");
  std::string Shadow = "amp_sh" + Data.substr(std::string("amp_view").size());
  ShadowParams += ", __global uchar *" + Shadow;
  return VT + "_make_sh(" + Data + " + " + Meta + ".offset, amp_view_unoffset_" + std::to_string(Rank) + "(" + Meta +
         "), amp_san_shadow(" + Shadow + ", sizeof(" + Elem + ")), " + Meta + ".offset)";
}

std::string FunctionEmitter::sanitizeSubscript(const ArraySubscriptExpr *A) {
  // p[i] through a pointer data() gave (SanitizerPointers.cpp).
  if (A->getBase()->getType()->isPointerType())
    if (std::string Checked = sanitizePointerAccess(*this, A, A->getBase(), A->getIdx(), false); !Checked.empty())
      return Checked;
  llvm::SmallVector<const Expr *, 4> Indices;
  const DeclRefExpr *Root = nullptr;
  const VarDecl *V = arrayElementChain(A, Indices, &Root);
  llvm::SmallVector<uint64_t, 4> Dims;
  if (V)
    arrayDims(P.context(), V->getType(), Dims);
  // Where the element lives: a reference names tile_static or private memory
  // (the function is lowered once per address space of its arguments).
  const AddrSpace Space = V && !isTileStatic(*V) ? spaceOf(A) : AddrSpace::Local;
  // Only whole elements (a row a[i] of a[16][16] is left as it is).
  if (!V || Indices.size() != Dims.size() || Indices.size() > 3 ||
      (Space != AddrSpace::Local && Space != AddrSpace::Private))
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
  unsigned Site = sanitizerSite(P.context(), A->getExprLoc(), arrayElementWhat(*V));
  if (Space == AddrSpace::Private) {
    // A violating access goes to a zeroed scratch element of the function's own.
    if (Temporaries.find("amp_san_pscr[") == std::string::npos)
      Temporaries += "  uint amp_san_pscr[AMP_SAN_PSCR];\n";
    return "(*(__private " + T + " *)amp_san_arr_at_p((__private uchar *)&" + Text + ", " + Keep + ", " +
           std::to_string(Dims.size()) + Ext + ", sizeof(" + T + "), " + std::to_string(Site) +
           "u, amp_san, amp_san_pscr))";
  }
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
  if ((Kind & 8) && !(sanitizerChecks() & SanitizeInit))
    return Text; // race does not follow atomic functions' operands
  if (Kind == 1 && Root && tileStaticReadAlone(P.context(), *V, Root)) {
    if (!(sanitizerChecks() & SanitizeInit) || tileStaticReadCovered(P.context(), *V, Root))
      return Text; // race alone has nothing to follow, nor init after a covering write
    Kind |= 4;
  }
  std::string T = type(LV->getType().getUnqualifiedType(), LV->getExprLoc());
  unsigned Site = sanitizerSite(P.context(), LV->getExprLoc(), "tile_static '" + V->getNameAsString() + "'");
  return "(*(__local " + T + " *)amp_san_ts_use((__local uchar *)&" + Text + ", (__local uchar *)(" +
         tileStaticPointer(V) + "), sizeof(" + T + "), " + std::to_string(tileStaticElements(*V)) + "u, " +
         std::to_string(Id) + "u, " + std::to_string(Kind) + "u, " + std::to_string(Site) +
         "u, amp_san, amp_san_l))";
}

} // namespace ampclang

namespace ampclang {

namespace {
/// Element accesses of arrays and array_views in amp functions of the user's
/// files: `a[i]`, `a(i, j)`, `a[i][j]` (the outermost, an element).
class HostElements : public RecursiveASTVisitor<HostElements> {
public:
  explicit HostElements(ASTContext &Ctx) : Ctx(Ctx) {}
  std::vector<HostEdit> Edits;

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    return inFunction(FD, [&] { return RecursiveASTVisitor::TraverseFunctionDecl(FD); });
  }
  bool TraverseCXXMethodDecl(CXXMethodDecl *FD) {
    return inFunction(FD, [&] { return RecursiveASTVisitor::TraverseCXXMethodDecl(FD); });
  }
  bool TraverseLambdaExpr(LambdaExpr *L) {
    return inFunction(L->getCallOperator(), [&] { return RecursiveASTVisitor::TraverseLambdaExpr(L); });
  }

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (!Amp || (E->getOperator() != OO_Subscript && E->getOperator() != OO_Call) || E->getNumArgs() < 2)
      return true;
    QualType ObjectType = E->getArg(0)->getType().getNonReferenceType();
    llvm::StringRef Class = ampClassName(ObjectType);
    if ((Class != "array" && Class != "array_view") || E->getType()->isDependentType() ||
        !ampClassName(E->getType().getNonReferenceType()).empty() || !E->isLValue())
      return true;
    // What the device's lowering names (sanitizeViewElement): the view under
    // the projections, and the index's place.
    auto strip = [](const Expr *X) {
      for (const Expr *N = X->IgnoreImplicit()->IgnoreParenImpCasts(); N != X;
           X = N, N = X->IgnoreImplicit()->IgnoreParenImpCasts())
        ;
      return X;
    };
    const Expr *Base = strip(E->getArg(0));
    while (const auto *Proj = dyn_cast<CXXOperatorCallExpr>(Base)) {
      if (Proj->getOperator() != OO_Subscript || Proj->getNumArgs() != 2 ||
          ampClassName(Proj->getType().getNonReferenceType()) != "array_view")
        break;
      Base = strip(Proj->getArg(0));
    }
    SourceManager &SM = Ctx.getSourceManager();
    const LangOptions &LO = Ctx.getLangOpts();
    SourceLocation Loc = E->getExprLoc();
    if (E->getNumArgs() == 2 && E->getOperator() == OO_Subscript)
      Loc = E->getArg(1)->getBeginLoc();
    else if (std::optional<Token> Paren = Lexer::findNextToken(E->getArg(0)->getEndLoc(), SM, LO))
      Loc = Paren->getLocation();
    SourceLocation Begin = E->getBeginLoc();
    SourceLocation End = Lexer::getLocForEndOfToken(E->getEndLoc(), 0, SM, LO);
    if (!Begin.isFileID() || !End.isFileID() || SM.isInSystemHeader(Begin) || SM.getFileID(Begin) != SM.getFileID(End))
      return true;
    std::string Kind = ampClassName(Base->getType().getNonReferenceType()).str();
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
    FileID File = SM.getFileID(Begin);
    unsigned B = SM.getFileOffset(Begin), A = SM.getFileOffset(End);
    if (!Taken.insert(B).second || !Taken.insert(A).second)
      return true;
    Edits.push_back({File, B, B, "(::amp_clang::sanitizer::host_el(" + sanitizerHostResume(SM, Begin)});
    Edits.push_back({File, A, A,
                     llvm::formatv(", {0}u, __FILE__, {1}u, {2}u, \"{3}\"))", sanitizerAccessKind(Ctx, E),
                                   PL.getLine(), PL.getColumn(), objectName(Base, Kind.empty() ? "array_view" : Kind))
                             .str() +
                         sanitizerHostResume(SM, End)});
    return true;
  }

private:
  ASTContext &Ctx;
  bool Amp = false;
  std::set<unsigned> Taken; ///< offsets edited (one edit an offset)

  template <class Body> bool inFunction(const FunctionDecl *FD, Body B) {
    bool Saved = Amp;
    Amp = FD && isAmp(*FD) && !isLibraryOrSystemDecl(*FD);
    bool R = B();
    Amp = Saved;
    return R;
  }
};
} // namespace

std::vector<HostEdit> sanitizerElementHostEdits(ASTContext &Ctx) {
  if (!(sanitizerChecks() & SanitizeInit))
    return {};
  HostElements V(Ctx);
  V.TraverseAST(Ctx);
  return std::move(V.Edits);
}

} // namespace ampclang
