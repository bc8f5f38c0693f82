// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda of
// templates/cuda/sellp_rg_spmm.cu
//   specs/formats/sellp_rg.yaml  xxh3:dd5154320f848a9a
//   specs/kernels.yaml  xxh3:6e172074870302e5
//   templates/cuda/sellp_rg_spmm.cu  xxh3:3dc024e6c9e6175a
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9
//   templates/cuda/spmv_ops.h  xxh3:7d15b8b2da9b6ba7

// SELL-P over row groups, SpMM: Y = alpha*A*X + beta*Y, X (ncols x k) and Y
// (nrows x k) dense row-major with row strides ldx, ldy. One slice of
// kSliceHeight groups per block; a group is kGroupRows (R) consecutive rows
// sharing one column list, and kThreadsPerRow lanes per group run across k,
// each owning kColsPerLane spans of kVecWidth adjacent columns of a chunk.
//
// Storage (specs/formats/sellp_rg.yaml): entry j of local group q of slice s
// is column col_idx[slice_ptr[s] + j*b + q], its R values (one per row of the
// group, 0 where the row has no entry) at values[(slice_ptr[s] + j*b + q)*R];
// padding is a valid column with zeros; rows past nrows are padding.
//
// Why groups: a lane loads a span of X's row once per stored column and
// multiplies it into R rows' sums, so rows that share columns (stencils, FEM
// node blocks) gather X once for R rows of Y. The gather of X, not DRAM, bounds
// SELL-P's SpMM on those matrices (bench/results/gpu-2026-11-27-sellp-spmm).
//
// Lane l of a group: span q starts at column c0 + (l + q*t)*vw, so a group's
// lanes read t*vw consecutive columns of X's row (coalesced over k), as one
// vector load per span where X's rows are aligned to vw elements, element by
// element otherwise and at the end of k. The lanes of a group load the same
// column and values (one transaction, broadcast).
//
// Spans past k (kSkipSpans): with 1 a pass whose chunk reaches past k (k below
// the chunk, or the last of several passes) runs only its spans holding
// columns of k, the whole block alike, through accumulation code compiled once
// per span count; it then costs in proportion to its spans of t*vw columns.
// With 0 every pass runs all cf spans and the lanes past k idle through them.
//
// Load order (kLoadsFirst): 1 issues the X loads of all kUnroll stored columns
// before their multiply-adds (u*cf*vw loads in flight); 0 takes each column
// span by span, load then multiply-adds. Either choice changes the registers
// ptxas allocates, and with them which shape is faster
// (bench/results/gpu-2026-12-01-span-skip/).
//
// Staged tiles (kStageCols > 0): the block first copies the next kStageCols
// stored columns of its slice (their columns and values, contiguous in the
// storage) into shared memory with coalesced loads, then every lane reads its
// group's entries there. A lane's chain of dependent loads (column, then X's
// row) then starts from shared memory instead of L1/L2, and the matrix is
// read by b*t threads at once rather than by one broadcast load per lane.
// ---- inlined from templates/common/spgen_template.h ----
// Markers shared by every kernel template (templates/README.md).
//
// Kept tiny and dependency-free: the generator inlines this header into each
// CUDA instance so NVRTC compiles it with no include path, and NVRTC provides
// no standard headers.

// Marks the kernel entry point. Only Clang (the generator's libTooling parse)
// needs to see the annotation; nvcc and g++ would warn about an unknown
// attribute, so there it expands to nothing.
#if defined(__clang__)
#define SPGEN_ENTRY __attribute__((annotate("spgen_entry")))
#else
#define SPGEN_ENTRY
#endif

// Precedes a `for` loop whose trip count is a compile-time constant of the
// template parameters. Clang keeps `#pragma unroll` as a loop-hint attribute on
// the statement, which is how the generator finds the loops it replicates.
#if defined(__CUDACC__) || defined(__clang__)
#define SPGEN_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#define SPGEN_UNROLL _Pragma("GCC unroll 32")
#else
#define SPGEN_UNROLL
#endif

// constexpr helpers must be callable from device code without
// --expt-relaxed-constexpr.
#if defined(__CUDACC__)
#define SPGEN_HOST_DEVICE __host__ __device__
#else
#define SPGEN_HOST_DEVICE
#endif

// Programmatic dependent launch (sm_90 and newer; CUDA programming guide,
// "Programmatic Dependent Launch"). A product launched with it may start while
// the kernel before it in the stream still runs: it reads what only the matrix
// determines (index arrays, values) meanwhile, and waits for the previous
// grid to complete, its writes visible, before it touches x, y or a
// workspace. A kernel also lets the next one start early (the next one waits
// just the same). Both are no-ops before sm_90 or when the launch did not ask
// for programmatic serialisation.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define SPGEN_WAIT_FOR_PREVIOUS_GRID() asm volatile("griddepcontrol.wait;" ::: "memory")
#define SPGEN_LET_NEXT_GRID_START() asm volatile("griddepcontrol.launch_dependents;" ::: "memory")
#else
#define SPGEN_WAIT_FOR_PREVIOUS_GRID() ((void)0)
#define SPGEN_LET_NEXT_GRID_START() ((void)0)
#endif

