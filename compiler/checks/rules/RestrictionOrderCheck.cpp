// amp-restriction-order: a lambda's restriction follows `mutable`; the exception specification and the
// trailing return type follow the restriction.
#include "checks/AmpCheck.h"

#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {
namespace {

/// The grammar: `( params ) mutable_opt restriction-specifiers_opt
/// exception-specification_opt trailing-return-type_opt`. The spelling stage
/// reorders `mutable restrict(amp)` for Clang, which would accept
/// `restrict(amp) mutable` too, and Clang drops a restriction written after
/// `-> T`: both are found in the text as written (frontend/RestrictionOrder)
/// and reported here, at the specifier.
class RestrictionOrderCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    for (const auto &[At, What] : Ctx.misplacedSpecifiers())
      Ctx.report(AmpDiag::RestrictionOrder, At) << static_cast<int>(What);
  }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictionOrderCheck() { return std::make_unique<RestrictionOrderCheck>(); }

} // namespace ampclang
