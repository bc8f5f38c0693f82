// Internal: whole-file reading and gzip decompression for the Matrix Market
// reader. Not installed.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace spgen::io {

/// True when `bytes` starts with the gzip magic number (1f 8b).
bool is_gzip(std::string_view bytes);

/// Reads the whole file; throws spgen::Error naming `path` when it cannot.
std::string read_file_bytes(const std::filesystem::path& path);

/// Decompresses one or more concatenated gzip members. A truncated or corrupt
/// stream throws spgen::Error naming `source_name` and the last (partial) text
/// line that could be decoded, so the user can see how far the data got.
std::string gunzip(std::string_view compressed, std::string_view source_name);

/// Last physical line number of `text` as an editor counts it (1 for empty text).
std::uint64_t last_line_number(std::string_view text);

}  // namespace spgen::io
