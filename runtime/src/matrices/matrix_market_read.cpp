// Matrix Market reader: the text is read (and inflated) in blocks of whole
// lines as it is parsed with std::from_chars, in one pass that also counts
// entries per row, so a file is never held in memory whole and reading stops
// at the first line that shows the matrix cannot be read or cannot fit (a
// compressed file is not inflated past it). The CSR is then built by a
// counting sort on rows, and each row is sorted by column only when it is not
// already (files written column- or row-major need no sort), with duplicates
// summed in the same sweep.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <limits>
#include <new>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "matrices/matrix_market_header.hpp"
#include "matrices/memory_limit.hpp"
#include "matrices/text_input.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/matrix_market.hpp"

namespace spgen {
namespace {

enum class Field : std::uint8_t { real, integer, pattern };
enum class Symmetry : std::uint8_t { general, symmetric, skew };

constexpr std::size_t kMaxShownChars = 40;

inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
inline bool ends_token(const char* p, const char* end) {
  return p == end || is_blank(*p) || *p == '\n';
}

/// A token as shown in a message: quoted, printable, bounded, one line.
std::string quote(std::string_view token) {
  std::string s = "'";
  const std::size_t n = std::min(token.size(), kMaxShownChars);
  for (std::size_t i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(token[i]);
    if (c >= 0x20 && c < 0x7f) {
      s += static_cast<char>(c);
    } else {
      static constexpr char kHex[] = "0123456789abcdef";
      s += "\\x";
      s += kHex[c >> 4];
      s += kHex[c & 15];
    }
  }
  if (token.size() > n) s += "...";
  s += '\'';
  return s;
}

/// "'a b c'": numbers as a message quotes them (built by appending: GCC 12
/// warns falsely, -Wrestrict, on long + chains of temporaries here).
std::string quoted(std::initializer_list<std::uint64_t> numbers) {
  std::string s(1, '\'');
  for (const std::uint64_t n : numbers) {
    if (s.size() > 1) s += ' ';
    s += std::to_string(n);
  }
  s += '\'';
  return s;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

/// A piece of the text (a line, or a block of whole lines) that knows how to
/// describe where it stands when something is wrong. Its end is the end of
/// the file only when it is the text's last piece.
class Text {
 public:
  Text(std::string_view text, std::string_view source) : text_(text), source_(source) {}

  [[nodiscard]] const char* begin() const { return text_.data(); }
  [[nodiscard]] const char* end() const { return text_.data() + text_.size(); }
  [[nodiscard]] std::string_view source() const { return source_; }

  /// The token starting at p (after blanks), or empty at end of line/file.
  static std::string_view token_at(const char* p, const char* end) {
    while (p != end && is_blank(*p)) ++p;
    const char* q = p;
    while (!ends_token(q, end)) ++q;
    return {p, static_cast<std::size_t>(q - p)};
  }

  /// "'tok'", "end of line" or "end of file" for the token at p.
  std::string describe(const char* p) const {
    while (p != end() && is_blank(*p)) ++p;
    if (p == end()) return "end of file";
    if (*p == '\n') return "end of line";
    return quote(token_at(p, end()));
  }

  [[noreturn]] void fail(std::uint64_t line, std::string_view expected, const std::string& found) const {
    throw Error::at(source_, line, std::string("expected ") + std::string(expected) + ", found " + found);
  }
  [[noreturn]] void fail_at(std::uint64_t line, const char* p, std::string_view expected) const {
    fail(line, expected, describe(p));
  }

 private:
  std::string_view text_;
  std::string_view source_;
};

struct Header {
  Field field = Field::real;
  Symmetry symmetry = Symmetry::general;
  std::uint64_t rows = 0, cols = 0, entries = 0;
  std::uint64_t size_line = 0;
};

const char* skip_blanks(const char* p, const char* end) {
  while (p != end && is_blank(*p)) ++p;
  return p;
}

const char* line_end(const char* p, const char* end) {
  const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
  return nl != nullptr ? static_cast<const char*>(nl) : end;
}

/// One line at a time over the blocks, for the header (and for finding an
/// entry's line again); the rest of a block is the body's.
class Lines {
 public:
  explicit Lines(io::LineBlocks& in) : in_(in) {}
  /// The next line with its '\n' (none on the text's last line); false at the end.
  bool next(std::string_view& line) {
    while (at_ == block_.size()) {
      block_ = in_.next();
      at_ = 0;
      if (block_.empty()) return false;
    }
    const char* b = block_.data() + at_;
    const char* e = line_end(b, block_.data() + block_.size());
    if (e != block_.data() + block_.size()) ++e;
    line = {b, static_cast<std::size_t>(e - b)};
    at_ += line.size();
    return true;
  }
  /// What is left of the current block.
  [[nodiscard]] std::string_view rest() const { return block_.substr(at_); }

 private:
  io::LineBlocks& in_;
  std::string_view block_;
  std::size_t at_ = 0;
};

template <SupportedIndex I>
Header parse_header(Lines& lines, const io::LineBlocks& in, std::string_view source) {
  Header h;
  constexpr std::string_view kBannerForm = "banner '%%MatrixMarket matrix coordinate <field> <symmetry>'";
  std::string_view l;
  if (!lines.next(l)) Text(l, source).fail(1, kBannerForm, "end of file");

  // Banner: five blank-separated words on line 1; keywords are case-insensitive.
  {
    const Text t(l, source);
    const char* eol = line_end(t.begin(), t.end());
    const char* q = skip_blanks(t.begin(), eol);
    std::string_view words[6];
    const char* word_pos[6] = {};
    int nwords = 0;
    while (q != eol && nwords < 6) {
      const std::string_view w = Text::token_at(q, eol);
      word_pos[nwords] = q;
      words[nwords++] = w;
      q = skip_blanks(w.data() + w.size(), eol);
    }
    if (nwords == 0 || lower(words[0]) != "%%matrixmarket")
      t.fail_at(1, nwords == 0 ? q : word_pos[0], kBannerForm);
    if (nwords < 2 || lower(words[1]) != "matrix")
      t.fail(1, "object 'matrix' after '%%MatrixMarket'", nwords < 2 ? "end of line" : quote(words[1]));
    if (nwords < 3) t.fail(1, "format 'coordinate'", "end of line");
    const std::string format = lower(words[2]);
    if (format == "array")
      t.fail(1, "format 'coordinate'", quote(words[2]) + " (dense array files are not supported)");
    if (format != "coordinate") t.fail(1, "format 'coordinate'", quote(words[2]));
    if (nwords < 4) t.fail(1, "field 'real', 'integer' or 'pattern'", "end of line");
    const std::string field = lower(words[3]);
    if (field == "real") h.field = Field::real;
    else if (field == "integer") h.field = Field::integer;
    else if (field == "pattern") h.field = Field::pattern;
    else if (field == "complex")
      t.fail(1, "field 'real', 'integer' or 'pattern'",
             quote(words[3]) + " (complex matrices are not supported)");
    else t.fail(1, "field 'real', 'integer' or 'pattern'", quote(words[3]));
    if (nwords < 5) t.fail(1, "symmetry 'general', 'symmetric' or 'skew-symmetric'", "end of line");
    const std::string symmetry = lower(words[4]);
    if (symmetry == "general") h.symmetry = Symmetry::general;
    else if (symmetry == "symmetric") h.symmetry = Symmetry::symmetric;
    else if (symmetry == "skew-symmetric") h.symmetry = Symmetry::skew;
    else if (symmetry == "hermitian")
      t.fail(1, "symmetry 'general', 'symmetric' or 'skew-symmetric'",
             quote(words[4]) + " (hermitian matrices are not supported)");
    else t.fail(1, "symmetry 'general', 'symmetric' or 'skew-symmetric'", quote(words[4]));
    if (nwords > 5) t.fail(1, "end of banner line", quote(words[5]));
    if (h.field == Field::pattern && h.symmetry == Symmetry::skew)
      t.fail(1, "symmetry 'general' or 'symmetric' for a pattern matrix", quote(words[4]));
  }

  // Comment and blank lines, then the size line "rows cols entries".
  std::uint64_t line = 1;
  const char* q = nullptr;
  const char* eol = nullptr;
  for (;;) {
    if (!lines.next(l))
      Text({}, source).fail(in.eof_line(), "size line '<rows> <cols> <entries>'", "end of file");
    ++line;
    eol = line_end(l.data(), l.data() + l.size());
    q = skip_blanks(l.data(), eol);
    if (q != eol && *q != '%') break;
  }
  const Text t(l, source);
  h.size_line = line;
  const char* names[3] = {"row count", "column count", "entry count"};
  const char* articles[3] = {"a ", "a ", "an "};
  std::uint64_t* targets[3] = {&h.rows, &h.cols, &h.entries};
  for (int k = 0; k < 3; ++k) {
    q = skip_blanks(q, eol);
    const std::string expected = std::string("a non-negative integer ") + names[k] +
                                 " in the size line '<rows> <cols> <entries>'";
    if (q == eol) t.fail(line, expected, "end of line");
    const auto [ptr, ec] = std::from_chars(q, eol, *targets[k]);
    if (ec == std::errc::result_out_of_range)
      t.fail(line, articles[k] + std::string(names[k]) + " that fits 64 bits", t.describe(q));
    if (ec != std::errc() || !ends_token(ptr, eol)) t.fail_at(line, q, expected);
    q = ptr;
  }
  q = skip_blanks(q, eol);
  if (q != eol) t.fail_at(line, q, "end of the size line after '<rows> <cols> <entries>'");

  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<I>::max());
  const std::string hint = std::string(" for ") + type_tag<I>() + " indices (use int64 indices)";
  auto fits = [&](std::uint64_t v, const char* what) {
    if (v > kMax)
      t.fail(line, std::string(what) + " of at most " + std::to_string(kMax) + hint,
             quoted({v}));
  };
  fits(h.rows, "a row count");
  fits(h.cols, "a column count");
  fits(h.entries, "an entry count");
  if (h.symmetry != Symmetry::general && h.rows != h.cols)
    t.fail(line, std::string("a square matrix for symmetry '") +
                     (h.symmetry == Symmetry::symmetric ? "symmetric" : "skew-symmetric") + "'",
           quoted({h.rows, h.cols}));
  return h;
}

/// Unsigned decimal at p (digits only, like from_chars). Indices dominate the
/// text, and this loop is markedly faster than from_chars for them; numbers of
/// 20 or more digits (possible overflow, or leading zeros) go to from_chars.
inline std::from_chars_result parse_index(const char* p, const char* end, std::uint64_t& out) {
  const char* const start = p;
  std::uint64_t v = 0;
  while (p != end) {
    const auto d = static_cast<unsigned>(static_cast<unsigned char>(*p) - '0');
    if (d > 9) break;
    v = v * 10 + d;
    ++p;
  }
  const auto digits = p - start;
  if (digits == 0) return {start, std::errc::invalid_argument};
  if (digits >= 20) return std::from_chars(start, end, out);
  out = v;
  return {p, std::errc()};
}

/// Parses a value token at p; returns the end of the number.
template <SupportedValue V>
const char* parse_real(const char* p, const char* end, V& value, bool& overflow) {
  if (*p == '+' && p + 1 != end && p[1] != '-' && p[1] != '+') ++p;
  auto [ptr, ec] = std::from_chars(p, end, value);
  if (ec == std::errc::result_out_of_range) {
    // from_chars reports underflow and overflow alike; only overflow is an
    // error (a tiny value rounds to a subnormal or zero, as strtod does).
    // Re-read in the wider long double, still locale-independent, to tell them apart.
    long double wide = 0;
    const auto [wide_end, wide_ec] = std::from_chars(p, ptr, wide);
    if (wide_ec == std::errc() && wide_end == ptr) {
      if (std::fabs(wide) > static_cast<long double>(std::numeric_limits<V>::max())) overflow = true;
      else value = static_cast<V>(wide);
    } else {
      // Beyond even long double: the sign of the exponent decides.
      const std::string_view token(p, static_cast<std::size_t>(ptr - p));
      const std::size_t e = token.find_first_of("eE");
      const bool tiny = e != std::string_view::npos && e + 1 < token.size() && token[e + 1] == '-';
      if (tiny) value = token.front() == '-' ? -V(0) : V(0);
      else overflow = true;
    }
    return ptr;
  }
  if (ec != std::errc()) return nullptr;
  return ptr;
}

// The line of the k-th entry (0-based) of an already validated text, read again.
std::uint64_t entry_line(io::LineBlocks again, const Header& h, std::uint64_t k) {
  Lines lines(again);
  std::string_view l;
  std::uint64_t line = 0;
  std::uint64_t n = 0;
  while (lines.next(l)) {
    if (++line <= h.size_line) continue;
    const char* p = skip_blanks(l.data(), l.data() + l.size());
    if (p == l.data() + l.size() || *p == '\n' || *p == '%') continue;
    if (n++ == k) return line;
  }
  return line;
}

// A symmetric file stores each off-diagonal pair once; one that stores both
// (i, j) and (j, i) would have both expanded and summed, doubling the value.
// Rejected at the later of the two entries. Only files with entries on both
// sides of the diagonal can hold such a pair, so the sort is paid only there.
template <SupportedIndex I>
void reject_mirrored_entries(std::string_view source, const Header& h, const std::vector<I>& rows,
                             const std::vector<I>& cols, const std::function<io::LineBlocks()>& reopen) {
  bool lower = false, upper = false;
  for (std::size_t k = 0; k < rows.size() && !(lower && upper); ++k) {
    lower |= rows[k] > cols[k];
    upper |= rows[k] < cols[k];
  }
  if (!(lower && upper)) return;
  std::vector<std::size_t> order;
  for (std::size_t k = 0; k < rows.size(); ++k)
    if (rows[k] != cols[k]) order.push_back(k);
  auto key = [&](std::size_t k) {
    return std::pair(std::min(rows[k], cols[k]), std::max(rows[k], cols[k]));
  };
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return key(x) < key(y); });
  // Within a group of equal pairs (in file order), the first entry on the other
  // side of the diagonal from the group's first is a mirror; report the earliest.
  std::size_t worst = rows.size();
  for (std::size_t g = 0; g < order.size();) {
    std::size_t e = g + 1;
    while (e < order.size() && key(order[e]) == key(order[g])) ++e;
    const bool first_lower = rows[order[g]] > cols[order[g]];
    for (std::size_t k = g + 1; k < e; ++k)
      if ((rows[order[k]] > cols[order[k]]) != first_lower) {
        worst = std::min(worst, order[k]);
        break;
      }
    g = e;
  }
  if (worst == rows.size()) return;
  const auto r = static_cast<std::uint64_t>(rows[worst]) + 1;
  const auto c = static_cast<std::uint64_t>(cols[worst]) + 1;
  Text({}, source).fail(entry_line(reopen(), h, worst), "each off-diagonal pair once in a symmetric file",
         quoted({r, c}) + ", the mirror of an earlier " + quoted({c, r}));
}

