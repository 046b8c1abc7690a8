// Kernels become __kernel functions taking the argument block (by value, or
// in __constant memory when large) and one __global pointer per captured
// array_view; callees follow from a worklist.
#include "lowering/ProgramLowering.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/InstantiationKey.h"
#include "lowering/Sanitizer.h"
#include "lowering/UnusedHelpers.h"

#include "llvm/Support/xxhash.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ampclang {

ProgramLowering::ProgramLowering(ASTContext &Ctx, AmpDiagnostics &Diags, llvm::StringRef Stem)
    : Ctx(Ctx), Diags(Diags), Stem(sanitizeIdentifier(Stem)), N(Ctx), Types(Ctx, N, Prelude) {
  resetSanitizerSites();
}

void ProgramLowering::unsupported(SourceLocation Loc, llvm::StringRef What) {
  ++Failures;
  Diags.report(AmpDiag::UnsupportedConstruct, Loc) << What;
}

std::string ProgramLowering::requestFunction(const FunctionDecl &FD, const std::string &Sig) {
  std::string Name = N.function(FD) + (Sig.empty() ? "" : "_" + Sig);
  Reached.insert(FD.getCanonicalDecl());
  if (!Requested.insert({Name, true}).second)
    return Name;
  // Callers need to know where a returned reference or pointer, or returned
  // views, point; a constructor returns its object, holding views maybe.
  const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD);
  if (FD.getReturnType()->isReferenceType() || FD.getReturnType()->isPointerType() ||
      Types.holdsView(FD.getReturnType()) ||
      (Ctor && Types.holdsView(Ctx.getRecordType(Ctor->getParent()))))
    emitFunction(FD, Sig, Name); // amp code cannot recurse, so this ends
  else
    Pending.emplace_back(&FD, Sig, Name);
  return Name;
}

namespace {
/// tile_static declarations and user callees of one function body.
class TileStaticScan : public RecursiveASTVisitor<TileStaticScan> {
public:
  std::vector<const VarDecl *> Own;
  std::vector<const FunctionDecl *> Callees;
  bool shouldVisitLambdaBody() const { return false; }
  // A tile_static variable's implicit default construction never runs.
  bool TraverseVarDecl(VarDecl *V) {
    if (isUnconstructedTileStatic(*V))
      return WalkUpFromVarDecl(V);
    return RecursiveASTVisitor::TraverseVarDecl(V);
  }
  bool VisitVarDecl(VarDecl *V) {
    if (isTileStatic(*V) && !llvm::is_contained(Own, V))
      Own.push_back(V);
    return true;
  }
  // A local class's method names a tile_static variable of the enclosing
  // function: it receives a pointer to it as if it declared it.
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()); V && isTileStatic(*V) && !llvm::is_contained(Own, V))
      Own.push_back(V);
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    if (const FunctionDecl *F = C->getDirectCallee(); F && !isAmpLibraryDecl(*F))
      Callees.push_back(F);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    Callees.push_back(C->getConstructor());
    return true;
  }
};
} // namespace

std::vector<const VarDecl *> ProgramLowering::tileStaticNeeds(const FunctionDecl &FD) {
  const FunctionDecl *Def = FD.getDefinition() ? FD.getDefinition() : &FD;
  auto It = TileStaticNeeds.find(Def);
  if (It != TileStaticNeeds.end())
    return It->second;
  TileStaticNeeds[Def]; // amp code cannot recurse; this only ends a cycle the checks reported
  std::vector<const VarDecl *> Needs;
  if (Def->hasBody()) {
    TileStaticScan Scan;
    Scan.TraverseStmt(Def->getBody());
    Needs = Scan.Own;
    for (const FunctionDecl *Callee : Scan.Callees)
      for (const VarDecl *V : tileStaticNeeds(*Callee))
        if (!llvm::is_contained(Needs, V))
          Needs.push_back(V);
  }
  TileStaticNeeds[Def] = Needs;
  return Needs;
}

void ProgramLowering::emitPendingFunctions() {
  while (!Pending.empty()) {
    auto [FD, Sig, Name] = Pending.front();
    Pending.pop_front();
    emitFunction(*FD, Sig, Name);
  }
}

/// Whether code at the end of the file can name \p T: neither it nor its
/// template arguments are local classes or closures.
static bool nameableAtFileScope(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD)
    return true;
  if (RD->isLambda() || RD->getParentFunctionOrMethod())
    return false;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type && !nameableAtFileScope(A.getAsType()))
        return false;
  return true;
}

