// COO as a registered format (specs/formats/coo.yaml): (row, column, value)
// triples in CSR order with a placeholder entry (column -1) for each empty
// row, plus what each backend's kernel needs to split the entries into
// chunks: on CUDA fixed chunks of 32 * s entries and the rows that span
// several of them; on the CPU chunks that end at row ends. COO is never the
// rule's pick for SpMV (CSR reads the same entries with fewer index bytes);
// it is HYB's irregular part and runs when a plan names it.
#include <algorithm>
#include <limits>

#include "formats/format.hpp"
#include "formats/padded_rows.hpp"
#include "spgen/core/error.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/coo/cuda/coo_device.hpp"
#endif

namespace spgen::formats {

namespace {

// Entries per CPU chunk, at least (a chunk ends at the end of a row): small
// enough to balance threads, large enough that ranges are not all overhead.
constexpr std::int64_t kCpuChunkEntries = 1024;

template <SupportedValue V, SupportedIndex I>
struct Coo {
  UninitializedVector<I> row_idx, col_idx;  // written in full by the conversion's loop
  UninitializedVector<V> values;
  I nchunks = 0;
  // CUDA: chunks of chunk_len entries.
  std::vector<I> chunk_split;  // 2 per chunk: split row of its first and of its last row, or -1
  std::vector<I> split_row, split_first_chunk, split_piece_ptr{0};
  // CPU: chunks ending at row ends.
  std::vector<I> chunk_ptr;

  [[nodiscard]] I nstored() const { return static_cast<I>(row_idx.size()); }
  [[nodiscard]] I nsplit() const { return static_cast<I>(split_row.size()); }

  // chunk_len > 0: CUDA chunks of that many entries; 0: CPU chunks.
  static Coo from_csr(const CsrView<V, I>& a, std::int64_t chunk_len) {
    Coo out;
    const std::int64_t n = a.nrows;
    // Stored position of each row's first entry: its CSR offset plus one
    // placeholder per empty row before it.
    std::vector<std::int64_t> first(static_cast<std::size_t>(n) + 1, 0);
    for (std::int64_t r = 0; r < n; ++r)
      first[r + 1] = first[r] + std::max<std::int64_t>(a.row_length(static_cast<I>(r)), 1);
    const std::int64_t nstored = first[n];
    require_index_fits<I>("COO", nstored, chunk_len);
    detail::resize_prefaulted(out.row_idx, static_cast<std::size_t>(nstored));
    detail::resize_prefaulted(out.col_idx, static_cast<std::size_t>(nstored));
    detail::resize_prefaulted(out.values, static_cast<std::size_t>(nstored));
#pragma omp parallel for schedule(static) if (n > (1 << 14))
    for (std::int64_t r = 0; r < n; ++r) {
      const I begin = a.row_ptr[r], len = a.row_ptr[r + 1] - begin;
      const auto at = static_cast<std::size_t>(first[r]);
      if (len == 0) {  // the placeholder: every y element has an entry that writes it
        out.row_idx[at] = static_cast<I>(r);
        out.col_idx[at] = I(-1);
        out.values[at] = V(0);
        continue;
      }
      std::fill_n(out.row_idx.begin() + static_cast<std::ptrdiff_t>(at), len, static_cast<I>(r));
      std::copy_n(a.col_idx.begin() + begin, len, out.col_idx.begin() + static_cast<std::ptrdiff_t>(at));
      std::copy_n(a.values.begin() + begin, len, out.values.begin() + static_cast<std::ptrdiff_t>(at));
    }
    if (chunk_len > 0)
      out.split_into_fixed_chunks(first, chunk_len);
    else
      out.split_at_row_ends(first);
    return out;
  }

 private:
  // CUDA: chunk c holds entries [c*len, (c+1)*len). A row whose entries
  // reach into a second chunk is split: it gets one partial slot per chunk
  // it touches, and each of those chunks names it as its first or last row.
  void split_into_fixed_chunks(const std::vector<std::int64_t>& first, std::int64_t len) {
    const std::int64_t n = static_cast<std::int64_t>(first.size()) - 1;
    const std::int64_t chunks = (first[n] + len - 1) / len;
    nchunks = static_cast<I>(chunks);
    chunk_split.assign(static_cast<std::size_t>(2 * chunks), I(-1));
    for (std::int64_t r = 0; r < n; ++r) {
      const std::int64_t c0 = first[r] / len, c1 = (first[r + 1] - 1) / len;
      if (c0 == c1) continue;
      const auto h = static_cast<I>(split_row.size());
      split_row.push_back(static_cast<I>(r));
      split_first_chunk.push_back(static_cast<I>(c0));
      split_piece_ptr.push_back(split_piece_ptr.back() + static_cast<I>(c1 - c0 + 1));
      // The row is the first row of every chunk whose first entry it holds,
      // and the last row of every chunk whose last entry it holds (both in
      // the chunks between, and possibly in its first or last chunk).
      for (std::int64_t c = c0; c <= c1; ++c) {
        if (first[r] <= c * len) chunk_split[static_cast<std::size_t>(2 * c)] = h;
        if (first[r + 1] >= std::min((c + 1) * len, first[n])) chunk_split[static_cast<std::size_t>(2 * c + 1)] = h;
      }
    }
  }

