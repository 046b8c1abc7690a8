// array and array_view values in device code: every view-valued expression
// (a capture, a parameter, a local, a struct member, a section, a projection)
// is one view struct value, its element pointer plus its descriptor. OpenCL C
// 1.2 has no generic address space, so the struct follows where the elements
// live (amp_av_* global, amp_avp_* private, amp_avl_* tile_static): viewSpace
// infers it, as spaceOf does for references.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

static int viewRank(QualType T) {
  T = T.getNonReferenceType();
  if (T->isPointerType())
    T = T->getPointeeType();
  return ampTemplateInt(T, 1);
}

/// \p E without the wrappers that leave a view value as it is.
static const Expr *stripView(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *F = dyn_cast<FullExpr>(E))
      E = F->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *C = dyn_cast<CXXFunctionalCastExpr>(E))
      E = C->getSubExpr();
    else
      return E;
  }
}

void FunctionEmitter::bindView(const ValueDecl *D, const std::string &Name, QualType T, AddrSpace Space) {
  bool Ok = true;
  VarBinding B;
  B.ViewType = P.types().viewType(T, Ok, Space);
  ViewSpaces[D] = Space;
  if (!Ok)
    fail(nullptr, "the view type '" + T.getAsString() + "'");
  B.IsView = true;
  B.Rank = ampTemplateInt(T.getNonReferenceType(), 1);
  B.Expr = Name;
  B.Data = Name + ".data";
  B.Meta = Name + ".meta";
  B.Space = AddrSpace::Private;
  bind(D, B);
}

const VarBinding *FunctionEmitter::viewBinding(const Expr *E) {
  // Copies of a view name the same view.
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *C = dyn_cast<CXXConstructExpr>(E); C && C->getNumArgs() == 1 &&
                                                      C->getConstructor()->isCopyOrMoveConstructor())
      E = C->getArg(0);
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *F = dyn_cast<FullExpr>(E))
      E = F->getSubExpr();
    else
      break;
  }
  const ValueDecl *D = nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    D = Ref->getDecl();
  else if (const auto *M = dyn_cast<MemberExpr>(E); M && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
    D = M->getMemberDecl(); // a functor kernel's view member
  if (D) {
    auto It = Bindings.find(D);
    if (It != Bindings.end() && It->second.IsView)
      return &It->second;
  }
  return nullptr;
}

std::string FunctionEmitter::viewValue(const Expr *E) {
  if (const VarBinding *V = viewBinding(E))
    return V->Expr;
  const Expr *S = stripView(E);
  if (const auto *C = dyn_cast<CXXConstructExpr>(S))
    return viewConstruct(C);
  if (!isArrayOrView(S->getType()))
    return fail(E, "an array_view made from a value that is not a view");
  return expr(S);
}

/// The object of a call to an amp.h method of array or array_view, or null.
static const Expr *viewMethodObject(const CallExpr *Call) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  if (!M || M->isStatic() || !isAmpLibraryDecl(*M) || !isArrayOrView(QualType(M->getParent()->getTypeForDecl(), 0)))
    return nullptr;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
    return MC->getImplicitObjectArgument();
  if (isa<CXXOperatorCallExpr>(Call) && Call->getNumArgs())
    return Call->getArg(0);
  return nullptr;
}

