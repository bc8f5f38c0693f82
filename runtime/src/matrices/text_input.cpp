#include "matrices/text_input.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "matrices/gzip.hpp"
#include "spgen/core/error.hpp"

namespace spgen::io {
namespace {

// Blocks of whole lines: large enough that per-block work vanishes, small
// enough that stopping after one costs nothing.
constexpr std::size_t kBlock = std::size_t{1} << 22;
// No Matrix Market line comes near this; a longer one is junk (or a bomb).
constexpr std::size_t kMaxLine = std::size_t{1} << 26;

}  // namespace

void LineCount::add(const char* p, std::size_t n) {
  if (n == 0) return;
  newlines_ += static_cast<std::uint64_t>(std::count(p, p + n, '\n'));
  bytes_ += n;
  last_ = p[n - 1];
}

std::uint64_t LineCount::last_line() const {
  return newlines_ + (bytes_ == 0 || last_ != '\n' ? 1 : 0);
}

std::size_t MemoryBytes::read(char* dst, std::size_t n) {
  const std::size_t k = std::min(n, bytes_.size() - at_);
  if (k > 0) std::memcpy(dst, bytes_.data() + at_, k);
  at_ += k;
  return k;
}

FileBytes::FileBytes(const std::filesystem::path& path) : name_(path.string()) {
  file_ = std::fopen(name_.c_str(), "rb");
  if (file_ == nullptr)
    throw Error::at(name_, 0, std::string("cannot open for reading: ") + std::strerror(errno));
  struct stat st {};
  if (::fstat(::fileno(file_), &st) == 0 && S_ISREG(st.st_mode))
    size_ = static_cast<std::uint64_t>(st.st_size);
}

FileBytes::~FileBytes() { std::fclose(file_); }

std::string_view FileBytes::peek2() {
  if (peeked_n_ == 0 && consumed_ == 0) {
    peeked_n_ = std::fread(peeked_, 1, sizeof peeked_, file_);
    consumed_ = peeked_n_;
  }
  return {peeked_, peeked_n_};
}

std::uint32_t FileBytes::tail_u32(std::uint64_t min_size) const {
  unsigned char b[4] = {};
  if (size_ < std::max<std::uint64_t>(min_size, 4) ||
      ::pread(::fileno(file_), b, 4, static_cast<off_t>(size_ - 4)) != 4)
    return 0;
  return std::uint32_t{b[0]} | std::uint32_t{b[1]} << 8 | std::uint32_t{b[2]} << 16 |
         std::uint32_t{b[3]} << 24;
}

std::size_t FileBytes::read(char* dst, std::size_t n) {
  std::size_t got = 0;
  while (peeked_at_ < peeked_n_ && got < n) dst[got++] = peeked_[peeked_at_++];
  if (got == n) return got;
  const std::size_t more = std::fread(dst + got, 1, n - got, file_);
  if (more < n - got && std::ferror(file_))
    throw Error::at(name_, 0, std::string("cannot read: ") + std::strerror(errno));
  consumed_ += more;
  return got + more;
}

LineBlocks::LineBlocks(std::string_view text) : memory_(text), size_hint_(text.size()) {}

LineBlocks::LineBlocks(const std::filesystem::path& path)
    : file_(std::make_unique<FileBytes>(path)), name_(path.string()) {
  if (is_gzip(file_->peek2())) {
    gzip_ = std::make_unique<GzipBytes>(*file_, name_);
    source_ = gzip_.get();
    // 18 bytes: the smallest gzip member, so the last four are its ISIZE.
    size_hint_ = std::max<std::uint64_t>(file_->tail_u32(18), file_->size() * 4);
  } else {
    source_ = file_.get();
    size_hint_ = file_->size();
  }
  buf_.resize(kBlock);
}

LineBlocks::~LineBlocks() = default;
LineBlocks::LineBlocks(LineBlocks&&) noexcept = default;

std::string_view LineBlocks::next() {
  if (source_ == nullptr) {
    if (memory_done_) return {};
    memory_done_ = true;
    lines_.add(memory_.data(), memory_.size());
    handed_ = memory_.size();
    return memory_;
  }
  // The block handed out last is done with: the partial line after it moves to the front.
  if (handed_at_ > 0) {
    std::memmove(buf_.data(), buf_.data() + handed_at_, used_ - handed_at_);
    used_ -= handed_at_;
    handed_at_ = 0;
  }
  for (;;) {
    while (!eof_ && used_ < buf_.size()) {
      const std::size_t got = source_->read(buf_.data() + used_, buf_.size() - used_);
      eof_ = got == 0;
      lines_.add(buf_.data() + used_, got);
      used_ += got;
    }
    std::size_t end = used_;
    if (!eof_) {
      const void* nl = ::memrchr(buf_.data(), '\n', used_);
      if (nl == nullptr) {
        // One line fills the buffer: grow it, up to a bound.
        if (buf_.size() >= kMaxLine)
          throw Error::at(name_, lines_.last_line(),
                          "expected a line of at most " + std::to_string(kMaxLine >> 20) +
                              " MiB, found a longer one");
        buf_.resize(buf_.size() * 2);
        continue;
      }
      end = static_cast<std::size_t>(static_cast<const char*>(nl) - buf_.data()) + 1;
    }
    handed_at_ = end;
    handed_ += end;
    return {buf_.data(), end};
  }
}

double LineBlocks::fraction() const {
  if (source_ == nullptr) return memory_done_ ? 1.0 : 0.0;
  if (eof_ && handed_at_ == used_) return 1.0;
  const std::uint64_t size = source_->size();
  return size > 0
             ? std::min(1.0, static_cast<double>(source_->consumed()) / static_cast<double>(size))
             : 0.0;
}

}  // namespace spgen::io
