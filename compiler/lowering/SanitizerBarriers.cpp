// -fsanitize=amp-sync (docs/sanitizer.md): the conditions barriers depend on
// are voted on by the tile unless every work-item computes the same value,
// and each barrier counts its arrivals.
#include "lowering/Sanitizer.h"
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
/// The first tile_barrier call in a statement (through the user's functions
/// it calls), and whether it holds a return, break or continue.
struct BarrierScan : RecursiveASTVisitor<BarrierScan> {
  const Expr *Barrier = nullptr;
  std::vector<const Expr *> All; ///< every barrier call, and call reaching one
  bool Jumps = false;   ///< a return, break or continue leaving the statement scanned
  bool Returns = false; ///< a return
  bool Breaks = false;  ///< a break leaving it (to an enclosing loop or switch)
  bool Continues = false; ///< a continue leaving it (to an enclosing loop)
  unsigned Loops = 0, Switches = 0; ///< loops and switches entered inside it
  bool Direct = true; ///< the barrier is in the statement itself
  llvm::DenseMap<const FunctionDecl *, bool> *Seen;
  explicit BarrierScan(llvm::DenseMap<const FunctionDecl *, bool> &Seen) : Seen(&Seen) {}
  bool VisitReturnStmt(ReturnStmt *) { return Jumps = Returns = true; }
  // A break or continue whose loop (or switch) is inside the statement skips
  // nothing outside it: only one that leaves the statement counts.
  bool VisitBreakStmt(BreakStmt *) {
    if (!Loops && !Switches)
      Jumps = Breaks = true;
    return true;
  }
  bool VisitContinueStmt(ContinueStmt *) {
    if (!Loops)
      Jumps = Continues = true;
    return true;
  }
  template <class T> bool inLoop(T *S) {
    ++Loops;
    bool R = RecursiveASTVisitor<BarrierScan>::TraverseStmt(S->getBody());
    --Loops;
    return R;
  }
  // (The loop's body inside it; its condition and increment hold no jump.)
  bool TraverseForStmt(ForStmt *S) {
    return TraverseStmt(S->getInit()) && TraverseStmt(S->getCond()) && TraverseStmt(S->getInc()) && inLoop(S);
  }
  bool TraverseWhileStmt(WhileStmt *S) { return TraverseStmt(S->getCond()) && inLoop(S); }
  bool TraverseDoStmt(DoStmt *S) { return inLoop(S) && TraverseStmt(S->getCond()); }
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) { return TraverseStmt(S->getRangeInit()) && inLoop(S); }
  bool TraverseSwitchStmt(SwitchStmt *S) {
    if (!TraverseStmt(S->getInit()) || !TraverseStmt(S->getCond()))
      return false;
    ++Switches;
    bool R = TraverseStmt(S->getBody());
    --Switches;
    return R;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its returns are its own; calls of it are followed
  bool VisitCallExpr(CallExpr *C) {
    if (const auto *M = dyn_cast<CXXMemberCallExpr>(C); M && ampClassName(M->getObjectType()) == "tile_barrier") {
      if (!Barrier)
        Barrier = C;
      All.push_back(C);
      return true;
    }
    const FunctionDecl *F = C->getDirectCallee();
    if (!F || isAmpLibraryDecl(*F) || !F->getDefinition() || !F->getDefinition()->getBody())
      return true;
    F = F->getDefinition();
    auto It = Seen->find(F);
    if (It == Seen->end()) {
      (*Seen)[F] = false; // amp code does not recurse
      BarrierScan Inner(*Seen);
      Inner.TraverseStmt(F->getBody());
      It = Seen->insert_or_assign(F, Inner.Barrier != nullptr).first;
    }
    if (It->second) {
      if (!Barrier) {
        Barrier = C;
        Direct = false;
      }
      All.push_back(C);
    }
    return true;
  }
};
llvm::DenseMap<const FunctionDecl *, bool> BarrierFunctions;
} // namespace

