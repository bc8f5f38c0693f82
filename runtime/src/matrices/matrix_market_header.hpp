// Internal: the sizes a Matrix Market file declares, read from its banner and
// size line alone (a compressed file is inflated no further than that), so a
// caller can check what the matrix will need before reading it. Not installed.
#pragma once

#include <cstdint>
#include <filesystem>

namespace spgen::io {

struct MatrixMarketSize {
  std::uint64_t rows = 0, cols = 0, entries = 0;
  bool symmetric = false;  // symmetric or skew-symmetric: up to 2 * entries once expanded
};

/// Throws spgen::Error "<file>:<line>: expected ..." for a banner or size line
/// that read_matrix_market would refuse for int64 indices, or an unreadable file.
MatrixMarketSize read_matrix_market_size(const std::filesystem::path& path);

}  // namespace spgen::io
