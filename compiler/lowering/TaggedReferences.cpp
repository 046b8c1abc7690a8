// References that may point into several address spaces: `float &pick(float &a,
// float &b)` given a view's element and a local, `(c ? av[i] : x) = 1`.
// OpenCL C 1.2 has no generic pointers, so such a reference is a tagged
// pointer: a struct (amp_ref<N>) with one pointer per space and the number of
// the space in use. Reading it and assigning to it choose the pointer at run
// time; binding it to a reference parameter or local passes the struct on; a
// function returning it returns the struct. Any other use (its address taken,
// a method called on it) is refused.
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

/// The struct's pointer member for each space, in AddrSpace's order.
static const char *field(AddrSpace AS) {
  switch (AS) {
  case AddrSpace::Private: return "p";
  case AddrSpace::Global: return "g";
  case AddrSpace::Constant: return "c";
  case AddrSpace::Local: return "l";
  }
  return "p";
}

static unsigned tagOf(AddrSpace AS) { return static_cast<unsigned>(AS); }

std::string ProgramLowering::taggedStruct(const std::string &Pointee) {
  auto [It, New] = TaggedStructs.try_emplace(Pointee);
  if (New) {
    It->second = "amp_ref" + std::to_string(TaggedStructs.size() - 1);
    TaggedTypes += "typedef struct { uint s; __private " + Pointee + " *p; __global " + Pointee + " *g; __constant " +
                   Pointee + " *c; __local " + Pointee + " *l; } " + It->second + ";\n";
  }
  return It->second;
}

/// \p E without parentheses and casts that keep the object.
static const Expr *bare(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    const auto *Cast = dyn_cast<ImplicitCastExpr>(E);
    if (!Cast || Cast->getCastKind() != CK_NoOp || !E->isGLValue())
      return E;
    E = Cast->getSubExpr();
  }
}

bool FunctionEmitter::isTagged(const Expr *E) {
  E = bare(E);
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    auto It = Bindings.find(D->getDecl());
    return It != Bindings.end() && !It->second.TaggedStruct.empty();
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E); C && C->isGLValue())
    return isTagged(C->getTrueExpr()) || isTagged(C->getFalseExpr()) ||
           spaceOf(C->getTrueExpr()) != spaceOf(C->getFalseExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Comma && B->isGLValue())
    return isTagged(B->getRHS());
  if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow() && isa<FieldDecl>(M->getMemberDecl()))
    return isTagged(M->getBase());
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && Call->isGLValue() && Call->getDirectCallee() &&
                                                 loweredAsCall(*Call->getDirectCallee())) {
    (void)returnedSpace(Call); // lowers the call once, which says whether it is tagged
    return TaggedCalls.count(Call);
  }
  return false;
}

std::string FunctionEmitter::taggedStructOf(const Expr *E) {
  QualType T = E->getType().getNonReferenceType();
  if (P.context().getAsConstantArrayType(T) || P.types().holdsView(T)) {
    fail(E, "a reference to an array, or to a struct holding views, that may point into two address spaces");
    return "amp_unsupported";
  }
  return P.taggedStruct(type(T.getUnqualifiedType(), E->getExprLoc()));
}

std::string FunctionEmitter::tagged(const std::string &Struct, AddrSpace AS, const std::string &Address,
                                    QualType Pointee, SourceLocation Loc) {
  return "((" + Struct + "){.s = " + std::to_string(tagOf(AS)) + "u, ." + field(AS) + " = (" +
         addrSpaceKeyword(AS) + " " + type(Pointee.getUnqualifiedType(), Loc) + " *)(" + Address + ")})";
}

