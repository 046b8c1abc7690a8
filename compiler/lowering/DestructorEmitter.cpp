// Destructors in device code: a local whose class has a destructor with
// something to do is destroyed where its scope ends, by falling off its end,
// `break`, `continue` or `return`; a destructor then destroys the members and
// bases its body leaves.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/Names.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

/// Whether destroying an object of class \p RD runs any code: amp.h's classes
/// and trivial destructors run none, nor does a written destructor with an
/// empty body whose members and bases run none.
bool needsDestruction(const CXXRecordDecl *RD) {
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD || RD->hasTrivialDestructor() || isAmpLibraryDecl(*RD))
    return false;
  const CXXDestructorDecl *Dtor = RD->getDestructor();
  if (!Dtor)
    return false;
  const FunctionDecl *Def = nullptr;
  // A destructor defined in no part of this file cannot be lowered; as
  // before, nothing is run for it.
  if (!Dtor->isDefaulted() && !Dtor->hasBody(Def))
    return false;
  if (Def && Def->getBody() && !cast<CompoundStmt>(Def->getBody())->body_empty())
    return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (needsDestruction(B.getType()->getAsCXXRecordDecl()))
      return true;
  if (!RD->isUnion())
    for (const FieldDecl *F : RD->fields())
      if (needsDestruction(F->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl()))
        return true;
  return false;
}

std::string FunctionEmitter::destroy(const std::string &Object, AddrSpace Space, QualType T, SourceLocation Loc,
                                     AddrSpace Views) {
  const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!needsDestruction(RD))
    return "";
  if (T->isArrayType()) {
    if (!Failed)
      P.unsupported(Loc, "the destruction of an array of '" + RD->getName().str() + "', which has a destructor");
    Failed = true;
    return "";
  }
  // The destructor of the class's variant whose views point where the
  // object's do (a view over a local is not a global pointer), as methods.
  std::string Sig(1, addrSpaceLetter(Space));
  if (P.types().holdsView(P.context().getRecordType(RD)))
    Sig += addrSpaceLetter(Views);
  return P.requestFunction(*RD->getDestructor(), Sig) + "(" + Object + (sanitizerChecks() ? ", amp_san, amp_san_l" : "") +
         ");";
}

void FunctionEmitter::pushScope(ScopeKind K) {
  Scopes.emplace_back();
  Scopes.back().K = K;
}

void FunctionEmitter::popScope(int Indent) {
  destroyScopes(Indent, Scopes.size() - 1);
  Scopes.pop_back();
}

void FunctionEmitter::destroyScopes(int Indent, size_t Down) {
  for (size_t I = Scopes.size(); I-- > Down;)
    for (auto It = Scopes[I].Destroys.rbegin(); It != Scopes[I].Destroys.rend(); ++It)
      line(Indent, *It);
}

bool FunctionEmitter::pendingDestructions(size_t Down) const {
  for (size_t I = Down; I < Scopes.size(); ++I)
    if (!Scopes[I].Destroys.empty())
      return true;
  return false;
}

void FunctionEmitter::registerDestruction(const VarDecl *V) {
  QualType T = V->getType();
  if (Scopes.empty() || T->isReferenceType() || isTileStatic(*V) || V->isStaticLocal())
    return;
  auto Views = ViewSpaces.find(V);
  std::string Call = destroy("&(" + Names::variable(*V) + ")", AddrSpace::Private, T, V->getLocation(),
                             Views == ViewSpaces.end() ? AddrSpace::Global : Views->second);
  if (!Call.empty())
    Scopes.back().Destroys.push_back(Call);
}

std::string ProgramLowering::memberDestruction(FunctionEmitter &FE, const CXXDestructorDecl &Dtor, AddrSpace This) {
  // After the body: members in reverse order of declaration, then bases.
  const CXXRecordDecl &RD = *Dtor.getParent();
  std::string Out;
  if (!RD.isUnion()) {
    std::vector<const FieldDecl *> Fields(RD.field_begin(), RD.field_end());
    for (auto It = Fields.rbegin(); It != Fields.rend(); ++It) {
      std::string Call = FE.destroy("&amp_this->" + Names::local((*It)->getName()), This, (*It)->getType(),
                                    (*It)->getLocation(), FE.thisViewSpace());
      if (!Call.empty())
        Out += "  " + Call + "\n";
    }
  }
  std::vector<const CXXBaseSpecifier *> Bases;
  for (const CXXBaseSpecifier &B : RD.bases())
    Bases.push_back(&B);
  for (auto It = Bases.rbegin(); It != Bases.rend(); ++It) {
    const CXXRecordDecl *Base = (*It)->getType()->getAsCXXRecordDecl();
    if (!Base)
      continue;
    std::string Field = baseFieldName(RD, *Base);
    std::string BaseType = FE.type((*It)->getType(), Dtor.getLocation());
    std::string Object = Field.empty() ? "(" + std::string(addrSpaceKeyword(This)) + " " + BaseType + " *)amp_this"
                                       : "&amp_this->" + Field;
    std::string Call = FE.destroy(Object, This, (*It)->getType(), Dtor.getLocation(), FE.thisViewSpace());
    if (!Call.empty())
      Out += "  " + Call + "\n";
  }
  return Out;
}

} // namespace ampclang
