// The malformed-input catalogue (issue 18): one case per kind of bad input —
// matrix files, generator strings, specs, command-line options, kernel-cache
// entries and plan records — run as a user meets it, each asserting the exact
// one-line message, the exit status, and that nothing is left behind.
//
// The cases are data: tests/catalogue/cases.json lists them, and the files
// they read are under tests/catalogue/cases/. Each case runs in a fresh
// folder (the work folder, the current directory of the command) holding
// copies of the files it names, with SPGEN_CACHE_DIR=cache and
// SPGEN_MATRIX_DIR=shared (absent) there. A case:
//   name, kind        (matrix | source | spec | option | cache)
//   run               the command: ["spgen", ...], ["spgen-gen", ...], or a
//                     library call in process: ["kernel-cache"] (a kernel's
//                     entry through KernelCache) or ["plan"] (spgen::plan of
//                     poisson3d:4 in a CPU context, through the plan cache)
//   stderr, exit      what it must print (one line, or nothing) and exit with;
//                     {work} stands for the work folder
//   setup             optional: ["fifo", PATH] (no writer: the command must not
//                     wait for one), ["dir", PATH] (a non-empty folder), ["file",
//                     PATH] (an empty regular file)
//   spec              optional: [CASE_FILE, FILE]: a copy of the generator
//                     tests' spec tree in root/, with FILE replaced by CASE_FILE
//   damage            optional (cache cases): run once first to fill the cache
//                     (kernel-cache: write a good entry), then damage every
//                     entry matching "entries" (a file name
//                     glob under cache/) with one of: ["truncate", N],
//                     ["flip", OFFSET] (OFFSET < 0: from the end), ["size", N]
//                     (the header's payload size), ["append", TEXT], ["payload",
//                     CASE_FILE] (a well-formed entry with that payload;
//                     {instance} is the seeded record's), ["empty"], ["fifo"],
//                     ["dir"]; "after": "valid" checks that each entry was
//                     replaced by a good one, "kept" that it was left as it is
//   leaves, stdout    optional: files the command may write although it fails
//                     (a bench sweep records its failed rows), "any" where a
//                     failing command's stdout is not empty (its table)
//   known_failing     optional: why the case does not pass yet; it is run and
//                     reported, fails only once it passes (drop the mark then)
// Every case also checks: stdout is empty when the command fails, no file is
// added or changed outside cache/ (nor cache/ made by a failing command), and
// no temporary file ("*.tmp.*") is left; for a damaged plan record, that the
// plan did not serve it.
#include <fnmatch.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "spgen/spgen.hpp"

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

const fs::path kCatalogue = SPGEN_CATALOGUE_DIR;

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

void spit(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

std::string quote(const std::string& s) {
  std::string q(1, '\'');
  q += replace_all(s, "'", "'\\''");
  q += '\'';
  return q;
}

struct Result {
  int code = -1;
  std::string out, err;
};

// Every path under `dir` with its kind and content hash; cache/ is left out
// (cache cases check it themselves).
std::map<std::string, std::string> snapshot(const fs::path& dir) {
  std::map<std::string, std::string> files;
  for (auto it = fs::recursive_directory_iterator(dir); it != fs::recursive_directory_iterator(); ++it) {
    const std::string rel = fs::relative(it->path(), dir).string();
    if (rel == "cache" || rel.rfind("cache/", 0) == 0 || rel == "stdout" || rel == "stderr") {
      if (rel == "cache") it.disable_recursion_pending();
      continue;
    }
    const auto st = it->symlink_status();
    files[rel] = fs::is_regular_file(st) ? "file:" + std::to_string(std::hash<std::string>{}(slurp(it->path())))
                                         : "kind:" + std::to_string(static_cast<int>(st.type()));
  }
  return files;
}

std::vector<fs::path> temporaries(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->path().filename().string().find(".tmp.") != std::string::npos) out.push_back(it->path());
  return out;
}

