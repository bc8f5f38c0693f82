// Kernel ABI roles (specs/README.md, "Kernel ABI roles"): what the loader makes of each
// kernel_args entry, and how the registry and manifest spell it. The errors are cases of
// test_spec_loader.cpp's SpecError table.
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "abi.hpp"
#include "test_util.hpp"

namespace spgen::gen::test {
namespace {

constexpr const char* kFormat = "specs/formats/scale.yaml";

struct Expected {
  const char* name;
  ArgRole role;
  bool index, pointer, is_const, zeroed;
};

void expect_args(const std::vector<KernelArgSpec>& got, const std::vector<Expected>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    SCOPED_TRACE(want[i].name);
    EXPECT_EQ(got[i].name, want[i].name);
    EXPECT_EQ(to_string(got[i].role), std::string(to_string(want[i].role)));
    EXPECT_EQ(got[i].element == "index", want[i].index);
    EXPECT_EQ(got[i].pointer, want[i].pointer);
    EXPECT_EQ(got[i].is_const, want[i].is_const);
    EXPECT_EQ(got[i].zeroed, want[i].zeroed);
  }
}

TEST(Abi, EveryRoleFromTheSpec) {
  TempTree tree{data_root()};
  tree.edit(kFormat, R"(cuda: ["I n", "const V* weights", "const V* x", "V* y", "V alpha"])",
            R"(cuda: ["I part_begin", "I part_end", "I n", "const V* weights", "V* partial",
         "I* done", "const V* x", "V* y", "V alpha", "V beta"])");
  const Specs specs = load_specs(tree.root());
  expect_args(specs.formats.at("scale").kernel_args.at("cuda"),
              {{"part_begin", ArgRole::range_begin, true, false, false, false},
               {"part_end", ArgRole::range_end, true, false, false, false},
               {"n", ArgRole::scalar, true, false, false, false},
               {"weights", ArgRole::array, false, true, true, false},
               {"partial", ArgRole::workspace, false, true, false, false},
               {"done", ArgRole::workspace, true, true, false, true},
               {"x", ArgRole::x, false, true, true, false},
               {"y", ArgRole::y, false, true, false, false},
               {"alpha", ArgRole::alpha, false, false, false, false},
               {"beta", ArgRole::beta, false, false, false, false}});
}

// spmm_kernel_args: SpMM's own ABI beside the SpMV one, with k and the row strides.
TEST(Abi, SpmmKernelArgsAreASecondAbi) {
  TempTree tree{data_root()};
  tree.edit(kFormat, "kernel_args:", R"(spmm_kernel_args:
  cuda: ["I n", "const V* weights", "I k", "const V* x", "I ldx", "V* y", "I ldy", "V alpha", "V beta"]
kernel_args:)");
  const Specs specs = load_specs(tree.root());
  const FormatSpec& f = specs.formats.at("scale");
  ASSERT_NE(f.abi("spmm", "cuda"), nullptr);
  EXPECT_EQ(f.abi("spmm", "avx512"), nullptr);
  EXPECT_EQ(f.abi("spmv", "cuda"), &f.kernel_args.at("cuda"));
  expect_args(*f.abi("spmm", "cuda"),
              {{"n", ArgRole::scalar, true, false, false, false},
               {"weights", ArgRole::array, false, true, true, false},
               {"k", ArgRole::k, true, false, false, false},
               {"x", ArgRole::x, false, true, true, false},
               {"ldx", ArgRole::ldx, true, false, false, false},
               {"y", ArgRole::y, false, true, false, false},
               {"ldy", ArgRole::ldy, true, false, false, false},
               {"alpha", ArgRole::alpha, false, false, false, false},
               {"beta", ArgRole::beta, false, false, false, false}});
  EXPECT_EQ(arg_table_name("scale", "cuda"), "kArgs_scale_cuda");
  EXPECT_EQ(arg_table_name("scale", "cuda", "spmm"), "kArgs_scale_spmm_cuda");
}

TEST(Abi, SpmmArgumentsCheckedLikeTheOthers) {
  TempTree tree{data_root()};
  tree.edit(kFormat, "kernel_args:", R"(spmm_kernel_args:
  cuda: ["I n", "V k", "const V* x", "V* y"]
kernel_args:)");
  expect_error([&] { (void)load_specs(tree.root()); }, kFormat, 30, 17,
               "spmm_kernel_args cuda: 'k' is the number of columns of X and Y: its type must be 'I', "
               "not 'V'");
}

// u16 arrays (narrow column offsets, sellp_c16): the same C type in every
// instance, spelled so in the spec and the template, and so in the registry.
TEST(Abi, U16ArraysAreUnsignedShortInEveryInstance) {
  TempTree tree{data_root()};
  tree.edit(kFormat, "arrays:\n", "arrays:\n  offsets: {element: u16, length: \"n\", doc: \"Offsets.\"}\n");
  tree.edit(kFormat, R"(cuda: ["I n", "const V* weights", )",
            R"(cuda: ["I n", "const unsigned short* offsets", "const V* weights", )");
  const Specs specs = load_specs(tree.root());
  const auto& args = specs.formats.at("scale").kernel_args.at("cuda");
  EXPECT_EQ(args[1].role, ArgRole::array);
  EXPECT_EQ(args[1].element, "u16");
  EXPECT_TRUE(args[1].is_const);
  EXPECT_NE(arg_table("t", args).find(R"({"offsets", ArgRole::array, ArgElement::u16, true, false})"),
            std::string::npos);
}

