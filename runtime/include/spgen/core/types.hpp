// The value and index types every matrix, format and kernel is built for, and
// the one place that lists them: SPGEN_FOR_EACH_TYPE instantiates a template
// for all four pairs (no hand-kept instantiation blocks).
#pragma once

#include <cstdint>
#include <type_traits>

namespace spgen {

template <typename V>
concept SupportedValue = std::is_same_v<V, float> || std::is_same_v<V, double>;
template <typename I>
concept SupportedIndex = std::is_same_v<I, std::int32_t> || std::is_same_v<I, std::int64_t>;

/// Name of a type as used in instance names and messages: "f32", "f64", "i32", "i64".
template <typename T>
constexpr const char* type_tag() {
  if constexpr (std::is_same_v<T, float>) return "f32";
  else if constexpr (std::is_same_v<T, double>) return "f64";
  else if constexpr (std::is_same_v<T, std::int32_t>) return "i32";
  else return "i64";
}

}  // namespace spgen

/// X(V, I) for every supported value/index pair, e.g.
///   #define INSTANTIATE(V, I) template class Foo<V, I>;
///   SPGEN_FOR_EACH_TYPE(INSTANTIATE)
#define SPGEN_FOR_EACH_TYPE(X) \
  X(float, std::int32_t)       \
  X(float, std::int64_t)       \
  X(double, std::int32_t)      \
  X(double, std::int64_t)
