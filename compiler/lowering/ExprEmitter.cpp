// C++ expressions as OpenCL C expressions. Every expression is parenthesised
// where precedence could differ; conversions are made explicit.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/Sanitizer.h"
#include "lowering/SanitizerPointers.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace ampclang {

FunctionEmitter::FunctionEmitter(ProgramLowering &P, const FunctionDecl &Fn) : P(P), Fn(Fn) {}

std::string FunctionEmitter::fail(const Stmt *S, llvm::StringRef What) {
  if (!Failed)
    // An implicit expression may have no place of its own: the function's.
    P.unsupported(S && S->getBeginLoc().isValid() ? S->getBeginLoc() : Fn.getLocation(), What);
  Failed = true;
  return "amp_unsupported";
}

std::string FunctionEmitter::temporary(QualType T, AddrSpace Views) {
  std::string Name = "amp_tmp" + std::to_string(TemporaryCount++);
  Temporaries += "  " + type(T, Fn.getLocation(), Views) + " " + Name + ";\n";
  return Name;
}

std::string FunctionEmitter::pseudoObject(const PseudoObjectExpr *PO) {
  // The semantic form, in order: opaque values bind the object and the
  // operands, then the getter and setter calls run (`p.v++`: old = get(p),
  // put(p, old + 1), then old). A value bound once and used in several calls
  // is stored once; an object is named again where it is used, through a
  // pointer where naming it has side effects (`av[i++].y`).
  const Expr *Result = PO->getResultExpr();
  const Expr *Last = Result ? Result : *(PO->semantics_end() - 1); // a put: the setter call
  std::string Text;
  for (const Expr *Sem : PO->semantics()) {
    const auto *OV = dyn_cast<OpaqueValueExpr>(Sem);
    if (!OV) {
      if (Sem != Last)
        Text += expr(Sem) + ", ";
      continue;
    }
    const Expr *Source = OV->getSourceExpr();
    if (!Source || (OV->isGLValue() && !Source->HasSideEffects(P.context())))
      continue;
    // `(a + b).x`, `mk(7).v`: the object is a temporary, stored like a value.
    const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(Source->IgnoreParens());
    bool ByAddress = OV->isGLValue() && !Temporary;
    std::string Value = ByAddress ? addressOf(Source) : expr(Temporary ? Temporary->getSubExpr() : Source);
    Overrides.erase(OV); // (a statement emitted once per view space binds again)
    if (ByAddress) {
      std::string Pointer = "amp_tmp" + std::to_string(TemporaryCount++);
      Temporaries += "  " + std::string(addrSpaceKeyword(spaceOf(Source))) + " " +
                     type(OV->getType(), OV->getExprLoc()) + " *" + Pointer + ";\n";
      Text += Pointer + " = " + Value + ", ";
      overrideExpr(OV, "(*" + Pointer + ")");
    } else {
      std::string Temp = temporary(OV->getType().getUnqualifiedType(), AddrSpace::Global);
      Text += Temp + " = " + Value + ", ";
      overrideExpr(OV, Temp);
    }
  }
  if (Text.empty())
    return expr(Last);
  return "(" + Text + expr(Last) + ")";
}

std::string FunctionEmitter::type(QualType T, SourceLocation Loc, AddrSpace Views) {
  bool Ok = true;
  std::string S = P.types().spell(T, Ok, Views);
  if (T->isSpecificBuiltinType(BuiltinType::Double))
    P.prelude().requireDouble();
  if (!Ok && !Failed) {
    P.unsupported(Loc, "type '" + T.getAsString() + "'");
    Failed = true;
  }
  return S;
}

std::string FunctionEmitter::intConstant(const llvm::APSInt &Value, QualType T) {
  // The constant keeps its type: an unsigned int above INT_MAX written
  // without `u` is a long in OpenCL C, and arithmetic on it stops wrapping.
  if (T->isBooleanType())
    return Value.getBoolValue() ? "true" : "false";
  bool Unsigned = T->isUnsignedIntegerOrEnumerationType();
  std::string Suffix = std::string(Unsigned ? "u" : "") + (P.context().getTypeSize(T) == 64 ? "L" : "");
  llvm::APSInt V = Value.extOrTrunc(static_cast<unsigned>(P.context().getTypeSize(T)));
  V.setIsUnsigned(Unsigned);
  if (!Unsigned && V.isMinSignedValue()) { // -2147483648 is the negation of a long
    llvm::APSInt Above = V;
    ++Above;
    return "(" + llvm::toString(Above, 10) + Suffix + " - 1)";
  }
  return "(" + llvm::toString(V, 10) + Suffix + ")";
}

