// -fsanitize=amp-bounds on pointers taken from data() (docs/sanitizer.md):
// `const T *p = v.data();` then `p[i]`, `*(p + i)`, `*(p - i)` or `*p`, where
// p is a local that is only ever read and v names an array or array_view that
// the function never assigns: the index is checked against v's element count
// (v.extent.size()), in the OpenCL C and, through the host rewrite, in the
// host accelerator's copy of the kernel. Anything else (p copied, moved,
// passed on, or taken from elsewhere) is not followed.
#include "lowering/SanitizerPointers.h"
#include "lowering/Sanitizer.h"
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/OpenCLPrelude.h"
#include "lowering/ProgramLowering.h"
#include "lowering/TypeLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FormatVariadic.h"

#include <set>

using namespace clang;

namespace ampclang {

namespace {
/// The nearest parent of \p E that is not a parenthesis.
const Stmt *parentOf(ASTContext &Ctx, const Stmt *E, const Stmt **Child = nullptr) {
  for (;;) {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    const Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (Up && isa<ParenExpr>(Up)) {
      E = Up;
      continue;
    }
    if (Child)
      *Child = E;
    return Up;
  }
}

/// Whether every use of \p V in \p Body passes the test.
template <class Test> bool everyUse(ASTContext &Ctx, const VarDecl &V, const Stmt *Body, Test T) {
  struct Scan : RecursiveASTVisitor<Scan> {
    ASTContext &Ctx;
    const VarDecl &V;
    Test &T;
    bool Ok = true;
    Scan(ASTContext &C, const VarDecl &V, Test &T) : Ctx(C), V(V), T(T) {}
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (E->getDecl() == &V && !T(E))
        Ok = false;
      return Ok;
    }
  } S(Ctx, V, T);
  S.TraverseStmt(const_cast<Stmt *>(Body));
  return S.Ok;
}

const Stmt *bodyOf(const VarDecl &V) {
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V.getParentFunctionOrMethod());
  return Fn ? Fn->getBody() : nullptr;
}
} // namespace

/// \p Ptr as a pointer that data() of an array or array_view gave: the
/// pointer variable and the view's reference, or null.
static const DeclRefExpr *dataPointerView(ASTContext &Ctx, const Expr *Ptr, const VarDecl **PtrVar = nullptr) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Ptr->IgnoreParenImpCasts());
  const auto *P = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!P || !P->isLocalVarDecl() || !P->getType()->isPointerType() || !P->getInit())
    return nullptr;
  const Expr *Init = P->getInit();
  if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(Init))
    Init = Cleanups->getSubExpr();
  const auto *Call = dyn_cast<CXXMemberCallExpr>(Init->IgnoreParenImpCasts());
  const CXXMethodDecl *M = Call ? Call->getMethodDecl() : nullptr;
  if (!M || !M->getIdentifier() || M->getName() != "data" || Call->getNumArgs() != 0)
    return nullptr;
  const auto *View = dyn_cast<DeclRefExpr>(Call->getImplicitObjectArgument()->IgnoreParenImpCasts());
  const auto *X = View ? dyn_cast<VarDecl>(View->getDecl()) : nullptr;
  if (!X || View->getType()->isPointerType())
    return nullptr;
  llvm::StringRef Class = ampClassName(X->getType().getNonReferenceType());
  if (Class != "array" && Class != "array_view")
    return nullptr;
  const Stmt *Body = bodyOf(*P);
  if (!Body)
    return nullptr;
  // p is only read: never assigned, incremented, or its address taken.
  auto Read = [&](const DeclRefExpr *E) {
    const auto *C = dyn_cast_or_null<ImplicitCastExpr>(parentOf(Ctx, E));
    return C && C->getCastKind() == CK_LValueToRValue;
  };
  // v is never assigned nor its address taken in the function.
  auto Kept = [&](const DeclRefExpr *E) {
    const Stmt *Child = nullptr;
    const Stmt *Up = parentOf(Ctx, E, &Child);
    if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(Up))
      return !(Op->isAssignmentOp() && Op->getNumArgs() > 0 && Op->getArg(0)->IgnoreParens() == Child);
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up))
      return U->getOpcode() != UO_AddrOf;
    return true;
  };
  if (!everyUse(Ctx, *P, Body, Read) || !everyUse(Ctx, *X, Body, Kept))
    return nullptr;
  if (PtrVar)
    *PtrVar = P;
  return View;
}