bool ProgramLowering::lowerKernel(const KernelSite &Site, LoweredKernel &Out) {
  unsigned FailuresBefore = Failures;
  SourceLocation Loc = Site.Call->getBeginLoc();
  if (!Site.CallOperator || !Site.KernelClass ||
      (!Site.Lambda && Site.KernelClass->isLambda())) {
    unsupported(Site.KernelArg->getBeginLoc(), "a kernel lambda whose lambda expression is not in this translation unit");
    return false;
  }
  // A functor launched in a template is filled by a function written after
  // the main file's text (HostRewriter), which must name its type.
  if (!Site.Lambda && Site.CallInTemplate && !nameableAtFileScope(QualType(Site.KernelClass->getTypeForDecl(), 0))) {
    unsupported(Site.KernelArg->getBeginLoc(), "a functor kernel launched in a template whose type is local to a function");
    return false;
  }
  if (Site.Bound) {
    // Its captures are copied by name where the lambda is made (HostRewriter):
    // an init-capture's name means nothing there.
    bool InitCapture = llvm::any_of(Site.Lambda->captures(), [](const LambdaCapture &C) {
      return C.capturesVariable() && cast<VarDecl>(C.getCapturedVar())->isInitCapture();
    });
    if (InitCapture || (Site.KernelVar && !Site.KernelVar->getType()->getContainedAutoType())) {
      unsupported(Site.KernelArg->getBeginLoc(),
                  "a kernel lambda passed by name that has init-captures or is held in a variable that is not 'auto'");
      return false;
    }
  }
  if (Site.Rank < 1 || (Site.Tiled && Site.Rank > 3)) {
    unsupported(Loc, "a compute domain of rank " + std::to_string(Site.Rank));
    return false;
  }
  SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  Out.Site = &Site;
  Out.Name = "amp_k_" + Stem + "_" + std::to_string(PL.getLine()) + "_" + std::to_string(PL.getColumn());
  // Each instantiation of a template's kernel is a kernel of its own.
  if (unsigned Seen = KernelNames[Out.Name]++)
    Out.Name += "_i" + std::to_string(Seen);
  Out.Layout = computeCaptureLayout(Site, Ctx);
  // What picks an instantiation's kernel at run time: a functor's own type, a
  // lambda's capture types (launch.h: type_key).
  if (!Site.Lambda)
    Out.TypeKey = N.typeidName(QualType(Site.KernelClass->getTypeForDecl(), 0)) + ";";
  else
    for (const CaptureSlot &S : Out.Layout.Slots) // a view inside a captured struct is not a capture
      Out.SlotKeys.push_back(S.HolderSlot < 0 ? N.typeidName(S.Type) : "");
  if (Site.Lambda && Site.InTemplateInstantiation) {
    InstantiationKey Key = instantiationKey(Site.FillContext, N);
    Out.TemplateKey = std::move(Key.DeviceKey);
    Out.KeyHostTypes = std::move(Key.HostTypes);
  }
  if (Out.Layout.CapturesThis) {
    unsupported(Site.KernelArg->getBeginLoc(), "a kernel lambda that captures *this");
    return false;
  }
  Prelude.requireRank(Site.Rank);

  Reached.insert(Site.CallOperator->getCanonicalDecl());
  FunctionEmitter FE(*this, *Site.CallOperator);
  const FunctionDecl &Op = *Site.CallOperator;
  if (Op.getNumParams() != 1) {
    unsupported(Op.getLocation(), "a kernel whose operator() does not take one index");
    return false;
  }
  KernelArguments Args = kernelArguments(Site, Out, FE);
  if (sanitizerChecks())
    Args.Params += ", __global uint *amp_san"; // the report buffer (Sanitizer.h)
  const ParmVarDecl *IdxParam = Op.getParamDecl(0);
  std::string Idx = Names::local(IdxParam->getName().empty() ? "amp_idx" : IdxParam->getName());
  std::string Entry = kernelIndex(Site, Idx, Args.Arg) + Args.Views;
  // A tiled kernel may take index<N>: tiled_index converts to its global index.
  bool GlobalOnly = Site.Tiled && ampClassName(IdxParam->getType().getNonReferenceType()) == "index";
  const std::string IdxBinding = GlobalOnly ? Idx + ".amp_u_global" : Idx;
  FE.bind(IdxParam, VarBinding::plain(IdxBinding, AddrSpace::Private));
  const std::string Start = Entry;
  std::string Hoisted;
  FE.hoistLocalsInto(Hoisted);
  if (Site.Tiled)
    FE.findLockstepBlocks(Op.getBody());
  std::string Body = FE.body(Op.getBody(), 1);
  if (sanitizerChecks())
    Hoisted += sanitizerKernelEntry(Ctx, Site.Tiled, tileStaticNeeds(*Site.CallOperator));
  Entry = Hoisted + FE.temporaries() + Entry;
  emitPendingFunctions();
  if (FE.failed() || Failures != FailuresBefore)
    return false;
  std::string Text = Args.Block + "\n" + Args.Params + "\n" + Entry + Body;
  for (size_t At = Text.find(Out.Name); At != std::string::npos; At = Text.find(Out.Name, At))
    Text.replace(At, Out.Name.size(), "@");
  Out.TextHash = llvm::xxh3_64bits(Text);
  Kernels += "typedef struct {\n" + Args.Block + "} amp_block_" + Out.Name + ";\n";
  Kernels += "__kernel void " + Out.Name + "(" + Args.Params + ") {\n" + Entry + Body + "}\n";
  // tile_static memory (undefined without tiles, but it compiles: Microsoft
  // warns) would be one variable for several lanes: no vector variant then.
  bool UsesTileStatic = !Hoisted.empty() || !tileStaticNeeds(*Site.CallOperator).empty();
  if (sanitizerChecks())
    return true; // no vector or image variant checks its accesses
  if (OwnIndexPlan Plan = planOwnIndex(Site); Plan.Eligible && !UsesTileStatic)
    Kernels += vectorVariant(Site, Plan, Out, Args.RestrictParams, Args.Views, Args.Binds, Idx);
  if (ImagePlan Images = planImageSamples(Site, Out.Layout); !Images.Samples.empty())
    Kernels += imageVariant(Site, Images, Out, Args, *IdxParam, IdxBinding, Start);
  return true;
}