std::string FunctionEmitter::literal(const Expr *E, bool &Handled) {
  Handled = true;
  if (const auto *I = dyn_cast<IntegerLiteral>(E)) {
    llvm::SmallString<32> Text;
    I->getValue().toString(Text, 10, E->getType()->isSignedIntegerType());
    QualType T = E->getType();
    if (T->isUnsignedIntegerType())
      Text += "u";
    if (P.context().getTypeSize(T) == 64)
      Text += "L";
    return std::string(Text);
  }
  if (const auto *F = dyn_cast<FloatingLiteral>(E)) {
    llvm::SmallString<64> Text;
    bool IsFloat = E->getType()->isSpecificBuiltinType(BuiltinType::Float);
    if (!IsFloat)
      P.prelude().requireDouble();
    char Buf[64];
    // Hexadecimal literals are exact in both precisions.
    F->getValue().convertToHexString(Buf, 0, false, llvm::APFloat::rmNearestTiesToEven);
    return std::string(Buf) + (IsFloat ? "f" : "");
  }
  if (const auto *B = dyn_cast<CXXBoolLiteralExpr>(E))
    return B->getValue() ? "true" : "false";
  if (const auto *C = dyn_cast<CharacterLiteral>(E))
    return std::to_string(C->getValue());
  Handled = false;
  return {};
}

