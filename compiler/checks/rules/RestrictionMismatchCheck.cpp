// amp-restriction-mismatch: every declaration of a function must carry the same restriction.
#include "checks/UserDeclVisitor.h"
#include "ast/Restriction.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace ampclang {
namespace {

/// Compares the restrictions written on each function's declarations.
class RedeclComparer : public UserDeclVisitor<RedeclComparer> {
public:
  using UserDeclVisitor::UserDeclVisitor;

  bool VisitFunctionDecl(FunctionDecl *FD) {
    FD = FD->getCanonicalDecl();
    if (!Seen.insert(FD).second || FD->isImplicit() || isAmpLibraryDecl(*FD) ||
        SM.isInSystemHeader(FD->getLocation()))
      return true;
    if (Ctx.isRestrictionTwin(*FD))
      return checkTwinOverlap(*FD), true;
    // A declaration that writes no restriction is restrict(cpu), as C++ AMP
    // defines it: `int f() restrict(cpu, amp);` then `int f() { ... }` is a
    // mismatch (Microsoft: C3935, or C2511 for a member defined out of class),
    // not a definition of the first. Each declaration is compared with the first.
    llvm::SmallVector<const FunctionDecl *, 4> Decls;
    bool AnyWritten = false;
    for (const FunctionDecl *D : FD->redecls())
      if (!D->isImplicit() && !isInstantiation(*D)) {
        Decls.push_back(D);
        AnyWritten |= getWrittenRestriction(*D).Explicit;
      }
    checkTypedefDeclarations(Decls);
    if (!AnyWritten)
      return true;
    llvm::sort(Decls, [&](const FunctionDecl *A, const FunctionDecl *B) {
      return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
    });
    Restriction First = getWrittenRestriction(*Decls[0]);
    for (size_t I = 1; I < Decls.size(); ++I) {
      Restriction Here = getWrittenRestriction(*Decls[I]);
      if (First.Cpu == Here.Cpu && First.Amp == Here.Amp)
        continue;
      Ctx.report(AmpDiag::RestrictionMismatch, Decls[I]->getLocation())
          << Decls[I] << spelling(Here) << spelling(First);
      Ctx.report(AmpDiag::NoteDeclaredHere, Decls[0]->getLocation()) << Decls[0];
    }
    return true;
  }

  // The walk skips instantiations; explicit ones are found from their template.
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *FT) {
    if (FT->isCanonicalDecl())
      for (const FunctionDecl *Spec : FT->specializations())
        checkExplicitInstantiation(*Spec);
    return true;
  }

private:
  /// Beside `int f(int) restrict(cpu)` and `int f(int) restrict(amp)`, a
  /// declaration `int f(int) restrict(cpu, amp)` overlaps both (Microsoft:
  /// C3935). The device view holds the amp twin's declarations and this one,
  /// as redeclarations of one function.
  void checkTwinOverlap(const FunctionDecl &FD) {
    const FunctionDecl *OneSided = nullptr;
    llvm::SmallVector<const FunctionDecl *, 2> Both;
    for (const FunctionDecl *D : FD.redecls()) {
      Restriction Here = getWrittenRestriction(*D);
      if (D->isImplicit() || isInstantiation(*D) || !Here.Explicit)
        continue;
      if (Here.Cpu && Here.Amp)
        Both.push_back(D);
      else if (!OneSided)
        OneSided = D;
    }
    if (!OneSided) // a restrict(cpu, amp) overload of another signature
      return;
    for (const FunctionDecl *D : Both) {
      Ctx.report(AmpDiag::RestrictionMismatch, D->getLocation())
          << D << spelling(getWrittenRestriction(*D)) << "restrict(cpu) and restrict(amp)";
      Ctx.report(AmpDiag::NoteDeclaredHere, OneSided->getLocation()) << OneSided;
    }
  }

