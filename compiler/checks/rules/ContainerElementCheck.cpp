// amp-container-element: the element type of concurrency::array and array_view must be amp-compatible.
#include "ast/Restriction.h"
#include "checks/TypeUseCheck.h"

#include "clang/Basic/SourceManager.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace clang;

namespace ampclang {
namespace {

/// True for Concurrency::array and Concurrency::array_view of amp-clang's headers.
bool isDataContainer(const CXXRecordDecl &RD) {
  return (RD.getName() == "array" || RD.getName() == "array_view") && isAmpLibraryDecl(RD);
}

/// Why \p T cannot be a container's element, or an empty string.
std::string whyNotElement(QualType T, ASTContext &AST) {
  std::string Why;
  anyComponentType(T, [&](QualType C) {
    if (const CXXRecordDecl *RD = C->getAsCXXRecordDecl()) {
      if (isDataContainer(*RD))
        Why = "it is or holds a concurrency::array or array_view (containers do not nest)";
      else if (RD->hasDefinition() && RD->getNumVBases())
        Why = "it has a virtual base class";
      else if (RD->hasDefinition() && RD->isPolymorphic())
        Why = "it has virtual functions";
    } else if (C->isPointerType() || C->isReferenceType() || C->isMemberPointerType()) {
      // Microsoft: no pointer or reference as an array element or a data member.
      Why = "it is or holds " + C.getUnqualifiedType().getAsString() +
            " (pointers and references are neither elements nor members of amp data)";
    } else if (C->isNullPtrType()) {
      Why = "it is or holds std::nullptr_t, which amp data cannot hold";
    } else if (const BuiltinType *B = builtinOrEnumUnderlying(C)) {
      // bool is an amp type; the 8- and 16-bit integer and character types are not.
      if (B->isInteger() && B->getKind() != BuiltinType::Bool && AST.getTypeSize(B) < 32)
        Why = "it holds " + QualType(B, 0).getAsString() + ", which is not an amp type (use int)";
    }
    if (Why.empty())
      if (const char *Reason = unsupportedTypeReason(C))
        Why = "it is or holds " + C.getUnqualifiedType().getAsString() + ": " + Reason;
    return !Why.empty();
  });
  if (Why.empty() && !T->isDependentType() && !T->isIncompleteType() && !T->isReferenceType() &&
      AST.getTypeSizeInChars(T).getQuantity() % 4 != 0)
    Why = "its size, " + std::to_string(AST.getTypeSizeInChars(T).getQuantity()) +
          " bytes, is not a multiple of 4 bytes";
  return Why;
}

class ContainerElementCheck : public AmpCheck {
  std::set<std::pair<unsigned, unsigned>> Reported; // (file, line)

  void checkTranslationUnit(CheckContext &Ctx) override {
    TranslationUnitDecl *TU = Ctx.AST.getTranslationUnitDecl();
    for (const char *NS : {"Concurrency", "concurrency"})
      for (NamedDecl *N : TU->lookup(&Ctx.AST.Idents.get(NS)))
        if (auto *Space = dyn_cast<NamespaceDecl>(N))
          for (const char *Name : {"array", "array_view"})
            for (NamedDecl *D : Space->lookup(&Ctx.AST.Idents.get(Name)))
              if (auto *CTD = dyn_cast<ClassTemplateDecl>(D))
                if (isAmpLibraryDecl(*CTD))
                  for (ClassTemplateSpecializationDecl *S : CTD->specializations())
                    checkSpecialization(*S, libraryDir(*CTD, Ctx), Ctx);
  }

  /// The folder of amp.h: the container's header lives in its amp_clang/.
  static std::string libraryDir(const ClassTemplateDecl &CTD, CheckContext &Ctx) {
    const SourceManager &SM = Ctx.AST.getSourceManager();
    llvm::StringRef File = SM.getFilename(SM.getFileLoc(CTD.getLocation()));
    return llvm::sys::path::parent_path(llvm::sys::path::parent_path(File)).str() + "/";
  }

  void checkSpecialization(const ClassTemplateSpecializationDecl &S, const std::string &LibraryDir,
                           CheckContext &Ctx) {
    if (S.getSpecializationKind() == TSK_ExplicitSpecialization || S.getTemplateArgs().size() < 1 ||
        S.getTemplateArgs()[0].getKind() != TemplateArgument::Type)
      return;
    // Reported where the user's code names the container; amp-clang's own
    // headers instantiate containers only for a user's.
    SourceLocation Loc = S.getPointOfInstantiation();
    const SourceManager &SM = Ctx.AST.getSourceManager();
    if (Loc.isInvalid() || SM.isInSystemHeader(SM.getFileLoc(Loc)) ||
        SM.getFilename(SM.getFileLoc(Loc)).starts_with(LibraryDir))
      return;
    QualType Elem = S.getTemplateArgs()[0].getAsType().getUnqualifiedType();
    std::string Why = whyNotElement(Elem, Ctx.AST);
    // array<T> makes an array_view<T> on the same line: one report.
    SourceLocation File = SM.getFileLoc(Loc);
    if (!Why.empty() && Reported.insert({SM.getFileID(File).getHashValue(), SM.getSpellingLineNumber(File)}).second)
      Ctx.report(AmpDiag::ContainerElement, Loc) << Elem << S.getName() << Why;
  }
};
} // namespace

std::unique_ptr<AmpCheck> createContainerElementCheck() { return std::make_unique<ContainerElementCheck>(); }

} // namespace ampclang