namespace {
/// Whether \p E has one value for every work-item of a tile, as far as a
/// look at it shows: literals, captured values, constants, the tile's own
/// index, extents, and loop counters that only a uniform increment changes.
class Uniformity {
public:
  Uniformity(ASTContext &Ctx, const FunctionDecl &Fn) : Ctx(Ctx), Fn(Fn) {}
  bool uniform(const Expr *E) {
    if (!E)
      return true;
    E = E->IgnoreParens();
    if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr, CharacterLiteral, UnaryExprOrTypeTraitExpr,
            CXXNullPtrLiteralExpr>(E))
      return true;
    if (const auto *D = dyn_cast<DeclRefExpr>(E))
      return uniformDecl(D->getDecl());
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      std::string Cls = ampClassName(M->getBase()->getType().getNonReferenceType()).str();
      llvm::StringRef Field = M->getMemberDecl()->getName();
      if (Cls == "tiled_index")
        return (Field == "tile" || Field == "tile_origin" || Field == "tile_extent") && uniform(M->getBase());
      if (isa<FieldDecl>(M->getMemberDecl()))
        return uniform(M->getBase());
      return false;
    }
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *F = C->getDirectCallee();
      if (!F || !isAmpLibraryDecl(*F))
        return false;
      if (const auto *M = dyn_cast<CXXMethodDecl>(F)) {
        std::string Cls = ampClassName(QualType(M->getParent()->getTypeForDecl(), 0)).str();
        bool Extent = M->getIdentifier() && (M->getName() == "get_extent" || M->getName() == "size");
        if ((Cls == "array" || Cls == "array_view" || Cls.find("texture") != std::string::npos) && !Extent)
          return false; // elements: data
      }
      for (const Expr *A : C->arguments())
        if (!uniform(A))
          return false;
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C))
        return uniform(MC->getImplicitObjectArgument());
      return true;
    }
    if (isa<CastExpr, UnaryOperator, BinaryOperator, ConditionalOperator, MaterializeTemporaryExpr, ExprWithCleanups,
            CXXConstructExpr, CXXBindTemporaryExpr, CXXFunctionalCastExpr, SubstNonTypeTemplateParmExpr>(E)) {
      if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
        return false;
      if (const auto *U = dyn_cast<UnaryOperator>(E); U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_Deref))
        return false;
      for (const Stmt *Child : E->children())
        if (const auto *CE = dyn_cast_or_null<Expr>(Child); Child && (!CE || !uniform(CE)))
          return false;
      return true;
    }
    return false;
  }

private:
  ASTContext &Ctx;
  const FunctionDecl &Fn;
  llvm::DenseMap<const ValueDecl *, bool> Seen;

  bool uniformDecl(const ValueDecl *D) {
    if (isa<EnumConstantDecl>(D))
      return true;
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || isTileStatic(*V))
      return false;
    auto It = Seen.find(V);
    if (It != Seen.end())
      return It->second;
    Seen[V] = false; // a cycle is not shown uniform
    bool U = false;
    const DeclContext *DC = V->getDeclContext();
    bool Local = DC == &Fn || Fn.Encloses(DC);
    if (V->hasGlobalStorage())
      U = V->getType().isConstQualified();
    else if (const auto *PV = dyn_cast<ParmVarDecl>(V); PV && Local)
      U = ampClassName(PV->getType().getNonReferenceType()) == "tiled_index"; // its own fields decide
    else if (!Local)
      U = true; // a capture: one value for the launch
    else
      U = localUniform(*V);
    Seen[V] = U;
    return U;
  }

  /// A local whose initialiser is uniform and which is changed only by a
  /// uniform increment of the for statement that declares it, or not at all.
  bool localUniform(const VarDecl &V) {
    if (V.getType()->isReferenceType() || !uniform(V.getInit()))
      return false;
    const ForStmt *Loop = nullptr;
    DynTypedNodeList Parents = Ctx.getParents(V);
    if (const Stmt *DS = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>()) {
      DynTypedNodeList Up = Ctx.getParents(*DS);
      if (const auto *F = Up.empty() ? nullptr : Up[0].get<ForStmt>(); F && F->getInit() == DS)
        Loop = F;
    }
    struct Writes : RecursiveASTVisitor<Writes> {
      const VarDecl *V;
      llvm::SmallVector<const Expr *, 4> Found;
      bool Escapes = false;
      bool target(const Expr *E) {
        const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
        return D && D->getDecl() == V;
      }
      bool VisitBinaryOperator(BinaryOperator *B) {
        if (B->isAssignmentOp() && target(B->getLHS()))
          Found.push_back(B);
        return true;
      }
      bool VisitUnaryOperator(UnaryOperator *U) {
        if ((U->isIncrementDecrementOp() && target(U->getSubExpr())) ||
            (U->getOpcode() == UO_AddrOf && target(U->getSubExpr())))
          Found.push_back(U);
        return true;
      }
      bool VisitCallExpr(CallExpr *C) {
        for (const Expr *A : C->arguments())
          if (target(A) && A->isGLValue())
            Escapes = true; // by reference, maybe
        return true;
      }
    } W;
    W.V = &V;
    if (const Stmt *Body = Fn.getBody())
      W.TraverseStmt(const_cast<Stmt *>(Body));
    if (W.Escapes)
      return false;
    for (const Expr *Wr : W.Found) {
      if (!Loop || !Loop->getInc() || (Wr != Loop->getInc()->IgnoreParens()))
        return false;
      if (const auto *B = dyn_cast<BinaryOperator>(Wr); B && !uniform(B->getRHS()))
        return false;
      if (const auto *U = dyn_cast<UnaryOperator>(Wr); U && U->getOpcode() == UO_AddrOf)
        return false;
    }
    return true;
  }
};
} // namespace

