// Kernel and plan caches: in memory and on disk.
//
// Disk layout: one file per entry under cache_dir() — $SPGEN_CACHE_DIR, else
// $XDG_CACHE_HOME/spgen, else $HOME/.cache/spgen. An entry is a fixed header
// (magic, format version, the 128-bit key, payload size, XXH3-64 of the
// payload) followed by the payload. Writers write a uniquely named temporary
// file in the same folder and rename() it into place, so readers never see a
// partial entry and two processes filling the same entry both succeed (the
// last rename wins; both files were complete and equal). A reader that finds a
// bad magic, version, key, size or checksum treats the entry as a miss,
// deletes it and lets the caller rebuild it.
//
// SPGEN_DISABLE_DISK_CACHE=1 (or CacheOptions::disk = false) turns the disk
// layer off; the memory layer always works.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spgen {

/// 128-bit cache key (XXH3-128).
struct CacheKey {
  std::uint64_t high = 0;
  std::uint64_t low = 0;
  [[nodiscard]] std::string hex() const;  // 32 lower-case hex digits
  friend bool operator==(const CacheKey&, const CacheKey&) = default;
  friend auto operator<=>(const CacheKey&, const CacheKey&) = default;
};

/// Incremental key builder; each field is length-prefixed so ("ab","c") and
/// ("a","bc") differ.
class CacheKeyBuilder {
 public:
  CacheKeyBuilder& add(std::string_view field);
  CacheKeyBuilder& add(std::int64_t field);
  [[nodiscard]] CacheKey key() const;

 private:
  std::string bytes_;
};

/// Everything a compiled kernel depends on. Change any field and the key changes.
struct KernelKeyInputs {
  std::string_view source;          // generated source text
  std::vector<std::string> options; // NVRTC options, in order
  int arch = 0;                     // sm_XY as XY
  std::string nvrtc_version;        // e.g. "13.0"
  std::string library_version;      // spgen's version + cache format
};
CacheKey kernel_cache_key(const KernelKeyInputs& inputs);

/// $SPGEN_CACHE_DIR, else $XDG_CACHE_HOME/spgen, else $HOME/.cache/spgen, else
/// a folder under the system temporary directory.
std::filesystem::path default_cache_dir();
/// True when SPGEN_DISABLE_DISK_CACHE is set to anything but "" or "0".
bool disk_cache_disabled_by_env();

struct CacheOptions {
  std::filesystem::path dir = default_cache_dir();
  bool disk = !disk_cache_disabled_by_env();
};

/// Counters, for tests, describe() and the CLI.
struct CacheCounters {
  std::uint64_t compiles = 0;      // builds run (cache misses)
  std::uint64_t memory_hits = 0;
  std::uint64_t disk_hits = 0;
  std::uint64_t disk_writes = 0;
  std::uint64_t disk_rejected = 0; // corrupted/truncated entries found and deleted
  std::uint64_t disk_errors = 0;   // writes that failed (cache stays best-effort)
};

/// The disk layer alone: read and write verified entries.
class DiskStore {
 public:
  /// Also removes temporary files older than kStaleTemporaryAge that a
  /// killed writer left in dir.
  explicit DiskStore(std::filesystem::path dir, bool enabled = true);
  static constexpr std::chrono::hours kStaleTemporaryAge{1};

  [[nodiscard]] bool enabled() const { return enabled_; }
  [[nodiscard]] const std::filesystem::path& dir() const { return dir_; }
  /// "<prefix>-<key hex>.<ext>" under dir().
  [[nodiscard]] std::filesystem::path entry_path(std::string_view prefix, const CacheKey& key,
                                                 std::string_view ext) const;

  /// The payload, or nullopt on a miss. A damaged entry is deleted and counted
  /// in *rejected.
  std::optional<std::vector<char>> read(const std::filesystem::path& path, const CacheKey& key,
                                        std::uint64_t* rejected = nullptr) const;
  /// Writes atomically (temporary file + rename); false when it could not.
  bool write(const std::filesystem::path& path, const CacheKey& key,
             std::string_view payload) const;

 private:
  void remove_stale_temporaries() const;
  std::filesystem::path dir_;
  bool enabled_;
};

/// Where a kernel image came from on this request.
enum class KernelSource : std::uint8_t { compiled, memory, disk, aot };
const char* to_string(KernelSource s);

struct KernelImage {
  std::shared_ptr<const std::vector<char>> bytes;  // cubin
  KernelSource source = KernelSource::compiled;
  double ms = 0.0;  // time spent obtaining it (compile, or disk read)
  CacheKey key;
};

/// Memory + disk cache of compiled kernels (cubins), thread-safe.
class KernelCache {
 public:
  explicit KernelCache(CacheOptions options = {});

  using CompileFn = std::function<std::vector<char>()>;
  /// Memory, then disk, then compile() (and store the result in both).
  /// `name` is the instance name, used as the file prefix.
  KernelImage get_or_compile(std::string_view name, const CacheKey& key, const CompileFn& compile);

  /// Whether get_or_compile would find the kernel without compiling: in
  /// memory, or a file for it on disk (not validated here; a damaged one is
  /// still rejected, and recompiled, by get_or_compile).
  [[nodiscard]] bool contains(std::string_view name, const CacheKey& key) const;
  [[nodiscard]] CacheCounters counters() const;
  [[nodiscard]] const DiskStore& disk() const { return disk_; }
  /// Drops the memory layer (tests use it to force the disk path).
  void clear_memory();

 private:
  DiskStore disk_;
  mutable std::mutex mutex_;
  std::map<CacheKey, std::shared_ptr<const std::vector<char>>> memory_;
  CacheCounters counters_;
};

}  // namespace spgen
