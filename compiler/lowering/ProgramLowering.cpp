// Kernels become __kernel functions taking the argument block (by value, or
// in __constant memory when large) and one __global pointer per captured
// array_view; callees follow from a worklist.
#include "lowering/ProgramLowering.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/InstantiationKey.h"
#include "lowering/UnusedHelpers.h"

#include "llvm/Support/xxhash.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {

ProgramLowering::ProgramLowering(ASTContext &Ctx, AmpDiagnostics &Diags, llvm::StringRef Stem)
    : Ctx(Ctx), Diags(Diags), Stem(sanitizeIdentifier(Stem)), N(Ctx), Types(Ctx, N, Prelude) {}

void ProgramLowering::unsupported(SourceLocation Loc, llvm::StringRef What) {
  ++Failures;
  Diags.report(AmpDiag::UnsupportedConstruct, Loc) << What;
}

std::string ProgramLowering::requestFunction(const FunctionDecl &FD, const std::string &Sig) {
  std::string Name = N.function(FD) + (Sig.empty() ? "" : "_" + Sig);
  Reached.insert(FD.getCanonicalDecl());
  if (!Requested.insert({Name, true}).second)
    return Name;
  // Callers need to know where a returned reference or pointer, or returned
  // views, point; a constructor returns its object, holding views maybe.
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD);
  if (FD.getReturnType()->isReferenceType() || FD.getReturnType()->isPointerType() ||
      Types.holdsView(FD.getReturnType()) ||
      (Ctor && Types.holdsView(Ctx.getRecordType(Ctor->getParent()))))
    emitFunction(FD, Sig, Name); // amp code cannot recurse, so this ends
  else
    Pending.emplace_back(&FD, Sig, Name);
  return Name;
}

namespace {
/// tile_static declarations and user callees of one function body.
class TileStaticScan : public RecursiveASTVisitor<TileStaticScan> {
public:
  std::vector<const VarDecl *> Own;
  std::vector<const FunctionDecl *> Callees;
  bool shouldVisitLambdaBody() const { return false; }
  // A tile_static variable's implicit default construction never runs.
  bool TraverseVarDecl(VarDecl *V) {
    if (isUnconstructedTileStatic(*V))
      return WalkUpFromVarDecl(V);
    return RecursiveASTVisitor::TraverseVarDecl(V);
  }
  bool VisitVarDecl(VarDecl *V) {
    if (isTileStatic(*V) && !llvm::is_contained(Own, V))
      Own.push_back(V);
    return true;
  }
  // A local class's method names a tile_static variable of the enclosing
  // function: it receives a pointer to it as if it declared it.
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()); V && isTileStatic(*V) && !llvm::is_contained(Own, V))
      Own.push_back(V);
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    if (const FunctionDecl *F = C->getDirectCallee(); F && !isAmpLibraryDecl(*F))
      Callees.push_back(F);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    Callees.push_back(C->getConstructor());
    return true;
  }
};
} // namespace

std::vector<const VarDecl *> ProgramLowering::tileStaticNeeds(const FunctionDecl &FD) {
  const FunctionDecl *Def = FD.getDefinition() ? FD.getDefinition() : &FD;
  auto It = TileStaticNeeds.find(Def);
  if (It != TileStaticNeeds.end())
    return It->second;
  TileStaticNeeds[Def]; // amp code cannot recurse; this only ends a cycle the checks reported
  std::vector<const VarDecl *> Needs;
  if (Def->hasBody()) {
    TileStaticScan Scan;
    Scan.TraverseStmt(Def->getBody());
    Needs = Scan.Own;
    for (const FunctionDecl *Callee : Scan.Callees)
      for (const VarDecl *V : tileStaticNeeds(*Callee))
        if (!llvm::is_contained(Needs, V))
          Needs.push_back(V);
  }
  TileStaticNeeds[Def] = Needs;
  return Needs;
}

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
  FunctionEmitter FE(*this, *Def);
  const auto *Method = dyn_cast<CXXMethodDecl>(Def);
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def);
  bool HasThis = Method && !Method->isStatic() && !Ctor;
  size_t Letter = 0;
  std::string Params, Prologue, Epilogue;
  std::vector<std::tuple<const ParmVarDecl *, const Expr *, std::string>> Reassigned;
  auto addParam = [&](const std::string &P) { Params += (Params.empty() ? "" : ", ") + P; };
  QualType Class = Method ? Ctx.getRecordType(Method->getParent()) : QualType();
  bool ClassHoldsView = Method && Types.holdsView(Class);
  // After a struct holding views (or a pointer or reference to one) comes the
  // letter of the space its views point into.
  auto viewLetter = [&] { return addrSpaceOfLetter(Letter < Sig.size() ? Sig[Letter++] : 'g'); };
  AddrSpace ThisSpace = AddrSpace::Private;
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
  std::string Body;
  AddrSpace ObjectViews = AddrSpace::Global;
  if (Ctor) {
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
  Body = FE.body(Def->getBody(), 1);
  if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(Def))
    Epilogue = memberDestruction(FE, *Dtor, ThisSpace);
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
  } else if (!Ctor && RetT->isReferenceType()) {
    // A returned reference is a pointer into the space its return statements name.
    ReturnSpaces[Name] = FE.returnSpace();
    Ret = std::string(addrSpaceKeyword(FE.returnSpace())) + " " + Ret;
  }
  if (FE.failed())
    return;
  std::string Header = Ret.empty() ? Declarator : Ret + " " + Declarator;
  Prototypes += Header + ";\n";
  Functions += Header + " {\n" + FE.temporaries() + Prologue + Body + Epilogue + "}\n";
}

