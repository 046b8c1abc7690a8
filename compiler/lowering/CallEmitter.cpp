// Calls and constructions of user functions: each callee is lowered once per
// combination of address spaces its reference arguments point into.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

/// True if \p E is a temporary (a call's result): C cannot take its address.
static bool isTemporary(const Expr *E) {
  while (true) {
    if (E->isPRValue() || isa<MaterializeTemporaryExpr>(E))
      return true;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
      E = Cast->getSubExpr(); // a const method's NoOp cast keeps the temporary
    else if (const auto *Paren = dyn_cast<ParenExpr>(E))
      E = Paren->getSubExpr();
    else
      return false;
  }
}

/// Whether a copy or move constructor copies its object's bytes and nothing
/// else: trivial, or defaulted with every base and member copied bitwise too.
static bool copiesBitwise(const CXXConstructorDecl &Ctor) {
  if (Ctor.isTrivial())
    return true;
  const FunctionDecl *Def = nullptr;
  if (!Ctor.isDefaulted())
    return false;
  if (!Ctor.hasBody(Def))
    return true; // never defined by Clang: nothing of its own to run
  for (const CXXCtorInitializer *Init : cast<CXXConstructorDecl>(Def)->inits()) {
    const Expr *E = Init->getInit();
    while (const auto *Loop = dyn_cast_or_null<ArrayInitLoopExpr>(E))
      E = Loop->getSubExpr();
    if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(E ? E->IgnoreImplicit() : nullptr))
      if (!copiesBitwise(*CE->getConstructor()))
        return false;
  }
  return true;
}

std::string FunctionEmitter::callArgs(const FunctionDecl &FD, llvm::ArrayRef<const Expr *> Args,
                                      std::string &Sig) {
  std::string S;
  for (unsigned I = 0; I < Args.size(); ++I) {
    if (I)
      S += ", ";
    if (I >= FD.getNumParams()) {
      fail(Args[I], "a call with variadic arguments");
      break;
    }
    QualType PT = FD.getParamDecl(I)->getType();
    const Expr *Arg = Args[I];
    bool Temporary = isa<MaterializeTemporaryExpr>(Arg->IgnoreImplicitAsWritten()) ||
                     isa<MaterializeTemporaryExpr>(Arg);
    llvm::StringRef Amp = ampClassName(PT);
    if (Amp == "array_view" || Amp == "array") {
      // Views travel by value: a view struct, of the space its elements live in
      // ('v' for global).
      AddrSpace Views = viewSpace(Arg);
      Sig += Views == AddrSpace::Global ? 'v' : addrSpaceLetter(Views);
      S += viewValueAs(Arg, PT);
      continue;
    }
    if (PT->isPointerType()) {
      Sig += addrSpaceLetter(pointeeSpace(Arg));
      S += expr(Arg);
    } else if (PT->isReferenceType() && PT.getNonReferenceType()->isPointerType()) {
      // A reference to a pointer: where the pointer lives ('v': a temporary,
      // passed by value), then where it points.
      bool Lvalue = Arg->isGLValue() && !Temporary;
      Sig += Lvalue ? addrSpaceLetter(spaceOf(Arg)) : 'v';
      Sig += addrSpaceLetter(pointeeSpace(Arg));
      S += Lvalue ? addressOf(Arg) : expr(Arg);
    } else if (PT->isReferenceType() && isTagged(Arg)) {
      // A reference into several spaces passes on as it is (TaggedReferences.cpp).
      Sig += 't';
      S += taggedAddress(Arg);
    } else if (PT->isReferenceType() && Arg->isGLValue()) {
      // A temporary too: the caller stores it and passes its address.
      Sig += addrSpaceLetter(spaceOf(Arg));
      S += addressOf(Arg);
    } else {
      Sig += 'v';
      if (PT->isRecordType())
        materialize(Arg); // the caller destroys an argument passed by value
      S += expr(Arg);
    }
    // A struct holding views (or a pointer to one): where those views point.
    if (P.types().holdsView(PT->isPointerType() ? PT->getPointeeType() : PT))
      Sig += addrSpaceLetter(viewSpace(Arg));
  }
  return S;
}

std::string FunctionEmitter::byteCopy(const CallExpr *E) {
  const Expr *Dst = E->getArg(0)->IgnoreImpCasts(), *Src = E->getArg(1)->IgnoreImpCasts();
  std::string D = addrSpaceKeyword(pointeeSpace(Dst)), S = addrSpaceKeyword(pointeeSpace(Src));
  std::string Name = byteCopyHelper(P.prelude(), pointeeSpace(Dst), pointeeSpace(Src));
  return Name + "((" + D + " void *)(" + expr(Dst) + "), (" + S + " const void *)(" + expr(Src) + "), (uint)(" +
         expr(E->getArg(2)) + "))";
}

