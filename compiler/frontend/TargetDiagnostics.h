// Restriction takes part in overload resolution through Clang's CUDA targets
// (restrict(amp) is a device function, restrict(cpu) a host one); what code
// may do is for amp-clang's rules to say, which read the restriction itself.
// So Clang's own target diagnostics are dropped (the rules report the same
// code under their IDs), and a call that found no candidate its restriction
// may call becomes the rule's error.
#pragma once

#include "clang/Basic/SourceLocation.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
}

namespace ampclang {

/// A call whose only candidates were of the other restriction: Clang's "no
/// matching function" with a "call to __host__ function from __device__
/// function" note, to be reported as amp-call-cpu-function (from amp code) or
/// amp-call-amp-function (from cpu code).
struct CrossRestrictionCall {
  clang::SourceLocation Loc;
  std::string Callee; ///< quoted, as Clang named it: 'f', 'S', 'operator+'
  bool FromAmp;
  clang::SourceLocation Candidate; ///< the callee's declaration, for the rule's note
};

struct CrossRestrictionCalls {
  std::vector<CrossRestrictionCall> Calls;
  /// Decides the errors still held (a decision waits for the error's notes)
  /// and hands those that stay Clang's back to the engine. Call it where no
  /// diagnostic is in flight, before reading Calls.
  std::function<void()> Settle;
};

/// Puts the filter in front of \p CI's diagnostic consumer.
std::shared_ptr<CrossRestrictionCalls> filterTargetDiagnostics(clang::CompilerInstance &CI);

} // namespace ampclang
