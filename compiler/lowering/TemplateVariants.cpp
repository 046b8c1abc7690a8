#include "lowering/TemplateVariants.h"

#include <map>

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
    K.Fill.clear();
    int Last = -1;
    for (const auto &[Name, Spelling] : All) {
      VariantCapture C{Spelling, -1, true};
      for (size_t J = 0; J < K.Layout.Slots.size(); ++J)
        if (K.Layout.Slots[J].HolderSlot < 0 && K.Layout.Slots[J].Var->getName() == Name)
          C.Own = static_cast<int>(J);
      if (C.Own >= 0 && K.Layout.Slots[C.Own].Kind != CaptureSlot::Value) {
        if (C.Own < Last)
          return "a kernel whose captured views differ in order between template instantiations";
        Last = C.Own;
      }
      K.Fill.push_back(std::move(C));
    }
  }
  for (size_t I = 0; I < All.size(); ++I) {
    bool Everywhere = llvm::all_of(Members, [&](size_t M) { return Kernels[M].Fill[I].Own >= 0; });
    if (!Everywhere && All[I].second.Kind == CaptureSlot::Holder)
      return "a kernel whose template instantiations differ in capturing a struct that holds views";
    for (size_t M : Members)
      Kernels[M].Fill[I].InKey = Everywhere;
  }
  for (size_t M : Members) {
    LoweredKernel &K = Kernels[M];
    K.TypeKey.clear();
    for (const VariantCapture &C : K.Fill)
      if (C.InKey)
        K.TypeKey += K.SlotKeys[C.Own] + ";";
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
