// One replacement in a file's host text.
#pragma once

#include "clang/Basic/SourceLocation.h"

#include <string>

namespace ampclang {

struct HostEdit {
  clang::FileID File;
  unsigned Begin, End; ///< the range replaced (Begin == End: an insertion)
  std::string Text;
};

} // namespace ampclang
