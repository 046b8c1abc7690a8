// The base of the coalescing advisor's rules: each one judges the accesses
// of every kernel, only when its warning is switched on (-Wamp-coalescing).
#pragma once

#include "advice/AccessPattern.h"
#include "checks/AmpCheck.h"

#include "llvm/ADT/DenseSet.h"

#include <map>
#include <memory>

namespace ampclang {

/// Each kernel's accesses, analysed once for all the rules of one run.
class AccessCache {
public:
  const KernelAccesses &of(const KernelSite &Site, clang::ASTContext &Ctx);

private:
  std::map<const KernelSite *, KernelAccesses> ByKernel;
};
std::shared_ptr<AccessCache> makeAccessCache();

class AdviceRule : public AmpCheck {
public:
  AdviceRule(AmpDiag D, std::shared_ptr<AccessCache> Accesses) : Diag(D), Accesses(std::move(Accesses)) {}
  void checkKernel(const KernelSite &Site, CheckContext &Ctx) final;

protected:
  virtual void advise(const KernelAccesses &K, CheckContext &Ctx) = 0;
  /// Starts the rule's warning at \p At, or returns false when it was already
  /// given there (the instantiations of a template share their text).
  bool firstAt(const clang::Expr *At) { return Reported.insert(At->getBeginLoc()).second; }
  clang::DiagnosticBuilder report(CheckContext &Ctx, const clang::Expr *At) {
    return Ctx.report(Diag, At->getBeginLoc());
  }
  static uint64_t bytes(CheckContext &Ctx, clang::QualType T) {
    return static_cast<uint64_t>(Ctx.AST.getTypeSizeInChars(T).getQuantity());
  }

private:
  AmpDiag Diag;
  std::shared_ptr<AccessCache> Accesses;
  llvm::DenseSet<clang::SourceLocation> Reported;
};

} // namespace ampclang