TEST(Abi, U16ArrayTakenAsIndexIsAnError) {
  TempTree tree{data_root()};
  tree.edit(kFormat, "arrays:\n", "arrays:\n  offsets: {element: u16, length: \"n\", doc: \"Offsets.\"}\n");
  tree.edit(kFormat, R"(cuda: ["I n", "const V* weights", )", R"(cuda: ["I n", "const I* offsets", "const V* weights", )");
  try {
    (void)load_specs(tree.root());
    FAIL() << "a u16 array passed as const I* loaded";
  } catch (const GenError& e) {
    EXPECT_NE(e.message().find("its type must be 'const unsigned short*' or 'unsigned short*', not 'const I*'"),
              std::string::npos)
        << e.message();
  }
}

TEST(Abi, ValueScalarAndDeclaredNamesEndingInBegin) {
  TempTree tree{data_root()};
  // A declared name keeps its declared role whatever its ending.
  tree.edit(kFormat, "scalars: [n]", "scalars: [n, scale, seg_begin]");
  tree.edit(kFormat, R"(cuda: ["I n", )", R"(cuda: ["V scale", "I seg_begin", "I n", )");
  const Specs specs = load_specs(tree.root());
  const auto& args = specs.formats.at("scale").kernel_args.at("cuda");
  EXPECT_EQ(args[0].role, ArgRole::scalar);
  EXPECT_EQ(args[0].element, "value");
  EXPECT_EQ(args[1].role, ArgRole::scalar);
}

// The project's own specs: the workspaces of the formats that combine partial sums.
TEST(Abi, ProjectSpecsClassify) {
  const Specs specs = load_specs(source_root().string());
  for (const char* f : {"rowseg", "csrstream"}) {
    SCOPED_TRACE(f);
    for (const auto& a : specs.formats.at(f).kernel_args.at("cuda")) {
      if (a.name == "partial") {
        EXPECT_TRUE(a.role == ArgRole::workspace && !a.zeroed);
      }
      if (a.name == "arrivals") {
        EXPECT_TRUE(a.role == ArgRole::workspace && a.zeroed);
      }
    }
  }
  const auto& csr = specs.formats.at("csr").kernel_args.at("avx512");
  EXPECT_EQ(csr.front().role, ArgRole::range_begin);
  EXPECT_EQ(csr[1].role, ArgRole::range_end);
}

TEST(Abi, PackedWrapperCastsEachArgumentToItsType) {
  const Specs specs = load_specs(data_root().string());
  EXPECT_EQ(
      packed_wrapper("spgen_x", specs.formats.at("scale").kernel_args.at("avx512"), "f32", "i64"),
      "void call_spgen_x(void* const* a) { generated::spgen_x("
      "*static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]), "
      "*static_cast<const float* const*>(a[2]), *static_cast<float* const*>(a[3]), "
      "*static_cast<const float*>(a[4])); }\n");
}

// The wrapper, compiled and run around a stand-in for the instance: each argument arrives
// with the value its slot points to.
TEST(Abi, PackedWrapperPassesTheValuesItsSlotsPointTo) {
  const Specs specs = load_specs(data_root().string());
  const std::string src = R"(#include <cstdint>
#include <cstdio>
namespace spgen::generated {
void spgen_x(std::int64_t b, std::int64_t e, const float* x, float* y, float alpha) {
  for (std::int64_t i = b; i < e; ++i) y[i] = alpha * x[i];
}
}  // namespace spgen::generated
namespace spgen {
)" + packed_wrapper("spgen_x", specs.formats.at("scale").kernel_args.at("avx512"), "f32", "i64") +
                          R"(}  // namespace spgen
int main() {
  std::int64_t b = 1, e = 3;
  const float x[] = {1, 2, 3, 4};
  float y[] = {0, 0, 0, 0};
  const float* px = x;
  float* py = y;
  float alpha = 2;
  void* args[] = {&b, &e, &px, &py, &alpha};
  spgen::call_spgen_x(args);
  return y[0] == 0 && y[1] == 4 && y[2] == 6 && y[3] == 0 ? 0 : 1;
}
)";
  const auto dir = std::filesystem::temp_directory_path();
  const std::string cpp = (dir / "spgen_packed_wrapper_test.cpp").string();
  const std::string exe = (dir / "spgen_packed_wrapper_test").string();
  std::ofstream(cpp) << src;
  std::ostringstream cmd_text;  // (a + chain of std::string trips GCC 12's -Wrestrict)
  cmd_text << '"' << SPGEN_TEST_CXX << "\" -std=c++17 -Wall -Werror -o \"" << exe << "\" \"" << cpp << "\" && \""
           << exe << '"';
  const std::string cmd = cmd_text.str();
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd << "\n" << src;
}

TEST(Abi, ManifestSpellsRolesAndTypesAsWritten) {
  const Specs specs = load_specs(data_root().string());
  EXPECT_EQ(args_json(specs.formats.at("scale").kernel_args.at("cuda")),
            R"([{"name": "n", "role": "scalar", "type": "I"}, )"
            R"({"name": "weights", "role": "array", "type": "const V*"}, )"
            R"({"name": "x", "role": "x", "type": "const V*"}, )"
            R"({"name": "y", "role": "y", "type": "V*"}, )"
            R"({"name": "alpha", "role": "alpha", "type": "V"}])");
}

}  // namespace
}  // namespace spgen::gen::test
