// amp-recursion: amp functions cannot call themselves, directly or through others.
#include "checks/AmpCheck.h"
#include "checks/CallUse.h"

#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace ampclang {
namespace {
class RecursionCheck : public AmpCheck {
  struct Edge {
    const FunctionDecl *Callee; ///< canonical declaration
    SourceLocation Loc;
  };
  /// The call graph among amp functions, keyed by canonical declaration.
  llvm::DenseMap<const FunctionDecl *, std::vector<Edge>> Calls;

  void add(const FunctionDecl &Fn, const std::optional<CallUse> &Use) {
    if (Use)
      Calls[Fn.getCanonicalDecl()].push_back({Use->Callee->getCanonicalDecl(), Use->Loc});
  }
  // An unevaluated operand (`decltype(g(n))`, `sizeof(s(n))`) calls nothing.
  void checkStmt(const Stmt &S, const FunctionDecl &Fn, CheckContext &Ctx) override {
    if (!Ctx.Unevaluated)
      add(Fn, getCallUse(S));
  }
  // Destructors are calls too: a local's at the end of its scope, and the
  // members' and bases' after a destructor's body.
  void checkDecl(const Decl &D, const FunctionDecl &Fn, CheckContext &) override { add(Fn, getDestroyUse(D)); }
  void checkFunction(const FunctionDecl &Fn, CheckContext &) override {
    for (const CallUse &Use : getMemberDestroyUses(Fn))
      add(Fn, Use);
  }

  enum class State { Unvisited, OnPath, Done };
  llvm::DenseMap<const FunctionDecl *, State> Seen;
  std::vector<const FunctionDecl *> Path;

  // Depth-first search in source order; an edge back to a function on the
  // current path closes a cycle and is reported once, at that call.
  void visit(const FunctionDecl *Fn, CheckContext &Ctx) {
    Seen[Fn] = State::OnPath;
    Path.push_back(Fn);
    for (const Edge &E : Calls.lookup(Fn)) {
      State S = Seen.lookup(E.Callee);
      if (S == State::Unvisited && Calls.count(E.Callee))
        visit(E.Callee, Ctx);
      else if (S == State::OnPath)
        reportCycle(E, Ctx);
    }
    Path.pop_back();
    Seen[Fn] = State::Done;
  }

  void reportCycle(const Edge &E, CheckContext &Ctx) {
    if (E.Callee == Path.back()) {
      Ctx.report(AmpDiag::Recursion, E.Loc) << 0 << E.Callee;
    } else {
      std::string Cycle;
      auto Start = std::find(Path.begin(), Path.end(), E.Callee);
      for (auto It = Start; It != Path.end(); ++It)
        Cycle += "'" + (*It)->getQualifiedNameAsString() + "' -> ";
      Cycle += "'" + E.Callee->getQualifiedNameAsString() + "'";
      Ctx.report(AmpDiag::Recursion, E.Loc) << 1 << E.Callee << Cycle;
    }
    Ctx.report(AmpDiag::NoteDeclaredHere, E.Callee->getLocation()) << E.Callee;
  }

  void checkTranslationUnit(CheckContext &Ctx) override {
    for (const FunctionDecl *FD : Ctx.AmpFunctions)
      if (Seen.lookup(FD->getCanonicalDecl()) == State::Unvisited)
        visit(FD->getCanonicalDecl(), Ctx);
  }
};
} // namespace

std::unique_ptr<AmpCheck> createRecursionCheck() { return std::make_unique<RecursionCheck>(); }

} // namespace ampclang
