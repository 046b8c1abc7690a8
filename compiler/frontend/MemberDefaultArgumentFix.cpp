// `template <typename T, int N, int P = 0> const int S<T, N, P>::size;`: a
// default template argument repeated on the definition of a member of a class
// template, under -fms-compatibility (VisualCppFixes.h).
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

std::vector<DiagnosedEdit> memberDefaultArgumentEdits(const Diagnostic &Info) {
  if (Info.getID() != diag::err_template_parameter_default_template_member || Info.getNumRanges() < 1 ||
      !Info.hasSourceManager())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Param = Info.getLocation();
  CharSourceRange Default = Info.getRange(0);
  if (Param.isInvalid() || Param.isMacroID() || Default.getBegin().isMacroID() || Default.getEnd().isMacroID())
    return {};
  LangOptions LO;
  LO.CPlusPlus = true;
  if (Default.isTokenRange())
    Default = CharSourceRange::getCharRange(Default.getBegin(),
                                            Lexer::getLocForEndOfToken(Default.getEnd(), 0, SM, LO));
  auto [File, From] = SM.getDecomposedLoc(Param);
  auto [DefaultFile, To] = SM.getDecomposedLoc(Default.getEnd());
  if (File != DefaultFile || To <= From)
    return {};
  bool Invalid = false;
  llvm::StringRef Text = SM.getBufferData(File, &Invalid);
  if (Invalid || To > Text.size())
    return {};
  // From the `=` after the parameter to the end of its default: blanked (the
  // length stays), as the declaration in the class already gives it.
  size_t Equals = Text.find('=', From);
  if (Equals == llvm::StringRef::npos || Equals >= To || Text.slice(Equals, To).find_first_of(";{}") != llvm::StringRef::npos)
    return {};
  return {{SM.getComposedLoc(File, unsigned(Equals)), std::string(To - Equals, ' '), unsigned(To - Equals)}};
}

} // namespace ampclang
