// One function's OpenCL C: its parameters (by the address spaces of the call
// that requested it), a constructor's member and base initializers, and its
// return type; emitFunction puts them around the body.
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

#include "clang/AST/DeclCXX.h"

#include <optional>
#include <tuple>

using namespace clang;

namespace ampclang {

static bool mentions(const Stmt *S, const ValueDecl *D) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == D)
    return true;
  for (const Stmt *Child : S->children())
    if (mentions(Child, D))
      return true;
  return false;
}

/// The right-hand side of `D = x` when that statement is the first thing
/// \p Body does with \p D: the value D comes in with is never read.
static const Expr *assignedBeforeUse(const Stmt *Body, const ValueDecl *D) {
  const auto *CS = dyn_cast_or_null<CompoundStmt>(Body);
  if (!CS)
    return nullptr;
  for (const Stmt *S : CS->body()) {
    if (!mentions(S, D))
      continue;
    const auto *B = dyn_cast<BinaryOperator>(S);
    if (!B || B->getOpcode() != BO_Assign || mentions(B->getRHS(), D))
      return nullptr;
    const auto *L = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens());
    return L && L->getDecl() == D ? B->getRHS() : nullptr;
  }
  return nullptr;
}

std::string ProgramLowering::arrayMemberCopy(FunctionEmitter &FE, const std::string &Member, const FieldDecl &F,
                                             const ArrayInitLoopExpr &Loop) {
  // An implicit copy constructor copies an array member element by element;
  // C has no array assignment, and bitwise-copyable elements need no more
  // than their bytes.
  const Expr *Source = Loop.getCommonExpr()->getSourceExpr();
  if (!Source || !Ctx.getBaseElementType(F.getType()).isTriviallyCopyableType(Ctx)) {
    unsupported(F.getLocation(), "the copy of an array member whose elements have copy constructors of their own");
    return "";
  }
  std::string Space = addrSpaceKeyword(FE.spaceOf(Source));
  return "  {\n    __private uchar *amp_d = (__private uchar *)" + Member + ";\n    " + Space +
         " const uchar *amp_s = (" + Space + " const uchar *)(" + FE.expr(Source) +
         ");\n    for (uint amp_k = 0; amp_k < sizeof(" + Member + "); ++amp_k)\n      amp_d[amp_k] = amp_s[amp_k];\n  }\n";
}

std::string ProgramLowering::arrayMemberInit(FunctionEmitter &FE, const std::string &Target, const InitListExpr &List) {
  // `arr{1, 2, 3}`, `int arr[3] = {4, 5, 6}`: C assigns no arrays; each
  // element is assigned, those the list leaves out value-initialised.
  const InitListExpr &IL = List.isSemanticForm() || !List.getSemanticForm() ? List : *List.getSemanticForm();
  const ConstantArrayType *AT = Ctx.getAsConstantArrayType(IL.getType());
  uint64_t Size = AT ? AT->getSize().getZExtValue() : IL.getNumInits();
  std::string Out;
  for (uint64_t I = 0; I < Size; ++I) {
    std::string Element = Target + "[" + std::to_string(I) + "]";
    const Expr *Init = I < IL.getNumInits() ? IL.getInit(static_cast<unsigned>(I)) : IL.getArrayFiller();
    if (const auto *Nested = dyn_cast_or_null<InitListExpr>(Init ? Init->IgnoreImplicit() : nullptr);
        Nested && Nested->getType()->isArrayType()) {
      Out += arrayMemberInit(FE, Element, *Nested);
      continue;
    }
    QualType ET = AT ? AT->getElementType() : Init->getType();
    std::string Value = Init && !isa<ImplicitValueInitExpr>(Init) ? FE.expr(Init)
                        : ET->isScalarType()                       ? "0"
                                                                   : "((" + FE.type(ET, List.getBeginLoc()) + "){0})";
    Out += "  " + Element + " = " + Value + ";\n";
  }
  return Out;
}

