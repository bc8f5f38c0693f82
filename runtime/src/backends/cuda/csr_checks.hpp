// spgen::validate()'s checks and a structure hash for a CSR matrix in device
// memory, as kernels (csr_checks.cu, compiled by nvcc where the build has
// it: SPGEN_HAVE_DEVICE_CONVERSION). Internal to the CUDA backend.
#pragma once

#include <cstdint>

namespace spgen::detail {

struct DeviceCsrCheck {
  static constexpr std::uint64_t kNone = ~std::uint64_t{0};
  std::uint64_t bad_row = kNone;    // the first row r with row_ptr[r + 1] < row_ptr[r]
  std::uint64_t bad_entry = kNone;  // the first entry outside [0, ncols) or not above its row's previous one
  std::uint64_t row_hash = 0;       // sums of a mix of (position, value) over row_ptr and col_idx:
  std::uint64_t col_hash = 0;       // order-sensitive, and equal for int32 and int64 of one structure
  std::int64_t first_row_ptr = 0;   // row_ptr[0]
};

/// Runs the row checks and the entry checks (whose verdict counts only when
/// the rows are in order), hashing both arrays on the way; on the current
/// device, synchronous, one round trip. row_ptr[0] == 0 (read back here) and
/// row_ptr[nrows] == nnz are the caller's to check. Throws spgen::Error.
template <typename I>
DeviceCsrCheck check_device_csr(std::int64_t nrows, std::int64_t ncols, std::int64_t nnz, const I* row_ptr,
                                const I* col_idx);

}  // namespace spgen::detail
