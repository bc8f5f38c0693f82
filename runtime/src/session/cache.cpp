#include "spgen/session/cache.hpp"

#define XXH_INLINE_ALL
#include <xxhash.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <system_error>
#include <thread>

#include "spgen/core/error.hpp"
#include "core/elapsed.hpp"

namespace spgen {

namespace {

constexpr char kMagic[8] = {'S', 'P', 'G', 'E', 'N', 'C', 'C', '1'};
constexpr std::uint32_t kFormatVersion = 1;

// Fixed-size, explicitly laid out so a file written by one build reads in
// another of the same format version.
struct EntryHeader {
  char magic[8];
  std::uint32_t format_version;
  std::uint32_t reserved;
  std::uint64_t key_high;
  std::uint64_t key_low;
  std::uint64_t payload_size;
  std::uint64_t payload_hash;
};
static_assert(sizeof(EntryHeader) == 48);

std::string env_or_empty(const char* name) {
  const char* v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

using detail::ms_since;

}  // namespace

std::string CacheKey::hex() const {
  char buf[33];
  std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(high),
                static_cast<unsigned long long>(low));
  return buf;
}

CacheKeyBuilder& CacheKeyBuilder::add(std::string_view field) {
  const std::uint64_t n = field.size();
  bytes_.append(reinterpret_cast<const char*>(&n), sizeof n);
  bytes_.append(field);
  return *this;
}

CacheKeyBuilder& CacheKeyBuilder::add(std::int64_t field) {
  return add(std::string_view(std::to_string(field)));
}

CacheKey CacheKeyBuilder::key() const {
  const XXH128_hash_t h = XXH3_128bits(bytes_.data(), bytes_.size());
  return {h.high64, h.low64};
}

CacheKey kernel_cache_key(const KernelKeyInputs& in) {
  CacheKeyBuilder b;
  b.add("spgen-kernel").add(in.source).add(static_cast<std::int64_t>(in.options.size()));
  for (const auto& o : in.options) b.add(o);
  b.add(static_cast<std::int64_t>(in.arch)).add(in.nvrtc_version).add(in.library_version);
  return b.key();
}

std::filesystem::path default_cache_dir() {
  if (auto d = env_or_empty("SPGEN_CACHE_DIR"); !d.empty()) return d;
  if (auto d = env_or_empty("XDG_CACHE_HOME"); !d.empty()) return std::filesystem::path(d) / "spgen";
  if (auto d = env_or_empty("HOME"); !d.empty()) return std::filesystem::path(d) / ".cache" / "spgen";
  return std::filesystem::temp_directory_path() / "spgen-cache";
}

bool disk_cache_disabled_by_env() {
  const std::string v = env_or_empty("SPGEN_DISABLE_DISK_CACHE");
  return !v.empty() && v != "0";
}

DiskStore::DiskStore(std::filesystem::path dir, bool enabled)
    : dir_(std::move(dir)), enabled_(enabled) {
  if (enabled_) remove_stale_temporaries();
}

void DiskStore::remove_stale_temporaries() const {
  // A writer killed between fopen and rename leaves "<entry>.tmp.<pid>...".
  // A live write lasts milliseconds, so anything an hour old is an orphan.
  const auto cutoff = std::filesystem::file_time_type::clock::now() - kStaleTemporaryAge;
  std::error_code ec;
  for (auto it = std::filesystem::directory_iterator(dir_, ec);
       !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
    if (it->path().filename().string().find(".tmp.") == std::string::npos) continue;
    std::error_code entry_ec;
    const auto written = it->last_write_time(entry_ec);
    if (!entry_ec && written < cutoff) std::filesystem::remove(it->path(), entry_ec);
  }
}

std::filesystem::path DiskStore::entry_path(std::string_view prefix, const CacheKey& key,
                                            std::string_view ext) const {
  std::string name(prefix);
  name += '-';
  name += key.hex();
  name += '.';
  name += ext;
  return dir_ / name;
}

std::optional<std::vector<char>> DiskStore::read(const std::filesystem::path& path,
                                                 const CacheKey& key,
                                                 std::uint64_t* rejected) const {
  if (!enabled_) return std::nullopt;
  // O_NONBLOCK: opening a FIFO planted at an entry's path must not wait for a
  // writer; anything but a regular file is a damaged entry.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return std::nullopt;  // plain miss
  struct stat st {};
  const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  std::FILE* f = regular ? ::fdopen(fd, "rb") : nullptr;
  if (!f) ::close(fd);
  bool ok = false;
  std::vector<char> payload;
  EntryHeader h{};
  // The size field is checked against the file's actual size before anything
  // is allocated: a damaged field must not cost gigabytes of zero-fill.
  if (f && std::fread(&h, sizeof h, 1, f) == 1 &&
      std::memcmp(h.magic, kMagic, sizeof kMagic) == 0 && h.format_version == kFormatVersion &&
      h.key_high == key.high && h.key_low == key.low && h.payload_size < (std::uint64_t{1} << 32) &&
      static_cast<std::uint64_t>(st.st_size) >= sizeof h &&
      h.payload_size == static_cast<std::uint64_t>(st.st_size) - sizeof h) {
    payload.resize(h.payload_size);
    char extra = 0;
    ok = (payload.empty() || std::fread(payload.data(), 1, payload.size(), f) == payload.size()) &&
         std::fread(&extra, 1, 1, f) == 0 &&  // trailing bytes mean a damaged entry too
         XXH3_64bits(payload.data(), payload.size()) == h.payload_hash;
  }
  if (f) std::fclose(f);
  if (!ok) {
    // Damaged: remove it so the rebuilt entry replaces it. A concurrent writer
    // may rename a good entry in between; losing it only costs a rebuild.
    std::error_code ec;
    std::filesystem::remove(path, ec);
    if (rejected) ++*rejected;
    return std::nullopt;
  }
  return payload;
}

bool DiskStore::write(const std::filesystem::path& path, const CacheKey& key,
                      std::string_view payload) const {
  if (!enabled_) return false;
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  // Unique per process, thread and call: pid + thread hash + counter.
  static std::atomic<std::uint64_t> counter{0};
  const std::string tmp_name =
      path.filename().string() + ".tmp." + std::to_string(::getpid()) + "." +
      std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id()) % 1000000007ULL) +
      "." + std::to_string(counter.fetch_add(1));
  const std::filesystem::path tmp = path.parent_path() / tmp_name;

  EntryHeader h{};
  std::memcpy(h.magic, kMagic, sizeof kMagic);
  h.format_version = kFormatVersion;
  h.key_high = key.high;
  h.key_low = key.low;
  h.payload_size = payload.size();
  h.payload_hash = XXH3_64bits(payload.data(), payload.size());

  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return false;
  // An empty payload's data() may be null, which fwrite must not be given (UBSan).
  bool ok = std::fwrite(&h, sizeof h, 1, f) == 1 &&
            (payload.empty() || std::fwrite(payload.data(), 1, payload.size(), f) == payload.size());
  ok = (std::fclose(f) == 0) && ok;
  if (ok) {
    std::filesystem::rename(tmp, path, ec);
    ok = !ec;
  }
  if (!ok) std::filesystem::remove(tmp, ec);
  return ok;
}

