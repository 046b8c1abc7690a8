#include "frontend/SkippedLineRecorder.h"
#include "frontend/SpellingFileSystem.h"

#include "clang/Basic/SourceManager.h"

#include <map>

using namespace clang;

namespace ampclang {

void SkippedLineRecorder::FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind Kind,
                                      FileID) {
  if (Reason == EnterFile && Kind == SrcMgr::C_User && Loc.isFileID() && SM.getFileEntryRefForID(SM.getFileID(Loc)))
    Inclusions.try_emplace(SM.getFileID(Loc));
}

void SkippedLineRecorder::SourceRangeSkipped(SourceRange Range, SourceLocation) {
  auto It = Inclusions.find(SM.getFileID(Range.getBegin()));
  if (It == Inclusions.end())
    return;
  // The lines between the directive that opened the group and the one that
  // closed it (those are directives, which the scan passes anyway).
  unsigned First = SM.getSpellingLineNumber(Range.getBegin()) + 1;
  unsigned Last = SM.getSpellingLineNumber(Range.getEnd());
  if (Last > First)
    It->second.push_back({First, Last - 1});
}

void SkippedLineRecorder::EndOfMainFile() {
  // A file included twice may be read differently each time (a header
  // guarded by another macro): a line is out only where every inclusion skipped it.
  llvm::StringMap<std::vector<const SkippedLines *>> ByPath;
  for (const auto &[File, Lines] : Inclusions)
    ByPath[normalizedPath(SM.getFileEntryRefForID(File)->getName())].push_back(&Lines);
  for (auto &[Path, All] : ByPath) {
    if (All.size() == 1) {
      if (!All.front()->empty())
        Out[Path] = *All.front();
      continue;
    }
    std::map<unsigned, unsigned> Count; // line -> inclusions that skipped it
    for (const SkippedLines *Lines : All)
      for (auto [First, Last] : *Lines)
        for (unsigned L = First; L <= Last; ++L)
          ++Count[L];
    SkippedLines Common;
    for (auto [Line, N] : Count)
      if (N == All.size()) {
        if (!Common.empty() && Common.back().second + 1 == Line)
          Common.back().second = Line;
        else
          Common.push_back({Line, Line});
      }
    if (!Common.empty())
      Out[Path] = std::move(Common);
  }
}

} // namespace ampclang