namespace spgen {

/// floor(log2(v)) for v >= 1; the number of halving steps of a tree reduction
/// over v lanes when v is a power of two.
constexpr SPGEN_HOST_DEVICE int template_log2(int v) {
  return v <= 1 ? 0 : 1 + template_log2(v / 2);
}

constexpr SPGEN_HOST_DEVICE bool template_is_pow2(int v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace spgen
// ---- end of templates/common/spgen_template.h ----
// ---- inlined from templates/cuda/spmv_ops.h ----
// The device operations the CUDA SpMV templates share: a group's place in the
// grid and its shuffle mask, sums over a group of lanes with warp shuffles
// (and over a block, through shared memory), the store of
// y = alpha*sum + beta*y that reads y only when beta != 0, and the combine of
// a long row's pieces across groups. Include after common/spgen_template.h
// (template_is_pow2): the generator inlines each header into the instance
// once, without following includes inside headers.
//
// Every function is forced inline and folds on the instance's constants, and
// the instances compile to the machine code they had when each template wrote
// these operations out (cuobjdump -sass of every AOT instance, unchanged). The
// generator copies this file verbatim and unrolls nothing in it, so nothing
// here is an SPGEN_UNROLL loop. Loops inside a helper are where the machine
// code can change: a loop inlined from a helper may compile differently from
// the same loop written in the kernel, even a `#pragma unroll` one of constant
// trip count. So group_sum unrolls its shuffle tree by template recursion,
// and the loop that adds a long row's partials stays in the templates.

namespace spgen {

/// This thread's group in the grid, blocks holding kGroupsPerBlock groups of
/// kLanes consecutive threads; asserts that geometry (the domain of the
/// templates that use it). 64-bit: blockIdx.x * kGroupsPerBlock overflows 32
/// bits for large grids.
template <int kLanes, int kGroupsPerBlock>
__device__ __forceinline__ long long group_index() {
  static_assert(template_is_pow2(kLanes) && kLanes <= 32,
                "a group is a power of two lanes, no more than a warp");
  static_assert(kGroupsPerBlock >= 1 && kGroupsPerBlock * kLanes <= 1024,
                "a block holds at most 1024 threads");
  return static_cast<long long>(blockIdx.x) * kGroupsPerBlock +
         static_cast<long long>(threadIdx.x / kLanes);
}

/// This thread's lane in its group of kLanes consecutive threads.
template <int kLanes>
__device__ __forceinline__ int group_lane() {
  return static_cast<int>(threadIdx.x % kLanes);
}

/// The shuffle mask of the aligned group of `lanes` lanes (a power of two, at
/// most 32) that holds this thread.
__device__ __forceinline__ unsigned group_mask(int lanes) {
  const unsigned warp_lane = threadIdx.x % 32u;
  return lanes == 32 ? 0xffffffffu
                     : ((1u << lanes) - 1u) << (warp_lane & ~static_cast<unsigned>(lanes - 1));
}

/// The two-element vector type of T (CUDA's uchar2, ushort2, int2, longlong2,
/// float2, double2).
template <typename T>
struct PairOf;
template <>
struct PairOf<int> {
  using type = int2;
};
template <>
struct PairOf<long long> {
  using type = longlong2;
};
template <>
struct PairOf<unsigned char> {
  using type = uchar2;
};
template <>
struct PairOf<unsigned short> {
  using type = ushort2;
};
template <>
struct PairOf<float> {
  using type = float2;
};
template <>
struct PairOf<double> {
  using type = double2;
};

/// kCount (1 or 2) adjacent elements from p in one load; for 2, p must be
/// aligned to two elements (the caller's layout guarantees it).
template <int kCount, typename T>
__device__ __forceinline__ void load_adjacent(const T* __restrict__ p, T (&out)[kCount]) {
  static_assert(kCount == 1 || kCount == 2, "one or two adjacent elements");
  if constexpr (kCount == 1) {
    out[0] = __ldg(p);
  } else {
    const typename PairOf<T>::type pair =
        __ldg(reinterpret_cast<const typename PairOf<T>::type*>(p));
    out[0] = pair.x;
    out[1] = pair.y;
  }
}

/// How the SpMV templates load the matrix's own arrays (read once per
/// product): 1 (the default) without allocating in L1, so L1 keeps x's
/// gathers; 0 by __ldg like everything else, kept to measure the difference.
/// On an H200, f32 sellp_c16 on kron:40:bcsstk32 0.1638 -> 0.1490 ms and on
/// poisson3d:128 0.1161 -> 0.1070 (bench/results/gpu-2026-11-28-matrix-loads/).
/// A 256-byte L2 prefetch hint on top gained nothing and slowed CSR-Stream on
/// rmat:22:16 by 3-4%. In the SpMM templates these loads made SELL-P SpMM
/// 1-4% slower (X rows are what L1 holds there), so they keep __ldg. Inline
/// PTX: __ldg has no cache-operator form, and NVRTC no memcpy to reinterpret
/// the bits with.
#ifndef SPGEN_MATRIX_LOADS
#define SPGEN_MATRIX_LOADS 1
#endif

/// True for float and double (templates see no <type_traits> under NVRTC).
template <typename T>
constexpr SPGEN_HOST_DEVICE bool is_floating() {
  return static_cast<T>(0.5) != static_cast<T>(0);
}

/// T from the low sizeof(T) bytes of `bits` (a bit pattern, not a value).
template <typename T>
__device__ __forceinline__ T from_bits(unsigned long long bits) {
  if constexpr (is_floating<T>() && sizeof(T) == 8) {
    return __longlong_as_double(static_cast<long long>(bits));
  } else if constexpr (is_floating<T>() && sizeof(T) == 4) {
    return __uint_as_float(static_cast<unsigned int>(bits));
  } else {
    return static_cast<T>(bits);
  }
}

/// kBytes (1, 2, 4 or 8) bytes of a matrix array from p (aligned to kBytes),
/// zero-extended, loaded as SPGEN_MATRIX_LOADS says.
template <int kBytes>
__device__ __forceinline__ unsigned long long load_matrix_bits(const void* __restrict__ p) {
  static_assert(kBytes == 1 || kBytes == 2 || kBytes == 4 || kBytes == 8, "1, 2, 4 or 8 bytes");
#if SPGEN_MATRIX_LOADS == 0
  if constexpr (kBytes == 1) return __ldg(static_cast<const unsigned char*>(p));
  if constexpr (kBytes == 2) return __ldg(static_cast<const unsigned short*>(p));
  if constexpr (kBytes == 4) return __ldg(static_cast<const unsigned int*>(p));
  if constexpr (kBytes == 8) return __ldg(static_cast<const unsigned long long*>(p));
#else
  if constexpr (kBytes <= 2) {
    unsigned short v;  // PTX has no 8-bit registers: a byte loads widened
    if constexpr (kBytes == 1)
      asm("ld.global.nc.L1::no_allocate.u8 %0, [%1];" : "=h"(v) : "l"(p));
    else
      asm("ld.global.nc.L1::no_allocate.u16 %0, [%1];" : "=h"(v) : "l"(p));
    return v;
  } else if constexpr (kBytes == 4) {
    unsigned int v;
    asm("ld.global.nc.L1::no_allocate.u32 %0, [%1];" : "=r"(v) : "l"(p));
    return v;
  } else {
    unsigned long long v;
    asm("ld.global.nc.L1::no_allocate.u64 %0, [%1];" : "=l"(v) : "l"(p));
    return v;
  }
#endif
}

/// kCount (1 or 2) adjacent elements of a matrix array from p in one load
/// (load_adjacent's layout: for 2, p is aligned to two elements).
template <int kCount, typename T>
__device__ __forceinline__ void load_matrix(const T* __restrict__ p, T (&out)[kCount]) {
  static_assert(kCount == 1 || kCount == 2, "one or two adjacent elements");
  constexpr int kBytes = kCount * static_cast<int>(sizeof(T));
  if constexpr (kBytes == 16) {  // two 8-byte elements
    unsigned long long lo, hi;
#if SPGEN_MATRIX_LOADS == 0
    const longlong2 v = __ldg(reinterpret_cast<const longlong2*>(p));
    lo = static_cast<unsigned long long>(v.x);
    hi = static_cast<unsigned long long>(v.y);
#else
    asm("ld.global.nc.L1::no_allocate.v2.u64 {%0, %1}, [%2];" : "=l"(lo), "=l"(hi) : "l"(p));
#endif
    out[0] = from_bits<T>(lo);
    out[1] = from_bits<T>(hi);
  } else if constexpr (kCount == 1) {
    out[0] = from_bits<T>(load_matrix_bits<kBytes>(p));
  } else {
    const unsigned long long bits = load_matrix_bits<kBytes>(p);  // little-endian: element 0 low
    constexpr int kShift = 8 * static_cast<int>(sizeof(T));
    out[0] = from_bits<T>(bits & ((1ull << kShift) - 1));
    out[1] = from_bits<T>(bits >> kShift);
  }
}

/// One element of a matrix array.
template <typename T>
__device__ __forceinline__ T load_matrix(const T* __restrict__ p) {
  T out[1];
  load_matrix<1>(p, out);
  return out[0];
}

/// The four-element vector type of T where CUDA has one of 16 bytes (float4);
/// without one (double) four elements load as two PairOf vectors.
template <typename T>
struct QuadOf {
  static constexpr bool kExists = false;
};
template <>
struct QuadOf<float> {
  static constexpr bool kExists = true;
  using type = float4;
};

/// True when every row of a dense row-major operand (base p, row stride ld)
/// starts on a kWidth-element boundary, so kWidth adjacent elements of a row
/// at a column that is a multiple of kWidth load as one vector.
template <int kWidth, typename V, typename I>
__device__ __forceinline__ bool rows_aligned(const V* p, I ld) {
  return kWidth == 1 ||
         (ld % kWidth == 0 && reinterpret_cast<unsigned long long>(p) % (kWidth * sizeof(V)) == 0);
}

/// kWidth (1, 2 or 4) adjacent elements from p; `vector` says p is aligned to
/// kWidth elements and all kWidth are in range (one or two vector loads),
/// otherwise the first `count` are loaded one by one and the rest read as 0.
template <int kWidth, typename V>
__device__ __forceinline__ void load_span(const V* __restrict__ p, bool vector, int count,
                                          V (&out)[kWidth]) {
  static_assert(kWidth == 1 || kWidth == 2 || kWidth == 4, "one, two or four adjacent elements");
  if constexpr (kWidth == 1) {
    out[0] = vector || count > 0 ? __ldg(p) : V(0);
  } else if (vector) {
    if constexpr (kWidth == 2) {
      const typename PairOf<V>::type v =
          __ldg(reinterpret_cast<const typename PairOf<V>::type*>(p));
      out[0] = v.x;
      out[1] = v.y;
    } else if constexpr (QuadOf<V>::kExists) {
      const typename QuadOf<V>::type v =
          __ldg(reinterpret_cast<const typename QuadOf<V>::type*>(p));
      out[0] = v.x;
      out[1] = v.y;
      out[2] = v.z;
      out[3] = v.w;
    } else {
      const typename PairOf<V>::type a =
          __ldg(reinterpret_cast<const typename PairOf<V>::type*>(p));
      const typename PairOf<V>::type b =
          __ldg(reinterpret_cast<const typename PairOf<V>::type*>(p) + 1);
      out[0] = a.x;
      out[1] = a.y;
      out[2] = b.x;
      out[3] = b.y;
    }
  } else {
    out[0] = count > 0 ? __ldg(p) : V(0);
    out[1] = count > 1 ? __ldg(p + 1) : V(0);
    if constexpr (kWidth == 4) {
      out[2] = count > 2 ? __ldg(p + 2) : V(0);
      out[3] = count > 3 ? __ldg(p + 3) : V(0);
    }
  }
}

/// The sum of `v` over the kLanes lanes of a group (a power of two), lanes
/// kLaneStride apart inside aligned shuffle segments of kLanes * kLaneStride
/// lanes; every lane of the group gets it. `mask` names the threads taking
/// part. kOffset, the xor distance of the next step, is the recursion's own.
template <int kLanes, int kLaneStride = 1, int kOffset = kLanes / 2, typename V>
__device__ __forceinline__ V group_sum(unsigned mask, V v) {
  if constexpr (kOffset == 0) {
    return v;
  } else {
    v += __shfl_xor_sync(mask, v, kLaneStride * kOffset, kLanes * kLaneStride);
    return group_sum<kLanes, kLaneStride, kOffset / 2>(mask, v);
  }
}

/// group_sum for a group size known only at run time: `lanes` consecutive,
/// aligned lanes (a power of two, at most 32). Its loop compiles as it did
/// written out in csrstream_spmv.cu, the one template that uses it.
template <typename V>
__device__ __forceinline__ V group_sum(unsigned mask, V v, int lanes) {
  for (int offset = lanes / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(mask, v, offset, lanes);
  return v;
}

/// Sums `v` over a block of kWarps whole warps through `warp_sums` (kWarps
/// values of shared memory). Returns true in warp 0, whose lanes then hold the
/// block's sum in `v`, and false in the other warps, which have no further
/// part (the caller returns: warp 0 finishes alone).
template <int kWarps, typename V>
__device__ __forceinline__ bool block_sum_to_warp0(V& v, V* warp_sums, int tid) {
  v = group_sum<32>(0xffffffffu, v);
  if (tid % 32 == 0) warp_sums[tid / 32] = v;
  __syncthreads();
  if (tid >= 32) return false;
  v = tid < kWarps ? warp_sums[tid] : V(0);
  v = group_sum<32>(0xffffffffu, v);
  return true;
}

/// y[row] = alpha*sum + beta*y[row]. beta == 0 must not read y: it may hold NaN
/// or be uninitialised.
template <typename V, typename R>
__device__ __forceinline__ void store_axpby(V* y, R row, V alpha, V sum, V beta) {
  V result = alpha * sum;
  if (beta != V(0)) result += beta * y[row];
  y[row] = result;
}

// The combine of a long row cut into pieces over several groups
// (templates/README.md): each group stores its piece's sum and counts the
// piece in the row's arrival count; the group whose piece arrives last adds
// the row's partials in piece order, so the result does not depend on the
// arrival order, writes y and resets the count for the next product (launches
// on one stream are ordered). A template writes
//
//   if (!spgen::arrive_last<kLanes>(mask, lane, sum, partial, slot_of, pieces, arrivals, h))
//     return;
//   V total = V(0);  // the row's partials, in piece order
//   for (I p = lane; p < pieces; p += kLanes) total += __ldcg(partial + first + p);
//   spgen::store_combined<kLanes>(mask, lane, total, row_of, y, alpha, beta, arrivals, h);
//
// with its own loop (see the top of this file). arrivals and h come apart,
// not as one pointer, for the machine code too: the address is formed where
// the atomic and the reset use it, not once before the branch.

/// A piece of a long row: lane 0 of this group of kLanes aligned lanes (mask,
/// lane) stores the piece's sum in partial[slot_of()] and counts the piece in
/// arrivals[h]. Returns true in the group whose piece arrived last of the
/// row's `pieces`; every piece's partial is then visible to its loads
/// (__ldcg: from L2, other SMs wrote them). slot_of is called by lane 0
/// alone: what it loads, only that lane loads.
template <int kLanes, typename V, typename I, typename SlotOf>
__device__ __forceinline__ bool arrive_last(unsigned mask, int lane, V sum, V* partial,
                                            SlotOf slot_of, I pieces, I* arrivals, I h) {
  I arrived = 0;
  if (lane == 0) {
    partial[slot_of()] = sum;
    // Release: the partial is visible device-wide before the count. An
    // acq_rel fence, not __threadfence() (fence.sc): this pattern needs no
    // sequential consistency, and the lighter fence shortens the long-row path.
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    if constexpr (sizeof(I) == 8)
      arrived =
          static_cast<I>(atomicAdd(reinterpret_cast<unsigned long long*>(arrivals + h), 1ull));
    else
      arrived = static_cast<I>(atomicAdd(reinterpret_cast<unsigned*>(arrivals + h), 1u));
  }
  arrived = __shfl_sync(mask, arrived, 0, kLanes);
  if (arrived != pieces - 1) return false;
  // Last piece in. Acquire: with the other pieces' release fences and the
  // count, every partial is visible to the loads that follow.
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  return true;
}

/// The last piece's group, each lane holding its share `total` of the row's
/// partials: sums them over the group, lane 0 writes y[row_of()] =
/// alpha*sum + beta*y[row_of()] and resets arrivals[h] for the next product.
/// row_of is called by lane 0 alone.
template <int kLanes, typename V, typename I, typename RowOf>
__device__ __forceinline__ void store_combined(unsigned mask, int lane, V total, RowOf row_of, V* y,
                                               V alpha, V beta, I* arrivals, I h) {
  total = group_sum<kLanes>(mask, total);
  if (lane == 0) {
    store_axpby(y, row_of(), alpha, total, beta);
    arrivals[h] = 0;
  }
}

/// One lane's piece of split row h: stored in partial[slot] and counted in
/// arrivals[h]; the lane whose piece arrives last of the row's pieces (the
/// difference of piece_ptr[h+1] and piece_ptr[h]) adds them in slot order and
/// writes y[row_of()] (arrive_last and store_combined for a group of one
/// lane). For templates whose pieces come from single lanes (COO, HYB).
template <typename V, typename I, typename RowOf>
__device__ __forceinline__ void add_lane_piece(V sum, I h, I slot, const I* __restrict__ piece_ptr,
                                               V* __restrict__ partial, I* __restrict__ arrivals,
                                               RowOf row_of, V* __restrict__ y, V alpha, V beta) {
  const unsigned self = 1u << (threadIdx.x % 32u);
  const I first_slot = __ldg(piece_ptr + h);
  const I pieces = __ldg(piece_ptr + h + 1) - first_slot;
  if (!arrive_last<1>(
          self, 0, sum, partial, [&] { return slot; }, pieces, arrivals, h))
    return;
  V total = V(0);  // the row's partials, in slot order
  for (I p = 0; p < pieces; ++p) total += __ldcg(partial + first_slot + p);
  store_combined<1>(self, 0, total, row_of, y, alpha, beta, arrivals, h);
}

/// Loads chunk `chunk` of a warp-per-chunk layout (kSteps * 32 consecutive
/// entries of nstored) for warp_run_sums: entry begin + 32*s + lane into
/// keys[s], cols[s], vals[s] (coalesced); lanes past the end get key -1 and
/// column -1. Sets the chunk's entry range [begin, end).
template <int kSteps, typename V, typename I>
__device__ __forceinline__ void load_chunk(long long chunk, I nstored, int lane,
                                           const I* __restrict__ key_of,
                                           const I* __restrict__ col_idx,
                                           const V* __restrict__ values, I (&keys)[kSteps],
                                           I (&cols)[kSteps], V (&vals)[kSteps], long long& begin,
                                           long long& end) {
  begin = chunk * (32LL * kSteps);
  end = begin + 32LL * kSteps < static_cast<long long>(nstored) ? begin + 32LL * kSteps
                                                                : static_cast<long long>(nstored);
#pragma unroll
  for (int s = 0; s < kSteps; ++s) {
    const long long k = begin + 32LL * s + lane;
    keys[s] = k < end ? __ldg(key_of + k) : static_cast<I>(-1);
    cols[s] = k < end ? __ldg(col_idx + k) : static_cast<I>(-1);
    vals[s] = k < end ? __ldg(values + k) : V(0);
  }
}

/// The sums of the runs of equal keys among a warp's kSteps * 32 terms (term
/// 32*s + lane in keys[s], sums[s]; keys non-decreasing, -1 past the end):
/// each step an inclusive scan over lanes whose keys match (equal keys are
/// consecutive lanes, so a lane adds the partial `off` lanes below whenever
/// their keys match), lane 31's run carried into the next step. finish(key,
/// sum) is called once per run, by the lane holding its last term; the
/// warp's last run ends at its last step.
template <int kSteps, typename V, typename I, typename Finish>
__device__ __forceinline__ void warp_run_sums_of(const I (&keys)[kSteps], const V (&terms)[kSteps],
                                                 int lane, Finish finish) {
  constexpr unsigned kFull = 0xffffffffu;
  I carry_key = -1;  // lane 31's key when its run goes on into this step, and the run's sum so far
  V carry = V(0);
#pragma unroll
  for (int s = 0; s < kSteps; ++s) {
    const I key = keys[s];
    V sum = terms[s];
#pragma unroll
    for (int level = 0; level < 5; ++level) {
      const V below = __shfl_up_sync(kFull, sum, 1 << level);
      const I below_key = __shfl_up_sync(kFull, key, 1 << level);
      if (lane >= (1 << level) && below_key == key) sum += below;
    }
    if (key == carry_key) sum += carry;
    // The key of the term after this lane's: lane 31's is lane 0's of the
    // next step; after the last step, none.
    I next_key = __shfl_down_sync(kFull, key, 1);
    const I next_step_key = __shfl_sync(kFull, keys[s + 1 < kSteps ? s + 1 : s], 0);
    if (lane == 31) next_key = s + 1 < kSteps ? next_step_key : static_cast<I>(-1);
    if (key >= 0 && next_key != key) finish(key, sum);
    carry_key = __shfl_sync(kFull, next_key == key ? key : static_cast<I>(-1), 31);
    carry = __shfl_sync(kFull, sum, 31);
  }
}

/// warp_run_sums_of over entries: term s is vals[s] * x[cols[s]] (column -1
/// reads no x and adds 0), keys as there (COO's rows).
template <int kSteps, typename V, typename I, typename Finish>
__device__ __forceinline__ void warp_run_sums(const I (&keys)[kSteps], const I (&cols)[kSteps],
                                              const V (&vals)[kSteps], const V* __restrict__ x,
                                              int lane, Finish finish) {
  V terms[kSteps];
#pragma unroll
  for (int s = 0; s < kSteps; ++s) terms[s] = cols[s] >= 0 ? vals[s] * __ldg(x + cols[s]) : V(0);
  warp_run_sums_of<kSteps>(keys, terms, lane, finish);
}

/// The finish of a run whose key is a row: y written at once, or, for a row
/// spanning several chunks (row_split[row] = h >= 0), the run's sum stored
/// as the row's piece for `chunk` and combined by the last piece (the AXT
/// templates).
template <typename V, typename I>
__device__ __forceinline__ void finish_row(I row, V sum, long long chunk,
                                           const I* __restrict__ row_split,
                                           const I* __restrict__ split_first_chunk,
                                           const I* __restrict__ split_piece_ptr,
                                           V* __restrict__ partial, I* __restrict__ arrivals,
                                           V* __restrict__ y, V alpha, V beta) {
  const I h = __ldg(row_split + row);
  if (h < 0) {
    store_axpby(y, row, alpha, sum, beta);
    return;
  }
  const I slot =
      __ldg(split_piece_ptr + h) + (static_cast<I>(chunk) - __ldg(split_first_chunk + h));
  add_lane_piece(
      sum, h, slot, split_piece_ptr, partial, arrivals, [&] { return row; }, y, alpha, beta);
}

}  // namespace spgen
// ---- end of templates/cuda/spmv_ops.h ----

// The first kSpans spans of one stored column's X row xr (offset to the
// lane's first column): loaded where they lie inside k, 0 elsewhere (those
// sums are never stored). Every span's load is issued before any
// multiply-add uses it.
template <int kSpans, int kThreadsPerRow, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void load_group_spans(const V* __restrict__ xr,
                                                 const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&xs)[kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int q = 0; q < kSpans; ++q)
    spgen::load_span<kVecWidth>(xr + q * kThreadsPerRow * kVecWidth, whole[q], count[q], xs[q]);
}

// Span q of one stored column's X row (xs) times the group's R values, into
// the lane's sums for that span.
template <int kGroupRows, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void span_fma(int q, const V (&xs)[kVecWidth], const V (&v)[kGroupRows],
                                         V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int r = 0; r < kGroupRows; ++r) {
    SPGEN_UNROLL
    for (int e = 0; e < kVecWidth; ++e) sum[r][q][e] += v[r] * xs[e];
  }
}

// The loaded spans times the group's R values, into the lane's sums.
template <int kSpans, int kGroupRows, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void group_column_fma(const V (&xs)[kColsPerLane][kVecWidth],
                                                 const V (&v)[kGroupRows],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int q = 0; q < kSpans; ++q) span_fma(q, xs[q], v, sum);
}

