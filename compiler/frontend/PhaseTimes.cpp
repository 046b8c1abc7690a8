// A process-wide record: the driver enables it, every stage adds to it.
#include "frontend/PhaseTimes.h"

#include "llvm/Support/Format.h"

namespace ampclang {

PhaseTimes &PhaseTimes::get() {
  static PhaseTimes Times;
  return Times;
}

void PhaseTimes::add(llvm::StringRef Phase, double Ms) {
  if (Enabled)
    Phases.emplace_back(Phase.str(), Ms);
}

void PhaseTimes::print(llvm::raw_ostream &OS) const {
  for (const auto &[Phase, Ms] : Phases)
    OS << "amp-clang: time: " << Phase << ": " << llvm::format("%.1f", Ms) << " ms\n";
}

void PhaseTimer::stop() {
  if (Stopped)
    return;
  Stopped = true;
  std::chrono::duration<double, std::milli> D = std::chrono::steady_clock::now() - Start;
  PhaseTimes::get().add(Phase, D.count());
}

} // namespace ampclang