// Long by design: one branch per kind of expression, most handing off to a
// function of its own; the order is the order the kinds are tried in.
std::string FunctionEmitter::expr(const Expr *E) {
  if (!Overrides.empty())
    if (auto It = Overrides.find(E); It != Overrides.end())
      return It->second;
  if (!LazyOverrides.empty())
    if (auto It = LazyOverrides.find(E); It != LazyOverrides.end())
      return It->second(*this);
  bool Handled = false;
  std::string Lit = literal(E, Handled);
  if (Handled)
    return Lit;
  std::string Builtin;
  if (ampBuiltin(E, Builtin))
    return Builtin;

  if (const auto *PE = dyn_cast<ParenExpr>(E))
    return "(" + expr(PE->getSubExpr()) + ")";
  if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
    return fullExpression(Cleanups->getSubExpr());
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return expr(FE->getSubExpr());
  if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E)) {
    if (!MT->getExtendingDecl())
      materialize(MT->getSubExpr());
    return expr(MT->getSubExpr());
  }
  if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
    return storeTemporary(BT);
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E))
    return expr(DA->getExpr());
  // C++20's `a != b` through `operator==`, and reversed operands: the call made.
  if (const auto *Rewritten = dyn_cast<CXXRewrittenBinaryOperator>(E))
    return expr(Rewritten->getSemanticForm());
  if (const auto *DI = dyn_cast<CXXDefaultInitExpr>(E))
    return expr(DI->getExpr());
  // `: m()` of a scalar or aggregate member: its zero value.
  if (isa<ImplicitValueInitExpr>(E)) {
    QualType T = E->getType();
    if (T->isScalarType())
      return "0";
    if (!T->isArrayType())
      return "((" + type(T, Fn.getLocation()) + "){0})";
  }
  if (const auto *Subst = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return expr(Subst->getReplacement());
  // An MSVC property (__declspec(property), -fms-extensions): Clang's semantic
  // form calls the getter or setter on the object, named by opaque values.
  if (const auto *PO = dyn_cast<PseudoObjectExpr>(E); PO && PO->getNumSemanticExprs())
    return pseudoObject(PO);
  if (const auto *OV = dyn_cast<OpaqueValueExpr>(E); OV && OV->getSourceExpr())
    return expr(OV->getSourceExpr());
  if (const auto *C = dyn_cast<CastExpr>(E))
    return conversion(C);
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    return declRef(D);
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return member(M);
  if (isa<CXXThisExpr>(E))
    return This;
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf) {
      // An atomic function's tile_static operand: init follows it (kind 8).
      llvm::SmallVector<const Expr *, 4> Indices;
      if (unsigned Atomic = sanitizerChecks() ? atomicOperandKind(P.context(), U) : 0;
          Atomic && tileStaticChain(U->getSubExpr(), Indices))
        return "(&" + sanitizeTileStaticUse(U->getSubExpr(), lvalue(U->getSubExpr()), 8 | Atomic) + ")";
      return "(" + addressOf(U->getSubExpr()) + ")";
    }
    if (U->isIncrementDecrementOp() && isTagged(U->getSubExpr()))
      return taggedAssign(U->getSubExpr(), std::string(U->isPostfix() ? "post" : "") + (U->isIncrementOp() ? "++" : "--"),
                          nullptr);
    if (U->getOpcode() == UO_Deref && (sanitizerChecks() & SanitizeBounds)) // *(p + i), p from data()
      if (std::string Checked = sanitizePointerDeref(*this, U); !Checked.empty())
        return Checked;
    std::string Sub = U->isIncrementDecrementOp() ? lvalue(U->getSubExpr()) : expr(U->getSubExpr());
    if (U->isIncrementDecrementOp() && sanitizerChecks())
      Sub = sanitizeTileStaticUse(U->getSubExpr(), Sub, 3);
    switch (U->getOpcode()) {
    case UO_PostInc: return "(" + Sub + "++)";
    case UO_PostDec: return "(" + Sub + "--)";
    case UO_PreInc: return "(++" + Sub + ")";
    case UO_PreDec: return "(--" + Sub + ")";
    case UO_AddrOf: return "(&" + Sub + ")";
    case UO_Deref: return "(*" + Sub + ")";
    case UO_Plus: return "(+" + Sub + ")";
    case UO_Minus: return "(-" + Sub + ")";
    case UO_Not: return "(~" + Sub + ")";
    case UO_LNot: return "(!" + Sub + ")";
    case UO_Extension: return Sub;
    default: return fail(E, "this unary operator");
    }
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Comma)
      return "(" + expr(B->getLHS()) + ", " + expr(B->getRHS()) + ")";
    if (B->isPtrMemOp())
      return fail(E, "pointers to members");
    if (B->isAssignmentOp() && isTagged(B->getLHS()))
      return taggedAssign(B->getLHS(), B->getOpcodeStr().str(), B->getRHS());
    // OpenCL C 1.2 has no generic pointers: one pointer holds addresses of one space.
    if ((B->getOpcode() == BO_Assign || B->isComparisonOp()) && B->getLHS()->getType()->isPointerType() &&
        B->getRHS()->getType()->isPointerType() &&
        !B->getRHS()->isNullPointerConstant(P.context(), Expr::NPC_ValueDependentIsNull) &&
        !B->getLHS()->isNullPointerConstant(P.context(), Expr::NPC_ValueDependentIsNull) &&
        pointeeSpace(B->getLHS()) != pointeeSpace(B->getRHS()))
      return fail(E, twoSpaces(pointeeSpace(B->getLHS()), pointeeSpace(B->getRHS())));
    std::string L = B->isAssignmentOp() ? lvalue(B->getLHS()) : expr(B->getLHS());
    if (B->isAssignmentOp() && sanitizerChecks())
      L = sanitizeTileStaticUse(B->getLHS(), L, B->getOpcode() == BO_Assign ? 2 : 3);
    std::string R;
    if (B->isLogicalOp()) {
      L = sanitizeCondition(B, B->getLHS(), L); // the tile votes where the right operand holds a barrier
      ConditionalArm Arm(*this); // the right operand may not run
      R = expr(B->getRHS());
    } else {
      R = expr(B->getRHS());
    }
    return "(" + L + " " + B->getOpcodeStr().str() + " " + R + ")";
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    // (Its value: C reads each arm where it is; only its address, addressOf,
    // or a pointer it yields, must be in one space.)
    if (C->getType()->isPointerType() &&
        !C->getTrueExpr()->isNullPointerConstant(P.context(), Expr::NPC_ValueDependentIsNull) &&
        !C->getFalseExpr()->isNullPointerConstant(P.context(), Expr::NPC_ValueDependentIsNull) &&
        pointeeSpace(C->getTrueExpr()) != pointeeSpace(C->getFalseExpr()))
      return fail(E, twoSpaces(pointeeSpace(C->getTrueExpr()), pointeeSpace(C->getFalseExpr())));
    std::string Cond = sanitizeCondition(C, C->getCond(), expr(C->getCond()));
    ConditionalArm Arm(*this);
    return "(" + Cond + " ? " + expr(C->getTrueExpr()) + " : " + expr(C->getFalseExpr()) + ")";
  }
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return sanitizerChecks() & SanitizeBounds ? sanitizeSubscript(A)
                                              : expr(A->getBase()) + "[" + expr(A->getIdx()) + "]";
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return sanitizerChecks() & SanitizeBounds ? sanitizeTextureCall(Call) : call(Call);
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return construct(Construct);
  if (const auto *Inherited = dyn_cast<CXXInheritedCtorInitExpr>(E))
    return inheritedConstruct(Inherited);
  if (const auto *Lambda = dyn_cast<LambdaExpr>(E))
    return lambda(Lambda);
  if (const auto *IL = dyn_cast<InitListExpr>(E))
    return "((" + type(IL->getType(), IL->getBeginLoc()) + ")" + initList(IL) + ")";
  if (isa<UnaryExprOrTypeTraitExpr, OffsetOfExpr>(E)) {
    // sizeof, alignof, offsetof: constants of the host's layout, which the
    // device's structs share (TypeLowering.h).
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, P.context()))
      return std::to_string(R.Val.getInt().getZExtValue()) + "u";
    return fail(E, "this sizeof/alignof/offsetof expression");
  }
  if (const auto *Scalar = dyn_cast<CXXScalarValueInitExpr>(E))
    return "((" + type(Scalar->getType(), E->getBeginLoc()) + ")0)";
  if (const auto *Pack = dyn_cast<SizeOfPackExpr>(E); Pack && !Pack->isValueDependent())
    return std::to_string(Pack->getPackLength()) + "u"; // sizeof...(Args), a size_t
  return fail(E, std::string("expression of kind ") + E->getStmtClassName());
}

