// amp-virtual-call: amp code cannot dispatch through a virtual function table.
#include "checks/AmpCheck.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ampclang {
namespace {
class VirtualCallCheck : public AmpCheck {
  void checkStmt(const Stmt &S, const FunctionDecl &, CheckContext &Ctx) override {
    const auto *Call = dyn_cast<CallExpr>(&S);
    if (!Call)
      return;
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
    if (!Method || !Method->isVirtual())
      return;
    // A qualified call (Base::f()) and a call on a final method or class are
    // resolved statically.
    if (const auto *Member = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens()))
      if (Member->hasQualifier())
        return;
    if (Method->hasAttr<FinalAttr>() || Method->getParent()->hasAttr<FinalAttr>())
      return;
    Ctx.report(AmpDiag::VirtualCall, Call->getExprLoc()) << Method;
    Ctx.report(AmpDiag::NoteDeclaredHere, Method->getLocation()) << Method;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createVirtualCallCheck() { return std::make_unique<VirtualCallCheck>(); }

} // namespace ampclang
