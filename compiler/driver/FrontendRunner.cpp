// The file and its headers are parsed through the spelling stage (SpellingFileSystem);
// amp.h and what it includes come from a precompiled header where that is the same program.
#include "driver/FrontendRunner.h"
#include "driver/FrontendPch.h"
#include "frontend/DependentNameKeywords.h"
#include "frontend/CpuSideErrors.h"
#include "frontend/PhaseTimes.h"
#include "frontend/RawTokens.h"
#include "frontend/SkippedLineRecorder.h"
#include "frontend/SpellingFileSystem.h"
#include "ast/Restriction.h"
#include "lowering/OpenCLCheck.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/Utils.h"
#include "clang/Frontend/PCHContainerOperations.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace ampclang {
namespace {

/// What the pre-pass confirms of a source read with a PCH (AmpFirstCheck).
struct AmpFirstQuery {
  std::string AmpH;                 ///< the real path of amp-clang's amp.h
  std::vector<std::string> Leading; ///< the includes before it the PCH holds
};

/// Preprocesses the whole program, each token watched by an AmpFirstCheck if
/// one is given. An AST action, though it parses nothing: a preprocessor-only
/// action would read a PCH's headers as text.
class PrepassAction : public ASTFrontendAction {
public:
  PrepassAction(const AmpFirstQuery *Query, std::vector<std::string> Untouched, bool &AmpFirst, std::string &Why,
                llvm::StringMap<SkippedLines> &Skipped)
      : Query(Query), Untouched(std::move(Untouched)), AmpFirst(AmpFirst), Why(Why), Skipped(Skipped) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<ASTConsumer>();
  }
  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    AmpFirstCheck *Check = nullptr;
    if (Query) {
      auto C = std::make_unique<AmpFirstCheck>(PP.getSourceManager(), Query->AmpH, Untouched, Query->Leading);
      Check = C.get();
      PP.addPPCallbacks(std::move(C));
    }
    PP.addPPCallbacks(std::make_unique<SkippedLineRecorder>(PP.getSourceManager(), Skipped));
    PP.IgnorePragmas();
    PP.EnterMainSourceFile();
    Token Tok;
    do {
      PP.Lex(Tok);
      if (Check)
        Check->token(Tok);
    } while (Tok.isNot(tok::eof));
    if (Check) {
      AmpFirst = Check->holds();
      Why = Check->why().empty() ? "amp.h is not included by the source itself" : Check->why();
    }
  }

private:
  const AmpFirstQuery *Query;
  std::vector<std::string> Untouched;
  bool &AmpFirst;
  std::string &Why;
  llvm::StringMap<SkippedLines> &Skipped;
};

/// Hands a dependency collector to the compiler before its preprocessor and
/// PCH reader exist, so both report to it.
class CollectingAction : public WrapperFrontendAction {
public:
  CollectingAction(std::unique_ptr<FrontendAction> Action, std::shared_ptr<DependencyCollector> Headers)
      : WrapperFrontendAction(std::move(Action)), Headers(std::move(Headers)) {}

protected:
  bool BeginInvocation(CompilerInstance &CI) override {
    CI.addDependencyCollector(Headers);
    return WrapperFrontendAction::BeginInvocation(CI);
  }

private:
  std::shared_ptr<DependencyCollector> Headers;
};

/// The spelling stage's state and the file system that fills it.
struct Spelled {
  FrontendInputs Inputs;
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS;
};

std::unique_ptr<Spelled> makeSpelled(const std::vector<std::string> &Args, const std::vector<std::string> &Untouched,
                                     llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base) {
  auto S = std::make_unique<Spelled>();
  collectCommandLineMacros(Args, S->Inputs.Spelled.Macros);
  S->Inputs.Spelled.DeviceViews = !llvm::is_contained(Args, "-fcuda-is-device");
  S->Inputs.Spelled.MsCompatibility = llvm::is_contained(Args, "-fms-compatibility");
  S->FS = makeSpellingFileSystem(Base ? Base : llvm::vfs::getRealFileSystem(), Untouched, S->Inputs.Spelled);
  return S;
}

