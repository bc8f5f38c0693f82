// Files compiled into the library as data (cmake/SpgenEmbed.cmake): the
// generated CUDA sources that NVRTC compiles, and the cubins nvcc built ahead
// of time when the build named GPU architectures.
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace spgen {

struct EmbeddedFile {
  const char* name;  // instance name (the file's stem)
  int arch;          // cubins: the sm_XY number (90 for sm_90); sources: 0
  const unsigned char* data;
  std::size_t size;  // bytes, without the terminating zero the table adds

  [[nodiscard]] std::string_view text() const {
    return {reinterpret_cast<const char*>(data), size};
  }
};

namespace detail {
std::span<const EmbeddedFile> embedded_cuda_sources();
std::span<const EmbeddedFile> embedded_cuda_cubins();
}  // namespace detail

/// Generated CUDA source of an instance, or nullptr when none is embedded.
const EmbeddedFile* find_embedded_cuda_source(std::string_view instance);
/// nvcc-built cubin of an instance for one architecture, or nullptr.
const EmbeddedFile* find_embedded_cuda_cubin(std::string_view instance, int arch);

}  // namespace spgen
