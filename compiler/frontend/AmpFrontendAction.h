// The front-end run over one source file: parse, check, lower, rewrite.
#pragma once

#include "checks/AmpDiagnostics.h"

#include "clang/Frontend/FrontendAction.h"

#include <string>

namespace ampclang {

struct FrontendResult {
  std::string OpenCL;     ///< the program of all kernels, OpenCL C
  std::string HostSource; ///< the main file rewritten for the host compiler
  unsigned KernelCount = 0;
};

enum class FrontendMode {
  Check, ///< parse and check only (-fsyntax-only)
  Lower  ///< also lower kernels and rewrite host code
};

class AmpFrontendAction : public clang::ASTFrontendAction {
public:
  AmpFrontendAction(const DiagOptions &Opts, FrontendMode Mode, FrontendResult &Result)
      : Opts(Opts), Mode(Mode), Result(Result) {}

protected:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef InFile) override;

private:
  const DiagOptions &Opts;
  FrontendMode Mode;
  FrontendResult &Result;
};

} // namespace ampclang