void ProgramLowering::emitFunction(const FunctionDecl &FD, const std::string &Sig, const std::string &Name) {
  const FunctionDecl *Def = FD.getDefinition();
  if (!Def && FD.isDefaulted())
    Def = &FD; // a trivial special member Clang never defined
  if (!Def || (!Def->hasBody() && !Def->isDefaulted())) {
    unsupported(FD.getLocation(), "a call to '" + FD.getNameAsString() + "', whose definition is not visible");
    return;
  }
  // A function returning references into several spaces learns so from its
  // return statements, and is emitted again returning amp_ref structs.
  std::string Tagged;
  while (true) {
    FunctionEmitter FE(*this, *Def);
    if (!Tagged.empty())
      FE.setTaggedReturns(Tagged);
    FunctionParts P;
    bindParameters(FE, *Def, Sig, P);
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
      constructorPrologue(FE, *Ctor, Name, P);
    std::string Body = FE.body(Def->getBody(), 1);
    if (FE.needsTaggedReturns() && Tagged.empty() && !FE.failed()) {
      Tagged = taggedStruct(FE.type(Def->getReturnType().getNonReferenceType().getUnqualifiedType(), Def->getLocation()));
      continue;
    }
    if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(Def))
      P.Epilogue = memberDestruction(FE, *Dtor, P.ThisSpace);
    std::string Header = functionHeader(FE, *Def, Name, P);
    if (FE.failed())
      return;
    Prototypes += Header + ";\n";
    Functions += Header + " {\n" + FE.temporaries() + P.Prologue + Body + P.Epilogue + "}\n";
    return;
  }
}

void ProgramLowering::bindParameters(FunctionEmitter &FE, const FunctionDecl &Function, const std::string &Sig,
                                     FunctionParts &P) {
  const FunctionDecl *Def = &Function;
  std::string &Params = P.Params, &Prologue = P.Prologue;
  AddrSpace &ThisSpace = P.ThisSpace;
  const auto *Method = dyn_cast<CXXMethodDecl>(Def);
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def);
  bool HasThis = Method && !Method->isStatic() && !Ctor;
  size_t Letter = 0;
  std::vector<std::tuple<const ParmVarDecl *, const Expr *, std::string>> Reassigned;
  auto addParam = [&](const std::string &P) { Params += (Params.empty() ? "" : ", ") + P; };
  QualType Class = Method ? Ctx.getRecordType(Method->getParent()) : QualType();
  bool ClassHoldsView = Method && Types.holdsView(Class);
  // After a struct holding views (or a pointer or reference to one) comes the
  // letter of the space its views point into.
  auto viewLetter = [&] { return addrSpaceOfLetter(Letter < Sig.size() ? Sig[Letter++] : 'g'); };
  if (HasThis) {
    AddrSpace AS = addrSpaceOfLetter(Letter < Sig.size() ? Sig[Letter++] : 'p');
    ThisSpace = AS;
    AddrSpace Views = ClassHoldsView ? viewLetter() : AddrSpace::Global;
    std::string Const = Method->isConst() ? "const " : "";
    std::string T = FE.type(Class, Def->getLocation(), Views);
    addParam(std::string(addrSpaceKeyword(AS)) + " " + Const + T + " *amp_this");
    FE.setThis("amp_this", AS);
    FE.setThisViewSpace(Views);
    if (Method->getParent()->isLambda())
      FE.bindCaptures(*Method, AS);
  }
  for (const ParmVarDecl *PD : Def->parameters()) {
    char L = Letter < Sig.size() ? Sig[Letter++] : 'v';
    std::string PName = Names::variable(*PD);
    QualType PT = PD->getType();
    llvm::StringRef Amp = ampClassName(PT);
    if (Amp == "array_view" || Amp == "array") {
      bool Ok = true;
      AddrSpace Views = L == 'v' ? AddrSpace::Global : addrSpaceOfLetter(L);
      addParam(Types.viewType(PT, Ok, Views) + " " + PName);
      FE.bindView(PD, PName, PT, Views);
      continue;
    }
    AddrSpace Views = AddrSpace::Global;
    if (Types.holdsView(PT->isPointerType() ? PT->getPointeeType() : PT)) {
      Views = viewLetter();
      FE.setViewSpace(PD, Views);
    }
    // A pointer or reference to a C array (`const int (&a)[4]`) points at the
    // whole array: `__private const int (*a)[4]`.
    auto pointerParam = [&](QualType Target, AddrSpace AS) {
      bool Ok = true;
      if (Ctx.getAsConstantArrayType(Target))
        return Types.declarePointer(PT, PName, AS, AS, Ok);
      return std::string(addrSpaceKeyword(AS)) + " " + FE.type(Target, PD->getLocation(), Views) + " *" + PName;
    };
    if (PT->isPointerType()) {
      AddrSpace AS = addrSpaceOfLetter(L);
      addParam(pointerParam(PT->getPointeeType(), AS));
      VarBinding B = VarBinding::plain(PName, AddrSpace::Private);
      B.PointeeSpace = AS;
      FE.bind(PD, B);
    } else if (PT->isReferenceType() && PT.getNonReferenceType()->isPointerType()) {
      // `int *&p`: a pointer to the caller's pointer, or the pointer itself
      // when the caller's is a temporary ('v').
      AddrSpace Points = addrSpaceOfLetter(Letter < Sig.size() ? Sig[Letter++] : 'p');
      bool Ok = true;
      VarBinding B;
      if (L == 'v') {
        // The callee's own pointer: when its first use assigns it, it points
        // where that assignment says, whatever the caller's temporary did.
        if (const Expr *First = assignedBeforeUse(Def->getBody(), PD)) {
          addParam(Types.declarePointer(PT.getNonReferenceType(), "amp_unused_" + PName, Points, Points, Ok));
          Reassigned.push_back({PD, First, PName});
        } else {
          addParam(Types.declarePointer(PT.getNonReferenceType(), PName, Points, Points, Ok));
        }
        B = VarBinding::plain(PName, AddrSpace::Private);
      } else {
        addParam(Types.declarePointer(PT, PName, addrSpaceOfLetter(L), Points, Ok));
        B = VarBinding::plain("(*" + PName + ")", addrSpaceOfLetter(L));
      }
      if (!Ok)
        FE.type(PT.getNonReferenceType(), PD->getLocation()); // reports the type
      B.PointeeSpace = Points;
      FE.bind(PD, B);
    } else if (PT->isReferenceType() && L == 't') {
      // A reference into several spaces (TaggedReferences.cpp).
      std::string Struct = taggedStruct(FE.type(PT.getNonReferenceType().getUnqualifiedType(), PD->getLocation()));
      addParam(Struct + " " + PName);
      FE.bindTagged(PD, PName, Struct);
    } else if (PT->isReferenceType() && L != 'v') {
      AddrSpace AS = addrSpaceOfLetter(L);
      addParam(pointerParam(PT.getNonReferenceType(), AS));
      FE.bind(PD, VarBinding::plain("(*" + PName + ")", AS));
    } else {
      addParam(FE.type(PT.getNonReferenceType().getUnqualifiedType(), PD->getLocation(), Views) + " " + PName);
    }
  }
  for (const auto &[PD, First, PName] : Reassigned) {
    // Every parameter is bound now, so the assigned value's space is known.
    AddrSpace Points = FE.pointeeSpace(First);
    bool Ok = true;
    Prologue += "  " + Types.declarePointer(PD->getType().getNonReferenceType(), PName, Points, Points, Ok) + ";\n";
    VarBinding B = VarBinding::plain(PName, AddrSpace::Private);
    B.PointeeSpace = Points;
    FE.bind(PD, B);
  }
  unsigned TileStaticNo = 0;
  for (const VarDecl *V : tileStaticNeeds(*Def)) {
    std::string Pointer = "amp_ts" + std::to_string(TileStaticNo++) + "_" + Names::local(V->getName());
    bool Ok = true;
    addParam("__local " + Types.declare(V->getType(), "(*" + Pointer + ")", Ok));
    FE.bindTileStatic(V, Pointer);
  }
  if (sanitizerChecks())
    addParam("__global uint *amp_san, __local uint *amp_san_l");
}

