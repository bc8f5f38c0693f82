// Replays one fuzz target's seed corpus (and its extra seed folders,
// targets.tsv) through LLVMFuzzerTestOneInput without libFuzzer: the harness
// aborts on any violation, so a regression in a seed shows up in the ordinary
// test run. CMakeLists.txt builds one such test per target, test_fuzz_<name>,
// with SPGEN_FUZZ_SUITE and SPGEN_FUZZ_SEED_DIRS ("dir|dir...").
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

int replay_folder(const std::filesystem::path& dir) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()), 0)
        << entry.path();
    ++files;
  }
  return files;
}

TEST(SPGEN_FUZZ_SUITE, SeedsReplayCleanly) {
  std::string_view dirs = SPGEN_FUZZ_SEED_DIRS;
  while (!dirs.empty()) {
    const auto bar = dirs.find('|');
    const std::filesystem::path dir(dirs.substr(0, bar));
    dirs = bar == std::string_view::npos ? std::string_view() : dirs.substr(bar + 1);
    // Every seed folder holds a few hand-written seeds at least: an empty or
    // moved folder would make this test pass vacuously.
    EXPECT_GE(replay_folder(dir), 3) << dir;
  }
}

TEST(SPGEN_FUZZ_SUITE, EmptyInputIsHandled) { EXPECT_EQ(LLVMFuzzerTestOneInput(nullptr, 0), 0); }

}  // namespace
