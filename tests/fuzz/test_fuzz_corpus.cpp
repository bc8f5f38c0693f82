// Replays the fuzzer's seed corpus and the malformed samples through
// LLVMFuzzerTestOneInput without libFuzzer: the harness aborts on any
// violation, so a regression in a seed shows up in the ordinary test run.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

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

TEST(FuzzCorpus, SeedsReplayCleanly) { EXPECT_GE(replay_folder(SPGEN_FUZZ_CORPUS_DIR), 5); }

TEST(FuzzCorpus, MalformedSamplesReplayCleanly) {
  EXPECT_GE(replay_folder(std::filesystem::path(SPGEN_TEST_DATA_DIR) / "bad"), 10);
}

TEST(FuzzCorpus, EmptyInputIsHandled) { EXPECT_EQ(LLVMFuzzerTestOneInput(nullptr, 0), 0); }

}  // namespace
