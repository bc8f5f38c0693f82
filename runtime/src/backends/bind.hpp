// Kernel arguments bound by name: the instance's ABI comes from the spec
// (KernelEntry::arguments(), emitted by the generator), the values from the
// format's converted storage. No argument order is kept by hand anywhere: the
// CPU calls its packed wrapper and CUDA its launch with the same array.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <functional>

#include "formats/format.hpp"
#include "spgen/core/registry.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
class KernelArgs {
 public:
  static constexpr std::size_t kMaxArgs = 32;
  /// Where an array or workspace argument lives (a host or device address).
  using PointerFor = std::function<void*(const KernelArg&)>;

  KernelArgs() {
    for (std::size_t i = 0; i < kMaxArgs; ++i) ptrs_[i] = &slots_[i];
  }
  /// Binds every scalar from storage.scalars and every array or workspace
  /// through `pointer_for`; x, y, alpha, beta, the range (and SpMM's k, ldx,
  /// ldy) are set per call.
  /// Throws spgen::Error naming the instance and argument when the storage
  /// lacks one.
  KernelArgs(const KernelEntry& entry, const formats::Storage<V, I>& storage, const PointerFor& pointer_for);
  KernelArgs(const KernelArgs& o) { *this = o; }
  KernelArgs& operator=(const KernelArgs& o) {
    slots_ = o.slots_;
    count_ = o.count_;
    role_slot_ = o.role_slot_;
    for (std::size_t i = 0; i < kMaxArgs; ++i) ptrs_[i] = &slots_[i];
    return *this;
  }

  void set_vectors(V alpha, const V* x, V beta, V* y) {
    put(ArgRole::alpha, alpha);
    put(ArgRole::x, x);
    put(ArgRole::beta, beta);
    put(ArgRole::y, y);
  }
  /// SpMM: the columns of this call and the row strides of X and Y.
  void set_dense(I k, I ldx, I ldy) {
    put(ArgRole::k, k);
    put(ArgRole::ldx, ldx);
    put(ArgRole::ldy, ldy);
  }
  void set_range(I begin, I end) {
    put(ArgRole::range_begin, begin);
    put(ArgRole::range_end, end);
  }
  /// args[i] points to argument i's value (cuLaunchKernel's convention).
  [[nodiscard]] void** data() { return ptrs_.data(); }
  [[nodiscard]] std::size_t size() const { return count_; }

 private:
  template <typename T>
  void put(ArgRole role, T value) {
    const int i = role_slot_[static_cast<std::size_t>(role)];
    if (i >= 0) std::memcpy(&slots_[static_cast<std::size_t>(i)], &value, sizeof(T));
  }
  // Eight bytes hold any argument: I, V or a pointer.
  std::array<std::uint64_t, kMaxArgs> slots_{};
  std::array<void*, kMaxArgs> ptrs_{};
  std::size_t count_ = 0;
  // By ArgRole: its argument, -1 when the kernel takes none.
  std::array<int, static_cast<std::size_t>(ArgRole::ldy) + 1> role_slot_ = [] {
    std::array<int, static_cast<std::size_t>(ArgRole::ldy) + 1> a{};
    a.fill(-1);
    return a;
  }();
};

/// The storage array an array argument names; throws spgen::Error naming the
/// instance and argument when it is missing or of another element size.
template <SupportedValue V, SupportedIndex I>
const formats::StoredArray& array_for(const KernelEntry& entry, const formats::Storage<V, I>& storage,
                                      const KernelArg& arg);

/// Elements of the workspace an argument names (the format's conversion sizes it).
template <SupportedValue V, SupportedIndex I>
std::size_t workspace_count(const KernelEntry& entry, const formats::Storage<V, I>& storage, const KernelArg& arg);

/// Bytes of one element of an argument of instance types V, I.
template <SupportedValue V, SupportedIndex I>
constexpr std::size_t element_bytes(const KernelArg& arg) {
  switch (arg.element) {
    case ArgElement::value: return sizeof(V);
    case ArgElement::index: return sizeof(I);
    case ArgElement::u16: return sizeof(std::uint16_t);
    case ArgElement::u8: return sizeof(std::uint8_t);
  }
  return 0;
}

}  // namespace spgen::detail