std::string FunctionEmitter::conversion(const CastExpr *E) {
  const Expr *Sub = E->getSubExpr();
  switch (E->getCastKind()) {
  case CK_NoOp:
    if (std::string Cast = qualifierCast(E); !Cast.empty())
      return Cast;
    return expr(Sub);
  case CK_LValueToRValue:
    if (sanitizerChecks())
      return sanitizeTileStaticUse(Sub, expr(Sub), 1);
    [[fallthrough]];
  case CK_ArrayToPointerDecay:
  case CK_ConstructorConversion:
  case CK_UserDefinedConversion:
  case CK_NonAtomicToAtomic:
  case CK_AtomicToNonAtomic:
  case CK_LValueToRValueBitCast:
    return expr(Sub);
  case CK_IntegralCast:
  case CK_IntegralToFloating:
  case CK_FloatingToIntegral:
  case CK_FloatingCast:
  case CK_IntegralToBoolean:
  case CK_FloatingToBoolean:
  case CK_BooleanToSignedIntegral:
    return "((" + type(E->getType(), E->getBeginLoc()) + ")" + expr(Sub) + ")";
  case CK_BitCast:
    // A pointer cast keeps the space the pointer points into: OpenCL C
    // cannot cast between address spaces.
    if (E->getType()->isPointerType() && Sub->getType()->isPointerType())
      return "((" + std::string(addrSpaceKeyword(pointeeSpace(Sub))) + " " +
             type(E->getType()->getPointeeType(), E->getBeginLoc()) + " *)" + expr(Sub) + ")";
    return "((" + type(E->getType(), E->getBeginLoc()) + ")" + expr(Sub) + ")";
  case CK_LValueBitCast:
    // reinterpret_cast<unsigned &>(f): the same object read as another type,
    // in the space it lives in.
    return "(*((" + std::string(addrSpaceKeyword(spaceOf(Sub))) + " " + type(E->getType(), E->getBeginLoc()) +
           " *)" + addressOf(Sub) + "))";
  case CK_PointerToBoolean:
    return "(" + expr(Sub) + " != 0)";
  case CK_ToVoid:
    return "((void)" + expr(Sub) + ")";
  case CK_UncheckedDerivedToBase:
  case CK_DerivedToBase:
    // tiled_extent<...> is its extent on the device.
    if (ampClassName(Sub->getType()->isPointerType() ? Sub->getType()->getPointeeType() : Sub->getType()) ==
        "tiled_extent")
      return expr(Sub);
  {
    // Walk the path one direct base at a time; an empty base has no member,
    // so a pointer to it is the derived pointer, cast.
    bool Pointer = E->getType()->isPointerType();
    QualType From = Sub->getType();
    const CXXRecordDecl *Derived =
        Pointer ? From->getPointeeType()->getAsCXXRecordDecl() : From->getAsCXXRecordDecl();
    std::string Text = expr(Sub);
    for (const CXXBaseSpecifier *Step : E->path()) {
      const CXXRecordDecl *Base = Step->getType()->getAsCXXRecordDecl();
      if (!Derived || !Base)
        return fail(E, "a conversion to a base class");
      std::string Field = baseFieldName(*Derived, *Base);
      if (Field.empty()) {
        std::string BaseType = type(E->getType(), E->getBeginLoc());
        if (Pointer || !Sub->isGLValue())
          return "((" + BaseType + ")" + (Pointer ? Text : "{0}") + ")";
        // An lvalue stays one, in its own space: an implicit assignment
        // operator passes `&base` on to the base's.
        return "(*((" + std::string(addrSpaceKeyword(spaceOf(Sub))) + " " + BaseType + " *)&(" + Text + ")))";
      }
      Text = Pointer ? "(&(" + Text + ")->" + Field + ")" : "(" + Text + ")." + Field;
      Derived = Base;
    }
    return Text;
  }
  case CK_BaseToDerived: {
    // static_cast from a base back to the derived class: the base subobject
    // sits at the host's offset in the derived struct (TypeLowering keeps the
    // host layout), so step back that many bytes, in the same address space.
    bool Pointer = E->getType()->isPointerType();
    QualType To = Pointer ? E->getType()->getPointeeType() : E->getType();
    const CXXRecordDecl *Cur = To->getAsCXXRecordDecl();
    if (!Cur || !Cur->hasDefinition())
      return fail(E, "a conversion to a derived class");
    int64_t Offset = 0;
    for (const CXXBaseSpecifier *Step : E->path()) {
      const CXXRecordDecl *Base = Step->getType()->getAsCXXRecordDecl();
      if (!Base || Step->isVirtual())
        return fail(E, "a conversion to a derived class");
      Offset += P.context().getASTRecordLayout(Cur).getBaseClassOffset(Base).getQuantity();
      Cur = Base;
    }
    std::string Space = addrSpaceKeyword(Pointer ? pointeeSpace(Sub) : spaceOf(Sub));
    std::string Derived = Space + " " + type(To, E->getBeginLoc()) + " *";
    std::string Bytes = "((" + Space + " uchar *)" + (Pointer ? expr(Sub) : "&(" + expr(Sub) + ")") + " - " +
                        std::to_string(Offset) + ")";
    return Pointer ? "((" + Derived + ")" + Bytes + ")" : "(*((" + Derived + ")" + Bytes + "))";
  }
  case CK_NullToPointer:
    return "0";
  default:
    return fail(E, std::string("the conversion ") + E->getCastKindName());
  }
}

