// What the matrix harnesses check of every matrix a loader returns.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "fuzz_util.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/error.hpp"

namespace spgen::fuzz {

/// The matrix `load()` returns, or nullopt when it throws spgen::Error, whose
/// message must then be one line where `one_line_message`. A finding when the
/// matrix fails validate().
template <typename Load>
auto validated(Load&& load, bool one_line_message = true) -> std::optional<decltype(load())> {
  std::optional<decltype(load())> a;
  try {
    a = load();
  } catch (const Error& e) {
    if (one_line_message) expect_one_line(e.what());
    return std::nullopt;
  }
  try {
    validate(a->view());
  } catch (const Error& e) {
    fail(std::string("loaded matrix fails validate(): ") + e.what());
  }
  return a;
}

/// A finding when both loaded and differ in shape or structure (the values may
/// differ: float and double).
template <typename A, typename B>
void expect_same_structure(const std::optional<A>& a, const std::optional<B>& b) {
  if (!a || !b) return;
  bool same = a->nrows == b->nrows && a->ncols == b->ncols && a->nnz() == b->nnz();
  for (std::size_t i = 0; same && i < a->row_ptr.size(); ++i) same = a->row_ptr[i] == b->row_ptr[i];
  for (std::size_t i = 0; same && i < a->col_idx.size(); ++i) same = a->col_idx[i] == b->col_idx[i];
  if (!same) fail("two index types disagree on the structure");
}

}  // namespace spgen::fuzz
