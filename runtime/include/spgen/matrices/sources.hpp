// Matrices by short name: what tests, benchmarks and the CLI accept wherever
// they take "a matrix".
//
// A spec is one of
//   - a path to an existing Matrix Market file (.mtx or .mtx.gz);
//   - the short name of a real matrix in matrix_dir(), e.g. "bcsstk32";
//   - a generator expression (see generators.hpp):
//       poisson3d:N                 27-point stencil on an N³ grid
//       rmat:S:E[:SEED]             R-MAT, 2^S rows, E edges per row (duplicates merged)
//       banded:N:W                  N×N band of half-width W
//       kron:K:NAME                 K copies of NAME (any spec) on the block diagonal
//       random:DIST:ROWS:COLS:MEANLEN[:SEED]
//                                   DIST: uniform|powerlaw|empty|denserow|equal
// The real matrices are read where they are, never copied.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spgen/core/csr.hpp"
#include "spgen/matrices/progress.hpp"

namespace spgen {

/// Where a loaded matrix came from.
struct MatrixSourceInfo {
  std::string name;           // the spec as given
  std::string kind;           // "file", "shared" or "generated"
  std::string path;           // file read (for kron:K:NAME, NAME's file); empty if none
  double load_seconds = 0.0;  // reading or generating, wall clock
};

/// $SPGEN_MATRIX_DIR when set and non-empty, else the folder configured at
/// build time (CMake SPGEN_MATRIX_DIR_DEFAULT, ../shared/matrices).
std::filesystem::path matrix_dir();

/// <matrix_dir()>/<name>.mtx.gz, else <name>.mtx, if either is a regular
/// file; nullopt otherwise (also for names containing a path separator).
std::optional<std::filesystem::path> find_shared_matrix(std::string_view name);

/// Sorted short names of the .mtx/.mtx.gz files in matrix_dir(); empty when
/// the folder does not exist.
std::vector<std::string> shared_matrix_names();

/// Loads or generates the matrix a spec names. Throws spgen::Error for a spec
/// that is none of the forms above (the message says what was expected and
/// lists the accepted forms, or the shared names available), for unreadable
/// files, and for sizes that do not fit I. `progress`, if given, follows the
/// reading or generating (for kron:K:NAME, NAME's first, then the copies).
/// kron:K:NAME checks K copies of what NAME declares (its parameters, or its
/// file's banner and size line) against I and the memory before building
/// NAME; K = 0 gives the empty 0 x 0 matrix without building NAME (NAME must
/// still be well formed, and a file's header readable).
template <SupportedValue V, SupportedIndex I>
Csr<V, I> load_matrix(std::string_view spec, MatrixSourceInfo* info = nullptr,
                      const ProgressFn& progress = {});

/// Multi-line text listing the accepted forms and the shared matrices found,
/// for a CLI's --help.
std::string matrix_source_help();

}  // namespace spgen
