// Temporaries whose class has a destructor ([class.temporary]): each is stored
// in a private variable and destroyed where its full-expression ends, in the
// reverse order of construction. A full-expression becomes one C expression,
//   (flags = 0, result = value, destroy(&t2), destroy(&t1), result)
// so it stays valid wherever an expression may stand: a condition, a loop's
// increment, a return value. A prvalue that initializes an object (a variable,
// a return value, a member) is that object, not a temporary: only one that is
// materialized, passed by value or discarded is stored and destroyed. A temporary built in an arm that may not run
// (?:, &&, ||) sets a flag, and only a set flag destroys it. A temporary bound
// to a local reference lives as long as the reference instead.
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

/// The destruction statement as an expression (without its ';').
static std::string asExpression(std::string Call) {
  if (!Call.empty() && Call.back() == ';')
    Call.pop_back();
  return Call;
}

const CXXBindTemporaryExpr *temporaryObject(const Expr *E, bool *Materialized) {
  while (E) {
    E = E->IgnoreParens();
    if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E))
      return Bind;
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E)) {
      if (Materialized)
        *Materialized = !Temp->getExtendingDecl();
      E = Temp->getSubExpr();
    } else if (const auto *Cast = dyn_cast<CastExpr>(E);
               Cast && (Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_ConstructorConversion)) {
      E = Cast->getSubExpr();
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

const CXXBindTemporaryExpr *FunctionEmitter::destroyedTemporary(const Expr *E) const {
  bool Materialized = false;
  const CXXBindTemporaryExpr *Bind = temporaryObject(E, &Materialized);
  if (!Bind || Cleanups.empty() || !(Materialized || Destroyed.count(Bind)) ||
      !needsDestruction(Bind->getType()->getAsCXXRecordDecl()))
    return nullptr;
  return Bind;
}

void FunctionEmitter::materialize(const Expr *E) {
  if (const CXXBindTemporaryExpr *Bind = temporaryObject(E))
    Destroyed.insert(Bind);
}

std::string FunctionEmitter::storeTemporary(const CXXBindTemporaryExpr *E) {
  if (E != destroyedTemporary(E))
    return expr(E->getSubExpr());
  QualType T = E->getType().getUnqualifiedType();
  std::string Value = expr(E->getSubExpr());
  AddrSpace Views = P.types().holdsView(T) ? viewSpace(E->getSubExpr()) : AddrSpace::Global;
  auto [It, New] = TemporaryNames.try_emplace(E);
  if (New)
    It->second = temporary(T, Views);
  const std::string &Name = It->second;
  Cleanup &C = Cleanups.back();
  std::string Mark;
  if (C.Seen.insert(E).second) {
    std::string Destroy = asExpression(destroy("&" + Name, AddrSpace::Private, T, E->getBeginLoc(), Views));
    if (ConditionalDepth) {
      // Declared with the temporaries; cleared where the full-expression starts.
      std::string Flag = Name + "_built";
      if (New)
        Temporaries += "  bool " + Flag + ";\n";
      C.Flags.push_back(Flag);
      Destroy = "(" + Flag + " ? " + Destroy + " : (void)0)";
      Mark = Flag + " = true, ";
    }
    C.Destroys.push_back(Destroy);
  } else if (ConditionalDepth) {
    Mark = Name + "_built = true, ";
  }
  // An lvalue: a method called on the temporary runs on the object destroyed.
  return "(*(" + Mark + Name + " = " + Value + ", &" + Name + "))";
}

std::string FunctionEmitter::fullExpression(const Expr *E, bool Discarded) {
  Cleanups.emplace_back();
  unsigned OuterDepth = ConditionalDepth;
  ConditionalDepth = 0; // a full-expression inside an arm starts its own cleanups
  std::string Value = expr(E);
  ConditionalDepth = OuterDepth;
  Cleanup C = std::move(Cleanups.back());
  Cleanups.pop_back();
  if (C.Destroys.empty())
    return Value;
  std::string Text = "(";
  for (const std::string &Flag : C.Flags)
    Text += Flag + " = false, ";
  QualType T = E->getType();
  std::string Result;
  if (Discarded || T->isVoidType()) {
    Text += "(void)" + Value;
  } else if (E->isGLValue()) {
    // The object the full-expression names outlives it: keep its address.
    Result = "amp_tmp" + std::to_string(TemporaryCount++);
    AddrSpace Where = spaceOf(E);
    Temporaries += "  " + std::string(addrSpaceKeyword(Where)) + " " + type(T, E->getBeginLoc(), viewSpace(E)) +
                   " *" + Result + ";\n";
    Text += Result + " = &(" + Value + ")";
    Result = "*" + Result;
  } else {
    Result = temporary(T.getUnqualifiedType(), P.types().holdsView(T) ? viewSpace(E) : AddrSpace::Global);
    Text += Result + " = " + Value;
  }
  for (auto It = C.Destroys.rbegin(); It != C.Destroys.rend(); ++It)
    Text += ", " + *It;
  if (!Result.empty())
    Text += ", " + Result;
  return Text + ")";
}

void FunctionEmitter::extendTemporary(const MaterializeTemporaryExpr &Temp, const std::string &Held) {
  QualType T = Temp.getType().getUnqualifiedType();
  AddrSpace Views = P.types().holdsView(T) ? viewSpace(Temp.getSubExpr()) : AddrSpace::Global;
  std::string Call = destroy("&" + Held, AddrSpace::Private, T, Temp.getBeginLoc(), Views);
  if (!Call.empty() && !Scopes.empty())
    Scopes.back().Destroys.push_back(Call);
}

/// The temporary \p E is, or is a member of (`f()`, `make().x`, a default
/// argument), when nothing else stores it: a temporary of a class with a
/// destructor is stored by storeTemporary already.
/// \p Stored: whether a class temporary is stored by storeTemporary (it is
/// destroyed), which then gives its address.
static const MaterializeTemporaryExpr *enclosingTemporary(const Expr *E,
                                                          llvm::function_ref<bool(const Expr *)> Stored) {
  while (E) {
    E = E->IgnoreParens();
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
      return Temp->getExtendingDecl() || (temporaryObject(Temp) && Stored(Temp)) ? nullptr : Temp;
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
      E = Default->getExpr();
    else if (const auto *Member = dyn_cast<MemberExpr>(E); Member && !Member->isArrow())
      E = Member->getBase();
    else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
             Cast && (Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_UncheckedDerivedToBase ||
                      Cast->getCastKind() == CK_DerivedToBase))
      E = Cast->getSubExpr();
    else
      return nullptr;
  }
  return nullptr;
}

