// Calls and constructions of user functions: each callee is lowered once per
// combination of address spaces its reference arguments point into.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

static char spaceLetter(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Private: return 'p';
  case AddrSpace::Global: return 'g';
  case AddrSpace::Constant: return 'c';
  case AddrSpace::Local: return 'l';
  }
  return 'p';
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
      // Views travel by value: an element pointer and a descriptor pointer.
      Sig += 'v';
      S += viewValueAs(Arg, PT);
    } else if (PT->isPointerType()) {
      Sig += spaceLetter(pointeeSpace(Arg));
      S += expr(Arg);
    } else if (PT->isReferenceType() && Arg->isGLValue() && !Temporary) {
      Sig += spaceLetter(spaceOf(Arg));
      S += addressOf(Arg);
    } else {
      Sig += 'v';
      S += expr(Arg);
    }
  }
  return S;
}

std::string FunctionEmitter::call(const CallExpr *E) {
  const FunctionDecl *FD = E->getDirectCallee();
  // i.~I() on a scalar ends nothing; only the object expression is evaluated.
  if (const auto *Pseudo = dyn_cast<CXXPseudoDestructorExpr>(E->getCallee()->IgnoreParens()))
    return "((void)" + expr(Pseudo->getBase()) + ")";
  if (!FD)
    return fail(E, "a call through a function pointer");
  // concurrency::direct3d's intrinsics are written as plain amp code in their
  // header and lowered like the user's functions; the rest of amp.h is built in.
  const auto *Space = dyn_cast<NamespaceDecl>(FD->getDeclContext());
  bool PlainAmpCode = Space && Space->getName() == "direct3d" && FD->hasBody();
  if (isAmpLibraryDecl(*FD) && !PlainAmpCode)
    return fail(E, "the amp.h function '" + FD->getQualifiedNameAsString() + "'");
  if (FD->isVariadic())
    return fail(E, "a call to a variadic function");
  // A trivial copy or move assignment (`av[i] = f()` of a class type) is C's
  // struct assignment, whose value is the assigned object.
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
    if (Lhs && Rhs && !Lhs->getType()->isPointerType())
      return "(" + expr(Lhs) + " = " + expr(Rhs) + ")";
  }

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
      const Expr *Ptr = ObjectExpr->IgnoreParenImpCasts();
      AddrSpace AS = isa<CXXThisExpr>(Ptr) ? ThisSpace : AddrSpace::Private;
      if (const auto *U = dyn_cast<UnaryOperator>(Ptr); U && U->getOpcode() == UO_AddrOf)
        AS = spaceOf(U->getSubExpr());
      Sig += spaceLetter(AS);
      Object = expr(ObjectExpr);
    } else if (isa<MaterializeTemporaryExpr>(ObjectExpr->IgnoreImpCasts()) || !ObjectExpr->isGLValue()) {
      Sig += 'p';
      Object = temporaryAddress(ObjectExpr);
    } else {
      Sig += spaceLetter(spaceOf(ObjectExpr));
      Object = "&(" + expr(ObjectExpr) + ")";
    }
  }
  std::string ArgText = callArgs(*FD, Args, Sig);
  for (const VarDecl *V : P.tileStaticNeeds(*FD))
    ArgText += (ArgText.empty() ? "" : ", ") + tileStaticPointer(V);
  std::string Name = P.requestFunction(*FD, Sig);
  std::string Text = Object.empty() ? Name + "(" + ArgText + ")"
                                    : Name + "(" + Object + (ArgText.empty() ? "" : ", ") + ArgText + ")";
  if (!FD->getReturnType()->isReferenceType())
    return Text;
  // The function returns a pointer; the call names what it points to.
  CallSpaces[E] = P.returnSpace(Name);
  return "(*" + Text + ")";
}

std::string FunctionEmitter::temporaryAddress(const Expr *E) {
  std::string Name = "amp_tmp" + std::to_string(TemporaryCount++);
  bool Ok = true;
  Temporaries += "  " + P.types().declare(E->getType().getUnqualifiedType(), Name, Ok) + ";\n";
  if (!Ok)
    return fail(E, "a temporary of type '" + E->getType().getAsString() + "'");
  return "(" + Name + " = " + expr(E) + ", &" + Name + ")";
}

std::string FunctionEmitter::construct(const CXXConstructExpr *E) {
  const CXXConstructorDecl *Ctor = E->getConstructor();
  QualType T = E->getType();
  if (Ctor->isTrivial() || (Ctor->isDefaulted() && Ctor->getParent()->isTrivial())) {
    if (E->getNumArgs() == 1 && Ctor->isCopyOrMoveConstructor())
      return expr(E->getArg(0));
    return "((" + type(T, E->getBeginLoc()) + "){0})";
  }
  if (Ctor->isCopyOrMoveConstructor() && Ctor->isDefaulted())
    return expr(E->getArg(0));
  if (!isAmp(*Ctor) && !Ctor->isImplicit())
    return fail(E, "a call to a constructor that is not restrict(amp)");
  std::string Sig;
  llvm::SmallVector<const Expr *, 8> Args(E->arguments());
  std::string ArgText = callArgs(*Ctor, Args, Sig);
  for (const VarDecl *V : P.tileStaticNeeds(*Ctor))
    ArgText += (ArgText.empty() ? "" : ", ") + tileStaticPointer(V);
  return P.requestFunction(*Ctor, Sig) + "(" + ArgText + ")";
}

} // namespace ampclang
