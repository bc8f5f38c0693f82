#include "matrices/gzip.hpp"

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "spgen/core/error.hpp"

namespace spgen::io {
namespace {

constexpr std::size_t kInChunk = std::size_t{1} << 18;
constexpr std::size_t kMaxStep = std::size_t{1} << 30;  // avail_in/out are 32-bit

}  // namespace

bool is_gzip(std::string_view bytes) {
  return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
         static_cast<unsigned char>(bytes[1]) == 0x8b;
}

struct GzipBytes::State {
  z_stream zs{};
  std::vector<unsigned char> in = std::vector<unsigned char>(kInChunk);
};

GzipBytes::GzipBytes(ByteSource& compressed, std::string source_name)
    : in_(compressed), name_(std::move(source_name)), z_(std::make_unique<State>()) {
  if (inflateInit2(&z_->zs, 16 + MAX_WBITS) != Z_OK)
    throw Error::at(name_, 0, "cannot initialise zlib");
}

GzipBytes::~GzipBytes() { inflateEnd(&z_->zs); }

void GzipBytes::fail(const std::string& what) const {
  throw Error::at(name_, text_.last_line(), what);
}

// Moves the unread input to the front of the buffer and reads more behind it;
// false at the end of the input.
bool GzipBytes::refill() {
  z_stream& zs = z_->zs;
  std::vector<unsigned char>& buf = z_->in;
  if (in_eof_) return false;
  if (zs.avail_in > 0 && zs.next_in != buf.data())
    std::memmove(buf.data(), zs.next_in, zs.avail_in);
  const std::size_t got =
      in_.read(reinterpret_cast<char*>(buf.data()) + zs.avail_in, buf.size() - zs.avail_in);
  in_eof_ = got == 0;
  zs.next_in = buf.data();
  zs.avail_in += static_cast<uInt>(got);
  return got > 0;
}

std::size_t GzipBytes::read(char* dst, std::size_t n) {
  z_stream& zs = z_->zs;
  std::size_t produced = 0;
  while (produced == 0 && !done_) {
    if (zs.avail_in == 0) refill();
    zs.next_out = reinterpret_cast<Bytef*>(dst);
    zs.avail_out = static_cast<uInt>(std::min(n, kMaxStep));
    const uInt out_before = zs.avail_out;
    const int rc = inflate(&zs, Z_NO_FLUSH);
    produced = out_before - zs.avail_out;
    text_.add(dst, produced);
    if (rc == Z_STREAM_END) {
      // Another member may follow (concatenated gzip files are valid gzip);
      // its magic number takes two bytes.
      if (zs.avail_in < 2) refill();
      if (zs.avail_in == 0) {
        done_ = true;
        break;
      }
      if (!is_gzip(std::string_view(reinterpret_cast<const char*>(zs.next_in), zs.avail_in))) {
        const std::uint64_t rest = in_.size() > in_.consumed() ? in_.size() - in_.consumed() : 0;
        fail("expected end of gzip data or another gzip member, found " +
             std::to_string(zs.avail_in + rest) + " trailing bytes");
      }
      if (inflateReset(&zs) != Z_OK) fail("cannot reset zlib");
      continue;
    }
    if (rc == Z_OK) continue;
    if (rc == Z_BUF_ERROR) {
      // No progress without more input: read more at the top, unless there is none.
      if (zs.avail_in == 0 && in_eof_)
        fail("expected more gzip data, found end of file (truncated gzip stream)");
      continue;
    }
    if (rc == Z_MEM_ERROR) fail("out of memory while decompressing gzip data");
    fail(std::string("expected valid gzip data, found corrupt data (zlib: ") +
         (zs.msg != nullptr ? zs.msg : "error " + std::to_string(rc)) + ")");
  }
  return produced;
}

std::string gunzip(std::string_view compressed, std::string_view source_name) {
  MemoryBytes in(compressed);
  GzipBytes gz(in, std::string(source_name));
  std::string out(std::max<std::size_t>(compressed.size() * 4, 4096), '\0');
  std::size_t used = 0;
  for (;;) {
    if (used == out.size()) out.resize(out.size() * 2);
    const std::size_t got = gz.read(out.data() + used, out.size() - used);
    if (got == 0) break;
    used += got;
  }
  out.resize(used);
  return out;
}

}  // namespace spgen::io
