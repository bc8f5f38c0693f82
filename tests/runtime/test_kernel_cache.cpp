// The disk + memory kernel cache and its key: damaged entries, concurrent
// writers (threads and processes), each key input, the disable switch.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "spgen/session/cache.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

fs::path fresh_dir(const std::string& name) {
  const fs::path d = fs::temp_directory_path() /
                     ("spgen_cache_test_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::vector<char> bytes(const std::string& s) { return {s.begin(), s.end()}; }

std::size_t count_files(const fs::path& dir, const std::string& needle) {
  std::size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().find(needle) != std::string::npos) ++n;
  return n;
}

KernelKeyInputs base_inputs() {
  static const std::string src = "extern \"C\" __global__ void k() {}";
  return {src, {"--gpu-architecture=sm_90", "-std=c++17"}, 90, "13.0", "0.1.0"};
}

}  // namespace

TEST(KernelCacheKey, ChangesWithEveryInput) {
  const CacheKey k0 = kernel_cache_key(base_inputs());
  EXPECT_EQ(k0, kernel_cache_key(base_inputs())) << "the key must be deterministic";

  const std::string other_src = "extern \"C\" __global__ void k() { }";
  auto in = base_inputs();
  in.source = other_src;
  EXPECT_NE(k0, kernel_cache_key(in)) << "source";
  in = base_inputs();
  in.options.push_back("-lineinfo");
  EXPECT_NE(k0, kernel_cache_key(in)) << "options";
  in = base_inputs();
  in.arch = 80;
  EXPECT_NE(k0, kernel_cache_key(in)) << "architecture";
  in = base_inputs();
  in.nvrtc_version = "13.1";
  EXPECT_NE(k0, kernel_cache_key(in)) << "NVRTC version";
  in = base_inputs();
  in.library_version = "0.2.0";
  EXPECT_NE(k0, kernel_cache_key(in)) << "library version";
  // Field boundaries matter: moving a character between options is a new key.
  in = base_inputs();
  in.options = {"--gpu-architecture=sm_90-", "std=c++17"};
  EXPECT_NE(k0, kernel_cache_key(in)) << "option boundaries";
  EXPECT_EQ(k0.hex().size(), 32u);
}

TEST(DiskStore, RoundTripAndMiss) {
  const auto dir = fresh_dir("roundtrip");
  DiskStore store(dir);
  const CacheKey key{1, 2};
  const auto path = store.entry_path("inst", key, "cubin");
  EXPECT_EQ(path.filename().string(), "inst-" + key.hex() + ".cubin");
  EXPECT_FALSE(store.read(path, key).has_value());
  ASSERT_TRUE(store.write(path, key, "payload bytes"));
  const auto back = store.read(path, key);
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(std::string(back->begin(), back->end()), "payload bytes");
  EXPECT_EQ(count_files(dir, ".tmp."), 0u) << "temporary files must be renamed away";
  fs::remove_all(dir);
}

namespace {

// Writes a good entry, damages it with `damage`, and checks the read is a
// miss that deletes the file and counts a rejection.
template <typename Damage>
void expect_rejected(const std::string& name, Damage damage) {
  const auto dir = fresh_dir(name);
  DiskStore store(dir);
  const CacheKey key{7, 9};
  const auto path = store.entry_path("inst", key, "cubin");
  ASSERT_TRUE(store.write(path, key, std::string(1000, 'x')));
  damage(path);
  std::uint64_t rejected = 0;
  EXPECT_FALSE(store.read(path, key, &rejected).has_value()) << name;
  EXPECT_EQ(rejected, 1u) << name;
  EXPECT_FALSE(fs::exists(path)) << name << ": a damaged entry is deleted";
  fs::remove_all(dir);
}

void flip_byte(const fs::path& p, std::streamoff at) {
  std::fstream f(p, std::ios::in | std::ios::out | std::ios::binary);
  f.seekg(at);
  char c = 0;
  f.read(&c, 1);
  c = static_cast<char>(c ^ 0x5a);
  f.seekp(at);
  f.write(&c, 1);
}

}  // namespace

