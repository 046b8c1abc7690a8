// A switch statement as a chain of comparisons, each jumping to its case's
// label, and `break` as a jump past the end. PoCL 3.1 miscompiles a switch
// followed by a barrier in a work-group (test/random's finding
// switch-before-barrier: an `if` inside a case never runs); the same code
// written with comparisons and jumps runs right there, and OpenCL C has goto.
// What PoCL gets wrong is the `unreachable` default LLVM gives a switch whose
// cases cover every value (seed 3538: LLVM made the jumps a switch again), so
// the condition also hides its range from LLVM.
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

using namespace clang;

namespace ampclang {

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
  // The case list runs from the last label written to the first.
  std::vector<const SwitchCase *> Cases;
  for (const SwitchCase *C = Switch.getSwitchCaseList(); C; C = C->getNextSwitchCase())
    Cases.insert(Cases.begin(), C);
  std::string Default = End;
  for (size_t I = 0; I < Cases.size(); ++I) {
    std::string Label = "amp_sw" + Id + "_" + std::to_string(I);
    SwitchLabels[Cases[I]] = Label;
    const auto *Case = dyn_cast<CaseStmt>(Cases[I]);
    if (!Case) {
      Default = Label;
      continue;
    }
    std::string Test = Case->getRHS() // GNU's `case 1 ... 3:`
                           ? "(" + Value + " >= " + expr(Case->getLHS()) + " && " + Value + " <= " + expr(Case->getRHS()) + ")"
                           : Value + " == " + expr(Case->getLHS());
    line(Indent + 1, "if (" + Test + ") goto " + Label + ";");
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
