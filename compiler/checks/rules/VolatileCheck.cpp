// amp-volatile: volatile types are not allowed in amp code.
#include "checks/TypeUseCheck.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {
namespace {
class VolatileCheck : public TypeUseCheck {
  // The accelerator's memory model has no volatile accesses; communication
  // between threads goes through atomics and barriers.
  void checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) override {
    anyComponentType(T, [&](QualType C) {
      if (!C.getCanonicalType().isVolatileQualified())
        return false;
      Ctx.report(AmpDiag::VolatileType, Loc) << C;
      return true;
    });
  }

  void checkFunction(const FunctionDecl &FD, CheckContext &Ctx) override {
    TypeUseCheck::checkFunction(FD, Ctx);
    // A volatile member function makes its `this` a pointer to volatile.
    if (const auto *M = dyn_cast<CXXMethodDecl>(&FD); M && M->isVolatile())
      Ctx.report(AmpDiag::VolatileType, M->getLocation()) << M->getThisType()->getPointeeType();
  }
};
} // namespace

std::unique_ptr<AmpCheck> createVolatileCheck() { return std::make_unique<VolatileCheck>(); }

} // namespace ampclang
