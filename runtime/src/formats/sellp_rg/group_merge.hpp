// The union of a row group's columns, as the host conversion
// (row_groups.cpp) and the device one (cuda/row_groups_device.cu) both walk
// it: the R rows of a group as cursors over their sorted columns; next()
// yields the union in ascending order with, for each column, which rows hold
// it. Internal to the sellp_rg descriptor.
#pragma once

#include <cstdint>

#include "core/host_device.hpp"

namespace spgen::formats {

template <typename I>
class GroupMerge {
 public:
  static constexpr int kMaxRows = 8;

  /// Rows first .. first + rows - 1 (rows past nrows are empty).
  SPGEN_HOST_DEVICE GroupMerge(const I* row_ptr, const I* col_idx, std::int64_t nrows, std::int64_t first, int rows)
      : col_(col_idx), rows_(rows) {
    for (int r = 0; r < rows_; ++r) {
      const std::int64_t row = first + r;
      at_[r] = row < nrows ? static_cast<std::int64_t>(row_ptr[row]) : 0;
      end_[r] = row < nrows ? static_cast<std::int64_t>(row_ptr[row + 1]) : 0;
    }
  }
  /// The next column of the union, or false when none is left; `held[r]`
  /// is the position of row r's entry in that column, -1 where it has none.
  SPGEN_HOST_DEVICE bool next(I& column, std::int64_t (&held)[kMaxRows]) {
    bool any = false;
    I c = 0;
    for (int r = 0; r < rows_; ++r)
      if (at_[r] < end_[r] && (!any || col_[at_[r]] < c)) {
        c = col_[at_[r]];
        any = true;
      }
    if (!any) return false;
    for (int r = 0; r < rows_; ++r) held[r] = at_[r] < end_[r] && col_[at_[r]] == c ? at_[r]++ : -1;
    column = c;
    return true;
  }
  /// The union's length (consumes the merge).
  SPGEN_HOST_DEVICE std::int64_t count() {
    std::int64_t held[kMaxRows];
    I c = 0;
    std::int64_t n = 0;
    while (next(c, held)) ++n;
    return n;
  }

 private:
  const I* col_;
  int rows_;
  std::int64_t at_[kMaxRows] = {};
  std::int64_t end_[kMaxRows] = {};
};

}  // namespace spgen::formats
