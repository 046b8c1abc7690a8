// A temporary bound to a non-const lvalue reference, under -fms-compatibility:
// Visual C++'s extension, kept with its meaning (VisualCppFixes.h).
#include "frontend/VisualCppFixes.h"
#include "ast/Restriction.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ampclang {

namespace {

/// The wrapper before \p Range and `)` after it, where the file spells it.
std::vector<DiagnosedEdit> wrapped(const SourceManager &SM, const LangOptions &LO, SourceRange Range, bool Amp) {
  if (Range.isInvalid() || Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
    return {};
  SourceLocation End = Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, LO);
  if (End.isInvalid() || SM.getFileID(End) != SM.getFileID(Range.getBegin()))
    return {};
  return {{Range.getBegin(), Amp ? "__amp_clang_lvalue_amp(" : "__amp_clang_lvalue("}, {End, ")"}};
}

/// The argument \p Arg stands for, and whether amp code holds it.
class ArgumentFinder : public RecursiveASTVisitor<ArgumentFinder> {
public:
  ArgumentFinder(const LvalueArgument &Arg, bool MemberCandidate)
      : Call(Arg.Call), Index(Arg.Index), Range(Arg.Range), Operand(Arg.Index + (MemberCandidate ? 1 : 0)) {}

  const Expr *Found = nullptr;
  bool InAmp = false;

  bool TraverseDecl(Decl *D) {
    auto *F = dyn_cast_or_null<FunctionDecl>(D);
    if (!F)
      return RecursiveASTVisitor::TraverseDecl(D);
    return within(getRestriction(*F).Amp, [&] { return RecursiveASTVisitor::TraverseDecl(D); });
  }
  bool TraverseLambdaExpr(LambdaExpr *E) {
    return within(getRestriction(*E->getCallOperator()).Amp, [&] { return RecursiveASTVisitor::TraverseLambdaExpr(E); });
  }

  bool VisitExpr(Expr *E) {
    if (Range.isValid() && !Found && E->getSourceRange() == Range)
      found(E);
    return !Found;
  }

  bool VisitCallExpr(CallExpr *E) {
    auto *Operator = dyn_cast<CXXOperatorCallExpr>(E); // `a == b`: its operands, below
    if (!(Operator && Operator->isInfixBinaryOp()) && calleeAt(E->getCallee()) && Index < E->getNumArgs())
      found(E->getArg(Index));
    return !Found;
  }
  // A call that failed (its callee, then its arguments), or a construction (its arguments).
  bool VisitRecoveryExpr(RecoveryExpr *E) {
    ArrayRef<Expr *> Subs = E->subExpressions();
    if (Subs.empty())
      return true;
    if (calleeAt(Subs.front())) {
      if (Index + 1 < Subs.size())
        found(Subs[Index + 1]);
    } else if (Call.isValid() && E->getBeginLoc() == Call && Index < Subs.size()) {
      found(Subs[Index]);
    } else if (Subs.size() == 2 && Operand < 2 && between(Subs[0], Subs[1])) {
      found(Subs[Operand]); // `a == tmp()`, reported at its operator
    }
    return !Found;
  }
  // The same operator expression in a template's pattern.
  bool VisitBinaryOperator(BinaryOperator *E) {
    if (Call.isValid() && E->getOperatorLoc() == Call && Operand < 2)
      found(Operand == 0 ? E->getLHS() : E->getRHS());
    return !Found;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (Call.isValid() && E->isInfixBinaryOp() && E->getOperatorLoc() == Call && Operand < 2)
      found(E->getArg(Operand));
    return !Found;
  }
  bool VisitCXXUnresolvedConstructExpr(CXXUnresolvedConstructExpr *E) {
    if (Call.isValid() && E->getBeginLoc() == Call && Index < E->getNumArgs())
      found(E->getArg(Index));
    return !Found;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (Call.isValid() && E->getBeginLoc() == Call && Index < E->getNumArgs())
      found(E->getArg(Index));
    return !Found;
  }
  // `S s(args)` / `S s{args}`: reported at the variable's name.
  bool VisitVarDecl(VarDecl *D) {
    if (Call.isInvalid() || D->getLocation() != Call || !D->getInit())
      return true;
    const Expr *Init = D->getInit()->IgnoreImplicit();
    llvm::SmallVector<const Expr *, 4> Args;
    if (auto *R = dyn_cast<RecoveryExpr>(Init)) {
      Args.append(R->subExpressions().begin(), R->subExpressions().end());
      if (Args.size() == 1 && isa<InitListExpr, ParenListExpr>(Args.front())) // `S s{args}`
        Init = Args.front();
    }
    if (auto *P = dyn_cast<ParenListExpr>(Init)) {
      Args.clear();
      for (unsigned I = 0; I < P->getNumExprs(); ++I)
        Args.push_back(P->getExpr(I));
    } else if (auto *L = dyn_cast<InitListExpr>(Init)) {
      Args.assign(L->inits().begin(), L->inits().end());
    } else if (auto *C = dyn_cast<CXXConstructExpr>(Init)) {
      Args.assign(C->arg_begin(), C->arg_end());
    }
    if (Index < Args.size())
      found(Args[Index]);
    return !Found;
  }

private:
  template <class F> bool within(bool Amp, F Traverse) {
    bool Outer = Amp_;
    Amp_ = Amp;
    bool Continue = Traverse();
    Amp_ = Outer;
    return Continue;
  }
  void found(const Expr *E) {
    if (!Call.isValid() && !Range.isValid())
      return;
    Found = E;
    InAmp = Amp_;
  }
  bool Amp_ = false;

