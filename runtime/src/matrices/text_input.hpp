// Internal: the Matrix Market reader's input, read as it is parsed. A file
// (plain, or gzip-compressed as told by its magic bytes) is read and inflated
// one block at a time, so a parser that stops at the first line showing the
// matrix cannot be read or cannot fit has not read, inflated or kept the rest.
// Not installed.
#pragma once

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace spgen::io {

/// Counts the lines of text as it passes, to name the line an error is on.
class LineCount {
 public:
  void add(const char* p, std::size_t n);
  /// The last physical line as an editor counts it (1 for empty text): the
  /// line of "found end of file", and of an error in text cut short.
  [[nodiscard]] std::uint64_t last_line() const;
  [[nodiscard]] std::uint64_t bytes() const { return bytes_; }

 private:
  std::uint64_t newlines_ = 0;
  std::uint64_t bytes_ = 0;
  char last_ = '\n';
};

/// Bytes from somewhere, a piece at a time.
class ByteSource {
 public:
  virtual ~ByteSource() = default;
  /// Up to `n` bytes (n > 0) into `dst`; 0 only at the end.
  virtual std::size_t read(char* dst, std::size_t n) = 0;
  /// Bytes of the underlying input consumed so far, and its size (0 when
  /// unknown): for progress, and for naming what trails a gzip stream.
  [[nodiscard]] virtual std::uint64_t consumed() const = 0;
  [[nodiscard]] virtual std::uint64_t size() const = 0;
};

class MemoryBytes final : public ByteSource {
 public:
  explicit MemoryBytes(std::string_view bytes) : bytes_(bytes) {}
  std::size_t read(char* dst, std::size_t n) override;
  [[nodiscard]] std::uint64_t consumed() const override { return at_; }
  [[nodiscard]] std::uint64_t size() const override { return bytes_.size(); }

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
};

/// A file opened for reading; errors name it.
class FileBytes final : public ByteSource {
 public:
  explicit FileBytes(const std::filesystem::path& path);
  ~FileBytes() override;
  FileBytes(const FileBytes&) = delete;
  FileBytes& operator=(const FileBytes&) = delete;
  std::size_t read(char* dst, std::size_t n) override;
  [[nodiscard]] std::uint64_t consumed() const override { return consumed_; }
  [[nodiscard]] std::uint64_t size() const override { return size_; }
  /// The first two bytes, which read() still returns (gzip's magic number).
  [[nodiscard]] std::string_view peek2();
  /// The last four bytes of a regular file of at least `min_size` bytes, read
  /// without moving (gzip's ISIZE); 0 otherwise.
  [[nodiscard]] std::uint32_t tail_u32(std::uint64_t min_size) const;

 private:
  std::string name_;
  std::FILE* file_ = nullptr;
  std::uint64_t size_ = 0;
  std::uint64_t consumed_ = 0;
  char peeked_[2] = {};
  std::size_t peeked_n_ = 0, peeked_at_ = 0;
};

/// The text of a matrix file in blocks of whole lines.
class LineBlocks {
 public:
  /// All of `text` as one block, not copied.
  explicit LineBlocks(std::string_view text);
  /// A file, plain or gzip, read and inflated a block at a time as next() asks.
  explicit LineBlocks(const std::filesystem::path& path);
  ~LineBlocks();
  LineBlocks(LineBlocks&&) noexcept;
  LineBlocks& operator=(LineBlocks&&) = delete;
  LineBlocks(const LineBlocks&) = delete;
  LineBlocks& operator=(const LineBlocks&) = delete;

  /// The next block: one or more whole lines, each ending in '\n' except the
  /// text's very last line; empty at the end of the text. Valid until the next call.
  std::string_view next();
  /// Fraction of the input (of the compressed bytes, for gzip) read so far.
  [[nodiscard]] double fraction() const;
  /// Text bytes handed out so far (all of the text, at the end).
  [[nodiscard]] std::uint64_t text_bytes() const { return handed_; }
  /// A guess at the text's size for reserving memory: the size itself for
  /// text in memory and plain files; for gzip, the trailer's ISIZE (the last
  /// member's size mod 2^32) or four times the compressed size, the larger.
  [[nodiscard]] std::uint64_t size_hint() const { return size_hint_; }
  /// True when size_hint() is the text's size (all but gzip).
  [[nodiscard]] bool size_is_exact() const { return gzip_ == nullptr; }
  /// Only at the end of the text: its last physical line (LineCount::last_line).
  [[nodiscard]] std::uint64_t eof_line() const { return lines_.last_line(); }

 private:
  std::string_view memory_;
  bool memory_done_ = false;
  std::unique_ptr<FileBytes> file_;
  std::unique_ptr<ByteSource> gzip_;
  ByteSource* source_ = nullptr;
  std::string name_;
  std::vector<char> buf_;
  std::size_t used_ = 0;       // bytes in buf_
  std::size_t handed_at_ = 0;  // end of the block handed out last (the carried part follows)
  bool eof_ = false;
  LineCount lines_;
  std::uint64_t handed_ = 0;
  std::uint64_t size_hint_ = 0;
};

}  // namespace spgen::io
