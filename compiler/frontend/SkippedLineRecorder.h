// The lines each file's false `#if` groups hold, as the pre-pass's
// preprocessor skipped them: the restriction views then read only the
// declarations that are in the program (`#ifdef USE_AMP` choosing between a
// restrict(amp) and a restrict(cpu) definition of one function).
#pragma once

#include "frontend/DeclarationScanner.h"

#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

namespace clang {
class SourceManager;
}

namespace ampclang {

class SkippedLineRecorder : public clang::PPCallbacks {
public:
  /// Fills \p Out (by normalizedPath) when the preprocessor is done.
  SkippedLineRecorder(const clang::SourceManager &SM, llvm::StringMap<SkippedLines> &Out) : SM(SM), Out(Out) {}

  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason, clang::SrcMgr::CharacteristicKind Kind,
                   clang::FileID Prev) override;
  void SourceRangeSkipped(clang::SourceRange Range, clang::SourceLocation EndifLoc) override;
  void EndOfMainFile() override;

private:
  const clang::SourceManager &SM;
  llvm::StringMap<SkippedLines> &Out;
  /// Per inclusion of a user file (system headers are never split), its skips.
  llvm::DenseMap<clang::FileID, SkippedLines> Inclusions;
};

} // namespace ampclang
