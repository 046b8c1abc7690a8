// Plans the host view's amp twins (TwinRenames.h). Anything it cannot rename
// (function templates, names a macro spells, declarations in system headers)
// leaves the kernels that reach it refused, as before: the host accelerator
// never runs other code than the device does. Constructors are told apart by
// a tag parameter instead of a name (ConstructorTags.h), operators by a name
// and calls of it in place of the operator expressions (OperatorTwins.h).
#include "host/TwinRenames.h"
#include "host/ConstructorTags.h"
#include "host/OperatorTwins.h"

#include "ast/Restriction.h"
#include "checks/KernelReach.h"
#include "frontend/SpellingFileSystem.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

#include <optional>
#include <set>

using namespace clang;

namespace ampclang {

std::string ampTwinName(llvm::StringRef Name) { return (Name + "__amp_twin").str(); }

/// The amp twin's name of a conversion function: an identifier spelled from
/// its type (`operator const float &` -> `operator_const_float_R__amp_twin`).
static std::string conversionTwinName(const CXXConversionDecl &C) {
  std::string Name = "operator_";
  for (char Ch : C.getConversionType().getAsString(C.getASTContext().getPrintingPolicy())) {
    if (llvm::isAlnum(Ch) || Ch == '_')
      Name += Ch;
    else
      Name += Ch == ' ' ? '_' : Ch == '&' ? 'R' : Ch == '*' ? 'P' : Ch == ':' ? 'N' : Ch == '<' ? 'L' : Ch == '>' ? 'G' : 'X';
  }
  return ampTwinName(Name);
}

/// The twin's name of \p FD, a function or a conversion function.
static std::string twinNameOf(const FunctionDecl &FD) {
  if (const auto *C = dyn_cast<CXXConversionDecl>(&FD))
    return conversionTwinName(*C);
  if (FD.isOverloadedOperator())
    return operatorTwinName(FD).value_or("");
  return ampTwinName(FD.getName());
}

/// The declaration whose text \p FD has: a class template's member for each
/// of its instantiations, whose declarations the template's are.
static const FunctionDecl &textOf(const FunctionDecl &FD) {
  const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern();
  return Pattern ? *Pattern : FD;
}

namespace {

/// A function a body names (called, or its address taken), and where.
struct Use {
  const FunctionDecl *Callee;
  SourceLocation Loc;
  /// Named without a qualifier through a using-declaration (`using N::f;`):
  /// the twin's name, which the declaration does not bring, needs N's.
  bool ThroughUsing = false;
  /// A conversion function called implicitly (`float x = h;`,
  /// `static_cast<float>(h)`): the object converted, which the twin's call
  /// wraps (`(h).operator_float__amp_twin()`), as no name is written.
  const Expr *Converted = nullptr;
  /// A conversion function called by name (`h.operator float()`): the end of
  /// that name, which the twin's name replaces from Loc.
  SourceLocation NameEnd = SourceLocation();
  /// A construction: where a tagged constructor's tag argument goes, if the
  /// text has a place for it.
  const CXXConstructExpr *Construct = nullptr;
  std::optional<TagInsert> Tag = std::nullopt;
  /// An operator expression (`a + b`), which a renamed operator's call replaces.
  const CXXOperatorCallExpr *Operator = nullptr;
  /// No text to edit: the compiler wrote the use (an implicit copy
  /// assignment's member copies), or it is an operator expression that the
  /// template text it is in makes of a template parameter's class (then it
  /// calls other operators in other instantiations).
  bool Unwritten = false;
};
using UseList = std::vector<Use>;

struct Uses : RecursiveASTVisitor<Uses> {
  explicit Uses(const ASTContext &Ctx) : Ctx(Ctx) {}
  const ASTContext &Ctx;
  UseList Found;
  /// Constructions written `T(x)` and `T v;`: visited before them.
  llvm::DenseMap<const Expr *, SourceLocation> CastParens;
  llvm::DenseMap<const Expr *, const VarDecl *> DeclaredBy;
  /// The callees of operator expressions: found with their expressions.
  llvm::DenseSet<const Expr *> OperatorCallees;
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // a function of its own
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    const FunctionDecl *F = E->getDirectCallee();
    if (!F)
      return true;
    OperatorCallees.insert(E->getCallee()->IgnoreImpCasts());
    Use U{F, E->getOperatorLoc()};
    U.Operator = E;
    Found.push_back(U);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *F = dyn_cast<FunctionDecl>(E->getDecl());
    if (!F || OperatorCallees.contains(E))
      return true;
    Use U{F, E->getLocation(), !E->hasQualifier() && isa<UsingShadowDecl>(E->getFoundDecl())};
    if (F->isOverloadedOperator()) // `operator+(a, b)`: the name is two tokens or more
      U.NameEnd = E->getNameInfo().getEndLoc();
    Found.push_back(U);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    const auto *F = dyn_cast<FunctionDecl>(E->getMemberDecl());
    if (!F || OperatorCallees.contains(E))
      return true;
    Use U{F, E->getMemberLoc()};
    if (F->isOverloadedOperator())
      U.NameEnd = E->getMemberNameInfo().getEndLoc();
    if (isa<CXXConversionDecl>(F)) {
      // Clang names an implicit conversion's call without a written type.
      if (E->getMemberNameInfo().getNamedTypeInfo())
        U.NameEnd = E->getMemberNameInfo().getEndLoc();
      else
        U.Converted = E->getBase();
    }
    Found.push_back(U);
    return true;
  }
  bool VisitCXXFunctionalCastExpr(CXXFunctionalCastExpr *E) {
    CastParens[E->getSubExpr()->IgnoreImplicit()] = E->getLParenLoc();
    return true;
  }
  // A tile_static variable's implicit default construction never runs.
  bool TraverseVarDecl(VarDecl *V) {
    if (isUnconstructedTileStatic(*V))
      return WalkUpFromVarDecl(V);
    return RecursiveASTVisitor::TraverseVarDecl(V);
  }
  bool VisitVarDecl(VarDecl *V) {
    if (const Expr *Init = V->getInit()) // (`T v = x;`: under a conversion)
      DeclaredBy[Init->IgnoreImplicit()] = V;
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    Use U{E->getConstructor(), E->getLocation()};
    U.Construct = E;
    auto Cast = CastParens.find(E);
    auto Var = DeclaredBy.find(E);
    U.Tag = tagArgument(*E, Cast == CastParens.end() ? SourceLocation() : Cast->second,
                        Var == DeclaredBy.end() ? nullptr : Var->second, Ctx.getSourceManager(), Ctx.getLangOpts());
    Found.push_back(U);
    return true;
  }
};

/// Where \p FD's template text constructs a class, or calls an operator, that
/// no template parameter decides: an edit there holds for every instantiation.
struct FixedConstructions : RecursiveASTVisitor<FixedConstructions> {
  llvm::DenseSet<SourceLocation> At;
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (!E->getType()->isDependentType() && !E->isValueDependent())
      At.insert(E->getLocation());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (!E->isTypeDependent() && E->getDirectCallee())
      At.insert(E->getOperatorLoc());
    return true;
  }
};

