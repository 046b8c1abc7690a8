// -fsanitize=amp (docs/sanitizer.md): the checks compiled into the OpenCL C.
//
// The report buffer (`__global uint *amp_san`, the kernel's last argument):
//   [0] records written (atomic), [1] capacity in records, [2..3] unused,
//   [4..132) scratch that an out-of-bounds access of global memory touches
//   instead of the element, then records of 20 words (amp_san_report).
// The tile's state (`__local uint *amp_san_l`):
//   [0] barrier arrivals, [1] arrivals at the last barrier, [2] barriers
//   passed, [3..4] least barrier site, [5..6] greatest (two sets, by parity),
//   [7] shadow words, [8] votes taken, [9..10] work-items voting true and
//   [11..12] voting (two sets, by parity; amp_san_vote),
//   [13..13+AMP_SAN_NV) where each tile_static variable's
//   shadow starts, then the scratch (AMP_SAN_SCR words), then the shadows:
//   two words per element, the first the last writer (local id + 1, bits
//   0-10), the readers (bits 11-21; 0x7ff several) since the last barrier,
//   and whether it was ever written (bit 31); the second the sites of the
//   last write (high half) and read (low half).
#include "lowering/Sanitizer.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/OpenCLPrelude.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <set>

using namespace clang;

namespace ampclang {

namespace {
unsigned Checks = 0;
struct SiteTable {
  std::map<std::pair<unsigned, std::string>, unsigned> Ids; // raw location, what
  std::vector<std::string> Rows;
  llvm::DenseMap<const VarDecl *, int> Tracked;
  int Vars = 0;
};
SiteTable &sites() {
  static SiteTable T;
  return T;
}
} // namespace

void setSanitizerChecks(unsigned C) { Checks = C; }
unsigned sanitizerChecks() { return Checks; }

void resetSanitizerSites() { sites() = SiteTable(); }

unsigned sanitizerSite(ASTContext &Ctx, SourceLocation Loc, llvm::StringRef What) {
  SiteTable &T = sites();
  SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Exp = SM.getExpansionLoc(Loc);
  auto Key = std::make_pair(Exp.getRawEncoding(), What.str());
  auto It = T.Ids.find(Key);
  if (It != T.Ids.end())
    return It->second;
  unsigned Id = T.Rows.size() + 1;
  PresumedLoc PL = SM.getPresumedLoc(Exp);
  // id, line, column, what, file: tabs apart (runtime/sanitizer.cpp reads them).
  T.Rows.push_back(llvm::formatv("//@amp-san\t{0}\t{1}\t{2}\t{3}\t{4}", Id, PL.isValid() ? PL.getLine() : 0,
                                 PL.isValid() ? PL.getColumn() : 0, What, PL.isValid() ? PL.getFilename() : "?")
                       .str());
  T.Ids.emplace(Key, Id);
  return Id;
}

std::string sanitizerSiteTable() {
  std::string S = "// amp-sanitize " + std::to_string(Checks) + "\n";
  for (const std::string &R : sites().Rows)
    S += R + "\n";
  return S;
}

void sanitizerPrelude(OpenCLPrelude &Prelude) {
  Prelude.requireHelper("amp_san_00", llvm::formatv(R"(#define AMP_SAN_CHECKS {0}u
#define AMP_SAN_NV {1}
#define AMP_SAN_HDR (13 + AMP_SAN_NV)
#define AMP_SAN_SCR 128
#define AMP_SAN_GHDR 132
#define AMP_SAN_REC 20
__constant uint amp_san_czero[AMP_SAN_SCR] = {{0};
inline uint amp_san_lid(void) {{ return (uint)(get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2))); }
void amp_san_report(__global uint *san, uint kind, uint site, uint rank, int i0, int i1, int i2, int e0, int e1, int e2, uint other) {{
  uint slot = atomic_inc(&san[0]);
  if (slot >= san[1]) return;
  __global uint *r = san + AMP_SAN_GHDR + slot * AMP_SAN_REC;
  r[0] = kind; r[1] = site; r[2] = rank; r[3] = (uint)i0; r[4] = (uint)i1; r[5] = (uint)i2;
  r[6] = (uint)e0; r[7] = (uint)e1; r[8] = (uint)e2;
  r[9] = (uint)get_global_id(0); r[10] = (uint)get_global_id(1); r[11] = (uint)get_global_id(2);
  r[12] = (uint)get_group_id(0); r[13] = (uint)get_group_id(1); r[14] = (uint)get_group_id(2);
  r[15] = (uint)get_local_id(0); r[16] = (uint)get_local_id(1); r[17] = (uint)get_local_id(2);
  r[18] = other; r[19] = get_work_dim();
}
__global uchar *amp_san_gscratch(__global uint *san, uint sz) {{
  __global uint *p = san + 4;
  for (uint k = 0; k < (sz + 3) / 4 && k < AMP_SAN_SCR; ++k) p[k] = 0;
  return (__global uchar *)p;
}
__local uchar *amp_san_lscratch(__local uint *l, uint sz) {{
  __local uint *p = l + AMP_SAN_HDR;
  for (uint k = 0; k < (sz + 3) / 4 && k < AMP_SAN_SCR; ++k) p[k] = 0;
  return (__local uchar *)p;
}
inline int amp_san_ix(int i, int n, int *keep) {{ *keep = i; return (uint)i < (uint)n ? i : 0; }
__local uchar *amp_san_ts_at(__local uchar *p, int *ix, int k, int n0, int n1, int n2, uint sz, uint site, __global uint *san, __local uint *l) {{
  if (!((uint)ix[0] >= (uint)n0 || (k > 1 && (uint)ix[1] >= (uint)n1) || (k > 2 && (uint)ix[2] >= (uint)n2))) return p;
  amp_san_report(san, 1u, site, (uint)k, ix[0], k > 1 ? ix[1] : 0, k > 2 ? ix[2] : 0, n0, n1, n2, 0u);
  return sz > 4 * AMP_SAN_SCR || !l ? p : amp_san_lscratch(l, sz); /* no tile state: an untiled kernel */
}
__local uchar *amp_san_ts_use(__local uchar *p, __local uchar *base, uint sz, uint n, uint vid, uint kind, uint site, __global uint *san, __local uint *l) {{
  if (!l || p < base || p >= base + sz * n) return p;
  uint e = (uint)(p - base) / sz;
  __local uint *sh = l + l[13 + vid] + 2 * e;
  uint old = sh[0];
  if (!(AMP_SAN_CHECKS & 2u)) {{ /* init alone: whether the tile ever wrote it */
    if ((kind & 1u) && !(old >> 31))
      amp_san_report(san, 3u, site, 1u, (int)e, 0, 0, (int)n, 0, 0, 0u);
    if ((kind & 2u) && !(old >> 31)) atomic_or(sh, 0x80000000u);
    return p;
  }
  uint me = amp_san_lid() + 1, nw, w, r;
  for (;;) {{
    w = old & 0x7ffu; r = (old >> 11) & 0x7ffu;
    nw = old;
    if (kind & 2u) nw = (nw & ~0x7ffu) | me | 0x80000000u;
    if (kind & 1u) nw = (nw & ~(0x7ffu << 11)) | ((r == 0u || r == me ? me : 0x7ffu) << 11);
    if (nw == old) break; /* nothing new: no atomic */
    uint seen = atomic_cmpxchg(sh, old, nw);
    if (seen == old) break;
    old = seen;
  }
  uint sites = sh[1];
  uint ns = (kind & 2u) ? (site << 16) | (sites & 0xffffu) : (sites & 0xffff0000u) | site;
  if (ns != sites) sh[1] = ns;
  if ((AMP_SAN_CHECKS & 4u) && (kind & 1u) && !(old >> 31))
    amp_san_report(san, 3u, site, 1u, (int)e, 0, 0, (int)n, 0, 0, 0u);
  if (AMP_SAN_CHECKS & 2u) {{
    /* A write meeting another's write alone is not reported: every work-item
       setting a shared flag to one value is common and harmless. */
    if ((kind & 1u) && w != 0u && w != me)
      amp_san_report(san, 2u, site, 1u, (int)e, (int)w - 1, (int)kind, (int)n, 0, 2, sites >> 16);
    else if ((kind & 2u) && r != 0u && r != me)
      amp_san_report(san, 2u, site, 1u, (int)e, r == 0x7ffu ? -1 : (int)r - 1, (int)kind, (int)n, 0, 1, sites & 0xffffu);
  }
  return p;
}
void amp_san_tile_init(__local uint *l, uint words) {{
  uint size = (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
  for (uint k = AMP_SAN_HDR + amp_san_lid(); k < AMP_SAN_HDR + AMP_SAN_SCR + words; k += size) l[k] = 0u;
  if (amp_san_lid() == 0u) {{
    for (uint k = 0; k < AMP_SAN_HDR; ++k) l[k] = 0u;
    l[3] = l[4] = 0xffffffffu; l[7] = words;
  }
}
int amp_san_vote(int c, uint site, __global uint *san, __local uint *l) {{
  uint g = l[8], p = g & 1u;
  if (c) atomic_inc(&l[9 + p]);
  uint old = atomic_inc(&l[11 + p]);
  barrier(CLK_LOCAL_MEM_FENCE);
  uint t = l[9 + p], n = l[11 + p];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (old == n - 1u && t != 0u && t != n)
    amp_san_report(san, 5u, site, 1u, (int)t, (int)n, 0, 0, 0, 0, 0u);
  atomic_xchg(&l[8], g + 1u);
  atomic_xchg(&l[9 + p], 0u);
  atomic_xchg(&l[11 + p], 0u);
  return c;
}
void amp_san_barrier(cl_mem_fence_flags f, uint site, __global uint *san, __local uint *l) {{
  uint size = (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
  uint g = l[2], p = g & 1u;
  uint old = atomic_inc(&l[0]);
  atomic_min(&l[3 + p], site);
  atomic_max(&l[5 + p], site);
  barrier(f | CLK_LOCAL_MEM_FENCE);
  uint n = l[0], last = l[1], smin = l[3 + p], smax = l[5 + p], words = l[7];
  if (AMP_SAN_CHECKS & 2u)
    for (uint k = amp_san_lid() * 2u; k < words; k += size * 2u)
      l[AMP_SAN_HDR + AMP_SAN_SCR + k] &= 0x80000000u;
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((AMP_SAN_CHECKS & 8u) && old == n - 1u && (n - last != size || smin != smax))
    amp_san_report(san, 4u, site, 1u, (int)(n - last), 0, 0, (int)size, 0, 0, smin != smax ? (smin == site ? smax : smin) : 0u);
  atomic_xchg(&l[1], n);
  atomic_xchg(&l[2], g + 1u);
  atomic_xchg(&l[3 + p], 0xffffffffu);
  atomic_xchg(&l[5 + p], 0u);
})",
                                                    Checks, sites().Vars)
                                          .str());
}

std::string sanitizedViewAt(OpenCLPrelude &Prelude, const std::string &Name, const std::string &Ptr, int Rank,
                            llvm::StringRef Space) {
  std::string R = std::to_string(Rank);
  std::string In = "(uint)i.v[0] < (uint)m.extent[0]";
  for (int K = 1; K < Rank; ++K)
    In += llvm::formatv(" && (uint)i.v[{0}] < (uint)m.extent[{0}]", K).str();
  auto comp = [&](const char *F, int K) { return K < Rank ? llvm::formatv("{0}.v[{1}]", F, K).str() : "0"; };
  auto ext = [&](int K) { return K < Rank ? llvm::formatv("m.extent[{0}]", K).str() : "0"; };
  Prelude.requireHelper("amp_san_1_in_" + R,
                        llvm::formatv("inline int amp_san_in_{0}(amp_view_meta_{0} m, amp_index_{0} i) {{ return {1}; }\n"
                                      "void amp_san_oob_{0}(amp_view_meta_{0} m, amp_index_{0} i, uint site, __global uint *san) {{ "
                                      "amp_san_report(san, 1u, site, {0}u, {2}, {3}, {4}, {5}, {6}, {7}, 0u); }",
                                      R, In, comp("i", 0), comp("i", 1), comp("i", 2), ext(0), ext(1), ext(2))
                            .str());
  std::string Scratch;
  if (Space == "__global")
    Scratch = "(" + Ptr + ")amp_san_gscratch(amp_san, sizeof(*v.data))";
  else if (Space == "__local")
    Scratch = "(amp_san_l ? (" + Ptr + ")amp_san_lscratch(amp_san_l, sizeof(*v.data)) : v.data + amp_view_at_" + R +
              "(v.meta, i))";
  else if (Space == "__constant")
    Scratch = "(" + Ptr + ")amp_san_czero";
  std::string At = "v.data + amp_view_at_" + R + "(v.meta, i)";
  std::string S = "inline " + Ptr + Name + "_san_at(" + Name + " v, amp_index_" + R +
                  " i, uint site, __global uint *amp_san, __local uint *amp_san_l) { if (amp_san_in_" + R +
                  "(v.meta, i)) return " + At + "; amp_san_oob_" + R + "(v.meta, i, site, amp_san); ";
  // Private memory has no scratch to give (docs/sanitizer.md): the access happens.
  if (Scratch.empty())
    return S + "return " + At + "; }\n";
  return S + "return sizeof(*v.data) > 4 * AMP_SAN_SCR ? " + At + " : " + Scratch + "; }\n";
}

/// \p E as a chain of subscripts of a tile_static array (or the variable
/// itself): the variable, and the indices from the outermost dimension in.
static const VarDecl *tileStaticChain(const Expr *E, llvm::SmallVectorImpl<const Expr *> &Indices,
                                     const DeclRefExpr **Root = nullptr) {
  E = E->IgnoreParens();
  while (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    const auto *Decay = dyn_cast<ImplicitCastExpr>(A->getBase()->IgnoreParens());
    if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
      return nullptr;
    Indices.insert(Indices.begin(), A->getIdx());
    E = Decay->getSubExpr()->IgnoreParens();
  }
  const auto *D = dyn_cast<DeclRefExpr>(E);
  const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  if (Root)
    *Root = D;
  return V && isTileStatic(*V) ? V : nullptr;
}

/// The dimensions of \p T's arrays, outermost first, and the innermost type.
static QualType arrayDims(ASTContext &Ctx, QualType T, llvm::SmallVectorImpl<uint64_t> &Dims) {
  while (const auto *CA = Ctx.getAsConstantArrayType(T)) {
    Dims.push_back(CA->getSize().getZExtValue());
    T = CA->getElementType();
  }
  return T;
}

uint64_t tileStaticElements(const VarDecl &V) {
  llvm::SmallVector<uint64_t, 4> Dims;
  arrayDims(V.getASTContext(), V.getType(), Dims);
  uint64_t N = 1;
  for (uint64_t D : Dims)
    N *= D;
  return N;
}

namespace {
/// Every use of one tile_static variable in the body that declares it.
class UseScan : public RecursiveASTVisitor<UseScan> {
public:
  UseScan(ASTContext &Ctx, const VarDecl &V, unsigned Depth) : Ctx(Ctx), V(V), Depth(Depth) {}
  bool Ok = true;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() != &V)
      return true;
    const Expr *Cur = E;
    unsigned D = 0;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      const Stmt *UpS = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
      if (!UpS)
        return Ok = false;
      if (isa<UnaryExprOrTypeTraitExpr>(UpS))
        return true; // sizeof
      const Expr *Up = dyn_cast<Expr>(UpS);
      if (!Up)
        return Ok = false;
      if (isa<ParenExpr>(Up) ||
          (isa<ImplicitCastExpr>(Up) && cast<ImplicitCastExpr>(Up)->getCastKind() == CK_ArrayToPointerDecay)) {
        Cur = Up;
        continue;
      }
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(Up); A && A->getBase()->IgnoreParenImpCasts() == Cur->IgnoreParenImpCasts() &&
                                                          A->getBase() != A->getIdx()) {
        ++D;
        Cur = Up;
        continue;
      }
      if (isa<UnaryExprOrTypeTraitExpr>(Up))
        return true; // sizeof
      bool Use = false;
      if (const auto *C = dyn_cast<ImplicitCastExpr>(Up))
        Use = C->getCastKind() == CK_LValueToRValue;
      else if (const auto *B = dyn_cast<BinaryOperator>(Up))
        Use = B->isAssignmentOp() && B->getLHS()->IgnoreParens() == Cur->IgnoreParens();
      else if (const auto *U = dyn_cast<UnaryOperator>(Up))
        Use = U->isIncrementDecrementOp();
      if (!Use || D != Depth)
        Ok = false;
      return Ok;
    }
  }

private:
  ASTContext &Ctx;
  const VarDecl &V;
  unsigned Depth;
};
} // namespace

int trackedTileStatic(ASTContext &Ctx, const VarDecl &V) {
  SiteTable &T = sites();
  auto It = T.Tracked.find(&V);
  if (It != T.Tracked.end())
    return It->second;
  int &Id = T.Tracked[&V];
  Id = -1;
  llvm::SmallVector<uint64_t, 4> Dims;
  QualType Elem = arrayDims(Ctx, V.getType(), Dims);
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V.getParentFunctionOrMethod());
  if (!Elem->isScalarType() || !Fn || !Fn->getBody())
    return Id;
  UseScan Scan(Ctx, V, Dims.size());
  Scan.TraverseStmt(Fn->getBody());
  if (Scan.Ok)
    Id = T.Vars++;
  return Id;
}

std::string sanitizerKernelEntry(ASTContext &Ctx, bool Tiled, const std::vector<const VarDecl *> &Vars) {
  if (!Tiled)
    return "  __local uint *amp_san_l = 0;\n";
  uint64_t Words = 0;
  std::string Offsets;
  for (const VarDecl *V : Vars) {
    int Id = (Checks & (SanitizeRace | SanitizeInit)) ? trackedTileStatic(Ctx, *V) : -1;
    if (Id < 0)
      continue;
    Offsets += llvm::formatv("    amp_san_l[13 + {0}] = AMP_SAN_HDR + AMP_SAN_SCR + {1}u;\n", Id, Words).str();
    Words += 2 * tileStaticElements(*V);
  }
  std::string S = "  __local uint amp_san_lbuf[AMP_SAN_HDR + AMP_SAN_SCR + " + std::to_string(Words) + "];\n" +
                  "  __local uint *amp_san_l = amp_san_lbuf;\n";
  if (!(Checks & (SanitizeRace | SanitizeInit | SanitizeSync)))
    return S;
  S += "  amp_san_tile_init(amp_san_l, " + std::to_string(Words) + "u);\n";
  if (!Offsets.empty())
    S += "  if (amp_san_lid() == 0u) {\n" + Offsets + "  }\n";
  return S + "  barrier(CLK_LOCAL_MEM_FENCE);\n";
}

namespace {
/// Outermost element accesses of tile_static arrays, in templates' patterns
/// (their instantiations share the text).
class HostChains : public RecursiveASTVisitor<HostChains> {
public:
  std::vector<const ArraySubscriptExpr *> Found;
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *A) {
    llvm::SmallVector<const Expr *, 4> Indices;
    const DeclRefExpr *Root = nullptr;
    const VarDecl *V = tileStaticChain(A, Indices, &Root);
    if (!V || isLibraryOrSystemDecl(*V))
      return true;
    unsigned Rank = 0;
    for (QualType T = V->getType(); const ArrayType *AT = T->getAsArrayTypeUnsafe(); T = AT->getElementType())
      ++Rank;
    if (Indices.size() == Rank)
      Found.push_back(A); // a full chain is outermost: one more subscript would not type
    return true;
  }
};
} // namespace

std::vector<HostEdit> sanitizerHostEdits(ASTContext &Ctx) {
  std::vector<HostEdit> Edits;
  if (!(Checks & SanitizeBounds))
    return Edits;
  HostChains Chains;
  Chains.TraverseAST(Ctx);
  SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::set<unsigned> Done;
  for (const ArraySubscriptExpr *A : Chains.Found) {
    llvm::SmallVector<const Expr *, 4> Indices;
    const DeclRefExpr *Root = nullptr;
    const VarDecl *V = tileStaticChain(A, Indices, &Root);
    // The subscripts, innermost (the variable's first) first.
    llvm::SmallVector<const ArraySubscriptExpr *, 4> Subs;
    for (const Expr *E = A; E;) {
      const auto *S = dyn_cast<ArraySubscriptExpr>(E->IgnoreParens());
      if (!S)
        break;
      Subs.insert(Subs.begin(), S);
      const auto *Decay = dyn_cast<ImplicitCastExpr>(S->getBase()->IgnoreParens());
      E = Decay ? Decay->getSubExpr() : nullptr;
    }
    if (!V || !Root || Subs.size() != Indices.size())
      continue;
    SourceLocation Begin = Root->getBeginLoc(), BaseEnd = Root->getEndLoc();
    if (!Begin.isFileID() || !BaseEnd.isFileID() || SM.isInSystemHeader(Begin) ||
        !llvm::all_of(Subs, [](const ArraySubscriptExpr *S) { return S->getRBracketLoc().isFileID(); }))
      continue;
    FileID File = SM.getFileID(Begin);
    if (!Done.insert(SM.getFileOffset(Begin)).second)
      continue;
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(A->getExprLoc()));
    // What the access does, for init and race (0: not followed), as the
    // device's lowering reads it (sanitizeTileStaticUse).
    unsigned Kind = 0;
    if ((Checks & (SanitizeRace | SanitizeInit)) && trackedTileStatic(Ctx, *V) >= 0) {
      const Stmt *Cur = A;
      for (;;) {
        DynTypedNodeList Parents = Ctx.getParents(*Cur);
        const Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
        if (const auto *Paren = dyn_cast_or_null<ParenExpr>(Up)) {
          Cur = Paren;
          continue;
        }
        if (const auto *C = dyn_cast_or_null<ImplicitCastExpr>(Up))
          Kind = C->getCastKind() == CK_LValueToRValue ? 1 : 0;
        else if (const auto *B = dyn_cast_or_null<BinaryOperator>(Up); B && B->isAssignmentOp() && B->getLHS() == Cur)
          Kind = B->getOpcode() == BO_Assign ? 2 : 3;
        else if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up); U && U->isIncrementDecrementOp())
          Kind = 3;
        break;
      }
    }
    std::vector<HostEdit> Chain;
    Chain.push_back({File, SM.getFileOffset(Begin), SM.getFileOffset(Begin), "(::amp_clang::sanitizer::host_ts("});
    SourceLocation After = BaseEnd;
    bool Ok = true;
    for (size_t K = 0; K < Subs.size() && Ok; ++K) {
      std::optional<Token> LBracket = Lexer::findNextToken(After, SM, LO);
      if (!LBracket || !LBracket->is(tok::l_square) || SM.getFileID(LBracket->getLocation()) != File) {
        Ok = false;
        break;
      }
      unsigned L = SM.getFileOffset(LBracket->getLocation());
      std::string Text = K == 0 ? llvm::formatv(", __FILE__, {0}u, {1}u, \"tile_static '{2}'\", {3}u, ", PL.getLine(),
                                                PL.getColumn(), V->getName(), Kind)
                                      .str()
                                : std::string(", ");
      Chain.push_back({File, L, L + 1, Text});
      SourceLocation R = Subs[K]->getRBracketLoc();
      unsigned RO = SM.getFileOffset(R);
      Chain.push_back({File, RO, RO + 1, K + 1 == Subs.size() ? "))" : ""});
      After = R;
    }
    if (Ok)
      Edits.insert(Edits.end(), Chain.begin(), Chain.end());
  }
  return Edits;
}

// The FunctionEmitter's side.

/// What a report calls the object an access touches.
static std::string objectName(const Expr *E, llvm::StringRef Kind) {
  E = E->IgnoreParenImpCasts();
  for (const auto *C = dyn_cast<CXXConstructExpr>(E); C && C->getNumArgs() == 1; C = dyn_cast<CXXConstructExpr>(E))
    E = C->getArg(0)->IgnoreParenImpCasts();
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
    E = M->getSubExpr()->IgnoreParenImpCasts();
  std::string Name;
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    Name = D->getDecl()->getNameAsString();
  else if (const auto *M = dyn_cast<MemberExpr>(E))
    Name = M->getMemberDecl()->getNameAsString();
  return Name.empty() ? Kind.str() : Kind.str() + " '" + Name + "'";
}

std::string FunctionEmitter::sanitizeViewElement(const std::string &VT, const std::string &View,
                                                 const std::string &Idx, const Expr *Base, const Expr *E) {
  std::string Kind = ampClassName(Base->getType().getNonReferenceType()).str();
  if (Base->getType()->isPointerType())
    Kind = ampClassName(Base->getType()->getPointeeType()).str();
  // Where the host accelerator's check says (amp_clang/sanitizer.h): a lone
  // index where it is written, else the call's parenthesis.
  SourceLocation Loc = E->getExprLoc();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    if (Op->getNumArgs() == 2) {
      Loc = Op->getArg(1)->getBeginLoc();
    } else if (std::optional<Token> Paren = Lexer::findNextToken(Op->getArg(0)->getEndLoc(),
                                                                 P.context().getSourceManager(),
                                                                 P.context().getLangOpts())) {
      Loc = Paren->getLocation();
    }
  unsigned Site = sanitizerSite(P.context(), Loc, objectName(Base, Kind.empty() ? "array_view" : Kind));
  return "(*" + VT + "_san_at(" + View + ", " + Idx + ", " + std::to_string(Site) + "u, amp_san, amp_san_l))";
}

std::string FunctionEmitter::sanitizeSubscript(const ArraySubscriptExpr *A) {
  llvm::SmallVector<const Expr *, 4> Indices;
  const DeclRefExpr *Root = nullptr;
  const VarDecl *V = tileStaticChain(A, Indices, &Root);
  llvm::SmallVector<uint64_t, 4> Dims;
  QualType Elem = V ? arrayDims(P.context(), V->getType(), Dims) : QualType();
  // Only whole elements (a row a[i] of a[16][16] is left as it is).
  if (!V || Indices.size() != Dims.size() || Indices.size() > 3)
    return expr(A->getBase()) + "[" + expr(A->getIdx()) + "]";
  std::string Keep = "amp_sb" + std::to_string(SanitizeTemps++);
  Temporaries += "  int " + Keep + "[3];\n";
  std::string Text = "(" + expr(Root) + ")";
  for (size_t K = 0; K < Indices.size(); ++K)
    Text += "[amp_san_ix(" + expr(Indices[K]) + ", " + std::to_string(Dims[K]) + ", &" + Keep + "[" +
            std::to_string(K) + "])]";
  std::string T = type(A->getType().getUnqualifiedType(), A->getExprLoc());
  std::string Ext;
  for (size_t K = 0; K < 3; ++K)
    Ext += ", " + (K < Dims.size() ? std::to_string(Dims[K]) : std::string("0"));
  unsigned Site = sanitizerSite(P.context(), A->getExprLoc(), "tile_static '" + V->getNameAsString() + "'");
  return "(*(__local " + T + " *)amp_san_ts_at((__local uchar *)&" + Text + ", " + Keep + ", " +
         std::to_string(Dims.size()) + Ext + ", sizeof(" + T + "), " + std::to_string(Site) +
         "u, amp_san, amp_san_l))";
}

std::string FunctionEmitter::sanitizeTileStaticUse(const Expr *LV, const std::string &Text, unsigned Kind) {
  if (!(sanitizerChecks() & (SanitizeRace | SanitizeInit)))
    return Text;
  llvm::SmallVector<const Expr *, 4> Indices;
  const DeclRefExpr *Root = nullptr;
  const VarDecl *V = tileStaticChain(LV, Indices, &Root);
  if (!V)
    return Text;
  int Id = trackedTileStatic(P.context(), *V);
  if (Id < 0)
    return Text;
  std::string T = type(LV->getType().getUnqualifiedType(), LV->getExprLoc());
  unsigned Site = sanitizerSite(P.context(), LV->getExprLoc(), "tile_static '" + V->getNameAsString() + "'");
  return "(*(__local " + T + " *)amp_san_ts_use((__local uchar *)&" + Text + ", (__local uchar *)(" +
         tileStaticPointer(V) + "), sizeof(" + T + "), " + std::to_string(tileStaticElements(*V)) + "u, " +
         std::to_string(Id) + "u, " + std::to_string(Kind) + "u, " + std::to_string(Site) +
         "u, amp_san, amp_san_l))";
}

namespace {
/// The first tile_barrier call in a statement (through the user's functions
/// it calls), and whether it holds a return, break or continue.
struct BarrierScan : RecursiveASTVisitor<BarrierScan> {
  const Expr *Barrier = nullptr;
  std::vector<const Expr *> All; ///< every barrier call, and call reaching one
  bool Jumps = false;
  bool Direct = true; ///< the barrier is in the statement itself
  llvm::DenseMap<const FunctionDecl *, bool> *Seen;
  explicit BarrierScan(llvm::DenseMap<const FunctionDecl *, bool> &Seen) : Seen(&Seen) {}
  bool VisitReturnStmt(ReturnStmt *) { return Jumps = true; }
  bool VisitBreakStmt(BreakStmt *) { return Jumps = true; }
  bool VisitContinueStmt(ContinueStmt *) { return Jumps = true; }
  bool VisitCallExpr(CallExpr *C) {
    if (const auto *M = dyn_cast<CXXMemberCallExpr>(C); M && ampClassName(M->getObjectType()) == "tile_barrier") {
      if (!Barrier)
        Barrier = C;
      All.push_back(C);
      return true;
    }
    const FunctionDecl *F = C->getDirectCallee();
    if (!F || isAmpLibraryDecl(*F) || !F->getDefinition() || !F->getDefinition()->getBody())
      return true;
    F = F->getDefinition();
    auto It = Seen->find(F);
    if (It == Seen->end()) {
      (*Seen)[F] = false; // amp code does not recurse
      BarrierScan Inner(*Seen);
      Inner.TraverseStmt(F->getBody());
      It = Seen->insert_or_assign(F, Inner.Barrier != nullptr).first;
    }
    if (It->second) {
      if (!Barrier) {
        Barrier = C;
        Direct = false;
      }
      All.push_back(C);
    }
    return true;
  }
};
llvm::DenseMap<const FunctionDecl *, bool> BarrierFunctions;
} // namespace

namespace {
/// Whether \p E has one value for every work-item of a tile, as far as a
/// look at it shows: literals, captured values, constants, the tile's own
/// index, extents, and loop counters that only a uniform increment changes.
class Uniformity {
public:
  Uniformity(ASTContext &Ctx, const FunctionDecl &Fn) : Ctx(Ctx), Fn(Fn) {}
  bool uniform(const Expr *E) {
    if (!E)
      return true;
    E = E->IgnoreParens();
    if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr, CharacterLiteral, UnaryExprOrTypeTraitExpr,
            CXXNullPtrLiteralExpr>(E))
      return true;
    if (const auto *D = dyn_cast<DeclRefExpr>(E))
      return uniformDecl(D->getDecl());
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      std::string Cls = ampClassName(M->getBase()->getType().getNonReferenceType()).str();
      llvm::StringRef Field = M->getMemberDecl()->getName();
      if (Cls == "tiled_index")
        return (Field == "tile" || Field == "tile_origin" || Field == "tile_extent") && uniform(M->getBase());
      if (isa<FieldDecl>(M->getMemberDecl()))
        return uniform(M->getBase());
      return false;
    }
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *F = C->getDirectCallee();
      if (!F || !isAmpLibraryDecl(*F))
        return false;
      if (const auto *M = dyn_cast<CXXMethodDecl>(F)) {
        std::string Cls = ampClassName(QualType(M->getParent()->getTypeForDecl(), 0)).str();
        bool Extent = M->getIdentifier() && (M->getName() == "get_extent" || M->getName() == "size");
        if ((Cls == "array" || Cls == "array_view" || Cls.find("texture") != std::string::npos) && !Extent)
          return false; // elements: data
      }
      for (const Expr *A : C->arguments())
        if (!uniform(A))
          return false;
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C))
        return uniform(MC->getImplicitObjectArgument());
      return true;
    }
    if (isa<CastExpr, UnaryOperator, BinaryOperator, ConditionalOperator, MaterializeTemporaryExpr, ExprWithCleanups,
            CXXConstructExpr, CXXBindTemporaryExpr, CXXFunctionalCastExpr, SubstNonTypeTemplateParmExpr>(E)) {
      if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
        return false;
      if (const auto *U = dyn_cast<UnaryOperator>(E); U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_Deref))
        return false;
      for (const Stmt *Child : E->children())
        if (const auto *CE = dyn_cast_or_null<Expr>(Child); Child && (!CE || !uniform(CE)))
          return false;
      return true;
    }
    return false;
  }

private:
  ASTContext &Ctx;
  const FunctionDecl &Fn;
  llvm::DenseMap<const ValueDecl *, bool> Seen;

  bool uniformDecl(const ValueDecl *D) {
    if (isa<EnumConstantDecl>(D))
      return true;
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || isTileStatic(*V))
      return false;
    auto It = Seen.find(V);
    if (It != Seen.end())
      return It->second;
    Seen[V] = false; // a cycle is not shown uniform
    bool U = false;
    const DeclContext *DC = V->getDeclContext();
    bool Local = DC == &Fn || Fn.Encloses(DC);
    if (V->hasGlobalStorage())
      U = V->getType().isConstQualified();
    else if (const auto *PV = dyn_cast<ParmVarDecl>(V); PV && Local)
      U = ampClassName(PV->getType().getNonReferenceType()) == "tiled_index"; // its own fields decide
    else if (!Local)
      U = true; // a capture: one value for the launch
    else
      U = localUniform(*V);
    Seen[V] = U;
    return U;
  }

