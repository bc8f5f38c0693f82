#include "matrices/gzip.hpp"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>

#include "spgen/core/error.hpp"

namespace spgen::io {

bool is_gzip(std::string_view bytes) {
  return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
         static_cast<unsigned char>(bytes[1]) == 0x8b;
}

std::string read_file_bytes(const std::filesystem::path& path) {
  const std::string name = path.string();
  struct Closer {
    void operator()(std::FILE* f) const { std::fclose(f); }
  };
  std::unique_ptr<std::FILE, Closer> file(std::fopen(name.c_str(), "rb"));
  if (!file) throw Error::at(name, 0, std::string("cannot open for reading: ") + std::strerror(errno));
  std::string bytes;
  // The size is only a hint (the file may be a pipe or change under us); the
  // loop below reads until end of file either way.
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec) bytes.reserve(static_cast<std::size_t>(size) + 1);
  constexpr std::size_t kChunk = std::size_t{1} << 22;
  std::size_t used = 0;
  for (;;) {
    bytes.resize(used + kChunk);
    const std::size_t got = std::fread(bytes.data() + used, 1, kChunk, file.get());
    used += got;
    if (got < kChunk) break;
  }
  bytes.resize(used);
  if (std::ferror(file.get()))
    throw Error::at(name, 0, std::string("cannot read: ") + std::strerror(errno));
  return bytes;
}

std::uint64_t last_line_number(std::string_view text) {
  std::uint64_t lines = static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n'));
  if (text.empty() || text.back() != '\n') ++lines;
  return lines;
}

std::string gunzip(std::string_view compressed, std::string_view source_name) {
  std::string out;
  // ISIZE (the last 4 bytes) is the uncompressed size mod 2^32 of the last
  // member: a good first guess for single-member files under 4 GiB.
  std::size_t guess = compressed.size() * 4;
  if (compressed.size() >= 18) {
    const auto* tail = reinterpret_cast<const unsigned char*>(compressed.data() + compressed.size() - 4);
    const std::size_t isize = std::size_t{tail[0]} | std::size_t{tail[1]} << 8 |
                              std::size_t{tail[2]} << 16 | std::size_t{tail[3]} << 24;
    guess = std::max(guess, isize + 1);
  }
  // A corrupt trailer must not make us reserve absurd amounts up front.
  guess = std::min(guess, compressed.size() * 1100 + 4096);
  out.resize(guess);

  z_stream zs{};
  if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
    throw Error::at(source_name, 0, "cannot initialise zlib");
  struct End {
    z_stream* s;
    ~End() { inflateEnd(s); }
  } end_guard{&zs};

  auto fail = [&](std::size_t produced, const std::string& what) -> Error {
    return Error::at(source_name, last_line_number(std::string_view(out.data(), produced)), what);
  };

  const auto* in = reinterpret_cast<const unsigned char*>(compressed.data());
  std::size_t in_left = compressed.size();
  std::size_t produced = 0;
  constexpr std::size_t kMaxStep = std::size_t{1} << 30;  // avail_in/out are 32-bit
  for (;;) {
    if (produced == out.size()) out.resize(out.size() * 2);
    zs.next_in = const_cast<unsigned char*>(in);
    zs.avail_in = static_cast<uInt>(std::min(in_left, kMaxStep));
    zs.next_out = reinterpret_cast<unsigned char*>(out.data() + produced);
    zs.avail_out = static_cast<uInt>(std::min(out.size() - produced, kMaxStep));
    const uInt avail_in_before = zs.avail_in;
    const uInt avail_out_before = zs.avail_out;
    const int rc = inflate(&zs, Z_NO_FLUSH);
    const std::size_t consumed = avail_in_before - zs.avail_in;
    in += consumed;
    in_left -= consumed;
    produced += avail_out_before - zs.avail_out;
    if (rc == Z_STREAM_END) {
      if (in_left == 0) break;
      // Another member may follow (concatenated gzip files are valid gzip).
      if (!is_gzip(std::string_view(reinterpret_cast<const char*>(in), in_left)))
        throw fail(produced, "expected end of gzip data or another gzip member, found " +
                                 std::to_string(in_left) + " trailing bytes");
      if (inflateReset(&zs) != Z_OK) throw fail(produced, "cannot reset zlib");
      continue;
    }
    if (rc == Z_OK) continue;
    if (rc == Z_BUF_ERROR) {
      if (zs.avail_out == 0) continue;  // output full: grow and go on
      if (in_left == 0)
        throw fail(produced,
                   "expected more gzip data, found end of file (truncated gzip stream)");
      continue;
    }
    if (rc == Z_MEM_ERROR) throw fail(produced, "out of memory while decompressing gzip data");
    throw fail(produced, std::string("expected valid gzip data, found corrupt data (zlib: ") +
                             (zs.msg != nullptr ? zs.msg : "error " + std::to_string(rc)) + ")");
  }
  out.resize(produced);
  return out;
}

}  // namespace spgen::io