class Catalogue : public ::testing::TestWithParam<json> {
 protected:
  void SetUp() override {
    work_ = fs::temp_directory_path() /
            ("spgen_catalogue_" + std::to_string(::getpid()) + "_" + GetParam()["name"].get<std::string>());
    fs::remove_all(work_);
    fs::create_directories(work_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(work_, ec);
  }

  // A case file, copied into the work folder under the same relative path.
  fs::path bring(const std::string& rel) {
    const fs::path to = work_ / rel;
    fs::create_directories(to.parent_path());
    fs::copy_file(kCatalogue / rel, to, fs::copy_options::overwrite_existing);
    return to;
  }

  std::string expand(const std::string& s) const { return replace_all(s, "{work}", work_.string()); }

  void prepare(const json& c) {
    for (const auto& arg : c["run"])  // a missing file is a case too
      if (arg.get<std::string>().rfind("cases/", 0) == 0 && fs::exists(kCatalogue / arg.get<std::string>())) bring(arg);
    if (c.contains("spec")) {
      fs::copy(SPGEN_CATALOGUE_SPEC_ROOT, work_ / "root", fs::copy_options::recursive);
      fs::copy_file(kCatalogue / c["spec"][0].get<std::string>(), work_ / "root" / c["spec"][1].get<std::string>(),
                    fs::copy_options::overwrite_existing);
    }
    for (const auto& s : c.value("setup", json::array())) {
      const fs::path p = work_ / s[1].get<std::string>();
      if (s[0] == "fifo") {
        ASSERT_EQ(::mkfifo(p.c_str(), 0600), 0) << p;
      } else if (s[0] == "dir") {
        fs::create_directories(p / "inside");
      } else if (s[0] == "file") {
        spit(p, "");
      } else {
        FAIL() << "unknown setup " << s.dump();
      }
    }
  }

  Result run(const json& argv) {
    const std::string program = argv[0];
    if (program == "kernel-cache") return kernel_cache();
    if (program == "plan") return plan_poisson();
    std::string cmd = "cd " + quote(work_.string()) + " && SPGEN_CACHE_DIR=cache SPGEN_MATRIX_DIR=shared timeout 10 ";
    cmd += program == "spgen" ? quote(SPGEN_CLI_PATH) : quote(SPGEN_GEN_PATH);
    for (std::size_t i = 1; i < argv.size(); ++i) {
      cmd += ' ';
      cmd += quote(expand(argv[i]));
    }
    cmd += " >stdout 2>stderr </dev/null";
    const int status = std::system(cmd.c_str());
    Result r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    r.out = slurp(work_ / "stdout");
    r.err = slurp(work_ / "stderr");
    fs::remove(work_ / "stdout");
    fs::remove(work_ / "stderr");
    return r;
  }

  // The kernel cache as the CUDA backend uses it: the entry for a fixed key,
  // seeded with a good image, is read back after the damage; a damaged entry
  // must be a miss that is rebuilt and replaced, never an error.
  static spgen::CacheKey kernel_key() { return spgen::CacheKeyBuilder().add("catalogue").key(); }
  fs::path kernel_entry() const {
    return spgen::DiskStore(work_ / "cache").entry_path("spgen_catalogue_kernel", kernel_key(), "cubin");
  }
  Result kernel_cache() {
    Result r;
    ::testing::internal::CaptureStderr();
    try {
      spgen::KernelCache cache({work_ / "cache", true});
      const auto img = cache.get_or_compile("spgen_catalogue_kernel", kernel_key(), [] {
        return std::vector<char>{'r', 'e', 'b', 'u', 'i', 'l', 't'};
      });
      r.code = img.source == spgen::KernelSource::compiled && cache.counters().disk_rejected == 1 ? 0 : 1;
      if (r.code != 0)
        r.err = std::string("kernel cache: served from ") + spgen::to_string(img.source) + ", " +
                std::to_string(cache.counters().disk_rejected) + " entries rejected\n";
    } catch (const std::exception& e) {
      r.code = 2;
      r.err = std::string("kernel cache: threw: ") + e.what() + "\n";
    }
    r.err = ::testing::internal::GetCapturedStderr() + r.err;
    return r;
  }

  // A plan as an application makes one, in a new context each time (a new
  // process, in effect): a damaged record must be reselected, not served.
  Result plan_poisson() {
    Result r;
    ::testing::internal::CaptureStderr();
    try {
      spgen::ContextOptions o;
      o.cache = {work_ / "cache", true};
      const auto ctx = spgen::Context::cpu(o);
      const auto a = spgen::Matrix<double, std::int32_t>::from_csr(spgen::load_matrix<double, std::int32_t>("poisson3d:4"));
      const std::string served = spgen::plan(ctx, a).describe().plan_cache;
      r.code = damaged_ && served.rfind("hit", 0) == 0 ? 1 : 0;
      if (r.code != 0) r.err = "plan: served the damaged record: plan cache " + served + "\n";
    } catch (const std::exception& e) {
      r.code = 2;
      r.err = std::string("plan: threw: ") + e.what() + "\n";
    }
    r.err = ::testing::internal::GetCapturedStderr() + r.err;
    return r;
  }

  std::vector<fs::path> entries(const json& c) const {
    std::vector<fs::path> out;
    const std::string glob = c.value("entries", "");
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(work_ / "cache", ec))
      if (::fnmatch(glob.c_str(), e.path().filename().c_str(), 0) == 0) out.push_back(e.path());
    return out;
  }

