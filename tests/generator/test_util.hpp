// Shared helpers for the generator tests: temporary copies of spec trees, text edits,
// and error expectations that check file, line, column and message.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>

#include "generate.hpp"

namespace spgen::gen::test {

/// A temporary copy of a folder, removed on destruction.
class TempTree {
 public:
  explicit TempTree(const std::filesystem::path& from);
  ~TempTree();
  TempTree(const TempTree&) = delete;
  TempTree& operator=(const TempTree&) = delete;

  [[nodiscard]] std::string root() const { return dir_.string(); }
  [[nodiscard]] std::string path(const std::string& rel) const { return (dir_ / rel).string(); }
  /// Replaces the one occurrence of `from` in `rel` with `to` (fails the test if absent).
  void edit(const std::string& rel, const std::string& from, const std::string& to) const;
  /// 1-based line and column of the n-th occurrence of `needle` in `rel`.
  [[nodiscard]] std::pair<int, int> pos(const std::string& rel, const std::string& needle,
                                        int nth = 1) const;

 private:
  std::filesystem::path dir_;
};

/// 1-based line and column of `offset` in `text`.
std::pair<int, int> line_col(const std::string& text, size_t offset);

std::filesystem::path data_root();  // tests/generator/data/root
std::filesystem::path source_root();
GenOptions options_for(const std::string& root);

/// Names a parameterised test after its case's `name` member (INSTANTIATE_TEST_SUITE_P).
struct CaseName {
  template <typename Case>
  std::string operator()(const ::testing::TestParamInfo<Case>& c) const {
    return c.param.name;
  }
};

/// Runs `fn`, expects a GenError at exactly file:line:col whose message contains `message`.
void expect_error(const std::function<void()>& fn, const std::string& file, int line, int col,
                  const std::string& message);

}  // namespace spgen::gen::test