/// A class declares twins in a header and a source file defines one of them:
/// preprocess once so that every file is split knowing all twins. With
/// \p Query, also says whether the source starts with amp.h (AmpFirstCheck).
bool prepass(const std::vector<std::string> &Args, const std::vector<std::string> &Untouched, Spelled &S,
             const AmpFirstQuery *Query, std::string &Why) {
  PhaseTimer Timer(Query ? "pre-pass (preprocess, with the PCH)" : "pre-pass (preprocess)");
  bool AmpFirst = false;
  auto PreFiles = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), S.FS);
  IgnoringDiagConsumer Quiet;
  tooling::ToolInvocation Pre(Args, std::make_unique<PrepassAction>(Query, Untouched, AmpFirst, Why, S.Inputs.Spelled.Skipped), PreFiles.get(),
                              std::make_shared<PCHContainerOperations>());
  Pre.setDiagnosticConsumer(&Quiet);
  Pre.run();
  SpelledFiles &F = S.Inputs.Spelled;
  F.KnownTwins = std::move(F.TwinKeys);
  // A function declared restrict(amp) in one file and for cpu in another (a
  // library's header declares, its implementation header defines): twins too.
  for (const auto &S : F.Sides)
    if (S.second.first == 3u) {
      F.KnownTwins.insert(S.first());
      F.KnownTwins.insert(S.second.second);
    }
  F.Sides.clear();
  F.TwinKeys.clear();
  F.Twins.clear();
  F.RenamedTemplateTwins = false;
  F.HostViews.clear();
  return AmpFirst;
}

/// Whether \p Source names a function overloaded on restriction: only then can
/// its cpu code resolve differently on the host view (headers' twins, such as
/// a test library's, leave a source that never names them alone).
bool mentionsTwin(const std::string &Source, const llvm::StringSet<> &Twins,
                  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> BaseFS) {
  auto FS = BaseFS ? BaseFS : llvm::vfs::getRealFileSystem();
  auto Buffer = FS->getBufferForFile(Source);
  if (!Buffer)
    return true;
  llvm::StringSet<> Names; // "Class::name" is named as "name"
  for (const auto &T : Twins) {
    auto [Scope, Own] = llvm::StringRef(T.first()).rsplit("::");
    Names.insert(Own.empty() ? Scope : Own);
  }
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = true;
  for (const Token &T : lexRaw((*Buffer)->getBuffer(), LO))
    if (T.is(tok::raw_identifier) && Names.contains(T.getRawIdentifier()))
      return true;
  return false;
}

/// The cpu code's errors the device view held back, judged on the host view
/// (frontend/CpuSideErrors.h): each file with twins read as its host view.
bool hostViewCompiles(std::vector<std::string> Args, llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Spelling,
                      const llvm::StringMap<std::string> &HostViews, const std::string &LibraryDir) {
  PhaseTimer Timer("cpu code on the host view (twins and errors in cpu code)");
  auto Views = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const auto &V : HostViews)
    Views->addFile(V.first(), 0, llvm::MemoryBuffer::getMemBufferCopy(V.second, V.first()));
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(Spelling);
  Overlay->pushOverlay(Views);
  if (llvm::ErrorOr<std::string> Cwd = Spelling->getCurrentWorkingDirectory())
    Overlay->setCurrentWorkingDirectory(*Cwd); // relative paths, as the device view's parse read them
  // -verify belongs to the device view's parse, which saw the expected errors.
  for (size_t I = 0; I + 1 < Args.size(); ++I)
    if (Args[I] == "-Xclang" && Args[I + 1] == "-verify") {
      Args.erase(Args.begin() + I, Args.begin() + I + 2);
      --I;
    }
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
  tooling::ToolInvocation Judge(Args, makeHostViewJudge(LibraryDir), Files.get(), std::make_shared<PCHContainerOperations>());
  return Judge.run();
}

} // namespace

