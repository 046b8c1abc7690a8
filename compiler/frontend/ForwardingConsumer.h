// A diagnostic consumer placed in front of the one Clang set up, which it
// hands what it keeps. Filters of errors derive from it.
#pragma once

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"

#include <memory>

namespace ampclang {

class ForwardingConsumer : public clang::DiagnosticConsumer {
public:
  ForwardingConsumer(clang::DiagnosticConsumer &Inner, std::unique_ptr<clang::DiagnosticConsumer> Owned)
      : Inner(Inner), Owned(std::move(Owned)) {}

  void BeginSourceFile(const clang::LangOptions &LO, const clang::Preprocessor *PP) override {
    Inner.BeginSourceFile(LO, PP);
  }
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

protected:
  void forward(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Inner.HandleDiagnostic(Level, Info);
    if (Level >= clang::DiagnosticsEngine::Error)
      ++ForwardedErrors;
  }
  /// The engine counted a dropped error before handing it over: while no error
  /// has gone on, take the count back so that the parse goes on to the checks
  /// (a soft reset keeps the diagnostic mappings). An error that went on is
  /// real, reported now or by a later parse, so the count then stays.
  void uncountDroppedError(clang::DiagnosticsEngine &Engine) {
    if (ForwardedErrors == 0)
      Engine.Reset(/*soft=*/true);
  }

  clang::DiagnosticConsumer &Inner;

private:
  void syncCounts() {
    NumErrors = Inner.getNumErrors();
    NumWarnings = Inner.getNumWarnings();
  }
  std::unique_ptr<clang::DiagnosticConsumer> Owned;
  unsigned ForwardedErrors = 0;
};

/// Puts the consumer \p Make(Inner, Owned) in front of \p CI's own, if it has one.
template <typename MakeConsumer> void wrapDiagnosticConsumer(clang::CompilerInstance &CI, MakeConsumer Make) {
  clang::DiagnosticsEngine &Engine = CI.getDiagnostics();
  if (!Engine.getClient())
    return;
  clang::DiagnosticConsumer &Inner = *Engine.getClient();
  std::unique_ptr<clang::DiagnosticConsumer> Owned = Engine.ownsClient() ? Engine.takeClient() : nullptr;
  Engine.setClient(Make(Inner, std::move(Owned)), /*ShouldOwnClient=*/true);
}

} // namespace ampclang
