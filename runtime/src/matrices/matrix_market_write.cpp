// Matrix Market writer. Text is formatted with std::to_chars into a buffer
// and flushed in large blocks, to a temporary file that is renamed over the
// target only once everything has been written and closed: a reader never
// sees a partial file, and a failure leaves nothing behind.
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>

#include "spgen/core/error.hpp"
#include "spgen/matrices/matrix_market.hpp"

namespace spgen {
namespace {

class Sink {
 public:
  Sink(const std::string& path, bool gzip) : path_(path), gzip_(gzip) {
    if (gzip_) {
      // Level 6: near level 9's size at a fraction of its time.
      gz_ = gzopen(path.c_str(), "wb6");
      if (gz_ == nullptr) fail("cannot open for writing");
    } else {
      file_ = std::fopen(path.c_str(), "wb");
      if (file_ == nullptr) fail("cannot open for writing");
    }
  }
  Sink(const Sink&) = delete;
  Sink& operator=(const Sink&) = delete;
  ~Sink() {
    if (file_ != nullptr) std::fclose(file_);
    if (gz_ != nullptr) gzclose(gz_);
  }

  void write(std::string_view data) {
    if (data.empty()) return;
    if (gzip_) {
      // gzwrite takes an unsigned length: feed at most 1 GiB at a time.
      while (!data.empty()) {
        const std::size_t n = std::min<std::size_t>(data.size(), std::size_t{1} << 30);
        if (gzwrite(gz_, data.data(), static_cast<unsigned>(n)) != static_cast<int>(n)) fail("write failed");
        data.remove_prefix(n);
      }
    } else if (std::fwrite(data.data(), 1, data.size(), file_) != data.size()) {
      fail("write failed");
    }
  }

  void close() {
    if (gzip_) {
      gzFile gz = gz_;
      gz_ = nullptr;
      if (gzclose(gz) != Z_OK) fail("write failed while closing");
    } else {
      std::FILE* f = file_;
      file_ = nullptr;
      if (std::fflush(f) != 0 || ::fsync(fileno(f)) != 0) {
        const int saved = errno;
        std::fclose(f);
        errno = saved;
        fail("write failed while flushing");
      }
      if (std::fclose(f) != 0) fail("write failed while closing");
    }
  }

 private:
  [[noreturn]] void fail(const char* what) const {
    const int e = errno;
    throw Error::at(path_, 0, std::string(what) + (e != 0 ? std::string(": ") + std::strerror(e) : ""));
  }

  std::string path_;
  bool gzip_;
  std::FILE* file_ = nullptr;
  gzFile gz_ = nullptr;
};

template <SupportedValue V, SupportedIndex I>
void write_text(Sink& sink, const CsrView<V, I>& a, bool pattern) {
  constexpr std::size_t kFlushAt = std::size_t{1} << 20;
  std::string buf;
  buf.reserve(kFlushAt + 256);
  buf += "%%MatrixMarket matrix coordinate ";
  buf += pattern ? "pattern" : "real";
  buf += " general\n";
  auto put = [&buf](auto number) {
    char tmp[64];
    const auto [ptr, ec] = std::to_chars(tmp, tmp + sizeof(tmp), number);
    (void)ec;  // 64 chars hold any I or shortest-form V
    buf.append(tmp, ptr);
  };
  put(static_cast<std::int64_t>(a.nrows));
  buf += ' ';
  put(static_cast<std::int64_t>(a.ncols));
  buf += ' ';
  put(static_cast<std::uint64_t>(a.nnz()));
  buf += '\n';
  for (I r = 0; r < a.nrows; ++r) {
    for (I k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k) {
      put(static_cast<std::int64_t>(r) + 1);
      buf += ' ';
      put(static_cast<std::int64_t>(a.col_idx[k]) + 1);
      if (!pattern) {
        buf += ' ';
        put(a.values[k]);
      }
      buf += '\n';
      if (buf.size() >= kFlushAt) {
        sink.write(buf);
        buf.clear();
      }
    }
  }
  sink.write(buf);
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
void write_matrix_market(const std::filesystem::path& path, const CsrView<V, I>& a,
                         const MatrixMarketWriteOptions& options) {
  validate(a);
  const std::string target = path.string();
  const bool gzip = target.size() >= 3 && target.compare(target.size() - 3, 3, ".gz") == 0;
  const std::string tmp = target + ".tmp." + std::to_string(::getpid());
  try {
    Sink sink(tmp, gzip);
    write_text(sink, a, options.pattern);
    sink.close();
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) throw Error::at(target, 0, "cannot rename " + tmp + " to it: " + ec.message());
  } catch (...) {
    std::error_code ignored;
    std::filesystem::remove(tmp, ignored);
    throw;
  }
}

#define SPGEN_INSTANTIATE(V, I)                                                             \
  template void write_matrix_market<V, I>(const std::filesystem::path&, const CsrView<V, I>&, \
                                          const MatrixMarketWriteOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
