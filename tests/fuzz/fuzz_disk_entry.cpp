// libFuzzer target for the disk cache's entry reader (DiskStore::read, used by
// the kernel and plan caches). The first byte picks how the rest is used:
//   even: the rest is an entry file as found on disk (the seeds are real
//         entries, so mutations reach every header check);
//   odd:  byte 1 picks a damage and bytes 2-4 its offset and mask; the rest is a
//         payload that DiskStore::write stores before the damage is done.
// A finding is any crash or sanitizer report, an exception, a hit whose file
// is not exactly what DiskStore::write makes of the payload it returned, a
// miss that leaves the entry behind or is not counted as rejected (damaged
// entries are deleted so they get rebuilt), a damaged entry that hits, an
// intact one that misses, or a removed entry that cannot be written again.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_util.hpp"
#include "spgen/session/cache.hpp"

namespace {

namespace fs = std::filesystem;
using spgen::fuzz::fail;

const spgen::CacheKey kKey{0x0123456789abcdefULL, 0xfedcba9876543210ULL};
constexpr std::size_t kHeaderBytes = 48;
constexpr std::size_t kReserved = 12;  // header bytes 12..15: written as 0, not checked

void write_bytes(const fs::path& p, std::string_view bytes) {
  std::ofstream(p, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::string read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// What DiskStore::write makes of `payload` under `key`.
std::string entry_of(const spgen::DiskStore& store, std::string_view payload) {
  const fs::path p = store.dir() / "reference.entry";
  if (!store.write(p, kKey, payload)) fail("DiskStore::write failed in the scratch folder");
  std::string bytes = read_bytes(p);
  fs::remove(p);
  return bytes;
}

enum class Damage { none, truncate, flip, append, other_key, fifo, directory, count };

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const spgen::DiskStore store(spgen::fuzz::scratch_dir() / "entries");
  fs::create_directories(store.dir());
  const fs::path path = store.entry_path("kernel", kKey, "cubin");
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  if (in.empty()) return 0;

  // Expected: nullopt for a miss, else the payload the read must return.
  std::optional<std::string> expect;
  spgen::CacheKey read_key = kKey;
  if (in[0] % 2 == 0) {
    write_bytes(path, in.substr(1));
    const std::string file(in.substr(1));
    if (file.size() >= kHeaderBytes) {
      // A hit exactly when the file is what DiskStore::write makes of its
      // payload, whatever the reserved header bytes hold.
      std::string canonical = entry_of(store, file.substr(kHeaderBytes));
      canonical.replace(kReserved, 4, file, kReserved, 4);
      if (canonical == file) expect = file.substr(kHeaderBytes);
    }
  } else {
    if (in.size() < 5) return 0;
    const auto damage = static_cast<Damage>(static_cast<unsigned char>(in[1]) % static_cast<int>(Damage::count));
    const std::size_t offset = static_cast<unsigned char>(in[2]) | static_cast<std::size_t>(static_cast<unsigned char>(in[3])) << 8;
    const auto mask = static_cast<char>(in[4]);
    const std::string payload(in.substr(5));
    std::string file = entry_of(store, payload);
    expect = payload;
    switch (damage) {
      case Damage::none: break;
      case Damage::truncate:
        if (offset % (file.size() + 1) < file.size()) expect.reset();
        file.resize(offset % (file.size() + 1));
        break;
      case Damage::flip: {
        const std::size_t at = offset % file.size();
        file[at] = static_cast<char>(file[at] ^ mask);
        if (mask != 0 && (at < kReserved || at >= kReserved + 4)) expect.reset();
        break;
      }
      case Damage::append:
        file.append(1 + offset % 64, mask);
        expect.reset();
        break;
      case Damage::other_key:
        read_key.low ^= 1 + offset;
        expect.reset();
        break;
      case Damage::fifo:
      case Damage::directory:
        expect.reset();
        break;
      case Damage::count: break;
    }
    if (damage == Damage::fifo) {
      if (::mkfifo(path.c_str(), 0600) != 0) fail("mkfifo failed in the scratch folder");
    } else if (damage == Damage::directory) {
      fs::create_directory(path);
    } else {
      write_bytes(path, file);
    }
  }

  std::uint64_t rejected = 0;
  std::optional<std::vector<char>> got;
  try {
    got = store.read(path, read_key, &rejected);  // a FIFO must not block here
  } catch (const std::exception& e) {
    fail(std::string("DiskStore::read threw: ") + e.what());
  }
  std::error_code ec;
  const bool left = fs::exists(fs::symlink_status(path, ec));
  if (got) {
    const std::string payload(got->begin(), got->end());
    if (!expect) fail("a damaged entry was read as a hit");
    if (payload != *expect) fail("a hit returned another payload than the entry's");
    if (rejected != 0 || !left) fail("a hit was counted as rejected or deleted");
  } else {
    if (expect) fail("an intact entry was read as a miss");
    if (rejected != 1) fail("a damaged entry was not counted as rejected once");
    if (left) fail("a damaged entry was left behind (it would never be rebuilt)");
    // Replaced by the rebuilt entry, which then hits.
    if (!store.write(path, kKey, "rebuilt") || store.read(path, kKey) != std::vector<char>{'r', 'e', 'b', 'u', 'i', 'l', 't'})
      fail("the entry could not be rebuilt after a miss");
  }
  fs::remove(path, ec);
  return 0;
}
