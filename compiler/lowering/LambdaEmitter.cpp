// Lambdas written inside amp code: the closure is a struct of its captures
// (by-reference captures are pointers into the space their variable lives in)
// built where the lambda expression stands, and its operator() is lowered like
// any method, reading the captures through its object.
#include "ast/KernelSite.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

static bool isView(QualType T) {
  llvm::StringRef Amp = ampClassName(T.getNonReferenceType());
  return Amp == "array_view" || Amp == "array";
}

/// `{a[0], a[1]}` (nested for each dimension): an initializer copying the
/// C array \p Source of type \p T.
static std::string elementwiseCopy(const std::string &Source, QualType T, ASTContext &Ctx) {
  const ConstantArrayType *CA = Ctx.getAsConstantArrayType(T);
  if (!CA)
    return Source;
  std::string List = "{";
  for (uint64_t I = 0, N = CA->getSize().getZExtValue(); I < N; ++I)
    List += (I ? ", " : "") + elementwiseCopy(Source + "[" + std::to_string(I) + "]", CA->getElementType(), Ctx);
  return List + "}";
}

std::string FunctionEmitter::lambda(const LambdaExpr *L) {
  const CXXRecordDecl *RD = L->getLambdaClass();
  std::string Letters, Inits;
  auto Field = RD->field_begin();
  for (const Expr *Init : L->capture_inits()) {
    if (Field == RD->field_end())
      break;
    const FieldDecl *F = *Field++;
    QualType FT = F->getType();
    if (!Init)
      return fail(L, "a lambda capturing a variable-length array");
    char Where = 'v', Inner = 'v';
    std::string Value;
    if (FT->isReferenceType()) {
      Where = addrSpaceLetter(spaceOf(Init));
      if (FT.getNonReferenceType()->isPointerType())
        Inner = addrSpaceLetter(pointeeSpace(Init));
      Value = addressOf(Init);
    } else if (isView(FT)) {
      Value = viewValue(Init);
    } else if (FT->isPointerType()) {
      Where = addrSpaceLetter(pointeeSpace(Init));
      Value = expr(Init);
    } else if (const auto *Loop = dyn_cast<ArrayInitLoopExpr>(Init)) {
      // C cannot copy an array member from another array: list its elements.
      Value = elementwiseCopy(expr(Loop->getCommonExpr()->getSourceExpr()), FT, P.context());
    } else {
      Value = expr(Init);
    }
    Letters += Where;
    Letters += Inner;
    Inits += (Inits.empty() ? "." : ", .") + Names::field(*F) + " = " + Value;
  }
  if (!P.types().setClosureSpaces(*RD, Letters))
    return fail(L, "a lambda whose by-reference captures lie in different address spaces where its function is "
                   "called with different arguments");
  std::string T = type(P.context().getRecordType(RD), L->getBeginLoc());
  return "((" + T + "){" + (Inits.empty() ? "0" : Inits) + "})";
}

void FunctionEmitter::bindCaptures(const CXXMethodDecl &CallOp, AddrSpace ObjectSpace) {
  const CXXRecordDecl *RD = CallOp.getParent();
  std::string Letters = P.types().closureSpaces(*RD);
  auto Field = RD->field_begin();
  for (const LambdaCapture &C : RD->captures()) {
    if (Field == RD->field_end())
      break;
    const FieldDecl *F = *Field++;
    unsigned I = 2 * F->getFieldIndex();
    AddrSpace Where = addrSpaceOfLetter(Letters[I]), Inner = addrSpaceOfLetter(Letters[I + 1]);
    std::string Member = "amp_this->" + Names::field(*F);
    if (C.capturesThis()) {
      // `this` in the body is the enclosing method's object: the captured
      // pointer, or the closure's own copy of it (`[*this]`).
      if (C.getCaptureKind() == LCK_StarThis)
        setThis("(&" + Member + ")", ObjectSpace);
      else
        setThis(Member, Where);
      continue;
    }
    if (!C.capturesVariable())
      continue;
    const ValueDecl *V = C.getCapturedVar();
    QualType FT = F->getType();
    if (isView(FT)) {
      bindView(V, FT->isReferenceType() ? "(*" + Member + ")" : Member, FT);
    } else if (FT->isReferenceType()) {
      VarBinding B = VarBinding::plain("(*" + Member + ")", Where);
      B.PointeeSpace = Inner;
      bind(V, B);
    } else {
      VarBinding B = VarBinding::plain(Member, ObjectSpace);
      B.PointeeSpace = Where;
      bind(V, B);
    }
  }
}

} // namespace ampclang
