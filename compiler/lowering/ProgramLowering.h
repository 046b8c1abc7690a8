// Lowers the kernels of one translation unit, and every function they reach, to one OpenCL C program.
#pragma once

#include "ast/CaptureLayout.h"
#include "ast/ImageSamples.h"
#include "ast/OwnIndexAccess.h"
#include "checks/AmpDiagnostics.h"
#include "lowering/Names.h"
#include "lowering/OpenCLPrelude.h"
#include "lowering/TypeLowering.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace ampclang {

/// A capture that the one host text of a template's kernel fills, for one of
/// its instantiations (planTemplateVariants).
struct VariantCapture {
  CaptureSlot Spelling; ///< the slot of an instantiation that captures it: its host text
  /// This instantiation's slot, or -1 where it does not capture it; for a
  /// function parameter pack, one per element (the key holds its types
  /// through the template's pack).
  std::vector<int> Own;
  bool Pack = false;
  bool InKey = false; ///< every instantiation captures it, so the run-time key names its type
};

/// A kernel as the host rewrite needs it: its name and its argument block.
struct LoweredKernel {
  const KernelSite *Site = nullptr;
  std::string Name;
  CaptureLayout Layout;
  /// Kernels in templates: the run-time key that picks this instantiation's
  /// kernel, typeid names each followed by ';'. A functor's is its own type; a
  /// lambda's, the types of the captures every instantiation has, then
  /// TemplateKey (planTemplateVariants).
  std::string TypeKey;
  /// Lambda kernels: the typeid name of each slot's type (empty for views
  /// inside captured structs), and the template arguments around the kernel
  /// (InstantiationKey), as the device and as the host spell them.
  std::vector<std::string> SlotKeys;
  std::string TemplateKey;
  std::vector<std::string> KeyHostTypes;
  /// Lambda kernels in templates: the captures the host text fills, the same
  /// list for every instantiation of that text.
  std::vector<VariantCapture> Fill;
  /// A hash of the kernel's OpenCL C, its own name left out: instantiations
  /// that share a key must share this too (checkTemplateVariants).
  uint64_t TextHash = 0;
  /// The block is kernel argument 0 by value (it fits in the 1024 bytes of
  /// arguments every device takes), not a __constant buffer.
  bool BlockByValue = false;
  /// The vector variant (OwnIndexAccess.h): its kernel name and elements per
  /// work-item; empty and 0 when the kernel has none.
  std::string VectorName;
  unsigned VectorWidth = 0;
  /// The image variant (ImageVariant.cpp): its kernel name, and the captured
  /// views and samplers its image and sampler arguments come from, in order;
  /// empty when the kernel has none.
  std::string ImageName;
  std::vector<const clang::ValueDecl *> ImageViews;
  std::vector<ImageSampler> ImageSamplers;
  /// Why the host accelerator cannot run the kernel as written (it reaches a
  /// function overloaded on restriction, of which the host compile sees the
  /// cpu overload); empty when it can.
  std::string HostRefusal;
};

class FunctionEmitter;

class ProgramLowering {
public:
  ProgramLowering(clang::ASTContext &Ctx, AmpDiagnostics &Diags, llvm::StringRef Stem);

  /// Lowers one parallel_for_each kernel. Reports and returns false if it cannot.
  bool lowerKernel(const KernelSite &Site, LoweredKernel &Out);
  /// The whole program: prelude, types, prototypes, functions, kernels.
  std::string programText();
  /// The lambdas local to a function that kernels' run-time keys name by
  /// Names::localLambdaKey: the host rewrite names them so where they are made.
  const std::vector<const clang::CXXRecordDecl *> &localLambdas() const { return N.localLambdas(); }

