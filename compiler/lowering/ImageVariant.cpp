// The image variant of a kernel that samples textures (ast/ImageSamples.h):
// the same body, with each planned sample read from an OpenCL image through
// a sampler_t (an argument, which the runtime makes from the captured
// sampler or from sample<filter, address>'s modes), so that the device's
// texture units filter. The runtime copies the view's level into the image
// and launches this variant only where that gives what the buffer path gives
// (docs/textures.md, Decision 6); the variant is compiled only where the
// device has images (__IMAGE_SUPPORT__).
#include "lowering/FunctionEmitter.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/DeclCXX.h"

#include <map>

using namespace clang;

namespace ampclang {

namespace {

std::string imageType(int Rank) { return Rank == 1 ? "image1d_t" : Rank == 2 ? "image2d_t" : "image3d_t"; }

/// read_imagef's coordinates from C++ AMP's (x along the last index, as OpenCL's x).
std::string imageCoordinates(int Rank) {
  if (Rank == 1)
    return "amp_cp[0]";
  if (Rank == 2)
    return "(float2)(amp_cp[0], amp_cp[1])";
  return "(float4)(amp_cp[0], amp_cp[1], amp_cp[2], 0.0f)";
}

} // namespace

std::string ProgramLowering::imageVariant(const KernelSite &Site, const ImagePlan &Plan, LoweredKernel &Out,
                                          const KernelArguments &Args, const ParmVarDecl &IdxParam,
                                          const std::string &IdxBinding, const std::string &Entry) {
  FunctionEmitter IE(*this, *Site.CallOperator);
  for (const auto &B : Args.Binds)
    B(IE);
  IE.bind(&IdxParam, VarBinding::plain(IdxBinding, AddrSpace::Private));
  std::string Helpers, Params = Args.Params;
  for (unsigned I = 0; I < Plan.Images.size(); ++I)
    Params += ", __read_only " + imageType(Plan.ImageClasses[I].Rank) + " amp_img" + std::to_string(I);
  for (unsigned I = 0; I < Plan.Samplers.size(); ++I)
    Params += ", sampler_t amp_smp" + std::to_string(I);
  std::map<std::string, std::string> HelperNames; // a helper's text -> its name
  for (const ImageSample &S : Plan.Samples) {
    const TextureClass &TC = Plan.ImageClasses[S.Image];
    std::string Result = IE.type(S.Call->getType().getUnqualifiedType(), S.Call->getExprLoc());
    std::string Coord =
        IE.type(S.Coordinates->getType().getNonReferenceType().getUnqualifiedType(), S.Coordinates->getExprLoc());
    // Short vectors, norm and unorm are floats one after another, as float4's lanes are.
    static const char *const Lanes[] = {"x", "y", "z", "w"};
    std::string Store;
    for (int C = 0; C < TC.Element.Components; ++C)
      Store += "  amp_rp[" + std::to_string(C) + "] = amp_t." + Lanes[C] + ";\n";
    // One helper for each kind of read: samples alike share it.
    std::string Helper = "(__read_only " + imageType(TC.Rank) + " amp_img, sampler_t amp_smp, " + Coord +
                         " amp_c) {\n"
                         "  __private const float *amp_cp = (__private const float *)&amp_c;\n"
                         "  float4 amp_t = read_imagef(amp_img, amp_smp, " +
                         imageCoordinates(TC.Rank) + ");\n  " + Result +
                         " amp_r;\n  __private float *amp_rp = (__private float *)&amp_r;\n" + Store +
                         "  return amp_r;\n}\n";
    auto [It, New] = HelperNames.try_emplace(Result + Helper, "amp_imgs_" + Out.Name + "_" + std::to_string(HelperNames.size()));
    const std::string Name = It->second;
    if (New)
      Helpers += Result + " " + Name + Helper;
    std::string Operands = "amp_img" + std::to_string(S.Image) + ", amp_smp" + std::to_string(S.Sampler) + ", ";
    const Expr *Coordinates = S.Coordinates;
    IE.overrideExprWith(S.Call, [Name, Operands, Coordinates](FunctionEmitter &F) {
      return Name + "(" + Operands + F.expr(Coordinates) + ")";
    });
  }
  std::string Hoisted;
  IE.hoistLocalsInto(Hoisted);
  std::string Body = IE.body(Site.CallOperator->getBody(), 1);
  emitPendingFunctions();
  if (IE.failed())
    return {};
  Out.ImageName = Out.Name + "_img";
  Out.ImageViews = Plan.Images;
  Out.ImageSamplers = Plan.Samplers;
  return "#ifdef __IMAGE_SUPPORT__\n" + Helpers + "__kernel void " + Out.ImageName + "(" + Params + ") {\n" +
         Hoisted + IE.temporaries() + Entry + Body + "}\n#endif\n";
}

} // namespace ampclang
