// `: std::exception(...)` in a derived class's constructor under
// -fms-compatibility, where the `exception(...)` macro of Visual C++'s
// std::exception("message") (amp_clang/msvc/std_exception.h) made it name
// std::exception_with_message, which is no base (VisualCppFixes.h).
#include "frontend/VisualCppFixes.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

#include <optional>

using namespace clang;

namespace ampclang {

namespace {

bool namesExceptionClass(QualType T, llvm::StringRef Name) {
  const auto *RD = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
  return RD && RD->getIdentifier() && RD->getName() == Name && RD->isInStdNamespace();
}

/// The class a diagnostic's argument \p I names, if it is a type.
const CXXRecordDecl *classArgument(const Diagnostic &Info, unsigned I) {
  if (Info.getNumArgs() <= I || Info.getArgKind(I) != DiagnosticsEngine::ak_qualtype)
    return nullptr;
  QualType T = QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(I)));
  return T.isNull() ? nullptr : T->getAsCXXRecordDecl();
}

/// The offset just after `exception` in the mem-initializer reported at
/// \p Start (`std::exception(...)`, `::std::exception(...)` or `exception(...)`).
std::optional<unsigned> afterExceptionName(const SourceManager &SM, SourceLocation Start) {
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Start), &Invalid);
  if (Invalid)
    return std::nullopt;
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
      return std::nullopt;
  skipSpace();
  if (!Buf.substr(At).starts_with("exception") ||
      (At + 9 < Buf.size() && (llvm::isAlnum(Buf[At + 9]) || Buf[At + 9] == '_')))
    return std::nullopt;
  return static_cast<unsigned>(At + 9);
}

} // namespace

std::vector<DiagnosedEdit> exceptionBaseEdits(const Diagnostic &Info) {
  if (Info.getID() != diag::err_not_direct_base_or_virtual || !Info.hasSourceManager())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Start = SM.getExpansionLoc(Info.getLocation());
  const CXXRecordDecl *Derived = classArgument(Info, 1);
  QualType Named;
  if (Info.getNumArgs() > 0 && Info.getArgKind(0) == DiagnosticsEngine::ak_qualtype)
    Named = QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(0)));
  if (!Derived || !Derived->hasDefinition())
    return {};
  Derived = Derived->getDefinition();
  std::optional<unsigned> After = afterExceptionName(SM, Start);
  if (!After)
    return {};
  SourceLocation AfterName = SM.getComposedLoc(SM.getFileID(Start), *After);

  // `exception(...)` with arguments named std::exception_with_message: the
  // class's base `std::exception` becomes that class (a std::exception whose
  // what() is the message, as Visual C++'s own is), so the message and copy
  // forms both initialise a direct base. Where the base cannot be edited (a
  // macro or a system header spells it), the macro is kept from expanding
  // there instead: `_AMP_CLANG_EXCEPTION_BASE` (no tokens) after `exception`;
  // the copy form then calls std::exception's copy constructor.
  if (namesExceptionClass(Named, "exception_with_message")) {
    for (const CXXBaseSpecifier &B : Derived->bases()) {
      if (!namesExceptionClass(B.getType(), "exception"))
        continue;
      SourceLocation End = B.getTypeSourceInfo()->getTypeLoc().getEndLoc();
      // (spelled `exception`: not a typedef of it)
      if (End.isMacroID() || SM.isInSystemHeader(End) ||
          !SM.getCharacterData(End) || !llvm::StringRef(SM.getCharacterData(End)).starts_with("exception"))
        break;
      SourceLocation EndOfName = Lexer::getLocForEndOfToken(End, 0, SM, LangOptions());
      if (EndOfName.isInvalid())
        break;
      return {{EndOfName, "_with_message", 0}};
    }
    return {{AfterName, " _AMP_CLANG_EXCEPTION_BASE", 0}};
  }
  // `exception()` (no arguments, no macro) in a class whose base became
  // std::exception_with_message above: that base's default constructor.
  if (namesExceptionClass(Named, "exception"))
    for (const CXXBaseSpecifier &B : Derived->bases())
      if (namesExceptionClass(B.getType(), "exception_with_message"))
        return {{AfterName, "_with_message", 0}};
  return {};
}

} // namespace ampclang
