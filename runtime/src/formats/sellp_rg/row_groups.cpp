#include "formats/sellp_rg/row_groups.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "core/prefault.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

// Below this many entries a parallel region costs more than the loop it splits.
constexpr std::int64_t kParallelEntries = 1 << 16;

template <SupportedValue V, SupportedIndex I>
GroupMerge<I> merge_of(const CsrView<V, I>& a, std::int64_t first, int group_rows) {
  return GroupMerge<I>(a.row_ptr.data(), a.col_idx.data(), a.nrows, first, group_rows);
}

template <SupportedValue V, SupportedIndex I>
std::int64_t slice_width(const CsrView<V, I>& a, std::int64_t slice, int group_rows, int b) {
  std::int64_t w = 0;
  for (std::int64_t g = slice * b; g < (slice + 1) * b; ++g)
    w = std::max(w, group_union_length(a, g * group_rows, group_rows));
  return w;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::int64_t group_union_length(const CsrView<V, I>& a, std::int64_t first, int group_rows) {
  if (first >= a.nrows) return 0;
  return merge_of(a, first, group_rows).count();
}

void check_group_shape(int group_rows, int slice_height) {
  if (group_rows < 1 || group_rows > GroupMerge<int>::kMaxRows)
    throw Error("sellp_rg: group_rows = " + std::to_string(group_rows) + " outside 1.." +
                std::to_string(GroupMerge<int>::kMaxRows));
  if (slice_height < 1)
    throw Error("sellp_rg: slice_height = " + std::to_string(slice_height) + "; it must be >= 1");
}

template <SupportedIndex I>
void check_stored_columns(std::uint64_t total) {
  if (total > stored_columns_limit<I>())
    throw NotApplicable("sellp_rg conversion: stored columns (with padding) exceed " +
                        std::to_string(stored_columns_limit<I>()) + ", the most " + type_tag<I>() +
                        " kernels index; use int64 indices");
}
template void check_stored_columns<std::int32_t>(std::uint64_t);
template void check_stored_columns<std::int64_t>(std::uint64_t);

template <SupportedValue V, SupportedIndex I>
double estimate_group_columns(const CsrView<V, I>& a, int group_rows, int slice_height,
                              std::int64_t samples) {
  const std::int64_t ngroups = (a.nrows + group_rows - 1) / group_rows;
  const std::int64_t nslices = (ngroups + slice_height - 1) / slice_height;
  if (nslices == 0) return 0.0;
  const std::int64_t n = std::clamp<std::int64_t>(samples, 1, nslices);
  double widths = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : widths) if (n > 256)
  for (std::int64_t i = 0; i < n; ++i)
    widths += static_cast<double>(slice_width(a, i * nslices / n, group_rows, slice_height));
  return widths / static_cast<double>(n) * static_cast<double>(nslices) * slice_height;
}

template <SupportedValue V, SupportedIndex I>
RowGroups<V, I> RowGroups<V, I>::from_csr(const CsrView<V, I>& a, int group_rows,
                                          int slice_height) {
  check_group_shape(group_rows, slice_height);
  RowGroups out;
  out.nrows = a.nrows;
  out.ncols = a.ncols;
  out.nnz = a.nnz();
  out.group_rows = group_rows;
  out.slice_height = slice_height;
  const std::int64_t b = slice_height;
  out.ngroups = (a.nrows + group_rows - 1) / group_rows;
  out.nslices = (out.ngroups + b - 1) / b;

  std::vector<std::int64_t> width(static_cast<std::size_t>(out.nslices));
#pragma omp parallel for schedule(dynamic, 256) if (out.nnz > kParallelEntries)
  for (std::int64_t s = 0; s < out.nslices; ++s)
    width[s] = slice_width(a, s, group_rows, slice_height);

  // Offsets counted in 64 bits so an overflow of I is reported, not wrapped.
  out.slice_ptr.assign(static_cast<std::size_t>(out.nslices) + 1, I{0});
  std::uint64_t total = 0;
  for (std::int64_t s = 0; s < out.nslices; ++s) {
    total += static_cast<std::uint64_t>(width[s]) * static_cast<std::uint64_t>(b);
    check_stored_columns<I>(total);
    out.slice_ptr[s + 1] = static_cast<I>(total);
  }
  detail::resize_prefaulted(out.col_idx, total);
  detail::resize_prefaulted(out.values, total * static_cast<std::uint64_t>(group_rows));

  // A slice group by group: each group's rows are merged once and the
  // slice's stores (a few KB, column-major) stay in cache. Padding repeats
  // the group's last column (X's row stays in cache), or column 0.
#pragma omp parallel for schedule(dynamic, 64) if (out.nnz > kParallelEntries)
  for (std::int64_t s = 0; s < out.nslices; ++s) {
    for (std::int64_t q = 0; q < b; ++q) {
      const std::int64_t g = s * b + q;
      auto merge = merge_of(a, g * group_rows, group_rows);
      std::int64_t held[GroupMerge<I>::kMaxRows];
      I c = 0;
      I last = 0;
      std::int64_t j = 0;
      for (; merge.next(c, held); ++j) {
        const std::int64_t at = out.slice_ptr[s] + j * b + q;
        out.col_idx[at] = c;
        for (int r = 0; r < group_rows; ++r)
          out.values[at * group_rows + r] = held[r] >= 0 ? a.values[held[r]] : V(0);
        last = c;
      }
      for (; j < width[s]; ++j) {
        const std::int64_t at = out.slice_ptr[s] + j * b + q;
        out.col_idx[at] = last;
        for (int r = 0; r < group_rows; ++r) out.values[at * group_rows + r] = V(0);
      }
    }
  }
  return out;
}

#define SPGEN_INSTANTIATE(V, I)                                                            \
  template struct RowGroups<V, I>;                                                         \
  template std::int64_t group_union_length<V, I>(const CsrView<V, I>&, std::int64_t, int); \
  template double estimate_group_columns<V, I>(const CsrView<V, I>&, int, int, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
