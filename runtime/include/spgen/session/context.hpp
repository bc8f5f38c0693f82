// spgen::Context — where products run: the CUDA device when one is present,
// else the CPU (AVX-512 when CPUID reports it, else a portable path).
//
// A context owns the kernel cache and the plan cache; copies share them.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "spgen/session/cache.hpp"
#include "spgen/session/tuning_db.hpp"

namespace spgen {

enum class DeviceKind : std::uint8_t { cpu, cuda };
enum class CpuPath : std::uint8_t { avx512, portable };
const char* to_string(DeviceKind k);
const char* to_string(CpuPath p);

struct ContextOptions {
  /// auto: CUDA when a device answers, else CPU. cpu/cuda force one; asking for
  /// cuda where none is present throws spgen::Error with the reason.
  enum class Want : std::uint8_t { automatic, cpu, cuda } want = Want::automatic;
  int cuda_device = 0;
  /// Force the portable CPU path even where AVX-512 is present (tests, comparisons).
  bool force_portable_cpu = false;
  CacheOptions cache{};
  /// Plans are remembered in memory and on disk (next to the kernels) unless off.
  bool plan_cache = true;
  /// Where `spgen tune` keeps its measurements (tuning_db.hpp); plans consult
  /// them first unless tuning_db is off.
  TuningOptions tuning{};
  bool tuning_db = true;
};

class PlanCache;  // see plan_cache.hpp

class Context {
 public:
  /// Probes once; never throws for want = automatic. With a CUDA device it
  /// also pays, once per process and device, what a first plan would: the
  /// memory pool's first allocation and the loading of the kernels that check
  /// and convert matrices (about 30 ms on an H200; SPGEN_PRELOAD_KERNELS=0
  /// leaves those kernels to load at their first launch). It also reads the
  /// device's calibration for the model (spgen/plan/model.hpp), unless
  /// SPGEN_DISABLE_MODEL=1.
  static Context create(const ContextOptions& options = {});
  /// A CPU context regardless of any GPU.
  static Context cpu(ContextOptions options = {});

  [[nodiscard]] DeviceKind kind() const;
  [[nodiscard]] bool is_cuda() const { return kind() == DeviceKind::cuda; }
  /// Why the CUDA backend is not in use ("" when it is).
  [[nodiscard]] const std::string& cuda_unavailable_reason() const;
  /// "NVIDIA H100 80GB HBM3 (sm_90)" or "cpu (avx512, 16 threads)".
  [[nodiscard]] std::string description() const;
  /// Stable identity used in plan-cache keys: "cuda:<name>:sm_90" or "cpu:avx512".
  [[nodiscard]] std::string device_key() const;

  [[nodiscard]] int cuda_device() const;
  [[nodiscard]] int cuda_arch() const;  // 0 on CPU
  [[nodiscard]] const std::string& device_name() const;
  [[nodiscard]] CpuPath cpu_path() const;
  [[nodiscard]] int cpu_threads() const;

  [[nodiscard]] KernelCache& kernel_cache() const;
  [[nodiscard]] PlanCache& plan_cache() const;
  [[nodiscard]] TuningDatabase& tuning_db() const;
  [[nodiscard]] const ContextOptions& options() const;

 private:
  struct State;
  explicit Context(std::shared_ptr<State> s) : state_(std::move(s)) {}
  std::shared_ptr<State> state_;
};

/// True when this processor runs the AVX-512 instances (AVX-512 F, VL, BW, DQ, CD).
bool cpu_has_avx512();

}  // namespace spgen