const char* to_string(KernelSource s) {
  switch (s) {
    case KernelSource::compiled: return "compiled";
    case KernelSource::memory: return "memory-cache";
    case KernelSource::disk: return "disk-cache";
    case KernelSource::aot: return "aot";
  }
  return "?";
}

KernelCache::KernelCache(CacheOptions options) : disk_(std::move(options.dir), options.disk) {}

KernelImage KernelCache::get_or_compile(std::string_view name, const CacheKey& key,
                                        const CompileFn& compile) {
  const auto t0 = std::chrono::steady_clock::now();
  // One lock for the whole lookup: concurrent requests for the same kernel in
  // one process compile it once; other processes are handled by the disk layer.
  std::lock_guard lock(mutex_);
  if (auto it = memory_.find(key); it != memory_.end()) {
    ++counters_.memory_hits;
    return {it->second, KernelSource::memory, ms_since(t0), key};
  }
  const auto path = disk_.entry_path(name, key, "cubin");
  if (auto bytes = disk_.read(path, key, &counters_.disk_rejected)) {
    ++counters_.disk_hits;
    auto shared = std::make_shared<const std::vector<char>>(std::move(*bytes));
    memory_.emplace(key, shared);
    return {shared, KernelSource::disk, ms_since(t0), key};
  }
  auto shared = std::make_shared<const std::vector<char>>(compile());
  ++counters_.compiles;
  const double ms = ms_since(t0);
  memory_.emplace(key, shared);
  if (disk_.enabled()) {
    if (disk_.write(path, key, std::string_view(shared->data(), shared->size())))
      ++counters_.disk_writes;
    else
      ++counters_.disk_errors;
  }
  return {shared, KernelSource::compiled, ms, key};
}

bool KernelCache::contains(std::string_view name, const CacheKey& key) const {
  {
    std::lock_guard lock(mutex_);
    if (memory_.count(key) != 0) return true;
  }
  std::error_code ec;
  return disk_.enabled() && std::filesystem::is_regular_file(disk_.entry_path(name, key, "cubin"), ec);
}

CacheCounters KernelCache::counters() const {
  std::lock_guard lock(mutex_);
  return counters_;
}

void KernelCache::clear_memory() {
  std::lock_guard lock(mutex_);
  memory_.clear();
}

}  // namespace spgen