/// <cmath>'s INFINITY, HUGE_VAL(F) and NAN are Clang built-ins; OpenCL C has
/// the same constants as macros.
static const char *floatConstantBuiltin(unsigned ID) {
  switch (ID) {
  case Builtin::BI__builtin_huge_valf:
  case Builtin::BI__builtin_inff:
    return "INFINITY";
  case Builtin::BI__builtin_huge_val:
  case Builtin::BI__builtin_inf:
    return "((double)INFINITY)";
  case Builtin::BI__builtin_nanf:
    return "NAN";
  case Builtin::BI__builtin_nan:
    return "((double)NAN)";
  default:
    return nullptr;
  }
}

std::string FunctionEmitter::call(const CallExpr *E) {
  const FunctionDecl *FD = E->getDirectCallee();
  if (FD)
    if (const char *Constant = floatConstantBuiltin(FD->getBuiltinID()))
      return Constant;
  // i.~I() on a scalar ends nothing; only the object expression is evaluated.
  if (const auto *Pseudo = dyn_cast<CXXPseudoDestructorExpr>(E->getCallee()->IgnoreParens()))
    return "((void)" + expr(Pseudo->getBase()) + ")";
  if (!FD)
    return fail(E, "a call through a function pointer");
  // An implicit assignment operator copies array members with memcpy.
  if (FD->getBuiltinID() == Builtin::BI__builtin_memcpy && E->getNumArgs() == 3)
    return byteCopy(E);
  // A trivial copy or move assignment (`av[i] = f()` of a class type, amp.h's
  // classes too) is C's struct assignment, whose value is the assigned object.
  if (const auto *Assign = dyn_cast<CXXMethodDecl>(FD);
      Assign && (Assign->isCopyAssignmentOperator() || Assign->isMoveAssignmentOperator()) && Assign->isTrivial()) {
    const Expr *Lhs = nullptr, *Rhs = nullptr;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E); MC && MC->getNumArgs() == 1) {
      Lhs = MC->getImplicitObjectArgument();
      Rhs = MC->getArg(0);
    } else if (isa<CXXOperatorCallExpr>(E) && E->getNumArgs() == 2) {
      Lhs = E->getArg(0);
      Rhs = E->getArg(1);
    }
    if (Lhs && Rhs && !Lhs->getType()->isPointerType() && isTagged(Lhs))
      return taggedAssign(Lhs, "=", Rhs);
    if (Lhs && Rhs && !Lhs->getType()->isPointerType()) {
      if (P.types().holdsView(Lhs->getType()) && viewSpace(Lhs) != viewSpace(Rhs))
        return fail(E, "an assignment between structs holding views over different address spaces");
      return "(" + lvalue(Lhs) + " = " + expr(Rhs) + ")";
    }
  }
  // An amp.h function (other than a trivial assignment, above, such as
  // tiled_extent's) without a built-in mapping (AmpBuiltins.cpp) is plain
  // amp code in its header and lowered like the user's functions.
  if (isAmpLibraryDecl(*FD) && (!FD->hasBody() || !isAmp(*FD)))
    return fail(E, "the amp.h function '" + FD->getQualifiedNameAsString() + "'");
  if (FD->isVariadic())
    return fail(E, "a call to a variadic function");

  std::string Sig, Object;
  llvm::SmallVector<const Expr *, 8> Args(E->arguments());
  const Expr *ObjectExpr = nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    ObjectExpr = MC->getImplicitObjectArgument();
  } else if (isa<CXXOperatorCallExpr>(E) && isa<CXXMethodDecl>(FD)) {
    ObjectExpr = Args.front();
    Args.erase(Args.begin());
  }
  const auto *Method = dyn_cast<CXXMethodDecl>(FD);
  if (Method && Method->isVirtual())
    return fail(E, "a virtual call");
  if (Method && !Method->isStatic()) {
    if (!ObjectExpr)
      return fail(E, "this method call");
    if (ObjectExpr->getType()->isPointerType()) {
      // `p->f()`: the method's object is where p points (`this`, `&x`, a
      // pointer variable or a reference to one, a cast, ...).
      AddrSpace AS = pointeeSpace(ObjectExpr);
      Sig += addrSpaceLetter(AS);
      Object = expr(ObjectExpr);
    } else if (destroyedTemporary(ObjectExpr)) {
      // `T(...).f()` of a class with a destructor: f runs on the object destroyed.
      Sig += 'p';
      Object = "&" + expr(ObjectExpr);
    } else if (isTemporary(ObjectExpr)) {
      // `f().g()`, `[]{...}()`: C cannot take the address of a temporary,
      // so it is stored in a variable declared at the function's start.
      // The value first: a lambda's closure type is spelled once its
      // captures' spaces are known (LambdaEmitter.cpp).
      Sig += 'p';
      std::string Value = expr(ObjectExpr);
      std::string Temp = temporary(ObjectExpr->getType().getUnqualifiedType(), viewSpace(ObjectExpr));
      Object = "(" + Temp + " = " + Value + ", &" + Temp + ")";
    } else {
      Sig += addrSpaceLetter(spaceOf(ObjectExpr));
      Object = addressOf(ObjectExpr); // `(c ? a : b).f()`, `(a = b).f()`: C's rvalues
    }
    // An object holding views: where they point.
    if (P.types().holdsView(QualType(Method->getParent()->getTypeForDecl(), 0)))
      Sig += addrSpaceLetter(viewSpace(ObjectExpr));
  }
  std::string ArgText = callArgs(*FD, Args, Sig);
  for (const VarDecl *V : P.tileStaticNeeds(*FD))
    ArgText += (ArgText.empty() ? "" : ", ") + tileStaticPointer(V);
  if (sanitizerChecks())
    ArgText += ArgText.empty() ? "amp_san, amp_san_l" : ", amp_san, amp_san_l";
  std::string Name = P.requestFunction(*FD, Sig);
  if (P.types().holdsView(FD->getReturnType()))
    CallViewSpaces[E] = P.returnViewSpace(Name);
  std::string Text = Object.empty() ? Name + "(" + ArgText + ")"
                                    : Name + "(" + Object + (ArgText.empty() ? "" : ", ") + ArgText + ")";
  // A reference into several spaces: the amp_ref struct, read where it is
  // used as a value (isTagged and its callers handle the other uses).
  if (const std::string *Struct = P.taggedReturn(Name); Struct && FD->getReturnType()->isReferenceType()) {
    CallSpaces[E] = AddrSpace::Private;
    TaggedCalls[E] = Text;
    return taggedRead(Text, *Struct);
  }
  // A returned reference or pointer points where the callee's returns say.
  if (FD->getReturnType()->isReferenceType() || FD->getReturnType()->isPointerType())
    CallSpaces[E] = P.returnSpace(Name);
  if (!FD->getReturnType()->isReferenceType())
    return Text;
  // The function returns a pointer; the call names what it points to.
  return "(*" + Text + ")";
}

