// The calibration's storage and the model's prediction (spgen/plan/model.hpp).
#include "spgen/plan/model.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <map>
#include <mutex>
#include <sstream>
#include <string_view>

#include "plan/calibration_store.hpp"
#include "plan/predict.hpp"
#include "plan/shipped_calibrations.hpp"
#include "spgen/session/cache.hpp"

namespace spgen {

namespace {

// Fields of a sample line, in order (names for the error-free parse only).
constexpr int kSampleFields = 11;

// Read once per process: every CPU plan names its device's calibration, and
// reading /proc/cpuinfo took 50-100 us a plan (2-core VM).
const std::string& cpu_model_name() {
  static const std::string name = [] {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line))
      if (line.rfind("model name", 0) == 0) {
        const auto colon = line.find(':');
        std::string n = colon == std::string::npos ? "" : line.substr(colon + 1);
        n.erase(0, n.find_first_not_of(' '));
        return n;
      }
    return std::string("unknown processor");
  }();
  return name;
}

// Texts may not hold the separators of the format.
std::string field(std::string s) {
  for (char& c : s)
    if (c == ' ' || c == '\n' || c == '\t') c = '_';
  return s.empty() ? "-" : s;
}

CacheKey store_key(std::string_view device) {
  return CacheKeyBuilder().add("calibration").add(Calibration::kSchema).add(device).key();
}

// Calibrations read this process, by directory and device.
std::mutex g_mutex;
std::map<std::string, std::optional<ActiveCalibration>> g_loaded;

}  // namespace

std::string Calibration::to_text() const {
  std::ostringstream out;
  out.precision(12);
  out << "schema=" << kSchema << "\ndevice=" << device << "\nmeasured=" << measured << "\n";
  for (const auto& s : samples)
    out << "sample=" << field(s.instance) << ' ' << field(s.format) << ' ' << field(s.types) << ' ' << field(s.matrix)
        << ' ' << s.nnz << ' ' << s.mean_row << ' ' << s.cv_row << ' ' << s.near_diagonal << ' ' << s.bytes << ' '
        << s.ms << ' ' << 0 << "\n";  // the last field is reserved (0)
  return out.str();
}

namespace {

// The next piece of `rest` up to `separator` (all of it when none), taken off `rest`.
std::string_view take_until(std::string_view& rest, char separator) {
  const auto at = rest.find(separator);
  const std::string_view piece = rest.substr(0, at);
  rest = at == std::string_view::npos ? std::string_view{} : rest.substr(at + 1);
  return piece;
}

// The next whitespace-separated field of `rest` (as `istream >>` reads one), taken off it.
std::string_view take_field(std::string_view& rest) {
  constexpr std::string_view kSpace = " \t\n\v\f\r";
  const auto begin = rest.find_first_not_of(kSpace);
  if (begin == std::string_view::npos) return rest = {};
  rest.remove_prefix(begin);
  const auto end = std::min(rest.find_first_of(kSpace), rest.size());
  const std::string_view field = rest.substr(0, end);
  rest.remove_prefix(end);
  return field;
}

// A sample line's fields (after "sample="), or none where one is missing or
// not a number; fields past the last are ignored.
std::optional<CalibrationSample> parse_sample(std::string_view line) {
  CalibrationSample s;
  for (std::string* text : {&s.instance, &s.format, &s.types, &s.matrix}) {
    const auto f = take_field(line);
    if (f.empty()) return std::nullopt;
    *text = f;
  }
  double reserved = 0;
  for (double* number :
       {&s.nnz, &s.mean_row, &s.cv_row, &s.near_diagonal, &s.bytes, &s.ms, &reserved}) {
    const auto f = take_field(line);
    const auto [end, error] = std::from_chars(f.data(), f.data() + f.size(), *number);
    if (f.empty() || error != std::errc() || end != f.data() + f.size()) return std::nullopt;
  }
  static_assert(kSampleFields == 11);
  if (!(s.ms > 0) || !(s.bytes > 0) || !(s.nnz >= 0)) return std::nullopt;
  return s;
}

// The device a calibration's text names, read without its samples: the
// shipped texts of other devices are passed over unparsed (parsing one took
// about 1 ms, in the first plan of a process).
std::string_view device_named(std::string_view text) {
  while (!text.empty()) {
    const std::string_view line = take_until(text, '\n');
    if (line.rfind("device=", 0) == 0) return line.substr(7);
  }
  return {};
}

}  // namespace

std::optional<Calibration> Calibration::from_text(std::string_view text) {
  Calibration c;
  c.samples.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')));
  bool schema = false;
  while (!text.empty()) {
    const std::string_view line = take_until(text, '\n');
    if (line.empty()) continue;
    const auto eq = line.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    const std::string_view k = line.substr(0, eq), v = line.substr(eq + 1);
    if (k == "schema") {
      schema = v == kSchema;
    } else if (k == "device") {
      c.device = v;
    } else if (k == "measured") {
      c.measured = v;
    } else if (k == "sample") {
      auto s = parse_sample(v);
      if (!s) return std::nullopt;
      c.samples.push_back(std::move(*s));
    }
  }
  if (!schema || c.device.empty()) return std::nullopt;
  return c;
}