std::string FunctionEmitter::boundTemporaryAddress(const Expr *E) {
  // A reference bound to a temporary keeps its meaning ([class.temporary]):
  // the temporary is a private variable of this function, which outlives the
  // full-expression as the temporary must, and the reference its address.
  // A class temporary nothing destroys here (its destructor lowers to
  // nothing: a class holding an array_view) is stored like any other; it was
  // left as the call's value, whose address C cannot take (`a = a + 1` with
  // `operator=(const It &)`).
  const MaterializeTemporaryExpr *Temp =
      enclosingTemporary(E, [&](const Expr *T) { return destroyedTemporary(T) != nullptr; });
  if (!Temp)
    return "";
  QualType T = Temp->getType().getUnqualifiedType();
  if (P.context().getAsConstantArrayType(T))
    return fail(E, "a temporary array bound to a reference");
  AddrSpace Views = P.types().holdsView(T) ? viewSpace(Temp->getSubExpr()) : AddrSpace::Global;
  std::string Value = expr(Temp->getSubExpr());
  std::string Held = temporary(T, Views);
  overrideExpr(Temp, "(*(" + Held + " = " + Value + ", &" + Held + "))");
  std::string Address = "&(" + expr(E) + ")";
  Overrides.erase(Temp);
  return Address;
}

} // namespace ampclang
