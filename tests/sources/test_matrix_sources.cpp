// load_matrix(): every accepted spec form, the errors for bad ones, the
// matrix folder lookup ($SPGEN_MATRIX_DIR) and the real shared matrices.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "spgen/core/error.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "spgen/matrices/matrix_market.hpp"
#include "spgen/matrices/sources.hpp"
#include "support/scoped_env.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

namespace fs = std::filesystem;
using M = Csr<double, std::int32_t>;

bool same_matrix(const M& a, const M& b) {
  return a.nrows == b.nrows && a.ncols == b.ncols && a.row_ptr == b.row_ptr &&
         a.col_idx == b.col_idx && a.values == b.values;
}

// The message of the spgen::Error that load_matrix throws for spec ("" if none).
std::string load_error(std::string_view spec) {
  return test::error_message([&] { (void)load_matrix<double, std::int32_t>(spec); }).value_or("");
}

// Points $SPGEN_MATRIX_DIR at a fresh folder for the test's duration.
class MatrixDirOverride {
 public:
  MatrixDirOverride()
      : dir_(fs::temp_directory_path() /
             ("spgen_sources_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter_++))),
        env_("SPGEN_MATRIX_DIR", dir_.string()) {
    fs::create_directories(dir_);
  }
  ~MatrixDirOverride() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  MatrixDirOverride(const MatrixDirOverride&) = delete;
  MatrixDirOverride& operator=(const MatrixDirOverride&) = delete;
  [[nodiscard]] const fs::path& dir() const { return dir_; }

 private:
  static inline int counter_ = 0;
  fs::path dir_;
  test::ScopedEnv env_;
};

void write_text(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }

constexpr const char* kTiny =
    "%%MatrixMarket matrix coordinate real general\n"
    "3 4 3\n"
    "1 1 1.5\n"
    "3 2 -2\n"
    "3 4 4\n";

TEST(LoadMatrix, GeneratorExpressionsMatchDirectCalls) {
  MatrixSourceInfo info;
  EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>("poisson3d:3", &info),
                          poisson3d<double, std::int32_t>(3)));
  EXPECT_EQ(info.kind, "generated");
  EXPECT_EQ(info.name, "poisson3d:3");
  EXPECT_GE(info.load_seconds, 0.0);
  EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>("rmat:8:4"),
                          rmat<double, std::int32_t>(8, 4, 1)));
  EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>("rmat:8:4:5"),
                          rmat<double, std::int32_t>(8, 4, 5)));
  EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>("banded:50:2"),
                          banded<double, std::int32_t>(50, 2)));
  const auto p2 = poisson3d<double, std::int32_t>(2);
  EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>("kron:3:poisson3d:2"),
                          kron_identity<double, std::int32_t>(3, p2.view())));
  EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>("kron:2:kron:3:poisson3d:2"),
                          kron_identity<double, std::int32_t>(6, p2.view())));
}

TEST(LoadMatrix, RandomDistributionsAndSeeds) {
  const std::pair<const char*, RowDistribution> dists[] = {
      {"uniform", RowDistribution::uniform},
      {"powerlaw", RowDistribution::power_law},
      {"empty", RowDistribution::empty_rows},
      {"denserow", RowDistribution::one_dense_row},
      {"equal", RowDistribution::all_equal}};
  for (const auto& [word, d] : dists) {
    RandomMatrixOptions o;
    o.rows = 100;
    o.cols = 90;
    o.mean_row_length = 4.5;
    o.distribution = d;
    o.seed = 1;
    const std::string spec = std::string("random:") + word + ":100:90:4.5";
    EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>(spec),
                            random_matrix<double, std::int32_t>(o)))
        << spec;
    o.seed = 17;
    EXPECT_TRUE(same_matrix(load_matrix<double, std::int32_t>(spec + ":17"),
                            random_matrix<double, std::int32_t>(o)))
        << spec;
  }
}

TEST(LoadMatrix, WrongFieldCounts) {
  for (const char* spec :
       {"poisson3d:", "poisson3d:3:4", "banded:5", "banded:5:1:1", "rmat:5", "rmat:5:1:1:1",
        "random:uniform:5:5", "random:uniform:5:5:1:1:1", "kron:3"}) {
    const std::string msg = load_error(spec);
    EXPECT_NE(msg.find("expected"), std::string::npos) << spec << " -> " << msg;
    EXPECT_NE(msg.find("accepted forms"), std::string::npos) << spec << " -> " << msg;
  }
  EXPECT_NE(load_error("banded:5").find("banded:N:W"), std::string::npos);
}