/// What a report says the access touches: "data() of array_view 'v'".
static std::string dataPointerWhat(const DeclRefExpr *View) {
  return "data() of " + ampClassName(View->getType().getNonReferenceType()).str() + " '" +
         View->getDecl()->getNameAsString() + "'";
}

static void pointerHelpers(OpenCLPrelude &Prelude) {
  Prelude.requireHelper("amp_san_p", R"(int amp_san_pin(long i, int n, uint site, __global uint *san) {
  if (i >= 0 && i < (long)n) return 1;
  amp_san_report(san, 1u, site, 1u, (int)i, 0, 0, n, 0, 0, 0u);
  return 0;
}
__global uchar *amp_san_pg(__global uchar *p, long i, uint sz, int n, uint site, __global uint *san) {
  return amp_san_pin(i, n, site, san) || sz > 4 * AMP_SAN_SCR ? p + i * sz : amp_san_gscratch(san, sz);
}
__local uchar *amp_san_pl(__local uchar *p, long i, uint sz, int n, uint site, __global uint *san, __local uint *l) {
  return amp_san_pin(i, n, site, san) || sz > 4 * AMP_SAN_SCR || !l ? p + i * sz : amp_san_lscratch(l, sz);
}
__constant uchar *amp_san_pc(__constant uchar *p, long i, uint sz, int n, uint site, __global uint *san) {
  return amp_san_pin(i, n, site, san) || sz > 4 * AMP_SAN_SCR ? p + i * sz : (__constant uchar *)amp_san_czero;
}
uchar *amp_san_pp(uchar *p, long i, uint sz, int n, uint site, __global uint *san) {
  amp_san_pin(i, n, site, san);
  return p + i * sz; /* private memory: no scratch to give */
})");
}

std::string sanitizePointerAccess(FunctionEmitter &F, const Expr *E, const Expr *Ptr, const Expr *Idx, bool Negate) {
  if (!(sanitizerChecks() & SanitizeBounds))
    return "";
  ASTContext &Ctx = F.program().context();
  const DeclRefExpr *View = dataPointerView(Ctx, Ptr);
  if (!View)
    return "";
  QualType VT = View->getType().getNonReferenceType();
  int Rank = ampTemplateInt(VT, 1);
  bool Ok = true;
  std::string ViewType = F.program().types().viewType(VT, Ok, F.viewSpace(View));
  if (!Ok || Rank < 1)
    return "";
  AddrSpace Space = F.pointeeSpace(Ptr);
  const char *Kw = addrSpaceKeyword(Space);
  std::string Letter(1, addrSpaceLetter(Space));
  std::string T = F.type(E->getType().getUnqualifiedType(), E->getExprLoc());
  std::string Count = "amp_extent_size_" + std::to_string(Rank) + "(" + ViewType + "_extent(" + F.viewValue(View) + "))";
  std::string Index = Idx ? F.expr(Idx) : std::string("0");
  if (Negate)
    Index = "-(long)(" + Index + ")";
  pointerHelpers(F.program().prelude());
  unsigned Site = sanitizerSite(Ctx, E->getExprLoc(), dataPointerWhat(View));
  std::string Space_ = *Kw ? std::string(Kw) + " " : "";
  return "(*(" + Space_ + T + " *)amp_san_p" + Letter + "((" + Space_ + "uchar *)(" + F.expr(Ptr) + "), (long)(" +
         Index + "), sizeof(" + T + "), " + Count + ", " + std::to_string(Site) + "u, amp_san" +
         (Space == AddrSpace::Local ? ", amp_san_l" : "") + "))";
}

