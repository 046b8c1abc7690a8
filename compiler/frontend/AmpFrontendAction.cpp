// Checks run on the complete AST; lowering only when the checks found no error.
#include "frontend/AmpFrontendAction.h"
#include "ast/KernelSite.h"
#include "frontend/CpuSideErrors.h"
#include "frontend/DroppedCode.h"
#include "frontend/TileStaticConstruction.h"
#include "host/TileStaticStorage.h"
#include "frontend/KernelInstantiation.h"
#include "frontend/SignatureInstantiation.h"
#include "frontend/LambdaNumbering.h"
#include "frontend/TargetDiagnostics.h"
#include "checks/AmpCheck.h"
#include "checks/KernelReach.h"
#include "frontend/PhaseTimes.h"
#include "frontend/RepeatedDiagnostics.h"
#include "frontend/UserSiteDiagnostics.h"
#include "host/DeadAmpBodies.h"
#include "host/HiddenTextEdits.h"
#include "host/HostRewriter.h"
#include "host/TwinRenames.h"
#include "host/MacroExpansionText.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"
#include "lowering/TemplateVariants.h"

#include "clang/Sema/SemaConsumer.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace ampclang {
namespace {

/// Of the functions the kernels reach (\p Reached, canonical), those the host
/// accelerator runs: a function only refused kernels reach is dead on the
/// host, and its body may call an amp overload the host view hides.
llvm::SmallPtrSet<const FunctionDecl *, 32> bodiesTheHostRuns(const llvm::SmallPtrSetImpl<const FunctionDecl *> &Reached,
                                                              const std::vector<LoweredKernel> &Kernels) {
  llvm::SmallPtrSet<const FunctionDecl *, 32> Runs(Reached.begin(), Reached.end());
  if (llvm::all_of(Kernels, [](const LoweredKernel &K) { return K.HostRefusal.empty(); }))
    return Runs;
  llvm::SmallPtrSet<const FunctionDecl *, 32> ByRunnable, ByRefused;
  for (const LoweredKernel &K : Kernels)
    if (K.Site->CallOperator)
      for (const FunctionDecl *FD : reachableFunctions(*K.Site->CallOperator))
        (K.HostRefusal.empty() ? ByRunnable : ByRefused).insert(FD->getCanonicalDecl());
  for (const FunctionDecl *FD : ByRefused)
    if (!ByRunnable.contains(FD))
      Runs.erase(FD);
  return Runs;
}

class AmpConsumer : public SemaConsumer {
public:
  AmpConsumer(const DiagOptions &Opts, const FrontendInputs &Inputs, FrontendMode Mode, FrontendResult &Result,
              std::string File, bool HostKernels)
      : Opts(Opts), Inputs(Inputs), Mode(Mode), Result(Result), File(std::move(File)), HostKernels(HostKernels) {}

  /// The tokens of macro expansions, for calls a macro spells.
  MacroExpansionText Macros;

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &Engine = Ctx.getDiagnostics();
    AmpDiagnostics Diags(Engine, Opts);
    if (CrossCalls)
      CrossCalls->Settle();
    if (Engine.hasErrorOccurred())
      return reportCrossRestrictionCalls(Diags);
    PhaseTimer Checks("checks");
    if (TheSema && Inputs.Spelled.RenamedTemplateTwins)
      instantiateRenamedCpuTwins(*TheSema, Ctx);
    std::vector<KernelSite> Sites = findKernelSites(Ctx);
    if (TheSema) {
      instantiateKernelOperators(*TheSema, Sites);
      instantiateAmpSignatureTypes(*TheSema, Ctx);
    }
    if (Engine.hasErrorOccurred())
      return;
    if (Ctx.getLangOpts().CUDA)
      restoreHostLambdaNumbering(Ctx);
    if (Dropped)
      Diags.Relocate = [this, &Ctx](SourceLocation Loc) { return Dropped->original(Loc, Ctx.getSourceManager()); };
    runChecks(Ctx, Diags, Sites, Inputs.Spelled.Twins, Inputs.Spelled.Misplaced, Dropped.get());
    reportCrossRestrictionCalls(Diags);
    Result.HostViewPatches = ampReturnTypePatches(Ctx, Inputs.Spelled.HostViews);
    Checks.stop();
    if (Engine.hasErrorOccurred() || Mode == FrontendMode::Check)
      return;