std::string ProgramLowering::kernelIndex(const KernelSite &Site, const std::string &Idx, const std::string &Arg) {
  // The index parameter, from the work-item's global id. The runtime launches
  // exactly the domain (whole work-groups, then the remainder in ranges of
  // their own), so no work-item is padding and none needs a bounds check.
  std::string Entry, R = std::to_string(Site.Rank);
  if (Site.Tiled) {
    // Tiled domains are whole tiles (the runtime checks), so no work-item is
    // padding and all reach every barrier.
    Prelude.requireTiled(Site.Rank);
    int Threads = 1;
    for (int K = 0; K < Site.Rank; ++K)
      Threads *= Site.TileDims[K];
    if (Site.Rank > 1 && Site.TileDims[Site.Rank - 1] == 1 && Threads > 1)
      Prelude.allowTurnedDims(); // OpenCL's dimension 0 is the last one
    Entry += "  amp_tiled_index_" + R + " " + Idx + ";\n";
    for (int K = 0; K < Site.Rank; ++K) {
      std::string Dim = std::to_string(Site.Rank - 1 - K), V = ".v[" + std::to_string(K) + "]";
      Entry += "  " + Idx + ".amp_u_global" + V + " = (int)get_global_id(" + Dim + ");\n";
      Entry += "  " + Idx + ".amp_u_local" + V + " = (int)get_local_id(" + Dim + ");\n";
      Entry += "  " + Idx + ".tile" + V + " = (int)get_group_id(" + Dim + ");\n";
      Entry += "  " + Idx + ".tile_origin" + V + " = " + Idx + ".tile" + V + " * " + std::to_string(Site.TileDims[K]) + ";\n";
    }
  } else if (Site.Rank > 3) {
    // OpenCL has three NDRange dimensions: the runtime launches a 1-D range over
    // extent.size() and each work-item recovers its index, last dimension fastest.
    // The linear index is unsigned: a domain may have 2^32 - 1 threads.
    Entry += "  amp_index_" + R + " " + Idx + ";\n";
    Entry += "  uint amp_linear = (uint)get_global_id(0);\n";
    Entry += "  for (int amp_k = " + std::to_string(Site.Rank - 1) + "; amp_k >= 0; --amp_k) {\n";
    Entry += "    " + Idx + ".v[amp_k] = (int)(amp_linear % (uint)" + Arg + "amp_domain.v[amp_k]);\n";
    Entry += "    amp_linear /= (uint)" + Arg + "amp_domain.v[amp_k];\n  }\n";
  } else {
    Entry += "  amp_index_" + R + " " + Idx + ";\n";
    for (int K = 0; K < Site.Rank; ++K) {
      std::string Dim = std::to_string(Site.Rank - 1 - K);
      Entry += "  " + Idx + ".v[" + std::to_string(K) + "] = (int)get_global_id(" + Dim + ");\n";
    }
  }
  return Entry;
}


std::string ProgramLowering::programText() {
  // -ffp-contract=off reaches the device code too (the host compile has it).
  if (Ctx.getLangOpts().getDefaultFPContractMode() == LangOptions::FPM_Off)
    Prelude.forbidContraction();
  if (sanitizerChecks()) {
    sanitizerPrelude(Prelude);
    return dropUnusedHelpers(Prelude.text() + Types.definitions() + TaggedTypes + Prototypes + Functions + Kernels) +
           sanitizerSiteTable();
  }
  return dropUnusedHelpers(Prelude.text() + Types.definitions() + TaggedTypes + Prototypes + Functions + Kernels);
}

} // namespace ampclang
