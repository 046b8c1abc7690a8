// The front-end run over one source file: parse, check, lower, rewrite.
#pragma once

#include "checks/AmpDiagnostics.h"

#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace ampclang {

struct FrontendResult {
  std::string OpenCL;     ///< the program of all kernels, OpenCL C
  std::string HostSource; ///< the main file rewritten for the host compiler
  unsigned KernelCount = 0;
};

/// What the driver learnt about the file before parsing it.
struct FrontendInputs {
  std::string HostBase;     ///< host view to rewrite, when it differs from the parsed text
  llvm::StringSet<> Twins;  ///< functions overloaded on restriction (RestrictionViews)
};

enum class FrontendMode {
  Check, ///< parse and check only (-fsyntax-only)
  Lower  ///< also lower kernels and rewrite host code
};

class AmpFrontendAction : public clang::ASTFrontendAction {
public:
  AmpFrontendAction(const DiagOptions &Opts, const FrontendInputs &Inputs, FrontendMode Mode,
                    FrontendResult &Result)
      : Opts(Opts), Inputs(Inputs), Mode(Mode), Result(Result) {}

protected:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef InFile) override;

private:
  const DiagOptions &Opts;
  const FrontendInputs &Inputs;
  FrontendMode Mode;
  FrontendResult &Result;
};

} // namespace ampclang
