// C++ statements as OpenCL C statements, one per line, indented.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace ampclang {

/// The temporary a reference's initializer materialises, if any (through
/// cleanups and const-adding casts).
static const MaterializeTemporaryExpr *boundTemporary(const Expr *Init) {
  while (Init) {
    if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(Init))
      Init = Cleanups->getSubExpr();
    else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Init); Cast && Cast->getCastKind() == CK_NoOp)
      Init = Cast->getSubExpr();
    else
      return dyn_cast<MaterializeTemporaryExpr>(Init);
  }
  return nullptr;
}

void FunctionEmitter::line(int Indent, const std::string &Text) {
  Out.append(static_cast<size_t>(Indent) * 2, ' ');
  Out += Text;
  Out += '\n';
}

/// \p Text without one pair of parentheses around all of it, if it has one:
/// `if ((a == b))` draws Clang's -Wparentheses-equality.
static std::string unwrap(std::string Text) {
  if (Text.size() < 2 || Text.front() != '(' || Text.back() != ')')
    return Text;
  int Depth = 0;
  for (size_t I = 0; I + 1 < Text.size(); ++I) {
    Depth += Text[I] == '(' ? 1 : Text[I] == ')' ? -1 : 0;
    if (Depth == 0)
      return Text; // the first '(' closes before the end
  }
  return Text.substr(1, Text.size() - 2);
}

void FunctionEmitter::bindTileStatic(const VarDecl *V, const std::string &Pointer) {
  TileStaticPointers[V] = Pointer;
  bind(V, VarBinding::plain("(*" + Pointer + ")", AddrSpace::Local));
}

std::string FunctionEmitter::tileStaticPointer(const VarDecl *V) {
  auto It = TileStaticPointers.find(V);
  if (It != TileStaticPointers.end())
    return It->second;
  if (!HoistLocals)
    return fail(nullptr, "a tile_static variable of a function no tiled kernel calls");
  std::string Unique = Names::local(V->getName()) + "_" + std::to_string(HoistedCount++);
  bool Ok = true;
  *HoistLocals += "  __local " + P.types().declare(V->getType(), Unique, Ok) + ";\n";
  // The variable's address escapes (a volatile store no work-item runs): to
  // LLVM a kernel's __local variable is an internal global only the kernel
  // names, so without it -O2 may keep one in each work-item's registers
  // across barriers. PoCL 3.1 compiles CPU kernels that way before forming
  // its work-group loops, and GlobalOpt turns a __local scalar or struct that
  // every work-item stores before reading into a private variable (Microsoft's
  // EigenValues sample; run/tile-static-shared-flag.cpp).
  *HoistLocals += "  if (get_local_size(0) == 0u) { __local void *volatile amp_escape = &" + Unique + "; }\n";
  TileStaticPointers[V] = "&" + Unique;
  bind(V, VarBinding::plain(Unique, AddrSpace::Local));
  return "&" + Unique;
}

std::string FunctionEmitter::body(const Stmt *Body, int Indent) {
  Out.clear();
  Scopes.clear();
  pushScope(ScopeKind::Block);
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(Body)) {
    for (const Stmt *S : CS->body())
      stmt(S, Indent);
  } else if (Body) {
    stmt(Body, Indent);
  }
  popScope(Indent);
  return Out;
}

std::string FunctionEmitter::initializer(const Expr *Init, QualType T) {
  if (const auto *IL = dyn_cast<InitListExpr>(Init->IgnoreImplicit()))
    if (!ampClassName(T).size() && (T->isArrayType() || T->isRecordType()))
      return initList(IL);
  return expr(Init);
}

/// The right-hand side of the first `V = x` in \p S with x not a null pointer.
static const Expr *firstAssignment(const Stmt *S, const VarDecl *V, ASTContext &Ctx) {
  if (!S)
    return nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Assign) {
    const auto *L = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
    if (L && L->getDecl() == V && !B->getRHS()->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
      return B->getRHS();
  }
  for (const Stmt *Child : S->children())
    if (const Expr *Found = firstAssignment(Child, V, Ctx))
      return Found;
  return nullptr;
}

const Expr *FunctionEmitter::firstAssignment(const Stmt *Body, const VarDecl *V) {
  return ampclang::firstAssignment(Body, V, P.context());
}

