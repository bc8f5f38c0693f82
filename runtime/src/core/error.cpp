#include "spgen/core/error.hpp"

namespace spgen {

Error Error::at(std::string_view where, std::uint64_t line, std::uint64_t col,
                std::string_view what) {
  std::string msg(where);
  if (line != 0) {
    msg += ':';
    msg += std::to_string(line);
    if (col != 0) {
      msg += ':';
      msg += std::to_string(col);
    }
  }
  msg += ": ";
  msg += what;
  return Error(msg);
}

}  // namespace spgen