TEST(DiskStore, CorruptedPayloadIsRejected) {
  expect_rejected("corrupt", [](const fs::path& p) { flip_byte(p, 48 + 500); });
}
TEST(DiskStore, TruncatedEntryIsRejected) {
  expect_rejected("truncated", [](const fs::path& p) { fs::resize_file(p, fs::file_size(p) - 10); });
}
TEST(DiskStore, TruncatedHeaderIsRejected) {
  expect_rejected("short", [](const fs::path& p) { fs::resize_file(p, 20); });
}
TEST(DiskStore, BadMagicIsRejected) {
  expect_rejected("magic", [](const fs::path& p) { flip_byte(p, 0); });
}
TEST(DiskStore, TrailingGarbageIsRejected) {
  expect_rejected("trailing", [](const fs::path& p) {
    std::ofstream(p, std::ios::app | std::ios::binary) << "junk";
  });
}
// A size field that claims 4 GiB on a small file: rejected from the file's
// size, before allocating. The read runs in a child under an address-space
// limit, where zero-filling the claimed size would throw bad_alloc.
TEST(DiskStore, AbsurdSizeFieldIsRejectedWithoutAllocating) {
  const auto dir = fresh_dir("absurdsize");
  DiskStore store(dir);
  const CacheKey key{7, 9};
  const auto path = store.entry_path("inst", key, "cubin");
  ASSERT_TRUE(store.write(path, key, std::string(100, 'x')));
  {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    const std::uint64_t huge = (std::uint64_t{1} << 32) - 1;
    f.seekp(32);  // EntryHeader::payload_size
    f.write(reinterpret_cast<const char*>(&huge), sizeof huge);
  }
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    long pages = 0;
    std::ifstream("/proc/self/statm") >> pages;
    const rlim_t limit = static_cast<rlim_t>(pages) * static_cast<rlim_t>(::sysconf(_SC_PAGESIZE)) +
                         (rlim_t{512} << 20);
    const rlimit rl{limit, limit};
    ::setrlimit(RLIMIT_AS, &rl);
    int code = 0;
    try {
      std::uint64_t rejected = 0;
      if (store.read(path, key, &rejected).has_value() || rejected != 1) code = 1;
    } catch (...) {
      code = 2;
    }
    std::_Exit(code);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0)
      << "1: not rejected; 2: the read threw (it allocated the claimed size)";
  EXPECT_FALSE(fs::exists(path)) << "the bad entry is deleted so a rebuild replaces it";
  fs::remove_all(dir);
}

// A FIFO at an entry's path: a miss at once (no waiting for a writer), removed
// so the next write puts a real entry there. A directory: a miss too.
TEST(DiskStore, NonRegularEntryIsAMissAndDoesNotBlock) {
  const auto dir = fresh_dir("fifo");
  DiskStore store(dir);
  const CacheKey key{3, 4};
  const auto path = store.entry_path("inst", key, "cubin");
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::alarm(10);  // a blocked open dies here and the test fails
    std::uint64_t rejected = 0;
    const bool hit = store.read(path, key, &rejected).has_value();
    std::_Exit(hit || rejected != 1 ? 1 : 0);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status)) << "the read blocked on a FIFO (killed by signal "
                                 << (WIFSIGNALED(status) ? WTERMSIG(status) : 0) << ")";
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_FALSE(fs::exists(path)) << "the FIFO is removed";
  ASSERT_TRUE(store.write(path, key, "real"));
  ASSERT_TRUE(store.read(path, key).has_value());

  const CacheKey dkey{5, 6};
  const auto dpath = store.entry_path("inst", dkey, "cubin");
  fs::create_directories(dpath / "child");
  std::uint64_t rejected = 0;
  EXPECT_FALSE(store.read(dpath, dkey, &rejected).has_value());
  EXPECT_EQ(rejected, 1u);
  EXPECT_TRUE(fs::is_directory(dpath)) << "a non-empty directory is left alone";
  fs::remove_all(dir);
}

TEST(DiskStore, EntryOfAnotherKeyIsRejected) {
  const auto dir = fresh_dir("otherkey");
  DiskStore store(dir);
  const CacheKey a{1, 1}, b{2, 2};
  const auto pa = store.entry_path("inst", a, "cubin");
  ASSERT_TRUE(store.write(store.entry_path("inst", b, "cubin"), b, "b's payload"));
  fs::rename(store.entry_path("inst", b, "cubin"), pa);
  std::uint64_t rejected = 0;
  EXPECT_FALSE(store.read(pa, a, &rejected).has_value());
  EXPECT_EQ(rejected, 1u);
  fs::remove_all(dir);
}