  static spgen::CacheKey key_of(const fs::path& entry) {  // "<prefix>-<32 hex>.<ext>"
    const std::string stem = entry.stem().string();
    const std::string hex = stem.substr(stem.size() - 32);
    return {std::stoull(hex.substr(0, 16), nullptr, 16), std::stoull(hex.substr(16), nullptr, 16)};
  }

  // Damages an entry; returns the payload it now claims (to tell a rewrite).
  std::string damage(const fs::path& entry, const json& d) {
    const std::string op = d[0];
    std::string bytes = slurp(entry);
    const spgen::DiskStore store(work_ / "cache");
    const auto payload = store.read(entry, key_of(entry));
    const std::string old = payload ? std::string(payload->begin(), payload->end()) : "";
    if (op == "payload") {
      std::string p = slurp(kCatalogue / d[1].get<std::string>());
      const auto at = old.find("instance=");
      const std::string instance = at == std::string::npos ? "" : old.substr(at + 9, old.find('\n', at) - at - 9);
      p = replace_all(p, "{instance}", instance);
      EXPECT_TRUE(store.write(entry, key_of(entry), p));
      return p;
    }
    fs::remove_all(entry);
    if (op == "truncate") {
      bytes.resize(d[1].get<std::size_t>());
    } else if (op == "flip") {
      const long off = d[1];
      bytes.at(off < 0 ? bytes.size() + off : off) ^= 0x5a;
    } else if (op == "size") {
      const std::uint64_t size = d[1];
      std::memcpy(bytes.data() + 32, &size, sizeof size);  // EntryHeader::payload_size
    } else if (op == "append") {
      bytes += d[1].get<std::string>();
    } else if (op == "empty") {
      bytes.clear();
    } else if (op == "fifo") {
      EXPECT_EQ(::mkfifo(entry.c_str(), 0600), 0);
      return old;
    } else if (op == "dir") {
      fs::create_directories(entry / "inside");
      return old;
    } else {
      ADD_FAILURE() << "unknown damage " << d.dump();
    }
    spit(entry, bytes);
    return old;
  }

  fs::path work_;
  bool damaged_ = false;  // the plan must not serve the record from here on
};

// What went wrong with a case, or "" when it behaved.
std::string judge(const json& c, const Result& r, const std::string& expected_err) {
  std::ostringstream why;
  if (r.code != c["exit"].get<int>()) why << "exit " << r.code << " (want " << c["exit"] << "); ";
  if (r.err != expected_err) why << "stderr '" << r.err << "' (want '" << expected_err << "'); ";
  if (r.code != 0 && !r.out.empty() && c.value("stdout", "") != "any")
    why << "stdout not empty on failure: '" << r.out.substr(0, 200) << "'; ";
  return why.str();
}

