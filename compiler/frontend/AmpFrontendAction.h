// The front-end run over one source file: parse, check, lower, rewrite.
#pragma once

#include <memory>

#include "checks/AmpDiagnostics.h"
#include "frontend/AmpReturnTypes.h"
#include "frontend/SpellingFileSystem.h"

#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <utility>
#include <vector>

namespace ampclang {

struct FrontendResult {
  std::string OpenCL;     ///< the program of all kernels, OpenCL C
  std::string HostSource; ///< the main file rewritten for the host compiler
  /// Host views of the headers holding restriction twins (absolute path -> text),
  /// which the host compile reads in place of the headers.
  std::vector<std::pair<std::string, std::string>> HeaderHostViews;
  /// Headers included by a name that differs in case from the file on disk
  /// (-fms-compatibility): absolute path as written -> path on disk.
  std::vector<std::pair<std::string, std::string>> CaseAliases;
  unsigned KernelCount = 0;
  /// Each kernel's __kernel function name and its parallel_for_each, as
  /// "file:line:col": where an error in the generated OpenCL C is reported.
  std::vector<std::pair<std::string, std::string>> KernelSites;
  /// The front end failed by amp-clang's fault, not the user's (exit status 70).
  bool InternalError = false;
  /// The source includes amp.h before anything of its own (AmpFirstCheck):
  /// a precompiled header of amp.h is the same program.
  bool AmpFirst = false;
  /// With AmpFirst: the system headers the source includes before amp.h.
  std::vector<std::string> LeadingIncludes;
  /// The device view's parse held back errors of cpu code, which a parse of
  /// the host view must judge (frontend/CpuSideErrors.h).
  bool CpuErrorsDeferred = false;
  /// Amp functions' trailing return types as amp code resolves them, for the
  /// host views (frontend/AmpReturnTypes.h).
  std::vector<HostViewPatch> HostViewPatches;
};

/// What the spelling stage learnt while the front end read the files.
struct FrontendInputs {
  SpelledFiles Spelled;
  /// The source names a restriction twin of its own files or headers (not
  /// only a helper library's): its cpu code's warnings come from the host
  /// view (CpuSideErrors.h), and -fsyntax-only judges its cpu code there.
  bool NamesTwin = false;
};

enum class FrontendMode {
  Check, ///< parse and check only (-fsyntax-only)
  Lower  ///< also lower kernels and rewrite host code
};

class AmpFrontendAction : public clang::ASTFrontendAction {
public:
  AmpFrontendAction(const DiagOptions &Opts, const FrontendInputs &Inputs, FrontendMode Mode,
                    FrontendResult &Result, std::string LibraryDir = "", bool HostKernels = true)
      : Opts(Opts), Inputs(Inputs), Mode(Mode), Result(Result), LibraryDir(std::move(LibraryDir)),
        HostKernels(HostKernels) {}

protected:
  /// Errors arising in amp-clang's headers (\p LibraryDir) or system headers
  /// are reported at the user's code (UserSiteDiagnostics).
  bool BeginInvocation(clang::CompilerInstance &CI) override;
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef InFile) override;

private:
  const DiagOptions &Opts;
  const FrontendInputs &Inputs;
  FrontendMode Mode;
  FrontendResult &Result;
  std::string LibraryDir;
  std::shared_ptr<struct CrossRestrictionCalls> CrossCalls;
  std::shared_ptr<struct DroppedCode> Dropped;
  /// Each launch also gets the kernel as host code, for the host accelerator
  /// (-fno-amp-host-kernels: not).
  bool HostKernels;
};

} // namespace ampclang