TEST(DiskStore, RemovesOrphanedTemporariesButNotLiveOnes) {
  // A writer killed between creating its temporary file and renaming it
  // leaves the file behind; the next store on the directory removes it once
  // it is older than any live write could be.
  const fs::path dir = fresh_dir("orphans");
  const fs::path orphan = dir / "inst-0123.cubin.tmp.4242.7.0";
  const fs::path live = dir / "inst-4567.cubin.tmp.4243.7.0";
  const fs::path entry = dir / "inst-89ab.cubin";
  for (const auto& p : {orphan, live, entry}) std::ofstream(p) << "x";
  fs::last_write_time(orphan, fs::file_time_type::clock::now() - DiskStore::kStaleTemporaryAge -
                                  std::chrono::minutes(1));
  DiskStore store(dir);
  EXPECT_FALSE(fs::exists(orphan));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(entry));
  fs::remove_all(dir);
}

TEST(KernelCache, CompilesOnceThenMemoryThenDisk) {
  const auto dir = fresh_dir("layers");
  int compiles = 0;
  auto compile = [&] {
    ++compiles;
    return bytes("cubin-image");
  };
  const CacheKey key = kernel_cache_key(base_inputs());
  KernelCache cache({dir, true});
  auto first = cache.get_or_compile("inst", key, compile);
  EXPECT_EQ(first.source, KernelSource::compiled);
  auto second = cache.get_or_compile("inst", key, compile);
  EXPECT_EQ(second.source, KernelSource::memory);
  EXPECT_EQ(first.bytes.get(), second.bytes.get()) << "memory hits share the image";
  cache.clear_memory();
  auto third = cache.get_or_compile("inst", key, compile);
  EXPECT_EQ(third.source, KernelSource::disk);
  EXPECT_EQ(*third.bytes, bytes("cubin-image"));
  // A second cache (another process, in effect) finds the entry on disk.
  KernelCache other({dir, true});
  EXPECT_EQ(other.get_or_compile("inst", key, compile).source, KernelSource::disk);
  EXPECT_EQ(compiles, 1);
  const auto c = cache.counters();
  EXPECT_EQ(c.compiles, 1u);
  EXPECT_EQ(c.memory_hits, 1u);
  EXPECT_EQ(c.disk_hits, 1u);
  EXPECT_EQ(c.disk_writes, 1u);
  fs::remove_all(dir);
}

// contains() is what plan-time timing asks before it prepares a candidate:
// true only where get_or_compile would not compile.
TEST(KernelCache, ContainsWhatItWouldNotCompile) {
  const auto dir = fresh_dir("contains");
  const CacheKey key = kernel_cache_key(base_inputs());
  KernelCache cache({dir, true});
  EXPECT_FALSE(cache.contains("inst", key));
  cache.get_or_compile("inst", key, [] { return bytes("cubin-image"); });
  EXPECT_TRUE(cache.contains("inst", key)) << "memory";
  cache.clear_memory();
  EXPECT_TRUE(cache.contains("inst", key)) << "disk";
  EXPECT_TRUE(KernelCache({dir, true}).contains("inst", key)) << "another process, in effect";
  EXPECT_FALSE(KernelCache({dir, false}).contains("inst", key)) << "disk layer off";
  EXPECT_FALSE(cache.contains("inst", CacheKey{1, 2})) << "another key";
  fs::remove_all(dir);
}

TEST(KernelCache, CorruptedEntryIsRebuilt) {
  const auto dir = fresh_dir("rebuild");
  const CacheKey key{3, 4};
  int compiles = 0;
  auto compile = [&] {
    ++compiles;
    return bytes(std::string(4096, 'c'));
  };
  { KernelCache c({dir, true}); c.get_or_compile("inst", key, compile); }
  const auto path = DiskStore(dir).entry_path("inst", key, "cubin");
  flip_byte(path, 48 + 100);
  KernelCache c2({dir, true});
  const auto img = c2.get_or_compile("inst", key, compile);
  EXPECT_EQ(img.source, KernelSource::compiled);
  EXPECT_EQ(*img.bytes, bytes(std::string(4096, 'c')));
  EXPECT_EQ(c2.counters().disk_rejected, 1u);
  EXPECT_EQ(compiles, 2);
  // The rebuilt entry is good again.
  KernelCache c3({dir, true});
  EXPECT_EQ(c3.get_or_compile("inst", key, compile).source, KernelSource::disk);
  fs::remove_all(dir);
}