void FunctionEmitter::varDecl(const VarDecl *V, int Indent) {
  std::string Name = Names::variable(*V);
  QualType T = V->getType();
  if (T->isReferenceType() && T.getNonReferenceType()->isPointerType() && V->getInit())
    return referenceToPointerDecl(V, Name, Indent);
  // Views, and structs holding them, point where their initial value does.
  bool HoldsView = P.types().holdsView(T->isPointerType() ? T->getPointeeType() : T);
  AddrSpace Views = AddrSpace::Global;
  if (HoldsView) {
    const Expr *Init = V->getInit();
    if (T->isPointerType() && (!Init || Init->isNullPointerConstant(P.context(), Expr::NPC_ValueDependentIsNotNull)))
      Init = firstAssignment(Fn.getBody(), V);
    if (Init)
      Views = viewSpace(Init);
    ViewSpaces[V] = Views;
  }
  if (T->isReferenceType())
    return referenceDecl(V, Name, Views, Indent);
  llvm::StringRef Amp = ampClassName(T);
  if (Amp == "array_view" || Amp == "array") {
    // A local view (a copy, a section, a projection...) is a view struct of its own.
    std::vector<AddrSpace> Spaces = {Views};
    assignedViewSpaces(V, Spaces);
    if (Spaces.size() > 1)
      return declareMultiSpaceView(V, Name, Spaces, Indent);
    std::string Init = V->getInit() ? " = " + viewValue(V->getInit()->IgnoreImplicit()) : "";
    bindView(V, Name, T, Views);
    line(Indent, type(T, V->getLocation(), Views) + " " + Name + Init + ";");
    return;
  }
  if (T->isPointerType())
    return pointerDecl(V, Name, Views, Indent);
  objectDecl(V, Name, Views, Indent);
}

void FunctionEmitter::referenceToPointerDecl(const VarDecl *V, const std::string &Name, int Indent) {
  bool Ok = true;
  QualType T = V->getType();
  // `int *&r = p;`: a pointer to p, which points where p does. Bound to a
  // temporary (`int *&&r = f();`), it is that pointer itself.
  const Expr *Init = V->getInit();
  AddrSpace Points = pointeeSpace(Init);
  VarBinding B;
  const Expr *Bare = isa<FullExpr>(Init) ? cast<FullExpr>(Init)->getSubExpr() : Init;
  if (Init->isGLValue() && !isa<MaterializeTemporaryExpr>(Bare->IgnoreParens())) {
    AddrSpace Where = spaceOf(Init);
    line(Indent, P.types().declarePointer(T, Name, Where, Points, Ok) + " = " + addressOf(Init) + ";");
    B = VarBinding::plain("(*" + Name + ")", Where);
  } else {
    line(Indent, P.types().declarePointer(T.getNonReferenceType(), Name, Points, Points, Ok) + " = " + expr(Init) + ";");
    B = VarBinding::plain(Name, AddrSpace::Private);
  }
  if (!Ok)
    type(T.getNonReferenceType(), V->getLocation()); // reports the type
  B.PointeeSpace = Points;
  bind(V, B);
}

void FunctionEmitter::referenceDecl(const VarDecl *V, const std::string &Name, AddrSpace Views, int Indent) {
  QualType T = V->getType();
  // A local reference becomes a pointer bound once; uses dereference it.
  const Expr *Init = V->getInit();
  if (Init && !isa<ExprWithCleanups>(Init) && isTagged(Init)) {
    // Bound to a reference into several spaces: it holds that amp_ref.
    std::string Struct = taggedStructOf(Init);
    line(Indent, Struct + " " + Name + " = " + taggedAddress(Init) + ";");
    bindTagged(V, Name, Struct);
    return;
  }
  if (const MaterializeTemporaryExpr *Temp = boundTemporary(Init)) {
    // `const int &r = b + 1;`: the temporary lives as long as the
    // reference, a private local of its own that the pointer points at.
    std::string Held = Name + "_held";
    line(Indent, type(Temp->getType().getUnqualifiedType(), V->getLocation(), Views) + " " + Held + " = " +
                     fullExpression(Temp->getSubExpr()) + ";");
    extendTemporary(*Temp, Held);
    line(Indent, "__private " + type(T.getNonReferenceType(), V->getLocation(), Views) + " *" + Name + " = &" +
                     Held + ";");
    bind(V, VarBinding::plain("(*" + Name + ")", AddrSpace::Private));
    return;
  }
  AddrSpace AS = Init ? spaceOf(Init) : AddrSpace::Private;
  std::string Decl;
  if (P.context().getAsConstantArrayType(T.getNonReferenceType())) {
    // `int (&ra)[5] = arr;` (and a range-for's range): a pointer to the whole array.
    bool Ok = true;
    Decl = P.types().declarePointer(T, Name, AS, AS, Ok);
    if (!Ok)
      type(T.getNonReferenceType(), V->getLocation()); // reports the type
  } else {
    Decl = std::string(addrSpaceKeyword(AS)) + " " + type(T.getNonReferenceType(), V->getLocation(), Views) + " *" +
           Name;
  }
  line(Indent, Decl + " = " + (Init ? addressOf(Init) : std::string("0")) + ";");
  bind(V, VarBinding::plain("(*" + Name + ")", AS));
  return;
}