/// Walks \p FD's code: a constructor's initialisers (an implicit one's too:
/// its work is there), then the body.
template <class Visitor> void traverseCode(Visitor &V, const FunctionDecl &FD) {
  if (const auto *C = dyn_cast<CXXConstructorDecl>(&FD))
    for (const CXXCtorInitializer *Init : C->inits())
      V.TraverseStmt(Init->getInit());
  V.TraverseStmt(FD.getBody());
}

/// The template text's fixed constructions and operators, by template
/// (FixedConstructions), walked once for all its instantiations.
using FixedByTemplate = llvm::DenseMap<const FunctionDecl *, llvm::DenseSet<SourceLocation>>;

UseList findUses(const FunctionDecl &FD, FixedByTemplate &FixedCache) {
  Uses U(FD.getASTContext());
  traverseCode(U, FD);
  // What the compiler wrote (an implicit or defaulted special member's member
  // copies and constructions) has no text of its own to edit.
  if (FD.isImplicit() || FD.isDefaulted())
    for (Use &Found : U.Found) {
      Found.Tag.reset();
      Found.Unwritten = true;
    }
  // An instantiation shares its text with the template's others: a tag only
  // where the template itself names the class (not `T t(1)`, which other
  // instantiations make of classes without tagged constructors).
  const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern();
  if (Pattern && Pattern != &FD) {
    auto [It, New] = FixedCache.try_emplace(Pattern);
    if (New) {
      FixedConstructions Fixed;
      traverseCode(Fixed, *Pattern);
      It->second = std::move(Fixed.At);
    }
    const llvm::DenseSet<SourceLocation> &Fixed = It->second;
    for (Use &Found : U.Found) {
      if (Found.Construct && !Fixed.contains(Found.Construct->getLocation()))
        Found.Tag.reset();
      if (Found.Operator && !Fixed.contains(Found.Operator->getOperatorLoc()))
        Found.Unwritten = true;
    }
  }
  return U.Found;
}