    SourceManager &SM = Ctx.getSourceManager();
    PhaseTimer Lower("lowering");
    ProgramLowering Lowering(Ctx, Diags, llvm::sys::path::stem(File));
    // Kernels reaching restriction twins run on the host accelerator through
    // renamed amp twins (host/TwinRenames.h), or are refused there.
    llvm::StringMap<std::string> HostViews = Inputs.Spelled.HostViews;
    applyHostViewPatches(HostViews, Result.HostViewPatches);
    TwinPlan Twins = HostKernels ? planTwinRenames(Ctx, Sites, Inputs.Spelled.Twins, HostViews) : TwinPlan();
    std::vector<LoweredKernel> Kernels;
    for (const KernelSite &Site : Sites) {
      // Calls in headers are rewritten in the headers' host views, calls a
      // macro spells in the invocation's expansion; system headers stay as they are.
      if (SM.isInSystemHeader(SM.getExpansionLoc(Site.Call->getBeginLoc())) ||
          !canRewriteHost(Site, SM, Ctx.getLangOpts(), &Macros)) {
        Diags.report(AmpDiag::UnsupportedConstruct, Site.Call->getBeginLoc())
            << "a parallel_for_each call whose host text cannot be rewritten (a system header, or a macro "
               "expansion that was not recorded)";
        continue;
      }
      LoweredKernel K;
      if (!Lowering.lowerKernel(Site, K))
        continue;
      K.HostRefusal = HostKernels ? Twins.Refusals[&Site] : "it was compiled with -fno-amp-host-kernels";
      Kernels.push_back(std::move(K));
    }
    planTemplateVariants(Kernels, Diags);
    if (Engine.hasErrorOccurred())
      return;
    Result.KernelCount = Kernels.size();
    for (const LoweredKernel &K : Kernels) {
      PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(K.Site->Call->getBeginLoc()));
      Result.KernelSites.emplace_back(
          K.Name, (llvm::Twine(PL.getFilename()) + ":" + llvm::Twine(PL.getLine()) + ":" + llvm::Twine(PL.getColumn())).str());
    }
    Result.OpenCL = Lowering.programText();
    Lower.stop();
    PhaseTimer Rewrite("host rewrite");
    std::vector<HostEdit> InPlace = tileStaticStorageEdits(Ctx);
    for (HostEdit &E : deadAmpBodyEdits(Ctx, HostViews, bodiesTheHostRuns(Lowering.reached(), Kernels)))
      InPlace.push_back(std::move(E));
    for (HostEdit &E : sanitizerHostEdits(Ctx)) // -fsanitize=amp: element accesses checked on the host
      InPlace.push_back(std::move(E));
    // None of them in amp twins the host view hides.
    InPlace = withoutEditsOfHiddenText(SM, HostViews, std::move(InPlace));
    auto Files = rewriteHostSources(SM, Ctx.getLangOpts(), Kernels, Result.OpenCL, File, HostViews,
                                    &Macros, &Twins, InPlace, Lowering.localLambdas());
    Result.HostSource = std::move(Files.front().second);
    Result.HeaderHostViews.assign(std::make_move_iterator(Files.begin() + 1), std::make_move_iterator(Files.end()));
    for (const auto &Alias : Inputs.Spelled.CaseAliases)
      Result.CaseAliases.emplace_back(Alias.first().str(), Alias.second);
  }

  /// Calls Clang found no candidate for but of the other restriction
  /// (frontend/TargetDiagnostics.h), reported under the rules' IDs.
  std::shared_ptr<CrossRestrictionCalls> CrossCalls;
  /// What Clang drops with a warning: `decltype(e);` operands, ignored restrictions.
  std::shared_ptr<DroppedCode> Dropped;

  void InitializeSema(Sema &S) override { TheSema = &S; }
  void ForgetSema() override { TheSema = nullptr; }

private:
  void reportCrossRestrictionCalls(AmpDiagnostics &Diags) {
    if (!CrossCalls)
      return;
    for (const CrossRestrictionCall &C : CrossCalls->Calls) {
      AmpDiag Rule = C.FromAmp ? AmpDiag::CallCpuFunction : AmpDiag::CallAmpFunction;
      if (Diags.wasReported(Rule, C.Loc)) // a call Clang built after all, which the rule judged
        continue;
      if (C.FromAmp)
        Diags.report(Rule, C.Loc) << C.Callee << 0;
      else
        Diags.report(Rule, C.Loc) << C.Callee;
      if (C.Candidate.isValid())
        Diags.report(AmpDiag::NoteDeclaredHere, C.Candidate) << C.Callee;
    }
    CrossCalls->Calls.clear();
  }

  Sema *TheSema = nullptr;
  const DiagOptions &Opts;
  const FrontendInputs &Inputs;
  FrontendMode Mode;
  FrontendResult &Result;
  std::string File;
  bool HostKernels;
};

} // namespace

bool AmpFrontendAction::BeginInvocation(CompilerInstance &CI) {
  reportLibraryErrorsAtUserSite(CI, LibraryDir);
  if (!Inputs.Spelled.KnownTwins.empty()) // the pre-pass found restriction twins
    filterCpuSideErrors(CI, CpuSideMode::Defer, Result.CpuErrorsDeferred, Inputs.NamesTwin);
  dropTileStaticConstructionErrors(CI);
  dropRepeatedAmpDiagnostics(CI);
  if (CI.getInvocation().getLangOpts().CUDA)
    CrossCalls = filterTargetDiagnostics(CI);
  // In front of every filter: it sees the warning as Sema drops the declaration.
  Dropped = recordDroppedCode(CI);
  return true;
}

std::unique_ptr<ASTConsumer> AmpFrontendAction::CreateASTConsumer(CompilerInstance &CI, llvm::StringRef InFile) {
  auto Consumer = std::make_unique<AmpConsumer>(Opts, Inputs, Mode, Result, InFile.str(), HostKernels);
  Consumer->CrossCalls = CrossCalls;
  Consumer->Dropped = Dropped;
  // The preprocessor has one token watcher: it feeds the host rewrite's
  // record of macro expansions and the dropped decltypes' recent tokens.
  MacroExpansionText *Macros = Mode == FrontendMode::Lower ? &Consumer->Macros : nullptr;
  CI.getPreprocessor().setTokenWatcher([Macros, Recent = Dropped.get()](const Token &T) {
    if (Macros)
      Macros->note(T);
    if (Recent)
      Recent->noteToken(T);
  });
  return Consumer;
}

} // namespace ampclang
