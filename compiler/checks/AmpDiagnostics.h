// Reports amp-clang's own diagnostics through Clang's DiagnosticsEngine.
#pragma once

#include <set>

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <functional>

namespace ampclang {

enum class AmpDiag {
#define AMP_DIAG(Enum, Id, Sev, Text) Enum,
#include "checks/Diagnostics.def"
  NumDiags
};

/// Per-ID severity switches from the command line (-Wno-ID, -Werror=ID, -Wno-error=ID).
struct DiagOptions {
  llvm::StringMap<bool> Enabled;   ///< ID -> on/off
  llvm::StringMap<bool> AsError;   ///< ID -> error/not
  bool AllWarningsAsErrors = false; ///< -Werror
  bool NoWarnings = false;          ///< -w
  /// Records \p Flag; true if it names an amp diagnostic (and so is ours alone).
  bool parseFlag(llvm::StringRef Flag);
};

/// The stable ID of \p D ("amp-char-type"), empty for notes.
llvm::StringRef diagId(AmpDiag D);
/// Whether \p Id names a diagnostic that can be switched off (a warning).
bool isKnownDiagId(llvm::StringRef Id);

class AmpDiagnostics {
public:
  AmpDiagnostics(clang::DiagnosticsEngine &Engine, const DiagOptions &Opts);

  /// Where a location the rules see is reported: code Clang parsed a second
  /// time from a copy of its text lies in the copy (frontend/DroppedCode.h).
  std::function<clang::SourceLocation(clang::SourceLocation)> Relocate;

  /// Starts diagnostic \p D at \p Loc; stream arguments into the result.
  clang::DiagnosticBuilder report(AmpDiag D, clang::SourceLocation Loc);
  bool isEnabled(AmpDiag D) const;
  /// Errors and warnings emitted so far (a rule's report of either changes it).
  unsigned emittedCount() const { return Engine.getNumErrors() + Engine.getNumWarnings(); }
  /// Whether report(D, Loc) was called.
  bool wasReported(AmpDiag D, clang::SourceLocation Loc) const {
    return Reported.count({static_cast<unsigned>(D), Loc.getRawEncoding()}) != 0;
  }

private:
  std::set<std::pair<unsigned, clang::SourceLocation::UIntTy>> Reported;
  clang::DiagnosticsEngine &Engine;
  std::array<unsigned, static_cast<size_t>(AmpDiag::NumDiags)> Ids{};
};

} // namespace ampclang