void FunctionEmitter::pointerDecl(const VarDecl *V, const std::string &Name, AddrSpace Views, int Indent) {
  QualType T = V->getType();
  const Expr *Init = V->getInit();
  AddrSpace AS = Init ? pointeeSpace(Init) : AddrSpace::Private;
  if (!Init || Init->isNullPointerConstant(P.context(), Expr::NPC_ValueDependentIsNotNull)) {
    // `T *p = NULL;` then `p = &av[i];`: the pointer lives where it is later pointed.
    if (const Expr *Later = firstAssignment(Fn.getBody(), V))
      AS = pointeeSpace(Later);
  }
  VarBinding B = VarBinding::plain(Name, AddrSpace::Private);
  B.PointeeSpace = AS;
  bind(V, B);
  std::string Decl;
  if (P.context().getAsConstantArrayType(T->getPointeeType())) {
    // `int (*row)[4] = m + 1;`: a pointer to a whole array.
    bool Ok = true;
    Decl = P.types().declarePointer(T, Name, AS, AS, Ok);
  } else {
    Decl = std::string(addrSpaceKeyword(AS)) + " " + type(T->getPointeeType(), V->getLocation(), Views) + " *" + Name;
  }
  line(Indent, Decl + (Init ? " = " + expr(Init) : "") + ";");
  return;
}

void FunctionEmitter::objectDecl(const VarDecl *V, const std::string &Name, AddrSpace Views, int Indent) {
  bool Ok = true;
  QualType T = V->getType();
  // A closure's struct follows its lambda's captures: the lambda comes first.
  std::string ClosureInit;
  if (const auto *RD = T->getAsCXXRecordDecl(); RD && RD->isLambda() && V->getInit())
    ClosureInit = initializer(V->getInit(), T);
  std::string Decl = P.types().declare(T, Name, Ok, Views);
  if (!Ok)
    fail(V->getInit() ? static_cast<const Stmt *>(V->getInit()) : nullptr, "the type '" + T.getAsString() + "'");
  if (T->isSpecificBuiltinType(BuiltinType::Double))
    P.prelude().requireDouble();
  if (isTileStatic(*V)) {
    // OpenCL C allows __local variables only at a kernel's outermost scope:
    // kernels declare them first, functions receive pointers to them.
    tileStaticPointer(V);
    return;
  }
  const Expr *Init = V->getInit();
  // A construction whose default arguments bind temporaries (`C(const T& =
  // T())`) comes wrapped in their cleanups; the temporaries are the caller's
  // (FullExpressions.cpp) either way.
  if (const auto *Cleanups = dyn_cast_or_null<ExprWithCleanups>(Init);
      Cleanups && isa<CXXConstructExpr>(Cleanups->getSubExpr()) && T->isConstantArrayType())
    Init = Cleanups->getSubExpr();
  if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(Init)) {
    // A trivial default construction leaves the variable uninitialised, as in
    // C++; value-initialisation (`S s = S();`, `S s{};`) zeroes it.
    if (CE->getConstructor()->isDefaultConstructor() && CE->getConstructor()->isTrivial()) {
      if (CE->requiresZeroInitialization()) {
        line(Indent, Decl + " = {0};");
        return;
      }
      Init = nullptr;
    }
    else if (const auto *CA = P.context().getAsConstantArrayType(T)) {
      // `C arr[5];`: each element is constructed in turn, all dimensions as one.
      uint64_t Count = P.context().getConstantArrayElementCount(CA);
      QualType Elem = P.context().getBaseElementType(T);
      line(Indent, Decl + ";");
      line(Indent, "for (int amp_e = 0; amp_e < " + std::to_string(Count) + "; ++amp_e)");
      line(Indent + 1, "((__private " + type(Elem, V->getLocation()) + " *)" + Name + ")[amp_e] = " + construct(CE) + ";");
      return;
    }
  }
  if (!Init || isTileStatic(*V)) {
    line(Indent, Decl + ";");
    return;
  }
  if (const auto *Loop = dyn_cast<ArrayInitLoopExpr>(Init->IgnoreImplicit());
      Loop && Loop->getCommonExpr()->getSourceExpr() && !isa<ArrayInitLoopExpr>(Loop->getSubExpr())) {
    // A copy of a C array (`auto [a, b] = arr;`, a lambda's array capture):
    // element by element, as C assigns no arrays.
    QualType Elem = P.context().getBaseElementType(T);
    if (!Elem.isTriviallyCopyableType(P.context()))
      return void(fail(Init, "the copy of an array whose elements have copy constructors of their own"));
    line(Indent, Decl + ";");
    line(Indent, "for (int amp_i = 0; amp_i < " + std::to_string(Loop->getArraySize().getZExtValue()) + "; ++amp_i)");
    line(Indent + 1, Name + "[amp_i] = (" + expr(Loop->getCommonExpr()->getSourceExpr()) + ")[amp_i];");
    return;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Init); CE && T->isConstantArrayType()) {
    // `A a[10];` of a class with a constructor: C has no array initializer
    // from a call, so each element is constructed in turn.
    QualType Elem = P.context().getBaseElementType(T);
    uint64_t Count = P.context().getConstantArrayElementCount(P.context().getAsConstantArrayType(T));
    std::string ElemT = type(Elem, V->getLocation(), Views);
    line(Indent, Decl + ";");
    line(Indent, "for (int amp_i = 0; amp_i < " + std::to_string(Count) + "; ++amp_i)");
    line(Indent + 1, "((__private " + ElemT + " *)" + Name + ")[amp_i] = " + expr(CE) + ";");
    return;
  }
  line(Indent, Decl + " = " + (ClosureInit.empty() ? initializer(Init, T) : ClosureInit) + ";");
}

