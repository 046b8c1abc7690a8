// Mangled names make functions unique across overloads, templates and lambdas.
#include "lowering/Names.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace ampclang {

Names::Names(ASTContext &Ctx) : Mangler(Ctx.createMangleContext()) {}
Names::~Names() = default;

std::string Names::function(const FunctionDecl &FD) {
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD))
    Mangler->mangleName(GlobalDecl(Ctor, Ctor_Complete), OS);
  else if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(&FD))
    Mangler->mangleName(GlobalDecl(Dtor, Dtor_Complete), OS);
  else if (Mangler->shouldMangleDeclName(&FD))
    Mangler->mangleName(GlobalDecl(&FD), OS);
  else
    OS << FD.getName();
  return "amp_f" + sanitizeIdentifier(OS.str());
}

std::string Names::record(QualType T) {
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  Mangler->mangleCanonicalTypeName(T.getCanonicalType().getUnqualifiedType(), OS);
  return "amp_t" + sanitizeIdentifier(OS.str());
}

std::string Names::localLambdaKey(const CXXRecordDecl &RD) {
  return "amp_local_lambda_" + std::to_string(RD.getLocation().getRawEncoding());
}

std::optional<std::pair<FileID, std::pair<unsigned, unsigned>>> Names::lambdaRange(const CXXRecordDecl &RD,
                                                                                   const SourceManager &SM) {
  const CXXMethodDecl *Call = RD.getLambdaCallOperator();
  SourceLocation Begin = RD.getBeginLoc();
  SourceLocation End = Call && Call->getBody() ? Call->getBody()->getEndLoc() : SourceLocation();
  if (Begin.isInvalid() || End.isInvalid() || Begin.isMacroID() || End.isMacroID())
    return std::nullopt;
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
  if (File != EndFile)
    return std::nullopt;
  return std::make_pair(File, std::make_pair(BeginOffset, EndOffset + 1));
}

std::string Names::typeidName(QualType T) {
  // A lambda local to a non-template, non-inline function has no mangling
  // number: Clang names it `f::$_N`, N counted in the order a compile first
  // mangles such names, which the host compile does in another order. The
  // host names it at run time instead, where it is made (launch.h).
  if (const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
      RD && RD->isLambda() && RD->getLambdaManglingNumber() == 0 && !RD->isDependentContext() &&
      lambdaRange(*RD, RD->getASTContext().getSourceManager())) {
    if (llvm::find(LocalLambdas, RD) == LocalLambdas.end())
      LocalLambdas.push_back(RD);
    return localLambdaKey(*RD);
  }
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  // typeid ignores references and top-level cv-qualifiers.
  Mangler->mangleCXXRTTIName(T.getNonReferenceType().getCanonicalType().getUnqualifiedType(), OS);
  return llvm::StringRef(OS.str()).drop_front(4).str(); // "_ZTS"
}