  // CPU: chunks of at least kCpuChunkEntries entries, each ending at a row's end.
  void split_at_row_ends(const std::vector<std::int64_t>& first) {
    const std::int64_t n = static_cast<std::int64_t>(first.size()) - 1;
    chunk_ptr.push_back(0);
    for (std::int64_t r = 0; r < n; ++r)
      if (first[r + 1] - chunk_ptr.back() >= kCpuChunkEntries || r + 1 == n)
        chunk_ptr.push_back(static_cast<I>(first[r + 1]));
    nchunks = static_cast<I>(chunk_ptr.size() - 1);
  }
};

template <SupportedValue V, SupportedIndex I>
class CooFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "coo";
  CooFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv},
                             .permutes_rows = false,
                             .work_unit = "chunks",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    const std::int64_t chunk_len = e.backend == Backend::cuda ? 32LL * e.param("steps") : 0;
    auto c = std::make_shared<const Coo<V, I>>(Coo<V, I>::from_csr(a->view(), chunk_len));
    Storage<V, I> out = storage_of(a->nrows, a->ncols, a->nnz(), chunk_len > 0, c->nchunks,
                                   {stored("row_idx", c->row_idx), stored("col_idx", c->col_idx),
                                    stored("values", c->values), stored("chunk_split", c->chunk_split),
                                    stored("split_row", c->split_row), stored("split_first_chunk", c->split_first_chunk),
                                    stored("split_piece_ptr", c->split_piece_ptr), stored("chunk_ptr", c->chunk_ptr)},
                                   static_cast<std::size_t>(c->split_piece_ptr.back()));
    out.unit_ptr = c->chunk_ptr;
    out.owner = std::move(c);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The CUDA instances' arrays built on the GPU (cuda/coo_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap&) const override {
    if (e.backend != Backend::cuda) throw Error(std::string(e.name) + ": COO converts on the device for CUDA instances");
    auto c = DeviceCoo<V, I>::build(d, 32LL * e.param("steps"));
    Storage<V, I> out = storage_of(d.nrows, d.ncols, static_cast<std::size_t>(d.nnz), true, c.nchunks, c.arrays,
                                   static_cast<std::size_t>(c.pieces));
    out.owner = std::move(c.memory);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>&) const override {
    return {note("COO: CSR reads the same entries with fewer index bytes")};
  }

 private:
  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's chunk offsets): arrays row_idx, col_idx, values,
  // chunk_split, split_row, split_first_chunk, split_piece_ptr, chunk_ptr;
  // `pieces` is split_piece_ptr's last entry.
  static Storage<V, I> storage_of(I nrows, I ncols, std::size_t nnz, bool cuda_chunks, std::int64_t nchunks,
                                  std::vector<StoredArray> arrays, std::size_t pieces) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const auto count = [&out](std::string_view name) { return out.find(name)->count; };
    const std::size_t nstored = count("row_idx"), nsplit = count("split_row");
    out.scalars = {{"nrows", nrows},
                   {"ncols", ncols},
                   {"nstored", static_cast<std::int64_t>(nstored)},
                   {"nchunks", nchunks},
                   {"nsplit", static_cast<std::int64_t>(nsplit)}};
    out.workspace_counts = {{"partial", pieces}, {"arrivals", nsplit}};
    out.work_items = nchunks;
    out.rows_per_unit = nchunks > 0 ? std::max<std::int64_t>(1, nrows / nchunks) : 1;
    const std::size_t aux = (count("chunk_split") + nsplit + count("split_first_chunk") + count("split_piece_ptr") +
                             count("chunk_ptr")) * sizeof(I);
    out.stored_bytes = nstored * (2 * sizeof(I) + sizeof(V)) + aux;
    out.occupancy = nstored == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(nstored);
    out.details = "chunks=" + std::to_string(nchunks) + (cuda_chunks ? " split_rows=" + std::to_string(nsplit) : std::string());
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(coo, CooFormat)

}  // namespace spgen::formats