std::vector<std::string> frontendArgs(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source) {
  std::vector<std::string> Args = {"amp-clang", "-fsyntax-only", "-x", "c++", "-std=c++17",
                                   "-DAMP_CLANG_FRONTEND=1", "-D__AMP_CLANG__=1",
                                   "-resource-dir", TC.ResourceDir, "-I", TC.IncludeDir,
                                   "-include", "amp_clang/restrict.h", "-Wno-unknown-warning-option",
                                   // C++ AMP code comes from MSVC, which accepts throw(T)
                                   // and `register` (C++17 removed it: a warning, not an error).
                                   "-Wno-dynamic-exception-spec", "-Wno-error=register"};
  if (Opts.TargetOverloading) {
    Args[3] = "cuda";
    for (const char *A : {"-nocudainc", "-nocudalib", "--cuda-host-only", "-nobuiltininc", "-Xclang", "-fcuda-is-device",
                          "-DAMP_CLANG_CUDA_TARGETS=1", "-Wno-unknown-cuda-version", "-Wno-cuda-compat"})
      Args.push_back(A);
    Args.push_back("-isystem");
    Args.push_back(TC.ResourceDir + "/include");
  }
  Args.insert(Args.end(), Opts.CommonArgs.begin(), Opts.CommonArgs.end());
  Args.insert(Args.end(), Opts.FrontendArgs.begin(), Opts.FrontendArgs.end());
  Args.push_back(Source);
  return Args;
}

/// The generated program parses as OpenCL C 1.2 (lowering/OpenCLCheck.h); if
/// not, an internal error at the kernel's parallel_for_each that asks for a report.
static bool openCLCompiles(FrontendResult &Result, const Toolchain &TC) {
  PhaseTimer Timer("generated OpenCL C checked");
  if (const char *Hook = std::getenv("AMP_CLANG_TEST_BREAK_OPENCL"); Hook && *Hook == '1')
    breakOpenCLForTest(Result.OpenCL);
  std::optional<OpenCLError> Error = checkOpenCL(Result.OpenCL, TC.ResourceDir);
  if (!Error)
    return true;
  std::string Where = Result.KernelSites.empty() ? std::string("amp-clang") : Result.KernelSites.front().second;
  for (const auto &[Name, Site] : Result.KernelSites)
    if (Name == Error->Kernel)
      Where = Site;
  llvm::errs() << Where << ": error: internal error: the OpenCL C amp-clang generated for "
               << (Error->Kernel.empty() ? std::string("this file's kernels") : "kernel " + Error->Kernel)
               << (Error->Undefined ? " has undefined behaviour: " : " does not compile: ") << Error->Message;
  if (!Error->Text.empty())
    llvm::errs() << " (OpenCL C line " << Error->Line << ": '" << Error->Text << "')";
  llvm::errs() << " [amp-internal-opencl]\n";
  if (Error->Undefined)
    llvm::errs() << "amp-clang: unless your restrict(amp) code has this undefined behaviour itself (see the "
                    "warnings above), this is a bug in amp-clang; please report it with the source file and the "
                    "output of -emit-opencl\n";
  else
    llvm::errs() << "amp-clang: this is a bug in amp-clang, not in your program; please report it with the source "
                    "file and the output of -emit-opencl\n";
  Result.InternalError = true;
  return false;
}