// Long by design: one branch per kind of statement, each a few lines of the
// C it becomes, read top to bottom as a table.
void FunctionEmitter::stmt(const Stmt *S, int Indent) {
  statementOfKind(S, Indent);
  if (S && isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S))
    loopExitValues(*S, Indent);
}

void FunctionEmitter::statementOfKind(const Stmt *S, int Indent) {
  if (!S)
    return;
  // A local view holding views over several spaces: expression and return
  // statements using it are emitted once per space; elsewhere it is not lowered.
  if ((isa<Expr>(S) || isa<ReturnStmt>(S)) && multiSpaceStmt(S, Indent))
    return;
  auto rejectMultiSpace = [&](const Stmt *Part) {
    if (multiSpaceViewIn(Part))
      fail(Part, "a declaration or condition using an array_view assigned views over different address spaces");
  };
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    rejectMultiSpace(DS);
  else if (const auto *If = dyn_cast<IfStmt>(S))
    rejectMultiSpace(If->getCond());
  else if (const auto *For = dyn_cast<ForStmt>(S))
    rejectMultiSpace(For->getCond()), rejectMultiSpace(For->getInc());
  else if (const auto *While = dyn_cast<WhileStmt>(S))
    rejectMultiSpace(While->getCond());
  else if (const auto *Do = dyn_cast<DoStmt>(S))
    rejectMultiSpace(Do->getCond());
  else if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    rejectMultiSpace(Switch->getCond());
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    line(Indent, "{");
    pushScope(ScopeKind::Block);
    for (const Stmt *Child : CS->body())
      stmt(Child, Indent + 1);
    popScope(Indent + 1);
    line(Indent, "}");
  } else if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      if (const auto *V = dyn_cast<VarDecl>(D)) {
        varDecl(V, Indent);
        registerDestruction(V);
        // A tuple-like structured binding's variables (`get<I>(e)` each).
        if (const auto *Decomposition = dyn_cast<DecompositionDecl>(V))
          for (const BindingDecl *B : Decomposition->bindings())
            if (const VarDecl *Holding = B->getHoldingVar()) {
              varDecl(Holding, Indent);
              registerDestruction(Holding);
            }
      } else if (!isa<TypedefNameDecl>(D) && !isa<RecordDecl>(D) && !isa<UsingDecl>(D) &&
               !isa<StaticAssertDecl>(D) && !isa<UsingDirectiveDecl>(D) && !isa<EnumDecl>(D) &&
               !isa<FunctionDecl>(D)) // a local declaration of a function (the most vexing parse)
        fail(S, "this local declaration");
    }
  } else if (const auto *E = dyn_cast<Expr>(S)) {
    // A call returning a reference may read as `(*f())`, which C warns is unused.
    const auto *Call = dyn_cast<CallExpr>(E->IgnoreImplicit());
    bool Discard = Call && Call->getDirectCallee() && Call->getDirectCallee()->getReturnType()->isReferenceType();
    std::string Text;
    if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E)) {
      materialize(Cleanups->getSubExpr()); // `T(...);` builds a temporary
      Text = fullExpression(Cleanups->getSubExpr(), /*Discarded=*/true);
    } else {
      Text = expr(E);
    }
    line(Indent, (Discard ? "(void)" : "") + Text + ";");
  } else if (const auto *If = dyn_cast<IfStmt>(S)) {
    if (If->isConsteval())
      return void(fail(S, "if consteval"));
    if (LockstepIfs.contains(If))
      return lockstepIf(*If, Indent);
    line(Indent, "{");
    pushScope(ScopeKind::Block);
    if (If->getInit())
      stmt(If->getInit(), Indent + 1);
    if (const VarDecl *V = If->getConditionVariable()) {
      varDecl(V, Indent + 1);
      registerDestruction(V);
    }
    bool Taken = false;
    if (If->isConstexpr() && If->getCond()->EvaluateAsBooleanCondition(Taken, P.context())) {
      // Only the branch an `if constexpr` keeps: the other was never
      // instantiated, and a constant condition would be OpenCL C noise.
      if (const Stmt *Kept = Taken ? If->getThen() : If->getElse())
        stmt(Kept, Indent + 1);
    } else {
      line(Indent + 1, "if (" + unwrap(sanitizeCondition(If, If->getCond(), expr(If->getCond()))) + ")");
      stmt(If->getThen(), Indent + 2);
      if (If->getElse()) {
        line(Indent + 1, "else");
        stmt(If->getElse(), Indent + 2);
      }
    }
    popScope(Indent + 1);
    line(Indent, "}");
  } else if (const auto *For = dyn_cast<ForStmt>(S)) {
    line(Indent, "{");
    pushScope(ScopeKind::Block);
    if (For->getInit())
      stmt(For->getInit(), Indent + 1);
    std::string Inc = For->getInc() ? expr(For->getInc()) : "";
    if (const VarDecl *V = For->getConditionVariable()) {
      // C++ runs the increment while the condition's variable lives: it is
      // destroyed after it, so the increment ends each iteration's block.
      line(Indent + 1, "for (;;)");
      conditionVariableLoop(*V, For->getCond(), For->getBody(), Indent + 1, Inc);
    } else {
      std::string Cond = For->getCond() ? unwrap(sanitizeCondition(For, For->getCond(), expr(For->getCond()))) : "";
      line(Indent + 1, "for (; " + Cond + "; " + Inc + ")");
      loopBody(For->getBody(), Indent + 2, ScopeKind::Loop);
    }
    popScope(Indent + 1);
    line(Indent, "}");
  } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
    if (const VarDecl *V = While->getConditionVariable()) {
      line(Indent, "for (;;)");
      conditionVariableLoop(*V, While->getCond(), While->getBody(), Indent);
      return;
    }
    line(Indent, "while (" + unwrap(sanitizeCondition(While, While->getCond(), expr(While->getCond()))) + ")");
    loopBody(While->getBody(), Indent + 1, ScopeKind::Loop);
  } else if (const auto *Range = dyn_cast<CXXForRangeStmt>(S)) {
    rangeFor(*Range, Indent);
  } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
    line(Indent, "do");
    loopBody(Do->getBody(), Indent + 1, ScopeKind::Loop);
    line(Indent, "while (" + unwrap(sanitizeCondition(Do, Do->getCond(), expr(Do->getCond()))) + ");");
  } else if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
    switchStmt(*Switch, Indent);
  } else if (const auto *Case = dyn_cast<SwitchCase>(S)) {
    line(Indent, SwitchLabels.lookup(Case) + ": ;");
    stmt(Case->getSubStmt(), Indent + 1);
  } else if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
    jumpOutOfIteration(isa<BreakStmt>(S), Indent);
  } else if (isa<NullStmt>(S)) {
    line(Indent, ";");
  } else if (const auto *Ret = dyn_cast<ReturnStmt>(S); Ret && pendingDestructions(0)) {
    returnDestroying(Ret, Indent);
  } else if (const auto *Ret = dyn_cast<ReturnStmt>(S)) {
    if (Ret->getRetValue() && P.types().holdsView(Fn.getReturnType())) {
      // A returned view (or struct holding views) points into one space, as a returned reference does.
      AddrSpace AS = viewSpace(Ret->getRetValue());
      if (ReturnViewSpace && *ReturnViewSpace != AS)
        fail(Ret->getRetValue(), "a function returning views over different address spaces");
      ReturnViewSpace = AS;
    }
    if (Ret->getRetValue() && Fn.getReturnType()->isPointerType())
      noteReturnedPointer(Ret->getRetValue());
    if (Ret->getRetValue() && Fn.getReturnType()->isReferenceType()) {
      const Expr *Value = Ret->getRetValue();
      if (std::string Tagged = returnedReference(Value); !Tagged.empty())
        line(Indent, "return " + Tagged + ";");
      else
        line(Indent, "return " + addressOf(Value) + ";");
    } else if (Ret->getRetValue() && !Ret->getRetValue()->getType()->isVoidType())
      line(Indent, "return " + expr(Ret->getRetValue()) + ";");
    else if (Ret->getRetValue())
      line(Indent, expr(Ret->getRetValue()) + "; " + BareReturn);
    else
      line(Indent, BareReturn);
  } else if (const auto *Attributed = dyn_cast<AttributedStmt>(S)) {
    stmt(Attributed->getSubStmt(), Indent);
  } else {
    fail(S, std::string("statement of kind ") + S->getStmtClassName());
  }
}

} // namespace ampclang