  /// Whether \p Callee is what the call's error names: the callee's start, or a member's name.
  bool calleeAt(const Expr *Callee) const {
    if (!Callee || Call.isInvalid())
      return false;
    Callee = Callee->IgnoreImplicit();
    if (Callee->getBeginLoc() == Call)
      return true;
    if (auto *M = dyn_cast<MemberExpr>(Callee))
      return M->getMemberLoc() == Call;
    if (auto *M = dyn_cast<UnresolvedMemberExpr>(Callee))
      return M->getMemberLoc() == Call;
    if (auto *M = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
      return M->getMemberLoc() == Call;
    return false;
  }

  /// Whether the error's place lies between two operands: their operator.
  bool between(const Expr *L, const Expr *R) const {
    return Call.isValid() && L && R && L->getEndLoc() < Call && Call < R->getBeginLoc();
  }

  SourceLocation Call;
  unsigned Index;
  SourceRange Range;
  unsigned Operand; ///< of an operator expression
};

/// The type of the diagnostic's argument \p I, or null.
QualType typeArg(const Diagnostic &Info, unsigned I) {
  if (Info.getNumArgs() <= I || Info.getArgKind(I) != DiagnosticsEngine::ak_qualtype)
    return {};
  return QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(I)));
}

/// Whether \p To has a converting constructor taking a non-const lvalue
/// reference to \p From (`array_view(array &)`): an lvalue of \p From converts.
bool convertsFromLvalue(QualType From, QualType To) {
  const auto *RD = To.isNull() ? nullptr : To.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || From.isNull() || !From->isRecordType())
    return false;
  for (const CXXConstructorDecl *C : RD->getDefinition()->ctors()) {
    if (C->isExplicit() || C->getNumParams() == 0 || C->getMinRequiredArguments() > 1)
      continue;
    QualType P = C->getParamDecl(0)->getType();
    if (P->isLValueReferenceType() && !P.getNonReferenceType().isConstQualified() &&
        P.getNonReferenceType()->getCanonicalTypeUnqualified() == From->getCanonicalTypeUnqualified())
      return true;
  }
  return false;
}

/// Whether the function declared at \p Name is a non-static member.
class MemberCandidate : public RecursiveASTVisitor<MemberCandidate> {
public:
  explicit MemberCandidate(SourceLocation Name) : Name(Name) {}
  bool Member = false;
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->getLocation() != Name)
      return true;
    auto *M = dyn_cast<CXXMethodDecl>(F);
    Member = M && M->isInstance();
    return false;
  }

