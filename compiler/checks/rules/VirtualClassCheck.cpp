// amp-virtual-class: classes used in amp code may not have virtual bases or virtual functions.
#include "checks/ClassUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
class VirtualClassCheck : public ClassUseCheck {
  // Accelerators have no function pointers to build a vtable from, and a
  // virtual base's place is only known through one.
  void checkClass(const CXXRecordDecl &RD, const ClassUse &Use, CheckContext &Ctx) override {
    for (const CXXBaseSpecifier &B : RD.bases()) {
      if (!B.isVirtual())
        continue;
      Ctx.report(AmpDiag::VirtualClass, B.getBeginLoc()) << &RD << 0 << "";
      noteUse(Use, Ctx);
    }
    // Each virtual function the class declares; inherited ones are reported
    // on the base that declares them (bases are classes amp code uses too).
    for (const CXXMethodDecl *M : RD.methods()) {
      if (!M->isVirtual() || M->isImplicit())
        continue;
      Ctx.report(AmpDiag::VirtualClass, M->getLocation()) << &RD << 1 << M;
      noteUse(Use, Ctx);
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createVirtualClassCheck() { return std::make_unique<VirtualClassCheck>(); }

} // namespace ampclang
