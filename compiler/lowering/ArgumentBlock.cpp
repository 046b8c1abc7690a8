// A kernel's arguments: the block of captured values (by value, or a
// __constant buffer when large), one __global pointer per view, and the
// statements at the kernel's start that make each view a view struct and
// each captured struct holding views (or a functor used whole) a private copy.
#include "ast/WholeObjectUse.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"
#include "lowering/Sanitizer.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace ampclang {

ProgramLowering::KernelArguments ProgramLowering::kernelArguments(const KernelSite &Site, LoweredKernel &Out,
                                                                  FunctionEmitter &FE) {
  KernelArguments A;
  // A block that fits in the argument space every device has (1024 bytes,
  // counting 8 per buffer) is passed by value: no buffer per launch, and the
  // compiler sees that no store can change it (PoCL then vectorises across
  // work-items). A larger one (up to the 16 KB capture limit) is a __constant buffer.
  unsigned ViewArgs = llvm::count_if(Out.Layout.Slots, [](const CaptureSlot &S) { return S.Kind == CaptureSlot::View; });
  Out.BlockByValue = Out.Layout.BlockSize + 8 * ViewArgs <= 1024;
  const AddrSpace BlockSpace = Out.BlockByValue ? AddrSpace::Private : AddrSpace::Constant;
  A.Arg = Out.BlockByValue ? "amp_argv." : "amp_args->";
  const std::string &Arg = A.Arg;
  std::string &Block = A.Block, &Params = A.Params, &RestrictParams = A.RestrictParams, &Views = A.Views;
  auto Bind = [&](std::function<void(FunctionEmitter &)> F) {
    F(FE);
    A.Binds.push_back(std::move(F));
  };
  Params = Out.BlockByValue ? "amp_block_" + Out.Name + " amp_argv"
                                               : "__constant const amp_block_" + Out.Name + " *amp_args";
  // The vector variant's: the runtime picks it only when no two views share
  // data, so its view pointers cannot alias.
  RestrictParams = Params;
  std::string ShadowParams; // -fsanitize=amp-init: one written-shadow a view
  uint64_t At = 0;
  unsigned Pad = 0;
  auto padTo = [&](uint64_t Offset) {
    if (Offset > At)
      Block += "  uchar amp_pad" + std::to_string(Pad++) + "[" + std::to_string(Offset - At) + "];\n";
    At = Offset;
  };
  std::string R = std::to_string(Site.Rank);
  // A functor holding views whose operator() uses its object whole (calls its
  // own methods, copies *this): the kernel builds the object once as a private
  // device struct, views included, and `this` points at it. Otherwise the
  // operator() reads members from the block and views from their own slots.
  const std::string Self = "amp_kself";
  const CXXRecordDecl *SelfClass =
      !Site.Lambda && Types.holdsView(Ctx.getRecordType(Site.KernelClass)) && usesWholeObject(*Site.CallOperator)
          ? Site.KernelClass
          : nullptr;
  Block += "  amp_extent_" + R + " amp_domain;\n";
  At = Out.Layout.DomainSize;
  for (const CaptureSlot &S : Out.Layout.Slots) {
    if (S.InObject && SelfClass) {
      // Copied with the object; its views are set in the object's copy.
      std::string Member = Self + memberPath(*SelfClass, *cast<FieldDecl>(S.Var));
      Bind([=](FunctionEmitter &F) { F.bind(S.Var, VarBinding::plain(Member, AddrSpace::Private)); });
      continue;
    }
    if (S.InObject) {
      // A functor's member struct holding views: a private copy, its bytes
      // read from the object's, its views set by the View slots after it.
      std::string Local = "amp_cs_" + S.Field;
      bool Ok = true;
      Views += "  " + Types.declare(S.Type.getUnqualifiedType(), Local, Ok) + ";\n" +
               holderCopy(S.Type, Local, Arg + "kobj.bytes", S.MemberOffset, S.Var->getLocation(), BlockSpace);
      if (!Ok)
        unsupported(S.Var->getLocation(), "a kernel object's member of type '" + S.Type.getAsString() + "'");
      Bind([=](FunctionEmitter &F) { F.bind(S.Var, VarBinding::plain(Local, AddrSpace::Private)); });
      continue;
    }
    padTo(S.Offset);
    if (S.Kind == CaptureSlot::Object && Out.Layout.TextureReference) {
      const FieldDecl *F = Out.Layout.TextureReference;
      unsupported(F->getLocation(), "a functor kernel's reference member to a texture ('" + F->getNameAsString() +
                                        "'; hold a texture_view of it instead)");
      return A;
    }
    if (S.Kind == CaptureSlot::Object && SelfClass) {
      Block += "  union { uchar bytes[" + std::to_string(S.Size) + "]; } " + S.Field + ";\n";
      bool Ok = true;
      Views += "  " + Types.declare(S.Type.getUnqualifiedType(), Self, Ok) + ";\n" +
               holderCopy(S.Type, Self, Arg + S.Field + ".bytes", 0, Site.KernelArg->getBeginLoc(), BlockSpace);
      if (!Ok || Out.Layout.UnplacedView)
        unsupported(Site.KernelArg->getBeginLoc(), "a kernel object with a virtual base, or with array_views in an "
                                                   "array or behind a virtual base");
      Bind([=](FunctionEmitter &F) { F.setThis("(&" + Self + ")", AddrSpace::Private); });
    } else if (S.Kind == CaptureSlot::Object) {
      // A functor: its operator() reads members through `this`, in the block.
      bool Ok = true;
      std::string T = Types.functorType(*Site.KernelClass, "amp_kobj_" + Out.Name, Ok);
      if (!Ok || Out.Layout.UnplacedView)
        unsupported(Site.KernelArg->getBeginLoc(), "a kernel object with a virtual base, or with array_views in an "
                                                   "array or behind a virtual base");
      // Its struct may end before the host's object does (a kernel object's
      // tail padding is not its own: TypeLowering): the union keeps the
      // host's size, so the captures after it stay where the host put them.
      Block += "  union { " + T + " v; uchar bytes[" + std::to_string(S.Size) + "]; } " + S.Field + ";\n";
      Bind([=](FunctionEmitter &F) { F.setThis("(&" + Arg + S.Field + ".v)", BlockSpace); });
    } else if (S.Kind == CaptureSlot::View) {
      Prelude.requireRank(S.Rank);
      Block += "  amp_view_meta_" + std::to_string(S.Rank) + " " + S.Field + ";\n";
      std::string Data = "amp_view_" + S.Field;
      std::string Elem = FE.type(S.Element.getUnqualifiedType(), S.Var->getLocation());
      std::string Pointer = std::string(", __global ") + (S.ReadOnly ? "const " : "") + Elem + " *";
      Params += Pointer + Data;
      RestrictParams += Pointer + "restrict " + Data;
      // The kernel starts by making each captured view a view struct, as every
      // other view in device code is.
      bool Ok = true;
      std::string VT = Types.viewType(S.Type, Ok);
      // The view's offset is folded into its base pointer, so that the
      // OpenCL compiler sees offset 0 (and, from the prelude, unit stride in
      // the last dimension): consecutive work-items touch consecutive elements.
      std::string Meta = Arg + S.Field;
      std::string Based = VT + "_make(" + Data + " + " + Meta + ".offset, amp_view_unoffset_" +
                          std::to_string(S.Rank) + "(" + Meta + "))";
      if (sanitizerChecks() & SanitizeInit) // the data's written-shadow, if it has one (Sanitizer.h)
        Based = sanitizerShadowView(Prelude, VT, Data, Meta, S.Rank, Elem, ShadowParams);
      if (S.HolderSlot >= 0) {
        // A view held in a captured struct: a member of its private copy.
        const CaptureSlot &H = Out.Layout.Slots[S.HolderSlot];
        std::string Copy = SelfClass && H.InObject ? Self + memberPath(*SelfClass, *cast<FieldDecl>(H.Var))
                                                   : "amp_cs_" + H.Field;
        std::string Member = "  " + Copy + heldViewMember(H.Type, S.Path);
        if (S.ByReference) // a reference to a concurrency::array: to a private view of its own
          Views += "  " + VT + " amp_hv_" + S.Field + " = " + Based + ";\n" + Member + " = &amp_hv_" + S.Field + ";\n";
        else
          Views += Member + " = " + Based + ";\n";
      } else {
        std::string Local = "amp_cv_" + S.Field;
        Views += "  " + VT + " " + Local + " = " + Based + ";\n";
        if (SelfClass) // a reference member to a concurrency::array points at it
          Views += "  " + Self + memberPath(*SelfClass, *cast<FieldDecl>(S.Var)) + " = " +
                   (S.ByReference ? "&" : "") + Local + ";\n";
        Bind([=](FunctionEmitter &F) { F.bindView(S.Var, Local, S.Type); });
      }
    } else if (S.Kind == CaptureSlot::Holder) {
      // The host's bytes, read field by field into a device struct whose
      // views are view structs (the host's views mean nothing here).
      Block += "  uchar " + S.Field + "[" + std::to_string(S.Size) + "];\n";
      // In a template, the host binds held views by the struct's address
      // (kernel_variant::fill_held): an init-capture's value has none, and a
      // captured lambda may be bound to its kernel.
      const auto *Init = dyn_cast<VarDecl>(S.Var);
      bool TemplateOnly = Site.InTemplateInstantiation &&
                          ((Init && Init->isInitCapture()) || S.Type->getAsCXXRecordDecl()->isLambda());
      if (TemplateOnly || Out.Layout.UnplacedView == S.Var) {
        unsupported(S.Var->getLocation(), "a capture of type '" + S.Type.getAsString() +
                                              "', which holds an array_view " +
                                              (TemplateOnly ? "(an init-capture or a lambda, in a kernel inside a template)"
                                                            : "in an array or a virtual base"));
        Bind([=](FunctionEmitter &F) { F.bind(S.Var, VarBinding::plain(Arg + S.Field, BlockSpace)); }); // no follow-on errors
        At = S.Offset + S.Size;
        continue;
      }
      bool Ok = true;
      std::string Local = "amp_cs_" + S.Field;
      // Not const, even for a `const Holder` capture: the kernel fills it (the
      // C++ side has already kept the code from writing to it).
      Views += "  " + Types.declare(S.Type.getUnqualifiedType(), Local, Ok) + ";\n" +
               holderCopy(S.Type, Local, Arg + S.Field, 0, S.Var->getLocation(), BlockSpace);
      if (!Ok)
        unsupported(S.Var->getLocation(), "a capture of type '" + S.Type.getAsString() + "'");
      Bind([=](FunctionEmitter &F) { F.bind(S.Var, VarBinding::plain(Local, AddrSpace::Private)); });
    } else {
      bool Ok = true;
      std::string Decl = S.Type->isBooleanType() ? "uchar " + S.Field : Types.declare(S.Type, S.Field, Ok);
      if (!Ok)
        unsupported(S.Var->getLocation(), "a capture of type '" + S.Type.getAsString() + "'");
      Block += "  " + Decl + ";\n";
      Bind([=](FunctionEmitter &F) { F.bind(S.Var, VarBinding::plain(Arg + S.Field, BlockSpace)); });
    }
    At = S.Offset + S.Size;
  }
  padTo(Out.Layout.BlockSize);
  Params += ShadowParams; // after the views, before the report buffer (runtime/sanitizer.cpp)
  return A;
}

} // namespace ampclang
