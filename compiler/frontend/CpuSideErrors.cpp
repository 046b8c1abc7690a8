#include "frontend/CpuSideErrors.h"
#include "ast/Restriction.h"
#include "frontend/ForwardingConsumer.h"
#include "frontend/TileStaticConstruction.h"
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

/// Whether \p Info names a function the device view renamed (RestrictionViews.h).
bool namesDeviceRename(const Diagnostic &Info) {
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  return Message.str().contains("'$");
}

class CpuSideConsumer : public ForwardingConsumer {
public:
  CpuSideConsumer(DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned, CompilerInstance &CI,
                  CpuSideMode Mode, bool &Deferred)
      : ForwardingConsumer(Inner, std::move(Owned)), CI(CI), Mode(Mode), Deferred(Deferred) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note) { // a note follows its error
      if (!Dropping)
        forward(Level, Info);
      return;
    }
    Dropping = false;
    if (Level < DiagnosticsEngine::Error) {
      // The host view's parse would repeat it. A warning about a cpu overload
      // the device view renamed (`unused function '$en'`) is about the view.
      if (Mode == CpuSideMode::Defer && !namesDeviceRename(Info))
        forward(Level, Info);
      return;
    }
    // amp-clang's own rules (custom IDs) judge the device view's AST as a whole.
    if (Info.getID() >= diag::DIAG_UPPER_LIMIT) {
      forward(Level, Info);
      return;
    }
    bool Cpu = Level != DiagnosticsEngine::Fatal && inCpuContext(CI);
    if (Mode == CpuSideMode::Judge ? Cpu : !Cpu) {
      forward(Level, Info);
      return;
    }
    Dropping = true;
    if (Mode == CpuSideMode::Defer)
      Deferred = true;
    uncountDroppedError(CI.getDiagnostics());
  }

private:
  CompilerInstance &CI;
  CpuSideMode Mode;
  bool &Deferred;
  bool Dropping = false;
};

class HostViewJudge : public SyntaxOnlyAction {
public:
  explicit HostViewJudge(std::string LibraryDir) : LibraryDir(std::move(LibraryDir)) {}

private:
  bool BeginInvocation(CompilerInstance &CI) override {
    reportLibraryErrorsAtUserSite(CI, LibraryDir); // as the device view's parse does
    filterCpuSideErrors(CI, CpuSideMode::Judge, Unused);
    dropTileStaticConstructionErrors(CI);
    return SyntaxOnlyAction::BeginInvocation(CI);
  }
  std::string LibraryDir;
  bool Unused = false;
};

} // namespace

void filterCpuSideErrors(CompilerInstance &CI, CpuSideMode Mode, bool &Deferred) {
  wrapDiagnosticConsumer(CI, [&](DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned) {
    return new CpuSideConsumer(Inner, std::move(Owned), CI, Mode, Deferred);
  });
}

std::unique_ptr<FrontendAction> makeHostViewJudge(std::string LibraryDir) {
  return std::make_unique<HostViewJudge>(std::move(LibraryDir));
}

} // namespace ampclang