std::string FunctionEmitter::declRef(const DeclRefExpr *E) {
  const ValueDecl *D = E->getDecl();
  auto It = Bindings.find(D);
  if (It != Bindings.end()) {
    if (It->second.IsView)
      return viewValue(E);
    return It->second.Expr;
  }
  if (const auto *EC = dyn_cast<EnumConstantDecl>(D))
    return "(" + std::to_string(EC->getInitVal().getExtValue()) + ")";
  // `auto [x, y] = p;`: x names p's member (or, tuple-like, a variable of its own).
  if (const auto *B = dyn_cast<BindingDecl>(D); B && B->getBinding())
    return expr(B->getBinding());
  if (const auto *V = dyn_cast<VarDecl>(D)) {
    // Locals of this function; an enclosing function's constants used without
    // capture (not odr-used) become their values below.
    bool OwnLocal = V->getParentFunctionOrMethod() == &Fn ||
                    (V->getParentFunctionOrMethod() && Fn.Encloses(V->getDeclContext()));
    if ((V->hasLocalStorage() && OwnLocal) || isTileStatic(*V))
      return Names::variable(*V);
    // Constant globals (the only globals amp code may read) become their value.
    Expr::EvalResult R;
    if (E->EvaluateAsRValue(R, P.context()) && R.Val.isInt())
      return intConstant(R.Val.getInt(), E->getType());
    if (R.Val.isFloat()) {
      bool Handled;
      FloatingLiteral *Lit = FloatingLiteral::Create(P.context(), R.Val.getFloat(), true, V->getType(), E->getBeginLoc());
      return literal(Lit, Handled);
    }
    return fail(E, "a reference to the global variable '" + V->getName().str() + "'");
  }
  return fail(E, "a reference to '" + D->getNameAsString() + "'"); // may be an operator
}

