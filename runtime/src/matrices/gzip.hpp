// Internal: gzip decompression for the Matrix Market reader, incremental (a
// reader that stops early has not inflated the rest) and whole-buffer (the
// fuzz target). Not installed.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "matrices/text_input.hpp"

namespace spgen::io {

/// True when `bytes` starts with the gzip magic number (1f 8b).
bool is_gzip(std::string_view bytes);

/// The decompressed bytes of one or more concatenated gzip members read from
/// `compressed`, a piece per read(). A truncated or corrupt stream throws
/// spgen::Error naming `source_name` and the last (partial) text line decoded,
/// so the user can see how far the data got.
class GzipBytes final : public ByteSource {
 public:
  GzipBytes(ByteSource& compressed, std::string source_name);
  ~GzipBytes() override;
  GzipBytes(const GzipBytes&) = delete;
  GzipBytes& operator=(const GzipBytes&) = delete;
  std::size_t read(char* dst, std::size_t n) override;
  [[nodiscard]] std::uint64_t consumed() const override { return in_.consumed(); }
  [[nodiscard]] std::uint64_t size() const override { return in_.size(); }

 private:
  struct State;
  bool refill();
  [[noreturn]] void fail(const std::string& what) const;

  ByteSource& in_;
  std::string name_;
  std::unique_ptr<State> z_;
  LineCount text_;
  bool in_eof_ = false;
  bool done_ = false;
};

/// Decompresses a whole buffer (one or more concatenated gzip members); errors
/// as GzipBytes.
std::string gunzip(std::string_view compressed, std::string_view source_name);

}  // namespace spgen::io
