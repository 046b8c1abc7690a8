// The vector variant of an own-index kernel (ast/OwnIndexAccess.h): each
// work-item takes Width consecutive elements, loads each view it reads with
// one vector load, runs the body once per element with the element accesses
// replaced by vector lanes, and stores each view it writes with one vector
// store. The runtime launches it when the views' offsets are aligned and no
// two views share data, and covers the rest of the domain with the scalar kernel.
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

static std::string vectorElementName(QualType T) {
  const auto *B = T.getUnqualifiedType()->getAs<BuiltinType>();
  switch (B->getKind()) {
  case BuiltinType::Float: return "float";
  case BuiltinType::Int: return "int";
  case BuiltinType::UInt: return "uint";
  default: return "double";
  }
}

std::string ProgramLowering::vectorVariant(const KernelSite &Site, const OwnIndexPlan &Plan, LoweredKernel &Out,
                                           const std::string &Params, const std::string &Views,
                                           llvm::ArrayRef<std::function<void(FunctionEmitter &)>> Binds,
                                           const std::string &Idx) {
  const std::string W = std::to_string(Plan.Width);
  FunctionEmitter VE(*this, *Site.CallOperator);
  for (const auto &B : Binds)
    B(VE);
  VE.bind(Site.CallOperator->getParamDecl(0), VarBinding::plain(Idx, AddrSpace::Private));
  std::string Loads, Stores;
  for (const OwnIndexPlan::View &V : Plan.Views) {
    // The view's struct, made at the kernel's start: only captured views (not
    // those held in captured structs) are in a plan.
    const CaptureSlot *Slot = nullptr;
    for (const CaptureSlot &S : Out.Layout.Slots)
      if (S.Kind == CaptureSlot::View && S.Var == V.Var && S.HolderSlot < 0)
        Slot = &S;
    if (!Slot)
      return {};
    std::string Reg = "amp_vw_" + Slot->Field, Data = "amp_cv_" + Slot->Field + ".data";
    std::string VT = vectorElementName(V.Element) + W;
    Loads += "  " + VT + " " + Reg;
    if (!V.StoreOnly)
      Loads += " = *(__global const " + VT + " *)(" + Data + " + amp_vbase)";
    Loads += ";\n";
    if (V.Written)
      Stores += "  *(__global " + VT + " *)(" + Data + " + amp_vbase) = " + Reg + ";\n";
    for (const auto &[Access, Var] : Plan.Accesses)
      if (Var == V.Var)
        VE.overrideExpr(Access, Reg + ".s@LANE@");
  }
  std::string Body = VE.body(Site.CallOperator->getBody(), 2);
  emitPendingFunctions();
  if (VE.failed())
    return {};
  std::string Lanes;
  for (unsigned L = 0; L < Plan.Width; ++L) {
    std::string Lane = Body, N = std::to_string(L);
    for (size_t P = Lane.find("@LANE@"); P != std::string::npos; P = Lane.find("@LANE@", P))
      Lane.replace(P, 6, N);
    // A switch's labels (SwitchEmitter.cpp) are the function's: one set per lane.
    for (size_t P = Lane.find("amp_sw"); P != std::string::npos; P = Lane.find("amp_sw", P + 6))
      Lane.insert(P + 6, "l" + N + "_");
    Lanes += "  {\n    amp_index_1 " + Idx + ";\n    " + Idx + ".v[0] = amp_vbase + " + N + ";\n" + Lane + "  }\n";
  }
  Out.VectorName = Out.Name + "_v" + W;
  Out.VectorWidth = Plan.Width;
  return "__kernel void " + Out.VectorName + "(" + Params + ") {\n  const int amp_vbase = (int)get_global_id(0) * " +
         W + ";\n" + VE.temporaries() + Views + Loads + Lanes + Stores + "}\n";
}

} // namespace ampclang