std::string FunctionEmitter::sanitizeCondition(const Stmt *S, const Expr *Cond, const std::string &Text) {
  if (!(sanitizerChecks() & SanitizeSync) || !Cond)
    return Text;
  ASTContext &Ctx = P.context();
  // One value for the whole tile: nothing to vote on.
  if (Uniformity(Ctx, Fn).uniform(Cond))
    return Text;
  const Stmt *Body = S;
  if (const auto *If = dyn_cast<IfStmt>(S))
    Body = If; // both branches
  BarrierScan Scan(BarrierFunctions);
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    Scan.TraverseStmt(const_cast<Stmt *>(If->getThen()));
    if (If->getElse())
      Scan.TraverseStmt(const_cast<Stmt *>(If->getElse()));
  } else if (const auto *For = dyn_cast<ForStmt>(S)) {
    Scan.Loops = 1; // a break or continue of the body stays in the loop
    Scan.TraverseStmt(const_cast<Stmt *>(For->getBody()));
  } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
    Scan.Loops = 1;
    Scan.TraverseStmt(const_cast<Stmt *>(While->getBody()));
  } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
    Scan.Loops = 1;
    Scan.TraverseStmt(const_cast<Stmt *>(Do->getBody()));
  } else if (const auto *B = dyn_cast<BinaryOperator>(S)) {
    Scan.TraverseStmt(const_cast<Expr *>(B->getRHS())); // `a && f(t)`: whether f runs
  } else if (const auto *C = dyn_cast<ConditionalOperator>(S)) {
    Scan.TraverseStmt(const_cast<Expr *>(C->getTrueExpr())); // `c ? f(t) : g(t)`: which one runs
    Scan.TraverseStmt(const_cast<Expr *>(C->getFalseExpr()));
  }
  (void)Body;
  std::string What;
  SourceLocation At = Cond->getExprLoc();
  PresumedLoc CondPL = Ctx.getSourceManager().getPresumedLoc(Ctx.getSourceManager().getExpansionLoc(At));
  if (Scan.Barrier) {
    // Reported at the barrier (as the host accelerator does), naming the condition.
    At = Scan.Barrier->getBeginLoc();
    What = llvm::formatv("the condition at line {0}", CondPL.getLine()).str();
    if (!Scan.Direct)
      What = "a barrier reached through this call, under " + What;
  } else if (Scan.Jumps && Fn.getBody() && !isa<Expr>(S)) {
    // A return that some work-items take skips the barriers after it: one of
    // the function's barriers comes later, or the loop around it has one. A
    // break or continue skips what is left of its loop (or switch): that
    // one holds a barrier.
    bool Later = false;
    if (Scan.Returns) {
      BarrierScan Whole(BarrierFunctions);
      Whole.TraverseStmt(const_cast<Stmt *>(Fn.getBody()));
      SourceManager &SM = Ctx.getSourceManager();
      Later = llvm::any_of(Whole.All, [&](const Expr *B) {
        return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(S->getEndLoc()), SM.getExpansionLoc(B->getExprLoc()));
      });
    }
    bool Targets = Scan.Breaks || Scan.Continues;
    for (const Stmt *Cur = S; !Later && (Scan.Returns || Targets);) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      const Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
      if (!Up)
        break;
      bool Loop = isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(Up);
      if (Loop || (isa<SwitchStmt>(Up) && Scan.Breaks && !Scan.Returns && !Scan.Continues)) {
        BarrierScan Around(BarrierFunctions);
        Around.TraverseStmt(const_cast<Stmt *>(Up));
        Later = Around.Barrier != nullptr;
        // The innermost loop (or a break's switch) is where a break or
        // continue goes; only a return looks further out.
        if (!Scan.Returns)
          break;
      }
      Cur = Up;
    }
    if (!Later)
      return Text;
    What = "a return, break or continue before barriers";
  } else {
    return Text;
  }
  unsigned Site = sanitizerSite(Ctx, At, What);
  return "amp_san_vote((" + Text + ") ? 1 : 0, " + std::to_string(Site) + "u, amp_san, amp_san_l)";
}

