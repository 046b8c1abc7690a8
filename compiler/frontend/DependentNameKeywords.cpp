// Missing `typename`/`template` keywords, found from Clang's own diagnostics in
// syntax-only passes and inserted by the spelling stage. Under Clang's own
// -fms-compatibility (which amp-clang's turns on, driver/MsCompatibility.h) a
// missing `typename` is only a warning, but `obj.tile<4>()` on a dependent
// object is still an error: the insertion keeps both compilers on one text
// and the user's log free of one warning a use.
#include "frontend/DependentNameKeywords.h"
#include "frontend/SpellingFileSystem.h"
#include "frontend/VisualCppFixes.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Frontend/PCHContainerOperations.h"
#include "clang/Tooling/Tooling.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace ampclang {

std::string insertKeywords(llvm::StringRef Text, llvm::ArrayRef<KeywordInsertion> Inserts,
                           llvm::StringRef Reference) {
  std::string Out;
  Out.reserve(Text.size() + Inserts.size() * 9);
  unsigned Done = 0;
  for (const KeywordInsertion &I : Inserts) {
    if (I.Offset > Text.size() || I.Offset < Done)
      continue;
    if (!Reference.empty() && (I.Offset >= Reference.size() || Reference[I.Offset] != Text[I.Offset] ||
                               Reference.substr(I.Offset, I.Removed) != Text.substr(I.Offset, I.Removed)))
      continue;
    Out.append(Text.data() + Done, I.Offset - Done);
    Out += I.Keyword;
    Done = std::min<size_t>(I.Offset + I.Removed, Text.size());
  }
  Out.append(Text.data() + Done, Text.size() - Done);
  return Out;
}

namespace {

/// The keyword whose absence \p ID reports, or empty.
llvm::StringRef missingKeyword(unsigned ID) {
  switch (ID) {
  case diag::err_typename_missing:
  case diag::err_typename_missing_template:
  case diag::ext_typename_missing:
  case diag::ext_implicit_typename: // a C++20 extension: MSVC code means C++14
    return "typename ";
  case diag::err_template_kw_missing:
  case diag::err_missing_dependent_template_keyword:
  case diag::warn_missing_dependent_template_keyword:
    return "template ";
  default:
    return {};
  }
}

/// Turns Clang's reports of missing keywords into insertions; nothing is printed.
class MissingKeywordCollector : public DiagnosticConsumer {
public:
  explicit MissingKeywordCollector(llvm::StringMap<std::vector<KeywordInsertion>> &Keywords)
      : Keywords(Keywords), Applied(Keywords) {}

  bool foundNew() const { return FoundNew; }

  /// Calls whose argument (by index) must be an lvalue, found on the AST.
  std::vector<LvalueArgument> LvalueArguments;

  /// Records \p Edits of the text read (lvalueArgumentEdits).
  void recordEdits(const SourceManager &SM, std::vector<DiagnosedEdit> Edits) {
    for (DiagnosedEdit &E : Edits)
      record(SM, E.Loc, std::move(E.Text), E.Removed, /*IsKeyword=*/false);
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (!Info.hasSourceManager())
      return;
    const SourceManager &SM = Info.getSourceManager();
    // The notes on a call's candidates follow the call's error.
    SourceLocation Call = LastError;
    if (Level >= DiagnosticsEngine::Error)
      LastError = Info.getLocation();
    llvm::StringRef Keyword = missingKeyword(Info.getID());
    if (!Keyword.empty()) {
      // Where Clang's fix-it inserts the keyword (the qualifier's start for
      // `typename`); `obj.tile<4>()` has no fix-it: before the name it reports.
      SourceLocation Loc = Info.getLocation();
      for (const FixItHint &Hint : Info.getFixItHints())
        if (Hint.CodeToInsert == Keyword && Hint.RemoveRange.getBegin() == Hint.RemoveRange.getEnd())
          Loc = Hint.RemoveRange.getBegin();
      record(SM, SM.getSpellingLoc(Loc), Keyword.str(), 0, /*IsKeyword=*/true);
      return;
    }
    // Visual C++'s other habits Clang rejects in every mode (VisualCppFixes.h).
    std::vector<DiagnosedEdit> Edits = voidMainEdits(Info, mainWasVoid(SM, Info.getLocation()));
    if (Edits.empty())
      Edits = laterTemplateForwardDeclarations(Info);
    if (Edits.empty())
      Edits = laterVariableMoves(Info);
    if (Edits.empty())
      Edits = unsignedRankEdits(Info);
    if (Edits.empty())
      Edits = referenceBindingEdits(Info, Call, LvalueArguments);
    if (Edits.empty())
      Edits = exceptionBaseEdits(Info);
    if (Edits.empty())
      Edits = pointerZeroCompareEdits(Info);
    if (Edits.empty())
      Edits = dependentBaseTypeEdits(Info);
    if (Edits.empty())
      Edits = memberDefaultArgumentEdits(Info);
    recordEdits(SM, std::move(Edits));
  }

private:
  /// The path of the user file holding \p Loc, or empty.
  static std::string userFile(const SourceManager &SM, SourceLocation Loc) {
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
      return {};
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(SM.getFileID(Loc));
    return Entry ? normalizedPath(Entry->getName()) : std::string();
  }

