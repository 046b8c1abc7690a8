#include "frontend/RepeatedDiagnostics.h"
#include "frontend/ForwardingConsumer.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace ampclang {
namespace {

class RepeatedDiagnosticsConsumer : public ForwardingConsumer {
public:
  using ForwardingConsumer::ForwardingConsumer;

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note) {
      if (!DroppingNotes)
        forward(Level, Info);
      return;
    }
    llvm::SmallString<256> Text;
    Info.FormatDiagnostic(Text);
    // amp-clang's own: every error and warning names its rule in brackets.
    bool Ours = Text.str().contains(" [amp-") || Text.str().contains(" [-Wamp-");
    std::string Key = std::to_string(Info.getLocation().getRawEncoding()) + ":" + Text.str().str();
    DroppingNotes = Ours && Info.getLocation().isValid() && !Seen.insert(Key).second;
    if (!DroppingNotes)
      forward(Level, Info);
  }

private:
  llvm::StringSet<> Seen;
  bool DroppingNotes = false;
};

} // namespace

void dropRepeatedAmpDiagnostics(CompilerInstance &CI) {
  wrapDiagnosticConsumer(CI, [](DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned) {
    return new RepeatedDiagnosticsConsumer(Inner, std::move(Owned));
  });
}

} // namespace ampclang
