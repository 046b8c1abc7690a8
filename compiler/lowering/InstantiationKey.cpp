// The device side mirrors typeid: Clang's RTTI mangling for types, and the
// Itanium mangling of amp_clang::value_tag<V> and amp_clang::pack_end
// (launch.h) written out.
#include "lowering/InstantiationKey.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace ampclang {

namespace {
/// typeid(amp_clang::value_tag<V>).name().
std::string valueTagName(int64_t V) {
  std::string Digits = V < 0 ? "n" + std::to_string(-static_cast<uint64_t>(V)) : std::to_string(V);
  return "N9amp_clang9value_tagILx" + Digits + "EEE";
}

std::string valueTagSpelling(llvm::StringRef Value) {
  return "::amp_clang::value_tag<(long long)(" + Value.str() + ")>";
}

/// Ends a pack's names, so that packs of other lengths never give one key.
void endPack(InstantiationKey &Key) {
  Key.HostTypes.push_back("::amp_clang::pack_end");
  Key.DeviceKey += "N9amp_clang8pack_endE;";
}

/// A pack of types or of integers.
void addPack(const NamedDecl *P, const TemplateArgument &A, Names &N, InstantiationKey &Key) {
  const auto *Value = dyn_cast<NonTypeTemplateParmDecl>(P);
  if (!isa<TemplateTypeParmDecl>(P) && !(Value && Value->getType()->isIntegralOrEnumerationType()))
    return;
  std::string Device;
  for (const TemplateArgument &E : A.pack_elements()) {
    if (E.getKind() == TemplateArgument::Type)
      Device += N.typeidName(E.getAsType()) + ";";
    else if (E.getKind() == TemplateArgument::Integral)
      Device += valueTagName(E.getAsIntegral().getExtValue()) + ";";
  }
  Key.HostTypes.push_back(Value ? valueTagSpelling(P->getName()) + "..." : P->getName().str() + "...");
  Key.DeviceKey += Device;
  endPack(Key);
}

void addArguments(const TemplateParameterList *Params, llvm::ArrayRef<TemplateArgument> Args, Names &N,
                  InstantiationKey &Key) {
  if (!Params)
    return;
  for (unsigned I = 0; I < Params->size() && I < Args.size(); ++I) {
    const NamedDecl *P = Params->getParam(I);
    const TemplateArgument &A = Args[I];
    // The text cannot name an unnamed parameter or one an `auto` parameter
    // invented (addAutoParameters names those through the function parameter).
    if (!P->getIdentifier() || P->isImplicit())
      continue;
    if (A.getKind() == TemplateArgument::Pack) {
      addPack(P, A, N, Key);
    } else if (A.getKind() == TemplateArgument::Type) {
      Key.HostTypes.push_back(P->getName().str());
      Key.DeviceKey += N.typeidName(A.getAsType()) + ";";
    } else if (A.getKind() == TemplateArgument::Integral) {
      Key.HostTypes.push_back(valueTagSpelling(P->getName()));
      Key.DeviceKey += valueTagName(A.getAsIntegral().getExtValue()) + ";";
    }
  }
}

/// The parameters of \p Spec (a generic lambda's or an abbreviated function
/// template's instantiation) whose types an `auto` decides: the host names
/// each as `decltype(param)`, the device by its instantiated type.
void addAutoParameters(const FunctionTemplateDecl &T, const FunctionDecl &Spec, Names &N, InstantiationKey &Key) {
  if (llvm::none_of(*T.getTemplateParameters(), [](const NamedDecl *P) { return P->isImplicit(); }))
    return;
  const FunctionDecl *Pattern = T.getTemplatedDecl();
  unsigned Packs = llvm::count_if(Pattern->parameters(), [](const ParmVarDecl *P) { return P->isParameterPack(); });
  if (Packs > 1 || Spec.getNumParams() + Packs < Pattern->getNumParams())
    return;
  unsigned Expanded = Spec.getNumParams() + Packs - Pattern->getNumParams(); // the pack's length
  unsigned At = 0;
  for (const ParmVarDecl *P : Pattern->parameters()) {
    unsigned Count = P->isParameterPack() ? Expanded : 1;
    if (P->getType()->isDependentType() && P->getIdentifier()) {
      Key.HostTypes.push_back("decltype(" + P->getName().str() + ")" + (P->isParameterPack() ? "..." : ""));
      for (unsigned I = 0; I < Count; ++I)
        Key.DeviceKey += N.typeidName(Spec.getParamDecl(At + I)->getType()) + ";";
      if (P->isParameterPack())
        endPack(Key);
    }
    At += Count;
  }
}
} // namespace

InstantiationKey instantiationKey(const FunctionDecl *Context, Names &N) {
  InstantiationKey Key;
  for (const DeclContext *DC = Context; DC; DC = DC->getParent()) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DC)) {
      if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate(); T && FD->getTemplateSpecializationArgs() &&
                                                                   !FD->getTemplateSpecializationInfo()->isExplicitSpecialization()) {
        addArguments(T->getTemplateParameters(), FD->getTemplateSpecializationArgs()->asArray(), N, Key);
        addAutoParameters(*T, *FD, N, Key);
      }
    } else if (const auto *Closure = dyn_cast<CXXRecordDecl>(DC); Closure && Closure->isLambda()) {
      // A lambda initialising a variable template names its arguments.
      if (const auto *Var = dyn_cast_or_null<VarTemplateSpecializationDecl>(Closure->getLambdaContextDecl());
          Var && !Var->isExplicitSpecialization()) {
        auto From = Var->getSpecializedTemplateOrPartial();
        if (auto *Partial = From.dyn_cast<VarTemplatePartialSpecializationDecl *>())
          addArguments(Partial->getTemplateParameters(), Var->getTemplateInstantiationArgs().asArray(), N, Key);
        else
          addArguments(From.get<VarTemplateDecl *>()->getTemplateParameters(), Var->getTemplateArgs().asArray(), N,
                       Key);
      }
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
