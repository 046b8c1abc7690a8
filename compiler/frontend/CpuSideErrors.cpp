#include "frontend/CpuSideErrors.h"
#include "ast/Restriction.h"
#include "frontend/UserSiteDiagnostics.h"

#include "clang/Frontend/FrontendActions.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace ampclang {
namespace {

/// True while Sema is outside every amp function: in a restrict(cpu)
/// function (lambdas and template instantiations included) or at namespace
/// or class scope, all of which resolve overloads as cpu code.
bool inCpuContext(CompilerInstance &CI) {
  if (!CI.hasSema())
    return false;
  const FunctionDecl *FD = CI.getSema().getCurFunctionDecl(/*AllowLambda=*/true);
  return !FD || !isAmp(*FD);
}

class CpuSideConsumer : public DiagnosticConsumer {
public:
  CpuSideConsumer(DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned, CompilerInstance &CI,
                  CpuSideMode Mode, bool &Deferred)
      : Inner(Inner), Owned(std::move(Owned)), CI(CI), Mode(Mode), Deferred(Deferred) {}

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override { Inner.BeginSourceFile(LO, PP); }
  // The counts the compiler reads are the wrapped consumer's: -verify's
  // consumer counts failed expectations, not the errors it was handed.
  void EndSourceFile() override {
    Inner.EndSourceFile();
    syncCounts();
  }
  void finish() override {
    Inner.finish();
    syncCounts();
  }
  bool IncludeInDiagnosticCounts() const override { return Inner.IncludeInDiagnosticCounts(); }

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note) { // a note follows its error
      if (!Dropping)
        forward(Level, Info);
      return;
    }
    Dropping = false;
    if (Level < DiagnosticsEngine::Error) {
      if (Mode == CpuSideMode::Defer) // the host view's parse would repeat it
        forward(Level, Info);
      return;
    }
    // amp-clang's own rules (custom IDs) judge the device view's AST as a whole.
    if (Info.getID() >= diag::DIAG_UPPER_LIMIT) {
      forward(Level, Info);
      ++Kept;
      return;
    }
    bool Cpu = Level != DiagnosticsEngine::Fatal && inCpuContext(CI);
    if (Mode == CpuSideMode::Judge ? Cpu : !Cpu) {
      forward(Level, Info);
      ++Kept;
      return;
    }
    Dropping = true;
    if (Mode == CpuSideMode::Defer)
      Deferred = true;
    // The engine counted the error before handing it over: while it is the
    // only kind seen, take the count back so that the parse goes on to the
    // checks (a soft reset keeps the diagnostic mappings).
    if (Kept == 0)
      CI.getDiagnostics().Reset(/*soft=*/true);
  }

private:
  void syncCounts() {
    NumErrors = Inner.getNumErrors();
    NumWarnings = Inner.getNumWarnings();
  }
  void forward(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Inner.HandleDiagnostic(Level, Info);
  }

  DiagnosticConsumer &Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  CompilerInstance &CI;
  CpuSideMode Mode;
  bool &Deferred;
  bool Dropping = false;
  unsigned Kept = 0;
};

class HostViewJudge : public SyntaxOnlyAction {
public:
  explicit HostViewJudge(std::string LibraryDir) : LibraryDir(std::move(LibraryDir)) {}

private:
  bool BeginInvocation(CompilerInstance &CI) override {
    reportLibraryErrorsAtUserSite(CI, LibraryDir); // as the device view's parse does
    filterCpuSideErrors(CI, CpuSideMode::Judge, Unused);
    return SyntaxOnlyAction::BeginInvocation(CI);
  }
  std::string LibraryDir;
  bool Unused = false;
};

} // namespace

void filterCpuSideErrors(CompilerInstance &CI, CpuSideMode Mode, bool &Deferred) {
  DiagnosticsEngine &Engine = CI.getDiagnostics();
  if (!Engine.getClient())
    return;
  DiagnosticConsumer &Inner = *Engine.getClient();
  std::unique_ptr<DiagnosticConsumer> Owned = Engine.ownsClient() ? Engine.takeClient() : nullptr;
  Engine.setClient(new CpuSideConsumer(Inner, std::move(Owned), CI, Mode, Deferred), /*ShouldOwnClient=*/true);
}

std::unique_ptr<FrontendAction> makeHostViewJudge(std::string LibraryDir) {
  return std::make_unique<HostViewJudge>(std::move(LibraryDir));
}

} // namespace ampclang