namespace {
/// Whether \p S holds a return or continue (a break leaves the switch alone).
struct LeavesScan {
  bool Found = false;
  void TraverseStmt(Stmt *S) {
    BarrierScan Scan(BarrierFunctions);
    Scan.Switches = 1; // a break leaves the switch alone
    Scan.TraverseStmt(S);
    Found = Scan.Returns || Scan.Continues;
  }
};
} // namespace

/// The case a work-item takes decides which barriers of the switch it reaches
/// (and whether a return or continue in it skips later ones): the tile votes
/// on which of the labels' paths it takes. Labels whose paths reach the same
/// barriers and jumps (`case 1: case 2:`, a fall-through into a barrier) are
/// one choice, so that only a difference that decides a barrier is reported.
std::string FunctionEmitter::sanitizeSwitch(const SwitchStmt &Switch, const std::string &Value) {
  ASTContext &Ctx = P.context();
  if (Uniformity(Ctx, Fn).uniform(Switch.getCond()))
    return "";
  BarrierScan Scan(BarrierFunctions);
  Scan.TraverseStmt(const_cast<Stmt *>(Switch.getBody()));
  LeavesScan Leaves;
  Leaves.TraverseStmt(const_cast<Stmt *>(Switch.getBody()));
  bool LaterBarrier = false;
  if (Leaves.Found && Fn.getBody()) {
    // As for an if: a barrier after the switch, or in a loop around it.
    BarrierScan Whole(BarrierFunctions);
    Whole.TraverseStmt(const_cast<Stmt *>(Fn.getBody()));
    SourceManager &SM = Ctx.getSourceManager();
    LaterBarrier = llvm::any_of(Whole.All, [&](const Expr *B) {
      return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Switch.getEndLoc()), SM.getExpansionLoc(B->getExprLoc()));
    });
    for (const Stmt *Cur = &Switch; !LaterBarrier;) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      const Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
      if (!Up)
        break;
      if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(Up)) {
        BarrierScan Loop(BarrierFunctions);
        Loop.TraverseStmt(const_cast<Stmt *>(Up));
        LaterBarrier = Loop.Barrier != nullptr;
      }
      Cur = Up;
    }
  }
  if (!Scan.Barrier && !LaterBarrier)
    return "";
  // The body's statements, each with the labels in front of it.
  std::vector<const Stmt *> Items;
  llvm::DenseMap<const SwitchCase *, size_t> At;
  const auto *Body = dyn_cast<CompoundStmt>(Switch.getBody());
  bool Flat = Body != nullptr;
  if (Body)
    for (const Stmt *Item : Body->body()) {
      while (const auto *L = dyn_cast<SwitchCase>(Item)) {
        At[L] = Items.size();
        Item = L->getSubStmt();
      }
      Items.push_back(Item);
    }
  // What each item decides: a barrier, or a jump out.
  std::vector<bool> Matters(Items.size()), Ends(Items.size());
  for (size_t I = 0; I < Items.size(); ++I) {
    BarrierScan B(BarrierFunctions);
    B.TraverseStmt(const_cast<Stmt *>(Items[I]));
    LeavesScan J;
    J.TraverseStmt(const_cast<Stmt *>(Items[I]));
    Matters[I] = B.Barrier || (J.Found && LaterBarrier);
    Ends[I] = isa<BreakStmt, ReturnStmt, ContinueStmt>(Items[I]);
  }
  std::vector<const SwitchCase *> Cases;
  for (const SwitchCase *C = Switch.getSwitchCaseList(); C; C = C->getNextSwitchCase()) {
    Cases.insert(Cases.begin(), C);
    Flat = Flat && At.count(C);
  }
  // Each label's path: the items that matter from it to the first break,
  // return or continue among the body's own statements.
  if (!Flat)
    return ""; // a label inside another statement (Duff's device): its path is not followed
  std::map<std::vector<size_t>, unsigned> Choices;
  Choices[{}] = 0; // no label taken: nothing in the switch
  auto choice = [&](const SwitchCase *C) -> unsigned {
    std::vector<size_t> Path;
    for (size_t I = At[C]; I < Items.size(); ++I) {
      if (Matters[I])
        Path.push_back(I);
      if (Ends[I])
        break;
    }
    return Choices.emplace(Path, Choices.size()).first->second;
  };
  std::string Map, Default = "0";
  for (size_t I = 0; I < Cases.size(); ++I) {
    unsigned Choice = choice(Cases[I]);
    const auto *Case = dyn_cast<CaseStmt>(Cases[I]);
    if (!Case) {
      Default = std::to_string(Choice);
      continue;
    }
    std::string Test = Case->getRHS() ? "(" + Value + " >= " + expr(Case->getLHS()) + " && " + Value +
                                            " <= " + expr(Case->getRHS()) + ")"
                                      : Value + " == " + expr(Case->getLHS());
    Map += "(" + Test + ") ? " + std::to_string(Choice) + " : ";
  }
  if (Choices.size() < 2)
    return ""; // every case reaches the same barriers
  SourceLocation Loc = Scan.Barrier ? Scan.Barrier->getBeginLoc() : Switch.getSwitchLoc();
  PresumedLoc PL = Ctx.getSourceManager().getPresumedLoc(Ctx.getSourceManager().getExpansionLoc(Switch.getSwitchLoc()));
  std::string What = llvm::formatv("the case taken by the switch at line {0}", PL.getLine()).str();
  if (Scan.Barrier && !Scan.Direct)
    What = "a barrier reached through this call, under " + What;
  else if (!Scan.Barrier)
    What += " (a return or continue before barriers)";
  unsigned Site = sanitizerSite(Ctx, Loc, What);
  P.prelude().requireHelper("amp_san_0v", R"(void amp_san_vote_v(int v, uint site, __global uint *san, __local uint *l) {
  /* One value for the whole tile: each work-item sees the greatest, then
     the tile votes on whether its own is that one (amp_san_vote). */
  uint g = l[8], p = g & 1u;
  atomic_max(&l[9 + p], (uint)v);
  barrier(CLK_LOCAL_MEM_FENCE);
  uint m = l[9 + p];
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_xchg(&l[8], g + 1u);
  atomic_xchg(&l[9 + p], 0u);
  amp_san_vote((uint)v == m, site, san, l);
}
)");
  return "amp_san_vote_v(" + Map + Default + ", " + std::to_string(Site) + "u, amp_san, amp_san_l);";
}

std::string FunctionEmitter::sanitizeBarrier(const std::string &Flags, const Expr *E) {
  unsigned Site = sanitizerSite(P.context(), E->getBeginLoc(), "barrier");
  return "amp_san_barrier(" + Flags + ", " + std::to_string(Site) + "u, amp_san, amp_san_l)";
}

} // namespace ampclang