std::string FunctionEmitter::construct(const CXXConstructExpr *E) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  QualType T = E->getType();
  if (Ctor->isTrivial() || (Ctor->isDefaulted() && Ctor->getParent()->isTrivial())) {
    if (E->getNumArgs() == 1 && Ctor->isCopyOrMoveConstructor())
      return expr(E->getArg(0));
    return "((" + type(T, E->getBeginLoc()) + "){0})";
  }
  if (Ctor->isCopyOrMoveConstructor() && copiesBitwise(*Ctor))
    return expr(E->getArg(0));
  // A defaulted constructor's restriction is inferred (and checked) from what it calls.
  if (!isAmp(*Ctor) && !Ctor->isImplicit() && !Ctor->isDefaulted())
    return fail(E, "a call to a constructor that is not restrict(amp)");
  llvm::SmallVector<const Expr *, 8> Args(E->arguments());
  return constructWith(*Ctor, Args, E);
}

std::string FunctionEmitter::inheritedConstruct(const CXXInheritedCtorInitExpr *E) {
  // `using B::B;`: the inheriting constructor (this function) passes its own
  // parameters on to B's constructor.
  llvm::SmallVector<const Expr *, 8> Args;
  for (const ParmVarDecl *Param : Fn.parameters())
    Args.push_back(DeclRefExpr::Create(P.context(), NestedNameSpecifierLoc(), SourceLocation(),
                                       const_cast<ParmVarDecl *>(Param), false, E->getLocation(),
                                       Param->getType().getNonReferenceType(), VK_LValue));
  return constructWith(*E->getConstructor(), Args, E);
}

std::string FunctionEmitter::constructWith(const CXXConstructorDecl &Ctor, llvm::ArrayRef<const Expr *> Args,
                                           const Expr *E) {
  std::string Sig;
  std::string ArgText = callArgs(Ctor, Args, Sig);
  for (const VarDecl *V : P.tileStaticNeeds(Ctor))
    ArgText += (ArgText.empty() ? "" : ", ") + tileStaticPointer(V);
  if (sanitizerChecks())
    ArgText += ArgText.empty() ? "amp_san, amp_san_l" : ", amp_san, amp_san_l";
  std::string Name = P.requestFunction(Ctor, Sig);
  if (P.types().holdsView(E->getType()))
    CallViewSpaces[E] = P.returnViewSpace(Name);
  return Name + "(" + ArgText + ")";
}

} // namespace ampclang
