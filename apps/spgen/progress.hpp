// Progress of long work for a person at a terminal: one line on stderr,
// redrawn in place ("loading rmat:22:16  42%") and cleared at the end. None
// when stderr is not a terminal (a pipe, a log, CI) or the command was asked
// for quiet or machine output (--quiet, --json). Header-only: every verb and
// the CLI's other builds take it as it is.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <memory>
#include <string>

#include "spgen/matrices/progress.hpp"

namespace spgen::cli {

/// A ProgressFn that draws "<label>  NN%" on stderr; empty (nothing drawn,
/// nothing paid) when `quiet` or stderr is not a terminal.
inline ProgressFn terminal_progress(std::string label, bool quiet) {
  if (quiet || ::isatty(::fileno(stderr)) == 0) return {};
  auto shown = std::make_shared<int>(-1);
  return [label = std::move(label), shown](double f) {
    const int percent = static_cast<int>(f * 100.0);
    if (percent == *shown) return;
    *shown = percent;
    if (f >= 1.0)
      std::fputs("\r\033[K", stderr);
    else
      std::fprintf(stderr, "\r\033[K%s  %d%%", label.c_str(), percent);
    std::fflush(stderr);
  };
}

}  // namespace spgen::cli
