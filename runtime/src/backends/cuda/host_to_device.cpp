#include "backends/cuda/host_to_device.hpp"

#include <cuda_runtime.h>
#include <omp.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string_view>

#include "backends/cuda/cuda.hpp"

namespace spgen::detail {

namespace {

constexpr std::size_t kStagedFrom = std::size_t{32} << 20;  // smaller copies: one cudaMemcpy
constexpr std::size_t kChunk = std::size_t{16} << 20;       // one staging buffer
constexpr std::size_t kPiece = std::size_t{1} << 20;        // one thread's share of a chunk
constexpr int kBuffers = 3;

// A device's staging ring: pinned buffers, the stream that empties them, and
// an event per buffer marking its last copy. Made on first use and kept for
// the process (pinned memory is slow to allocate); never destroyed, as the
// CUDA runtime's own teardown may run first.
struct Staging {
  std::mutex mutex;
  void* buffer[kBuffers] = {};
  cudaEvent_t copied[kBuffers] = {};
  cudaStream_t stream = nullptr;
};

Staging& staging_for(int device) {
  static auto* lock = new std::mutex;
  static auto* rings = new std::map<int, Staging*>;
  std::lock_guard guard(*lock);
  Staging*& s = (*rings)[device];
  if (!s) {
    auto fresh = std::make_unique<Staging>();
    try {
      for (int b = 0; b < kBuffers; ++b) {
        cuda::check(cudaHostAlloc(&fresh->buffer[b], kChunk, cudaHostAllocPortable), "cudaHostAlloc (staging)");
        cuda::check(cudaEventCreateWithFlags(&fresh->copied[b], cudaEventDisableTiming), "cudaEventCreate (staging)");
      }
      // A blocking stream: ordered with the legacy default stream, like cudaMemcpy.
      cuda::check(cudaStreamCreate(&fresh->stream), "cudaStreamCreate (staging)");
    } catch (...) {  // what was made before the failure
      for (int b = 0; b < kBuffers; ++b) {
        if (fresh->buffer[b]) cudaFreeHost(fresh->buffer[b]);
        if (fresh->copied[b]) cudaEventDestroy(fresh->copied[b]);
      }
      throw;
    }
    s = fresh.release();
  }
  return *s;
}

// A device's pinned buffer for small read-backs (read_on_host): 4 MB holds
// the row pointers of a million rows (int32), beyond the matrices whose
// plans such a copy weighs on. Made with the context, kept for the process.
// Where pinning fails (a limit on locked memory), `buffer` stays null and
// every read-back takes the pageable path: a convenience, never an error.
constexpr std::size_t kReadBack = std::size_t{4} << 20;
struct ReadBack {
  std::mutex mutex;
  void* buffer = nullptr;
};

ReadBack& read_back_for(int device) {
  static auto* lock = new std::mutex;
  static auto* buffers = new std::map<int, ReadBack*>;
  std::lock_guard guard(*lock);
  ReadBack*& r = (*buffers)[device];
  if (!r) {
    auto fresh = std::make_unique<ReadBack>();
    if (cudaHostAlloc(&fresh->buffer, kReadBack, cudaHostAllocPortable) != cudaSuccess) {
      cudaGetLastError();  // not sticky: clear it for the calls that follow
      fresh->buffer = nullptr;
    }
    r = fresh.release();
  }
  return *r;
}

// SPGEN_PLAIN_UPLOAD=1: one cudaMemcpy whatever the size (measurements).
bool plain_copies() {
  static const bool plain = [] {
    const char* v = std::getenv("SPGEN_PLAIN_UPLOAD");
    return v && *v && std::string_view(v) != "0";
  }();
  return plain;
}

// Copies n bytes between pageable memory and a pinned buffer with every thread.
void parallel_copy(char* to, const char* from, std::size_t n) {
  const auto pieces = static_cast<std::ptrdiff_t>((n + kPiece - 1) / kPiece);
#pragma omp parallel for schedule(static)
  for (std::ptrdiff_t p = 0; p < pieces; ++p) {
    const std::size_t at = static_cast<std::size_t>(p) * kPiece;
    std::memcpy(to + at, from + at, std::min(kPiece, n - at));
  }
}

}  // namespace

void copy_to_device(void* dst, const void* src, std::size_t bytes) {
  if (bytes == 0) return;
  if (bytes < kStagedFrom || plain_copies()) {
    cuda::check(cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice), "cudaMemcpy(upload)");
    return;
  }
  int device = 0;
  cuda::check(cudaGetDevice(&device), "cudaGetDevice");
  Staging& s = staging_for(device);
  std::lock_guard guard(s.mutex);
  auto* out = static_cast<char*>(dst);
  const auto* in = static_cast<const char*>(src);
  for (std::size_t at = 0, i = 0; at < bytes; at += kChunk, ++i) {
    const int b = static_cast<int>(i % kBuffers);
    const std::size_t n = std::min(kChunk, bytes - at);
    cuda::check(cudaEventSynchronize(s.copied[b]), "cudaEventSynchronize (staging)");  // the buffer's last copy
    parallel_copy(static_cast<char*>(s.buffer[b]), in + at, n);
    cuda::check(cudaMemcpyAsync(out + at, s.buffer[b], n, cudaMemcpyHostToDevice, s.stream), "cudaMemcpyAsync (upload)");
    cuda::check(cudaEventRecord(s.copied[b], s.stream), "cudaEventRecord (staging)");
  }
  cuda::check(cudaStreamSynchronize(s.stream), "cudaStreamSynchronize (upload)");
}