AddrSpace FunctionEmitter::viewSpace(const Expr *E) {
  E = stripView(E);
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    auto It = ViewSpaces.find(D->getDecl());
    return It == ViewSpaces.end() ? AddrSpace::Global : It->second;
  }
  if (isa<CXXThisExpr>(E))
    return ThisViewSpace;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return viewSpace(M->getBase()); // a struct's views point where the struct's do
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return viewSpace(A->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return viewSpace(U->getSubExpr());
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    AddrSpace T = viewSpace(C->getTrueExpr());
    if (viewSpace(C->getFalseExpr()) != T)
      fail(E, "a conditional choosing between views over different address spaces");
    return T;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Comma)
      return viewSpace(B->getRHS());
    if (B->isAssignmentOp() || B->getLHS()->getType()->isPointerType())
      return viewSpace(B->getLHS());
    return viewSpace(B->getRHS());
  }
  if (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    unsigned N = C->getNumArgs();
    if (isArrayOrView(C->getType())) {
      // A copy or conversion keeps its source's; a view over a pointer takes its target's.
      if (N == 1 && isArrayOrView(C->getArg(0)->getType()))
        return viewSpace(C->getArg(0));
      if (N >= 2 && C->getArg(N - 1)->getType()->isPointerType())
        return pointeeSpace(C->getArg(N - 1));
      if (N == 1 && C->getArg(0)->getType()->isConstantArrayType()) // over a C array: where it lives
        return spaceOf(C->getArg(0));
      return AddrSpace::Global;
    }
    const CXXConstructorDecl *Ctor = C->getConstructor();
    if (N == 1 && Ctor->isCopyOrMoveConstructor() && (Ctor->isTrivial() || Ctor->isDefaulted()))
      return viewSpace(C->getArg(0));
    if (Ctor->isTrivial() || !P.types().holdsView(C->getType()))
      return AddrSpace::Global;
    // The constructor, emitted when first called, says where the object's views point.
    if (!CallViewSpaces.count(C))
      (void)construct(C);
    auto It = CallViewSpaces.find(C);
    return It == CallViewSpaces.end() ? AddrSpace::Global : It->second;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    // A section, projection, view_as... of a view is over the same memory.
    if (const Expr *Object = viewMethodObject(Call))
      return viewSpace(Object);
    if (const auto *Assign = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
        Assign && (Assign->isCopyAssignmentOperator() || Assign->isMoveAssignmentOperator()) &&
        Assign->isTrivial() && isa<CXXOperatorCallExpr>(Call) && Call->getNumArgs() == 2)
      return viewSpace(Call->getArg(0));
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || isAmpLibraryDecl(*FD) || !P.types().holdsView(FD->getReturnType()))
      return AddrSpace::Global;
    if (!CallViewSpaces.count(Call))
      (void)call(Call);
    auto It = CallViewSpaces.find(Call);
    return It == CallViewSpaces.end() ? AddrSpace::Global : It->second;
  }
  if (const auto *IL = dyn_cast<InitListExpr>(E)) {
    for (const Expr *Init : IL->inits())
      if (P.types().holdsView(Init->getType()))
        return viewSpace(Init);
  }
  return AddrSpace::Global;
}

std::string FunctionEmitter::viewValueAs(const Expr *E, QualType T) {
  // A `const array<T>&` parameter takes an array<T> with no conversion in the
  // AST; on the device it is the read-only view struct.
  std::string Value = viewValue(E);
  bool Ok = true;
  std::string Convert = P.types().viewConvert(stripView(E)->getType(), T, Ok, viewSpace(E));
  if (!Ok)
    return fail(E, "the view type '" + T.getAsString() + "'");
  return Convert.empty() ? Value : Convert + "(" + Value + ")";
}

std::string FunctionEmitter::viewConstruct(const CXXConstructExpr *C) {
  QualType T = C->getType();
  bool Ok = true;
  // A copy, array_view<T> from array<T>, or array_view<const T> from array_view<T>.
  if (C->getNumArgs() == 1 && isArrayOrView(C->getArg(0)->getType())) {
    const Expr *Src = C->getArg(0);
    std::string Value = viewValue(Src);
    // A bound view is of its binding's type (`const array<int>&` may name a
    // writable view struct: `array_view<const int> cv(arr)`).
    const VarBinding *Bound = viewBinding(Src);
    std::string Convert =
        Bound ? P.types().viewConvertNamed(Bound->ViewType, P.types().viewType(T, Ok, viewSpace(Src)))
              : P.types().viewConvert(Src->getType(), T, Ok, viewSpace(Src));
    if (!Ok)
      return fail(C, "the view type '" + T.getAsString() + "'");
    return Convert.empty() ? Value : Convert + "(" + Value + ")";
  }
  // array_view(extent, p) and array_view(e0[, e1[, e2]], p): a dense view over
  // memory the device already addresses, in the address space p points into.
  unsigned N = C->getNumArgs();
  int Rank = viewRank(T);
  if (ampClassName(T) == "array_view" && N >= 2 && C->getArg(N - 1)->getType()->isPointerType()) {
    const Expr *Ptr = C->getArg(N - 1);
    std::string R = std::to_string(Rank), Ext;
    if (N == 2 && ampClassName(C->getArg(0)->getType()) == "extent") {
      Ext = expr(C->getArg(0));
    } else if (static_cast<int>(N) - 1 == Rank) {
      Ext = "amp_extent_make_" + R + "(";
      for (int I = 0; I < Rank; ++I)
        Ext += (I ? ", " : "") + expr(C->getArg(I));
      Ext += ")";
    } else {
      return fail(C, "this array_view constructor");
    }
    std::string VT = P.types().viewType(T, Ok, pointeeSpace(Ptr));
    P.prelude().requireRank(Rank);
    return VT + "_make(" + expr(Ptr) + ", amp_view_dense_" + R + "(0, " + Ext + "))";
  }
  // array_view(c_array): a dense rank-1 view of the whole array, where it lives.
  if (const ConstantArrayType *AT = P.context().getAsConstantArrayType(N == 1 ? C->getArg(0)->getType() : QualType());
      AT && ampClassName(T) == "array_view" && Rank == 1) {
    const Expr *Arr = C->getArg(0);
    std::string VT = P.types().viewType(T, Ok, spaceOf(Arr));
    P.prelude().requireRank(1);
    return VT + "_make(" + expr(Arr) + ", amp_view_dense_1(0, amp_extent_make_1(" +
           std::to_string(AT->getSize().getZExtValue()) + ")))";
  }
  return fail(C, "this array_view constructor (only copies, conversions and views over global pointers are lowered)");
}

