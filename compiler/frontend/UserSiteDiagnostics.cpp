// Reports errors that arise inside library headers at the user's code that caused them.
#include "frontend/UserSiteDiagnostics.h"
#include "frontend/ContextualRestrict.h"
#include "frontend/MsvcHeaderAdvice.h"

#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/TextDiagnostic.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace ampclang {
namespace {

/// Wraps the consumer Clang set up. A relocated error is rendered by a
/// TextDiagnostic of its own, since a Diagnostic's location cannot be changed
/// on its way to the wrapped consumer; everything else passes through.
class UserSiteConsumer : public DiagnosticConsumer {
public:
  UserSiteConsumer(DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned, CompilerInstance &CI,
                   std::string LibraryDir)
      : Inner(Inner), Owned(std::move(Owned)), CI(CI), LibraryDir(std::move(LibraryDir)) {
    if (!this->LibraryDir.empty() && this->LibraryDir.back() != '/')
      this->LibraryDir += '/';
  }

  void BeginSourceFile(const LangOptions &LangOpts, const Preprocessor *PP) override {
    Inner.BeginSourceFile(LangOpts, PP);
    Text = std::make_unique<TextDiagnostic>(llvm::errs(), LangOpts, &CI.getDiagnosticOpts(), PP);
  }
  void EndSourceFile() override {
    Inner.EndSourceFile();
    Text.reset();
  }
  void finish() override { Inner.finish(); }
  bool IncludeInDiagnosticCounts() const override { return Inner.IncludeInDiagnosticCounts(); }

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info); // the counts CompilerInstance prints
    SourceLocation Site;
    if (Level >= DiagnosticsEngine::Error && Text && Info.hasSourceManager() &&
        inLibrary(Info.getSourceManager(), Info.getLocation()))
      Site = userSite(Info.getSourceManager());
    if (Site.isInvalid()) {
      if (!showsRenamedRestrict(Level, Info))
        Inner.HandleDiagnostic(Level, Info);
      adviseOnMsvcHeader(Info);
      return;
    }
    SourceManager &SM = Info.getSourceManager();
    llvm::SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    Text->emitDiagnostic(FullSourceLoc(Site, SM), Level, Message, {}, {});
    llvm::SmallVector<CharSourceRange, 4> Ranges(Info.getRanges().begin(), Info.getRanges().end());
    Text->emitDiagnostic(FullSourceLoc(Info.getLocation(), SM), DiagnosticsEngine::Note,
                         "the error above arises here, in a library header", Ranges, Info.getFixItHints());
    llvm::errs().flush();
  }

private:
  /// A diagnostic whose message or source line holds the name the front end
  /// gives a `restrict` that is not a restriction specifier
  /// (ContextualRestrict.h) is shown with the user's spelling: rendered here,
  /// the same-length name replaced, so carets stay in place. False otherwise.
  bool showsRenamedRestrict(DiagnosticsEngine::Level Level, const Diagnostic &Info) {
    if (!Text || !Info.hasSourceManager() || Info.getLocation().isInvalid())
      return false;
    const SourceManager &SM = Info.getSourceManager();
    llvm::SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    FullSourceLoc Loc(SM.getExpansionLoc(Info.getLocation()), SM);
    if (!Message.str().contains(RestrictAsName) && !lineHolds(SM, Loc))
      return false;
    std::string Shown;
    llvm::raw_string_ostream OS(Shown);
    TextDiagnostic Render(OS, CI.getLangOpts(), &CI.getDiagnosticOpts(), CI.hasPreprocessor() ? &CI.getPreprocessor() : nullptr);
    llvm::SmallVector<CharSourceRange, 4> Ranges(Info.getRanges().begin(), Info.getRanges().end());
    Render.emitDiagnostic(FullSourceLoc(Info.getLocation(), SM), Level, Message, Ranges, Info.getFixItHints());
    OS.flush();
    for (size_t At = Shown.find(RestrictAsName.data()); At != std::string::npos; At = Shown.find(RestrictAsName.data(), At))
      Shown.replace(At, RestrictAsName.size(), "restrict");
    llvm::errs() << Shown;
    llvm::errs().flush();
    return true;
  }

  /// True if the source line of \p Loc holds RestrictAsName.
  static bool lineHolds(const SourceManager &SM, FullSourceLoc Loc) {
    std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Loc);
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(At.first, &Invalid);
    if (Invalid)
      return false;
    size_t Begin = Buffer.rfind('\n', At.second);
    Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
    size_t End = Buffer.find('\n', At.second);
    return Buffer.slice(Begin, End).contains(RestrictAsName);
  }

  /// A Windows-only header that was not found: say what it is and what to do.
  void adviseOnMsvcHeader(const Diagnostic &Info) {
    if (Info.getID() != diag::err_pp_file_not_found || !Text || !Info.hasSourceManager() || !Info.getNumArgs())
      return;
    if (const char *Advice = msvcHeaderAdvice(Info.getArgStdStr(0))) {
      Text->emitDiagnostic(FullSourceLoc(Info.getLocation(), Info.getSourceManager()), DiagnosticsEngine::Note,
                           Advice, {}, {});
      llvm::errs().flush();
    }
  }

  /// True if \p Loc is in a system header or in amp-clang's own headers
  /// (read through -I, so Clang does not count them as system headers).
  bool inLibrary(const SourceManager &SM, SourceLocation Loc) const {
    if (Loc.isInvalid())
      return false;
    Loc = SM.getFileLoc(Loc); // where the diagnostic is printed
    if (SM.isInSystemHeader(Loc))
      return true;
    return !LibraryDir.empty() && SM.getFilename(Loc).starts_with(LibraryDir);
  }

  /// The innermost point of instantiation in the user's code, if any.
  SourceLocation userSite(const SourceManager &SM) const {
    if (!CI.hasSema())
      return {};
    const auto &Stack = CI.getSema().CodeSynthesisContexts;
    for (auto It = Stack.rbegin(); It != Stack.rend(); ++It) {
      SourceLocation Point = It->PointOfInstantiation;
      if (Point.isValid() && !inLibrary(SM, Point))
        return Point;
    }
    return {};
  }

  DiagnosticConsumer &Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  CompilerInstance &CI;
  std::string LibraryDir;
  std::unique_ptr<TextDiagnostic> Text;
};

} // namespace

void reportLibraryErrorsAtUserSite(CompilerInstance &CI, std::string LibraryDir) {
  DiagnosticsEngine &Engine = CI.getDiagnostics();
  if (CI.getDiagnosticOpts().VerifyDiagnostics || !Engine.getClient())
    return;
  DiagnosticConsumer &Inner = *Engine.getClient();
  std::unique_ptr<DiagnosticConsumer> Owned = Engine.ownsClient() ? Engine.takeClient() : nullptr;
  Engine.setClient(new UserSiteConsumer(Inner, std::move(Owned), CI, std::move(LibraryDir)), /*ShouldOwnClient=*/true);
}

} // namespace ampclang
