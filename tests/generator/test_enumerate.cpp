// Enumeration: what the domains and constraints allow, and how a spec edit changes it.
#include <algorithm>
#include <map>
#include <set>

#include <unistd.h>

#include "test_util.hpp"

namespace spgen::gen::test {
namespace {

// The real specs and templates, copied so they can be edited.
class RealTree : public ::testing::Test {
 protected:
  static void TearDownTestSuite() { std::filesystem::remove_all(make_copy()); }
  TempTree tree{make_copy()};
  static std::filesystem::path make_copy() {
    static const std::filesystem::path dir = [] {
      // Per process: ctest runs tests of this binary in parallel processes.
      auto d = std::filesystem::temp_directory_path() /
               ("spgen_gen_test_real_src_" + std::to_string(::getpid()));
      std::filesystem::remove_all(d);
      std::filesystem::create_directories(d);
      std::filesystem::copy(source_root() / "specs", d / "specs", std::filesystem::copy_options::recursive);
      std::filesystem::copy(source_root() / "templates", d / "templates",
                            std::filesystem::copy_options::recursive);
      if (std::filesystem::exists(source_root() / ".clang-format"))
        std::filesystem::copy(source_root() / ".clang-format", d / ".clang-format");
      return d;
    }();
    return dir;
  }
  std::set<std::string> names() const {
    std::set<std::string> out;
    for (const auto& i : enumerate_aot(load_specs(tree.root()))) out.insert(i.name);
    return out;
  }
};

std::set<std::string> minus(const std::set<std::string>& a, const std::set<std::string>& b) {
  std::set<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::inserter(out, out.end()));
  return out;
}

TEST_F(RealTree, EveryInstanceSatisfiesItsConstraints) {
  const Specs specs = load_specs(tree.root());
  const auto all = enumerate_aot(specs);
  ASSERT_FALSE(all.empty());
  for (const auto& inst : all) {
    const FormatSpec& f = specs.formats.at(inst.format);
    auto lookup = [&](const std::string& n) -> std::optional<long long> {
      for (const auto& p : inst.params)
        if (p.name == n || p.tag == n) return p.value;
      return std::nullopt;
    };
    for (const auto& c : f.constraints) {
      if (!c.backends.empty() &&
          std::find(c.backends.begin(), c.backends.end(), inst.backend) == c.backends.end())
        continue;
      EXPECT_NE(eval_expr(*c.expr, lookup), 0) << inst.name << " violates " << c.text;
    }
    for (const auto& p : inst.params) {
      const ParamSpec* ps = f.find_param(p.name);
      ASSERT_NE(ps, nullptr);
      EXPECT_NE(std::find(ps->domain.begin(), ps->domain.end(), p.value), ps->domain.end()) << inst.name;
    }
    if (inst.backend == "cuda") {
      EXPECT_GE(inst.block_threads, 32) << inst.name;
      EXPECT_LE(inst.block_threads, 1024) << inst.name;
      EXPECT_GE(inst.rows_per_block, 1) << inst.name;
    }
  }
}

TEST_F(RealTree, AvxLaneBoundParametersAreTheLaneWidth) {
  // A kernel's AVX-512 backend may bind a parameter to the lane width (SELL's
  // slice height, AXT's tile half-width): every instance then takes the lanes
  // of its value type, while the kernel's other parameters still enumerate
  // their values (SELL's gather mode, 0 and 1).
  const Specs specs = load_specs(tree.root());
  int bound = 0;
  std::map<std::string, std::set<int>> unbound;  // kernel/param -> values seen
  for (const auto& inst : enumerate_aot(specs)) {
    if (inst.backend != "avx512") continue;
    const auto& binds = specs.kernels.at(inst.kernel).backends.at("avx512").bind;
    if (binds.empty()) continue;
    for (const auto& p : inst.params) {
      if (binds.count(p.name) == 0) {
        unbound[inst.kernel + "/" + p.name].insert(p.value);
        continue;
      }
      ++bound;
      EXPECT_EQ(binds.at(p.name), "lanes") << inst.name;
      EXPECT_EQ(p.value, specs.target.avx512_lanes.at(inst.value_type)) << inst.name << ": " << p.name;
    }
  }
  EXPECT_GT(bound, 0);
  EXPECT_TRUE(std::any_of(unbound.begin(), unbound.end(), [](const auto& kv) { return kv.second.size() > 1; }))
      << "no lane-bound kernel enumerates another parameter";
}

TEST_F(RealTree, ValueRejectedByConstraintAddsNothing) {
  const auto before = names();
  // t = 64: the shuffle reduction needs a row's threads in one warp (t <= 32), and
  // b*t <= 1024 would reject b = 32 besides.
  tree.edit("specs/formats/sellp.yaml", "kThreadsPerRow\n    type: int\n    domain: [1, 2, 4, 8, 16, 32]",
            "kThreadsPerRow\n    type: int\n    domain: [1, 2, 4, 8, 16, 32, 64]");
  EXPECT_EQ(names(), before);
}

TEST_F(RealTree, ValuePartlyRejectedByConstraintAddsOnlyAllowedInstances) {
  const auto before = names();
  // b = 256: b*t <= 1024 keeps t = 1, 2, 4 and rejects t = 8.
  tree.edit("specs/formats/sellp.yaml", "domain: [8, 16, 32]", "domain: [8, 16, 32, 256]");
  const auto added = minus(names(), before);
  std::set<std::string> expected;
  for (const char* t : {"1", "2", "4"})
    for (const char* u : {"1", "2"})
      for (const char* v : {"f32", "f64"})
        expected.insert(std::string("spgen_spmv_sellp_b256_t") + t + "_u" + u + "_" + v + "i32_cuda");
  EXPECT_EQ(added, expected);
  EXPECT_TRUE(minus(before, names()).empty());
}

TEST_F(RealTree, AcceptedValueAddsOneInstancePerCombination) {
  const auto before = names();
  tree.edit("specs/formats/sellp.yaml", "domain: [1, 2]", "domain: [1, 2, 4]");
  const auto added = minus(names(), before);
  std::set<std::string> expected;
  for (const auto& n : before) {
    const size_t at = n.find("_u1_");
    if (n.rfind("spgen_spmv_sellp_b", 0) == 0 && at != std::string::npos)  // not sellp_c16
      expected.insert(n.substr(0, at) + "_u4_" + n.substr(at + 4));
  }
  EXPECT_FALSE(expected.empty());
  EXPECT_EQ(added, expected);
}

TEST_F(RealTree, OneGenerateRunCarriesANewValueEverywhere) {
  tree.edit("specs/formats/sellp.yaml", "domain: [1, 2]", "domain: [1, 2, 4]");
  const GenOutput out = generate(options_for(tree.root()));
  const std::string name = "spgen_spmv_sellp_b32_t4_u4_f64i32_cuda";
  ASSERT_EQ(out.files.count("cuda/" + name + ".cu"), 1u);
  const std::string& src = out.files.at("cuda/" + name + ".cu");
  EXPECT_NE(src.find("extern \"C\" __global__ void " + name + "("), std::string::npos);
  EXPECT_NE(src.find("// SPGEN_UNROLL: u = 0 1 2 3"), std::string::npos);
  EXPECT_NE(out.files.at("registry.cpp").find("{\"" + name + "\", Op::spmv, \"sellp\", Backend::cuda"),
            std::string::npos);
  EXPECT_NE(out.files.at("manifest.cmake").find("cuda/" + name + ".cu"), std::string::npos);
  EXPECT_NE(out.files.at("manifest.json").find("\"name\": \"" + name + "\""), std::string::npos);
}

TEST(Enumerate, NoParametersMeansOneInstance) {
  TempTree tree{data_root()};
  const Specs specs = load_specs(tree.root());
  const KernelSpec& k = specs.kernels.at("spmv_scale");
  BackendImplSpec b = k.backends.at("avx512");
  b.params.clear();
  const auto out = enumerate_kernel(specs, k, b, "f64", "i32", {});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].name, "spgen_spmv_scale_f64i32_avx512");
}

TEST(Enumerate, LaunchGeometryFromKernelSpec) {
  TempTree tree{data_root()};
  const Specs specs = load_specs(tree.root());
  const KernelSpec& k = specs.kernels.at("spmv_scale");
  const auto out = enumerate_kernel(specs, k, k.backends.at("cuda"), "f64", "i32", {});
  // k in {32, 64, 128} x u in {1, 2} with k*u <= 128: five instances.
  ASSERT_EQ(out.size(), 5u);
  for (const auto& i : out) {
    EXPECT_EQ(i.block_threads, i.params[0].value) << i.name;
    EXPECT_EQ(i.rows_per_block, i.params[0].value * i.params[1].value) << i.name;
  }
}

}  // namespace
}  // namespace spgen::gen::test