  /// A local whose initialiser is uniform and which is changed only by a
  /// uniform increment of the for statement that declares it, or not at all.
  bool localUniform(const VarDecl &V) {
    if (V.getType()->isReferenceType() || !uniform(V.getInit()))
      return false;
    const ForStmt *Loop = nullptr;
    DynTypedNodeList Parents = Ctx.getParents(V);
    if (const Stmt *DS = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>()) {
      DynTypedNodeList Up = Ctx.getParents(*DS);
      if (const auto *F = Up.empty() ? nullptr : Up[0].get<ForStmt>(); F && F->getInit() == DS)
        Loop = F;
    }
    struct Writes : RecursiveASTVisitor<Writes> {
      const VarDecl *V;
      llvm::SmallVector<const Expr *, 4> Found;
      bool Escapes = false;
      bool target(const Expr *E) {
        const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
        return D && D->getDecl() == V;
      }
      bool VisitBinaryOperator(BinaryOperator *B) {
        if (B->isAssignmentOp() && target(B->getLHS()))
          Found.push_back(B);
        return true;
      }
      bool VisitUnaryOperator(UnaryOperator *U) {
        if ((U->isIncrementDecrementOp() && target(U->getSubExpr())) ||
            (U->getOpcode() == UO_AddrOf && target(U->getSubExpr())))
          Found.push_back(U);
        return true;
      }
      bool VisitCallExpr(CallExpr *C) {
        for (const Expr *A : C->arguments())
          if (target(A) && A->isGLValue())
            Escapes = true; // by reference, maybe
        return true;
      }
    } W;
    W.V = &V;
    if (const Stmt *Body = Fn.getBody())
      W.TraverseStmt(const_cast<Stmt *>(Body));
    if (W.Escapes)
      return false;
    for (const Expr *Wr : W.Found) {
      if (!Loop || !Loop->getInc() || (Wr != Loop->getInc()->IgnoreParens()))
        return false;
      if (const auto *B = dyn_cast<BinaryOperator>(Wr); B && !uniform(B->getRHS()))
        return false;
      if (const auto *U = dyn_cast<UnaryOperator>(Wr); U && U->getOpcode() == UO_AddrOf)
        return false;
    }
    return true;
  }
};
} // namespace