void ProgramLowering::constructorPrologue(FunctionEmitter &FE, const CXXConstructorDecl &Constructor,
                                          const std::string &Name, FunctionParts &P) {
  const CXXConstructorDecl *Ctor = &Constructor;
  const FunctionDecl *Def = Ctor;
  QualType Class = Ctx.getRecordType(Ctor->getParent());
  std::string &Prologue = P.Prologue, &Epilogue = P.Epilogue;
  AddrSpace &ObjectViews = P.ObjectViews;
  // The object's views point where the initializers of its members (or bases)
  // holding views do: an array_view has no default constructor, so every
  // constructor initializes them.
  FE.setThis("amp_this", AddrSpace::Private);
  std::optional<AddrSpace> Views;
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    const Expr *IE = Init->getInit();
    if (!IE || (!Init->isBaseInitializer() && !Init->getMember()))
      continue;
    QualType FT = Init->isBaseInitializer() ? QualType(Init->getBaseClass(), 0) : Init->getMember()->getType();
    if (!Types.holdsView(FT))
      continue;
    AddrSpace AS = FE.viewSpace(IE);
    if (Views && *Views != AS)
      unsupported(IE->getBeginLoc(), "an object holding views over different address spaces");
    Views = AS;
  }
  ObjectViews = Views.value_or(AddrSpace::Global);
  ReturnViewSpaces[Name] = ObjectViews;
  FE.setThisViewSpace(ObjectViews);
  // Constructors build and return their object, so temporaries need no storage.
  std::string T = FE.type(Class, Def->getLocation(), ObjectViews);
  Prologue += "  " + T + " amp_obj;\n  __private " + T + " *amp_this = &amp_obj;\n";
  FE.setThis("amp_this", AddrSpace::Private);
  FE.setBareReturn("return amp_obj;");
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    if (!Init->isWritten() && !Init->getInit())
      continue;
    if (Init->isDelegatingInitializer()) {
      // `Q() : Q(3) {}`: the target constructor builds the whole object.
      Prologue += "  *amp_this = " + FE.expr(Init->getInit()) + ";\n";
    } else if (Init->isBaseInitializer()) {
      std::string Field = baseFieldName(*Ctor->getParent(), *Init->getBaseClass()->getAsCXXRecordDecl());
      // tiled_extent is its extent on the device: that base is the object
      // (the other, tile_dims, holds only constants).
      if (ampClassName(Ctor->getParent()) == "tiled_extent") {
        if (ampClassName(Init->getBaseClass()->getAsCXXRecordDecl()) == "extent")
          Prologue += "  *amp_this = " + FE.expr(Init->getInit()) + ";\n";
      }
      // An empty base has nothing to store; its constructor still runs.
      else
        Prologue += Field.empty() ? "  (void)" + FE.expr(Init->getInit()) + ";\n"
                                  : "  amp_this->" + Field + " = " + FE.expr(Init->getInit()) + ";\n";
    } else if (const FieldDecl *F = Init->getMember()) {
      const Expr *IE = Init->getInit();
      if (const auto *CE = dyn_cast<CXXConstructExpr>(IE); CE && CE->getConstructor()->isTrivial() && CE->getNumArgs() == 0 &&
          !CE->requiresZeroInitialization()) // `: m()` zeroes a trivial member
        continue;
      std::string Member = "amp_this->" + Names::field(*F);
      if (const auto *Loop = dyn_cast<ArrayInitLoopExpr>(IE)) {
        Prologue += arrayMemberCopy(FE, Member, *F, *Loop);
        continue;
      }
      const Expr *Written = isa<CXXDefaultInitExpr>(IE) ? cast<CXXDefaultInitExpr>(IE)->getExpr() : IE;
      if (const auto *List = dyn_cast<InitListExpr>(Written->IgnoreImplicit()); List && F->getType()->isArrayType()) {
        Prologue += arrayMemberInit(FE, Member, *List);
        continue;
      }
      // A reference member (to a concurrency::array) holds its object's address.
      Prologue += "  " + Member + " = " + (F->getType()->isReferenceType() ? FE.addressOf(IE) : FE.expr(IE)) + ";\n";
    }
  }
  Epilogue = "  return amp_obj;\n";
}

