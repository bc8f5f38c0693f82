#include "plan/partition.hpp"

#include <algorithm>
#include <cstdio>

#include "plan/select.hpp"
#include "spgen/core/error.hpp"

namespace spgen::detail {

namespace {

// Below this many nonzeros a parallel region costs more than the copy it splits.
constexpr std::size_t kParallelEntries = std::size_t{1} << 16;

}  // namespace

template <SupportedValue V, SupportedIndex I>
RowSplit<V, I> split_rows_by_length(const CsrView<V, I>& a, std::int64_t threshold) {
  RowSplit<V, I> out;
  out.threshold = threshold;
  const std::int64_t n = a.nrows;
  Csr<V, I>* parts[2] = {&out.short_rows, &out.long_rows};
  for (Csr<V, I>* p : parts) {
    p->nrows = a.nrows;
    p->ncols = a.ncols;
    p->row_ptr.assign(static_cast<std::size_t>(n) + 1, I{0});
  }
  // Each row's entries go to one part; the other part's row stays empty.
  for (std::int64_t r = 0; r < n; ++r) {
    const I len = a.row_length(static_cast<I>(r));
    const bool is_long = len > threshold;
    out.long_rows_count += is_long ? 1 : 0;
    out.short_rows.row_ptr[r + 1] = out.short_rows.row_ptr[r] + (is_long ? I{0} : len);
    out.long_rows.row_ptr[r + 1] = out.long_rows.row_ptr[r] + (is_long ? len : I{0});
  }
  for (Csr<V, I>* p : parts) {
    p->col_idx.resize(static_cast<std::size_t>(p->row_ptr.back()));
    p->values.resize(static_cast<std::size_t>(p->row_ptr.back()));
  }
#pragma omp parallel for schedule(dynamic, 1024) if (a.nnz() > kParallelEntries)
  for (std::int64_t r = 0; r < n; ++r) {
    const I len = a.row_length(static_cast<I>(r));
    Csr<V, I>& p = len > threshold ? out.long_rows : out.short_rows;
    const auto src = static_cast<std::size_t>(a.row_ptr[r]);
    const auto dst = static_cast<std::size_t>(p.row_ptr[r]);
    std::copy_n(a.col_idx.begin() + src, len, p.col_idx.begin() + dst);
    std::copy_n(a.values.begin() + src, len, p.values.begin() + dst);
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
std::vector<std::int64_t> partition_thresholds(const CsrView<V, I>& a, const Features& f) {
  std::vector<std::int64_t> out;
  if (a.nrows <= 0 || f.nnz == 0 || static_cast<double>(f.max_row) < 8.0 * f.mean_row) return out;
  std::vector<I> lengths(static_cast<std::size_t>(a.nrows));
  for (I r = 0; r < a.nrows; ++r) lengths[static_cast<std::size_t>(r)] = a.row_length(r);
  for (const double share : {0.01, 0.001}) {
    // The length at the (1 - share) quantile: rows longer than it are at most `share` of the rows.
    const auto k = static_cast<std::size_t>(static_cast<double>(lengths.size()) * (1.0 - share));
    if (k >= lengths.size()) continue;
    std::nth_element(lengths.begin(), lengths.begin() + static_cast<std::ptrdiff_t>(k), lengths.end());
    const std::int64_t t = lengths[k];
    // Both parts keep nonzeros: some row is longer, and some nonempty row is not.
    if (t >= f.max_row || t < 1) continue;
    if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
PartitionPick<V, I> pick_partition(const SpmvBackend<V, I>& backend, RowSplit<V, I> rows,
                                   const PlanOptions& options, const ActiveCalibration* model) {
  PlanOptions part = options;
  part.partition = Partition::never;
  part.variant.clear();
  PartitionPick<V, I> out;
  out.short_rows = select_spmv<V, I>(backend, rows.short_rows, compute_features(rows.short_rows.view()), part,
                                     false, model);
  out.long_rows = select_spmv<V, I>(backend, rows.long_rows, compute_features(rows.long_rows.view()), part,
                                    false, model);
  const double s = out.short_rows.candidates.front().predicted_ms;
  const double l = out.long_rows.candidates.front().predicted_ms;
  out.predicted_ms = s > 0 && l > 0 ? s + l : 0.0;
  out.rows = std::move(rows);
  return out;
}

void check_partition_options(const PlanOptions& options, bool own_basis) {
  if (options.partition != Partition::at_threshold) return;
  if (own_basis)
    throw Error("plan: Partition::at_threshold splits a matrix planned in the caller's basis or by degree, not in a "
                "format's own order");
  if (!options.variant.empty())
    throw Error("plan: Partition::at_threshold selects a format for each part; PlanOptions::variant names one "
                "instance for the whole matrix, so give one or the other");
  if (options.partition_threshold < 0)
    throw Error("plan: Partition::at_threshold needs partition_threshold >= 0 (rows with more entries go to the "
                "second part), got " + std::to_string(options.partition_threshold));
}

template <SupportedValue V, SupportedIndex I>
PartitionPick<V, I> resolve_partition(const SpmvBackend<V, I>& backend, const CsrView<V, I>& a,
                                      const std::string& instance, const ParamMap& params, std::string reason,
                                      const RowSplitRecord& split) {
  PartitionPick<V, I> out;
  out.rows = split_rows_by_length(a, split.threshold);
  out.short_rows = resolve_choice<V, I>(backend, out.rows.short_rows, instance, params, std::move(reason));
  out.long_rows = resolve_choice<V, I>(backend, out.rows.long_rows, split.long_instance, split.long_params, "");
  return out;
}

template <SupportedValue V, SupportedIndex I>
std::optional<PartitionPick<V, I>> price_partitions(const SpmvBackend<V, I>& backend, const CsrView<V, I>& a,
                                                    const Features& f, const PlanOptions& options,
                                                    const ActiveCalibration& model, double single_ms,
                                                    std::string& note) {
  // Within the model's typical error a split's second launch and second
  // pass over y are not worth risking.
  constexpr double kMargin = 0.9;
  std::optional<PartitionPick<V, I>> best;
  char buf[160];
  for (const std::int64_t t : partition_thresholds(a, f)) {
    auto pick = pick_partition<V, I>(backend, split_rows_by_length(a, t), options, &model);
    std::snprintf(buf, sizeof buf, "%srows longer than %lld: %.4g ms", note.empty() ? "" : "; ",
                  static_cast<long long>(t), pick.predicted_ms);
    note += buf;
    if (pick.predicted_ms > 0 && pick.predicted_ms < kMargin * single_ms &&
        (!best || pick.predicted_ms < best->predicted_ms))
      best = std::move(pick);
  }
  if (!note.empty()) {
    std::snprintf(buf, sizeof buf, " (a split must beat %.4g ms by 10%%)", single_ms);
    note = "partitions priced: " + note + buf;
  }
  return best;
}

#define SPGEN_INSTANTIATE(V, I)                                                                               \
  template struct RowSplit<V, I>;                                                                             \
  template RowSplit<V, I> split_rows_by_length<V, I>(const CsrView<V, I>&, std::int64_t);                    \
  template std::vector<std::int64_t> partition_thresholds<V, I>(const CsrView<V, I>&, const Features&);      \
  template PartitionPick<V, I> pick_partition<V, I>(const SpmvBackend<V, I>&, RowSplit<V, I>,                \
                                                    const PlanOptions&, const ActiveCalibration*);           \
  template PartitionPick<V, I> resolve_partition<V, I>(const SpmvBackend<V, I>&, const CsrView<V, I>&,         \
                                                      const std::string&, const ParamMap&, std::string,      \
                                                      const RowSplitRecord&);                                \
  template std::optional<PartitionPick<V, I>> price_partitions<V, I>(                                        \
      const SpmvBackend<V, I>&, const CsrView<V, I>&, const Features&, const PlanOptions&,                   \
      const ActiveCalibration&, double, std::string&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
