// A helper shared by this backend's templates: inlined once into each instance.
#pragma once

namespace {
template <typename V>
inline V times(V a, V b) {
  return a * b;
}
}  // namespace
