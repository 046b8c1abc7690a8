// Classes used in amp code, each presented once to the class rules.
#include "checks/ClassUseCheck.h"
#include "ast/IndirectedType.h"
#include "ast/Restriction.h"

using namespace clang;

namespace ampclang {

void ClassUseCheck::noteUse(const ClassUse &Use, CheckContext &Ctx) {
  Ctx.report(AmpDiag::NoteClassUsedHere, Use.Loc) << Use.Type.getUnqualifiedType();
}


void ClassUseCheck::checkType(QualType T, SourceLocation Loc, CheckContext &Ctx) {
  anyComponentType(T, [&](QualType C) {
    const CXXRecordDecl *RD = C.getCanonicalType()->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition())
      return false;
    RD = RD->getDefinition();
    // amp.h's classes are the implementation's business; an amp lambda's
    // captures are checked as captures. A cpu lambda's closure copied into
    // amp code is a class like any other, its captures its members.
    const CXXMethodDecl *Call = RD->isLambda() ? RD->getLambdaCallOperator() : nullptr;
    // The compiler's own records (va_list's `__va_list_tag`) are judged by
    // the rule for what they implement (amp-varargs).
    if ((Call && isAmp(*Call)) || isAmpLibraryDecl(*RD) || RD->isInvalidDecl() || (RD->isImplicit() && !RD->isLambda()))
      return false;
    if (Checked.insert(RD).second)
      checkClass(*RD, ClassUse{indirectedType(T), Loc}, Ctx);
    return false;
  });
}

} // namespace ampclang
