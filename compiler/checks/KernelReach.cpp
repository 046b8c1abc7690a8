// Call-graph walks for the kernel rules; recursion is cut by the visited set.
#include "checks/KernelReach.h"
#include "ast/Restriction.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {
class BodyScan : public RecursiveASTVisitor<BodyScan> {
public:
  std::vector<const FunctionDecl *> Callees;
  std::vector<const VarDecl *> TileStatics;

  bool shouldVisitLambdaBody() const { return false; }

  // A tile_static variable's implicit default construction never runs.
  bool TraverseVarDecl(VarDecl *V) {
    if (isUnconstructedTileStatic(*V))
      return WalkUpFromVarDecl(V);
    return RecursiveASTVisitor::TraverseVarDecl(V);
  }

  // C++20's `a != b` that runs `!(a == b)`: the rules judge the call made.
  bool TraverseCXXRewrittenBinaryOperator(CXXRewrittenBinaryOperator *E) {
    return WalkUpFromCXXRewrittenBinaryOperator(E) && TraverseStmt(E->getSemanticForm());
  }
  bool VisitCallExpr(CallExpr *Call) {
    add(Call->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    add(Construct->getConstructor());
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (isTileStatic(*V))
      TileStatics.push_back(V);
    return true;
  }

private:
  void add(const FunctionDecl *FD) {
    if (!FD || isAmpLibraryDecl(*FD))
      return;
    if (const FunctionDecl *Def = FD->getDefinition())
      Callees.push_back(Def);
  }
};
} // namespace

std::vector<const FunctionDecl *> reachableFunctions(const FunctionDecl &Root) {
  std::vector<const FunctionDecl *> Order{&Root};
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen{&Root};
  for (size_t I = 0; I < Order.size(); ++I) {
    BodyScan Scan;
    // A constructor's member and base initialisers run before its body.
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Order[I]))
      for (const CXXCtorInitializer *Init : Ctor->inits())
        Scan.TraverseStmt(Init->getInit());
    Scan.TraverseStmt(Order[I]->getBody());
    for (const FunctionDecl *Callee : Scan.Callees)
      if (Seen.insert(Callee).second)
        Order.push_back(Callee);
  }
  return Order;
}

std::vector<const VarDecl *> tileStaticVars(const FunctionDecl &FD) {
  BodyScan Scan;
  Scan.TraverseStmt(FD.getBody());
  return std::move(Scan.TileStatics);
}

SourceLocation kernelLoc(const KernelSite &K) {
  return K.KernelArg ? K.KernelArg->getBeginLoc() : K.Call->getBeginLoc();
}

/// Whether \p Names holds \p FD's name as the spelling stage spells it.
static bool namedIn(const FunctionDecl &FD, const llvm::StringSet<> &Names) {
  // Constructors, conversion functions and operators have no identifier; their
  // names are spelled as the spelling stage spells them ("S::S", "S::operator=").
  if (Names.empty() || FD.getDeclName().isEmpty())
    return false;
  // A member of a class template instantiation is named as written in the
  // template: `operator T`, not `operator int`.
  if (const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern(); Pattern && Pattern != &FD)
    if (namedIn(*Pattern, Names))
      return true;
  std::string Name = FD.getNameAsString();
  // A conversion's name holds the canonical type (`operator type-parameter-0-0`);
  // the spelling stage has the type as written.
  if (const auto *Conv = dyn_cast<CXXConversionDecl>(&FD))
    Name = "operator " + Conv->getConversionType().getAsString(FD.getASTContext().getPrintingPolicy());
  // Named as the spelling stage names it: the named namespaces and classes
  // around it ("N::S::f"), not the functions around a local class.
  std::vector<std::string> Namespaces; // outermost first
  for (const DeclContext *DC = FD.getDeclContext(); DC && !DC->isTranslationUnit(); DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC); NS && !NS->isAnonymousNamespace())
      Namespaces.insert(Namespaces.begin(), NS->getName().str());
    else if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && !RD->isLambda() && RD->getIdentifier())
      Name = RD->getName().str() + "::" + Name;
  }
  // Outer namespaces the spelling stage may not have seen opened (a macro
  // such as `NS_BEGIN` for `namespace lib {`) are tried away, outermost first.
  for (size_t First = 0; First <= Namespaces.size(); ++First) {
    std::string Qualified;
    for (size_t I = First; I < Namespaces.size(); ++I)
      Qualified += Namespaces[I] + "::";
    if (Names.contains(Qualified + Name))
      return true;
  }
  return false;
}

bool isRestrictionTwin(const FunctionDecl &FD, const TwinNames &Twins) { return namedIn(FD, Twins.Scoped); }

bool hasCpuOnlyTwins(const FunctionDecl &FD, const TwinNames &Twins) {
  return namedIn(FD, Twins.WithCpuOverloads);
}

bool sharesNameWithTwin(const FunctionDecl &FD, const TwinNames &Twins) {
  if (Twins.empty() || !FD.getDeclName().isIdentifier())
    return false;
  std::string Name = FD.getName().str();
  if (const auto *M = dyn_cast<CXXMethodDecl>(&FD))
    Name = M->getParent()->getName().str() + "::" + Name;
  return Twins.Unscoped.contains(Name);
}

} // namespace ampclang
