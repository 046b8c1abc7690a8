// Wall time per compile phase, printed by -ftime-phases (docs/architecture.md).
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace ampclang {

/// The phases timed in this process, in the order they ended; off unless enabled.
class PhaseTimes {
public:
  static PhaseTimes &get();
  void enable() { Enabled = true; }
  bool enabled() const { return Enabled; }
  void add(llvm::StringRef Phase, double Ms);
  /// One line per phase: "amp-clang: time: <phase>: <ms> ms".
  void print(llvm::raw_ostream &OS) const;

private:
  bool Enabled = false;
  std::vector<std::pair<std::string, double>> Phases;
};

/// Times the scope it lives in (or up to stop()) as one phase.
class PhaseTimer {
public:
  explicit PhaseTimer(std::string Phase) : Phase(std::move(Phase)), Start(std::chrono::steady_clock::now()) {}
  ~PhaseTimer() { stop(); }
  void stop();

private:
  std::string Phase;
  std::chrono::steady_clock::time_point Start;
  bool Stopped = false;
};

} // namespace ampclang
