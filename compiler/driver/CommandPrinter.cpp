// Quoted like clang's -### so a command can be pasted into a shell.
#include "driver/CommandPrinter.h"

#include "llvm/Support/Program.h"

namespace ampclang {

void printCommand(llvm::raw_ostream &OS, const std::vector<std::string> &Args, llvm::StringRef Note) {
  for (const std::string &A : Args) {
    OS << ' ';
    llvm::sys::printArg(OS, A, /*Quote=*/true);
  }
  OS << Note << "\n";
}

} // namespace ampclang
