// A switch statement as a chain of comparisons, each jumping to its case's
// label, and `break` as a jump past the end. PoCL 3.1 miscompiles a switch
// followed by a barrier in a work-group (test/random's finding
// switch-before-barrier: an `if` inside a case never runs); the same code
// written with comparisons and jumps runs right there, and OpenCL C has goto.
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
  line(Indent + 1, type(Switch.getCond()->getType(), Switch.getSwitchLoc()) + " " + Value + " = " +
                       expr(Switch.getCond()) + ";");
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
