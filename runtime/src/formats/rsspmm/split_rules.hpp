// The decisions of RS-SpMM's split that the host conversion (row_segments.cpp)
// and the device one (cuda/row_segments_device.cu) share, so that both build
// the same arrays: the memory cap on the threshold and on the light unit
// length, how a row's light entries are cut into units, and how a panel's
// segments are cut into pieces. Internal to the rsspmm descriptor.
#pragma once

#include <cstdint>

#include "core/host_device.hpp"

namespace spgen::formats::split {

/// The most partial slots a split may take: max(2 * nrows, 16384), so the
/// partials take at most about twice Y's memory.
inline std::int64_t max_slots(std::int64_t nrows) { return 2 * nrows > 16384 ? 2 * nrows : 16384; }

/// `threshold` doubled until the heavy segments (runs of at least that many
/// entries; runs[len] counts the runs of len entries, len 1..width) take at
/// most max_slots slots. A row of several parts has one slot per segment and
/// one for its light unit, so 2 * segments bounds them.
inline std::int64_t capped_threshold(const std::int64_t* runs, std::int64_t width, std::int64_t threshold,
                                     std::int64_t slots) {
  auto segments_at = [&](std::int64_t t) {
    std::int64_t n = 0;
    for (std::int64_t len = t > 1 ? t : 1; len <= width; ++len) n += runs[len];
    return n;
  };
  std::int64_t t = threshold;
  while (t <= width && 2 * segments_at(t) > slots) t *= 2;
  return t;
}

/// `unit_len` doubled while the slots at that length (slots_at(len)) pass
/// max_slots, up to the matrix's entries.
template <typename SlotsAt>
std::int64_t capped_unit_len(std::int64_t unit_len, std::int64_t nnz, std::int64_t slots, SlotsAt slots_at) {
  while (slots_at(unit_len) > slots && unit_len < nnz) unit_len *= 2;
  return unit_len;
}

/// The units a row's `light` entries take at `unit_len` (one at least).
SPGEN_HOST_DEVICE inline std::int64_t units_of(std::int64_t light, std::int64_t unit_len) {
  const std::int64_t n = (light + unit_len - 1) / unit_len;
  return n > 1 ? n : 1;
}

/// Where unit u of `units` ends among a row's `light` entries: nearly equal units.
SPGEN_HOST_DEVICE inline std::int64_t unit_end(std::int64_t light, std::int64_t u, std::int64_t units) {
  return light * (u + 1) / units;
}

/// The partial slots a row with `units` light units and `segments` heavy
/// segments takes: one per part where it has several, none otherwise.
SPGEN_HOST_DEVICE inline std::int64_t row_slots(std::int64_t units, std::int64_t segments) {
  return units + segments > 1 ? units + segments : 0;
}

/// Cuts a panel's segments first..last-1 (entries seg_ptr[s]..seg_ptr[s+1])
/// into pieces of at most `piece_len` entries, never cutting a segment:
/// end(s) for each piece, s being one past its last segment.
template <typename I, typename End>
SPGEN_HOST_DEVICE void cut_pieces(const I* seg_ptr, std::int64_t first, std::int64_t last, std::int64_t piece_len,
                               End end) {
  std::int64_t piece_begin = first;
  for (std::int64_t s = first; s < last; ++s)
    if (static_cast<std::int64_t>(seg_ptr[s + 1] - seg_ptr[piece_begin]) > piece_len && s > piece_begin) {
      end(s);
      piece_begin = s;
    }
  if (last > piece_begin) end(last);
}

}  // namespace spgen::formats::split
