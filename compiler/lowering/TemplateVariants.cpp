#include "lowering/TemplateVariants.h"

#include <map>
#include <optional>

using namespace clang;

namespace ampclang {

namespace {
/// Where the host text that picks \p K's variant is: the launch of a lambda
/// written in the call, or where a lambda passed by name is made.
SourceLocation variantText(const LoweredKernel &K) {
  if (!K.Site->Lambda || !K.Site->InTemplateInstantiation)
    return {}; // functors go by their own type; a kernel outside templates has one variant
  return K.Site->Bound ? K.Site->Lambda->getBeginLoc() : K.Site->Call->getBeginLoc();
}

/// The parameters a function parameter pack named \p Name became in the
/// instantiation of a function around \p Context, if \p Name is one.
std::optional<std::vector<const ParmVarDecl *>> packElements(const FunctionDecl *Context, llvm::StringRef Name) {
  for (const DeclContext *DC = Context; DC; DC = DC->getParent()) {
    const auto *FD = dyn_cast<FunctionDecl>(DC);
    const FunctionDecl *Pattern = FD ? FD->getTemplateInstantiationPattern() : nullptr;
    if (!Pattern)
      continue;
    unsigned At = 0, Expanded = FD->getNumParams() + 1 - Pattern->getNumParams();
    for (const ParmVarDecl *P : Pattern->parameters()) {
      if (!P->isParameterPack()) {
        if (P->getName() == Name)
          return std::nullopt;
        ++At;
        continue;
      }
      if (P->getName() != Name || At + Expanded > FD->getNumParams()) {
        At += Expanded;
        continue;
      }
      std::vector<const ParmVarDecl *> Elements;
      for (unsigned I = 0; I < Expanded; ++I)
        Elements.push_back(FD->getParamDecl(At + I));
      return Elements;
    }
  }
  return std::nullopt;
}

/// Why one host text cannot fill the captures of all of \p Members, or null.
/// Fills each member's Fill and TypeKey.
const char *planFill(std::vector<LoweredKernel> &Kernels, const std::vector<size_t> &Members) {
  // Views bind in the order they are filled, so every instantiation must
  // capture its views (and structs holding views) in the shared list's order.
  std::vector<std::pair<std::string, CaptureSlot>> All; // by name, in first-capture order
  for (size_t M : Members)
    for (const CaptureSlot &S : Kernels[M].Layout.Slots)
      if (S.HolderSlot < 0 && llvm::none_of(All, [&](const auto &E) { return E.first == S.Var->getName(); }))
        All.emplace_back(S.Var->getName().str(), S);
  for (size_t M : Members) {
    LoweredKernel &K = Kernels[M];
    const std::vector<CaptureSlot> &Slots = K.Layout.Slots;
    auto slotOf = [&](const ValueDecl *Var) {
      for (size_t J = 0; J < Slots.size(); ++J)
        if (Slots[J].HolderSlot < 0 && Slots[J].Var == Var)
          return static_cast<int>(J);
      return -1;
    };
    K.Fill.clear();
    int Last = -1;
    for (const auto &[Name, Spelling] : All) {
      VariantCapture C{Spelling, {}, false, true};
      if (auto Elements = packElements(K.Site->FillContext, Name)) {
        // Its elements are filled after the other captures (launch.h: capture_pack).
        C.Pack = true;
        for (const ParmVarDecl *E : *Elements)
          C.Own.push_back(slotOf(E));
        if (llvm::any_of(C.Own, [&](int J) { return J >= 0 && Slots[J].Kind != CaptureSlot::Value; }))
          return "a kernel capturing a parameter pack of views or of structs holding views";
      } else {
        for (size_t J = 0; J < Slots.size(); ++J)
          if (Slots[J].HolderSlot < 0 && Slots[J].Var->getName() == Name)
            C.Own = {static_cast<int>(J)};
        if (C.Own.empty())
          C.Own = {-1};
        else if (Slots[C.Own[0]].Kind != CaptureSlot::Value) {
          if (C.Own[0] < Last)
            return "a kernel whose captured views differ in order between template instantiations";
          Last = C.Own[0];
        }
      }
      K.Fill.push_back(std::move(C));
    }
  }
  for (size_t I = 0; I < All.size(); ++I) {
    // A pack's types are in the key already, as the template's pack.
    bool Everywhere = llvm::all_of(Members, [&](size_t M) {
      const VariantCapture &C = Kernels[M].Fill[I];
      return !C.Pack && C.Own.front() >= 0;
    });
    if (!Everywhere && !Kernels[Members.front()].Fill[I].Pack && All[I].second.Kind == CaptureSlot::Holder)
      return "a kernel whose template instantiations differ in capturing a struct that holds views";
    for (size_t M : Members)
      Kernels[M].Fill[I].InKey = Everywhere;
  }
  for (size_t M : Members) {
    LoweredKernel &K = Kernels[M];
    K.TypeKey.clear();
    for (const VariantCapture &C : K.Fill)
      if (C.InKey)
        K.TypeKey += K.SlotKeys[C.Own.front()] + ";";
    K.TypeKey += K.TemplateKey;
  }
  return nullptr;
}
} // namespace

bool planTemplateVariants(std::vector<LoweredKernel> &Kernels, AmpDiagnostics &Diags) {
  std::map<SourceLocation, std::vector<size_t>> Texts; // variant text -> its instantiations
  for (size_t I = 0; I < Kernels.size(); ++I)
    if (SourceLocation Text = variantText(Kernels[I]); Text.isValid())
      Texts[Text].push_back(I);
  bool Ok = true;
  auto refuse = [&](const LoweredKernel &K, llvm::StringRef Why) {
    Diags.report(AmpDiag::UnsupportedConstruct, K.Site->Call->getBeginLoc()) << Why;
    Ok = false;
  };
  for (const auto &[Text, Members] : Texts) {
    if (const char *Why = planFill(Kernels, Members)) {
      refuse(Kernels[Members.front()], Why);
      continue;
    }
    for (size_t I = 1; I < Members.size(); ++I)
      for (size_t J = 0; J < I; ++J)
        if (Kernels[Members[I]].TypeKey == Kernels[Members[J]].TypeKey &&
            Kernels[Members[I]].TextHash != Kernels[Members[J]].TextHash) {
          refuse(Kernels[Members[I]],
                 "a kernel whose template instantiations differ only in template arguments that the host cannot name "
                 "at run time (template template, pointer or unnamed 'auto' parameters)");
          I = Members.size();
          break;
        }
  }
  return Ok;
}

} // namespace ampclang
