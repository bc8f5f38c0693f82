#include "spgen/core/csr.hpp"

#include <limits>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
void validate(const CsrView<V, I>& a) {
  auto fail = [](const std::string& what) { throw Error("invalid CSR matrix: " + what); };
  if (a.nrows < 0 || a.ncols < 0) fail("negative dimension");
  if (a.row_ptr.size() != static_cast<std::size_t>(a.nrows) + 1)
    fail("row_ptr has " + std::to_string(a.row_ptr.size()) + " entries, expected nrows+1 = " +
         std::to_string(static_cast<std::size_t>(a.nrows) + 1));
  if (a.values.size() != a.col_idx.size())
    fail("values has " + std::to_string(a.values.size()) + " entries but col_idx has " +
         std::to_string(a.col_idx.size()));
  if (a.row_ptr[0] != 0) fail("row_ptr[0] is " + std::to_string(a.row_ptr[0]) + ", expected 0");
  if (static_cast<std::size_t>(a.row_ptr[a.nrows]) != a.nnz())
    fail("row_ptr[nrows] is " + std::to_string(a.row_ptr[a.nrows]) + " but there are " +
         std::to_string(a.nnz()) + " entries");
  // Row pointers first: the column checks below index through them.
  for (I r = 0; r < a.nrows; ++r) {
    if (a.row_ptr[r + 1] < a.row_ptr[r])
      fail("row_ptr decreases at row " + std::to_string(r) + " (" + std::to_string(a.row_ptr[r]) +
           " then " + std::to_string(a.row_ptr[r + 1]) + ")");
  }
  for (I r = 0; r < a.nrows; ++r) {
    const I begin = a.row_ptr[r];
    const I end = a.row_ptr[r + 1];
    for (I k = begin; k < end; ++k) {
      const I c = a.col_idx[k];
      if (c < 0 || c >= a.ncols)
        fail("row " + std::to_string(r) + ", entry " + std::to_string(k) + ": column " +
             std::to_string(c) + " outside [0, " + std::to_string(a.ncols) + ")");
      if (k > begin && c <= a.col_idx[k - 1])
        fail("row " + std::to_string(r) + ", entry " + std::to_string(k) + ": column " +
             std::to_string(c) + (c == a.col_idx[k - 1] ? " duplicated" : " not sorted"));
    }
  }
}

template <SupportedValue VOut, SupportedIndex IOut, SupportedValue VIn, SupportedIndex IIn>
Csr<VOut, IOut> convert(const CsrView<VIn, IIn>& a) {
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<IOut>::max());
  auto check = [](std::uint64_t v, const char* what) {
    if (v > kMax)
      throw Error(std::string(what) + " " + std::to_string(v) + " does not fit " +
                  type_tag<IOut>() + " indices; use int64 indices");
  };
  check(static_cast<std::uint64_t>(a.nrows), "row count");
  check(static_cast<std::uint64_t>(a.ncols), "column count");
  check(a.nnz(), "nonzero count");
  Csr<VOut, IOut> out;
  out.nrows = static_cast<IOut>(a.nrows);
  out.ncols = static_cast<IOut>(a.ncols);
  out.row_ptr.assign(a.row_ptr.begin(), a.row_ptr.end());
  out.col_idx.assign(a.col_idx.begin(), a.col_idx.end());
  out.values.assign(a.values.begin(), a.values.end());
  return out;
}

#define SPGEN_INSTANTIATE_VALIDATE(V, I) template void validate<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE_VALIDATE)
#undef SPGEN_INSTANTIATE_VALIDATE

// Every (output, input) pair: the outer SPGEN_FOR_EACH_TYPE binds the input
// types (a macro cannot expand itself, so the outputs are listed here).
#define SPGEN_INSTANTIATE_CONVERT(VO, IO, VI, II) \
  template Csr<VO, IO> convert<VO, IO, VI, II>(const CsrView<VI, II>&);
#define SPGEN_INSTANTIATE_CONVERT_FROM(VI, II)            \
  SPGEN_INSTANTIATE_CONVERT(float, std::int32_t, VI, II)  \
  SPGEN_INSTANTIATE_CONVERT(float, std::int64_t, VI, II)  \
  SPGEN_INSTANTIATE_CONVERT(double, std::int32_t, VI, II) \
  SPGEN_INSTANTIATE_CONVERT(double, std::int64_t, VI, II)
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE_CONVERT_FROM)
#undef SPGEN_INSTANTIATE_CONVERT_FROM
#undef SPGEN_INSTANTIATE_CONVERT

}  // namespace spgen