TEST(LoadMatrix, NonNumericFields) {
  for (const char* spec : {"poisson3d:abc", "poisson3d:-3", "poisson3d:3x", "banded:10:x",
                           "rmat:a:2", "rmat:5:2:seed", "random:uniform:5:5:zz",
                           "random:uniform:five:5:1", "kron:two:poisson3d:2", "poisson3d:1e3"}) {
    const std::string msg = load_error(spec);
    EXPECT_NE(msg.find("expected a non-negative"), std::string::npos) << spec << " -> " << msg;
  }
  EXPECT_NE(load_error("banded:10:x").find("'x'"), std::string::npos);
}

TEST(LoadMatrix, UnknownFamilyAndDistribution) {
  const std::string family = load_error("laplace:5");
  EXPECT_NE(family.find("unknown generator family 'laplace'"), std::string::npos) << family;
  EXPECT_NE(family.find("poisson3d:N"), std::string::npos) << family;
  const std::string dist = load_error("random:gauss:5:5:1");
  EXPECT_NE(dist.find("unknown row distribution 'gauss'"), std::string::npos) << dist;
  EXPECT_NE(load_error("").find("empty"), std::string::npos);
}

// MEANLEN above COLS is rejected by name, whatever its size; up to COLS loads.
TEST(LoadMatrix, RandomMeanLengthIsRangeChecked) {
  for (const char* spec : {"random:uniform:10:10:1e300", "random:equal:10:10:10.5"}) {
    const std::string msg = load_error(spec);
    EXPECT_NE(msg.find("is larger than COLS 10"), std::string::npos) << spec << " -> " << msg;
    EXPECT_NE(msg.find(std::string("MEANLEN ") + (spec + std::string(spec).rfind(':') + 1)),
              std::string::npos)
        << msg;
    EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;
  }
  EXPECT_EQ((load_matrix<double, std::int32_t>("random:equal:10:10:10").nnz()), 100u);
}

TEST(LoadMatrix, GeneratorErrorsPropagate) {
  EXPECT_NE(load_error("poisson3d:1400").find("int64"), std::string::npos);
  EXPECT_NO_THROW((load_matrix<float, std::int64_t>("poisson3d:2")));
}

TEST(LoadMatrix, HugeRequestsBecomeErrors) {
  // Sizes past 64-bit arithmetic, and past what a vector can hold: an
  // spgen::Error, not std::length_error. (Requests that merely exceed memory
  // end as std::bad_alloc, converted the same way; not exercised here since
  // sanitizer builds abort on such allocations instead of throwing.)
  EXPECT_THROW((load_matrix<float, std::int64_t>("poisson3d:1000000")), Error);
  EXPECT_THROW((load_matrix<float, std::int64_t>("rmat:32:1000000000")), Error);
  EXPECT_THROW((load_matrix<float, std::int64_t>("banded:2000000000000000000:0")), Error);
  EXPECT_THROW((load_matrix<float, std::int64_t>("rmat:33:1")), Error);
}

TEST(LoadMatrix, FilePathsAndMissingFiles) {
  MatrixDirOverride tmp;  // a scratch folder; also keeps the real shared set out of the way
  const fs::path file = tmp.dir() / "tiny.mtx";
  write_text(file, kTiny);
  MatrixSourceInfo info;
  const auto a = load_matrix<double, std::int32_t>(file.string(), &info);
  EXPECT_EQ(a.nrows, 3);
  EXPECT_EQ(a.ncols, 4);
  EXPECT_EQ(a.nnz(), 3u);
  EXPECT_EQ(info.kind, "file");
  EXPECT_EQ(info.path, file.string());
  EXPECT_NE(load_error((tmp.dir() / "absent.mtx").string()).find("file not found"),
            std::string::npos);
  EXPECT_NE(load_error("absent.mtx.gz").find("file not found"), std::string::npos);
  // kron over a file path.
  const auto k = load_matrix<double, std::int32_t>("kron:2:" + file.string(), &info);
  EXPECT_EQ(k.nrows, 6);
  EXPECT_EQ(k.nnz(), 6u);
  EXPECT_EQ(info.path, file.string());
}

