// A local array_view assigned views over different address spaces
// (`array_view<int> v(n, private_array); v = global_view;`). OpenCL C 1.2 has
// no generic pointer that could hold either, so the view is one variable per
// space plus a tag naming the one it holds; each statement that uses it is
// emitted once per space, under a test of the tag.
#include "ast/KernelSite.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {

static char letter(AddrSpace S) {
  switch (S) {
  case AddrSpace::Global: return 'g';
  case AddrSpace::Private: return 'p';
  case AddrSpace::Local: return 'l';
  case AddrSpace::Constant: return 'c';
  }
  return 'g';
}

/// The view variable assigned by \p E when it is `v = w` on views, else null.
static const VarDecl *assignedView(const Expr *E, const Expr *&Value) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParenImpCasts());
  if (!Op || Op->getOperator() != OO_Equal || Op->getNumArgs() != 2)
    return nullptr;
  llvm::StringRef Cls = ampClassName(Op->getArg(0)->getType());
  if (Cls != "array_view" && Cls != "array")
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(Op->getArg(0)->IgnoreParenImpCasts());
  Value = Op->getArg(1);
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

static void collectAssignments(const Stmt *S, const VarDecl *V, std::vector<const Expr *> &Values) {
  if (!S || isa<LambdaExpr>(S))
    return;
  if (const auto *E = dyn_cast<Expr>(S)) {
    const Expr *Value = nullptr;
    if (assignedView(E, Value) == V)
      Values.push_back(Value);
  }
  for (const Stmt *Child : S->children())
    collectAssignments(Child, V, Values);
}

void FunctionEmitter::assignedViewSpaces(const VarDecl *V, std::vector<AddrSpace> &Spaces) {
  std::vector<const Expr *> Values;
  collectAssignments(Fn.getBody(), V, Values);
  for (const Expr *Value : Values) {
    AddrSpace S = viewSpace(Value);
    if (!llvm::is_contained(Spaces, S))
      Spaces.push_back(S);
  }
}

void FunctionEmitter::selectView(const VarDecl *V, AddrSpace Space) {
  const MultiSpaceView &M = MultiSpaceViews.find(V)->second;
  bindView(V, M.Name + "_" + letter(Space), M.T, Space);
}

void FunctionEmitter::declareMultiSpaceView(const VarDecl *V, const std::string &Name, std::vector<AddrSpace> Spaces,
                                            int Indent) {
  // Spaces[0] is the initial value's.
  QualType T = V->getType();
  MultiSpaceViews[V] = MultiSpaceView{Name, T, Spaces};
  std::string Init = V->getInit() ? " = " + viewValue(V->getInit()->IgnoreImplicit()) : "";
  // The variables of the spaces not held yet start zeroed: the statements
  // emitted per space name them in branches that do not run, which no
  // reader of the generated code should take for uninitialised reads.
  for (AddrSpace S : Spaces)
    line(Indent, type(T, V->getLocation(), S) + " " + Name + "_" + letter(S) + (S == Spaces[0] ? Init : " = {0}") +
                     ";");
  line(Indent, "int " + Name + "_s = " + std::to_string(static_cast<int>(Spaces[0])) + ";");
  selectView(V, Spaces[0]);
}

const VarDecl *FunctionEmitter::multiSpaceViewIn(const Stmt *S) {
  if (!S || isa<LambdaExpr>(S) || MultiSpaceViews.empty())
    return nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && MultiSpaceViews.count(V) && !Chosen.count(V))
      return V;
  for (const Stmt *Child : S->children())
    if (const VarDecl *V = multiSpaceViewIn(Child))
      return V;
  return nullptr;
}

bool FunctionEmitter::multiSpaceStmt(const Stmt *S, int Indent) {
  const VarDecl *V = multiSpaceViewIn(S);
  if (!V)
    return false;
  const MultiSpaceView M = MultiSpaceViews.find(V)->second;
  // `v = w`: w's space is known here; v then holds a view of that space.
  const Expr *Value = nullptr;
  if (const auto *E = dyn_cast<Expr>(S); E && assignedView(E, Value) == V && !multiSpaceViewIn(Value)) {
    AddrSpace Space = viewSpace(Value);
    Chosen[V] = Space;
    selectView(V, Space);
    line(Indent, M.Name + "_" + letter(Space) + " = " + viewValue(Value) + ";");
    line(Indent, M.Name + "_s = " + std::to_string(static_cast<int>(Space)) + ";");
    Chosen.erase(V);
    return true;
  }
  for (size_t I = 0; I < M.Spaces.size(); ++I) {
    AddrSpace Space = M.Spaces[I];
    line(Indent, std::string(I ? "else " : "") + "if (" + M.Name + "_s == " + std::to_string(static_cast<int>(Space)) +
                     ")");
    Chosen[V] = Space;
    selectView(V, Space);
    line(Indent, "{");
    stmt(S, Indent + 1);
    line(Indent, "}");
    Chosen.erase(V);
  }
  return true;
}

} // namespace ampclang
