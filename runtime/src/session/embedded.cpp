#include "spgen/session/embedded.hpp"

namespace spgen {

const EmbeddedFile* find_embedded_cuda_source(std::string_view instance) {
  for (const auto& f : detail::embedded_cuda_sources())
    if (instance == f.name) return &f;
  return nullptr;
}

const EmbeddedFile* find_embedded_cuda_cubin(std::string_view instance, int arch) {
  for (const auto& f : detail::embedded_cuda_cubins())
    if (f.arch == arch && instance == f.name) return &f;
  return nullptr;
}

}  // namespace spgen