class Planner {
public:
  Planner(ASTContext &Ctx, const TwinNames &Twins, const llvm::StringMap<std::string> &HostViews)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Twins(Twins), HostViews(HostViews) {}

  /// An amp twin the host view hides: its name is a twin pair's, and every
  /// declaration of it is blank in its file's host view. (Names alone would
  /// also match unrelated functions: precise_math::fabs beside a user's fabs twins.)
  bool isAmpTwin(const FunctionDecl &FD) const {
    if (!isRestrictionTwin(FD, Twins) || !getRestriction(FD).ampOnly())
      return false;
    auto Cached = Blank.find(FD.getCanonicalDecl());
    if (Cached != Blank.end())
      return Cached->second;
    bool Hidden = true;
    for (const FunctionDecl *D : textOf(FD).redecls()) {
      CharSourceRange R = fileRange(*D);
      OptionalFileEntryRef Entry = R.isValid() ? SM.getFileEntryRefForID(SM.getFileID(R.getBegin())) : std::nullopt;
      auto View = Entry ? HostViews.find(normalizedPath(Entry->getName())) : HostViews.end();
      if (View == HostViews.end()) {
        Hidden = false;
        break;
      }
      unsigned B = SM.getFileOffset(R.getBegin()), E = SM.getFileOffset(R.getEnd());
      Hidden &= E <= View->second.size() &&
                llvm::StringRef(View->second).slice(B, E).find_first_not_of(" \t\r\n") == llvm::StringRef::npos;
    }
    return Blank[FD.getCanonicalDecl()] = Hidden;
  }