void prepare_read_back() {
  int device = 0;
  cuda::check(cudaGetDevice(&device), "cudaGetDevice");
  (void)read_back_for(device);
}

bool read_on_host(const void* src, std::size_t bytes, const std::function<void(const void*)>& read) {
  if (bytes == 0 || bytes > kReadBack) return false;
  int device = 0;
  cuda::check(cudaGetDevice(&device), "cudaGetDevice");
  ReadBack& r = read_back_for(device);
  if (!r.buffer) return false;
  std::unique_lock guard(r.mutex, std::try_to_lock);
  if (!guard.owns_lock()) return false;
  cuda::check(cudaMemcpy(r.buffer, src, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy(read-back)");
  read(r.buffer);
  return true;
}

void copy_to_host(void* dst, const void* src, std::size_t bytes) {
  if (bytes == 0) return;
  if (bytes < kStagedFrom || plain_copies()) {
    cuda::check(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy(download)");
    return;
  }
  int device = 0;
  cuda::check(cudaGetDevice(&device), "cudaGetDevice");
  Staging& s = staging_for(device);
  std::lock_guard guard(s.mutex);
  auto* out = static_cast<char*>(dst);
  const auto* in = static_cast<const char*>(src);
  const std::size_t chunks = (bytes + kChunk - 1) / kChunk;
  auto length = [&](std::size_t i) { return std::min(kChunk, bytes - i * kChunk); };
  // Chunk i goes through buffer i % kBuffers; a buffer is issued again once emptied.
  auto issue = [&](std::size_t i) {
    const auto b = static_cast<int>(i % kBuffers);
    cuda::check(cudaMemcpyAsync(s.buffer[b], in + i * kChunk, length(i), cudaMemcpyDeviceToHost, s.stream),
                "cudaMemcpyAsync (download)");
    cuda::check(cudaEventRecord(s.copied[b], s.stream), "cudaEventRecord (staging)");
  };
  for (std::size_t i = 0; i < std::min<std::size_t>(chunks, kBuffers); ++i) issue(i);
  for (std::size_t i = 0; i < chunks; ++i) {
    const auto b = static_cast<int>(i % kBuffers);
    cuda::check(cudaEventSynchronize(s.copied[b]), "cudaEventSynchronize (staging)");
    parallel_copy(out + i * kChunk, static_cast<const char*>(s.buffer[b]), length(i));
    if (i + kBuffers < chunks) issue(i + kBuffers);
  }
}

}  // namespace spgen::detail
