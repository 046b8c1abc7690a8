#include "host/HiddenTextEdits.h"
#include "frontend/SpellingFileSystem.h"

#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace ampclang {

std::vector<HostEdit> withoutEditsOfHiddenText(const SourceManager &SM, const llvm::StringMap<std::string> &HostViews,
                                               std::vector<HostEdit> Edits) {
  llvm::erase_if(Edits, [&](const HostEdit &E) {
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(E.File);
    auto View = Entry ? HostViews.find(normalizedPath(Entry->getName())) : HostViews.end();
    if (View == HostViews.end())
      return false;
    // The text on either side of the edit's place: a prefix sits before the
    // expression it wraps, a suffix after it; either one hidden hides the edit.
    llvm::StringRef Host = View->second, Text = SM.getBufferData(E.File);
    auto blank = [](char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\n'; };
    auto hidden = [&](size_t At) { return At < Host.size() && At < Text.size() && blank(Host[At]) && !blank(Text[At]); };
    size_t After = E.Begin, Before = E.Begin;
    while (After < Text.size() && blank(Text[After]))
      ++After;
    while (Before > 0 && blank(Text[Before - 1]))
      --Before;
    return hidden(After) || (Before > 0 && hidden(Before - 1));
  });
  return Edits;
}

} // namespace ampclang