void ProgramLowering::emitPendingFunctions() {
  while (!Pending.empty()) {
    auto [FD, Sig, Name] = Pending.front();
    Pending.pop_front();
    emitFunction(*FD, Sig, Name);
  }
}

/// Whether code at the end of the file can name \p T: neither it nor its
/// template arguments are local classes or closures.
static bool nameableAtFileScope(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD)
    return true;
  if (RD->isLambda() || RD->getParentFunctionOrMethod())
    return false;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type && !nameableAtFileScope(A.getAsType()))
        return false;
  return true;
}

bool ProgramLowering::lowerKernel(const KernelSite &Site, LoweredKernel &Out) {
  unsigned FailuresBefore = Failures;
  SourceLocation Loc = Site.Call->getBeginLoc();
  if (!Site.CallOperator || !Site.KernelClass ||
      (!Site.Lambda && Site.KernelClass->isLambda())) {
    unsupported(Site.KernelArg->getBeginLoc(), "a kernel lambda whose lambda expression is not in this translation unit");
    return false;
  }
  // A functor launched in a template is filled by a function written after
  // the main file's text (HostRewriter), which must name its type.
  if (!Site.Lambda && Site.CallInTemplate && !nameableAtFileScope(QualType(Site.KernelClass->getTypeForDecl(), 0))) {
    unsupported(Site.KernelArg->getBeginLoc(), "a functor kernel launched in a template whose type is local to a function");
    return false;
  }
  if (Site.Bound) {
    // Its captures are copied by name where the lambda is made (HostRewriter):
    // an init-capture's name means nothing there.
    bool InitCapture = llvm::any_of(Site.Lambda->captures(), [](const LambdaCapture &C) {
      return C.capturesVariable() && cast<VarDecl>(C.getCapturedVar())->isInitCapture();
    });
    if (InitCapture || (Site.KernelVar && !Site.KernelVar->getType()->getContainedAutoType())) {
      unsupported(Site.KernelArg->getBeginLoc(),
                  "a kernel lambda passed by name that has init-captures or is held in a variable that is not 'auto'");
      return false;
    }
  }
  if (Site.Rank < 1 || (Site.Tiled && Site.Rank > 3)) {
    unsupported(Loc, "a compute domain of rank " + std::to_string(Site.Rank));
    return false;
  }
  SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  Out.Site = &Site;
  Out.Name = "amp_k_" + Stem + "_" + std::to_string(PL.getLine()) + "_" + std::to_string(PL.getColumn());
  // Each instantiation of a template's kernel is a kernel of its own.
  if (unsigned Seen = KernelNames[Out.Name]++)
    Out.Name += "_i" + std::to_string(Seen);
  Out.Layout = computeCaptureLayout(Site, Ctx);
  // What picks an instantiation's kernel at run time: a functor's own type, a
  // lambda's capture types (launch.h: type_key).
  if (!Site.Lambda)
    Out.TypeKey = N.typeidName(QualType(Site.KernelClass->getTypeForDecl(), 0)) + ";";
  else
    for (const CaptureSlot &S : Out.Layout.Slots) // a view inside a captured struct is not a capture
      Out.SlotKeys.push_back(S.HolderSlot < 0 ? N.typeidName(S.Type) : "");
  if (Site.Lambda && Site.InTemplateInstantiation) {
    InstantiationKey Key = instantiationKey(Site.FillContext, N);
    Out.TemplateKey = std::move(Key.DeviceKey);
    Out.KeyHostTypes = std::move(Key.HostTypes);
  }
  if (Out.Layout.CapturesThis) {
    unsupported(Site.KernelArg->getBeginLoc(), "a kernel lambda that captures *this");
    return false;
  }
  Prelude.requireRank(Site.Rank);

  Reached.insert(Site.CallOperator->getCanonicalDecl());
  FunctionEmitter FE(*this, *Site.CallOperator);
  const FunctionDecl &Op = *Site.CallOperator;
  if (Op.getNumParams() != 1) {
    unsupported(Op.getLocation(), "a kernel whose operator() does not take one index");
    return false;
  }
  KernelArguments Args = kernelArguments(Site, Out, FE);
  const ParmVarDecl *IdxParam = Op.getParamDecl(0);
  std::string Idx = Names::local(IdxParam->getName().empty() ? "amp_idx" : IdxParam->getName());
  std::string Entry = kernelIndex(Site, Idx, Args.Arg) + Args.Views;
  // A tiled kernel may take index<N>: tiled_index converts to its global index.
  bool GlobalOnly = Site.Tiled && ampClassName(IdxParam->getType().getNonReferenceType()) == "index";
  const std::string IdxBinding = GlobalOnly ? Idx + ".amp_u_global" : Idx;
  FE.bind(IdxParam, VarBinding::plain(IdxBinding, AddrSpace::Private));
  const std::string Start = Entry;
  std::string Hoisted;
  FE.hoistLocalsInto(Hoisted);
  std::string Body = FE.body(Op.getBody(), 1);
  Entry = Hoisted + FE.temporaries() + Entry;
  emitPendingFunctions();
  if (FE.failed() || Failures != FailuresBefore)
    return false;
  std::string Text = Args.Block + "\n" + Args.Params + "\n" + Entry + Body;
  for (size_t At = Text.find(Out.Name); At != std::string::npos; At = Text.find(Out.Name, At))
    Text.replace(At, Out.Name.size(), "@");
  Out.TextHash = llvm::xxh3_64bits(Text);
  Kernels += "typedef struct {\n" + Args.Block + "} amp_block_" + Out.Name + ";\n";
  Kernels += "__kernel void " + Out.Name + "(" + Args.Params + ") {\n" + Entry + Body + "}\n";
  // tile_static memory (undefined without tiles, but it compiles: Microsoft
  // warns) would be one variable for several lanes: no vector variant then.
  bool UsesTileStatic = !Hoisted.empty() || !tileStaticNeeds(*Site.CallOperator).empty();
  if (OwnIndexPlan Plan = planOwnIndex(Site); Plan.Eligible && !UsesTileStatic)
    Kernels += vectorVariant(Site, Plan, Out, Args.RestrictParams, Args.Views, Args.Binds, Idx);
  if (ImagePlan Images = planImageSamples(Site, Out.Layout); !Images.Samples.empty())
    Kernels += imageVariant(Site, Images, Out, Args, *IdxParam, IdxBinding, Start);
  return true;
}