/// The index argument list \p Indices (ints, one per dimension) as an amp_index value.
static std::string makeIndex(FunctionEmitter &FE, llvm::ArrayRef<const Expr *> Indices, int Rank) {
  std::string Idx = "amp_index_make_" + std::to_string(Rank) + "(";
  for (int I = 0; I < Rank; ++I)
    Idx += (I ? ", " : "") + (I < static_cast<int>(Indices.size()) ? FE.expr(Indices[I]) : std::string("0"));
  return Idx + ")";
}

/// A projection av[i] or av(i) of a view of rank > 1: its object and index.
static const CXXOperatorCallExpr *asProjection(const Expr *E) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(stripView(E));
  if (!Op || (Op->getOperator() != OO_Subscript && Op->getOperator() != OO_Call) || Op->getNumArgs() != 2 ||
      !Op->getArg(1)->getType()->isIntegerType() || !isArrayOrView(Op->getType()) || !Op->getDirectCallee() ||
      !isAmpLibraryDecl(*Op->getDirectCallee()))
    return nullptr;
  return Op;
}

bool FunctionEmitter::viewMethod(const CXXMethodDecl &M, const Expr *Object, llvm::ArrayRef<const Expr *> Args,
                                 const Expr *E, std::string &Out) {
  if (!viewMethodAs(M, Object, Args, E, Out))
    return false;
  // A const method of a read-write view returns a read-only one (section,
  // projection of a const array): the struct follows the C++ type.
  QualType T = E->getType();
  if (Out.empty() || !isArrayOrView(T) || Out == "amp_unsupported")
    return true;
  size_t Paren = Out.find('(');
  std::string Fn = Out.substr(0, Paren), Produced;
  bool Ok = true;
  AddrSpace Space = viewSpace(Object);
  std::string Want = P.types().viewType(T, Ok, Space);
  // The helpers are named after the struct they return, or return their source's.
  for (llvm::StringRef Suffix : {"_section_from", "_section"})
    if (llvm::StringRef(Fn).ends_with(Suffix))
      Produced = Fn.substr(0, Fn.size() - Suffix.size());
  if (llvm::StringRef(Fn).ends_with("_project")) {
    QualType Elem = P.types().viewElement(stripView(Object)->getType());
    if (!Elem.isNull())
      Produced = P.types().viewTypeOf(Elem, viewRank(T), Ok, Space);
  }
  if (Ok && !Produced.empty()) {
    std::string Convert = P.types().viewConvertNamed(Produced, Want);
    if (!Convert.empty())
      Out = Convert + "(" + Out + ")";
  }
  return true;
}