std::string sanitizePointerDeref(FunctionEmitter &F, const UnaryOperator *U) {
  if (U->getOpcode() != UO_Deref || !(sanitizerChecks() & SanitizeBounds))
    return "";
  const Expr *Sub = U->getSubExpr()->IgnoreParens();
  if (const auto *B = dyn_cast<BinaryOperator>(Sub); B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    if (B->getLHS()->getType()->isPointerType())
      return sanitizePointerAccess(F, U, B->getLHS(), B->getRHS(), B->getOpcode() == BO_Sub);
    if (B->getOpcode() == BO_Add && B->getRHS()->getType()->isPointerType())
      return sanitizePointerAccess(F, U, B->getRHS(), B->getLHS(), false);
    return "";
  }
  return sanitizePointerAccess(F, U, Sub, nullptr, false);
}

std::string sanitizerHostResume(const SourceManager &SM, SourceLocation Next) {
  PresumedLoc PL = SM.getPresumedLoc(Next);
  if (PL.isInvalid())
    return "";
  return "\n#line " + std::to_string(PL.getLine()) + "\n" + std::string(PL.getColumn() - 1, ' ');
}

namespace {
/// Element accesses through pointers in amp functions of the user's files.
class HostPointerAccesses : public RecursiveASTVisitor<HostPointerAccesses> {
public:
  explicit HostPointerAccesses(ASTContext &Ctx) : Ctx(Ctx) {}
  std::vector<HostEdit> Edits;

