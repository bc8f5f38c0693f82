#include "spgen/core/params.hpp"

#include <charconv>

#include "spgen/core/error.hpp"

namespace spgen {

std::string to_string(const ParamMap& params) {
  std::string s;
  for (const auto& [name, value] : params) {
    if (!s.empty()) s += ' ';
    s += name + '=' + std::to_string(value);
  }
  return s;
}

ParamMap parse_params(std::string_view text) {
  ParamMap out;
  while (!text.empty()) {
    const auto space = text.find(' ');
    const std::string_view item = text.substr(0, space);
    text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    if (item.empty()) continue;
    const auto eq = item.find('=');
    std::int64_t value = 0;
    const char* end = item.data() + item.size();
    if (eq == 0 || eq == std::string_view::npos ||
        std::from_chars(item.data() + eq + 1, end, value).ptr != end || eq + 1 == item.size())
      throw Error("format parameters: expected name=integer, found '" + std::string(item) + "'");
    out[std::string(item.substr(0, eq))] = value;
  }
  return out;
}

}  // namespace spgen
