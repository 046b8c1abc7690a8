// A switch statement without OpenCL C's switch. PoCL 3.1 miscompiles a
// switch followed by a barrier in a work-group (test/random's finding
// switch-before-barrier: an `if` inside a case never runs), and, inside a
// loop before a barrier, the same switch lowered to a chain of comparisons
// jumping to its labels (seed 7153). So a switch whose labels are all its
// body's own statements is a loop run once: the index of the label it enters
// at, then each label's statements run where that index is at or before
// them, so falling through is running on; `break` leaves the loop, and
// `continue` of an enclosing loop sets a flag, leaves it, and continues
// after; the body's declarations later labels see come before the loop.
// Any other switch (a label inside a nested statement) is the chain of
// comparisons and jumps.
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

using namespace clang;

namespace ampclang {

namespace {
// Whether \p S holds a `continue` of a loop around the switch.
bool continuesOut(const Stmt *S) {
  if (!S || isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, LambdaExpr>(S))
    return false;
  if (isa<ContinueStmt>(S))
    return true;
  return llvm::any_of(S->children(), continuesOut);
}
} // namespace

bool FunctionEmitter::switchSegments(const SwitchStmt &Switch,
                                     std::vector<std::pair<const SwitchCase *, std::vector<const Stmt *>>> &Segments,
                                     std::vector<const Stmt *> &Shared) {
  const auto *Body = dyn_cast<CompoundStmt>(Switch.getBody());
  if (!Body)
    return false;
  size_t Labels = 0;
  for (const SwitchCase *C = Switch.getSwitchCaseList(); C; C = C->getNextSwitchCase())
    ++Labels;
  for (const Stmt *S : Body->body()) {
    for (const auto *C = dyn_cast<SwitchCase>(S); C; C = dyn_cast<SwitchCase>(S)) { // `case 1: case 2: f();`
      Segments.push_back({C, {}});
      S = C->getSubStmt();
    }
    if (const auto *Declaration = dyn_cast<DeclStmt>(S); Declaration && Segments.size() < Labels) {
      // Later labels see it, and C++ lets them jump past it only where it
      // has no initializer: declared before the loop, it is the same variable.
      for (const Decl *D : Declaration->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); !V || V->hasInit() || V->isStaticLocal() ||
                                                    !V->getType().isTriviallyCopyableType(V->getASTContext()))
          return false;
      Shared.push_back(S);
    } else if (!Segments.empty()) { // statements before the first label never run
      Segments.back().second.push_back(S);
    }
  }
  return Segments.size() == Labels;
}

void FunctionEmitter::switchStmt(const SwitchStmt &Switch, int Indent) {
  line(Indent, "{");
  pushScope(ScopeKind::Block);
  if (Switch.getInit())
    stmt(Switch.getInit(), Indent + 1);
  if (const VarDecl *V = Switch.getConditionVariable()) {
    varDecl(V, Indent + 1);
    registerDestruction(V);
  }
  std::string Id = std::to_string(P.nextSwitchId());
  std::string Value = "amp_sw" + Id, End = "amp_sw" + Id + "_end";
  // LLVM (PoCL's -O2 build) folds the comparisons back into a switch, and
  // where its cases cover every value the condition can have (`x % 4u` and
  // cases 0 to 3) makes its default `unreachable`; PoCL 3.1 mishandles such
  // a block in a kernel with barriers (the cases' code never runs: test/random
  // seed 3538) or one whose work-group it peels. The condition XOR a value
  // that is 0 at run time but unknown to the compiler (a bit set where the
  // work-item has more than 3 dimensions) keeps the default reachable.
  const std::string CondType = type(Switch.getCond()->getType(), Switch.getSwitchLoc());
  line(Indent + 1, CondType + " " + Value + " = (" + expr(Switch.getCond()) + ") ^ (" + CondType +
                       ")(get_work_dim() > 3u ? 0x40000000 : 0);");
  if (sanitizerChecks() & SanitizeSync)
    if (std::string Vote = sanitizeSwitch(Switch, Value); !Vote.empty())
      line(Indent + 1, Vote);
  auto Test = [&](const CaseStmt &Case) {
    return Case.getRHS() // GNU's `case 1 ... 3:`
               ? "(" + Value + " >= " + expr(Case.getLHS()) + " && " + Value + " <= " + expr(Case.getRHS()) + ")"
               : Value + " == " + expr(Case.getLHS());
  };

  std::vector<std::pair<const SwitchCase *, std::vector<const Stmt *>>> Segments;
  std::vector<const Stmt *> Shared;
  if (switchSegments(Switch, Segments, Shared)) {
    for (const Stmt *Decl : Shared)
      stmt(Decl, Indent + 1);
    std::string At = Value + "_at", Flag = Value + "_continue";
    std::string Entry = std::to_string(Segments.size()); // no label matches, no default: nothing runs
    bool Default = false;
    for (size_t I = 0; I < Segments.size(); ++I)
      if (isa<DefaultStmt>(Segments[I].first)) {
        Entry = std::to_string(I);
        Default = true;
      }
    for (size_t I = Segments.size(); I-- > 0;)
      if (const auto *Case = dyn_cast<CaseStmt>(Segments[I].first))
        Entry = "(" + Test(*Case) + ") ? " + std::to_string(I) + " : " + Entry;
    line(Indent + 1, "const int " + At + " = " + Entry + ";");
    const bool Continues = continuesOut(Switch.getBody());
    if (Continues)
      line(Indent + 1, "int " + Flag + " = 0;");
    line(Indent + 1, "do {");
    pushScope(ScopeKind::Switch);
    Scopes.back().ContinueFlag = Flag;
    for (size_t I = 0; I < Segments.size(); ++I) {
      if (Segments[I].second.empty())
        continue;
      // With a default, the last label's statements run on every path that
      // did not break: unguarded, so that C sees a switch whose every case
      // returns as returning (-Wreturn-type), as C++ does.
      bool Always = Default && I + 1 == Segments.size();
      line(Indent + 2, Always ? "{" : "if (" + At + " <= " + std::to_string(I) + ") {");
      for (const Stmt *S : Segments[I].second)
        stmt(S, Indent + 3);
      line(Indent + 2, "}");
    }
    Scopes.pop_back();
    line(Indent + 1, "} while (0);");
    if (Continues) {
      line(Indent + 1, "if (" + Flag + ")");
      jumpOutOfIteration(false, Indent + 2);
    }
    popScope(Indent + 1);
    line(Indent, "}");
    return;
  }

  // The case list runs from the last label written to the first.
  std::vector<const SwitchCase *> Cases;
  for (const SwitchCase *C = Switch.getSwitchCaseList(); C; C = C->getNextSwitchCase())
    Cases.insert(Cases.begin(), C);
  std::string Default = End;
  for (size_t I = 0; I < Cases.size(); ++I) {
    std::string Label = "amp_sw" + Id + "_" + std::to_string(I);
    SwitchLabels[Cases[I]] = Label;
    if (const auto *Case = dyn_cast<CaseStmt>(Cases[I]))
      line(Indent + 1, "if (" + Test(*Case) + ") goto " + Label + ";");
    else
      Default = Label;
  }
  line(Indent + 1, "goto " + Default + ";");
  pushScope(ScopeKind::Switch);
  Scopes.back().BreakLabel = End;
  stmt(Switch.getBody(), Indent + 1);
  Scopes.pop_back();
  line(Indent + 1, End + ": ;");
  popScope(Indent + 1);
  line(Indent, "}");
}

} // namespace ampclang
