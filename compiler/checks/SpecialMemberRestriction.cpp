// Restriction inference for the special members the compiler defines.
#include "checks/SpecialMemberRestriction.h"
#include "checks/CallUse.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ampclang {
namespace {

bool hasWrittenRestriction(const FunctionDecl &FD) {
  for (const FunctionDecl *Redecl : FD.redecls())
    if (getWrittenRestriction(*Redecl).Explicit)
      return true;
  if (const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern())
    return hasWrittenRestriction(*Pattern);
  return false;
}

bool isConstructorKind(SpecialMember K) {
  return K == SpecialMember::DefaultConstructor || K == SpecialMember::CopyConstructor ||
         K == SpecialMember::MoveConstructor;
}

bool isKind(const CXXMethodDecl &M, SpecialMember K) {
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&M))
    return (K == SpecialMember::DefaultConstructor && Ctor->isDefaultConstructor()) ||
           (K == SpecialMember::CopyConstructor && Ctor->isCopyConstructor()) ||
           (K == SpecialMember::MoveConstructor && Ctor->isMoveConstructor());
  return (K == SpecialMember::CopyAssignment && M.isCopyAssignmentOperator()) ||
         (K == SpecialMember::MoveAssignment && M.isMoveAssignmentOperator()) ||
         (K == SpecialMember::Destructor && isa<CXXDestructorDecl>(M));
}

/// The special member \p K of \p RD as declared so far (Clang declares
/// implicit ones lazily); a move falls back to the copy, as overload
/// resolution would.
const CXXMethodDecl *findMember(const CXXRecordDecl &RD, SpecialMember K) {
  if (K == SpecialMember::Destructor)
    return RD.getDestructor();
  for (const CXXMethodDecl *M : RD.methods())
    if (!M->isDeleted() && isKind(*M, K))
      return M;
  if (K == SpecialMember::MoveConstructor)
    return findMember(RD, SpecialMember::CopyConstructor);
  if (K == SpecialMember::MoveAssignment)
    return findMember(RD, SpecialMember::CopyAssignment);
  return nullptr;
}

/// The functions an implicitly-defined special member calls.
struct CalleeCollector : RecursiveASTVisitor<CalleeCollector> {
  llvm::SmallVector<const FunctionDecl *, 8> Callees;
  bool VisitStmt(Stmt *S) {
    if (std::optional<CallUse> Use = getCallUse(*S))
      Callees.push_back(Use->Callee);
    return true;
  }
};

void intersect(InferredRestriction &R, const InferredRestriction &Sub) {
  R.Cpu &= Sub.Cpu;
  R.Amp &= Sub.Amp;
  for (const FunctionDecl *L : Sub.Limits)
    if (!llvm::is_contained(R.Limits, L))
      R.Limits.push_back(L);
}

} // namespace

std::optional<SpecialMember> getInferredSpecialMember(const FunctionDecl &FD) {
  const auto *M = dyn_cast<CXXMethodDecl>(&FD);
  if (!M || !(M->isImplicit() || M->isDefaulted()) || hasWrittenRestriction(*M))
    return std::nullopt;
  for (SpecialMember K : {SpecialMember::DefaultConstructor, SpecialMember::CopyConstructor,
                          SpecialMember::MoveConstructor, SpecialMember::CopyAssignment,
                          SpecialMember::MoveAssignment, SpecialMember::Destructor})
    if (isKind(*M, K))
      return K;
  return std::nullopt;
}

InferredRestriction SpecialMemberRestrictions::get(const CXXRecordDecl &Class, SpecialMember K,
                                                   const CXXMethodDecl *Decl) {
  const CXXRecordDecl *RD = Class.getDefinition();
  if (!RD)
    return {};
  auto Key = std::make_pair(RD->getCanonicalDecl(), unsigned(K));
  if (auto It = Known.find(Key); It != Known.end())
    return It->second;
  Known[Key] = {}; // a cycle (invalid C++ anyway) infers nothing more
  InferredRestriction R;
  // amp.h's classes are trusted as the call rules trust its functions.
  if (!isAmpLibraryDecl(*RD)) {
    const FunctionDecl *Def = nullptr;
    // A destructor's definition does not show the subobjects it destroys.
    if (Decl && K != SpecialMember::Destructor && Decl->hasBody(Def)) {
      CalleeCollector Collector;
      if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
        for (const CXXCtorInitializer *Init : Ctor->inits()) {
          Expr *E = Init->getInit();
          // A member's default initializer runs in the constructor that uses it.
          if (auto *Default = dyn_cast_or_null<CXXDefaultInitExpr>(E))
            E = Default->getExpr();
          Collector.TraverseStmt(E);
        }
      Collector.TraverseStmt(Def->getBody());
      for (const FunctionDecl *Callee : Collector.Callees)
        addCallee(R, *Callee);
    } else {
      for (const CXXBaseSpecifier &B : RD->bases())
        if (const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl())
          addSubobject(R, *Base, K);
      // A union's special members never run its members' (C++ deletes them
      // when they would have to).
      if (!RD->isUnion())
        for (const FieldDecl *F : RD->fields())
          if (!F->getType()->isReferenceType())
            if (const CXXRecordDecl *Member = F->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl())
              addSubobject(R, *Member, K);
    }
    // Whatever a constructor builds, the destructor must be able to destroy.
    if (isConstructorKind(K)) {
      if (const CXXDestructorDecl *Dtor = RD->getDestructor())
        addCallee(R, *Dtor);
      else
        intersect(R, get(*RD, SpecialMember::Destructor, nullptr));
    }
  }
  Known[Key] = R;
  return R;
}

void SpecialMemberRestrictions::addSubobject(InferredRestriction &R, const CXXRecordDecl &RD, SpecialMember K) {
  const CXXRecordDecl *Def = RD.getDefinition();
  if (!Def)
    return;
  if (const CXXMethodDecl *M = findMember(*Def, K))
    addCallee(R, *M);
  else
    intersect(R, get(*Def, K, nullptr));
}

void SpecialMemberRestrictions::addCallee(InferredRestriction &R, const FunctionDecl &Callee) {
  // A deleted callee is Clang's error; builtins (memcpy of trivial members)
  // and amp.h's functions are restrict(cpu, amp) for this purpose.
  if (Callee.isDeleted() || isExemptLibraryCallee(Callee))
    return;
  if (std::optional<SpecialMember> K = getInferredSpecialMember(Callee)) {
    const auto &M = cast<CXXMethodDecl>(Callee);
    intersect(R, get(*M.getParent(), *K, &M));
    return;
  }
  // A function overloaded on restriction has the other twin on the other side.
  Restriction W = getRestriction(Callee);
  if ((W.Cpu && W.Amp) || Ctx.isRestrictionTwin(Callee))
    return;
  R.Cpu &= W.Cpu;
  R.Amp &= W.Amp;
  if (!llvm::is_contained(R.Limits, &Callee))
    R.Limits.push_back(&Callee);
}

} // namespace ampclang
