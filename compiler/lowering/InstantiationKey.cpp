// The device side mirrors typeid: Clang's RTTI mangling for types, and the
// Itanium mangling of amp_clang::value_tag<V> (launch.h) written out.
#include "lowering/InstantiationKey.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace ampclang {

namespace {
void addArguments(const TemplateParameterList *Params, llvm::ArrayRef<TemplateArgument> Args, Names &N,
                  InstantiationKey &Key) {
  if (!Params)
    return;
  for (unsigned I = 0; I < Params->size() && I < Args.size(); ++I) {
    const NamedDecl *P = Params->getParam(I);
    const TemplateArgument &A = Args[I];
    // The text cannot name a pack, an unnamed parameter or one a generic
    // lambda's `auto` invented (the captures' types tell those apart).
    if (!P->getIdentifier() || P->isParameterPack() || P->isImplicit())
      continue;
    if (A.getKind() == TemplateArgument::Type) {
      Key.HostTypes.push_back(P->getName().str());
      Key.DeviceKey += N.typeidName(A.getAsType()) + ";";
    } else if (A.getKind() == TemplateArgument::Integral) {
      int64_t V = A.getAsIntegral().getExtValue();
      Key.HostTypes.push_back("::amp_clang::value_tag<(long long)(" + P->getName().str() + ")>");
      std::string Digits = V < 0 ? "n" + std::to_string(-static_cast<uint64_t>(V)) : std::to_string(V);
      Key.DeviceKey += "N9amp_clang9value_tagILx" + Digits + "EEE;";
    }
  }
}
} // namespace

InstantiationKey instantiationKey(const FunctionDecl *Context, Names &N) {
  InstantiationKey Key;
  for (const DeclContext *DC = Context; DC; DC = DC->getParent()) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DC)) {
      if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate(); T && FD->getTemplateSpecializationArgs() &&
                                                                   !FD->getTemplateSpecializationInfo()->isExplicitSpecialization())
        addArguments(T->getTemplateParameters(), FD->getTemplateSpecializationArgs()->asArray(), N, Key);
    } else if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(DC)) {
      if (Spec->isExplicitSpecialization())
        continue; // its text names no parameter
      auto From = Spec->getSpecializedTemplateOrPartial();
      if (auto *Partial = From.dyn_cast<ClassTemplatePartialSpecializationDecl *>())
        addArguments(Partial->getTemplateParameters(), Spec->getTemplateInstantiationArgs().asArray(), N, Key);
      else
        addArguments(From.get<ClassTemplateDecl *>()->getTemplateParameters(), Spec->getTemplateArgs().asArray(), N,
                     Key);
    }
  }
  return Key;
}

} // namespace ampclang
