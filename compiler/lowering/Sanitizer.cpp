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

void resetSanitizerSites() {
  sites() = SiteTable();
  resetTileStaticPhases();
  resetTileStaticCoveredReads();
}

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
#define AMP_SAN_PSCR 16
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
/* A C array's element index (kept by amp_san_ix) outside its extent: reported. */
bool amp_san_c_out(int *ix, int k, int n0, int n1, int n2, uint site, __global uint *san) {{
  if (!((uint)ix[0] >= (uint)n0 || (k > 1 && (uint)ix[1] >= (uint)n1) || (k > 2 && (uint)ix[2] >= (uint)n2))) return false;
  amp_san_report(san, 1u, site, (uint)k, ix[0], k > 1 ? ix[1] : 0, k > 2 ? ix[2] : 0, n0, n1, n2, 0u);
  return true;
}
__private uchar *amp_san_arr_at_p(__private uchar *p, int *ix, int k, int n0, int n1, int n2, uint sz, uint site, __global uint *san, __private uint *scr) {{
  if (!amp_san_c_out(ix, k, n0, n1, n2, site, san) || sz > 4 * AMP_SAN_PSCR) return p;
  for (uint j = 0; j < (sz + 3) / 4; ++j) scr[j] = 0;
  return (__private uchar *)scr;
}
__local uchar *amp_san_ts_at(__local uchar *p, int *ix, int k, int n0, int n1, int n2, uint sz, uint site, __global uint *san, __local uint *l) {{
  if (!amp_san_c_out(ix, k, n0, n1, n2, site, san)) return p;
  return sz > 4 * AMP_SAN_SCR || !l ? p : amp_san_lscratch(l, sz); /* no tile state: an untiled kernel */
}
__local uchar *amp_san_ts_use(__local uchar *p, __local uchar *base, uint sz, uint n, uint vid, uint kind, uint site, __global uint *san, __local uint *l) {{
  if (!l || p < base || p >= base + sz * n) return p;
  uint e = (uint)(p - base) / sz;
  __local uint *sh = l + l[13 + vid] + 2 * e;
  uint old = sh[0];
  if (kind & 8u) {{ /* an atomic function's operand: init reads (1) and marks (2) it; race does not follow atomics */
    if ((AMP_SAN_CHECKS & 4u) && (kind & 1u) && !(old >> 31))
      amp_san_report(san, 3u, site, 1u, (int)e, 0, 0, (int)n, 0, 0, 0u);
    if ((kind & 2u) && !(old >> 31)) atomic_or(sh, 0x80000000u);
    return p;
  }
  if (kind & 4u) {{ /* a read no write shares a barrier interval with (SanitizerPhases.cpp): init's question alone */
    if ((AMP_SAN_CHECKS & 4u) && !(old >> 31))
      amp_san_report(san, 3u, site, 1u, (int)e, 0, 0, (int)n, 0, 0, 0u);
    return p;
  }
  if (!(AMP_SAN_CHECKS & 2u)) {{ /* init alone: whether the tile ever wrote it */
    if ((kind & 1u) && !(old >> 31))
      amp_san_report(san, 3u, site, 1u, (int)e, 0, 0, (int)n, 0, 0, 0u);
    if ((kind & 2u) && !(old >> 31)) atomic_or(sh, 0x80000000u);
    return p;
  }
  /* Two words per element: [0] the last writer (bits 0-10, local id + 1), its
     site (bits 11-30) and whether the tile ever wrote it (bit 31); [1] the
     reader since the last barrier (0x7ff: several) and its site. Plain
     stores, each work-item storing first and then reading the other word
     (so that of a read and a write at the same time at least one sees the
     other): whole tiles reading one element at once make no atomics queue
     on one address (a tiled matrix product's tile_static reads). */
  volatile __local uint *v = (volatile __local uint *)sh;
  uint me = amp_san_lid() + 1, w0 = old, r1 = 0u;
  if (kind & 2u) {{
    uint nw = 0x80000000u | (site << 11) | me;
    if (nw != w0) v[0] = nw;
    r1 = v[1];
  }
  if (kind & 1u) {{
    uint o1 = v[1], r = o1 & 0x7ffu;
    if (r == 0u) {{
      v[1] = (site << 11) | me;
      if ((v[1] & 0x7ffu) != me) v[1] = (site << 11) | 0x7ffu; /* another read it at the same time */
    } else if (r != me && r != 0x7ffu) {{
      v[1] = (site << 11) | 0x7ffu;
    }
    if (!(kind & 2u)) {{ r1 = o1; w0 = v[0]; }
  }
  uint w = w0 & 0x7ffu, r = r1 & 0x7ffu;
  if ((AMP_SAN_CHECKS & 4u) && (kind & 1u) && !(w0 >> 31))
    amp_san_report(san, 3u, site, 1u, (int)e, 0, 0, (int)n, 0, 0, 0u);
  if (AMP_SAN_CHECKS & 2u) {{
    /* A write meeting another's write alone is not reported: every work-item
       setting a shared flag to one value is common and harmless. */
    if ((kind & 1u) && w != 0u && w != me)
      amp_san_report(san, 2u, site, 1u, (int)e, (int)w - 1, (int)kind, (int)n, 0, 2, (w0 >> 11) & 0xfffffu);
    else if ((kind & 2u) && r != 0u && r != me)
      amp_san_report(san, 2u, site, 1u, (int)e, r == 0x7ffu ? -1 : (int)r - 1, (int)kind, (int)n, 0, 1, (r1 >> 11) & 0xfffffu);
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
/* Votes and barriers alternate between two sets of counters (p, the parity
   of the tile's count of them), so the counters one work-item resets after
   the last barrier are never those another, already at the next one, counts
   in. Every work-item stores the same reset values (plain stores: no atomic
   on one address by the whole tile). */
int amp_san_vote(int c, uint site, __global uint *san, __local uint *l) {{
  uint g = l[8], p = g & 1u;
  /* the work-items that reached it (low half) and those for which c holds (high half) */
  uint old = atomic_add(&l[9 + p], c ? 0x10001u : 1u);
  barrier(CLK_LOCAL_MEM_FENCE);
  uint v = l[9 + p], t = v >> 16, n = v & 0xffffu;
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((old & 0xffffu) == n - 1u && t != 0u && t != n)
    amp_san_report(san, 5u, site, 1u, (int)t, (int)n, 0, 0, 0, 0, 0u);
  l[8] = g + 1u;
  l[9 + p] = 0u;
  return c;
}
/* race: the accesses recorded since the last barrier forgotten (the tile's
   writes kept, for init), each work-item its share of the shadows */
void amp_san_clear_shadows(__local uint *l, uint size) {{
  for (uint k = amp_san_lid() * 2u; k < l[7]; k += size * 2u) {{
    l[AMP_SAN_HDR + AMP_SAN_SCR + k] &= 0x80000000u;
    l[AMP_SAN_HDR + AMP_SAN_SCR + k + 1] = 0u;
  }
}
void amp_san_barrier(cl_mem_fence_flags f, uint site, __global uint *san, __local uint *l) {{
  uint size = (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
  if (!(AMP_SAN_CHECKS & 8u)) {{ /* no sync check: no tile-wide counters */
    barrier(f | CLK_LOCAL_MEM_FENCE);
    if (AMP_SAN_CHECKS & 2u) {{
      amp_san_clear_shadows(l, size);
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    return;
  }
  uint g = l[2], p = g & 1u;
  uint old = atomic_inc(&l[0]);
  /* the lowest and highest barrier site waited at: read first, so that once
     one work-item has stored this site the others need no atomic */
  if (l[3 + p] > site) atomic_min(&l[3 + p], site);
  if (l[5 + p] < site) atomic_max(&l[5 + p], site);
  barrier(f | CLK_LOCAL_MEM_FENCE);
  uint n = l[0], last = l[1], smin = l[3 + p], smax = l[5 + p];
  if (AMP_SAN_CHECKS & 2u)
    amp_san_clear_shadows(l, size);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (old == n - 1u && (n - last != size || smin != smax))
    amp_san_report(san, 4u, site, 1u, (int)(n - last), 0, 0, (int)size, 0, 0, smin != smax ? (smin == site ? smax : smin) : 0u);
  l[1] = n;
  l[2] = g + 1u;
  l[3 + p] = 0xffffffffu;
  l[5 + p] = 0u;
})",
                                                    Checks, sites().Vars)
                                          .str());
}

std::string sanitizedViewAt(OpenCLPrelude &Prelude, const std::string &Name, const std::string &Ptr, int Rank,
                            llvm::StringRef Space) {
  std::string R = std::to_string(Rank);
  std::string At = "v.data + amp_view_at_" + R + "(v.meta, i)";
  std::string S = "inline " + Ptr + Name + "_san_at(" + Name + " v, amp_index_" + R +
                  " i, uint site, uint kind, __global uint *amp_san, __local uint *amp_san_l) { ";
  if (Checks & SanitizeBounds) {
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
      Scratch = "(amp_san_l ? (" + Ptr + ")amp_san_lscratch(amp_san_l, sizeof(*v.data)) : " + At + ")";
    else if (Space == "__constant")
      Scratch = "(" + Ptr + ")amp_san_czero";
    S += "if (!amp_san_in_" + R + "(v.meta, i)) { amp_san_oob_" + R + "(v.meta, i, site, amp_san); ";
    // Private memory has no scratch to give (docs/sanitizer.md): the access happens.
    S += Scratch.empty() ? "return " + At + "; } "
                         : "return sizeof(*v.data) > 4 * AMP_SAN_SCR ? " + At + " : " + Scratch + "; } ";
  }
  // init: the element's byte in the written-shadow of an array created
  // without data (SanitizerAccesses.cpp).
  if (Checks & SanitizeInit) {
    Prelude.requireHelper("amp_san_ginit", R"(/* sh: the shadow's element size, its element count, then a byte an element */
void amp_san_ginit(__global uchar *sh, int k, uint kind, uint site, __global uint *san) {
  __global uchar *b = sh + 8 + k;
  if (*b) return;
  if (kind & 1u) amp_san_report(san, 6u, site, 1u, k, 0, 0, (int)((__global uint *)sh)[1], 0, 0, 0u);
  if (kind & 2u) *b = 1;
})");
    S += "if (v.sh) amp_san_ginit(v.sh, v.shoff + amp_view_at_" + R + "(v.meta, i), kind, site, amp_san); ";
  }
  return S + "return " + At + "; }\n";
}

/// \p E as a chain of subscripts of a variable: the variable, and the
/// indices from the outermost dimension in.
static const VarDecl *subscriptChain(const Expr *E, llvm::SmallVectorImpl<const Expr *> &Indices,
                                     const DeclRefExpr **Root) {
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
  return V;
}

const VarDecl *tileStaticChain(const Expr *E, llvm::SmallVectorImpl<const Expr *> &Indices, const DeclRefExpr **Root) {
  const VarDecl *V = subscriptChain(E, Indices, Root);
  return V && isTileStatic(*V) ? V : nullptr;
}

const VarDecl *arrayElementChain(const Expr *E, llvm::SmallVectorImpl<const Expr *> &Indices,
                                 const DeclRefExpr **Root) {
  const VarDecl *V = subscriptChain(E, Indices, Root);
  if (!V || isTileStatic(*V))
    return V;
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  const bool Named = V->getType()->isReferenceType() || V->hasLocalStorage(); // a reference, or a local array
  if (!Named || !V->getASTContext().getAsConstantArrayType(V->getType().getNonReferenceType()) || !Fn ||
      !getRestriction(*Fn).Amp)
    return nullptr;
  return V;
}

unsigned atomicOperandKind(ASTContext &Ctx, const Expr *Addr) {
  const Stmt *Cur = Addr;
  const Stmt *Up = nullptr;
  for (;;) {
    DynTypedNodeList Parents = Ctx.getParents(*Cur);
    Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (Up && (isa<ParenExpr>(Up) || isa<ImplicitCastExpr>(Up))) {
      Cur = Up;
      continue;
    }
    break;
  }
  const auto *Call = dyn_cast_or_null<CallExpr>(Up);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || Call->getNumArgs() < 1 || Call->getArg(0)->IgnoreParenImpCasts() != Addr->IgnoreParenImpCasts() ||
      !isAmpLibraryDecl(*Callee) || !Callee->getDeclName().isIdentifier())
    return 0;
  llvm::StringRef Name = Callee->getName();
  if (Name.starts_with("atomic_fetch_") || Name == "atomic_compare_exchange")
    return 3;
  return Name == "atomic_exchange" ? 2 : 0;
}

std::string arrayElementWhat(const VarDecl &V) {
  return (isTileStatic(V) ? "tile_static '" : "C array '") + V.getNameAsString() + "'";
}

/// The dimensions of \p T's arrays, outermost first, and the innermost type.
QualType arrayDims(ASTContext &Ctx, QualType T, llvm::SmallVectorImpl<uint64_t> &Dims) {
  T = T.getNonReferenceType();
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
      else if (const auto *U = dyn_cast<UnaryOperator>(Up); U && U->getOpcode() == UO_AddrOf)
        Use = atomicOperandKind(Ctx, U) != 0; // `atomic_fetch_inc(&bins[b])`
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

} // namespace ampclang