std::string FunctionEmitter::sanitizeCondition(const Stmt *S, const Expr *Cond, const std::string &Text) {
  if (!(sanitizerChecks() & SanitizeSync) || !Cond)
    return Text;
  ASTContext &Ctx = P.context();
  // One value for the whole tile: nothing to vote on.
  if (Uniformity(Ctx, Fn).uniform(Cond))
    return Text;
  const Stmt *Body = S;
  if (const auto *If = dyn_cast<IfStmt>(S))
    Body = If; // both branches
  BarrierScan Scan(BarrierFunctions);
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    Scan.TraverseStmt(const_cast<Stmt *>(If->getThen()));
    if (If->getElse())
      Scan.TraverseStmt(const_cast<Stmt *>(If->getElse()));
  } else if (const auto *For = dyn_cast<ForStmt>(S)) {
    Scan.TraverseStmt(const_cast<Stmt *>(For->getBody()));
  } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
    Scan.TraverseStmt(const_cast<Stmt *>(While->getBody()));
  } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
    Scan.TraverseStmt(const_cast<Stmt *>(Do->getBody()));
  }
  (void)Body;
  std::string What;
  SourceLocation At = Cond->getExprLoc();
  PresumedLoc CondPL = Ctx.getSourceManager().getPresumedLoc(Ctx.getSourceManager().getExpansionLoc(At));
  if (Scan.Barrier) {
    // Reported at the barrier (as the host accelerator does), naming the condition.
    At = Scan.Barrier->getBeginLoc();
    What = llvm::formatv("the condition at line {0}", CondPL.getLine()).str();
    if (!Scan.Direct)
      What = "a barrier reached through this call, under " + What;
  } else if (Scan.Jumps && Fn.getBody()) {
    // A return, break or continue that some work-items take skips the
    // barriers after it: one of the function's barriers comes later.
    BarrierScan Whole(BarrierFunctions);
    Whole.TraverseStmt(const_cast<Stmt *>(Fn.getBody()));
    SourceManager &SM = Ctx.getSourceManager();
    bool Later = llvm::any_of(Whole.All, [&](const Expr *B) {
      return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(S->getEndLoc()), SM.getExpansionLoc(B->getExprLoc()));
    });
    // Inside a loop that has a barrier: the next iteration's.
    for (const Stmt *Cur = S; !Later;) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      const Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
      if (!Up)
        break;
      if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(Up)) {
        BarrierScan Loop(BarrierFunctions);
        Loop.TraverseStmt(const_cast<Stmt *>(Up));
        Later = Loop.Barrier != nullptr;
      }
      Cur = Up;
    }
    if (!Later)
      return Text;
    What = "a return, break or continue before barriers";
  } else {
    return Text;
  }
  unsigned Site = sanitizerSite(Ctx, At, What);
  return "amp_san_vote((" + Text + ") ? 1 : 0, " + std::to_string(Site) + "u, amp_san, amp_san_l)";
}

std::string FunctionEmitter::sanitizeBarrier(const std::string &Flags, const Expr *E) {
  unsigned Site = sanitizerSite(P.context(), E->getBeginLoc(), "barrier");
  return "amp_san_barrier(" + Flags + ", " + std::to_string(Site) + "u, amp_san, amp_san_l)";
}

} // namespace ampclang
