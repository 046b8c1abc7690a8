// Line numbers of the user's file are preserved: replacements keep their line
// count and a #line directive follows the generated preamble.
#include "host/HostRewriter.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace ampclang {

static std::string sourceText(const Expr *E, SourceManager &SM, const LangOptions &LO) {
  CharSourceRange Range = CharSourceRange::getTokenRange(E->getSourceRange());
  Range = Lexer::makeFileCharRange(Range, SM, LO);
  return Lexer::getSourceText(Range, SM, LO).str();
}

static std::string cStringLiteral(llvm::StringRef Text) {
  std::string S = "\"";
  for (char C : Text) {
    if (C == '"' || C == '\\')
      S += '\\';
    S += C;
  }
  return S + "\"";
}

/// The launch call that replaces one parallel_for_each call.
static std::string launchCall(const LoweredKernel &K, unsigned Index, SourceManager &SM, const LangOptions &LO) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "::amp_clang::launch(amp_kernel_" << Index << ", (" << sourceText(K.Site->Domain, SM, LO)
     << "), [&](::amp_clang::launch_args &amp_a) {";
  bool Functor = !K.Site->Lambda;
  if (Functor) {
    // A functor is evaluated once; its bytes travel whole and its views are
    // read at their offsets, so private members need no access.
    OS << " const auto &amp_k = (" << sourceText(K.Site->KernelArg, SM, LO) << ");";
  }
  PrintingPolicy Policy(LO);
  Policy.FullyQualifiedName = true;
  Policy.SuppressScope = false;
  Policy.PrintCanonicalTypes = true;
  for (const CaptureSlot &Slot : K.Layout.Slots) {
    if (Slot.Kind == CaptureSlot::Object) {
      OS << " static_assert(sizeof(amp_k) == " << Slot.Size
         << ", \"amp-clang: the host lays out the kernel object unlike the device\");"
         << " amp_a.object(" << Slot.Offset << ", &amp_k, " << Slot.Size << ");";
      continue;
    }
    if (Functor) {
      // A reference member (to a concurrency::array) is stored as a pointer.
      std::string At = "reinterpret_cast<const char *>(&amp_k) + " + std::to_string(Slot.MemberOffset);
      if (Slot.ByReference)
        OS << " amp_a.view(" << Slot.Offset << ", **reinterpret_cast<" << Slot.Type.getAsString(Policy)
           << " *const *>(" << At << "));";
      else
        OS << " amp_a.view(" << Slot.Offset << ", *reinterpret_cast<const " << Slot.Type.getAsString(Policy)
           << " *>(" << At << "));";
      continue;
    }
    // An init-capture's value is its initializer; a plain capture's, the variable.
    std::string Value = Slot.Var->getName().str();
    if (const auto *V = dyn_cast<VarDecl>(Slot.Var); V && V->isInitCapture() && V->getInit())
      Value = "(" + sourceText(V->getInit(), SM, LO) + ")";
    if (Slot.Kind == CaptureSlot::Value)
      OS << " static_assert(sizeof(" << Value << ") == " << Slot.Size
         << ", \"amp-clang: the host lays out '" << Slot.Var->getName() << "' unlike the device\");";
    OS << " amp_a." << (Slot.Kind == CaptureSlot::View ? "view" : "value") << "(" << Slot.Offset << ", "
       << Value << ");";
  }
  OS << " })";
  return S;
}

std::string rewriteHostSource(SourceManager &SM, const LangOptions &LO, const std::vector<LoweredKernel> &Kernels,
                              const std::string &Program, llvm::StringRef Origin, llvm::StringRef HostBase) {
  FileID Main = SM.getMainFileID();
  std::string Text = HostBase.empty() ? SM.getBufferData(Main).str() : HostBase.str();
  // Replace from the end so earlier offsets stay valid.
  for (size_t I = Kernels.size(); I-- > 0;) {
    const LoweredKernel &K = Kernels[I];
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(K.Site->Call->getSourceRange()), SM, LO);
    unsigned Begin = SM.getFileOffset(Range.getBegin()), End = SM.getFileOffset(Range.getEnd());
    std::string Replacement = launchCall(K, I, SM, LO);
    Replacement.append(llvm::StringRef(Text).slice(Begin, End).count('\n'), '\n');
    Text.replace(Begin, End - Begin, Replacement);
  }
  std::string Preamble;
  if (!Kernels.empty()) {
    llvm::raw_string_ostream OS(Preamble);
    OS << "#include <amp_clang/launch.h>\nnamespace {\n"
       << "const char amp_program_src[] = R\"amp_cl(" << Program << ")amp_cl\";\n"
       << "const ::amp_clang::program_desc amp_program{amp_program_src, sizeof(amp_program_src) - 1, "
       << cStringLiteral(Origin) << "};\n";
    for (unsigned I = 0; I < Kernels.size(); ++I) {
      const LoweredKernel &K = Kernels[I];
      PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(K.Site->Call->getBeginLoc()));
      std::string Where = (Origin + ":" + llvm::Twine(PL.getLine()) + ":" + llvm::Twine(PL.getColumn())).str();
      OS << "const ::amp_clang::kernel_desc amp_kernel_" << I << "{&amp_program, \"" << K.Name << "\", "
         << K.Layout.BlockSize << ", " << cStringLiteral(Where) << "};\n";
    }
    OS << "} // namespace\n#line 1 " << cStringLiteral(Origin) << "\n";
  }
  return Preamble + Text;
}

} // namespace ampclang
