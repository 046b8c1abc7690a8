#include "frontend/CpuSideErrors.h"
#include "ast/Restriction.h"
#include "ast/UserCodeVisitor.h"
#include "frontend/ForwardingConsumer.h"
#include "frontend/TileStaticConstruction.h"
#include "frontend/UserSiteDiagnostics.h"

#include "clang/Frontend/FrontendActions.h"
#include "clang/Sema/Sema.h"

#include <optional>

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

/// The bodies of amp functions and amp lambdas in the user's code, as written
/// (templates' patterns).
class AmpBodies : public UserCodeVisitor<AmpBodies> {
public:
  explicit AmpBodies(const SourceManager &SM) : SM(SM) {}
  // A template's body may not be there: under -fms-compatibility
  // (-fdelayed-template-parsing) Clang parses a template's body only when it
  // is instantiated, so one never instantiated has a body it never read
  // (doesThisDeclarationHaveABody() is true, getBody() null), and no
  // diagnostic inside it.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (const Stmt *Body = FD->doesThisDeclarationHaveABody() ? FD->getBody() : nullptr; Body && isAmp(*FD))
      add(Body->getSourceRange());
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    if (const Stmt *Body = L->getBody(); Body && isAmp(*L->getCallOperator()))
      add(Body->getSourceRange());
    return true;
  }
  bool contains(FullSourceLoc Loc) const {
    if (Loc.isInvalid())
      return false;
    SourceLocation At = SM.getExpansionLoc(Loc);
    return llvm::any_of(Ranges, [&](SourceRange R) {
      return !SM.isBeforeInTranslationUnit(At, R.getBegin()) && !SM.isBeforeInTranslationUnit(R.getEnd(), At);
    });
  }

private:
  void add(SourceRange R) { Ranges.push_back({SM.getExpansionLoc(R.getBegin()), SM.getExpansionLoc(R.getEnd())}); }
  const SourceManager &SM;
  std::vector<SourceRange> Ranges;
};

class CpuSideConsumer : public ForwardingConsumer {
public:
  CpuSideConsumer(DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned, CompilerInstance &CI,
                  CpuSideMode Mode, bool &Deferred, bool NamesTwin)
      : ForwardingConsumer(Inner, std::move(Owned)), CI(CI), Mode(Mode), Deferred(Deferred), NamesTwin(NamesTwin) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Replaying) {
      forward(Level, Info);
      return;
    }
    if (Level == DiagnosticsEngine::Note) { // a note follows its error or warning
      if (Holding)
        Held.back().push_back(StoredDiagnostic(Level, Info));
      else if (!Dropping)
        forward(Level, Info);
      return;
    }
    Dropping = Holding = false;
    // amp-clang's own rules (custom IDs) judge the device view's AST as a whole.
    if (Info.getID() >= diag::DIAG_UPPER_LIMIT) {
      forward(Level, Info);
      return;
    }
    if (Level < DiagnosticsEngine::Error) {
      handleWarning(Level, Info);
      return;
    }
    bool Cpu = Level != DiagnosticsEngine::Fatal && inCpuContext(CI);
    // The host view hides amp overloads of names that have cpu ones, so an
    // amp body may not compile there (its error is dropped: the device view
    // judged it); what amp.h's templates then say of that code, a kernel
    // that "cannot be called with its index", is its consequence.
    bool Consequence = Mode == CpuSideMode::Judge && Cpu && DroppedAmpError && Info.hasSourceManager() &&
                       isInAmpLibrary(Info.getSourceManager(), Info.getLocation());
    if ((Mode == CpuSideMode::Judge ? Cpu : !Cpu) && !Consequence) {
      forward(Level, Info);
      return;
    }
    if (Mode == CpuSideMode::Judge)
      DroppedAmpError = true;
    Dropping = true;
    if (Mode == CpuSideMode::Defer)
      Deferred = true;
    uncountDroppedError(CI.getDiagnostics());
  }

  void EndSourceFile() override {
    placeHeldWarnings();
    ForwardingConsumer::EndSourceFile();
  }

private:
  /// A warning goes where its context resolves overloads as written: cpu
  /// code's from the host view (`printf("%f", h())` with h's cpu twin
  /// returning float), amp code's from the device view. One about a cpu
  /// overload the device view renamed (`unused function '$en'`) is about the view.
  void handleWarning(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
    if (Mode == CpuSideMode::Defer && namesDeviceRename(Info)) {
      Dropping = true;
    } else if (!inCpuContext(CI)) {
      if (Mode == CpuSideMode::Defer)
        forward(Level, Info);
      else
        Dropping = true;
    } else {
      // Sema may be past an amp lambda whose warnings wait for its end
      // (-Wsign-compare): where it stands decides, once the AST is whole.
      Held.push_back({StoredDiagnostic(Level, Info)});
      Holding = true;
    }
  }

  /// Each held warning (and its notes) on its side: reported by the view of
  /// that side, dropped by the other. The device view's parse leaves the cpu
  /// ones to the host view's parse where the source names a twin or that
  /// parse follows anyway, and reports them itself otherwise.
  void placeHeldWarnings() {
    if (Held.empty() || !CI.hasASTContext())
      return;
    bool ToHostView = NamesTwin || Deferred || CI.getDiagnostics().hasErrorOccurred();
    std::optional<AmpBodies> Bodies; // only where the place decides
    if (Mode == CpuSideMode::Judge || ToHostView) {
      Bodies.emplace(CI.getSourceManager());
      Bodies->TraverseAST(CI.getASTContext());
    }
    Replaying = true;
    for (const std::vector<StoredDiagnostic> &Group : Held) {
      bool Amp = Bodies && Bodies->contains(Group.front().getLocation());
      bool Report = Mode == CpuSideMode::Defer ? Amp || !ToHostView : !Amp;
      if (Report)
        for (const StoredDiagnostic &D : Group)
          CI.getDiagnostics().Report(D);
      else if (Mode == CpuSideMode::Defer)
        Deferred = true; // the host view's parse reports it
    }
    Replaying = false;
    Held.clear();
  }

  CompilerInstance &CI;
  CpuSideMode Mode;
  bool &Deferred;
  bool NamesTwin;
  bool Dropping = false, Holding = false, Replaying = false;
  bool DroppedAmpError = false; ///< Judge: an error of amp code was dropped
  std::vector<std::vector<StoredDiagnostic>> Held; ///< warnings from cpu context, each with its notes
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

void filterCpuSideErrors(CompilerInstance &CI, CpuSideMode Mode, bool &Deferred, bool NamesTwin) {
  wrapDiagnosticConsumer(CI, [&](DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned) {
    return new CpuSideConsumer(Inner, std::move(Owned), CI, Mode, Deferred, NamesTwin);
  });
}

std::unique_ptr<FrontendAction> makeHostViewJudge(std::string LibraryDir) {
  return std::make_unique<HostViewJudge>(std::move(LibraryDir));
}

} // namespace ampclang