std::string model_device(const Context& ctx) {
  if (ctx.is_cuda()) return ctx.device_key();
  return ctx.device_key() + ":" + cpu_model_name() + ":" + std::to_string(ctx.cpu_threads()) + "threads";
}

std::filesystem::path default_calibration_dir() {
  if (const char* d = std::getenv("SPGEN_CALIBRATION_DIR"); d && *d) return d;
  return default_cache_dir() / "calibration";
}

namespace detail {

// Stores `c` for its device and makes it the one plans of this process use.
bool store_calibration(const Calibration& c, std::filesystem::path* path) {
  const DiskStore store(default_calibration_dir(), !disk_cache_disabled_by_env());
  const CacheKey key = store_key(c.device);
  *path = store.entry_path("calibration", key, "txt");
  const bool ok = store.enabled() && store.write(*path, key, c.to_text());
  std::lock_guard lock(g_mutex);
  g_loaded[default_calibration_dir().string() + "\n" + c.device] =
      ActiveCalibration{std::make_shared<const Calibration>(c),
                        "measured " + c.measured + (ok ? ", " + path->string() : " (not stored)")};
  return ok;
}

}  // namespace detail

std::optional<ActiveCalibration> active_calibration(const Context& ctx) {
  const std::string device = model_device(ctx);
  const std::string slot = default_calibration_dir().string() + "\n" + device;
  std::lock_guard lock(g_mutex);
  if (auto it = g_loaded.find(slot); it != g_loaded.end()) return it->second;
  std::optional<ActiveCalibration> found;
  const DiskStore store(default_calibration_dir(), !disk_cache_disabled_by_env());
  const CacheKey key = store_key(device);
  const auto path = store.entry_path("calibration", key, "txt");
  if (store.enabled())
    if (auto bytes = store.read(path, key))
      if (auto c = Calibration::from_text(std::string_view(bytes->data(), bytes->size())); c && c->device == device) {
        std::string source = "measured " + c->measured + ", " + path.string();
        found = ActiveCalibration{std::make_shared<const Calibration>(std::move(*c)), std::move(source)};
      }
  if (!found)
    for (const auto& shipped : detail::shipped_calibrations()) {
      if (device_named(shipped.text) != device) continue;  // another device's, not parsed
      if (auto c = Calibration::from_text(shipped.text); c && c->device == device) {
        found = ActiveCalibration{std::make_shared<const Calibration>(std::move(*c)),
                                  std::string("shipped ") + shipped.name};
        break;
      }
    }
  g_loaded[slot] = found;
  return found;
}