private:
  SourceLocation Name;
};

} // namespace

std::vector<DiagnosedEdit> referenceBindingEdits(const Diagnostic &Info, SourceLocation LastError,
                                                 std::vector<LvalueArgument> &Pending) {
  if (!Info.hasSourceManager())
    return {};
  const SourceManager &SM = Info.getSourceManager();
  if (Info.getID() == diag::note_ovl_candidate_bad_value_category) {
    // "expects an lvalue for %ordinal4 argument": not the object argument, not an rvalue.
    if (Info.getNumArgs() > 5 && Info.getArgUInt(3) == 0 && Info.getArgUInt(5) == 0 && LastError.isValid() &&
        Info.getArgUInt(4) > 0) {
      Pending.push_back({LastError, unsigned(Info.getArgUInt(4) - 1), {}, Info.getLocation()});
    }
    return {};
  }
  // "no known conversion from 'array<float, 2>' to 'const array_view<float, 2>'":
  // the conversion binds the temporary to the constructor's `array &`.
  if (Info.getID() == diag::note_ovl_candidate_bad_conv) {
    if (Info.getNumArgs() > 6 && Info.getArgUInt(5) == 0 && Info.getArgUInt(6) > 0 && LastError.isValid() &&
        convertsFromLvalue(typeArg(Info, 3), typeArg(Info, 4)))
      Pending.push_back({LastError, unsigned(Info.getArgUInt(6) - 1), {}});
    return {};
  }
  if (Info.getID() != diag::err_lvalue_reference_bind_to_temporary || Info.getNumRanges() == 0 ||
      Info.getArgUInt(0) != 0) // a volatile reference: Visual C++ rejects it too
    return {};
  // Visual C++ binds temporaries of class type only (C4239); `int &r = 1;` is its error too.
  if (QualType T = typeArg(Info, 2); !T.isNull() && !T->isRecordType())
    return {};
  SourceLocation Loc = Info.getLocation();
  SourceRange Init = Info.getRange(0).getAsRange();
  if (Loc.isMacroID())
    return {};
  if (Loc == Init.getBegin()) { // an argument
    Pending.push_back({SourceLocation(), 0, Init});
    return {};
  }
  // A variable: the `&` before its name becomes `&&`.
  auto [File, Offset] = SM.getDecomposedLoc(Loc);
  llvm::StringRef Buf = SM.getBufferData(File);
  size_t Amp = Offset;
  while (Amp > 0 && isWhitespace(Buf[Amp - 1]))
    --Amp;
  if (Amp < 2 || Buf[Amp - 1] != '&' || Buf[Amp - 2] == '&')
    return {};
  return {{Loc.getLocWithOffset(int(Amp) - int(Offset)), "&"}};
}

std::vector<DiagnosedEdit> lvalueArgumentEdits(ASTContext &Ctx, llvm::ArrayRef<LvalueArgument> Pending) {
  std::vector<DiagnosedEdit> Edits;
  for (const LvalueArgument &Arg : Pending) {
    bool Member = false;
    if (Arg.Candidate.isValid()) {
      MemberCandidate Candidate(Arg.Candidate);
      Candidate.TraverseAST(Ctx);
      Member = Candidate.Member;
    }
    ArgumentFinder Finder(Arg, Member);
    Finder.TraverseAST(Ctx);
    // Of class type, as Visual C++ binds them (in a template: a dependent type).
    if (!Finder.Found || (!Finder.Found->getType()->isRecordType() && !Finder.Found->isTypeDependent()))
      continue;
    SourceRange Range = Finder.Found->getSourceRange();
    for (DiagnosedEdit &E : wrapped(Ctx.getSourceManager(), Ctx.getLangOpts(), Range, Finder.InAmp))
      Edits.push_back(std::move(E));
  }
  return Edits;
}

} // namespace ampclang