  bool TraverseFunctionDecl(FunctionDecl *FD) { return inFunction(FD, [&] { return RecursiveASTVisitor::TraverseFunctionDecl(FD); }); }
  bool TraverseCXXMethodDecl(CXXMethodDecl *FD) { return inFunction(FD, [&] { return RecursiveASTVisitor::TraverseCXXMethodDecl(FD); }); }
  bool TraverseLambdaExpr(LambdaExpr *L) {
    // The body is the call operator's: restrict(amp) is on it.
    return inFunction(L->getCallOperator(), [&] { return RecursiveASTVisitor::TraverseLambdaExpr(L); });
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *A) {
    if (!Amp)
      return true;
    const Expr *Ptr = A->getLHS()->getType()->isPointerType() ? A->getLHS() : nullptr;
    if (!Ptr || A->getBase() != A->getLHS())
      return true;
    const DeclRefExpr *View = dataPointerView(Ctx, Ptr);
    if (!View)
      return true;
    // (p[i]) -> (host_ptr(p, i, v, file, line, column, what))
    SourceManager &SM = Ctx.getSourceManager();
    SourceLocation Begin = Ptr->getBeginLoc(), End = Ptr->getEndLoc(), R = A->getRBracketLoc();
    if (!Begin.isFileID() || !End.isFileID() || !R.isFileID() || SM.isInSystemHeader(Begin))
      return true;
    std::optional<Token> L = Lexer::findNextToken(End, SM, Ctx.getLangOpts());
    if (!L || !L->is(tok::l_square))
      return true;
    FileID File = SM.getFileID(Begin);
    if (SM.getFileID(L->getLocation()) != File || SM.getFileID(R) != File)
      return true;
    add(File, SM.getFileOffset(Begin), SM.getFileOffset(Begin),
        "(::amp_clang::sanitizer::host_ptr(" + sanitizerHostResume(SM, Begin));
    add(File, SM.getFileOffset(L->getLocation()), SM.getFileOffset(L->getLocation()) + 1,
        ", " + sanitizerHostResume(SM, L->getLocation().getLocWithOffset(1)));
    add(File, SM.getFileOffset(R), SM.getFileOffset(R) + 1,
        ", " + tail(A, View) + sanitizerHostResume(SM, R.getLocWithOffset(1)));
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *U) {
    if (!Amp || U->getOpcode() != UO_Deref)
      return true;
    SourceManager &SM = Ctx.getSourceManager();
    const LangOptions &LO = Ctx.getLangOpts();
    SourceLocation Star = U->getOperatorLoc();
    if (!Star.isFileID() || SM.isInSystemHeader(Star))
      return true;
    FileID File = SM.getFileID(Star);
    unsigned S = SM.getFileOffset(Star);
    const Expr *Sub = U->getSubExpr();
    const auto *Paren = dyn_cast<ParenExpr>(Sub);
    const auto *B = Paren ? dyn_cast<BinaryOperator>(Paren->getSubExpr()) : nullptr;
    if (B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
      bool Minus = B->getOpcode() == BO_Sub;
      if (!B->getLHS()->getType()->isPointerType() && (Minus || !B->getRHS()->getType()->isPointerType()))
        return true;
      const Expr *Ptr = B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS();
      const DeclRefExpr *View = dataPointerView(Ctx, Ptr);
      SourceLocation LP = Paren->getLParen(), RP = Paren->getRParen(), Op = B->getOperatorLoc();
      if (!View || !LP.isFileID() || !RP.isFileID() || !Op.isFileID() || SM.getFileID(LP) != File ||
          SM.getFileID(RP) != File || SM.getFileID(Op) != File)
        return true;
      // *(p + i) -> (host_ptr(p , i, v, ...)); *(p - i) -> (host_ptr(p , -(i), v, ...))
      add(File, S, SM.getFileOffset(LP) + 1,
          "(::amp_clang::sanitizer::host_ptr(" + sanitizerHostResume(SM, LP.getLocWithOffset(1)));
      add(File, SM.getFileOffset(Op), SM.getFileOffset(Op) + 1,
          (Minus ? ", -(" : ", ") + sanitizerHostResume(SM, Op.getLocWithOffset(1)));
      add(File, SM.getFileOffset(RP), SM.getFileOffset(RP) + 1,
          std::string(Minus ? ")" : "") + ", " + tail(U, View) + sanitizerHostResume(SM, RP.getLocWithOffset(1)));
      return true;
    }
    const DeclRefExpr *View = dataPointerView(Ctx, Sub);
    if (!View)
      return true;
    // *p -> (host_ptr(p, 0, v, ...))
    SourceLocation End = Lexer::getLocForEndOfToken(Sub->getEndLoc(), 0, SM, LO);
    if (!End.isFileID() || SM.getFileID(End) != File)
      return true;
    add(File, S, S + 1, "(::amp_clang::sanitizer::host_ptr(" + sanitizerHostResume(SM, Star.getLocWithOffset(1)));
    add(File, SM.getFileOffset(End), SM.getFileOffset(End), ", 0, " + tail(U, View) + sanitizerHostResume(SM, End));
    return true;
  }

private:
  ASTContext &Ctx;
  bool Amp = false;
  std::set<std::pair<unsigned, unsigned>> Done;

  template <class Body> bool inFunction(const FunctionDecl *FD, Body B) {
    bool Saved = Amp;
    Amp = FD && isAmp(*FD) && !isLibraryOrSystemDecl(*FD);
    bool R = B();
    Amp = Saved;
    return R;
  }
  void add(FileID File, unsigned From, unsigned To, std::string Text) {
    if (!Done.insert({From, To}).second)
      return;
    Edits.push_back({File, From, To, std::move(Text)});
  }
  std::string tail(const Expr *E, const DeclRefExpr *View) {
    PresumedLoc PL = Ctx.getSourceManager().getPresumedLoc(Ctx.getSourceManager().getExpansionLoc(E->getExprLoc()));
    return llvm::formatv("{0}, __FILE__, {1}u, {2}u, \"{3}\"))", View->getDecl()->getName(), PL.getLine(),
                         PL.getColumn(), dataPointerWhat(View))
        .str();
  }
};
} // namespace

std::vector<HostEdit> sanitizerPointerHostEdits(ASTContext &Ctx) {
  if (!(sanitizerChecks() & SanitizeBounds))
    return {};
  HostPointerAccesses V(Ctx);
  V.TraverseAST(Ctx);
  return std::move(V.Edits);
}

} // namespace ampclang
