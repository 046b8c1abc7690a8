// amp-bit-field: classes used in amp code may not have bit-fields.
#include "checks/ClassUseCheck.h"

using namespace clang;

namespace ampclang {
namespace {
class BitFieldCheck : public ClassUseCheck {
  // Accelerators load and store whole 32-bit words; a bit-field's read-modify-
  // write of a shared word is neither expressible nor safe there.
  void checkClass(const CXXRecordDecl &RD, const ClassUse &Use, CheckContext &Ctx) override {
    for (const FieldDecl *F : RD.fields()) {
      if (!F->isBitField())
        continue;
      {
        auto D = Ctx.report(AmpDiag::BitField, F->getLocation());
        D << &RD;
        if (F->getDeclName())
          D << F;
        else
          D << "(unnamed)";
      } // emitted here, before its note
      noteUse(Use, Ctx);
    }
  }
};
} // namespace

std::unique_ptr<AmpCheck> createBitFieldCheck() { return std::make_unique<BitFieldCheck>(); }

} // namespace ampclang
