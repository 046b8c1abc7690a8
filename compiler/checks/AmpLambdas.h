// The amp lambdas that are not kernels, whose captures follow the kernels' rules.
#pragma once

#include "checks/AmpCheck.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/LambdaCapture.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace ampclang {

/// The closure classes of every restrict(amp) lambda that no parallel_for_each
/// launches: lambdas written in amp code (they take its restriction) and amp
/// lambdas written in cpu code. Their captures are data members of an amp
/// class, so Microsoft's capture rules hold for them as for kernels.
std::vector<const clang::CXXRecordDecl *> nonKernelAmpLambdas(const CheckContext &Ctx);

/// Base for the capture rules: checkCapture sees each capture of every kernel
/// lambda (Kind 0) and of every other amp lambda (Kind 1), once per place.
class LambdaCaptureCheck : public AmpCheck {
public:
  void checkKernel(const KernelSite &K, CheckContext &Ctx) override;
  void checkTranslationUnit(CheckContext &Ctx) override;

protected:
  virtual void checkCapture(const clang::LambdaCapture &C, int Kind, CheckContext &Ctx) = 0;
  /// A kernel that is a function object rather than a lambda.
  virtual void checkFunctorKernel(const KernelSite &, CheckContext &) {}
  /// True the first time a place is reported: the same lambda comes again
  /// in each template instantiation.
  bool firstAt(clang::SourceLocation Loc) { return Reported.insert(Loc).second; }

private:
  llvm::DenseSet<clang::SourceLocation> Reported;
};

} // namespace ampclang
