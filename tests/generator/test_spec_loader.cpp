// One test per kind of spec error: each asserts the file, line, column and message.
#include "test_util.hpp"

namespace spgen::gen::test {
namespace {

constexpr const char* kFormat = "specs/formats/scale.yaml";
constexpr const char* kKernels = "specs/kernels.yaml";
constexpr const char* kAot = "specs/aot.yaml";

class SpecLoader : public ::testing::Test {
 protected:
  TempTree tree{data_root()};
  void load() const { (void)load_specs(tree.root()); }
  void generate_all() const { (void)generate(options_for(tree.root())); }
};

TEST_F(SpecLoader, ValidTreeLoads) {
  Specs s = load_specs(tree.root());
  ASSERT_EQ(s.formats.count("scale"), 1u);
  const FormatSpec& f = s.formats.at("scale");
  ASSERT_EQ(f.params.size(), 2u);
  EXPECT_EQ(f.params[0].tag, "k");
  EXPECT_EQ(f.params[0].domain, (std::vector<int>{32, 64, 128}));
  auto [line, col] = tree.pos(kFormat, "block:");
  EXPECT_EQ(f.params[0].loc.line, line);
  EXPECT_EQ(f.params[0].loc.col, col);
  EXPECT_EQ(s.kernels.at("spmv_scale").backends.at("cuda").block_threads_text, "k");
  EXPECT_EQ(s.target.avx512_lanes.at("f64"), 8);
}

TEST_F(SpecLoader, UnknownKey) {
  tree.edit(kFormat, "    default: 64\n", "    default: 64\n    colour: red\n");
  auto [line, col] = tree.pos(kFormat, "colour");
  expect_error([&] { load(); }, kFormat, line, col, "parameter 'block': unknown key 'colour'");
}

TEST_F(SpecLoader, DuplicateKey) {
  tree.edit(kFormat, "    default: 64\n", "    default: 64\n    default: 32\n");
  auto [line, col] = tree.pos(kFormat, "default: 32");
  expect_error([&] { load(); }, kFormat, line, col, "parameter 'block': duplicate key 'default'");
}

TEST_F(SpecLoader, WrongTypeScalar) {
  tree.edit(kFormat, "default: 64", "default: sixty");
  auto [line, col] = tree.pos(kFormat, "sixty");
  expect_error([&] { load(); }, kFormat, line, col,
               "parameter 'block' default: expected an integer, got 'sixty'");
}

TEST_F(SpecLoader, WrongTypeSequence) {
  tree.edit(kFormat, "domain: [32, 64, 128]", "domain: 32");
  auto [line, col] = tree.pos(kFormat, "domain: 32");
  expect_error([&] { load(); }, kFormat, line, col + 8,
               "parameter 'block' domain: expected a sequence, got '32'");
}

TEST_F(SpecLoader, ValueOutsideDomain) {
  tree.edit(kFormat, "default: 64", "default: 48");
  auto [line, col] = tree.pos(kFormat, "48");
  expect_error([&] { load(); }, kFormat, line, col,
               "parameter 'block' default: 48 is outside the domain");
}

TEST_F(SpecLoader, AotValueOutsideDomain) {
  tree.edit(kAot, "params: {unroll: [2]}", "params: {unroll: [3]}");
  auto [line, col] = tree.pos(kAot, "[3]");
  expect_error([&] { load(); }, kAot, line, col + 1,
               "aot rule params unroll: 3 is outside the domain of 'unroll'");
}

TEST_F(SpecLoader, UnknownEnumValue) {
  tree.edit(kKernels, "value_types: [f32, f64]", "value_types: [f32, f16]");
  auto [line, col] = tree.pos(kKernels, "f16");
  expect_error([&] { load(); }, kKernels, line, col,
               "kernel 'spmv_scale' value_types: 'f16' is not one of: f32, f64");
}

TEST_F(SpecLoader, ConstraintViolatedByDefaults) {
  tree.edit(kFormat, "default: 64", "default: 128");
  tree.edit(kFormat, "default: 1\n", "default: 2\n");
  auto [line, col] = tree.pos(kFormat, "\"k * u <= 128\"");
  expect_error([&] { load(); }, kFormat, line, col,
               "constraint 'k * u <= 128' is violated by the defaults (k = 128, u = 2)");
}

TEST_F(SpecLoader, AotRuleRejectedByConstraint) {
  tree.edit(kAot, "    params: all\n", "    params: {block: [128], unroll: [2]}\n");
  auto [line, col] = tree.pos(kAot, "kernel: spmv_scale");
  expect_error([&] { load(); (void)enumerate_aot(load_specs(tree.root())); }, kAot, line, col,
               "aot rule for kernel 'spmv_scale' selects no instance");
}

TEST_F(SpecLoader, ConstraintSyntaxError) {
  tree.edit(kFormat, "\"k * u <= 128\"", "\"k * * u <= 128\"");
  auto [line, col] = tree.pos(kFormat, "* u <= 128");  // the second '*'
  expect_error([&] { load(); }, kFormat, line, col, "constraint: unexpected '*' in 'k * * u <= 128'");
}

TEST_F(SpecLoader, ConstraintUnknownName) {
  tree.edit(kFormat, "\"k * u <= 128\"", "\"k * w <= 128\"");
  auto [line, col] = tree.pos(kFormat, "\"k * w");
  expect_error([&] { load(); }, kFormat, line, col,
               "constraint: 'w' is not a parameter of format 'scale'");
}

TEST_F(SpecLoader, MissingRequiredKey) {
  tree.edit(kFormat, "    doc: Threads per block.\n", "");
  auto [line, col] = tree.pos(kFormat, "tag: k");
  expect_error([&] { load(); }, kFormat, line, col, "parameter 'block': missing required key 'doc'");
}

TEST_F(SpecLoader, MalformedYaml) {
  tree.edit(kFormat, "doc: \"Input.\"}", "doc: \"Input.\"");
  auto [line, col] = tree.pos(kFormat, "params:");
  // yaml-cpp reports the flow map as unterminated where the next block starts.
  expect_error([&] { load(); }, kFormat, line, col, "malformed YAML: end of map flow not found");
}

TEST_F(SpecLoader, UnknownKernelInAot) {
  tree.edit(kAot, "kernel: spmv_scale\n    backends: [avx512]", "kernel: spmv_nope\n    backends: [avx512]");
  auto [line, col] = tree.pos(kAot, "spmv_nope");
  expect_error([&] { load(); }, kAot, line, col, "aot rule: unknown kernel 'spmv_nope'");
}

TEST_F(SpecLoader, TemplateParameterNotInSpec) {
  tree.edit("templates/cuda/scale.cu", "template <int kBlock, int kUnroll,",
            "template <int kBlock, int kUnroll, int kExtra,");
  auto [line, col] = tree.pos(kKernels, "cuda:");
  auto [tl, tc] = tree.pos("templates/cuda/scale.cu", "kExtra");
  expect_error([&] { generate_all(); }, kKernels, line, col,
               "kernel 'spmv_scale' backend 'cuda': template parameter 'kExtra' "
               "(templates/cuda/scale.cu:" + std::to_string(tl) + ":" + std::to_string(tc) +
                   ") is not declared by the spec (declared: kBlock, kUnroll)");
}

TEST_F(SpecLoader, SpecParameterNotInTemplate) {
  tree.edit(kFormat, "constraints:", R"(  stride:
    tag: s
    template_param: kStride
    type: int
    domain: [1]
    default: 1
    doc: Not taken by the template.
constraints:)");
  tree.edit(kKernels, "params: [block, unroll]", "params: [block, unroll, stride]");
  auto [line, col] = tree.pos(kKernels, "cuda:");
  auto [pl, pc] = tree.pos(kFormat, "stride:");
  expect_error([&] { generate_all(); }, kKernels, line, col,
               "parameter 'stride' (specs/formats/scale.yaml:" + std::to_string(pl) + ":" +
                   std::to_string(pc) + ") has no template parameter 'kStride' in scale");
}

TEST_F(SpecLoader, KernelArgumentsMismatch) {
  tree.edit(kFormat, "\"I n\", \"const V* x\"", "\"I n\", \"const V* input\"");
  auto [line, col] = tree.pos("templates/cuda/scale.cu", "x, V*");
  expect_error([&] { generate_all(); }, "templates/cuda/scale.cu", line, col,
               "argument 2 is 'constV* x'; format 'scale' kernel_args (specs/formats/scale.yaml) "
               "want 'const V* input'");
}

TEST_F(SpecLoader, MissingTemplateFile) {
  tree.edit(kKernels, "template: avx512/scale.cpp", "template: avx512/missing.cpp");
  auto [line, col] = tree.pos(kKernels, "avx512/missing.cpp");
  expect_error([&] { generate_all(); }, kKernels, line, col,
               "template file templates/avx512/missing.cpp not found");
}

}  // namespace
}  // namespace spgen::gen::test