std::string FunctionEmitter::member(const MemberExpr *E) {
  std::string Builtin;
  if (ampBuiltin(E, Builtin))
    return Builtin;
  if (viewBinding(E))
    return viewValue(E);
  if (const auto *V = dyn_cast<VarDecl>(E->getMemberDecl())) {
    // A static data member (idx.rank): amp code may only read constants, which
    // become their value; the object expression names no state to evaluate.
    const APValue *Val = V->getType().isConstQualified() || V->isConstexpr() ? V->evaluateValue() : nullptr;
    if (Val && Val->isInt())
      return intConstant(Val->getInt(), V->getType());
    if (Val && Val->isFloat()) {
      bool Handled;
      FloatingLiteral *Lit = FloatingLiteral::Create(P.context(), Val->getFloat(), true, V->getType(), E->getBeginLoc());
      return literal(Lit, Handled);
    }
    return fail(E, "a reference to the static data member '" + V->getName().str() + "'");
  }
  const auto *F = dyn_cast<FieldDecl>(E->getMemberDecl());
  if (const auto *V = dyn_cast<VarDecl>(E->getMemberDecl()); V && V->isStaticDataMember()) {
    // `obj.constant`: a static constant member (tiled_extent's tile_dim0) is its value.
    Expr::EvalResult R;
    if (E->EvaluateAsRValue(R, P.context()) && R.Val.isInt())
      return intConstant(R.Val.getInt(), E->getType());
  }
  if (!F)
    return fail(E, "a member reference that is not a data member");
  // A functor kernel's member struct holding views, in its operator(): the
  // private copy the kernel made (ProgramLowering: InObject holders).
  if (isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
    if (auto It = Bindings.find(F); It != Bindings.end() && !It->second.IsView)
      return It->second.Expr;
  if (P.types().holdsView(F->getType()) && P.types().isFunctor(*F->getParent()))
    return fail(E, "a method of a functor kernel that uses its array_view members");
  // `(c ? a : b).x` and `(s = t).x` name a member of an lvalue of C++ alone.
  std::string Base = E->isArrow() ? expr(E->getBase()) : lvalue(E->getBase());
  std::string Member = Base + (E->isArrow() ? "->" : ".") + Names::field(*F);
  // A reference member (to a concurrency::array, the one amp classes may
  // have) is a pointer in the OpenCL struct.
  return F->getType()->isReferenceType() ? "(*" + Member + ")" : Member;
}

std::string FunctionEmitter::initList(const InitListExpr *E) {
  if (const InitListExpr *Syn = E->isSemanticForm() ? E : E->getSemanticForm())
    E = Syn;
  std::string S = "{";
  QualType T = E->getType();
  if (const auto *RD = T->getAsRecordDecl(); RD && RD->isUnion()) {
    // A union's one initializer is for the member it names (the first by default).
    const FieldDecl *F = E->getInitializedFieldInUnion();
    if (F && E->getNumInits() == 1 && !isa<ImplicitValueInitExpr>(E->getInit(0))) {
      const Expr *Init = E->getInit(0);
      S += "." + Names::field(*F) + " = " +
           (isa<InitListExpr>(Init) ? initList(cast<InitListExpr>(Init)) : expr(Init));
    }
  } else if (const auto *RD = T->getAsRecordDecl()) {
    unsigned I = 0;
    for (const FieldDecl *F : RD->fields()) {
      if (I >= E->getNumInits())
        break;
      const Expr *Init = E->getInit(I++);
      if (isa<ImplicitValueInitExpr>(Init))
        continue;
      S += (S.size() > 1 ? ", ." : ".") + Names::field(*F) + " = " +
           (isa<InitListExpr>(Init) ? initList(cast<InitListExpr>(Init)) : expr(Init));
    }
  } else {
    for (unsigned I = 0; I < E->getNumInits(); ++I) {
      const Expr *Init = E->getInit(I);
      if (isa<ImplicitValueInitExpr>(Init))
        break;
      S += (I ? ", " : "") + (isa<InitListExpr>(Init) ? initList(cast<InitListExpr>(Init)) : expr(Init));
    }
    // `P b[3] = {P(i), P(2)};`: the elements the list leaves out are each
    // made by the filler (a constructor call), not zeroed.
    const auto *CA = P.context().getAsConstantArrayType(T);
    const Expr *Filler = E->hasArrayFiller() ? E->getArrayFiller() : nullptr;
    if (CA && Filler && !isa<ImplicitValueInitExpr>(Filler) && E->getNumInits() > 0 &&
        !isa<ImplicitValueInitExpr>(E->getInit(E->getNumInits() - 1)))
      for (uint64_t I = E->getNumInits(); I < CA->getSize().getZExtValue(); ++I)
        S += ", " + (isa<InitListExpr>(Filler) ? initList(cast<InitListExpr>(Filler)) : expr(Filler));
  }
  return S == "{" ? "{0}" : S + "}";
}

/// The object an assignment, a prefix increment or decrement, or a trivial
/// struct assignment (C's struct assignment, CallEmitter) yields in C++; null
/// for other expressions.
static const Expr *assignedObject(const Expr *E) {
  E = E->IgnoreParens();
  if (!E->isGLValue())
    return nullptr;
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isPrefix() && U->isIncrementDecrementOp())
    return U->getSubExpr();
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    return B->getLHS();
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
        M && (M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator()) && M->isTrivial()) {
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
        return MC->getImplicitObjectArgument();
      if (isa<CXXOperatorCallExpr>(Call) && Call->getNumArgs() == 2)
        return Call->getArg(0);
    }
  return nullptr;
}

/// Whether \p E is an lvalue in C++ but would be an rvalue in C: a
/// conditional, an assignment, a prefix increment or decrement, a comma.
static bool lvalueOnlyInCpp(const Expr *E) {
  E = E->IgnoreParens();
  if (!E->isGLValue())
    return false;
  if (isa<ConditionalOperator>(E) || assignedObject(E))
    return true;
  const auto *B = dyn_cast<BinaryOperator>(E);
  return B && B->getOpcode() == BO_Comma;
}

std::string FunctionEmitter::lvalue(const Expr *E) {
  if (auto It = Overrides.find(E); It != Overrides.end())
    return It->second;
  return lvalueOnlyInCpp(E) ? "(*" + addressOf(E) + ")" : expr(E);
}