/// `text` read again from the start, for an error found after reading it all.
using Reopen = std::function<io::LineBlocks()>;

template <SupportedValue V, SupportedIndex I>
Csr<V, I> parse(io::LineBlocks& in, const Reopen& reopen, std::string_view source, MatrixMarketInfo* info,
                const ProgressFn& progress) {
  Lines header_lines(in);
  const Header h = parse_header<I>(header_lines, in, source);
  const std::string declared = quoted({h.rows, h.cols, h.entries});

  using Count = std::make_unsigned_t<I>;
  const bool symmetric = h.symmetry != Symmetry::general;
  const bool skew = h.symmetry == Symmetry::skew;
  const bool pattern = h.field == Field::pattern;

  // Before allocating or reading further: what the declared sizes need must
  // fit in memory. An entry takes at least 4 bytes of text ("1 1\n"), so where
  // the text's size is known it bounds the entries too (a file declaring more
  // than it holds fails at its end); a compressed text's size is not known
  // before inflating it, so there the declared count is taken at its word.
  const std::uint64_t entries = std::min(h.entries, in.size_hint() / 4 + 1);
  {
    const std::uint64_t n = in.size_is_exact() ? entries : h.entries;
    const long double need =
        2.0L * (static_cast<long double>(h.rows) + 1) * sizeof(I) +
        static_cast<long double>(n) * (3 * sizeof(I) + (pattern ? 0 : sizeof(V)) + sizeof(V));
    const std::uint64_t limit = io::memory_limit_bytes();
    if (need > static_cast<long double>(limit))
      Text({}, source).fail(h.size_line,
                            "sizes whose arrays fit in memory (" +
                                io::gib(need) + " needed, " + io::gib(static_cast<long double>(limit)) +
                                " available)",
                            declared);
  }

  std::vector<Count> counts;
  std::vector<I> rows, cols;
  std::vector<V> vals;
  try {
    counts.assign(static_cast<std::size_t>(h.rows) + 1, 0);
    // Never trust the declared count for memory beyond what the text can hold.
    const auto reserve = static_cast<std::size_t>(entries);
    rows.reserve(reserve);
    cols.reserve(reserve);
    if (!pattern) vals.reserve(reserve);
  } catch (const std::bad_alloc&) {
    Text({}, source).fail(h.size_line, "dimensions that fit in memory", declared);
  }

  std::uint64_t line = h.size_line;
  std::uint64_t stored = 0;
  const std::string row_expected = "a row index in [1, " + std::to_string(h.rows) + "]";
  const std::string col_expected = "a column index in [1, " + std::to_string(h.cols) + "]";
  const char* value_expected = h.field == Field::integer ? "an integer value" : "a real value";

  std::string_view block = header_lines.rest();
  if (block.empty()) block = in.next();
  for (; !block.empty(); block = in.next()) {
    const Text t(block, source);
    const char* p = t.begin();
    const char* const end = t.end();
    // p sits at the start of a line.
    while (p != end) {
      ++line;
      p = skip_blanks(p, end);
      if (p == end) break;
      if (*p == '\n') {  // blank line
        ++p;
        continue;
      }
      if (*p == '%') {  // comment line
        p = line_end(p, end);
        if (p != end) ++p;
        continue;
      }
      if (stored == h.entries)
        t.fail_at(line, p, "end of file after the " + std::to_string(h.entries) +
                               " entries declared on line " + std::to_string(h.size_line));

      std::uint64_t r = 0, c = 0;
      const char* tok = p;
      auto [pr, ecr] = parse_index(p, end, r);
      if (ecr != std::errc() || !ends_token(pr, end) || r == 0 || r > h.rows)
        t.fail_at(line, tok, row_expected);
      p = skip_blanks(pr, end);
      tok = p;
      auto [pc, ecc] = parse_index(p, end, c);
      if (ecc != std::errc() || !ends_token(pc, end) || c == 0 || c > h.cols)
        t.fail_at(line, tok, col_expected);
      p = skip_blanks(pc, end);

      V v = V(1);
      if (!pattern) {
        tok = p;
        if (p == end || *p == '\n') t.fail_at(line, tok, value_expected);
        if (h.field == Field::integer) {
          std::int64_t iv = 0;
          const char* q = p;
          if (*q == '+' && q + 1 != end && q[1] != '-' && q[1] != '+') ++q;
          auto [pv, ecv] = std::from_chars(q, end, iv);
          if (ecv == std::errc::result_out_of_range)
            t.fail_at(line, tok, "an integer value that fits 64 bits");
          if (ecv != std::errc() || !ends_token(pv, end)) t.fail_at(line, tok, value_expected);
          v = static_cast<V>(iv);
          p = pv;
        } else {
          bool overflow = false;
          const char* pv = parse_real(p, end, v, overflow);
          if (overflow)
            t.fail_at(line, tok, std::string("a real value within the range of ") +
                                     (std::is_same_v<V, float> ? "float" : "double") +
                                     " (the value overflows)");
          if (pv == nullptr || !ends_token(pv, end)) t.fail_at(line, tok, value_expected);
          // "nan" and "inf" parse, but a matrix holding them makes every
          // product that touches their rows NaN: refuse them at their line.
          if (!std::isfinite(v)) t.fail_at(line, tok, "a finite real value");
          p = pv;
        }
        p = skip_blanks(p, end);
      }
      if (p != end && *p != '\n')
        t.fail_at(line, p, std::string("end of line after the entry '<row> <col>") +
                               (pattern ? "'" : " <value>'"));
      if (skew && r == c)
        t.fail(line, "an entry off the diagonal (skew-symmetric files store no diagonal)",
               quoted({r, c}));

      rows.push_back(static_cast<I>(r - 1));
      cols.push_back(static_cast<I>(c - 1));
      if (!pattern) vals.push_back(v);
      ++counts[r];
      if (symmetric && r != c) ++counts[c];
      ++stored;
      if (p != end) ++p;
    }
    // Reading is most of the time; building the CSR the rest.
    if (progress) progress(0.9 * in.fraction());
  }
  if (stored < h.entries)
    Text({}, source).fail(in.eof_line(),
                          std::to_string(h.entries) + " entries as declared on line " + std::to_string(h.size_line),
                          "end of file after " + std::to_string(stored));
  if (symmetric) reject_mirrored_entries(source, h, rows, cols, reopen);

  // Expanded count before merging duplicates: every intermediate offset must
  // fit I too. Counts cannot wrap: stored <= max(I), so the total is below 2^(bits).
  std::uint64_t total = 0;
  for (std::size_t i = 1; i < counts.size(); ++i) total += counts[i];
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<I>::max());
  if (total > kMax)
    Text({}, source).fail(h.size_line,
           std::string("at most ") + std::to_string(kMax) + " nonzeros after symmetric expansion for " +
               type_tag<I>() + " indices (use int64 indices)",
           quoted({total}));

  Csr<V, I> a;
  a.nrows = static_cast<I>(h.rows);
  a.ncols = static_cast<I>(h.cols);
  a.row_ptr.resize(counts.size());
  a.row_ptr[0] = 0;
  for (std::size_t i = 1; i < counts.size(); ++i)
    a.row_ptr[i] = static_cast<I>(static_cast<Count>(a.row_ptr[i - 1]) + counts[i]);
  std::vector<Count>().swap(counts);

  a.col_idx.resize(static_cast<std::size_t>(total));
  a.values.resize(static_cast<std::size_t>(total));
  {
    std::vector<I> next(a.row_ptr.begin(), a.row_ptr.end() - 1);
    for (std::size_t k = 0; k < rows.size(); ++k) {
      const I r = rows[k];
      const I c = cols[k];
      const V v = pattern ? V(1) : vals[k];
      const I at = next[static_cast<std::size_t>(r)]++;
      a.col_idx[static_cast<std::size_t>(at)] = c;
      a.values[static_cast<std::size_t>(at)] = v;
      if (symmetric && r != c) {
        const I m = next[static_cast<std::size_t>(c)]++;
        a.col_idx[static_cast<std::size_t>(m)] = r;
        a.values[static_cast<std::size_t>(m)] = skew ? -v : v;
      }
    }
  }
  std::vector<I>().swap(rows);
  std::vector<I>().swap(cols);
  std::vector<V>().swap(vals);

  // Sort each row by column where needed and merge duplicates, compacting in place.
  std::uint64_t duplicates = 0;
  std::vector<std::pair<I, V>> scratch;
  std::size_t w = 0;
  for (std::size_t r = 0; r < static_cast<std::size_t>(h.rows); ++r) {
    const auto b = static_cast<std::size_t>(a.row_ptr[r]);
    const auto e = static_cast<std::size_t>(a.row_ptr[r + 1]);
    bool increasing = true;
    bool sorted = true;
    for (std::size_t k = b + 1; k < e; ++k) {
      if (a.col_idx[k] <= a.col_idx[k - 1]) {
        increasing = false;
        if (a.col_idx[k] < a.col_idx[k - 1]) {
          sorted = false;
          break;
        }
      }
    }
    a.row_ptr[r] = static_cast<I>(w);
    if (increasing) {
      if (w != b) {
        std::copy(a.col_idx.begin() + static_cast<std::ptrdiff_t>(b), a.col_idx.begin() + static_cast<std::ptrdiff_t>(e),
                  a.col_idx.begin() + static_cast<std::ptrdiff_t>(w));
        std::copy(a.values.begin() + static_cast<std::ptrdiff_t>(b), a.values.begin() + static_cast<std::ptrdiff_t>(e),
                  a.values.begin() + static_cast<std::ptrdiff_t>(w));
      }
      w += e - b;
      continue;
    }
    if (!sorted) {
      // Stable, so duplicates are summed in file order.
      scratch.clear();
      for (std::size_t k = b; k < e; ++k) scratch.emplace_back(a.col_idx[k], a.values[k]);
      std::stable_sort(scratch.begin(), scratch.end(),
                       [](const auto& x, const auto& y) { return x.first < y.first; });
      for (std::size_t k = b; k < e; ++k) {
        a.col_idx[k] = scratch[k - b].first;
        a.values[k] = scratch[k - b].second;
      }
    }
    for (std::size_t k = b; k < e; ++k) {
      if (w > static_cast<std::size_t>(a.row_ptr[r]) && a.col_idx[w - 1] == a.col_idx[k]) {
        // A pattern entry has no value to add: it stays 1.
        if (!pattern) a.values[w - 1] += a.values[k];
        ++duplicates;
      } else {
        a.col_idx[w] = a.col_idx[k];
        a.values[w] = a.values[k];
        ++w;
      }
    }
  }
  a.row_ptr[static_cast<std::size_t>(h.rows)] = static_cast<I>(w);
  if (w != a.col_idx.size()) {
    a.col_idx.resize(w);
    a.values.resize(w);
    a.col_idx.shrink_to_fit();
    a.values.shrink_to_fit();
  }

  if (info != nullptr) {
    static constexpr const char* kFields[] = {"real", "integer", "pattern"};
    static constexpr const char* kSymmetries[] = {"general", "symmetric", "skew-symmetric"};
    info->field = kFields[static_cast<int>(h.field)];
    info->symmetry = kSymmetries[static_cast<int>(h.symmetry)];
    info->declared_rows = h.rows;
    info->declared_cols = h.cols;
    info->declared_entries = h.entries;
    info->duplicates_summed = duplicates;
    info->text_bytes = in.text_bytes();
  }
  if (progress) progress(1.0);
  return a;
}

