// libFuzzer target for plan records: the payload of a plan-cache entry (see
// runtime/src/session/plan_cache.cpp), stored here as a verified disk entry,
// so the record's own text is what the fuzzer mutates. Each input is
//   1. read back through PlanCache::find: a record that parses must survive
//      PlanCache::store and find unchanged (instance, parameters, reason);
//   2. planted under the key plan() looks up for a small matrix on the CPU
//      (every record that parses; one in 16 of the others, see below):
//      plan() must not throw whatever the record names (a record it cannot use
//      is reselected), its product must be right, and a record it did not use
//      must be overwritten, so that the next plan hits.
// A finding is any crash, sanitizer report, exception or failed check above.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "fuzz_util.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/session/plan_cache.hpp"

namespace {

namespace fs = std::filesystem;
using spgen::fuzz::fail;

bool same(const spgen::PlanRecord& a, const spgen::PlanRecord& b) {
  return a.instance == b.instance && a.params == b.params && a.reason == b.reason;
}

spgen::ContextOptions options_in(const fs::path& dir) {
  spgen::ContextOptions o;
  o.want = spgen::ContextOptions::Want::cpu;
  o.cache.dir = dir;
  o.cache.disk = true;
  return o;
}

void check_product(const spgen::SpmvPlan<double, std::int32_t>& p, const spgen::Matrix<double, std::int32_t>& a) {
  const auto& c = a.csr();
  std::vector<double> x(static_cast<std::size_t>(c.ncols)), y(static_cast<std::size_t>(c.nrows), 7.0);
  for (std::size_t j = 0; j < x.size(); ++j) x[j] = static_cast<double>(j % 5) - 2.0;
  p.apply(2.0, x.data(), 0.5, y.data());
  for (std::int32_t i = 0; i < c.nrows; ++i) {
    double want = 3.5;  // 0.5 * 7
    for (auto k = c.row_ptr[static_cast<std::size_t>(i)]; k < c.row_ptr[static_cast<std::size_t>(i) + 1]; ++k)
      want += 2.0 * c.values[static_cast<std::size_t>(k)] * x[static_cast<std::size_t>(c.col_idx[static_cast<std::size_t>(k)])];
    if (std::abs(y[static_cast<std::size_t>(i)] - want) > 1e-12 * (1.0 + std::abs(want)))
      fail("the product is wrong in row " + std::to_string(i));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool env = [] { return ::setenv("OMP_NUM_THREADS", "1", 0) == 0; }();
  (void)env;
  // One context and one cache for the whole run (cheaper than new ones per
  // input): their memory layers are cleared before each lookup, so every
  // lookup reads the entry this input wrote, as a new process would.
  static const fs::path dir = spgen::fuzz::scratch_dir() / "plans";
  static const spgen::DiskStore store(dir);
  static spgen::PlanCache cache(spgen::CacheOptions{dir, true});
  static const auto ctx = spgen::Context::cpu(options_in(dir));
  static const auto a = spgen::Matrix<double, std::int32_t>::from_csr(spgen::banded<double, std::int32_t>(40, 3));
  const std::string_view payload(reinterpret_cast<const char*>(data), size);

  // 1. The record parser, through the cache's own read path.
  const spgen::CacheKey key{1, 2};
  if (!store.write(store.entry_path("plan", key, "plan"), key, payload)) fail("cannot write the scratch entry");
  cache.clear_memory();
  spgen::PlanCache::Hit hit = spgen::PlanCache::Hit::memory;
  const auto rec = cache.find(key, &hit);
  if (rec.has_value() != (hit == spgen::PlanCache::Hit::disk)) fail("find() reports a hit kind that disagrees with its result");
  if (rec) {
    const spgen::CacheKey again{3, 4};
    cache.store(again, *rec);
    cache.clear_memory();
    const auto back = cache.find(again);
    if (!back || !same(*rec, *back)) fail("a parsed record does not survive store and find");
  }

  // 2. The same bytes as the record plan() finds for a small matrix. plan() is
  // most of the cost of an input; a record find() could not parse is a miss
  // for plan() too, every time the same reselect-and-overwrite path, so those
  // go through plan() for one input in 16 only (chosen by a hash of the bytes,
  // so a reproducer behaves the same on every run). Records that parse always do.
  if (!rec) {
    std::uint32_t h = 2166136261u;  // FNV-1a
    for (const char c : payload) h = (h ^ static_cast<std::uint8_t>(c)) * 16777619u;
    if (h % 16 != 0) return 0;
  }
  static const spgen::CacheKey plan_key = spgen::PlanCache::key(
      ctx.device_key(), a.fingerprint(), "spmv", "f64", "i32", "", spgen::to_string(spgen::ParamMap{}));
  if (!store.write(store.entry_path("plan", plan_key, "plan"), plan_key, payload)) fail("cannot write the plan entry");
  // Hits and stores are read from the counters: describe() would time products.
  const auto plan_from_disk = [&] {
    ctx.plan_cache().clear_memory();
    const auto before = ctx.plan_cache().counters();
    auto p = spgen::plan(ctx, a);
    const auto after = ctx.plan_cache().counters();
    check_product(p, a);
    return std::pair{after.stores - before.stores, after.disk_hits - before.disk_hits};
  };
  try {
    if (plan_from_disk().first != 0) {
      // Reselected: the record on disk is now the new choice, and it is used.
      const auto [stores, disk_hits] = plan_from_disk();
      if (stores != 0 || disk_hits != 1) fail("a record plan() could not use was not overwritten by its new choice");
    }
  } catch (const std::exception& e) {
    fail(std::string("plan() threw on a planted record: ") + e.what());
  }
  return 0;
}