std::string FunctionEmitter::addressOf(const Expr *E) {
  if (auto It = Overrides.find(E); It != Overrides.end())
    return "&" + It->second;
  // A cast that only adds const leaves the object where it is.
  E = E->IgnoreParens();
  for (const auto *Cast = dyn_cast<ImplicitCastExpr>(E); Cast && Cast->getCastKind() == CK_NoOp && E->isGLValue();
       Cast = dyn_cast<ImplicitCastExpr>(E))
    E = Cast->getSubExpr()->IgnoreParens();
  if (std::string Held = boundTemporaryAddress(E); !Held.empty())
    return Held;
  if (isTagged(E))
    return taggedUseRefused(E);
  // C's conditional operator is never an lvalue: take the address in each arm.
  if (const auto *C = dyn_cast<ConditionalOperator>(E->IgnoreParens()); C && C->isGLValue()) {
    if (spaceOf(C->getTrueExpr()) != spaceOf(C->getFalseExpr()))
      return fail(C, twoSpaces(spaceOf(C->getTrueExpr()), spaceOf(C->getFalseExpr())));
    std::string Cond = sanitizeCondition(C, C->getCond(), expr(C->getCond()));
    ConditionalArm Arm(*this);
    return "(" + Cond + " ? " + addressOf(C->getTrueExpr()) + " : " + addressOf(C->getFalseExpr()) + ")";
  }
  // Nor is C's comma operator: `&(--b, p)` becomes `(--b, &p)`.
  if (const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens()); B && B->getOpcode() == BO_Comma && B->isGLValue())
    return "(" + expr(B->getLHS()) + ", " + addressOf(B->getRHS()) + ")";
  // `++x`, `x = y`, `x += y` are x itself in C++: `&(++x)` becomes `(++x, &x)`,
  // which evaluates x twice, so only where that has no effect.
  if (const Expr *Target = assignedObject(E)) {
    if (!Target->HasSideEffects(P.context()))
      return "(" + expr(E) + ", " + addressOf(Target) + ")";
    // `(a[k++] += 2) *= 3`, `((a += 2) *= 3) -= 1`: the operand's address
    // once, in a pointer, which the assignment then goes through.
    std::string Pointer = "amp_tmp" + std::to_string(TemporaryCount++);
    Temporaries += "  " + std::string(addrSpaceKeyword(spaceOf(Target))) + " " +
                   type(Target->getType(), Target->getExprLoc()) + " *" + Pointer + ";\n";
    std::string Address = addressOf(Target);
    overrideExpr(Target, "(*" + Pointer + ")");
    std::string Assign = expr(E);
    Overrides.erase(Target);
    return "(" + Pointer + " = " + Address + ", " + Assign + ", " + Pointer + ")";
  }
  return "&(" + expr(E) + ")";
}

bool loweredAsCall(const FunctionDecl &FD) {
  if (!isAmpLibraryDecl(FD))
    return true;
  const auto *M = dyn_cast<CXXMethodDecl>(&FD);
  return !M || !isBuiltinAmpClass(ampClassName(M->getParent()));
}

AddrSpace FunctionEmitter::spaceOf(const Expr *E) {
  // A temporary is stored in a private variable (boundTemporaryAddress),
  // wherever its value came from: `op(tile[i], tile[j])` with op taking
  // `const unsigned &` and tile_static int elements binds converted copies.
  // IgnoreParenImpCasts would look through the temporary to the element.
  for (const Expr *Peeled = E;;) {
    Peeled = Peeled->IgnoreParens();
    if (isa<MaterializeTemporaryExpr>(Peeled))
      return AddrSpace::Private;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Peeled))
      Peeled = Cast->getSubExpr();
    else if (const auto *Full = dyn_cast<FullExpr>(Peeled))
      Peeled = Full->getSubExpr();
    else
      break;
  }
  E = E->IgnoreParenImpCasts();
  if (const Expr *Target = assignedObject(E)) // `x = y`, `++x`: x
    return spaceOf(Target);
  if (const auto *OV = dyn_cast<OpaqueValueExpr>(E); OV && OV->getSourceExpr())
    return spaceOf(OV->getSourceExpr()); // a property's object
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    auto It = Bindings.find(D->getDecl());
    if (It != Bindings.end())
      return It->second.Space;
    if (isTileStatic(*D->getDecl()))
      return AddrSpace::Local;
    return AddrSpace::Private;
  }
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->isArrow() ? pointeeSpace(M->getBase()) : spaceOf(M->getBase());
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return pointeeSpace(A->getBase());
  // A view's elements (av[i], av(i, j), get_ref) live where its data does.
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
        M && M->getReturnType()->isReferenceType() && isAmpLibraryDecl(*M) &&
        (ampClassName(M->getParent()) == "array_view" || ampClassName(M->getParent()) == "array")) {
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
        return viewSpace(MC->getImplicitObjectArgument());
      return Call->getNumArgs() ? viewSpace(Call->getArg(0)) : AddrSpace::Global;
    }
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    // index/extent's `i += j`, `++i`, `i[0]`: the result is (part of) the left operand.
    llvm::StringRef Cls = ampClassName(Op->getArg(0)->getType());
    if ((Cls == "index" || Cls == "extent") && Op->isGLValue())
      return spaceOf(Op->getArg(0));
  }
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && Call->getDirectCallee() &&
                                                 Call->getDirectCallee()->getReturnType()->isReferenceType() &&
                                                 loweredAsCall(*Call->getDirectCallee()))
    return returnedSpace(Call);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->getOpcode() == UO_Deref)
      return pointeeSpace(U->getSubExpr());
  // A temporary is stored in a private variable (boundTemporaryAddress).
  if (isa<MaterializeTemporaryExpr>(E))
    return AddrSpace::Private;
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
    return spaceOf(Default->getExpr());
  // static_cast<D &>(base), const_cast<T &>(x): the same object, where it is.
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E); Cast && Cast->isGLValue() && Cast->getSubExpr()->isGLValue())
    return spaceOf(Cast->getSubExpr());
  if (const auto *C = dyn_cast<ConditionalOperator>(E); C && C->isGLValue())
    return spaceOf(C->getTrueExpr()); // both arms must agree: OpenCL C has no generic space
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Comma)
    return spaceOf(B->getRHS());
  return AddrSpace::Private;
}

