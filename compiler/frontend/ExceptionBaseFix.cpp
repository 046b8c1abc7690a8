// `: std::exception(other)` in a derived class's constructor under
// -fms-compatibility, where the `exception(...)` macro of Visual C++'s
// std::exception("message") (amp_clang/msvc/std_exception.h) made it name
// std::exception_with_message, which is no base (VisualCppFixes.h).
#include "frontend/VisualCppFixes.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace ampclang {

std::vector<DiagnosedEdit> exceptionBaseEdits(const Diagnostic &Info) {
  if (Info.getID() != diag::err_not_direct_base_or_virtual || !Info.hasSourceManager())
    return {};
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  if (!llvm::StringRef(Message).contains("exception_with_message"))
    return {};
  // The macro's name where the user wrote it (`std::exception(...)`,
  // `::std::exception(...)` or `exception(...)`), reported at the
  // initializer's start. A token that is not `(` after a function-like
  // macro's name keeps it from expanding, and _AMP_CLANG_EXCEPTION_BASE
  // expands to nothing.
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Start = SM.getExpansionLoc(Info.getLocation());
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Start), &Invalid);
  if (Invalid)
    return {};
  size_t At = SM.getFileOffset(Start);
  auto skipSpace = [&] {
    while (At < Buf.size() && llvm::isSpace(Buf[At]))
      ++At;
  };
  auto take = [&](llvm::StringRef Word) {
    skipSpace();
    if (!Buf.substr(At).starts_with(Word))
      return false;
    At += Word.size();
    return true;
  };
  take("::");
  if (take("std"))
    if (!take("::"))
      return {};
  skipSpace();
  if (!Buf.substr(At).starts_with("exception") ||
      (At + 9 < Buf.size() && (llvm::isAlnum(Buf[At + 9]) || Buf[At + 9] == '_')))
    return {};
  return {{Start.getLocWithOffset(int(At - SM.getFileOffset(Start)) + 9), " _AMP_CLANG_EXCEPTION_BASE", 0}};
}

} // namespace ampclang
