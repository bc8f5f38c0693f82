#include "test_util.hpp"

#include <unistd.h>

#include <atomic>
#include <fstream>
#include <sstream>

namespace spgen::gen::test {

namespace fs = std::filesystem;

TempTree::TempTree(const fs::path& from) {
  static std::atomic<int> counter{0};
  dir_ = fs::temp_directory_path() /
         ("spgen_gen_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
  fs::remove_all(dir_);
  fs::create_directories(dir_);
  fs::copy(from, dir_, fs::copy_options::recursive);
}

TempTree::~TempTree() {
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

void TempTree::edit(const std::string& rel, const std::string& from, const std::string& to) const {
  std::string text = read_file(path(rel));
  const size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << rel << " has no '" << from << "'";
  ASSERT_EQ(text.find(from, at + 1), std::string::npos) << rel << " has '" << from << "' twice";
  text.replace(at, from.size(), to);
  std::ofstream(path(rel), std::ios::binary) << text;
}

std::pair<int, int> TempTree::pos(const std::string& rel, const std::string& needle,
                                  int nth) const {
  const std::string text = read_file(path(rel));
  size_t at = std::string::npos;
  for (int i = 0; i < nth; ++i) at = text.find(needle, at == std::string::npos ? 0 : at + 1);
  if (at == std::string::npos) {
    ADD_FAILURE() << rel << " has no '" << needle << "'";
    return {0, 0};
  }
  return line_col(text, at);
}

std::pair<int, int> line_col(const std::string& text, size_t offset) {
  int line = 1, col = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    line += text[i] == '\n';
    col = text[i] == '\n' ? 1 : col + 1;
  }
  return {line, col};
}

fs::path data_root() { return fs::path(SPGEN_GEN_TEST_DIR) / "data" / "root"; }
fs::path source_root() { return fs::path(SPGEN_SOURCE_DIR); }

GenOptions options_for(const std::string& root) {
  GenOptions o;
  o.root = root;
  o.parse.resource_dir = SPGEN_CLANG_RESOURCE_DIR;
  o.parse.cuda_shim = SPGEN_GEN_CUDA_SHIM;
  return o;
}

void expect_error(const std::function<void()>& fn, const std::string& file, int line, int col,
                  const std::string& message) {
  try {
    fn();
  } catch (const GenError& e) {
    EXPECT_EQ(e.where().file, file) << e.what();
    EXPECT_EQ(e.where().line, line) << e.what();
    EXPECT_EQ(e.where().col, col) << e.what();
    EXPECT_NE(e.message().find(message), std::string::npos)
        << "message: " << e.message() << "\nexpected to contain: " << message;
    // The printable form is what users see: "file:line:col: message".
    EXPECT_EQ(std::string(e.what()).rfind(
                  file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": ", 0),
              0u)
        << e.what();
    return;
  }
  ADD_FAILURE() << "expected an error at " << file << ":" << line << ":" << col << " containing '"
                << message << "'";
}

}  // namespace spgen::gen::test