  // Used by FunctionEmitter.
  /// The name of \p FD's instance for argument address spaces \p Sig (one
  /// letter per parameter: p/g/c/l for references into that space, v for a
  /// value; methods start with the object's space). Queued for emission.
  std::string requestFunction(const clang::FunctionDecl &FD, const std::string &Sig);
  /// Where the reference returned by the instance \p Name points. Functions
  /// returning references are emitted when first requested, so callers know it.
  AddrSpace returnSpace(const std::string &Name) const {
    auto It = ReturnSpaces.find(Name);
    return It == ReturnSpaces.end() ? AddrSpace::Private : It->second;
  }
  /// Where the views returned (or, for a constructor, held by the object
  /// built) by the instance \p Name point. Such functions are emitted when
  /// first requested too.
  AddrSpace returnViewSpace(const std::string &Name) const {
    auto It = ReturnViewSpaces.find(Name);
    return It == ReturnViewSpaces.end() ? AddrSpace::Global : It->second;
  }
  /// The amp_ref struct returned by the instance \p Name, if its references
  /// may point into several spaces (TaggedReferences.cpp); else null.
  const std::string *taggedReturn(const std::string &Name) const {
    auto It = TaggedReturns.find(Name);
    return It == TaggedReturns.end() ? nullptr : &It->second;
  }
  /// A number for a switch's labels, unique in the program (a kernel's vector
  /// variant emits its body once per lane into one C function).
  unsigned nextSwitchId() { return SwitchIds++; }
  /// The amp_ref struct (a pointer per space and a tag) for the OpenCL C type \p Pointee.
  std::string taggedStruct(const std::string &Pointee);
  void unsupported(clang::SourceLocation Loc, llvm::StringRef What);
  /// The tile_static variables \p FD and the functions it calls declare: a
  /// lowered function takes a __local pointer to each, after its parameters.
  std::vector<const clang::VarDecl *> tileStaticNeeds(const clang::FunctionDecl &FD);
  /// The functions lowered so far (canonical declarations): kernels' call
  /// operators and every function they reach.
  const llvm::SmallPtrSetImpl<const clang::FunctionDecl *> &reached() const { return Reached; }
  clang::ASTContext &context() { return Ctx; }
  TypeLowering &types() { return Types; }
  OpenCLPrelude &prelude() { return Prelude; }
  Names &names() { return N; }

private:
  void emitPendingFunctions();
  /// The vector variant of a lowered kernel (VectorVariant.cpp), named in
  /// \p Out; empty if its body cannot be emitted again. \p Params: the
  /// kernel's parameters with `restrict` view pointers.
  std::string vectorVariant(const KernelSite &Site, const OwnIndexPlan &Plan, LoweredKernel &Out,
                            const std::string &Params, const std::string &Views,
                            llvm::ArrayRef<std::function<void(FunctionEmitter &)>> Binds, const std::string &Idx);
  void emitFunction(const clang::FunctionDecl &FD, const std::string &Sig, const std::string &Name);
  // The steps of emitFunction (FunctionLowering.cpp).
  struct FunctionParts {
    std::string Params;   ///< the C parameter list
    std::string Prologue; ///< statements before the body
    std::string Epilogue; ///< statements after it
    AddrSpace ThisSpace = AddrSpace::Private;    ///< where `this` points
    AddrSpace ObjectViews = AddrSpace::Global;   ///< where the views of the object built or returned point
  };
  /// Declares the parameters of \p Def for argument spaces \p Sig (`this`,
  /// each parameter, the tile_static variables it reaches) and binds them in \p FE.
  void bindParameters(FunctionEmitter &FE, const clang::FunctionDecl &Def, const std::string &Sig, FunctionParts &P);
  /// A constructor builds and returns its object: its initializers in order.
  void constructorPrologue(FunctionEmitter &FE, const clang::CXXConstructorDecl &Ctor, const std::string &Name,
                           FunctionParts &P);
  /// Return type, name and parameters; records where returned references,
  /// pointers and views point.
  std::string functionHeader(FunctionEmitter &FE, const clang::FunctionDecl &Def, const std::string &Name,
                             FunctionParts &P);
  struct KernelArguments;
  /// The image variant of a lowered kernel (ImageVariant.cpp), named in \p
  /// Out; empty if none of \p Plan's samples can be read from an image.
  /// \p Entry: the kernel's index and view statements.
  std::string imageVariant(const KernelSite &Site, const ImagePlan &Plan, LoweredKernel &Out,
                           const KernelArguments &Args, const clang::ParmVarDecl &IdxParam,
                           const std::string &IdxBinding, const std::string &Entry);
  /// A kernel's arguments and the statements that start it (ArgumentBlock.cpp).
  struct KernelArguments {
    std::string Arg;            ///< how the body reaches the block: "amp_argv." or "amp_args->"
    std::string Block;          ///< the members of the block's struct
    std::string Params;         ///< the __kernel's parameters
    std::string RestrictParams; ///< the same with `restrict` view pointers (the vector variant's)
    std::string Views;          ///< view structs and private copies, made at the kernel's start
    /// Each capture's binding: applied to the kernel's emitter, kept for its vector variant's.
    std::vector<std::function<void(FunctionEmitter &)>> Binds;
  };
  /// Lays out \p Site's block (Out.BlockByValue is set here) and binds each
  /// capture, view and the functor's `this` in \p FE.
  KernelArguments kernelArguments(const KernelSite &Site, LoweredKernel &Out, FunctionEmitter &FE);
  /// The statements declaring the kernel's index \p Idx from the work-item's ids.
  std::string kernelIndex(const KernelSite &Site, const std::string &Idx, const std::string &Arg);
  /// The statements a destructor runs after its body: its members' and bases' destructors.
  std::string memberDestruction(FunctionEmitter &FE, const clang::CXXDestructorDecl &Dtor, AddrSpace This);
  // Captured structs holding views (CapturedHolders.cpp).
  /// Statements filling the private device struct \p Local from the host
  /// bytes at \p Bytes (in the argument block, in \p BlockSpace), all but its views.
  std::string holderCopy(clang::QualType T, const std::string &Local, const std::string &Bytes, uint64_t Offset,
                         clang::SourceLocation Loc, AddrSpace BlockSpace);
  /// The member path (".a.amp_base0.left") of a held view inside its struct.
  std::string heldViewMember(clang::QualType Holder, llvm::ArrayRef<const clang::Decl *> Path);
  /// The member path (".amp_base0.x") of the data member \p F, declared in
  /// \p C or one of its bases, inside \p C's device struct.
  static std::string memberPath(const clang::CXXRecordDecl &C, const clang::FieldDecl &F);
  /// The statements copying array member \p F in an implicit copy constructor.
  std::string arrayMemberCopy(FunctionEmitter &FE, const std::string &Member, const clang::FieldDecl &F,
                              const clang::ArrayInitLoopExpr &Loop);
  /// The statements initialising the array \p Target from a braced \p List.
  std::string arrayMemberInit(FunctionEmitter &FE, const std::string &Target, const clang::InitListExpr &List);

  clang::ASTContext &Ctx;
  AmpDiagnostics &Diags;
  std::string Stem;
  Names N;
  OpenCLPrelude Prelude;
  TypeLowering Types;
  llvm::StringMap<bool> Requested;
  llvm::SmallPtrSet<const clang::FunctionDecl *, 16> Reached;
  llvm::StringMap<AddrSpace> ReturnSpaces;
  unsigned SwitchIds = 0;
  llvm::StringMap<std::string> TaggedReturns;
  llvm::StringMap<std::string> TaggedStructs; ///< by pointee type
  std::string TaggedTypes;                    ///< their definitions
  llvm::StringMap<AddrSpace> ReturnViewSpaces;
  llvm::StringMap<unsigned> KernelNames;
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<const clang::VarDecl *>> TileStaticNeeds;
  std::deque<std::tuple<const clang::FunctionDecl *, std::string, std::string>> Pending;
  std::string Prototypes, Functions, Kernels;
  unsigned Failures = 0;
};

} // namespace ampclang