std::string ProgramLowering::kernelIndex(const KernelSite &Site, const std::string &Idx, const std::string &Arg) {
  // The index parameter, from the work-item's global id. The runtime launches
  // exactly the domain (whole work-groups, then the remainder in ranges of
  // their own), so no work-item is padding and none needs a bounds check.
  std::string Entry, R = std::to_string(Site.Rank);
  if (Site.Tiled) {
    // Tiled domains are whole tiles (the runtime checks), so no work-item is
    // padding and all reach every barrier.
    Prelude.requireTiled(Site.Rank);
    Entry += "  amp_tiled_index_" + R + " " + Idx + ";\n";
    for (int K = 0; K < Site.Rank; ++K) {
      std::string Dim = std::to_string(Site.Rank - 1 - K), V = ".v[" + std::to_string(K) + "]";
      Entry += "  " + Idx + ".amp_u_global" + V + " = (int)get_global_id(" + Dim + ");\n";
      Entry += "  " + Idx + ".amp_u_local" + V + " = (int)get_local_id(" + Dim + ");\n";
      Entry += "  " + Idx + ".tile" + V + " = (int)get_group_id(" + Dim + ");\n";
      Entry += "  " + Idx + ".tile_origin" + V + " = " + Idx + ".tile" + V + " * " + std::to_string(Site.TileDims[K]) + ";\n";
    }
  } else if (Site.Rank > 3) {
    // OpenCL has three NDRange dimensions: the runtime launches a 1-D range over
    // extent.size() and each work-item recovers its index, last dimension fastest.
    Entry += "  amp_index_" + R + " " + Idx + ";\n";
    Entry += "  int amp_linear = (int)get_global_id(0);\n";
    Entry += "  for (int amp_k = " + std::to_string(Site.Rank - 1) + "; amp_k >= 0; --amp_k) {\n";
    Entry += "    " + Idx + ".v[amp_k] = amp_linear % " + Arg + "amp_domain.v[amp_k];\n";
    Entry += "    amp_linear /= " + Arg + "amp_domain.v[amp_k];\n  }\n";
  } else {
    Entry += "  amp_index_" + R + " " + Idx + ";\n";
    for (int K = 0; K < Site.Rank; ++K) {
      std::string Dim = std::to_string(Site.Rank - 1 - K);
      Entry += "  " + Idx + ".v[" + std::to_string(K) + "] = (int)get_global_id(" + Dim + ");\n";
    }
  }
  return Entry;
}


std::string ProgramLowering::programText() {
  return dropUnusedHelpers(Prelude.text() + Types.definitions() + Prototypes + Functions + Kernels);
}

} // namespace ampclang
