#include "lowering/UnusedHelpers.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cctype>
#include <vector>

namespace ampclang {
namespace {

bool identStart(char C) { return std::isalpha(static_cast<unsigned char>(C)) || C == '_'; }
bool identChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// Calls \p F on each identifier of \p Line.
template <class Fn> void eachIdentifier(llvm::StringRef Line, Fn F) {
  for (size_t I = 0; I < Line.size();) {
    if (!identStart(Line[I])) {
      // A number's letters (0x1p0f) are no identifier.
      if (std::isdigit(static_cast<unsigned char>(Line[I])))
        while (I < Line.size() && identChar(Line[I]))
          ++I;
      else
        ++I;
      continue;
    }
    size_t B = I;
    while (I < Line.size() && identChar(Line[I]))
      ++I;
    F(Line.slice(B, I));
  }
}

/// The function a one-line `inline ... name(...) { ... }` defines, or "".
llvm::StringRef helperName(llvm::StringRef Line) {
  if (!Line.starts_with("inline ") || !Line.rtrim().ends_with("}"))
    return "";
  size_t Paren = Line.find('(');
  if (Paren == llvm::StringRef::npos)
    return "";
  llvm::StringRef Head = Line.take_front(Paren).rtrim();
  size_t B = Head.size();
  while (B > 0 && identChar(Head[B - 1]))
    --B;
  return Head.drop_front(B);
}

} // namespace

std::string dropUnusedHelpers(const std::string &Program) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  llvm::StringRef(Program).split(Lines, '\n');
  // How often each identifier appears in the kept lines.
  llvm::StringMap<unsigned> Uses;
  for (llvm::StringRef L : Lines)
    eachIdentifier(L, [&](llvm::StringRef Id) { ++Uses[Id]; });
  std::vector<bool> Kept(Lines.size(), true);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = 0; I < Lines.size(); ++I) {
      llvm::StringRef Name = Kept[I] ? helperName(Lines[I]) : "";
      if (Name.empty())
        continue;
      // Named on its own line once (its definition) and as often as it
      // recurses there; any other use is on another line.
      unsigned Own = 0;
      eachIdentifier(Lines[I], [&](llvm::StringRef Id) { Own += Id == Name; });
      if (Uses[Name] > Own)
        continue;
      Kept[I] = false;
      Changed = true;
      eachIdentifier(Lines[I], [&](llvm::StringRef Id) { --Uses[Id]; });
    }
  }
  std::string Out;
  Out.reserve(Program.size());
  for (size_t I = 0; I < Lines.size(); ++I)
    if (Kept[I]) {
      Out += Lines[I];
      if (I + 1 < Lines.size())
        Out += '\n';
    }
  return Out;
}

} // namespace ampclang