bool FunctionEmitter::viewMethodAs(const CXXMethodDecl &M, const Expr *Object, llvm::ArrayRef<const Expr *> Args,
                                   const Expr *E, std::string &Out) {
  // The view as it is, not as a const method sees it: `a.get_extent()` on a
  // non-const array is its read-write struct.
  QualType ObjT = Object->getType()->isPointerType() ? Object->getType()->getPointeeType()
                                                     : stripView(Object)->getType();
  int Rank = viewRank(ObjT);
  std::string R = std::to_string(Rank);
  bool Ok = true;
  AddrSpace Space = viewSpace(Object);
  std::string VT = P.types().viewType(ObjT, Ok, Space);
  if (!Ok)
    return Out = fail(E, "the view type '" + ObjT.getAsString() + "'"), true;
  P.prelude().requireRank(Rank);
  OverloadedOperatorKind Op = M.getOverloadedOperator();
  llvm::StringRef Name = M.getIdentifier() ? M.getName() : llvm::StringRef();
  // The object's value: `p->section(...)` calls through a pointer to a view.
  auto object = [&] {
    return Object->getType()->isPointerType() ? "(*" + expr(Object) + ")" : viewValue(Object);
  };

  if (Op == OO_Equal && Args.size() == 1) {
    if (viewSpace(Args[0]) != Space)
      return Out = fail(E, "an array_view assigned a view over another address space (private, tile_static "
                           "or global memory)"),
             true;
    Out = "(" + object() + " = " + viewValue(Args[0]) + ")";
    return true;
  }
  if ((Op == OO_Subscript || Op == OO_Call || (Name == "get_ref" && Args.size() == 1)) && !Args.empty()) {
    if (isArrayOrView(E->getType())) {
      // A projection that stays a view: av[i] of rank N is a view of rank N - 1.
      Out = VT + "_project(" + object() + ", " + expr(Args[0]) + ")";
      return true;
    }
    // An element. av[i][j]: projections by int, completed to an element, index the view.
    std::string Idx;
    const Expr *Base = Object;
    if (Object->getType()->isPointerType()) {
      bool IsIndex = Args.size() == 1 && !ampClassName(Args[0]->getType()).empty();
      if (!IsIndex && static_cast<int>(Args.size()) != Rank)
        return Out = fail(E, "an array_view element access with the wrong number of indices"), true;
      Idx = IsIndex ? expr(Args[0]) : makeIndex(*this, Args, Rank);
    } else if (Args.size() == 1 && !ampClassName(Args[0]->getType()).empty()) {
      Idx = expr(Args[0]);
    } else {
      llvm::SmallVector<const Expr *, 3> Indices(Args.begin(), Args.end());
      while (const CXXOperatorCallExpr *Proj = asProjection(Base)) {
        Indices.insert(Indices.begin(), Proj->getArg(1));
        Base = Proj->getArg(0);
      }
      Rank = viewRank(Base->getType());
      if (static_cast<int>(Indices.size()) != Rank)
        return Out = fail(E, "an array_view element access with the wrong number of indices"), true;
      R = std::to_string(Rank);
      VT = P.types().viewType(Base->getType(), Ok, viewSpace(Base));
      Idx = makeIndex(*this, Indices, Rank);
    }
    P.prelude().requireRank(Rank);
    if (sanitizerChecks() & (SanitizeBounds | SanitizeInit)) {
      const VarBinding *V = Base == Object && Object->getType()->isPointerType() ? nullptr : viewBinding(Base);
      Out = V ? sanitizeViewElement(V->ViewType, V->Expr, Idx, Base, E)
              : sanitizeViewElement(VT, Base == Object ? object() : viewValue(Base), Idx, Base, E);
    } else if (const VarBinding *V = Base == Object && Object->getType()->isPointerType() ? nullptr : viewBinding(Base))
      Out = V->Data + "[amp_view_at_" + R + "(" + V->Meta + ", " + Idx + ")]";
    else
      Out = "(*" + VT + "_at(" + (Base == Object ? object() : viewValue(Base)) + ", " + Idx + "))";
    return true;
  }
  if (Name == "get_extent" && Args.empty()) {
    Out = VT + "_extent(" + object() + ")";
    return true;
  }
  if (Name == "data" && Args.empty()) {
    Out = VT + "_ptr(" + object() + ")";
    return true;
  }
  if (Name == "section") {
    std::string V = object();
    auto cls = [&](unsigned I) { return ampClassName(Args[I]->getType()); };
    if (Args.size() == 2 && cls(0) == "index" && cls(1) == "extent")
      Out = VT + "_section(" + V + ", " + expr(Args[0]) + ", " + expr(Args[1]) + ")";
    else if (Args.size() == 1 && cls(0) == "index")
      Out = VT + "_section_from(" + V + ", " + expr(Args[0]) + ")";
    else if (Args.size() == 1 && cls(0) == "extent")
      Out = VT + "_section(" + V + ", " + makeIndex(*this, {}, Rank) + ", " + expr(Args[0]) + ")";
    else if (static_cast<int>(Args.size()) == 2 * Rank) {
      // section(i0, [i1, [i2,]] e0, [e1, [e2]])
      std::string Origin = makeIndex(*this, Args.take_front(Rank), Rank);
      std::string Ext = makeIndex(*this, Args.drop_front(Rank), Rank);
      Ext.replace(0, std::string("amp_index").size(), "amp_extent");
      Out = VT + "_section(" + V + ", " + Origin + ", " + Ext + ")";
    } else {
      Out = fail(E, "this form of array_view::section");
    }
    return true;
  }
  if (Name == "view_as" && Args.size() == 1) {
    int K = ampTemplateInt(Args[0]->getType(), 0);
    P.prelude().requireRank(K);
    std::string Fn = P.types().viewAsRank(ObjT, K, Ok, Space);
    Out = Ok ? Fn + "(" + object() + ", " + expr(Args[0]) + ")" : fail(E, "this view_as");
    return true;
  }
  if (Name == "reinterpret_as" && Args.empty()) {
    QualType To = P.types().viewElement(E->getType());
    std::string Fn = To.isNull() ? "" : P.types().viewReinterpret(ObjT, To, Ok, Space);
    Out = Ok && !Fn.empty() ? Fn + "(" + object() + ")" : fail(E, "this reinterpret_as");
    return true;
  }
  return false;
}

} // namespace ampclang