std::string ProgramLowering::functionHeader(FunctionEmitter &FE, const FunctionDecl &Function, const std::string &Name,
                                            FunctionParts &P) {
  const FunctionDecl *Def = &Function;
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def);
  const auto *Method = dyn_cast<CXXMethodDecl>(Def);
  QualType Class = Method ? Ctx.getRecordType(Method->getParent()) : QualType();
  AddrSpace &ObjectViews = P.ObjectViews;
  const std::string &Params = P.Params;
  QualType RetT = Def->getReturnType();
  if (!Ctor && Types.holdsView(RetT)) {
    ObjectViews = FE.returnViewSpace();
    ReturnViewSpaces[Name] = ObjectViews;
  }
  // A returned pointer, or reference to an array (`int (*f(params))[4]` in
  // C's declarator syntax), points into the space its return statements name.
  bool PointerLike = !Ctor && (RetT->isPointerType() || (RetT->isReferenceType() &&
                                                         Ctx.getAsConstantArrayType(RetT.getNonReferenceType())));
  std::string Ret = Ctor          ? FE.type(Class, Def->getLocation(), ObjectViews)
                    : PointerLike ? ""
                                  : FE.type(RetT, Def->getLocation(), ObjectViews);
  std::string Declarator = Name + "(" + (Params.empty() ? "void" : Params) + ")";
  if (PointerLike) {
    ReturnSpaces[Name] = FE.returnSpace();
    bool Ok = true;
    Declarator = Types.declarePointer(RetT, Declarator, FE.returnSpace(), FE.returnSpace(), Ok);
    if (!Ok)
      FE.type(RetT, Def->getLocation()); // reports the type
  } else if (!Ctor && RetT->isReferenceType() && FE.taggedReturns()) {
    Ret = taggedStruct(FE.type(RetT.getNonReferenceType().getUnqualifiedType(), Def->getLocation()));
    TaggedReturns[Name] = Ret;
  } else if (!Ctor && RetT->isReferenceType()) {
    // A returned reference is a pointer into the space its return statements name.
    ReturnSpaces[Name] = FE.returnSpace();
    Ret = std::string(addrSpaceKeyword(FE.returnSpace())) + " " + Ret;
  }
  return Ret.empty() ? Declarator : Ret + " " + Declarator;
}

} // namespace ampclang