  /// Whether the file holding \p Loc had its `void main` made `int` already.
  bool mainWasVoid(const SourceManager &SM, SourceLocation Loc) const {
    if (Loc.isInvalid() || Loc.isMacroID())
      return false;
    for (const KeywordInsertion &I : Keywords.lookup(userFile(SM, Loc)))
      if (I.Removed == 4 && I.Keyword == VoidMainReturnType)
        return true;
    return false;
  }

  /// Records the edit at \p Loc (in the text read) in the spelled text's offsets.
  void record(const SourceManager &SM, SourceLocation Loc, std::string Text, unsigned Removed, bool IsKeyword) {
    std::string Path = userFile(SM, Loc);
    if (Path.empty())
      return;
    unsigned Offset = SM.getFileOffset(Loc);
    // Offset is in the text read, the edits of earlier passes included.
    int Shift = 0;
    for (const KeywordInsertion &I : Applied.lookup(Path)) {
      if (I.Offset + Shift + I.Keyword.size() > Offset)
        break;
      Shift += int(I.Keyword.size()) - int(I.Removed);
    }
    unsigned Spelled = Offset - Shift;
    std::vector<KeywordInsertion> &Inserts = Keywords[Path];
    auto At = llvm::partition_point(Inserts, [&](const KeywordInsertion &I) { return I.Offset < Spelled; });
    // The same template read twice, or an edit Clang still rejects.
    for (auto Same = At; Same != Inserts.end() && Same->Offset == Spelled; ++Same)
      if (IsKeyword ? Same->Removed == 0 && missingKeywordText(Same->Keyword) : Same->Keyword == Text)
        return;
    while (At != Inserts.end() && At->Offset == Spelled)
      ++At; // after those at the same place: forward declarations in the order found
    Inserts.insert(At, {Spelled, std::move(Text), Removed});
    FoundNew = true;
  }

  static bool missingKeywordText(llvm::StringRef Text) { return Text == "typename " || Text == "template "; }

  llvm::StringMap<std::vector<KeywordInsertion>> &Keywords;
  const llvm::StringMap<std::vector<KeywordInsertion>> Applied; ///< those the files were read with
  bool FoundNew = false;
  SourceLocation LastError;
};

/// Once parsed: the arguments Clang's notes say must be lvalues, found on the AST.
class LvalueArgumentConsumer : public ASTConsumer {
public:
  explicit LvalueArgumentConsumer(MissingKeywordCollector &Collector) : Collector(Collector) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (!Collector.LvalueArguments.empty())
      Collector.recordEdits(Ctx.getSourceManager(), lvalueArgumentEdits(Ctx, Collector.LvalueArguments));
  }

private:
  MissingKeywordCollector &Collector;
};

/// Conditional directives: Visual C++ version tests (msvcVersionEdits).
class VersionTests : public PPCallbacks {
public:
  VersionTests(MissingKeywordCollector &Collector, Preprocessor &PP) : Collector(Collector), PP(PP) {}
  void If(SourceLocation, SourceRange Condition, ConditionValueKind) override { check(Condition); }
  void Elif(SourceLocation, SourceRange Condition, ConditionValueKind, SourceLocation) override { check(Condition); }

private:
  void check(SourceRange Condition) { Collector.recordEdits(PP.getSourceManager(), msvcVersionEdits(PP, Condition)); }
  MissingKeywordCollector &Collector;
  Preprocessor &PP;
};

class KeywordPassAction : public SyntaxOnlyAction {
public:
  explicit KeywordPassAction(MissingKeywordCollector &Collector) : Collector(Collector) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<VersionTests>(Collector, CI.getPreprocessor()));
    return std::make_unique<LvalueArgumentConsumer>(Collector);
  }

private:
  MissingKeywordCollector &Collector;
};

} // namespace

void findMissingKeywords(const std::vector<std::string> &Args, llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Spelling,
                         SpelledFiles &Spelled) {
  // -verify would keep the diagnostics from the collector; an error limit
  // would hide later missing keywords.
  std::vector<std::string> PassArgs;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (Args[I] == "-Xclang" && I + 1 < Args.size() && llvm::StringRef(Args[I + 1]).starts_with("-verify"))
      ++I;
    else
      PassArgs.push_back(Args[I]);
  }
  // No "N errors generated" either: these passes print nothing.
  PassArgs.insert(PassArgs.end() - 1, {"-ferror-limit=0", "-fno-caret-diagnostics"});
  // Each statement needs one pass per missing `template` in it.
  constexpr unsigned MaxPasses = 8;
  for (unsigned Pass = 0; Pass < MaxPasses; ++Pass) {
    MissingKeywordCollector Collector(Spelled.Keywords);
    auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Spelling);
    tooling::ToolInvocation Parse(PassArgs, std::make_unique<KeywordPassAction>(Collector), Files.get(),
                                  std::make_shared<PCHContainerOperations>());
    Parse.setDiagnosticConsumer(&Collector);
    Parse.run();
    // What the spelling stage learns per read starts again with the next one.
    Spelled.TwinKeys.clear();
    Spelled.Twins.clear();
    Spelled.RenamedTemplateTwins = false;
    Spelled.HostViews.clear();
    if (!Collector.foundNew())
      break;
  }
}

} // namespace ampclang