  /// `template int f<int>(int) restrict(cpu);` of an amp-only template names
  /// no template of that restriction (Microsoft: C2912).
  void checkExplicitInstantiation(const FunctionDecl &FD) {
    TemplateSpecializationKind K = FD.getTemplateSpecializationKind();
    const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern();
    if ((K != TSK_ExplicitInstantiationDeclaration && K != TSK_ExplicitInstantiationDefinition) || !Pattern)
      return;
    Restriction Written = writtenAfter(FD.getPointOfInstantiation());
    if (!Written.Explicit)
      return;
    Restriction Template = getRestriction(*Pattern);
    if (Written.Cpu == Template.Cpu && Written.Amp == Template.Amp)
      return;
    Ctx.report(AmpDiag::RestrictionMismatch, FD.getPointOfInstantiation())
        << &FD << spelling(Written) << spelling(Template);
    Ctx.report(AmpDiag::NoteDeclaredHere, Pattern->getLocation()) << Pattern;
  }
  /// The `restrict(...)` specifiers from \p Name to the end of its
  /// declaration, read off the text: Clang drops attributes written after an
  /// explicit instantiation's declarator.
  Restriction writtenAfter(SourceLocation Name) const {
    Restriction R;
    Name = SM.getExpansionLoc(Name);
    if (Name.isInvalid())
      return R;
    auto [File, Offset] = SM.getDecomposedLoc(Name);
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
    if (Invalid)
      return R;
    Lexer Lex(SM.getLocForStartOfFile(File), Ctx.AST.getLangOpts(), Buffer.begin(), Buffer.begin() + Offset,
              Buffer.end());
    Token T;
    bool InSpecifier = false;
    for (int Depth = 0;;) {
      Lex.LexFromRawLexer(T);
      if (T.is(tok::eof) || (Depth == 0 && T.isOneOf(tok::semi, tok::l_brace)))
        break;
      if (T.is(tok::l_paren)) {
        ++Depth;
      } else if (T.is(tok::r_paren)) {
        --Depth;
        InSpecifier = false;
      } else if (T.is(tok::raw_identifier)) {
        llvm::StringRef Word = T.getRawIdentifier();
        if (Word == "restrict" && Depth == 0) {
          InSpecifier = R.Explicit = true;
        } else if (InSpecifier) {
          R.Cpu |= Word == "cpu";
          R.Amp |= Word == "amp";
        }
      }
    }
    return R;
  }

  /// `typedef int F(int) restrict(amp); F f restrict(cpu);`: the function type
  /// carries a restriction already, and another one conflicts with it.
  void checkTypedefDeclarations(llvm::ArrayRef<const FunctionDecl *> Decls) {
    for (const FunctionDecl *D : Decls) {
      const TypeSourceInfo *TSI = D->getTypeSourceInfo();
      Restriction Own = writtenSpecifiers(*D);
      Restriction Typedef = TSI ? typedefRestriction(TSI->getType()) : Restriction();
      if (!Own.Explicit || !Typedef.Explicit || (Own.Cpu == Typedef.Cpu && Own.Amp == Typedef.Amp))
        continue;
      Ctx.report(AmpDiag::RestrictionMismatch, D->getLocation()) << D << spelling(Own) << spelling(Typedef);
      if (const auto *TT = TSI->getType()->getAs<TypedefType>())
        Ctx.report(AmpDiag::NoteDeclaredHere, TT->getDecl()->getLocation()) << TT->getDecl();
    }
  }

  /// Instantiations and explicit instantiations repeat their pattern's restriction.
  static bool isInstantiation(const FunctionDecl &D) {
    TemplateSpecializationKind K = D.getTemplateSpecializationKind();
    return K == TSK_ImplicitInstantiation || K == TSK_ExplicitInstantiationDeclaration ||
           K == TSK_ExplicitInstantiationDefinition;
  }
  static std::string spelling(const Restriction &R) {
    return R.Explicit ? R.spelling() : "without a restriction (restrict(cpu))";
  }

  llvm::SmallPtrSet<const FunctionDecl *, 32> Seen;
};

class RestrictionMismatchCheck : public AmpCheck {
  void checkTranslationUnit(CheckContext &Ctx) override {
    RedeclComparer(Ctx).TraverseDecl(Ctx.AST.getTranslationUnitDecl());
  }
};
} // namespace

std::unique_ptr<AmpCheck> createRestrictionMismatchCheck() { return std::make_unique<RestrictionMismatchCheck>(); }

} // namespace ampclang
