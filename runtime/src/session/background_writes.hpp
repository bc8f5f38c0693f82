// Cache entries written beside the caller's work.
//
// A plan's record goes to disk after its selection: an atomic write
// (temporary file, rename) of a small file took 130-210 us on the 2-core VM,
// as long as a large matrix's whole selection on the H200. One thread per
// process writes them instead, in the order posted; a reader of the same
// path waits for it, so within the process a read after a store still finds
// the entry, and a plan cache's destructor (its context's) waits for all of
// them, so its entries are on disk once the context is gone. What is queued at exit is written
// before the process ends (a killed process loses it, and, as ever, leaves no half-written entry).
#pragma once
#include <filesystem>
#include <string>

#include "spgen/session/cache.hpp"

namespace spgen::detail {

/// Starts the writer thread (once per process). A context with a disk cache
/// starts it: the first start took 0.15-0.29 ms inside a process's first
/// plan on the H200's host, as long as the write it saves.
void start_background_writer();

/// Queues store.write(path, key, payload) on the writer thread.
void write_in_background(const DiskStore& store, std::filesystem::path path, const CacheKey& key,
                         std::string payload);

/// Returns once no queued write to `path` remains.
void wait_for_background_write(const std::filesystem::path& path);

/// Returns once every queued write is done.
void wait_for_background_writes();

}  // namespace spgen::detail