std::string FunctionEmitter::perSpace(const std::string &Tagged, const std::string &Struct, bool Writes,
                                      const std::function<std::string(AddrSpace, const std::string &)> &Use) {
  // A named struct is read as it is; any other is stored first, once.
  std::string T = Tagged;
  std::string Store;
  if (Tagged.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != std::string::npos) {
    T = "amp_tmp" + std::to_string(TemporaryCount++);
    Temporaries += "  " + Struct + " " + T + ";\n";
    Store = T + " = " + Tagged + ", ";
  }
  // A reference written through is never into __constant memory.
  std::string Text;
  for (AddrSpace AS : {AddrSpace::Global, AddrSpace::Local, AddrSpace::Constant})
    if (!Writes || AS != AddrSpace::Constant)
      Text += T + ".s == " + std::to_string(tagOf(AS)) + "u ? " + Use(AS, "(*" + T + "." + field(AS) + ")") + " : ";
  return "(" + Store + Text + Use(AddrSpace::Private, "(*" + T + ".p)") + ")";
}

std::string FunctionEmitter::taggedRead(const std::string &Tagged, const std::string &Struct) {
  return perSpace(Tagged, Struct, false, [](AddrSpace, const std::string &Object) { return Object; });
}

std::string FunctionEmitter::taggedAddress(const Expr *E) {
  E = bare(E);
  std::string Struct = taggedStructOf(E);
  QualType T = E->getType().getNonReferenceType();
  if (const auto *D = dyn_cast<DeclRefExpr>(E); D && isTagged(D))
    return Bindings[D->getDecl()].TaggedName;
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && isTagged(Call))
    return TaggedCalls[Call];
  if (const auto *C = dyn_cast<ConditionalOperator>(E); C && C->isGLValue()) {
    std::string Cond = expr(C->getCond());
    ConditionalArm Arm(*this);
    return "(" + Cond + " ? " + taggedAddress(C->getTrueExpr()) + " : " + taggedAddress(C->getFalseExpr()) + ")";
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Comma && B->isGLValue())
    return "(" + expr(B->getLHS()) + ", " + taggedAddress(B->getRHS()) + ")";
  if (const auto *M = dyn_cast<MemberExpr>(E); M && isTagged(M->getBase())) {
    // `pick(s, t).y`: the member of whichever object the base names.
    const Expr *Base = M->getBase();
    return perSpace(taggedAddress(Base), taggedStructOf(Base), false,
                    [&](AddrSpace AS, const std::string &Object) {
                      overrideExpr(Base, Object);
                      std::string Member = expr(M);
                      Overrides.erase(Base);
                      return tagged(Struct, AS, "&" + Member, T, M->getExprLoc());
                    });
  }
  // An object in one space.
  return tagged(Struct, spaceOf(E), addressOf(E), T, E->getExprLoc());
}

std::string FunctionEmitter::taggedAssign(const Expr *Target, const std::string &Op, const Expr *Value) {
  // C++17 evaluates the value before the object assigned to.
  std::string Prefix, V;
  if (Value) {
    V = temporary(Value->getType().getNonReferenceType().getUnqualifiedType(), AddrSpace::Global);
    Prefix = V + " = " + expr(Value) + ", ";
  }
  std::string Struct = taggedStructOf(Target);
  return "(" + Prefix +
         perSpace(taggedAddress(Target), Struct, true, [&](AddrSpace, const std::string &Object) {
           if (Op == "++" || Op == "--")
             return "(" + Op + Object + ")";
           if (Op == "post++" || Op == "post--")
             return "(" + Object + Op.substr(4) + ")";
           return "(" + Object + " " + Op + " " + V + ")";
         }) +
         ")";
}

void FunctionEmitter::bindTagged(const ValueDecl *D, const std::string &Name, const std::string &Struct) {
  VarBinding B = VarBinding::plain(taggedRead(Name, Struct), AddrSpace::Private);
  B.TaggedStruct = Struct;
  B.TaggedName = Name;
  bind(D, B);
}

std::string FunctionEmitter::taggedUseRefused(const Expr *E) {
  return fail(E, "a reference that may point into two address spaces, bound to a pointer or its address taken "
                 "(amp-clang lowers reading it, assigning to it and binding it to a reference)");
}

} // namespace ampclang
