// Golden instances (one per backend) from the stable test templates, determinism, and
// that the committed generated/ is what the generator makes of the real tree.
#include <cstdlib>
#include <fstream>
#include <set>

#include "test_util.hpp"

namespace spgen::gen::test {
namespace {

namespace fs = std::filesystem;

const GenOutput& data_output() {
  static const GenOutput out = generate(options_for(data_root().string()));
  return out;
}

void check_golden(const std::string& rel, const std::string& golden_name) {
  const auto& files = data_output().files;
  ASSERT_EQ(files.count(rel), 1u) << rel;
  // Expected outputs are data, not sources: a .golden suffix keeps them out of
  // builds, linters and duplicate scans.
  const fs::path golden = fs::path(SPGEN_GEN_TEST_DIR) / "golden" / (golden_name + ".golden");
  // SPGEN_UPDATE_GOLDEN=1 rewrites the expected file after a deliberate change.
  if (std::getenv("SPGEN_UPDATE_GOLDEN")) std::ofstream(golden, std::ios::binary) << files.at(rel);
  ASSERT_TRUE(fs::exists(golden)) << golden;
  EXPECT_EQ(files.at(rel), read_file(golden.string())) << "golden " << golden;
}

TEST(Golden, CudaInstance) {
  check_golden("cuda/spgen_spmv_scale_k32_u2_f64i32_cuda.cu",
               "spgen_spmv_scale_k32_u2_f64i32_cuda.cu");
}

TEST(Golden, Avx512Instance) {
  check_golden("avx512/spgen_spmv_scale_u2_f32i64_avx512.cpp",
               "spgen_spmv_scale_u2_f32i64_avx512.cpp");
}

TEST(Golden, Registry) { check_golden("registry.cpp", "registry.cpp"); }

// The spec as the kernel ABI: each format's argument table, a packed wrapper per AVX-512
// instance, and the format table the runtime's descriptors complete (golden above; these
// name the parts).
TEST(Golden, RegistryCarriesTheAbiAndTheFormatTable) {
  const std::string& r = data_output().files.at("registry.cpp");
  for (const char* part :
       {"#include \"formats/format.hpp\"\n",
        "constexpr KernelArg kArgs_scale_avx512[] = {\n"
        "    {\"row_begin\", ArgRole::range_begin, ArgElement::index, false, false},\n",
        "constexpr KernelArg kArgs_scale_cuda[] = {\n"
        "    {\"n\", ArgRole::scalar, ArgElement::index, false, false},\n"
        "    {\"weights\", ArgRole::array, ArgElement::value, true, false},\n",
        "void call_spgen_spmv_scale_u2_f32i64_avx512(void* const* a) {\n"
        "  generated::spgen_spmv_scale_u2_f32i64_avx512(",
        "kArgs_scale_avx512, 5,\n     &call_spgen_spmv_scale_u2_f32i64_avx512, ",
        "kArgs_scale_cuda, 5, nullptr,", "}  // namespace spgen\n\n",
        "namespace spgen::formats {\nSPGEN_DECLARE_FORMAT(scale)\n"
        "SPGEN_FORMAT_TABLE(&format_scale<V, I>())\n}  // namespace spgen::formats\n"})
    EXPECT_NE(r.find(part), std::string::npos) << part;
  EXPECT_NE(data_output()
                .files.at("manifest.json")
                .find(R"("args": [{"name": "row_begin", "role": "range_begin", "type": "I"}, )"),
            std::string::npos);
}

TEST(Golden, CudaGoldenCompilesWithNvcc) {
  const std::string nvcc = SPGEN_TEST_NVCC;
  if (nvcc.empty()) GTEST_SKIP() << "no CUDA toolkit";
  const fs::path src =
      fs::path(SPGEN_GEN_TEST_DIR) / "golden" / "spgen_spmv_scale_k32_u2_f64i32_cuda.cu.golden";
  const fs::path out = fs::temp_directory_path() / "spgen_golden_test.ptx";
  // Self-contained: no include path, like NVRTC at run time.
  const std::string cmd = "\"" + nvcc + "\" -x cu -std=c++17 -arch=sm_80 --ptx -o \"" + out.string() +
                          "\" \"" + src.string() + "\"";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  EXPECT_NE(read_file(out.string()).find(".entry spgen_spmv_scale_k32_u2_f64i32_cuda"),
            std::string::npos);
}

TEST(Golden, Avx512GoldenCompiles) {
  const fs::path src =
      fs::path(SPGEN_GEN_TEST_DIR) / "golden" / "spgen_spmv_scale_u2_f32i64_avx512.cpp.golden";
  const std::string cmd = std::string("\"") + SPGEN_TEST_CXX +
                          "\" -x c++ -std=c++17 -fsyntax-only -Wall -Werror -mavx512f \"" + src.string() +
                          "\"";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
}

TEST(Golden, OutputIsDeterministic) {
  const GenOutput again = generate(options_for(data_root().string()));
  EXPECT_EQ(again.files, data_output().files);
}

TEST(Golden, BannerNamesInputsAndHashes) {
  const std::string& s = data_output().files.at("cuda/spgen_spmv_scale_k32_u2_f64i32_cuda.cu");
  EXPECT_EQ(s.rfind("// generated — do not edit.", 0), 0u);
  const std::string tpl = read_file((data_root() / "templates/cuda/scale.cu").string());
  EXPECT_NE(s.find("templates/cuda/scale.cu  xxh3:" + hex64(hash_text(tpl))), std::string::npos);
  const std::string spec = read_file((data_root() / "specs/formats/scale.yaml").string());
  EXPECT_NE(s.find("specs/formats/scale.yaml  xxh3:" + hex64(hash_text(spec))), std::string::npos);
}

TEST(Golden, SharedHeaderInlinedOnceAndNamedInTheBanner) {
  const std::string& s = data_output().files.at("avx512/spgen_spmv_scale_u2_f32i64_avx512.cpp");
  const std::string marker = "// ---- inlined from templates/avx512/scale_helpers.h ----";
  const auto first = s.find(marker);
  ASSERT_NE(first, std::string::npos);
  EXPECT_EQ(s.find(marker, first + 1), std::string::npos);
  EXPECT_EQ(s.find("#include \"scale_helpers.h\""), std::string::npos);
  const std::string h = read_file((data_root() / "templates/avx512/scale_helpers.h").string());
  EXPECT_NE(s.find("templates/avx512/scale_helpers.h  xxh3:" + hex64(hash_text(h))),
            std::string::npos);
}

TEST(Golden, WriteOutputRemovesStaleInstances) {
  TempTree out_dir{data_root() / "templates" / "common"};  // any small folder to start from
  fs::create_directories(out_dir.path("cuda"));
  std::ofstream(out_dir.path("cuda/spgen_spmv_gone_cuda.cu")) << "stale";
  write_output(data_output(), out_dir.root());
  EXPECT_FALSE(fs::exists(out_dir.path("cuda/spgen_spmv_gone_cuda.cu")));
  EXPECT_TRUE(fs::exists(out_dir.path("cuda/spgen_spmv_scale_k32_u2_f64i32_cuda.cu")));
}

// The same comparison as the spgen_check_generated target, so ctest catches a stale generated/.
TEST(Generated, CommittedOutputIsUpToDate) {
  const GenOutput out = generate(options_for(source_root().string()));
  const fs::path gen = source_root() / "generated";
  std::set<std::string> on_disk;
  for (const auto& e : fs::recursive_directory_iterator(gen))
    if (e.is_regular_file()) on_disk.insert(fs::relative(e.path(), gen).generic_string());
  for (const auto& [rel, text] : out.files) {
    EXPECT_EQ(on_disk.count(rel), 1u) << "generated/" << rel << " missing: run spgen_regenerate";
    if (on_disk.count(rel)) {
      EXPECT_TRUE(read_file((gen / rel).string()) == text)
          << "generated/" << rel << " is stale: run spgen_regenerate";
    }
    on_disk.erase(rel);
  }
  for (const auto& rel : on_disk)
    ADD_FAILURE() << "generated/" << rel << " is not generator output";
}

}  // namespace
}  // namespace spgen::gen::test