// Out of memory is an answer about this input on this machine, not a bug:
// report it like any other problem with the file.
[[noreturn]] void out_of_memory(std::string_view source) {
  throw Error::at(source, 0, "out of memory while reading the matrix");
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
Csr<V, I> parse_matrix_market(std::string_view text, std::string_view source_name,
                              MatrixMarketInfo* info) {
  try {
    io::LineBlocks in(text);
    return parse<V, I>(in, [text] { return io::LineBlocks(text); }, source_name, info, {});
  } catch (const std::bad_alloc&) {
    out_of_memory(source_name);
  }
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> read_matrix_market(const std::filesystem::path& path, MatrixMarketInfo* info,
                             const ProgressFn& progress) {
  const std::string name = path.string();
  try {
    io::LineBlocks in(path);
    return parse<V, I>(in, [&path] { return io::LineBlocks(path); }, name, info, progress);
  } catch (const std::bad_alloc&) {
    out_of_memory(name);
  }
}

namespace io {

MatrixMarketSize read_matrix_market_size(const std::filesystem::path& path) {
  const std::string name = path.string();
  try {
    LineBlocks in(path);
    Lines lines(in);
    const Header h = parse_header<std::int64_t>(lines, in, name);
    return {h.rows, h.cols, h.entries, h.symmetry != Symmetry::general};
  } catch (const std::bad_alloc&) {
    out_of_memory(name);
  }
}

}  // namespace io

#define SPGEN_INSTANTIATE(V, I)                                                                        \
  template Csr<V, I> read_matrix_market<V, I>(const std::filesystem::path&, MatrixMarketInfo*,         \
                                              const ProgressFn&);                                      \
  template Csr<V, I> parse_matrix_market<V, I>(std::string_view, std::string_view, MatrixMarketInfo*);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