// One stored column span by span, each span's load then its multiply-adds,
// skipped for lanes past k (the schedule of kLoadsFirst == 0).
template <int kSpans, int kThreadsPerRow, int kGroupRows, int kColsPerLane, int kVecWidth,
          typename V>
__device__ __forceinline__ void column_in_order(const V* __restrict__ xr, const V (&v)[kGroupRows],
                                                const int (&count)[kColsPerLane],
                                                const bool (&whole)[kColsPerLane],
                                                V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int q = 0; q < kSpans; ++q) {
    if (count[q] > 0) {
      V xs[kVecWidth];
      spgen::load_span<kVecWidth>(xr + q * kThreadsPerRow * kVecWidth, whole[q], count[q], xs);
      span_fma(q, xs, v, sum);
    }
  }
}

// Reads one entry's column or value: the read-only cache path for the
// storage in global memory, a plain load for a tile staged in shared memory.
template <bool kShared, typename T>
__device__ __forceinline__ T load_entry(const T* p) {
  if constexpr (kShared) {
    return *p;
  } else {
    return __ldg(p);
  }
}

// Entries [0, n) of one group (column j at cols[j*kSliceHeight], its R values
// at vals[j*kSliceHeight*R]) into the lane's first kSpans spans' sums; kUnroll
// entries' loads are issued before their multiply-adds (memory-level
// parallelism).
template <int kSpans, bool kShared, int kSliceHeight, int kGroupRows, int kThreadsPerRow,
          int kUnroll, int kLoadsFirst, int kColsPerLane, int kVecWidth, typename V, typename I>