  /// The file text \p D covers, macros at its ends taken whole.
  CharSourceRange fileRange(const FunctionDecl &D) const {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(D.getSourceRange()), SM, Ctx.getLangOpts());
  }

  /// Why \p FD cannot be given another name (a constructor: a tag) in the
  /// host view, or nothing.
  std::string whyNotRenamable(const FunctionDecl &FD) const {
    if (const auto *C = dyn_cast<CXXConversionDecl>(&FD)) {
      // Renamed to a member function returning its type, spelled as written.
      if (!conversionTypeText(*C))
        return "a conversion to a type its twin cannot be declared to return";
    } else if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD)) {
      // (copies and moves too: those written pass the tag, the implicit
      // ones have no text to carry it, and their kernels are refused)
      if (!tagParameter(*Ctor, SM))
        return "a constructor whose parameter list a macro spells";
    } else if (FD.isOverloadedOperator()) {
      if (!operatorTwinName(FD))
        return "an operator that cannot be given another name (->, new, delete)";
    } else if (isa<CXXDestructorDecl>(FD) || !FD.getIdentifier()) {
      return "a destructor";
    }
    // A member of a class template's instantiation is renamed in the
    // template's text, which every instantiation shares.
    auto Kind = FD.getTemplatedKind();
    if ((Kind != FunctionDecl::TK_NonTemplate && Kind != FunctionDecl::TK_MemberSpecialization) ||
        FD.isDependentContext())
      return "a template";
    for (const FunctionDecl *D : textOf(FD).redecls()) {
      SourceLocation L = D->getLocation();
      // (a declaration may end in a macro: restrict(amp) is one)
      if (L.isMacroID() || SM.isInSystemHeader(L) || fileRange(*D).isInvalid())
        return "declared where a macro or a system header spells it";
    }
    return "";
  }

  /// The type of conversion function \p C as its declaration spells it, where
  /// `<type> name()` declares the same function under another name.
  std::optional<std::string> conversionTypeText(const CXXConversionDecl &C) const {
    const TypeSourceInfo *TSI = C.getNameInfo().getNamedTypeInfo();
    if (!TSI || C.getConversionType()->getContainedAutoType())
      return std::nullopt;
    CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(TSI->getTypeLoc().getSourceRange()),
                                                 SM, Ctx.getLangOpts());
    if (R.isInvalid())
      return std::nullopt;
    std::string Text = Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
    if (Text.find_first_of("([") != std::string::npos) // a function or array declarator
      return std::nullopt;
    return Text;
  }

  /// Where \p D's name is written, how long, and the twin's in its place: a
  /// conversion's `operator type` becomes `type twin-name`; a constructor
  /// keeps its name and takes the tag first.
  std::optional<std::pair<std::pair<unsigned, unsigned>, std::string>> ownName(const FunctionDecl &D) const {
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&D)) {
      std::optional<TagInsert> Tag = tagParameter(*Ctor, SM);
      if (!Tag)
        return std::nullopt;
      return std::make_pair(std::make_pair(Tag->Offset, 0u), Tag->Text);
    }
    unsigned At = SM.getFileOffset(D.getLocation());
    if (D.isOverloadedOperator()) { // `operator +` -> `operator_p__amp_twin`
      SourceLocation End = D.getNameInfo().getEndLoc();
      std::optional<std::string> Twin = operatorTwinName(D);
      if (!Twin || !End.isFileID())
        return std::nullopt;
      unsigned Length = SM.getFileOffset(Lexer::getLocForEndOfToken(End, 0, SM, Ctx.getLangOpts())) - At;
      return std::make_pair(std::make_pair(At, Length), *Twin);
    }
    const auto *C = dyn_cast<CXXConversionDecl>(&D);
    if (!C)
      return std::make_pair(std::make_pair(At, static_cast<unsigned>(D.getName().size())), ampTwinName(D.getName()));
    std::optional<std::string> Type = conversionTypeText(*C);
    const TypeSourceInfo *TSI = C->getNameInfo().getNamedTypeInfo();
    if (!Type || !TSI)
      return std::nullopt;
    CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(TSI->getTypeLoc().getSourceRange()),
                                                 SM, Ctx.getLangOpts());
    unsigned End = SM.getFileOffset(R.getEnd());
    return std::make_pair(std::make_pair(At, End - At), *Type + " " + conversionTwinName(*C));
  }

  /// The file offsets of \p E's text, where the file spells it whole.
  std::optional<std::pair<unsigned, unsigned>> exprOffsets(const Expr &E, FileID &File) const {
    CharSourceRange R =
        Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E.getSourceRange()), SM, Ctx.getLangOpts());
    if (R.isInvalid())
      return std::nullopt;
    File = SM.getFileID(R.getBegin());
    return std::make_pair(SM.getFileOffset(R.getBegin()), SM.getFileOffset(R.getEnd()));
  }

  /// Restrict(cpu, amp) functions that call an amp twin (or a constructor or
  /// operator the host must tell apart), directly or through another such
  /// function: each needs an amp copy. Kernel lambdas written in the launch
  /// do not: their text is the launch's, which only the kernel runs, so
  /// their calls are renamed in place.
  void findCopies(const llvm::SetVector<const FunctionDecl *> &Reached) {
    bool Changed = true;
    while (Changed) {
      Changed = false;
      findSeparated(Reached);
      for (const FunctionDecl *FD : Reached) {
        Restriction R = getRestriction(*FD);
        if (!R.Cpu || !R.Amp || NeedsCopy.count(FD->getCanonicalDecl()) || InlineKernels.count(FD))
          continue;
        for (const Use &U : usesOf(*FD))
          if (isAmpTwin(*U.Callee) || NeedsCopy.count(U.Callee->getCanonicalDecl()) ||
              Separated.count(U.Callee->getCanonicalDecl())) {
            NeedsCopy.insert(FD->getCanonicalDecl());
            Changed = true;
            break;
          }
      }
    }
  }

  /// Constructors and operators amp code reaches that the host compile must
  /// tell from their cpu overloads, which it sees too: each constructor gets
  /// a tagged twin or copy, each operator a renamed one.
  void findSeparated(const llvm::SetVector<const FunctionDecl *> &Reached) {
    for (const FunctionDecl *FD : Reached)
      if ((isa<CXXConstructorDecl>(FD) || FD->isOverloadedOperator()) && getRestriction(*FD).Amp &&
          !isAmpLibraryDecl(*FD) && !sharedCopy(*FD) &&
          (isRestrictionTwin(*FD, Twins) || NeedsCopy.count(FD->getCanonicalDecl())))
        Separated.insert(FD->getCanonicalDecl());
  }

  /// A copy or move constructor or assignment both sides call, of a class
  /// whose other constructors or operators are overloaded on restriction:
  /// the host's is the device's.
  bool sharedCopy(const FunctionDecl &FD) const {
    const auto *C = dyn_cast<CXXConstructorDecl>(&FD);
    const auto *M = dyn_cast<CXXMethodDecl>(&FD);
    bool Copy = (C && C->isCopyOrMoveConstructor()) ||
                (M && (M->isCopyAssignmentOperator() || M->isMoveAssignmentOperator()));
    Restriction R = getRestriction(FD);
    return Copy && (FD.isImplicit() || (R.Cpu && R.Amp)) && !NeedsCopy.count(FD.getCanonicalDecl());
  }

  /// Functions that get an amp copy after their own text (not over a blank
  /// place): restrict(cpu, amp) ones calling twins, and separated
  /// constructors and operators the host view keeps.
  bool copied(const FunctionDecl &FD) const {
    return NeedsCopy.count(FD.getCanonicalDecl()) || (Separated.count(FD.getCanonicalDecl()) && !isAmpTwin(FD));
  }

  /// The functions \p FD's body names, walked once per function.
  const UseList &usesOf(const FunctionDecl &FD) const {
    auto It = UsesOf.find(&FD);
    if (It == UsesOf.end())
      It = UsesOf.try_emplace(&FD, findUses(FD, FixedCache)).first;
    return It->second;
  }

  bool renamed(const FunctionDecl &FD) const {
    return isAmpTwin(FD) || NeedsCopy.count(FD.getCanonicalDecl()) || Separated.count(FD.getCanonicalDecl());
  }

  /// The class \p E constructs, as its user would write it.
  std::string constructedType(const CXXConstructExpr &E) const {
    PrintingPolicy Policy(Ctx.getLangOpts());
    Policy.SuppressTagKeyword = true;
    return E.getType().getCanonicalType().getUnqualifiedType().getAsString(Policy);
  }

  /// Why the host accelerator cannot run a kernel reaching \p Fns, or nothing.
  std::string refusal(const std::vector<const FunctionDecl *> &Fns) const {
    for (const FunctionDecl *FD : Fns) {
      // A name in a twin pair that cannot be renamed (constructors: any of
      // the class's) may pick another overload in the host compile.
      std::string Why = renamed(*FD) || (isRestrictionTwin(*FD, Twins) && !isAmpLibraryDecl(*FD) && !sharedCopy(*FD))
                            ? whyNotRenamable(*FD)
                            : "";
      if (Why.empty() && copied(*FD) &&
          (textOf(*FD).getPreviousDecl() || textOf(*FD).isOutOfLine() ||
           !textOf(*FD).doesThisDeclarationHaveABody()))
        Why = "restrict(cpu, amp) with a separate declaration";
      // amp code's call of a restrict(cpu, amp) overload of a name with
      // restrict(cpu) ones: the host compile sees those too, and may choose one.
      if (Why.empty() && !renamed(*FD) && hasCpuOnlyTwins(*FD, Twins) && !isAmpLibraryDecl(*FD) &&
          getRestriction(*FD).Cpu && getRestriction(*FD).Amp)
        Why = "restrict(cpu, amp) beside restrict(cpu) overloads the host compile may choose instead";
      if (!Why.empty())
        return "it calls " + FD->getQualifiedNameAsString() +
               ", which has restrict(cpu) and restrict(amp) overloads (or calls such a function) and is " + Why +
               "; the host compile keeps only the cpu one";
      for (const Use &U : usesOf(*FD)) {
        if (!renamed(*U.Callee))
          continue;
        if (U.Construct && !U.Tag)
          return "it constructs " + constructedType(*U.Construct) + " with " +
                 U.Callee->getQualifiedNameAsString() +
                 ", which has restrict(cpu) and restrict(amp) overloads (or calls such a function), where nothing "
                 "is written to tell the host compile which (an implicit conversion, an array's elements, a member "
                 "initialised implicitly, a copy-initialisation of a class with explicit constructors, or a class "
                 "a template parameter names)";
        if (U.Unwritten ||
            (U.Operator && !operatorCallEdits(*U.Operator, twinNameOf(*U.Callee), SM, Ctx.getLangOpts())))
          return "it calls " + U.Callee->getQualifiedNameAsString() +
                 ", which has restrict(cpu) and restrict(amp) overloads (or calls such a function), where the "
                 "compiler writes the call (an implicit copy), or through an operator expression a macro spells or "
                 "a template makes of a template parameter's class; the host compile keeps only the cpu one";
        FileID Unused;
        bool Spelled = U.Converted ? exprOffsets(*U.Converted, Unused).has_value()
                                   : U.Loc.isFileID() && (U.NameEnd.isInvalid() || U.NameEnd.isFileID());
        if (!Spelled)
          return "it calls " + U.Callee->getQualifiedNameAsString() +
                 ", which has restrict(cpu) and restrict(amp) overloads, through a macro; the host compile keeps "
                 "only the cpu one";
      }
    }
    return "";
  }

  /// Records the renames of the calls in \p FD's body into \p Into, and the
  /// text they add before an expression (an operator's call, a conversion's
  /// parenthesis, a tag) into \p Openers, which may be \p Into.
  void renameCalls(const FunctionDecl &FD, TextEdits &Into, TextEdits &Openers) {
    // The instantiations of a class template's member share its text.
    if (!Renamed.insert(&textOf(FD)).second)
      return;
    std::vector<const TagInsert *> Tags;
    for (const Use &U : usesOf(FD)) {
      if (!renamed(*U.Callee))
        continue;
      if (U.Construct) {
        if (U.Tag)
          Tags.push_back(&*U.Tag);
        continue;
      }
      // Uses are found outer first, so where two wrappings meet at one
      // offset, the outer one opens first and the inner one closes first.
      if (U.Operator) {
        if (auto Edits = operatorCallEdits(*U.Operator, twinNameOf(*U.Callee), SM, Ctx.getLangOpts()))
          for (const OperatorEdit &E : *Edits) {
            auto &Renames = Into[E.File];
            if (E.What == OperatorEdit::Open)
              appendAt(Openers[E.File], E.Offset, E.Text);
            else if (E.What == OperatorEdit::Close)
              insertAt(Renames, E.Offset, E.Text);
            else
              replaceAt(Renames, E.Offset, E.Length, E.Text);
          }
        continue;
      }
      if (U.Converted) {
        // `h` becomes `(h).twin()`.
        FileID File;
        if (std::optional<std::pair<unsigned, unsigned>> R = exprOffsets(*U.Converted, File)) {
          appendAt(Openers[File], R->first, "(");
          insertAt(Into[File], R->second, ")." + twinNameOf(*U.Callee) + "()");
        }
        continue;
      }
      if (!U.Loc.isFileID())
        continue;
      unsigned At = SM.getFileOffset(U.Loc);
      unsigned Length = U.NameEnd.isValid()
                            ? SM.getFileOffset(Lexer::getLocForEndOfToken(U.NameEnd, 0, SM, Ctx.getLangOpts())) - At
                            : static_cast<unsigned>(U.Callee->getName().size());
      replaceAt(Into[SM.getFileID(U.Loc)], At, Length, twinReference(U));
    }
    // A tag goes before what else starts there (`S s(h)` with `h` converted).
    for (const TagInsert *T : Tags) {
      insertAt(Openers[T->File], T->Offset, T->Text);
      if (T->Close)
        appendAt(Into[T->File], T->Close->first, T->Close->second);
    }
  }

  /// Adds \p Text after what is added at \p At, before what replaces text there.
  static void appendAt(std::map<unsigned, std::pair<unsigned, std::string>> &Renames, unsigned At,
                       const std::string &Text) {
    auto [It, New] = Renames.try_emplace(At, 0u, Text);
    if (!New && It->second.first == 0)
      It->second.second += Text;
    else if (!New)
      It->second.second = Text + It->second.second;
  }

  /// Replaces \p Length characters at \p At, after what is added there.
  static void replaceAt(std::map<unsigned, std::pair<unsigned, std::string>> &Renames, unsigned At, unsigned Length,
                        const std::string &Text) {
    auto [It, New] = Renames.try_emplace(At, Length, Text);
    if (!New)
      It->second = {Length, It->second.first == 0 ? It->second.second + Text : Text};
  }

  /// Adds \p Text before whatever replaces or is added at \p At.
  static void insertAt(std::map<unsigned, std::pair<unsigned, std::string>> &Renames, unsigned At,
                       const std::string &Text) {
    auto [It, New] = Renames.try_emplace(At, 0u, Text);
    if (!New)
      It->second.second = Text + It->second.second;
  }

  /// How the use \p U names the twin: as written, or through the twin's
  /// namespace where a using-declaration brought the name.
  static std::string twinReference(const Use &U) {
    std::string Twin = twinNameOf(*U.Callee);
    const auto *NS = dyn_cast<NamespaceDecl>(U.Callee->getDeclContext());
    std::string Scope = NS ? NS->getQualifiedNameAsString() : "";
    // (an anonymous namespace's members are visible where it is)
    if (!U.ThroughUsing || Scope.empty() || Scope.find("(anonymous") != std::string::npos)
      return Twin;
    return "::" + Scope + "::" + Twin;
  }

  /// \p D's text with \p Renames applied, its own name renamed too, and the
  /// range it covers (through a following ';').
  TwinPlan::Insert renamedText(const FunctionDecl &D,
                               TextEdits &Renames) {
    CharSourceRange R = fileRange(D);
    FileID F = SM.getFileID(R.getBegin());
    unsigned Begin = SM.getFileOffset(R.getBegin());
    unsigned End = SM.getFileOffset(R.getEnd());
    llvm::StringRef Buffer = SM.getBufferData(F);
    if (!D.doesThisDeclarationHaveABody()) {
      size_t Semi = Buffer.find_first_not_of(" \t\r\n", End);
      if (Semi != llvm::StringRef::npos && Buffer[Semi] == ';')
        End = static_cast<unsigned>(Semi + 1);
    }
    auto Own = Renames[F];
    if (auto Name = ownName(D)) {
      auto Already = Own.find(Name->first.first);
      if (Name->first.second == 0) { // a constructor's tag, once
        if (Already == Own.end() || !llvm::StringRef(Already->second.second).starts_with(Name->second))
          insertAt(Own, Name->first.first, Name->second);
      }
      else
        Own[Name->first.first] = {Name->first.second, Name->second};
    }
    std::string Text = Buffer.slice(Begin, End).str();
    for (auto It = Own.rbegin(); It != Own.rend(); ++It)
      if (It->first >= Begin && It->first + It->second.first <= End)
        Text.replace(It->first - Begin, It->second.first, It->second.second);
    return {F, Begin, End, Text};
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const TwinNames &Twins;
  const llvm::StringMap<std::string> &HostViews;
  mutable llvm::DenseMap<const FunctionDecl *, bool> Blank; ///< isAmpTwin, by canonical declaration
  mutable std::map<const FunctionDecl *, UseList> UsesOf; ///< references stay valid as it grows
  mutable FixedByTemplate FixedCache;
  llvm::DenseSet<const FunctionDecl *> NeedsCopy; ///< canonical declarations
  llvm::DenseSet<const FunctionDecl *> Separated; ///< canonical declarations of constructors and operators
  llvm::DenseSet<const FunctionDecl *> Renamed;   ///< whose calls renameCalls recorded (patterns)
  /// The call operators of kernel lambdas written in their launch.
  llvm::DenseSet<const FunctionDecl *> InlineKernels;
};

} // namespace

