// Helpers the fuzz harnesses share: how a violation is reported, and a
// scratch folder for harnesses that need files.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

namespace spgen::fuzz {

/// A finding: says what and aborts, which libFuzzer (and the replay test) reports.
[[noreturn]] inline void fail(std::string_view what) {
  std::fprintf(stderr, "fuzz finding: %.*s\n", static_cast<int>(what.size()), what.data());
  std::abort();
}

/// Errors are shown to users as one line (the CLI prints them as is).
inline void expect_one_line(std::string_view message) {
  if (message.find('\n') != std::string_view::npos)
    fail("multi-line error message: " + std::string(message));
}

/// A folder of this process's own under $SPGEN_FUZZ_SCRATCH (scripts/fuzz.sh
/// sets it), else /dev/shm, else the temporary folder; removed at exit.
inline const std::filesystem::path& scratch_dir() {
  static const std::filesystem::path dir = [] {
    namespace fs = std::filesystem;
    std::error_code ec;
    const char* env = std::getenv("SPGEN_FUZZ_SCRATCH");
    const fs::path base = env != nullptr && *env != '\0'      ? fs::path(env)
                          : fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm")
                                                             : fs::temp_directory_path();
    fs::path d = base / ("spgen-fuzz-" + std::to_string(::getpid()));
    fs::remove_all(d, ec);
    fs::create_directories(d);
    return d;
  }();
  static const bool registered = [] {
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(dir, ec);
    });
    return true;
  }();
  (void)registered;
  return dir;
}

}  // namespace spgen::fuzz
