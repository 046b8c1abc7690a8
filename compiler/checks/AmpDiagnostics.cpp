// Maps the Diagnostics.def table onto custom Clang diagnostic IDs, honouring -W flags.
#include "checks/AmpDiagnostics.h"

#include <string>

using namespace clang;

namespace ampclang {
namespace {
enum class Severity { Error, Warning, Advice, Note };
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

/// The family of an advice ID, its first two words: "amp-coalescing" for
/// "amp-coalescing-tile-staging".
static llvm::StringRef familyOf(llvm::StringRef Id) { return Id.substr(0, Id.find('-', Id.find('-') + 1)); }

bool isKnownDiagId(llvm::StringRef Id) {
  for (const DiagInfo &Info : Table)
    if ((Info.Sev == Severity::Warning || Info.Sev == Severity::Advice) &&
        (Id == Info.Id || (Info.Sev == Severity::Advice && Id == familyOf(Info.Id))))
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
    } else if (Info.Sev != Severity::Note) {
      // An ID's own switch wins over its family's (-Wamp-coalescing
      // -Wno-amp-coalescing-stride); advice is off unless switched on.
      auto Setting = [&](const llvm::StringMap<bool> &Map, bool Default) {
        auto It = Map.find(Info.Id);
        if (It != Map.end())
          return It->second;
        if (Info.Sev == Severity::Advice)
          if (auto Family = Map.find(familyOf(Info.Id)); Family != Map.end())
            return Family->second;
        return Default;
      };
      Level = Setting(Opts.AsError, Opts.AllWarningsAsErrors) ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning;
      Text += std::string(" [-W") + Info.Id + "]";
      if (Opts.NoWarnings || !Setting(Opts.Enabled, Info.Sev == Severity::Warning))
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
  if (Relocate)
    Loc = Relocate(Loc);
  Reported.insert({static_cast<unsigned>(D), Loc.getRawEncoding()});
  return Engine.Report(Loc, Ids[static_cast<size_t>(D)]);
}

} // namespace ampclang