namespace ampclang {

void FunctionEmitter::jumpOutOfIteration(bool Break, int Indent) {
  // The scope the jump leaves: a loop, or a switch for `break`; `continue`
  // also leaves a switch written as a loop run once (SwitchEmitter.cpp),
  // whose flag then continues the loop after it.
  size_t Down = 0;
  for (size_t I = Scopes.size(); I-- > 0 && !Down;)
    if (Scopes[I].K == ScopeKind::Loop ||
        (Scopes[I].K == ScopeKind::Switch && (Break || !Scopes[I].ContinueFlag.empty())))
      Down = I + 1;
  std::string Jump = Break ? "break;" : "continue;";
  if (Down && Scopes[Down - 1].K == ScopeKind::Switch) {
    const Scope &Switch = Scopes[Down - 1];
    if (Break && !Switch.BreakLabel.empty())
      Jump = "goto " + Switch.BreakLabel + ";";
    else if (!Break)
      Jump = "{ " + Switch.ContinueFlag + " = 1; break; }";
  }
  const std::string Increment = !Break && Down ? Scopes[Down - 1].Increment : "";
  if (!pendingDestructions(Down) && Increment.empty())
    return line(Indent, Jump);
  line(Indent, "{");
  if (!Increment.empty()) {
    // Scope Down holds the condition's variable (conditionVariableLoop):
    // the body's scopes end, the increment runs, then the variable ends.
    destroyScopes(Indent + 1, Down + 1);
    line(Indent + 1, Increment + ";");
    for (auto It = Scopes[Down].Destroys.rbegin(); It != Scopes[Down].Destroys.rend(); ++It)
      line(Indent + 1, *It);
  } else {
    destroyScopes(Indent + 1, Down);
  }
  line(Indent + 1, Jump);
  line(Indent, "}");
}

void FunctionEmitter::conditionVariableLoop(const VarDecl &V, const Expr *Cond, const Stmt *Body, int Indent,
                                            const std::string &Increment) {
  // `while (int w = f())`, `while (Cursor c = next())`: each iteration
  // declares the variable afresh and leaves when its condition fails. One
  // with a destructor is destroyed at the end of each iteration, when the
  // condition fails, and by `break` and `continue` (its own scope inside the
  // loop's). A `for` loop's increment runs at the end of the iteration and
  // on `continue`, before that destruction.
  line(Indent, "{");
  pushScope(ScopeKind::Loop);
  Scopes.back().Increment = Increment;
  pushScope(ScopeKind::Block);
  varDecl(&V, Indent + 1);
  registerDestruction(&V);
  std::string Leave;
  for (const std::string &Destroy : Scopes.back().Destroys)
    Leave += Destroy + " ";
  line(Indent + 1, "if (!(" + unwrap(expr(Cond)) + ")) { " + Leave + "break; }");
  stmt(Body, Indent + 1);
  if (!Increment.empty())
    line(Indent + 1, Increment + ";");
  popScope(Indent + 1);
  Scopes.pop_back();
  line(Indent, "}");
}

void FunctionEmitter::rangeFor(const CXXForRangeStmt &Range, int Indent) {
  // `for (x : r)` is the loop C++ defines it as: the range bound to a
  // reference, begin and end iterators, then a per-iteration loop variable.
  const VarDecl *Loop = Range.getLoopVariable();
  line(Indent, "{");
  pushScope(ScopeKind::Block);
  for (const Stmt *Part : std::initializer_list<const Stmt *>{Range.getInit(), Range.getRangeStmt(),
                                                             Range.getBeginStmt(), Range.getEndStmt()})
    stmt(Part, Indent + 1);
  line(Indent + 1, "for (; " + unwrap(expr(Range.getCond())) + "; " + expr(Range.getInc()) + ")");
  line(Indent + 1, "{");
  pushScope(ScopeKind::Loop);
  pushScope(ScopeKind::Block); // the loop variable, destroyed after each iteration
  varDecl(Loop, Indent + 2);
  registerDestruction(Loop);
  stmt(Range.getBody(), Indent + 2);
  popScope(Indent + 2);
  Scopes.pop_back();
  line(Indent + 1, "}");
  popScope(Indent + 1);
  line(Indent, "}");
}

void FunctionEmitter::loopBody(const Stmt *Body, int Indent, ScopeKind K) {
  // `break` and `continue` leave the scopes opened inside the body.
  pushScope(K);
  stmt(Body, Indent);
  Scopes.pop_back();
}

std::string FunctionEmitter::returnedReference(const Expr *Value) {
  // A returned reference points where the return statements say: one space,
  // or several (then the function returns amp_ref structs, emitted again).
  if (taggedReturns())
    return taggedAddress(Value);
  AddrSpace AS = spaceOf(Value);
  if (isTagged(Value) || (ReturnSpace && *ReturnSpace != AS)) {
    NeedsTaggedReturn = true;
    return "0";
  }
  ReturnSpace = AS;
  return "";
}

void FunctionEmitter::noteReturnedPointer(const Expr *Value) {
  AddrSpace AS = pointeeSpace(Value);
  if (ReturnSpace && *ReturnSpace != AS)
    fail(Value, "a function returning pointers into different address spaces");
  ReturnSpace = AS;
}

void FunctionEmitter::returnDestroying(const ReturnStmt *Ret, int Indent) {
  // The value is computed before the locals it may read are destroyed.
  const Expr *Value = Ret->getRetValue();
  if (Value && Fn.getReturnType()->isPointerType())
    noteReturnedPointer(Value);
  line(Indent, "{");
  if (Value && Fn.getReturnType()->isReferenceType()) {
    if (std::string Tagged = returnedReference(Value); !Tagged.empty())
      line(Indent + 1, TaggedReturn + " amp_ret = " + Tagged + ";");
    else
      line(Indent + 1, std::string(addrSpaceKeyword(returnSpace())) + " " +
                           type(Value->getType(), Value->getBeginLoc()) + " *amp_ret = " + addressOf(Value) + ";");
    destroyScopes(Indent + 1, 0);
    line(Indent + 1, "return amp_ret;");
  } else if (Value && !Value->getType()->isVoidType()) {
    llvm::StringRef Amp = ampClassName(Fn.getReturnType());
    if (Amp == "array_view" || Amp == "array")
      fail(Value, "a return of a view from a scope with destructors to run");
    line(Indent + 1, type(Fn.getReturnType(), Value->getBeginLoc()) + " amp_ret = " + expr(Value) + ";");
    destroyScopes(Indent + 1, 0);
    line(Indent + 1, "return amp_ret;");
  } else {
    if (Value)
      line(Indent + 1, expr(Value) + ";");
    destroyScopes(Indent + 1, 0);
    line(Indent + 1, BareReturn);
  }
  line(Indent, "}");
}

} // namespace ampclang
