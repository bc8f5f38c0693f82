// spgen::Error — the one exception type the library throws.
//
// Every error carries enough context for a user to act on it: the file, the
// line (and column where known) and what was expected. The message is a
// single line so the CLI can print it as is.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace spgen {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}

  /// "where:line:col: what" — col 0 means unknown; line 0 means no line.
  static Error at(std::string_view where, std::uint64_t line, std::uint64_t col,
                  std::string_view what);
  static Error at(std::string_view where, std::uint64_t line, std::string_view what) {
    return at(where, line, 0, what);
  }
};

/// The matrix cannot be stored in this format or instance (its padded
/// entries or work items overflow the index type, say): the instance does not
/// apply, nothing failed. `spgen bench` reports such rows as skipped.
class NotApplicable : public Error {
 public:
  using Error::Error;
};

}  // namespace spgen