bool runFrontend(const DriverOptions &Opts, const Toolchain &TC, const std::string &Source, FrontendMode Mode,
                 FrontendResult &Result, std::shared_ptr<DependencyCollector> Headers,
                 llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> BaseFS) {
  std::vector<std::string> Args = frontendArgs(Opts, TC, Source);
  setAmpLibraryDir(TC.IncludeDir);
  std::vector<std::string> Untouched = {normalizedPath(TC.IncludeDir) + "/", normalizedPath(TC.ResourceDir) + "/",
                                        "/usr/include/", "/usr/lib/"};
  // The PCH holds the system headers the source includes first, then amp.h:
  // tried when the text allows it, kept when the pre-pass confirms nothing
  // else of the user's comes before the source's #include <amp.h>.
  std::optional<std::string> Pch;
  AmpFirstQuery Query;
  if (std::optional<std::vector<std::string>> Leading = pchLeadingIncludes(Opts, Source, BaseFS.get())) {
    PhaseTimer Timer("precompiled header (front end): find or build");
    Pch = frontendPch(Args, ampPchHeaders(*Leading), TC, Opts.Verbose, Opts.CommonArgs);
    Query.Leading = std::move(*Leading);
  }
  llvm::SmallString<256> AmpHPath;
  if (!llvm::sys::fs::real_path(TC.IncludeDir + "/amp.h", AmpHPath))
    Query.AmpH = std::string(AmpHPath);
  std::string Why;
  if (Pch) // the spelling stage leaves the cache's files alone
    Untouched.push_back(normalizedPath(llvm::sys::path::parent_path(*Pch)) + "/");
  std::unique_ptr<Spelled> S = makeSpelled(Args, Untouched, BaseFS);
  std::vector<std::string> Used = Args;
  if (Pch) {
    Used = withPch(Args, *Pch);
    Result.AmpFirst = prepass(Used, Untouched, *S, &Query, Why);
    if (!Result.AmpFirst) {
      if (Opts.Verbose)
        llvm::errs() << "amp-clang: precompiled header (frontend): not used for " << Source << ": " << Why << "\n";
      Used = Args;
      S = makeSpelled(Args, Untouched, BaseFS);
    }
  }
  if (Result.AmpFirst)
    Result.LeadingIncludes = Query.Leading;
  else
    prepass(Used, Untouched, *S, nullptr, Why);
  if (Opts.MsCompatibility) {
    PhaseTimer Timer("missing typename/template keywords (-fms-compatibility)");
    findMissingKeywords(Used, S->FS, S->Inputs.Spelled);
  }
  bool Twins = !S->Inputs.Spelled.KnownTwins.empty();
  // The pre-pass's twins: their names, and keys no identifier matches.
  S->Inputs.NamesTwin = Twins && mentionsTwin(Source, S->Inputs.Spelled.KnownTwins, BaseFS);
  PhaseTimer Timer("front end (parse, checks, lowering, host rewrite)");
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), S->FS);
  std::unique_ptr<FrontendAction> Action =
      std::make_unique<AmpFrontendAction>(Opts.Diags, S->Inputs, Mode, Result, TC.IncludeDir, Opts.HostKernels);
  if (Headers)
    Action = std::make_unique<CollectingAction>(std::move(Action), std::move(Headers));
  tooling::ToolInvocation Invocation(Used, std::move(Action), Files.get(), std::make_shared<PCHContainerOperations>());
  bool DeviceOk = Invocation.run();
  Timer.stop();
  // With twins, cpu code is judged on the host view: when the device view
  // held errors of cpu code back or failed (the user sees every error), and
  // for -fsyntax-only, which has no host compile to find the errors only the
  // host view shows.
  if (Twins && !Result.InternalError && (Result.CpuErrorsDeferred || !DeviceOk || (Mode == FrontendMode::Check && S->Inputs.NamesTwin))) {
    llvm::StringMap<std::string> HostViews = S->Inputs.Spelled.HostViews;
    applyHostViewPatches(HostViews, Result.HostViewPatches);
    if (!hostViewCompiles(Used, S->FS, HostViews, TC.IncludeDir))
      return false;
  }
  if (!DeviceOk)
    return false;
  return Mode != FrontendMode::Lower || Result.OpenCL.empty() || openCLCompiles(Result, TC);
}

} // namespace ampclang