__device__ __forceinline__ void accumulate_group(const I* cols, const V* vals, I n,
                                                 const V* __restrict__ xc, I ldx,
                                                 const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  constexpr long long kValueStep =
      static_cast<long long>(kSliceHeight) * kGroupRows;  // values per entry step
  I j = 0;
  if constexpr (kUnroll > 1) {
    for (; j + kUnroll <= n; j += kUnroll) {
      I cu[kUnroll];
      V vu[kUnroll][kGroupRows];
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) {
        cu[u] = load_entry<kShared>(cols + (j + u) * kSliceHeight);
        SPGEN_UNROLL
        for (int r = 0; r < kGroupRows; ++r)
          vu[u][r] = load_entry<kShared>(vals + (j + u) * kValueStep + r);
      }
      if constexpr (kLoadsFirst) {
        V xs[kUnroll][kColsPerLane][kVecWidth];
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u)
          load_group_spans<kSpans, kThreadsPerRow>(xc + static_cast<long long>(cu[u]) * ldx, count,
                                                   whole, xs[u]);
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u) group_column_fma<kSpans>(xs[u], vu[u], sum);
      } else {
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u)
          column_in_order<kSpans, kThreadsPerRow>(xc + static_cast<long long>(cu[u]) * ldx, vu[u],
                                                  count, whole, sum);
      }
    }
  }
  for (; j < n; ++j) {
    V v[kGroupRows];
    SPGEN_UNROLL
    for (int r = 0; r < kGroupRows; ++r) v[r] = load_entry<kShared>(vals + j * kValueStep + r);
    const I col = load_entry<kShared>(cols + j * kSliceHeight);
    column_in_order<kSpans, kThreadsPerRow>(xc + static_cast<long long>(col) * ldx, v, count, whole,
                                            sum);
  }
}

