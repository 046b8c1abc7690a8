#include "frontend/TargetDiagnostics.h"
#include "frontend/ForwardingConsumer.h"

#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"

#include <optional>

using namespace clang;

namespace ampclang {
namespace {

/// Clang's diagnostics of code that uses the other target's functions or
/// variables, exceptions, variable-length arrays or varargs in device code:
/// each has a rule of its own (amp-call-*-function, amp-global-variable,
/// amp-exception, amp-varargs, ...), judged on the written restriction.
bool isTargetRuleDiagnostic(unsigned ID) {
  switch (ID) {
  case diag::err_ref_bad_target:
  case diag::err_ref_bad_target_global_initializer:
  case diag::err_cuda_device_exceptions:
  case diag::err_cuda_vla:
  case diag::err_variadic_device_fn:
  case diag::err_va_arg_in_device:
  case diag::err_capture_bad_target:
  case diag::warn_maybe_capture_bad_target_this_ptr:
  case diag::err_dynamic_var_init:
  case diag::err_shared_var_init:
    return true;
  default:
    return false;
  }
}

/// Overload resolution found no viable candidate; the notes say why.
bool isNoViableCandidate(unsigned ID) {
  switch (ID) {
  case diag::err_missing_default_ctor:
  case diag::err_typecheck_invalid_operands:
  case diag::err_ovl_no_viable_conversion_in_cast:
  case diag::err_ovl_no_viable_function_in_call:
  case diag::err_ovl_no_viable_function_in_init:
  case diag::err_ovl_no_viable_member_function_in_call:
  case diag::err_ovl_no_viable_object_call:
  case diag::err_ovl_no_viable_oper:
  case diag::err_ovl_no_viable_subscript:
    return true;
  default:
    return false;
  }
}

/// The name a call spelled ('f', 'obj.get'), for errors of calls.
std::string spelledCallee(const Diagnostic &Error) {
  unsigned ID = Error.getID();
  if (ID != diag::err_ovl_no_viable_function_in_call && ID != diag::err_ovl_no_viable_member_function_in_call)
    return "";
  static const char Format[] = "%0";
  llvm::SmallString<64> Name;
  Error.FormatDiagnostic(Format, Format + 2, Name);
  return std::string(Name);
}

/// The candidate's name: the token its declaration names it by ('S' for a
/// constructor, 'operator+' for an operator).
std::string candidateName(const Diagnostic &Note) {
  if (!Note.hasSourceManager() || Note.getLocation().isInvalid())
    return "'a function'";
  const SourceManager &SM = Note.getSourceManager();
  LangOptions LO;
  LO.CPlusPlus = true;
  SourceLocation Loc = SM.getSpellingLoc(Note.getLocation());
  llvm::SmallString<32> Buffer;
  std::string Name = Lexer::getSpelling(Loc, Buffer, SM, LO).str();
  if (Name == "[")
    return "lambda";
  if (Name == "operator")
    if (std::optional<Token> Op = Lexer::findNextToken(Loc, SM, LO))
      Name += (Op->is(tok::raw_identifier) ? " " : "") + Lexer::getSpelling(*Op, SM, LO);
  return "'" + Name + "'";
}

class TargetDiagnosticsConsumer : public ForwardingConsumer {
public:
  TargetDiagnosticsConsumer(DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned,
                            DiagnosticsEngine &Engine, std::shared_ptr<CrossRestrictionCalls> Out)
      : ForwardingConsumer(Inner, std::move(Owned)), Engine(Engine), Out(std::move(Out)) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Replaying) {
      forward(Level, Info);
      return;
    }
    if (Level == DiagnosticsEngine::Note) { // a note follows its error
      if (!Held.empty()) {
        Held.emplace_back(Level, Info);
        if (Info.getID() == diag::note_ovl_candidate_bad_target && !Cross)
          Cross = CrossRestrictionCall{HeldLoc, HeldCallee.empty() ? candidateName(Info) : HeldCallee,
                                       Info.getRawArg(4) == 0 /* from __device__ */, Info.getLocation()};
        else if (Cross && Cross->Candidate.isInvalid())
          Cross->Candidate = Info.getLocation(); // the callee's "declared here"
      } else if (!Dropping) {
        forward(Level, Info);
      }
      return;
    }
    decide(); // a reset now would clobber the diagnostic in flight: uncounted at settle()
    Dropping = isTargetRuleDiagnostic(Info.getID());
    if (Info.getID() == diag::err_ref_bad_target && Info.getRawArg(1) == 0 /* a function */ &&
        (Info.getRawArg(3) == 0 || Info.getRawArg(3) == 2) /* from __device__ or __host__ code */) {
      // The call is refused, not built: the rule cannot see it.
      static const char Format[] = "%2";
      llvm::SmallString<64> Name;
      Info.FormatDiagnostic(Format, Format + 2, Name);
      Held.emplace_back(Level, Info);
      HeldLoc = Info.getLocation();
      Cross = CrossRestrictionCall{HeldLoc, std::string(Name), Info.getRawArg(3) == 0, SourceLocation()};
      Dropping = false;
    } else if (Dropping) {
      uncountDroppedError(Engine);
    } else if (Level == DiagnosticsEngine::Error && isNoViableCandidate(Info.getID())) {
      Held.emplace_back(Level, Info);
      HeldLoc = Info.getLocation();
      HeldCallee = spelledCallee(Info);
    } else {
      forward(Level, Info);
    }
  }

  /// Outside any diagnostic: decides, then replays what stays Clang's.
  void settle() {
    decide();
    if (Translated) {
      uncountDroppedError(Engine);
      Translated = false;
    }
    std::vector<StoredDiagnostic> Replay = std::move(Pending);
    Pending.clear();
    Replaying = true;
    for (const StoredDiagnostic &D : Replay)
      Engine.Report(D);
    Replaying = false;
  }

  void EndSourceFile() override {
    settle();
    ForwardingConsumer::EndSourceFile();
  }

private:
  /// The held error and its notes: a cross-restriction call, or Clang's own
  /// error to be replayed once no diagnostic is in flight.
  void decide() {
    if (Held.empty())
      return;
    if (Cross) {
      Out->Calls.push_back(*Cross);
      Translated = true;
    } else {
      Pending.insert(Pending.end(), Held.begin(), Held.end());
    }
    Held.clear();
    Cross.reset();
  }

  DiagnosticsEngine &Engine;
  std::shared_ptr<CrossRestrictionCalls> Out;
  std::vector<StoredDiagnostic> Held, Pending;
  SourceLocation HeldLoc;
  std::string HeldCallee;
  std::optional<CrossRestrictionCall> Cross;
  bool Dropping = false, Replaying = false, Translated = false;
};

} // namespace

std::shared_ptr<CrossRestrictionCalls> filterTargetDiagnostics(CompilerInstance &CI) {
  auto Out = std::make_shared<CrossRestrictionCalls>();
  TargetDiagnosticsConsumer *Filter = nullptr;
  wrapDiagnosticConsumer(CI, [&](DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned) {
    Filter = new TargetDiagnosticsConsumer(Inner, std::move(Owned), CI.getDiagnostics(), Out);
    return Filter;
  });
  Out->Settle = [Filter] {
    if (Filter)
      Filter->settle();
  };
  return Out;
}

} // namespace ampclang