std::string FunctionEmitter::qualifierCast(const CastExpr *E) {
  const Expr *Sub = E->getSubExpr();
  QualType To = E->getType(), From = Sub->getType();
  if (To->isPointerType() && From->isPointerType()) {
    QualType Pointee = To->getPointeeType();
    if (Pointee.isAtLeastAsQualifiedAs(From->getPointeeType()) || Pointee->isPointerType())
      return "";
    return "((" + std::string(addrSpaceKeyword(pointeeSpace(Sub))) + " " + type(Pointee, E->getBeginLoc()) + " *)" +
           expr(Sub) + ")";
  }
  // const_cast<T &>(x): the same object, written through a pointer of the new type.
  if (!E->isGLValue() || !Sub->isGLValue() || To.isAtLeastAsQualifiedAs(From))
    return "";
  return "(*((" + std::string(addrSpaceKeyword(spaceOf(Sub))) + " " + type(To, E->getBeginLoc()) + " *)&(" +
         expr(Sub) + ")))";
}

std::string FunctionEmitter::twoSpaces(AddrSpace A, AddrSpace B) {
  return std::string("a pointer or reference holding addresses in two address spaces (") + addrSpaceKeyword(A) +
         " and " + addrSpaceKeyword(B) + "; OpenCL C 1.2 has no generic pointers)";
}

AddrSpace FunctionEmitter::returnedSpace(const CallExpr *Call) {
  // Lowering the call once (its text is not kept) emits the callee and says where it points.
  if (!CallSpaces.count(Call))
    (void)call(Call);
  auto It = CallSpaces.find(Call);
  return It == CallSpaces.end() ? AddrSpace::Private : It->second;
}

AddrSpace FunctionEmitter::pointeeSpace(const Expr *E) {
  // An array decays to a pointer into the array's own space (then maybe gains const).
  const Expr *Inner = E->IgnoreParens();
  while (const auto *Cast = dyn_cast<ImplicitCastExpr>(Inner)) {
    if (Cast->getCastKind() == CK_ArrayToPointerDecay)
      return spaceOf(Cast->getSubExpr());
    if (Cast->getCastKind() != CK_NoOp)
      break;
    Inner = Cast->getSubExpr()->IgnoreParens();
  }
  E = E->IgnoreParenImpCasts();
  if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
    return pointeeSpace(Temp->getSubExpr());
  // `(c2 *)&av[i]`, `(bool *)p`: a pointer cast points where its operand does.
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E); Cast && Cast->getSubExpr()->getType()->isPointerType())
    return pointeeSpace(Cast->getSubExpr());
  if (isa<CXXThisExpr>(E))
    return ThisSpace;
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      return spaceOf(U->getSubExpr());
    if (U->isIncrementDecrementOp())
      return pointeeSpace(U->getSubExpr());
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return pointeeSpace(B->getOpcode() != BO_Comma && B->getLHS()->getType()->isPointerType() ? B->getLHS()
                                                                                              : B->getRHS());
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    auto It = Bindings.find(D->getDecl());
    if (It != Bindings.end())
      return It->second.PointeeSpace;
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return pointeeSpace(C->getTrueExpr());
  // A call of a function returning a pointer: where its returns point.
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && Call->getDirectCallee() &&
                                                 !isAmpLibraryDecl(*Call->getDirectCallee()) &&
                                                 Call->getDirectCallee()->getReturnType()->isPointerType() &&
                                                 loweredAsCall(*Call->getDirectCallee()))
    return returnedSpace(Call);
  // A view's data() points at its first element, where the view's data lives.
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
    if (const CXXMethodDecl *M = Call->getMethodDecl(); M && isAmpLibraryDecl(*M) && M->getIdentifier() &&
                                                       M->getName() == "data")
      return viewSpace(Call->getImplicitObjectArgument());
  return AddrSpace::Private;
}

} // namespace ampclang