TEST(KernelCache, DisableSwitch) {
  const auto dir = fresh_dir("disabled");
  const CacheKey key{5, 6};
  auto compile = [] { return bytes("img"); };
  {
    KernelCache c({dir, false});
    c.get_or_compile("inst", key, compile);
    EXPECT_TRUE(fs::is_empty(dir)) << "a disabled disk layer writes nothing";
    c.clear_memory();
    EXPECT_EQ(c.get_or_compile("inst", key, compile).source, KernelSource::compiled);
  }
  ::setenv("SPGEN_DISABLE_DISK_CACHE", "1", 1);
  EXPECT_TRUE(disk_cache_disabled_by_env());
  EXPECT_FALSE(CacheOptions{}.disk);
  ::setenv("SPGEN_DISABLE_DISK_CACHE", "0", 1);
  EXPECT_FALSE(disk_cache_disabled_by_env());
  ::unsetenv("SPGEN_DISABLE_DISK_CACHE");
  EXPECT_TRUE(CacheOptions{}.disk);
  fs::remove_all(dir);
}

TEST(KernelCache, CacheDirFromEnvironment) {
  ::setenv("SPGEN_CACHE_DIR", "/tmp/spgen-env-dir", 1);
  EXPECT_EQ(default_cache_dir(), fs::path("/tmp/spgen-env-dir"));
  ::unsetenv("SPGEN_CACHE_DIR");
  ::setenv("XDG_CACHE_HOME", "/tmp/xdg", 1);
  EXPECT_EQ(default_cache_dir(), fs::path("/tmp/xdg/spgen"));
  ::unsetenv("XDG_CACHE_HOME");
}

TEST(KernelCache, ConcurrentThreadsShareOneEntry) {
  const auto dir = fresh_dir("threads");
  const CacheKey key{11, 12};
  const std::string payload(64 * 1024, 'p');
  std::atomic<int> compiles{0};
  std::vector<std::thread> threads;
  std::atomic<int> good{0};
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&] {
      // Separate caches: each thread behaves like its own process on disk.
      KernelCache c({dir, true});
      for (int i = 0; i < 20; ++i) {
        const auto img = c.get_or_compile("inst", key, [&] {
          ++compiles;
          return bytes(payload);
        });
        if (*img.bytes == bytes(payload)) ++good;
        c.clear_memory();
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(good.load(), 8 * 20);
  EXPECT_GE(compiles.load(), 1);
  EXPECT_EQ(count_files(dir, ".tmp."), 0u);
  EXPECT_TRUE(DiskStore(dir).read(DiskStore(dir).entry_path("inst", key, "cubin"), key).has_value());
  fs::remove_all(dir);
}

TEST(KernelCache, ConcurrentProcessesWriteAndReadTheSameEntry) {
  const auto dir = fresh_dir("fork");
  const CacheKey key{21, 22};
  const std::string payload(256 * 1024, 'q');
  const auto path = DiskStore(dir).entry_path("inst", key, "cubin");
  std::vector<pid_t> kids;
  for (int p = 0; p < 4; ++p) {
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      // Child: alternate writes and reads; any read must be a miss or the
      // exact payload, never a torn entry. Exit code says how it went.
      DiskStore store(dir);
      int bad = 0;
      for (int i = 0; i < 50; ++i) {
        if (!store.write(path, key, payload)) ++bad;
        std::uint64_t rejected = 0;
        const auto r = store.read(path, key, &rejected);
        if (rejected != 0 || (r && std::string(r->begin(), r->end()) != payload)) ++bad;
      }
      ::_exit(bad == 0 ? 0 : 1);
    }
    kids.push_back(pid);
  }
  for (pid_t k : kids) {
    int status = 0;
    ::waitpid(k, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "child " << k;
  }
  const auto r = DiskStore(dir).read(path, key);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->size(), payload.size());
  EXPECT_EQ(count_files(dir, ".tmp."), 0u);
  fs::remove_all(dir);
}