// accumulate_group over the chunk's `spans` spans that hold columns of k
// (1..kSpans, the same for the whole block), each span count compiled apart:
// the spans past k cost nothing, so a pass narrower than the chunk (k below
// it, or the last of several) costs in proportion to its spans.
template <int kSpans, bool kShared, int kSliceHeight, int kGroupRows, int kThreadsPerRow,
          int kUnroll, int kLoadsFirst, int kColsPerLane, int kVecWidth, typename V, typename I>
__device__ __forceinline__ void accumulate_spans(int spans, const I* cols, const V* vals, I n,
                                                 const V* __restrict__ xc, I ldx,
                                                 const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  if constexpr (kSpans > 1) {
    if (spans < kSpans) {
      accumulate_spans<kSpans - 1, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll,
                       kLoadsFirst>(spans, cols, vals, n, xc, ldx, count, whole, sum);
      return;
    }
  }
  accumulate_group<kSpans, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll, kLoadsFirst>(
      cols, vals, n, xc, ldx, count, whole, sum);
}

// The chunk's entries: every span (kSkipSpans 0, lanes past k idle) or only
// the spans holding columns of k (kSkipSpans 1).
template <int kSkipSpans, bool kShared, int kSliceHeight, int kGroupRows, int kThreadsPerRow,
          int kUnroll, int kLoadsFirst, int kColsPerLane, int kVecWidth, typename V, typename I>
