// format_footprints(): every registered format converts the matrix once and
// reports what it stores. Names no format: the registry and each
// descriptor's Storage say everything.
#include "spgen/formats/footprint.hpp"

#include <chrono>

#include "formats/format.hpp"
#include "spgen/core/error.hpp"

namespace spgen {

namespace {

template <SupportedValue V, SupportedIndex I>
constexpr bool instance_types_match(const KernelEntry& e) {
  return (e.value_type == ValueType::f64) == (sizeof(V) == 8) && (e.index_type == IndexType::i64) == (sizeof(I) == 8);
}

// The first instance of `format` with these types on `backend`, else on any backend.
template <SupportedValue V, SupportedIndex I>
const KernelEntry* representative(std::string_view format, Backend backend) {
  const KernelEntry* any = nullptr;
  for (const auto& e : kernel_registry()) {
    if (e.op != Op::spmv || e.format != format || !instance_types_match<V, I>(e)) continue;
    if (e.backend == backend) return &e;
    if (!any) any = &e;
  }
  return any;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::vector<FormatFootprint> format_footprints(const std::shared_ptr<const Csr<V, I>>& a, Backend backend) {
  const double nnz = static_cast<double>(a->nnz());
  const double csr = static_cast<double>(a->row_ptr.size() * sizeof(I) + a->col_idx.size() * sizeof(I) +
                                         a->values.size() * sizeof(V));
  std::vector<FormatFootprint> out;
  for (const formats::Format<V, I>* f : formats::registered_formats<V, I>()) {
    FormatFootprint row;
    row.format = f->name();
    const KernelEntry* e = representative<V, I>(f->name(), backend);
    if (!e) {
      row.applicable = false;
      row.note = "no instance for these types";
      out.push_back(std::move(row));
      continue;
    }
    row.instance = e->name;
    try {
      const auto t0 = std::chrono::steady_clock::now();
      const auto s = f->convert(a, *e, f->default_params(*a, *e));
      row.convert_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      row.occupancy = s.occupancy;
      row.stored_entries = s.occupancy > 0 ? nnz / s.occupancy : 0.0;
      for (const auto& array : s.arrays) row.bytes += array.bytes();
      row.bytes_read = s.stored_bytes;
      row.bytes_per_nnz = nnz > 0 ? static_cast<double>(row.bytes) / nnz : 0.0;
      row.vs_csr = csr > 0 ? static_cast<double>(row.bytes) / csr : 1.0;
      row.note = s.details;
    } catch (const NotApplicable& ex) {
      row.applicable = false;
      row.note = ex.what();
    }
    out.push_back(std::move(row));
  }
  return out;
}

#define SPGEN_INSTANTIATE(V, I) \
  template std::vector<FormatFootprint> format_footprints<V, I>(const std::shared_ptr<const Csr<V, I>>&, Backend);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
