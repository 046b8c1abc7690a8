// Turns arbitrary text into a C identifier fragment.
#pragma once

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace ampclang {

/// Letters, digits and '_' only; anything else becomes '_'.
inline std::string sanitizeIdentifier(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text)
    Out += (llvm::isAlnum(C) || C == '_') ? C : '_';
  return Out;
}

} // namespace ampclang