TEST_P(Catalogue, BehavesAsListed) {
  const json& c = GetParam();
  const std::string program = c["run"][0];
  if (program == "spgen-gen" && std::string(SPGEN_GEN_PATH).empty())
    GTEST_SKIP() << "spgen-gen is not built here (SPGEN_BUILD_GENERATOR)";
  if (program == "spgen" && c["run"].size() > 1 && c["run"][1] == "bench" && !SPGEN_CLI_HAS_BENCH)
    GTEST_SKIP() << "spgen built without bench/";
  ASSERT_NO_FATAL_FAILURE(prepare(c));

  std::map<fs::path, std::string> damaged;
  if (c.contains("damage")) {
    if (program == "kernel-cache") {
      ASSERT_TRUE(spgen::DiskStore(work_ / "cache").write(kernel_entry(), kernel_key(), "seeded"));
    } else {
      const Result seed = run(c["run"]);
      ASSERT_EQ(seed.code, 0) << "seeding run: " << seed.err;
    }
    const auto found = entries(c);
    ASSERT_FALSE(found.empty()) << "no cache entry matches " << c["entries"];
    for (const auto& e : found) damaged[e] = damage(e, c["damage"]);
    damaged_ = true;
  }

  const auto before = snapshot(work_);
  const bool had_cache = fs::exists(fs::symlink_status(work_ / "cache"));
  const Result r = run(c["run"]);
  const std::string want = c["stderr"].get<std::string>().empty() ? "" : expand(c["stderr"]) + "\n";
  std::string why = judge(c, r, want);
  auto now = snapshot(work_);
  for (const auto& f : c.value("leaves", json::array())) now.erase(f.get<std::string>());
  if (now != before) why += "files were added or changed outside cache/; ";
  if (r.code != 0 && !had_cache && fs::exists(fs::symlink_status(work_ / "cache")))
    why += "the failing command made a cache folder; ";
  for (const auto& t : temporaries(work_)) why += "temporary file left: " + t.string() + "; ";
  const spgen::DiskStore store(work_ / "cache");
  for (const auto& [entry, bad] : damaged) {
    const std::string after = c.value("after", "valid");
    const auto st = fs::symlink_status(entry);
    if (after == "kept") {
      if (!fs::exists(st)) why += "the damaged entry was removed; ";
      continue;
    }
    const auto payload = fs::is_regular_file(st) ? store.read(entry, key_of(entry)) : std::nullopt;
    if (!payload) why += entry.filename().string() + " was not replaced by a good entry; ";
    else if (std::string(payload->begin(), payload->end()) == bad && c["damage"][0] == "payload")
      why += entry.filename().string() + " still holds the bad record; ";
  }

  if (c.contains("known_failing")) {
    if (why.empty())
      ADD_FAILURE() << c["name"] << " passes now: drop its known_failing mark";
    else
      std::cout << "[ KNOWN    ] " << c["name"].get<std::string>() << ": " << c["known_failing"].get<std::string>()
                << "\n             got: " << why << "\n";
    return;
  }
  EXPECT_EQ(why, "") << "case " << c["name"] << " (" << c["kind"] << "): " << program << " " << c["run"].dump();
}

std::vector<json> load_cases() {
  const json doc = json::parse(slurp(kCatalogue / "cases.json"));
  std::vector<json> out(doc["cases"].begin(), doc["cases"].end());
  return out;
}

INSTANTIATE_TEST_SUITE_P(Cases, Catalogue, ::testing::ValuesIn(load_cases()),
                         [](const ::testing::TestParamInfo<json>& p) { return p.param["name"].get<std::string>(); });

// The table itself: unique names, known kinds, one-line messages.
TEST(CatalogueTable, IsWellFormed) {
  std::map<std::string, int> kinds;
  std::set<std::string> names;
  for (const auto& c : load_cases()) {
    const std::string name = c.value("name", "");
    EXPECT_TRUE(names.insert(name).second) << "duplicate case name " << name;
    EXPECT_EQ(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_"), std::string::npos) << name;
    ++kinds[c.value("kind", "")];
    EXPECT_EQ(c.value("stderr", std::string("\n")).find('\n'), std::string::npos) << name << ": stderr must be one line";
    EXPECT_TRUE(c.contains("exit") && c.contains("run")) << name;
  }
  for (const char* k : {"matrix", "source", "spec", "option", "cache"}) EXPECT_GT(kinds[k], 0) << "no case of kind " << k;
  std::cout << "[ catalog  ] " << names.size() << " cases:";
  for (const auto& [k, n] : kinds) std::cout << " " << k << " " << n;
  std::cout << "\n";
}

}  // namespace
