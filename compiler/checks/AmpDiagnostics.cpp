// Maps the Diagnostics.def table onto custom Clang diagnostic IDs, honouring -W flags.
#include "checks/AmpDiagnostics.h"

#include <string>

using namespace clang;

namespace ampclang {
namespace {
enum class Severity { Error, Warning, Note };
struct DiagInfo {
  const char *Id;
  Severity Sev;
  const char *Text;
};
constexpr DiagInfo Table[] = {
#define AMP_DIAG(Enum, Id, Sev, Text) {Id, Severity::Sev, Text},
#include "checks/Diagnostics.def"
};
} // namespace

llvm::StringRef diagId(AmpDiag D) { return Table[static_cast<size_t>(D)].Id; }

bool isKnownDiagId(llvm::StringRef Id) {
  for (const DiagInfo &Info : Table)
    if (Info.Sev == Severity::Warning && Id == Info.Id)
      return true;
  return false;
}

bool DiagOptions::parseFlag(llvm::StringRef Flag) {
  if (Flag.consume_front("-Wno-error=")) {
    if (!isKnownDiagId(Flag))
      return false;
    AsError[Flag] = false;
  } else if (Flag.consume_front("-Werror=")) {
    if (!isKnownDiagId(Flag))
      return false;
    AsError[Flag] = true;
  } else if (Flag == "-Werror") {
    AllWarningsAsErrors = true;
    return false; // the host compiler wants it too
  } else if (Flag == "-w") {
    NoWarnings = true;
    return false;
  } else if (Flag.consume_front("-Wno-")) {
    if (!isKnownDiagId(Flag))
      return false;
    Enabled[Flag] = false;
  } else if (Flag.consume_front("-W")) {
    if (!isKnownDiagId(Flag))
      return false;
    Enabled[Flag] = true;
  } else {
    return false;
  }
  return true;
}

AmpDiagnostics::AmpDiagnostics(DiagnosticsEngine &Engine, const DiagOptions &Opts) : Engine(Engine) {
  for (size_t I = 0; I < std::size(Table); ++I) {
    const DiagInfo &Info = Table[I];
    DiagnosticsEngine::Level Level = DiagnosticsEngine::Note;
    std::string Text = Info.Text;
    if (Info.Sev == Severity::Error) {
      Level = DiagnosticsEngine::Error;
      Text += std::string(" [") + Info.Id + "]";
    } else if (Info.Sev == Severity::Warning) {
      auto It = Opts.AsError.find(Info.Id);
      bool AsError = It != Opts.AsError.end() ? It->second : Opts.AllWarningsAsErrors;
      Level = AsError ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning;
      Text += std::string(" [-W") + Info.Id + "]";
      auto On = Opts.Enabled.find(Info.Id);
      if (Opts.NoWarnings || (On != Opts.Enabled.end() && !On->second))
        Level = DiagnosticsEngine::Ignored;
    }
    // Custom diagnostics cannot be remapped by Clang's -W flags: decide here.
    Ids[I] = Engine.getDiagnosticIDs()->getCustomDiagID(
        static_cast<DiagnosticIDs::Level>(Level), Text);
  }
}

bool AmpDiagnostics::isEnabled(AmpDiag D) const {
  return Engine.getDiagnosticLevel(Ids[static_cast<size_t>(D)], SourceLocation()) !=
         DiagnosticsEngine::Ignored;
}

DiagnosticBuilder AmpDiagnostics::report(AmpDiag D, SourceLocation Loc) {
  return Engine.Report(Loc, Ids[static_cast<size_t>(D)]);
}

} // namespace ampclang