// Something at the path that is not a file: named for what it is (a FIFO is
// refused without opening it, which would wait for a writer).
TEST(LoadMatrix, DirectoryAndFifoAreNamedNotMissing) {
  MatrixDirOverride tmp;
  const std::string dir = tmp.dir().string();
  EXPECT_EQ(load_error(dir), "matrix '" + dir + "': is a directory, not a Matrix Market file");
  const fs::path fifo = tmp.dir() / "pipe.mtx";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(load_error(fifo.string()), "matrix '" + fifo.string() + "': not a regular file");
}

TEST(MatrixDir, EnvironmentOverrideAndNames) {
  MatrixDirOverride tmp;
  EXPECT_EQ(matrix_dir(), tmp.dir());
  write_text(tmp.dir() / "zeta.mtx", kTiny);
  const auto tiny = parse_matrix_market<double, std::int32_t>(kTiny, "tiny");
  write_matrix_market(tmp.dir() / "alpha.mtx.gz", tiny.view());
  write_text(tmp.dir() / "README.md", "not a matrix");
  fs::create_directories(tmp.dir() / "sub.mtx");  // a folder, not a file
  EXPECT_EQ(shared_matrix_names(), (std::vector<std::string>{"alpha", "zeta"}));
  EXPECT_EQ(find_shared_matrix("alpha"), tmp.dir() / "alpha.mtx.gz");
  EXPECT_EQ(find_shared_matrix("zeta"), tmp.dir() / "zeta.mtx");
  EXPECT_FALSE(find_shared_matrix("README"));
  EXPECT_FALSE(find_shared_matrix("../zeta"));

  MatrixSourceInfo info;
  const auto a = load_matrix<double, std::int32_t>("alpha", &info);
  EXPECT_TRUE(same_matrix(a, tiny));
  EXPECT_EQ(info.kind, "shared");
  EXPECT_EQ(info.path, (tmp.dir() / "alpha.mtx.gz").string());

  const std::string unknown = load_error("bcsstk99");
  EXPECT_NE(unknown.find("not a shared matrix in " + tmp.dir().string()), std::string::npos)
      << unknown;
  EXPECT_NE(unknown.find("available: alpha, zeta"), std::string::npos) << unknown;

  EXPECT_NE(matrix_source_help().find("alpha, zeta"), std::string::npos);
}

TEST(MatrixDir, MissingFolderHasNoNames) {
  MatrixDirOverride tmp;
  ::setenv("SPGEN_MATRIX_DIR", (tmp.dir() / "does_not_exist").c_str(), 1);
  EXPECT_TRUE(shared_matrix_names().empty());
  EXPECT_FALSE(find_shared_matrix("bcsstk32"));
  EXPECT_NE(load_error("bcsstk32").find("available: none"), std::string::npos);
}

TEST(MatrixSourceHelp, ListsEveryForm) {
  const std::string help = matrix_source_help();
  for (const char* form : {"poisson3d:N", "rmat:S:E[:SEED]", "banded:N:W", "kron:K:NAME",
                           "random:DIST:ROWS:COLS:MEANLEN[:SEED]",
                           "uniform|powerlaw|empty|denserow|equal", "SPGEN_MATRIX_DIR"})
    EXPECT_NE(help.find(form), std::string::npos) << form;
}

TEST(SharedMatrices, LoadByShortName) {
  const auto names = shared_matrix_names();
  if (names.empty())
    GTEST_SKIP() << "no shared matrices in " << matrix_dir() << " (set SPGEN_MATRIX_DIR)";
  ASSERT_TRUE(find_shared_matrix("1138_bus")) << "1138_bus missing from " << matrix_dir();
  MatrixSourceInfo info;
  const auto a = load_matrix<double, std::int32_t>("1138_bus", &info);
  EXPECT_EQ(info.kind, "shared");
  EXPECT_EQ(a.nrows, 1138);
  EXPECT_EQ(a.nnz(), 4054u);  // symmetric file expanded
  EXPECT_NO_THROW(validate(a.view()));
  const auto k = load_matrix<double, std::int32_t>("kron:3:1138_bus");
  EXPECT_EQ(k.nrows, 3 * 1138);
  EXPECT_EQ(k.nnz(), 3u * 4054u);
}

TEST(SharedMatrices, UnknownNameListsAvailable) {
  if (shared_matrix_names().empty()) GTEST_SKIP() << "no shared matrices in " << matrix_dir();
  const std::string msg = load_error("bcsstk99");
  EXPECT_NE(msg.find("bcsstk32"), std::string::npos) << msg;
  EXPECT_NE(msg.find("1138_bus"), std::string::npos) << msg;
}

}  // namespace
}  // namespace spgen