TwinPlan planTwinRenames(ASTContext &Ctx, const std::vector<KernelSite> &Sites, const TwinNames &Twins,
                         const llvm::StringMap<std::string> &HostViews) {
  TwinPlan Plan;
  if (Twins.empty())
    return Plan;
  Planner P(Ctx, Twins, HostViews);
  std::map<const KernelSite *, std::vector<const FunctionDecl *>> Reach;
  llvm::SetVector<const FunctionDecl *> All;
  for (const KernelSite &Site : Sites) {
    if (!Site.CallOperator)
      continue;
    Reach[&Site] = reachableFunctions(*Site.CallOperator);
    All.insert(Reach[&Site].begin(), Reach[&Site].end());
    if (Site.Lambda && !Site.Bound && !Site.KernelVar)
      P.InlineKernels.insert(Site.CallOperator);
  }
  P.findCopies(All);
  // The functions the runnable kernels need renamed, and the calls in them.
  llvm::SetVector<const FunctionDecl *> AmpOnly, Copied, TwinsUsed;
  for (auto &[Site, Fns] : Reach) {
    std::string Why = P.refusal(Fns);
    // A functor's or a named lambda's restrict(cpu, amp) operator() is cpu
    // code's too: the launch cannot call an amp copy of it.
    if (Why.empty() && !P.InlineKernels.count(Site->CallOperator) && P.copied(*Site->CallOperator))
      Why = "its kernel, a restrict(cpu, amp) functor or lambda named outside the launch, calls functions "
            "overloaded on restriction, and cpu code may call it too; the host compile keeps only the cpu ones";
    if (!Why.empty()) {
      Plan.Refusals[Site] = Why;
      continue;
    }
    for (const FunctionDecl *FD : Fns) {
      if (P.isAmpTwin(*FD))
        TwinsUsed.insert(FD);
      else if (P.copied(*FD))
        Copied.insert(FD);
      else if (getRestriction(*FD).ampOnly() || P.InlineKernels.count(FD))
        AmpOnly.insert(FD);
    }
  }
  TextEdits InCopies;
  for (const FunctionDecl *FD : AmpOnly)
    P.renameCalls(*FD, Plan.InPlace, Plan.Openers);
  for (const FunctionDecl *FD : TwinsUsed)
    P.renameCalls(*FD, InCopies, InCopies);
  for (const FunctionDecl *FD : Copied)
    P.renameCalls(*FD, InCopies, InCopies);
  SourceManager &SM = Ctx.getSourceManager();
  // A twin's own name too, where text holding it is copied (a local class in
  // a kernel or in a function with an amp copy: the device view's text).
  for (const FunctionDecl *FD : TwinsUsed)
    for (const FunctionDecl *D : textOf(*FD).redecls()) {
      SourceLocation L = D->getLocation();
      auto Name = P.ownName(*D);
      if (!Name)
        continue;
      std::pair<unsigned, std::string> Rename{Name->first.second, Name->second};
      Plan.InPlace[SM.getFileID(L)][Name->first.first] = Rename;
      InCopies[SM.getFileID(L)][Name->first.first] = Rename;
    }
  // Each declaration of a twin over its blank place in the host view (once
  // for the instantiations of a class template, which share its text).
  std::set<std::pair<FileID, unsigned>> Done;
  for (const FunctionDecl *FD : TwinsUsed)
    for (const FunctionDecl *D : textOf(*FD).redecls()) {
      TwinPlan::Insert Twin = P.renamedText(*D, InCopies);
      if (Done.insert({Twin.File, Twin.Begin}).second)
        Plan.Inserts.push_back(std::move(Twin));
    }
  // Each copy after its function, then a #line that puts the rest of the
  // line back where it was.
  for (const FunctionDecl *FD : Copied) {
    TwinPlan::Insert Copy = P.renamedText(textOf(*FD), InCopies);
    if (!Done.insert({Copy.File, Copy.Begin}).second)
      continue;
    PresumedLoc PL = SM.getPresumedLoc(SM.getComposedLoc(Copy.File, Copy.End));
    Copy.Text = "\n" + Copy.Text + "\n#line " + std::to_string(PL.getLine()) + " \"" + PL.getFilename() + "\"\n";
    Copy.Begin = Copy.End;
    Plan.Inserts.push_back(std::move(Copy));
  }
  return Plan;
}

} // namespace ampclang