__device__ __forceinline__ void accumulate_chunk(int spans, const I* cols, const V* vals, I n,
                                                 const V* __restrict__ xc, I ldx,
                                                 const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  if constexpr (kSkipSpans) {
    accumulate_spans<kColsPerLane, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll,
                     kLoadsFirst>(spans, cols, vals, n, xc, ldx, count, whole, sum);
  } else {
    accumulate_group<kColsPerLane, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll,
                     kLoadsFirst>(cols, vals, n, xc, ldx, count, whole, sum);
  }
}

extern "C" __global__ void spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda(
    int nrows, int nslices, const int* __restrict__ slice_ptr, const int* __restrict__ col_idx,
    const float* __restrict__ values, int k, const float* __restrict__ x, int ldx,
    float* __restrict__ y, int ldy, float alpha, float beta) {
  static_assert(spgen::template_is_pow2(8) && 8 <= 32,
                "threads per group must be a power of two no larger than a warp");
  static_assert(spgen::template_is_pow2(8), "slice height must be a power of two");
  static_assert(8 * 8 <= 1024, "a block holds at most 1024 threads");
  static_assert(4 >= 1, "a group holds at least one row");
  static_assert(4 >= 1, "unroll factor must be positive");
  static_assert(1 == 0 || 1 == 1, "loads first: 0 or 1");
  static_assert(1 == 0 || 1 == 1, "skip spans: 0 or 1");
  static_assert(4 >= 1, "a lane owns at least one span");
  static_assert(1 == 1 || 1 == 2 || 1 == 4, "a span is 1, 2 or 4 columns");
  static_assert(32 >= 0, "stored columns per staged tile: 0 (none) or more");
  constexpr int kBlockThreads = 8 * 8;
  constexpr int kChunk = 8 * 4 * 1;  // columns of k per pass

  SPGEN_LET_NEXT_GRID_START();
  const long long slice = blockIdx.x;
  if (slice >= static_cast<long long>(nslices)) return;  // uniform per block
  const int local_group = static_cast<int>(threadIdx.x) / 8;
  const int lane = static_cast<int>(threadIdx.x) % 8;
  const long long first_row = (slice * 8 + local_group) * 4;
  const bool real_group =
      first_row < static_cast<long long>(nrows);  // not the last slice's padding
  // Without staging nothing is shared: padding groups leave now. With it every
  // thread stays, to copy tiles and meet the block's barriers.
  if (32 == 0 && !real_group) return;

  const int begin = __ldg(slice_ptr + slice);
  const int width = (__ldg(slice_ptr + slice + 1) - begin) / 8;
  // Uniform over the grid: vector loads only where every row of X is aligned.
  const bool x_vectors = spgen::rows_aligned<1>(x, ldx);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // X and Y only after the previous grid

  for (int c0 = 0; c0 < k; c0 += kChunk) {
    const int c = c0 + lane * 1;
    // No shuffles: a lane past k has nothing left to do, unless the block's barriers need it.
    if (32 == 0 && c >= k) break;
    int count[4];   // columns of span q inside k (0 to vw; 0 in padding groups)
    bool whole[4];  // span q loads as one vector
    float sum[4][4][1];
    // SPGEN_UNROLL: q = 0 1 2 3
    {
      const int left = real_group ? k - (c + 0 * 8 * 1) : static_cast<int>(0);
      count[0] = left <= 0 ? 0 : (left >= 1 ? 1 : static_cast<int>(left));
      whole[0] = x_vectors && count[0] == 1;
      // SPGEN_UNROLL: r = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      sum[0][0][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[1][0][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[2][0][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[3][0][0] = float(0);
    }
    {
      const int left = real_group ? k - (c + 1 * 8 * 1) : static_cast<int>(0);
      count[1] = left <= 0 ? 0 : (left >= 1 ? 1 : static_cast<int>(left));
      whole[1] = x_vectors && count[1] == 1;
      // SPGEN_UNROLL: r = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      sum[0][1][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[1][1][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[2][1][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[3][1][0] = float(0);
    }
    {
      const int left = real_group ? k - (c + 2 * 8 * 1) : static_cast<int>(0);
      count[2] = left <= 0 ? 0 : (left >= 1 ? 1 : static_cast<int>(left));
      whole[2] = x_vectors && count[2] == 1;
      // SPGEN_UNROLL: r = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      sum[0][2][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[1][2][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[2][2][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[3][2][0] = float(0);
    }
    {
      const int left = real_group ? k - (c + 3 * 8 * 1) : static_cast<int>(0);
      count[3] = left <= 0 ? 0 : (left >= 1 ? 1 : static_cast<int>(left));
      whole[3] = x_vectors && count[3] == 1;
      // SPGEN_UNROLL: r = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      sum[0][3][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[1][3][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[2][3][0] = float(0);
      // SPGEN_UNROLL: e = 0
      sum[3][3][0] = float(0);
    }
    const float* xc = x + c;
    // Spans of this chunk that hold columns of k, for every lane of the block.
    const int chunk_left = (k - c0 + 8 * 1 - 1) / (8 * 1);
    const int spans = chunk_left < 4 ? static_cast<int>(chunk_left) : 4;
    {
      __shared__ int tile_cols[32 * 8];
      __shared__ float tile_vals[32 * 8 * 4];
      for (int j0 = 0; j0 < width; j0 += 32) {
        const int n = width - j0 < 32 ? width - j0 : static_cast<int>(32);  // uniform per block
        const long long first = static_cast<long long>(begin) + static_cast<long long>(j0) * 8;
        __syncthreads();  // the previous tile is read
        for (int e = static_cast<int>(threadIdx.x); e < n * 8; e += kBlockThreads)
          tile_cols[e] = __ldg(col_idx + first + e);
        for (int e = static_cast<int>(threadIdx.x); e < n * 8 * 4; e += kBlockThreads)
          tile_vals[e] = __ldg(values + first * 4 + e);
        __syncthreads();  // the tile is written
        accumulate_chunk<1, true, 8, 4, 8, 4, 1>(spans, tile_cols + local_group,
                                                 tile_vals + local_group * 4, n, xc, ldx, count,
                                                 whole, sum);
      }
    }
    // SPGEN_UNROLL: r = 0 1 2 3
    if (first_row + 0 < static_cast<long long>(nrows)) {  // not the last group's padding rows
      const long long y_row = (first_row + 0) * static_cast<long long>(ldy) + c;
      // SPGEN_UNROLL: q = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      if (0 < count[0]) spgen::store_axpby(y, y_row + 0 * 8 * 1 + 0, alpha, sum[0][0][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[1]) spgen::store_axpby(y, y_row + 1 * 8 * 1 + 0, alpha, sum[0][1][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[2]) spgen::store_axpby(y, y_row + 2 * 8 * 1 + 0, alpha, sum[0][2][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[3]) spgen::store_axpby(y, y_row + 3 * 8 * 1 + 0, alpha, sum[0][3][0], beta);
    }
    if (first_row + 1 < static_cast<long long>(nrows)) {  // not the last group's padding rows
      const long long y_row = (first_row + 1) * static_cast<long long>(ldy) + c;
      // SPGEN_UNROLL: q = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      if (0 < count[0]) spgen::store_axpby(y, y_row + 0 * 8 * 1 + 0, alpha, sum[1][0][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[1]) spgen::store_axpby(y, y_row + 1 * 8 * 1 + 0, alpha, sum[1][1][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[2]) spgen::store_axpby(y, y_row + 2 * 8 * 1 + 0, alpha, sum[1][2][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[3]) spgen::store_axpby(y, y_row + 3 * 8 * 1 + 0, alpha, sum[1][3][0], beta);
    }
    if (first_row + 2 < static_cast<long long>(nrows)) {  // not the last group's padding rows
      const long long y_row = (first_row + 2) * static_cast<long long>(ldy) + c;
      // SPGEN_UNROLL: q = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      if (0 < count[0]) spgen::store_axpby(y, y_row + 0 * 8 * 1 + 0, alpha, sum[2][0][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[1]) spgen::store_axpby(y, y_row + 1 * 8 * 1 + 0, alpha, sum[2][1][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[2]) spgen::store_axpby(y, y_row + 2 * 8 * 1 + 0, alpha, sum[2][2][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[3]) spgen::store_axpby(y, y_row + 3 * 8 * 1 + 0, alpha, sum[2][3][0], beta);
    }
    if (first_row + 3 < static_cast<long long>(nrows)) {  // not the last group's padding rows
      const long long y_row = (first_row + 3) * static_cast<long long>(ldy) + c;
      // SPGEN_UNROLL: q = 0 1 2 3
      // SPGEN_UNROLL: e = 0
      if (0 < count[0]) spgen::store_axpby(y, y_row + 0 * 8 * 1 + 0, alpha, sum[3][0][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[1]) spgen::store_axpby(y, y_row + 1 * 8 * 1 + 0, alpha, sum[3][1][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[2]) spgen::store_axpby(y, y_row + 2 * 8 * 1 + 0, alpha, sum[3][2][0], beta);
      // SPGEN_UNROLL: e = 0
      if (0 < count[3]) spgen::store_axpby(y, y_row + 3 * 8 * 1 + 0, alpha, sum[3][3][0], beta);
    }
  }
}
