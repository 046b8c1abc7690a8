// amp.h's device-side API mapped onto OpenCL C: index and extent arithmetic,
// array_view element access, math functions and atomics.
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/Sanitizer.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstring>

using namespace clang;

namespace ampclang {

const char *fenceFlags(llvm::StringRef Name) {
  if (Name.contains("global_memory_fence"))
    return "CLK_GLOBAL_MEM_FENCE";
  if (Name.contains("tile_static_memory_fence"))
    return "CLK_LOCAL_MEM_FENCE";
  return "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE";
}

static const char *binaryOpName(OverloadedOperatorKind K, bool &Compound) {
  Compound = false;
  switch (K) {
  case OO_PlusEqual: Compound = true; [[fallthrough]];
  case OO_Plus: return "add";
  case OO_MinusEqual: Compound = true; [[fallthrough]];
  case OO_Minus: return "sub";
  case OO_StarEqual: Compound = true; [[fallthrough]];
  case OO_Star: return "mul";
  case OO_SlashEqual: Compound = true; [[fallthrough]];
  case OO_Slash: return "div";
  case OO_PercentEqual: Compound = true; [[fallthrough]];
  case OO_Percent: return "mod";
  default: return nullptr;
  }
}

/// `Target op= Operand` (or Target++ when \p Post) through a pointer to
/// Target: C has no assignable compound-assignment results, and Target is
/// evaluated once. \p Fn computes the new value; \p Ty is Target's type.
static std::string updateInPlace(FunctionEmitter &FE, const Expr *Target, const std::string &Ty, const std::string &Fn,
                                 const std::string &OperandType, const std::string &Operand, bool Post) {
  std::string Space = addrSpaceKeyword(FE.spaceOf(Target));
  std::string Name = Fn + (Post ? "_post_" : "_upd_") + Space.substr(2);
  std::string Ptr = Space + " " + Ty + " *";
  if (Post)
    FE.program().prelude().requireHelper(Name, "inline " + Ty + " " + Name + "(" + Ptr + "a, " + OperandType +
                                                   " b) { " + Ty + " old = *a; *a = " + Fn + "(*a, b); return old; }");
  else
    FE.program().prelude().requireHelper(Name, "inline " + Ptr + Name + "(" + Ptr + "a, " + OperandType + " b) { *a = " +
                                                   Fn + "(*a, b); return a; }");
  std::string Call = Name + "(" + FE.addressOf(Target) + ", " + Operand + ")";
  return Post ? Call : "(*" + Call + ")";
}

/// Operators of index<N> and extent<N>, members or friends alike.
static bool indexOperator(FunctionEmitter &FE, OverloadedOperatorKind K, llvm::StringRef Cls, int Rank,
                          llvm::ArrayRef<const Expr *> Ops, std::string &Out) {
  std::string R = std::to_string(Rank);
  if (K == OO_Subscript && Ops.size() == 2) {
    Out = FE.expr(Ops[0]) + ".v[" + FE.expr(Ops[1]) + "]";
    return true;
  }
  if ((K == OO_EqualEqual || K == OO_ExclaimEqual) && Ops.size() == 2) {
    Out = std::string(K == OO_ExclaimEqual ? "(!" : "(") + "amp_" + Cls.str() + "_eq_" + R + "(" +
          FE.expr(Ops[0]) + ", " + FE.expr(Ops[1]) + "))";
    return true;
  }
  if ((K == OO_PlusPlus || K == OO_MinusMinus) && !Ops.empty()) {
    std::string Fn = "amp_" + Cls.str() + (K == OO_PlusPlus ? "_adds_" : "_subs_") + R;
    Out = updateInPlace(FE, Ops[0], "amp_" + Cls.str() + "_" + R, Fn, "int", "1", Ops.size() == 2);
    return true;
  }
  if (K == OO_Equal && Ops.size() == 2) {
    Out = "(" + FE.expr(Ops[0]) + " = " + FE.expr(Ops[1]) + ")";
    return true;
  }
  bool Compound;
  const char *Op = binaryOpName(K, Compound);
  if (!Op || Ops.size() != 2)
    return false;
  llvm::StringRef LCls = ampClassName(Ops[0]->getType()), RCls = ampClassName(Ops[1]->getType());
  std::string A = FE.expr(Ops[0]), B = FE.expr(Ops[1]);
  // Suffix: s = scalar on the right, r = scalar on the left, i = extent with an index.
  const char *Form = "_";
  if (RCls.empty())
    Form = "s_";
  else if (LCls.empty())
    Form = "r_";
  else if (LCls != RCls)
    Form = "i_";
  if (Form[0] == 'i' && (LCls != "extent" || (K != OO_Plus && K != OO_Minus && K != OO_PlusEqual && K != OO_MinusEqual)))
    return false;
  std::string Fn = "amp_" + (LCls.empty() ? RCls : LCls).str() + "_" + Op + Form + R;
  if (Compound) {
    if (LCls.empty())
      return false;
    std::string OperandType = RCls.empty() ? "int" : "amp_" + RCls.str() + "_" + R;
    Out = updateInPlace(FE, Ops[0], "amp_" + LCls.str() + "_" + R, Fn, OperandType, B, false);
    return true;
  }
  Out = Fn + "(" + A + ", " + B + ")";
  return true;
}

bool FunctionEmitter::ampMethod(const CXXMethodDecl &M, const Expr *Object, llvm::ArrayRef<const Expr *> Args,
                                const Expr *E, std::string &Out) {
  llvm::StringRef Cls = ampClassName(M.getParent());
  QualType ObjT = Object->getType();
  if (ObjT->isPointerType())
    ObjT = ObjT->getPointeeType();
  if (Cls == "index" || Cls == "extent") {
    int Rank = ampTemplateInt(ObjT, 0);
    std::string R = std::to_string(Rank);
    llvm::SmallVector<const Expr *, 3> Ops{Object};
    Ops.append(Args.begin(), Args.end());
    if (M.isOverloadedOperator())
      return indexOperator(*this, M.getOverloadedOperator(), Cls, Rank, Ops, Out);
    llvm::StringRef Name = M.getIdentifier() ? M.getName() : llvm::StringRef();
    if (Cls == "extent" && Name == "size")
      return Out = "amp_extent_size_" + R + "(" + expr(Object) + ")", true;
    if (Cls == "extent" && Name == "contains" && Args.size() == 1)
      return Out = "amp_extent_contains_" + R + "(" + expr(Object) + ", " + expr(Args[0]) + ")", true;
    return false;
  }
  if (Cls == "tiled_extent") {
    // A captured tiled_extent: its tile sizes are in its type.
    int D[3] = {ampTemplateInt(ObjT, 0), ampTemplateInt(ObjT, 1), ampTemplateInt(ObjT, 2)};
    int Rank = D[2] ? 3 : D[1] ? 2 : 1;
    std::string R = std::to_string(Rank);
    P.prelude().requireRank(Rank);
    std::string Tile = "amp_extent_make_" + R + "(";
    for (int I = 0; I < Rank; ++I)
      Tile += (I ? ", " : "") + std::to_string(D[I]);
    Tile += ")";
    llvm::StringRef Name = M.getIdentifier() ? M.getName() : llvm::StringRef();
    if (Name == "get_tile_extent")
      return Out = Tile, true;
    // Rounded up or down to whole tiles; up in unsigned arithmetic, as
    // Microsoft's amp.h (an extent near INT_MAX or below 0 wraps as there).
    if (Name == "pad") {
      P.prelude().requireHelper("amp_tiled_pad_" + R,
                                "inline amp_extent_" + R + " amp_tiled_pad_" + R + "(amp_extent_" + R + " e, amp_extent_" +
                                    R + " t) { for (int k = 0; k < " + R +
                                    "; ++k) e.v[k] = (int)(((uint)e.v[k] + (uint)t.v[k] - 1u) / (uint)t.v[k] * "
                                    "(uint)t.v[k]); return e; }");
      return Out = "amp_tiled_pad_" + R + "(" + expr(Object) + ", " + Tile + ")", true;
    }
    if (Name == "truncate")
      return Out = "amp_extent_mul_" + R + "(amp_extent_div_" + R + "(" + expr(Object) + ", " + Tile + "), " + Tile + ")",
             true;
    return false;
  }
  if (Cls == "tile_barrier") {
    // A barrier waits for the whole tile; the fence says which memory it orders.
    Out = std::string("barrier(") + fenceFlags(M.getIdentifier() ? M.getName() : llvm::StringRef()) + ")";
    if (sanitizerChecks() & (SanitizeSync | SanitizeRace))
      Out = sanitizeBarrier(fenceFlags(M.getIdentifier() ? M.getName() : llvm::StringRef()), E);
    return true;
  }
  if (Cls == "tiled_index") {
    int D[3] = {ampTemplateInt(ObjT, 0), ampTemplateInt(ObjT, 1), ampTemplateInt(ObjT, 2)};
    int Rank = D[2] ? 3 : D[1] ? 2 : 1;
    if (isa<CXXConversionDecl>(M)) {
      Out = expr(Object) + ".amp_u_global";
      return true;
    }
    if (M.getIdentifier() && M.getName() == "get_tile_extent") {
      P.prelude().requireRank(Rank);
      Out = "amp_extent_make_" + std::to_string(Rank) + "(";
      for (int I = 0; I < Rank; ++I)
        Out += (I ? ", " : "") + std::to_string(D[I]);
      Out += ")";
      return true;
    }
    return false;
  }
  if (Cls == "array_view" || Cls == "array")
    return viewMethod(M, Object, Args, E, Out);
  return false;
}

static const llvm::StringMap<const char *> &mathFunctions() {
  static const llvm::StringMap<const char *> Map = {
      {"sqrt", "sqrt"}, {"rsqrt", "rsqrt"}, {"fabs", "fabs"}, {"floor", "floor"}, {"ceil", "ceil"},
      {"round", "round"}, {"trunc", "trunc"}, {"fmod", "fmod"}, {"fmin", "fmin"}, {"fmax", "fmax"},
      {"sin", "sin"}, {"cos", "cos"}, {"tan", "tan"}, {"asin", "asin"}, {"acos", "acos"},
      {"atan", "atan"}, {"atan2", "atan2"}, {"sinh", "sinh"}, {"cosh", "cosh"}, {"tanh", "tanh"},
      {"exp", "exp"}, {"exp2", "exp2"}, {"exp10", "exp10"}, {"log", "log"}, {"log2", "log2"},
      {"log10", "log10"}, {"pow", "pow"}, {"cbrt", "cbrt"}, {"hypot", "hypot"}, {"copysign", "copysign"},
      {"fma", "fma"}, {"mad", "mad"}, {"erf", "erf"}, {"erfc", "erfc"}, {"lgamma", "lgamma"},
      {"tgamma", "tgamma"}, {"logb", "logb"}, {"rint", "rint"}, {"nearbyint", "rint"},
      {"fdim", "fdim"}, {"expm1", "expm1"}, {"log1p", "log1p"}, {"asinh", "asinh"},
      {"acosh", "acosh"}, {"atanh", "atanh"}, {"remainder", "remainder"}, {"nextafter", "nextafter"},
      {"ldexp", "ldexp"}, {"frexp", "frexp"}, {"modf", "modf"}, {"sinpi", "sinpi"}, {"cospi", "cospi"},
      {"tanpi", "tanpi"}, {"ilogb", "ilogb"}, {"remquo", "remquo"}, {"scalbn", "ldexp"}, {"nan", "nan"},
      // Classification: OpenCL's scalar forms return int (0 or 1), as amp_math.h's do.
      {"isnan", "isnan"}, {"isinf", "isinf"}, {"isfinite", "isfinite"}, {"isnormal", "isnormal"},
      {"signbit", "signbit"}};
  return Map;
}

/// fast_math's functions that OpenCL C offers in a faster, less precise form.
static bool hasNative(llvm::StringRef Name) {
  return llvm::is_contained({"sqrt", "rsqrt", "sin", "cos", "tan", "exp", "exp2", "exp10", "log", "log2", "log10"}, Name);
}

static const char *atomicFunction(llvm::StringRef Name) {
  static const llvm::StringMap<const char *> Map = {
      {"atomic_fetch_add", "atomic_add"}, {"atomic_fetch_sub", "atomic_sub"},
      {"atomic_fetch_inc", "atomic_inc"}, {"atomic_fetch_dec", "atomic_dec"},
      {"atomic_fetch_max", "atomic_max"}, {"atomic_fetch_min", "atomic_min"},
      {"atomic_fetch_and", "atomic_and"}, {"atomic_fetch_or", "atomic_or"},
      {"atomic_fetch_xor", "atomic_xor"}, {"atomic_exchange", "atomic_xchg"}};
  auto It = Map.find(Name);
  return It == Map.end() ? nullptr : It->second;
}

/// An atomic function on private memory (a local variable, or a reference
/// parameter an instance binds to one): only its own work-item can reach it,
/// so a plain read-modify-write returning the old value does what the atomic
/// would. OpenCL C's atomics take global or local memory only.
std::string FunctionEmitter::privateAtomic(llvm::StringRef Name, llvm::ArrayRef<const Expr *> Args) {
  QualType Elem = Args[0]->getType()->getPointeeType().getUnqualifiedType();
  std::string T = Elem->isRealFloatingType() ? "float" : Elem->isUnsignedIntegerType() ? "uint" : "int";
  llvm::StringRef Op = Name.drop_front(std::strlen("atomic_"));
  std::string Helper = "amp_private_" + Op.str() + "_" + T;
  std::string New = llvm::StringSwitch<std::string>(Op)
                        .Case("fetch_add", "o + v")
                        .Case("fetch_sub", "o - v")
                        .Case("fetch_inc", "o + 1")
                        .Case("fetch_dec", "o - 1")
                        .Case("fetch_max", "o > v ? o : v")
                        .Case("fetch_min", "o < v ? o : v")
                        .Case("fetch_and", "o & v")
                        .Case("fetch_or", "o | v")
                        .Case("fetch_xor", "o ^ v")
                        .Default("v"); // exchange
  bool Unary = Op == "fetch_inc" || Op == "fetch_dec";
  P.prelude().requireHelper(Helper, "inline " + T + " " + Helper + "(__private " + T + " *p" +
                                        (Unary ? "" : ", " + T + " v") + ") { " + T + " o = *p; *p = " + New +
                                        "; return o; }\n");
  std::string Out = Helper + "(";
  for (unsigned I = 0; I < Args.size(); ++I)
    Out += (I ? ", " : "") + expr(Args[I]);
  return Out + ")";
}

bool FunctionEmitter::debugPrintf(llvm::ArrayRef<const Expr *> Args, const Expr *E, std::string &Out) {
  // OpenCL C's printf takes its format as a string literal, as Microsoft's does.
  const auto *Format = Args.empty() ? nullptr : dyn_cast<StringLiteral>(Args[0]->IgnoreParenImpCasts());
  if (!Format || !Format->isOrdinary()) {
    Out = fail(E, "a debug print whose format is not a string literal");
    return true;
  }
  auto quoted = [](const StringLiteral &S) {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    S.outputString(OS);
    return OS.str();
  };
  Out = "printf(" + quoted(*Format);
  for (const Expr *A : Args.drop_front()) {
    if (const auto *Str = dyn_cast<StringLiteral>(A->IgnoreParenImpCasts()); Str && Str->isOrdinary()) {
      Out += ", " + quoted(*Str); // a %s argument
      continue;
    }
    // C++ promotes a float argument to double; OpenCL C's printf takes the
    // float itself, so that no device needs doubles for it.
    const auto *Promoted = dyn_cast<ImplicitCastExpr>(A);
    if (Promoted && Promoted->getCastKind() == CK_FloatingCast &&
        Promoted->getSubExpr()->getType()->isSpecificBuiltinType(BuiltinType::Float))
      A = Promoted->getSubExpr();
    else if (A->getType()->isSpecificBuiltinType(BuiltinType::Double))
      P.prelude().requireDouble();
    Out += ", " + expr(A);
  }
  Out += ")";
  return true;
}

std::string FunctionEmitter::lgammaWithSign(bool Float, llvm::ArrayRef<const Expr *> Args) {
  // NVIDIA's lgamma_r gives 0 and 1 where PoCL (and C) give 1 and -1: the sign
  // is computed from x instead, as C's lgamma_r defines it (negative between
  // -2k-1 and -2k, and at -0).
  std::string T = Float ? "float" : "double";
  std::string Space = addrSpaceKeyword(pointeeSpace(Args[1]));
  std::string Name = "amp_lgamma_sign_" + T + "_" + Space.substr(2);
  P.prelude().requireHelper(
      Name, "inline " + T + " " + Name + "(" + T + " x, " + Space + " int *s) { " + T + " f = floor(x); *s = " +
                "(x < 0 && x != f && fmod(f, (" + T + ")2) != 0) || (x == 0 && signbit(x)) ? -1 : 1; " +
                "return lgamma(x); }");
  return Name + "(" + expr(Args[0]) + ", " + expr(Args[1]) + ")";
}

/// The texture headers' bit-level helpers (textures/texel_bits.h), each one
/// OpenCL C built-in; host_check is the host's alone.
bool FunctionEmitter::texelBits(llvm::StringRef Name, llvm::ArrayRef<const Expr *> Args, std::string &Out) {
  auto arg = [&](unsigned I) { return expr(Args[I]); };
  if (Name == "host_check")
    Out = "((void)0)";
  else if (Name == "float_from_bits" && Args.size() == 1)
    Out = "as_float((uint)(" + arg(0) + "))";
  else if (Name == "bits_of_float" && Args.size() == 1)
    Out = "as_uint((float)(" + arg(0) + "))";
  else if (Name == "double_from_bits" && Args.size() == 2)
    Out = "as_double(upsample((uint)(" + arg(1) + "), (uint)(" + arg(0) + ")))";
  else if (Name == "low_bits_of_double" && Args.size() == 1)
    Out = "((uint)as_ulong((double)(" + arg(0) + ")))";
  else if (Name == "high_bits_of_double" && Args.size() == 1)
    Out = "((uint)(as_ulong((double)(" + arg(0) + ")) >> 32))";
  else
    return false;
  if (Name.contains("double"))
    P.prelude().requireDouble();
  return true;
}

bool FunctionEmitter::ampFreeFunction(const FunctionDecl &F, llvm::ArrayRef<const Expr *> Args, const Expr *E,
                                      std::string &Out) {
  if (F.isOverloadedOperator() && !Args.empty()) {
    for (const Expr *A : Args) {
      llvm::StringRef Cls = ampClassName(A->getType());
      if (Cls == "index" || Cls == "extent")
        return indexOperator(*this, F.getOverloadedOperator(), Cls, ampTemplateInt(A->getType(), 0), Args, Out);
    }
    return false;
  }
  if (!F.getIdentifier())
    return false;
  llvm::StringRef Name = F.getName();
  const auto *NS = dyn_cast<NamespaceDecl>(F.getDeclContext());
  llvm::StringRef Space = NS ? NS->getName() : "";
  if (Space == "fast_math" || Space == "precise_math") {
    llvm::StringRef Base = Name;
    bool FloatSuffix = Base.size() > 1 && Base.ends_with("f") && (mathFunctions().count(Base.drop_back()) || Base == "sincosf");
    if (FloatSuffix)
      Base = Base.drop_back();
    if (Base == "sincos" && Args.size() == 3) {
      // OpenCL's sincos returns the sine and stores the cosine.
      bool Float = F.getParamDecl(0)->getType()->isSpecificBuiltinType(BuiltinType::Float);
      if (!Float)
        P.prelude().requireDouble();
      Out = "((void)(*(" + expr(Args[1]) + ") = sincos(" + expr(Args[0]) + ", " + expr(Args[2]) + ")))";
      return true;
    }
    auto It = mathFunctions().find(Base);
    if (It == mathFunctions().end())
      return false;
    // The precision is the argument's (isnan(double) returns int), nan's its result's.
    QualType Precision = F.getNumParams() && Base != "nan" ? F.getParamDecl(0)->getType() : F.getReturnType();
    bool Float = Precision->isSpecificBuiltinType(BuiltinType::Float);
    if (!Float)
      P.prelude().requireDouble();
    std::string Fn = It->second;
    if (Space == "fast_math" && Float && hasNative(Base))
      Fn = "native_" + Fn;
    if (Base == "lgamma" && Args.size() == 2) { // Microsoft's form, with the sign
      Out = lgammaWithSign(Float, Args);
      return true;
    }
    if (Base == "nan") { // OpenCL's nan takes the payload as uint (float) or ulong (double)
      Out = std::string("nan((") + (Float ? "uint" : "ulong") + ")(" + expr(Args[0]) + "))";
      return true;
    }
    Out = Fn + "(";
    for (unsigned I = 0; I < Args.size(); ++I)
      Out += (I ? ", " : "") + expr(Args[I]);
    Out += ")";
    return true;
  }
  if (Space == "texel_bits")
    return texelBits(Name, Args, Out);
  if (Name == "direct3d_printf" || Name == "direct3d_errorf")
    return debugPrintf(Args, E, Out);
  if (Name == "direct3d_abort") { // a no-op on hardware accelerators, as Microsoft's
    Out = "((void)0)";
    return true;
  }
  if (Name == "all_memory_fence" || Name == "global_memory_fence" || Name == "tile_static_memory_fence") {
    Out = std::string("mem_fence(") + fenceFlags(Name) + ")";
    return true;
  }
  if (const char *Atomic = atomicFunction(Name)) {
    if (!Args.empty() && pointeeSpace(Args[0]) == AddrSpace::Private) {
      Out = privateAtomic(Name, Args);
      return true;
    }
    Out = std::string(Atomic) + "(";
    for (unsigned I = 0; I < Args.size(); ++I)
      Out += (I ? ", " : "") + expr(Args[I]);
    Out += ")";
    return true;
  }
  if (Name == "atomic_compare_exchange" && Args.size() == 3) {
    AddrSpace Dest = pointeeSpace(Args[0]);
    if ((Dest != AddrSpace::Global && Dest != AddrSpace::Local) || pointeeSpace(Args[1]) != AddrSpace::Private) {
      Out = fail(E, "atomic_compare_exchange outside global or tile_static memory, or with a shared 'expected'");
      return true;
    }
    P.prelude().requireCompareExchange();
    bool Unsigned = Args[0]->getType()->getPointeeType()->isUnsignedIntegerType();
    Out = std::string("amp_cas_") + (Dest == AddrSpace::Global ? "global_" : "local_") + (Unsigned ? "uint" : "int") +
          "(" + expr(Args[0]) + ", " + expr(Args[1]) + ", " + expr(Args[2]) + ")";
    return true;
  }
  return false;
}

bool FunctionEmitter::ampBuiltin(const Expr *E, std::string &Out) {
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    // A view's `extent` data member.
    QualType BaseT = M->getBase()->IgnoreParenImpCasts()->getType();
    if (M->isArrow())
      BaseT = BaseT->getPointeeType();
    llvm::StringRef BaseCls = ampClassName(BaseT);
    if ((BaseCls == "array_view" || BaseCls == "array") && M->getMemberDecl()->getName() == "extent") {
      bool Ok = true;
      std::string VT = P.types().viewType(BaseT, Ok, viewSpace(M->getBase()));
      P.prelude().requireRank(ampTemplateInt(BaseT, 1));
      std::string Base = M->isArrow() ? "(*" + expr(M->getBase()) + ")" : viewValue(M->getBase());
      Out = Ok ? VT + "_extent(" + Base + ")" : fail(E, "the view type '" + BaseT.getAsString() + "'");
      return true;
    }
    return false;
  }
  if (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    llvm::StringRef Cls = ampClassName(C->getType());
    if (Cls == "array_view" || Cls == "array") {
      Out = viewConstruct(C);
      return true;
    }
    if (Cls == "tiled_extent" && C->getNumArgs() == 1) {
      // A tiled_extent is its extent on the device (extent::tile() builds one).
      Out = expr(C->getArg(0));
      return true;
    }
    if (Cls == "tiled_index" && C->getNumArgs() == 5) {
      // tiled_index(global, local, tile, tile_origin, barrier): the fields in order.
      int Rank = ampTemplateInt(C->getType(), 2) ? 3 : ampTemplateInt(C->getType(), 1) ? 2 : 1;
      P.prelude().requireTiled(Rank);
      Out = "((amp_tiled_index_" + std::to_string(Rank) + "){";
      for (unsigned I = 0; I < 5; ++I)
        Out += (I ? ", " : "") + expr(C->getArg(I));
      Out += "})";
      return true;
    }
    if (Cls != "index" && Cls != "extent")
      return false;
    int Rank = ampTemplateInt(C->getType(), 0);
    P.prelude().requireRank(Rank);
    if (C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor()) {
      Out = expr(C->getArg(0));
      return true;
    }
    std::string Ty = "amp_" + Cls.str() + "_" + std::to_string(Rank);
    if (C->getNumArgs() == 0) {
      Out = "((" + Ty + "){{0}})";
      return true;
    }
    if (C->getNumArgs() == 1 && C->getArg(0)->getType()->isPointerType()) {
      // index<N>(const int[]): the array may live in any address space.
      const char *Space = "private";
      switch (pointeeSpace(C->getArg(0))) {
      case AddrSpace::Global: Space = "global"; break;
      case AddrSpace::Constant: Space = "constant"; break;
      case AddrSpace::Local: Space = "local"; break;
      case AddrSpace::Private: break;
      }
      Out = "amp_" + Cls.str() + "_from_" + std::to_string(Rank) + "_" + Space + "(" + expr(C->getArg(0)) + ")";
      return true;
    }
    if (static_cast<int>(C->getNumArgs()) != Rank) {
      Out = fail(E, "this " + Cls.str() + " constructor");
      return true;
    }
    Out = "amp_" + Cls.str() + "_make_" + std::to_string(Rank) + "(";
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      Out += (I ? ", " : "") + expr(C->getArg(I));
    Out += ")";
    return true;
  }
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || !Call->getDirectCallee() || !isAmpLibraryDecl(*Call->getDirectCallee()))
    return false;
  const FunctionDecl *F = Call->getDirectCallee();
  llvm::SmallVector<const Expr *, 4> Args(Call->arguments());
  if (const auto *M = dyn_cast<CXXMethodDecl>(F); M && !M->isStatic()) {
    const Expr *Object = nullptr;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
      Object = MC->getImplicitObjectArgument();
    } else {
      Object = Args.front();
      Args.erase(Args.begin());
    }
    return ampMethod(*M, Object, Args, E, Out);
  }
  return ampFreeFunction(*F, Args, E, Out);
}

} // namespace ampclang