/// Whether OpenCL C gives \p Name a meaning a user's name would collide with:
/// a keyword (image types, vec_step, address spaces...), a built-in type or a
/// built-in function the generated code may call in the same scope.
static bool reservedInOpenCL(llvm::StringRef Name) {
  static const IdentifierTable Keywords = [] {
    LangOptions Lang;
    Lang.C99 = Lang.C11 = true;
    Lang.OpenCL = true;
    Lang.OpenCLVersion = 300;
    Lang.Bool = true;
    return IdentifierTable(Lang);
  }();
  if (auto It = Keywords.find(Name); It != Keywords.end() && It->second->getTokenID() != tok::identifier)
    return true;
  // char2, uint16, half4, double8...: the scalar and vector types.
  static const llvm::Regex VectorType("^(u?(char|short|int|long)|float|double|half|bool)(2|3|4|8|16)?$");
  if (VectorType.match(Name))
    return true;
  static const llvm::StringSet<> Words = {
      // types and attributes the keyword table does not list
      "uchar", "ushort", "uint", "ulong", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "event_t", "queue_t",
      "ndrange_t", "clk_event_t", "reserve_id_t", "cl_mem_fence_flags", "memory_order", "memory_scope",
      "vec_type_hint", "work_group_size_hint", "reqd_work_group_size", "uniform",
      // built-in functions (OpenCL C 3.0, section 6.15)
      "abs", "abs_diff", "acos", "acosh", "acospi", "add_sat", "all", "any", "asin", "asinh", "asinpi", "atan",
      "atan2", "atan2pi", "atanh", "atanpi", "barrier", "bitselect", "cbrt", "ceil", "clamp", "clz", "copysign",
      "cos", "cosh", "cospi", "cross", "ctz", "degrees", "distance", "dot", "erf", "erfc", "exp", "exp10", "exp2",
      "expm1", "fabs", "fast_distance", "fast_length", "fast_normalize", "fdim", "floor", "fma", "fmax", "fmin",
      "fmod", "fract", "frexp", "get_fence", "get_global_id", "get_global_linear_id", "get_global_offset",
      "get_global_size", "get_group_id", "get_local_id", "get_local_linear_id", "get_local_size", "get_num_groups",
      "get_work_dim", "hadd", "hypot", "ilogb", "isequal", "isfinite", "isgreater", "isgreaterequal", "isinf",
      "isless", "islessequal", "islessgreater", "isnan", "isnormal", "isnotequal", "isordered", "isunordered",
      "ldexp", "length", "lgamma", "lgamma_r", "log", "log10", "log1p", "log2", "logb", "mad", "mad24", "mad_hi",
      "mad_sat", "max", "maxmag", "mem_fence", "min", "minmag", "mix", "modf", "mul24", "mul_hi", "nan",
      "nextafter", "normalize", "popcount", "pow", "pown", "powr", "prefetch", "radians", "read_mem_fence",
      "remainder", "remquo", "rhadd", "rint", "rootn", "rotate", "round", "rsqrt", "select", "shuffle", "shuffle2",
      "sign", "signbit", "sin", "sincos", "sinh", "sinpi", "smoothstep", "sqrt", "step", "sub_sat", "tan", "tanh",
      "tanpi", "tgamma", "trunc", "upsample", "wait_group_events", "write_mem_fence", "printf"};
  if (Words.contains(Name))
    return true;
  // The families: convert_int4_sat, as_float, vload4, atomic_add, read_imagef...
  static const llvm::Regex Family("^(convert_|as_|vload|vstore|atomic_|atom_|read_image|write_image|get_image_|"
                                  "async_work_group|work_group_|sub_group_|native_|half_|image[123]d)");
  return Family.match(Name);
}

std::string Names::local(llvm::StringRef Name) {
  if (Name.empty())
    return "amp_unnamed";
  if (reservedInOpenCL(Name) || Name.starts_with("amp_") || Name.starts_with("__"))
    return "amp_u_" + Name.str();
  return Name.str();
}

std::string Names::variable(const VarDecl &V) {
  // A structured binding's hidden object, named after its first binding.
  if (const auto *D = dyn_cast<DecompositionDecl>(&V); D && !D->bindings().empty())
    return "amp_sb_" + D->bindings().front()->getName().str();
  const auto *P = dyn_cast<ParmVarDecl>(&V);
  const auto *Fn = P ? dyn_cast_or_null<FunctionDecl>(P->getDeclContext()) : nullptr;
  if (P && P->getName().empty()) // unnamed, yet an inheriting constructor passes it on
    return "amp_param" + std::to_string(P->getFunctionScopeIndex());
  if (Fn && !P->getName().empty())
    for (const ParmVarDecl *Other : Fn->parameters())
      if (Other != P && Other->getName() == P->getName())
        return local(P->getName()) + "_" + std::to_string(P->getFunctionScopeIndex());
  return local(V.getName());
}

std::string Names::field(const FieldDecl &F) {
  if (F.getName().empty())
    return "amp_field" + std::to_string(F.getFieldIndex());
  return local(F.getName());
}

} // namespace ampclang