namespace detail {

ModelPoint model_point(double nnz, double mean_row, double cv_row, double near_diagonal) {
  return {std::log2(std::max(nnz, 1.0)), std::log2(std::max(mean_row, 1.0)), std::min(cv_row, 4.0),
          // A share; scaled so all-near against all-far weighs like a factor of 16 in size.
          4.0 * near_diagonal};
}

// A sample at the floor has next to no time of its own to scale: count at
// least this share of the floor as its bytes' time.
constexpr double kLeastVariableShare = 0.05;

// The floor is the time below which this share of the types' samples ran
// (with fewer than 20 samples, the fastest). The fastest alone is an
// outlier: 1.65 us in the H200's shipped f64 samples, where 95% took
// 3.38 us or more, as a launch-bound product does in spgen bench (3.3-4.8
// us). Priced from it, products near the floor read 0.47-0.78x their time,
// and the samples' time past it made mid-sized ones read up to 1.6x.
constexpr double kFloorQuantile = 0.05;

CalibrationIndex::CalibrationIndex(const Calibration& c) {
  std::map<std::string_view, std::vector<double>> times;
  for (const auto& s : c.samples) times[s.types].push_back(s.ms);
  for (auto& [types, ms] : times) {
    const auto at =
        ms.begin() + static_cast<std::ptrdiff_t>(kFloorQuantile * static_cast<double>(ms.size()));
    std::nth_element(ms.begin(), at, ms.end());
    types_[std::string(types)].floor = *at;
  }
  for (const auto& s : c.samples) {
    Types& t = types_.find(s.types)->second;
    Sample x;
    x.point = model_point(s.nnz, s.mean_row, s.cv_row, s.near_diagonal);
    x.log2_bytes_per_entry = std::log2(std::max(s.bytes, 1.0)) - x.point.log2_nnz;
    x.log_gbs = std::log(s.bytes / std::max(s.ms - t.floor, kLeastVariableShare * t.floor));
    t.by_instance[s.instance].push_back(x);
    t.by_format[s.format].push_back(x);
  }
}

const CalibrationIndex::Types* CalibrationIndex::of(std::string_view types) const {
  const auto it = types_.find(types);
  return it == types_.end() ? nullptr : &it->second;
}

std::shared_ptr<const CalibrationIndex> calibration_index(
    const std::shared_ptr<const Calibration>& c) {
  static std::mutex mutex;
  static std::map<const Calibration*, std::pair<std::weak_ptr<const Calibration>,
                                                std::shared_ptr<const CalibrationIndex>>>
      built;
  std::lock_guard lock(mutex);
  auto& [owner, index] = built[c.get()];
  if (owner.lock() != c || !index) {  // new, or another calibration at a freed one's address
    owner = c;
    index = std::make_shared<const CalibrationIndex>(*c);
  }
  return index;
}

std::optional<Prediction> predict(const CalibrationIndex& index, std::string_view instance,
                                  std::string_view format, std::string_view types,
                                  const ModelPoint& point, double bytes) {
  // A product costs the device's floor (a launch, on a GPU: a low quantile
  // of these types' samples) plus its bytes at the bandwidth the nearest
  // samples reached past that floor. Interpolating their whole-product
  // bandwidth instead made small products near the floor read up to 1.8x
  // off (bench/results/gpu-2026-11-27-h200-model/).
  const CalibrationIndex::Types* t = index.of(types);
  if (!t) return std::nullopt;
  // Pooling a format's instances, the samples that moved about as many bytes
  // per nonzero count most: one format may store values, code them or store
  // none, and a third of the bytes per entry reaches a lower effective
  // bandwidth. Without this axis, f64 sellp_c16 with stored values (no samples
  // of its own) was priced 30-50% slow by its coded siblings and lost to
  // CSR-Stream and SELL-P on poisson3d:128 and kron:40:bcsstk32, where it runs
  // 1.06-1.16x faster (bench/results/gpu-2026-11-28-matrix-loads/). A factor
  // of 2 in bytes per entry weighs as a factor of 4 in size.
  constexpr double kPooledBytesPerEntryWeight = 4.0;
  const double log2_bytes_per_entry = std::log2(std::max(bytes, 1.0)) - point.log2_nnz;
  // Distance² and log bandwidth past the floor of each usable sample.
  struct Near {
    double d2, log_gbs;
  };
  auto gather = [&](const auto& lists, std::string_view key, bool pooled) {
    std::vector<Near> out;
    const auto it = lists.find(key);
    if (it == lists.end()) return out;
    for (const auto& s : it->second) {
      const ModelPoint& q = s.point;
      double d2 = (q.log2_nnz - point.log2_nnz) * (q.log2_nnz - point.log2_nnz) +
                  (q.log2_mean_row - point.log2_mean_row) * (q.log2_mean_row - point.log2_mean_row) +
                  (q.cv_row - point.cv_row) * (q.cv_row - point.cv_row) +
                  (q.near_diagonal - point.near_diagonal) * (q.near_diagonal - point.near_diagonal);
      if (pooled) {
        const double e = s.log2_bytes_per_entry - log2_bytes_per_entry;
        d2 += kPooledBytesPerEntryWeight * e * e;
      }
      out.push_back({d2, s.log_gbs});
    }
    return out;
  };
  Prediction p;
  std::vector<Near> near = gather(t->by_instance, instance, false);
  p.own_instance = near.size() >= 2;
  if (!p.own_instance) near = gather(t->by_format, format, true);
  if (near.empty() || !(bytes > 0)) return std::nullopt;
  // Inverse squared distance over the nearest few: an exact hit dominates,
  // and far samples do not dilute the neighbourhood.
  constexpr std::size_t kNearest = 6;
  const std::size_t k = std::min(kNearest, near.size());
  std::partial_sort(near.begin(), near.begin() + static_cast<std::ptrdiff_t>(k), near.end(),
                    [](const Near& a, const Near& b) { return a.d2 < b.d2; });
  double weights = 0, sum = 0;
  for (std::size_t i = 0; i < k; ++i) {
    const double w = 1.0 / (near[i].d2 + 1e-3);
    weights += w;
    sum += w * near[i].log_gbs;
  }
  p.ms = t->floor + bytes / std::exp(sum / weights);
  p.gbs = bytes / p.ms / 1e6;
  return p;
}

std::optional<Prediction> predict(const Calibration& c, std::string_view instance,
                                  std::string_view format, std::string_view types,
                                  const ModelPoint& point, double bytes) {
  return predict(CalibrationIndex(c), instance, format, types, point, bytes);
}

namespace {
bool model_disabled_by_env() {
  const char* no_model = std::getenv("SPGEN_DISABLE_MODEL");
  return no_model && *no_model && std::string_view(no_model) != "0";
}
}  // namespace

void read_calibration_ahead(const Context& ctx) {
  if (model_disabled_by_env()) return;
  try {
    if (const auto c = active_calibration(ctx)) (void)calibration_index(c->calibration);
  } catch (const std::exception&) {  // unreadable now: the first plan reads it again and reports it
  }
}

std::optional<ActiveCalibration> plan_calibration(const Context& ctx, const PlanOptions& options) {
  return options.use_model && !model_disabled_by_env() ? active_calibration(ctx) : std::nullopt;
}

}  // namespace detail

}  // namespace spgen
