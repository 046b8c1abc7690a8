// PoCL 3.1 (Debian 12's) takes a value that leaves a loop as the same for the
// whole work-group when every value it can have is (a constant, say), even
// where the loop's trip count differs between work-items, and keeps one copy
// of it across a following barrier: after
//   uint a = 962u; for (uint n = gi < 2u ? 0u : 1u; n != 0u; --n) a = 7u;
//   barrier(CLK_LOCAL_MEM_FENCE); out[gi] = a;
// every work-item reads 7 (test/random seed 11045,
// test/random/findings/pocl-loop-exit-uniform.c). An `if` it gets right. So
// after each loop, each scalar local the loop may change is XORed with a zero
// PoCL must take as varying (comparisons of the work-item's local ids with
// the tile's size), which it then keeps per work-item. Only for CPU devices
// (the runtime's -DAMP_NO_LOCKSTEP); elsewhere the macros are empty.
#include "lowering/FunctionEmitter.h"
#include "ast/ParentWalk.h"
#include "ast/Restriction.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include <set>

using namespace clang;

namespace ampclang {

namespace {

/// The scalar locals declared outside \p Loop that it may change:
/// every use in it other than a read of the value.
class ChangedScalars : public RecursiveASTVisitor<ChangedScalars> {
public:
  ChangedScalars(ASTContext &Ctx, const Stmt &Loop) : Ctx(Ctx), Loop(Loop) {}
  std::vector<const DeclRefExpr *> Found;

  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its own function
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V || !V->isLocalVarDeclOrParm() || V->isStaticLocal() || isTileStatic(*V) ||
        E->refersToEnclosingVariableOrCapture())
      return true;
    QualType T = V->getType();
    if (T.isConstQualified() || !(T->isIntegerType() || T->isRealFloatingType()) ||
        Loop.getSourceRange().fullyContains(SourceRange(V->getLocation())))
      return true;
    if (!Seen.count(V) && changed(E)) {
      Seen.insert(V);
      Found.push_back(E);
    }
    return true;
  }

private:
  bool changed(const DeclRefExpr *E) {
    const Stmt *Cur = E;
    const Stmt *Up = parentAboveParens(Ctx, Cur);
    const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Up);
    return !(Cast && Cast->getCastKind() == CK_LValueToRValue) && !isa_and_nonnull<UnaryExprOrTypeTraitExpr>(Up);
  }
  ASTContext &Ctx;
  const Stmt &Loop;
  std::set<const VarDecl *> Seen;
};

} // namespace

void FunctionEmitter::loopExitValues(const Stmt &Loop, int Indent) {
  ChangedScalars Scan(P.context(), Loop);
  Scan.TraverseStmt(const_cast<Stmt *>(&Loop));
  for (const DeclRefExpr *E : Scan.Found) {
    // A zero PoCL cannot fold, XORed into the value's bits: a select on it
    // PoCL takes as uniform when both sides are.
    P.prelude().requireHelper("AMP_LOOP_EXIT",
                              "#ifdef AMP_NO_LOCKSTEP\n"
                              "inline uint amp_lane_zero(void) { return (uint)((get_local_id(0) >= get_local_size(0)) | "
                              "(get_local_id(1) >= get_local_size(1)) | (get_local_id(2) >= get_local_size(2))); }\n"
                              "#define AMP_LOOP_EXIT(x) (x) ^= amp_lane_zero()\n"
                              "#define AMP_LOOP_EXIT_F(x) (x) = as_float(as_uint(x) ^ amp_lane_zero())\n"
                              "#define AMP_LOOP_EXIT_D(x) (x) = as_double(as_ulong(x) ^ (ulong)amp_lane_zero())\n"
                              "#else\n"
                              "#define AMP_LOOP_EXIT(x)\n"
                              "#define AMP_LOOP_EXIT_F(x)\n"
                              "#define AMP_LOOP_EXIT_D(x)\n"
                              "#endif");
    QualType T = E->getType();
    uint64_t Bits = P.context().getTypeSize(T);
    const char *Macro = !T->isRealFloatingType() ? "AMP_LOOP_EXIT("
                        : Bits == 32             ? "AMP_LOOP_EXIT_F("
                        : Bits == 64             ? "AMP_LOOP_EXIT_D("
                                                 : nullptr;
    if (Macro)
      line(Indent, Macro + expr(E) + ");");
  }
}

} // namespace ampclang
