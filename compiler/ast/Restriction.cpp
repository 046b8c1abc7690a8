// Restriction specifiers are spelled as annotate attributes by amp_clang/restrict.h.
#include "ast/Restriction.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

using namespace clang;

namespace ampclang {

static constexpr llvm::StringLiteral RestrictPrefix = "amp.restrict:";

llvm::SmallVector<WrittenSpecifier, 2> restrictionSpecifiers(const Decl &D) {
  llvm::SmallVector<WrittenSpecifier, 2> Specs;
  for (const auto *A : D.specific_attrs<AnnotateAttr>()) {
    // Clang copies a previous declaration's attributes onto a redeclaration
    // (marked inherited); only those written here count.
    llvm::StringRef Text = A->getAnnotation();
    if (!A->isInherited() && Text.consume_front(RestrictPrefix))
      Specs.push_back({Text, A->getLocation()});
  }
  const auto *FD = dyn_cast<FunctionDecl>(&D);
  if (const TypeSourceInfo *TSI = FD ? FD->getTypeSourceInfo() : nullptr)
    for (auto TL = TSI->getTypeLoc().getAsAdjusted<AttributedTypeLoc>(); TL;
         TL = TL.getModifiedLoc().getAsAdjusted<AttributedTypeLoc>())
      if (const auto *A = dyn_cast_or_null<AnnotateTypeAttr>(TL.getAttr())) {
        llvm::StringRef Text = A->getAnnotation();
        if (Text.consume_front(RestrictPrefix))
          Specs.push_back(WrittenSpecifier{Text, A->getLocation()});
      }
  return Specs;
}

static void addWritten(const Decl &D, Restriction &R) {
  for (const WrittenSpecifier &Spec : restrictionSpecifiers(D)) {
    llvm::StringRef Text = Spec.Text;
    llvm::SmallVector<llvm::StringRef, 2> Parts;
    Text.split(Parts, ',');
    bool Named = false;
    for (llvm::StringRef P : Parts) {
      P = P.trim();
      if (P == "cpu")
        R.Cpu = Named = true;
      else if (P == "amp")
        R.Amp = Named = true;
    }
    // `restrict(amd)`, `restrict()` (amp-restriction-specifier): read as both,
    // so that calls to and from it raise no second, contradictory error.
    if (!Named)
      R.Cpu = R.Amp = true;
    R.Explicit = true;
  }
}

Restriction writtenSpecifiers(const Decl &D) {
  Restriction R;
  addWritten(D, R);
  return R;
}

QualType targetFunctionType(QualType T) {
  while (const ArrayType *A = T->getAsArrayTypeUnsafe()) // `int (*fs[2])(int) restrict(cpu)`
    T = A->getElementType();
  QualType Target = T->getPointeeType();
  if (const auto *MP = T->getAs<MemberPointerType>())
    Target = MP->getPointeeType();
  return !Target.isNull() && Target->isFunctionType() ? Target : QualType();
}

/// `decltype(g)` naming a function: that function's restriction.
static std::optional<Restriction> decltypeRestriction(QualType T) {
  const auto *DT = T.isNull() ? nullptr : dyn_cast<DecltypeType>(T.getTypePtr());
  const auto *Ref = DT ? dyn_cast<DeclRefExpr>(DT->getUnderlyingExpr()->IgnoreParens()) : nullptr;
  const auto *FD = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
  if (!FD)
    return std::nullopt;
  Restriction R = getRestriction(*FD);
  R.Explicit = true;
  return R;
}

Restriction typedefRestriction(QualType T) {
  if (std::optional<Restriction> R = decltypeRestriction(T))
    return *R;
  // getAs<TypedefType> looks through other sugar (parentheses, elaboration).
  while (const auto *TT = T.isNull() ? nullptr : T->getAs<TypedefType>()) {
    if (Restriction R = writtenSpecifiers(*TT->getDecl()); R.Explicit)
      return R;
    T = TT->getDecl()->getUnderlyingType();
    if (std::optional<Restriction> R = decltypeRestriction(T))
      return *R;
  }
  return {};
}

std::string Restriction::spelling() const {
  if (Cpu && Amp)
    return "restrict(cpu, amp)";
  return Amp ? "restrict(amp)" : "restrict(cpu)";
}

/// The restriction written on one declaration of a function: its own
/// specifiers, or those of the typedef it is declared through
/// (`typedef int F() restrict(amp); struct S { F f; };`).
static void addWrittenFunction(const FunctionDecl &FD, Restriction &R) {
  addWritten(FD, R);
  if (!R.Explicit)
    if (const TypeSourceInfo *TSI = FD.getTypeSourceInfo())
      if (Restriction Typedef = typedefRestriction(TSI->getType()); Typedef.Explicit) {
        R.Cpu |= Typedef.Cpu;
        R.Amp |= Typedef.Amp;
        R.Explicit = true;
      }
}

bool writtenInAmpFunction(const FunctionDecl &FD) {
  for (const DeclContext *DC = FD.getLexicalDeclContext(); DC; DC = DC->getLexicalParent())
    if (const auto *Enclosing = dyn_cast<FunctionDecl>(DC))
      return getRestriction(*Enclosing).Amp;
  return false;
}

Restriction getWrittenRestriction(const FunctionDecl &FD) {
  Restriction R;
  addWrittenFunction(FD, R);
  if (!R.Explicit)
    R.Cpu = true;
  return R;
}

Restriction getRestriction(const FunctionDecl &FD) {
  // `using B::B;`: D's constructor is B's, with its restriction.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD); Ctor && Ctor->isInheritingConstructor())
    if (const CXXConstructorDecl *Inherited = Ctor->getInheritedConstructor().getConstructor())
      return getRestriction(*Inherited);
  Restriction R;
  for (const FunctionDecl *Redecl : FD.redecls())
    addWrittenFunction(*Redecl, R);
  // An instantiation carries the attributes of its pattern.
  if (!R.Explicit)
    if (const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern())
      for (const FunctionDecl *Redecl : Pattern->redecls())
        addWritten(*Redecl, R);
  // A lambda or local class written without a restriction takes the one of the
  // function it is written in.
  if (!R.Explicit)
    for (const DeclContext *DC = FD.getDeclContext(); DC; DC = DC->getParent())
      if (const auto *Outer = dyn_cast<FunctionDecl>(DC))
        return getRestriction(*Outer);
  if (!R.Explicit)
    R.Cpu = true;
  return R;
}

static std::string &ampLibraryDir() {
  static std::string Dir;
  return Dir;
}

void setAmpLibraryDir(std::string Dir) { ampLibraryDir() = std::move(Dir); }

static bool writtenInLibrary(const Decl &D) {
  const std::string &Dir = ampLibraryDir();
  if (Dir.empty())
    return true;
  const SourceManager &SM = D.getASTContext().getSourceManager();
  SourceLocation Loc = SM.getFileLoc(D.getLocation());
  if (Loc.isInvalid())
    return true;
  return SM.getFilename(Loc).starts_with(Dir);
}

bool isInAmpLibrary(const SourceManager &SM, SourceLocation Loc) {
  const std::string &Dir = ampLibraryDir();
  Loc = Loc.isValid() ? SM.getFileLoc(Loc) : Loc;
  return !Dir.empty() && Loc.isValid() && SM.getFilename(Loc).starts_with(Dir);
}

bool isAmpLibraryDecl(const Decl &D) {
  for (const DeclContext *DC = D.getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getParent()->isTranslationUnit()) {
        llvm::StringRef Name = NS->getName();
        return (Name == "concurrency" || Name == "amp_clang" || Name == "Concurrency") && writtenInLibrary(D);
      }
  return false;
}

bool isLibraryOrSystemDecl(const Decl &D) {
  if (isa<TranslationUnitDecl>(D))
    return false;
  return isAmpLibraryDecl(D) || D.getASTContext().getSourceManager().isInSystemHeader(D.getLocation());
}

bool isTileStatic(const Decl &D) {
  for (const auto *A : D.specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "amp.tile_static")
      return true;
  return false;
}

bool hasWrittenInit(const VarDecl &V) {
  const Expr *Init = V.getInit();
  // A default initialization that failed (a tile_static class without a
  // default constructor, or a const one: frontend/TileStaticConstruction)
  // left an expression with no place of its own, or a recovery expression
  // at the variable's name.
  if (!Init || Init->getBeginLoc().isInvalid())
    return false;
  if (isa<RecoveryExpr>(Init) && V.getInitStyle() == VarDecl::CInit && Init->getBeginLoc() == V.getLocation())
    return false;
  const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  // A default constructor may have parameters, all with default arguments:
  // those are not written.
  auto writtenArg = [](const Expr *Arg) { return !isa<CXXDefaultArgExpr>(Arg); };
  return !Construct || isa<CXXTemporaryObjectExpr>(Construct) || llvm::any_of(Construct->arguments(), writtenArg) ||
         Construct->getParenOrBraceRange().isValid() || V.getInitStyle() == VarDecl::ListInit;
}

bool isUnconstructedTileStatic(const VarDecl &V) {
  return V.getInit() && isTileStatic(V) && !hasWrittenInit(V);
}

} // namespace ampclang
