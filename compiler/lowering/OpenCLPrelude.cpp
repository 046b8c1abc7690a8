// Index arithmetic is generated per rank as small functions OpenCL C inlines.
#include "lowering/OpenCLPrelude.h"

#include "llvm/Support/FormatVariadic.h"

namespace ampclang {

static std::string rankPrelude(int N) {
  std::string S;
  auto add = [&](const std::string &Line) { S += Line + "\n"; };
  std::string I = "amp_index_" + std::to_string(N);
  std::string E = "amp_extent_" + std::to_string(N);
  std::string M = "amp_view_meta_" + std::to_string(N);
  add(llvm::formatv("typedef struct {{ int v[{0}]; } {1};", N, I).str());
  add(llvm::formatv("typedef struct {{ int v[{0}]; } {1};", N, E).str());
  add(llvm::formatv("typedef struct {{ int extent[{0}]; int stride[{0}]; int offset; } {1};", N, M).str());
  // Element offset of index i in a view. The last dimension of every view
  // (sections, projections and reinterpretations included) is contiguous, so
  // its stride is 1 whatever the descriptor says: the OpenCL compiler sees
  // unit stride and can coalesce or vectorise.
  std::string Sum = "m.offset";
  for (int K = 0; K < N - 1; ++K)
    Sum += llvm::formatv(" + i.v[{0}] * m.stride[{0}]", K).str();
  Sum += llvm::formatv(" + i.v[{0}]", N - 1).str();
  // Descriptors travel by value: a view made on the device (a section, a
  // projection) needs one of its own, captured or not.
  add(llvm::formatv("inline int amp_view_at_{0}({1} m, {2} i) {{ return {3}; }", N, M, I, Sum).str());
  // A captured view's descriptor once its offset is folded into its pointer.
  add(llvm::formatv("inline {0} amp_view_unoffset_{1}({0} m) {{ m.offset = 0; return m; }", M, N).str());
  add(llvm::formatv("inline {0} amp_view_extent_{1}({2} m) {{ {0} e; for (int k = 0; k < {1}; ++k) e.v[k] = m.extent[k]; return e; }", E, N, M).str());
  // section(origin, e) keeps the strides; section(origin) runs to the end.
  add(llvm::formatv("inline {0} amp_view_section_{1}({0} m, {2} o, {3} e) {{ m.offset = amp_view_at_{1}(m, o); for (int k = 0; k < {1}; ++k) m.extent[k] = e.v[k]; return m; }", M, N, I, E).str());
  add(llvm::formatv("inline {0} amp_view_section_from_{1}({0} m, {2} o) {{ m.offset = amp_view_at_{1}(m, o); for (int k = 0; k < {1}; ++k) m.extent[k] -= o.v[k]; return m; }", M, N, I).str());
  // A row-major descriptor of extent e from element `offset` (view_as, views over pointers).
  add(llvm::formatv("inline {0} amp_view_dense_{1}(int offset, {2} e) {{ {0} m; int s = 1; for (int k = {1} - 1; k >= 0; --k) {{ m.extent[k] = e.v[k]; m.stride[k] = s; s *= e.v[k]; } m.offset = offset; return m; }", M, N, E).str());
  // The projection av[i] of a view of rank N + 1.
  if (N > 1) {
    std::string Lower = "amp_view_meta_" + std::to_string(N - 1);
    add(llvm::formatv("inline {0} amp_view_project_{1}({2} m, int i) {{ {0} r; for (int k = 0; k < {1} - 1; ++k) {{ r.extent[k] = m.extent[k + 1]; r.stride[k] = m.stride[k + 1]; } r.offset = m.offset + i * m.stride[0]; return r; }", Lower, N, M).str());
  }
  // Element-wise arithmetic of index and extent, with another value or a scalar.
  const char *Ops[][2] = {{"add", "+"}, {"sub", "-"}, {"mul", "*"}, {"div", "/"}, {"mod", "%"}};
  for (const char *T : {"index", "extent"}) {
    std::string Ty = llvm::formatv("amp_{0}_{1}", T, N).str();
    for (auto &Op : Ops) {
      add(llvm::formatv("inline {0} amp_{1}_{2}_{3}({0} a, {0} b) {{ for (int k = 0; k < {3}; ++k) a.v[k] = a.v[k] {4} b.v[k]; return a; }", Ty, T, Op[0], N, Op[1]).str());
      add(llvm::formatv("inline {0} amp_{1}_{2}s_{3}({0} a, int b) {{ for (int k = 0; k < {3}; ++k) a.v[k] = a.v[k] {4} b; return a; }", Ty, T, Op[0], N, Op[1]).str());
      // The scalar on the left (1 - e).
      add(llvm::formatv("inline {0} amp_{1}_{2}r_{3}(int a, {0} b) {{ for (int k = 0; k < {3}; ++k) b.v[k] = a {4} b.v[k]; return b; }", Ty, T, Op[0], N, Op[1]).str());
    }
    add(llvm::formatv("inline bool amp_{0}_eq_{1}({2} a, {2} b) {{ for (int k = 0; k < {1}; ++k) if (a.v[k] != b.v[k]) return false; return true; }", T, N, Ty).str());
    // From N ints (index<3>(i, j, k)), and from an int array in any address space (index<N>(const int[])).
    std::string Params, Body;
    for (int K = 0; K < N; ++K) {
      Params += llvm::formatv("{0}int v{1}", K ? ", " : "", K).str();
      Body += llvm::formatv(" r.v[{0}] = v{0};", K).str();
    }
    add(llvm::formatv("inline {0} amp_{1}_make_{2}({3}) {{ {0} r;{4} return r; }", Ty, T, N, Params, Body).str());
    for (const char *Space : {"private", "global", "constant", "local"})
      add(llvm::formatv("inline {0} amp_{1}_from_{2}_{3}(__{3} const int *p) {{ {0} r; for (int k = 0; k < {2}; ++k) r.v[k] = p[k]; return r; }", Ty, T, N, Space).str());
  }
  // extent + index and extent - index.
  add(llvm::formatv("inline {0} amp_extent_addi_{1}({0} a, {2} b) {{ for (int k = 0; k < {1}; ++k) a.v[k] += b.v[k]; return a; }", E, N, I).str());
  add(llvm::formatv("inline {0} amp_extent_subi_{1}({0} a, {2} b) {{ for (int k = 0; k < {1}; ++k) a.v[k] -= b.v[k]; return a; }", E, N, I).str());
  // unsigned, as extent::size(): a domain of 2^31 elements or more is not a
  // negative int (its shifts, divisions and conversions to floating point).
  add(llvm::formatv("inline uint amp_extent_size_{0}({1} e) {{ uint s = 1u; for (int k = 0; k < {0}; ++k) s *= (uint)e.v[k]; return s; }", N, E).str());
  add(llvm::formatv("inline bool amp_extent_contains_{0}({1} e, {2} i) {{ for (int k = 0; k < {0}; ++k) if (i.v[k] < 0 || i.v[k] >= e.v[k]) return false; return true; }", N, E, I).str());
  return S;
}

std::string OpenCLPrelude::text() const {
  std::string S = "// Generated by amp-clang from C++ AMP source. Do not edit.\n";
  if (Double)
    S += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  // OpenCL C contracts by default (FP_CONTRACT ON), as C++ compilers may.
  if (NoContraction)
    S += "#pragma OPENCL FP_CONTRACT OFF\n";
  // PoCL 3.1 runs a work-item twice in work-groups 1 wide in dimension 0 and
  // wider in another, where it peels a diverging region (test/random's
  // findings). A tile<N, 1> is such a group: on CPU devices the runtime
  // builds the program with -DAMP_TURN_DIMS=d and launches it with the
  // dimensions 0 and d swapped, which these macros undo for every kernel
  // (a macro does not expand within itself: the builtin is called).
  if (TurnedDims)
    S += "#ifdef AMP_TURN_DIMS\n"
         "#define amp_turn(d) ((d) == 0u ? (uint)AMP_TURN_DIMS : (d) == (uint)AMP_TURN_DIMS ? 0u : (uint)(d))\n"
         "#define get_global_id(d) get_global_id(amp_turn(d))\n"
         "#define get_local_id(d) get_local_id(amp_turn(d))\n"
         "#define get_group_id(d) get_group_id(amp_turn(d))\n"
         "#define get_global_size(d) get_global_size(amp_turn(d))\n"
         "#define get_local_size(d) get_local_size(amp_turn(d))\n"
         "#define get_num_groups(d) get_num_groups(amp_turn(d))\n"
         "#define get_global_offset(d) get_global_offset(amp_turn(d))\n"
         "#endif\n";
  for (int N : Ranks)
    S += rankPrelude(N);
  for (const auto &H : Helpers)
    S += H.second + "\n";
  // C++ AMP's compare-exchange returns success and updates *expected on failure.
  if (CompareExchange)
    for (const char *Space : {"global", "local"})
      for (const char *T : {"int", "uint"})
        S += llvm::formatv("inline bool amp_cas_{0}_{1}(volatile __{0} {1} *d, __private {1} *e, {1} v) {{ "
                           "{1} old = *e; {1} seen = atomic_cmpxchg(d, old, v); *e = seen; return seen == old; }\n",
                           Space, T).str();
  if (!Tiled.empty())
    S += "typedef struct { int amp_unused; } amp_tile_barrier;\n";
  // Field names are the C++ ones, renamed where OpenCL C reserves them.
  for (int N : Tiled)
    S += llvm::formatv("typedef struct {{ amp_index_{0} amp_u_global; amp_index_{0} amp_u_local; amp_index_{0} tile; "
                       "amp_index_{0} tile_origin; amp_tile_barrier amp_u_barrier; } amp_tiled_index_{0};\n",
                       N).str();
  return S;
}

} // namespace ampclang
