// The MSVC dialect (-fms-compatibility): dependent names written without
// `typename` or `template`, as Visual C++ accepts them, get the keyword in the
// text both the front end and the host compile read.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <string>
#include <vector>

namespace ampclang {

struct SpelledFiles;

/// A keyword inserted before the character at Offset of a file's spelled text
/// (the text the other spelling stages made, which keeps the file's offsets);
/// the other Visual C++ fixes (VisualCppFixes.h) replace Removed characters there.
struct KeywordInsertion {
  unsigned Offset;
  std::string Keyword; ///< "typename " or "template ", or a fix's text
  unsigned Removed = 0;
};

/// \p Text with \p Inserts (sorted by offset). With \p Reference (the spelled
/// text \p Text is a view of, e.g. a host view), an insertion is skipped where
/// the two differ: the view hides that code.
std::string insertKeywords(llvm::StringRef Text, llvm::ArrayRef<KeywordInsertion> Inserts,
                           llvm::StringRef Reference = {});

/// Parses the file (\p Args, through the spelling stage \p Spelling) and records
/// in \p Spelled.Keywords each `typename` and `template` Clang says is missing
/// in a user file, with the keyword Clang's fix-it names, and the edits of
/// VisualCppFixes.h; again with those applied until no new one is found, since
/// Clang drops a statement after a missing `template` and sees the next one
/// only then.
void findMissingKeywords(const std::vector<std::string> &Args, llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Spelling,
                         SpelledFiles &Spelled);

} // namespace ampclang
