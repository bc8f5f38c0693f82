// One case per kind of spec error: each edits a copy of the test tree and asserts the
// error's file, line, column and message.
#include <ostream>
#include <vector>

#include "test_util.hpp"

namespace spgen::gen::test {
namespace {

constexpr const char* kFormat = "specs/formats/scale.yaml";
constexpr const char* kKernels = "specs/kernels.yaml";
constexpr const char* kAot = "specs/aot.yaml";
constexpr const char* kCudaTemplate = "templates/cuda/scale.cu";

struct Edit {
  const char* file;
  const char* from;
  const char* to;
};

// How far the pipeline must run to meet the error.
enum class Stage { load, enumerate, generate };

// Where an error must point: the nth occurrence of `text` in `file` after the edits, moved
// right by `col_offset` where `text` carries context to find the right place.
struct At {
  const char* file;
  const char* text;
  int nth = 1;
  int col_offset = 0;
};

struct SpecErrorCase {
  const char* name;
  std::vector<Edit> edits;
  At at;
  const char* message;  // contained in the error's message
  Stage stage = Stage::load;
};
// Test logs show the case by name, not as a byte dump.
void PrintTo(const SpecErrorCase& c, std::ostream* os) { *os << c.name; }

const std::vector<SpecErrorCase> kSpecErrors = {
    {"UnknownKey",
     {{kFormat, "    default: 64\n", "    default: 64\n    colour: red\n"}},
     {kFormat, "colour"},
     "parameter 'block': unknown key 'colour'"},
    {"DuplicateKey",
     {{kFormat, "    default: 64\n", "    default: 64\n    default: 32\n"}},
     {kFormat, "default: 32"},
     "parameter 'block': duplicate key 'default'"},
    {"WrongTypeScalar",
     {{kFormat, "default: 64", "default: sixty"}},
     {kFormat, "sixty"},
     "parameter 'block' default: expected an integer, got 'sixty'"},
    {"WrongTypeSequence",
     {{kFormat, "domain: [32, 64, 128]", "domain: 32"}},
     {kFormat, "domain: 32", 1, 8},
     "parameter 'block' domain: expected a sequence, got '32'"},
    {"ValueOutsideDomain",
     {{kFormat, "default: 64", "default: 48"}},
     {kFormat, "48"},
     "parameter 'block' default: 48 is outside the domain"},
    {"AotValueOutsideDomain",
     {{kAot, "params: {unroll: [2]}", "params: {unroll: [3]}"}},
     {kAot, "[3]", 1, 1},
     "aot rule params unroll: 3 is outside the domain of 'unroll'"},
    {"UnknownEnumValue",
     {{kKernels, "value_types: [f32, f64]", "value_types: [f32, f16]"}},
     {kKernels, "f16"},
     "kernel 'spmv_scale' value_types: 'f16' is not one of: f32, f64"},
    {"ConstraintViolatedByDefaults",
     {{kFormat, "default: 64", "default: 128"}, {kFormat, "default: 1\n", "default: 2\n"}},
     {kFormat, "\"k * u <= 128\""},
     "constraint 'k * u <= 128' is violated by the defaults (k = 128, u = 2)"},
    {"AotRuleRejectedByConstraint",
     {{kAot, "    params: all\n", "    params: {block: [128], unroll: [2]}\n"}},
     {kAot, "kernel: spmv_scale"},
     "aot rule for kernel 'spmv_scale' selects no instance",
     Stage::enumerate},
    {"ConstraintDivisionByZero",
     {{kFormat, "\"k * u <= 128\"", "\"k / (u - 1) <= 128\""}},
     {kFormat, "/ (u - 1)"},
     "constraint 'k / (u - 1) <= 128' with the defaults: division by zero"},
    {"ConstraintOverflow",
     {{kFormat, "\"k * u <= 128\"", "\"k * 1099511627776 * 1099511627776 > 0\""}},
     {kFormat, "* 1099511627776 > 0"},
     "with the defaults: 70368744177664 * 1099511627776 overflows 64 bits"},
    {"DomainZero",
     {{kFormat, "domain: [1, 2]", "domain: [0, 1, 2]"}},
     {kFormat, "0, 1, 2]"},
     "parameter 'unroll' domain: 0 is not a positive integer"},
    {"DomainNegative",
     {{kFormat, "domain: [1, 2]", "domain: [-4, 1, 2]"}},
     {kFormat, "-4"},
     "parameter 'unroll' domain: -4 is not a positive integer"},
    {"ConstraintSyntaxError",
     {{kFormat, "\"k * u <= 128\"", "\"k * * u <= 128\""}},
     {kFormat, "* u <= 128"},
     "constraint: unexpected '*' in 'k * * u <= 128'"},
    {"ConstraintUnknownName",
     {{kFormat, "\"k * u <= 128\"", "\"k * w <= 128\""}},
     {kFormat, "\"k * w"},
     "constraint: 'w' is not a parameter of format 'scale'"},
    {"MissingRequiredKey",
     {{kFormat, "    doc: Threads per block.\n", ""}},
     {kFormat, "tag: k"},
     "parameter 'block': missing required key 'doc'"},
    // yaml-cpp reports the flow map as unterminated where the next block starts.
    {"MalformedYaml",
     {{kFormat, "doc: \"Factor of each entry (CUDA).\"}", "doc: \"Factor of each entry (CUDA).\""}},
     {kFormat, "partial:"},
     "malformed YAML: end of map flow not found"},
    {"UnknownKernelInAot",
     {{kAot, "kernel: spmv_scale\n    backends: [avx512]",
       "kernel: spmv_nope\n    backends: [avx512]"}},
     {kAot, "spmv_nope"},
     "aot rule: unknown kernel 'spmv_nope'"},
    {"KernelArgumentsMismatch",
     {{kFormat, "\"const V* weights\", \"const V* x\"", "\"const V* x\", \"const V* weights\""}},
     {kCudaTemplate, "weights, const V*"},
     "argument 2 is 'constV* weights'; format 'scale' kernel_args (specs/formats/scale.yaml) "
     "want 'const V* x'",
     Stage::generate},
    {"MissingTemplateFile",
     {{kKernels, "template: avx512/scale.cpp", "template: avx512/missing.cpp"}},
     {kKernels, "avx512/missing.cpp"},
     "template file templates/avx512/missing.cpp not found",
     Stage::generate},

    // The workspace key and the kernel ABI roles (specs/README.md, "Kernel ABI roles").
    {"WorkspaceValueNotAllowed",
     {{kFormat, "workspace: scratch", "workspace: dirty"}},
     {kFormat, "dirty"},
     "array 'partial' workspace: 'dirty' is not one of: scratch, zeroed"},
    {"ArgumentWithoutRole",
     {{kFormat, "\"I row_begin\"", "\"I first\""}},
     {kFormat, "\"I first\""},
     "kernel_args avx512: 'first' has no ABI role: name a scalar of format 'scale' (n), one of "
     "its arrays (weights, partial, done), x, y, alpha or beta, k, ldx or ldy (SpMM), or a CPU "
     "range bound <unit>_begin / <unit>_end"},
    {"PointerScalar",
     {{kFormat, "\"I n\"", "\"I* n\""}},
     {kFormat, "\"I* n\""},
     "kernel_args cuda: 'n' is a scalar of format 'scale', passed by value: its type must be "
     "'I' or 'V', not 'I*'"},
    {"ByValueArray",
     {{kFormat, "\"const V* weights\"", "\"V weights\""}},
     {kFormat, "\"V weights\""},
     "kernel_args cuda: 'weights' is an array of format 'scale' with value elements: its type "
     "must be 'const V*' or 'V*', not 'V'"},
    {"ArrayElementMismatch",
     {{kFormat, "\"const V* weights\"", "\"const I* weights\""}},
     {kFormat, "\"const I* weights\""},
     "its type must be 'const V*' or 'V*', not 'const I*'"},
    {"ReadOnlyWorkspace",
     {{kFormat, "\"const V* weights\"", "\"const V* partial\""}},
     {kFormat, "\"const V* partial\""},
     "kernel_args cuda: 'partial' is a scratch workspace of format 'scale' with value elements, "
     "which kernels write: its type must be 'V*', not 'const V*'"},
    {"WritableX",
     {{kFormat, "\"const V* weights\", \"const V* x\"", "\"const V* weights\", \"V* x\""}},
     {kFormat, "\"V* x\""},
     "kernel_args cuda: 'x' is the input vector: its type must be 'const V*', not 'V*'"},
    {"RangeBoundNotIndex",
     {{kFormat, "\"I row_begin\"", "\"V row_begin\""}},
     {kFormat, "\"V row_begin\""},
     "kernel_args avx512: 'row_begin' is the first work unit of a CPU kernel's range: its type "
     "must be 'I', not 'V'"},
    {"RangeBoundWithoutPair",
     {{kFormat, "\"I row_end\"", "\"I slice_end\""}},
     {kFormat, "\"I row_begin\""},
     "kernel_args avx512: 'row_begin' has no matching 'row_end'"},
    {"ArgumentListedTwice",
     {{kFormat, "\"const V* weights\"", "\"const V* x\""}},
     {kFormat, "\"const V* x\"", 2},
     "kernel_args cuda: 'x' listed twice"},
    {"EmptyKernelArgs",
     {{kFormat, "avx512: [\"I row_begin\", \"I row_end\", \"const V* x\", \"V* y\", \"V alpha\"]",
       "avx512: []"}},
     {kFormat, "[]"},
     "kernel_args avx512: must not be empty"},
    {"OperationArgumentAsArray",
     {{kFormat, "  done: {", "  beta: {"}},
     {kFormat, "beta: {"},
     "arrays: 'beta' is an argument of the product (x, y, alpha, beta), not of the format"},
    {"NameDeclaredTwice",
     {{kFormat, "scalars: [n]", "scalars: [n, done]"}},
     {kFormat, "done: {"},
     "arrays: 'done' is already declared"},
};

class SpecError : public ::testing::TestWithParam<SpecErrorCase> {};

TEST_P(SpecError, NamesFileLineAndColumn) {
  const SpecErrorCase& c = GetParam();
  TempTree tree{data_root()};
  for (const Edit& e : c.edits) tree.edit(e.file, e.from, e.to);
  auto [line, col] = tree.pos(c.at.file, c.at.text, c.at.nth);
  expect_error(
      [&] {
        switch (c.stage) {
          case Stage::load:
            (void)load_specs(tree.root());
            break;
          case Stage::enumerate:
            (void)enumerate_aot(load_specs(tree.root()));
            break;
          case Stage::generate:
            (void)generate(options_for(tree.root()));
            break;
        }
      },
      c.at.file, line, col + c.at.col_offset, c.message);
}

INSTANTIATE_TEST_SUITE_P(SpecLoader, SpecError, ::testing::ValuesIn(kSpecErrors), CaseName());

class SpecLoader : public ::testing::Test {
 protected:
  TempTree tree{data_root()};
  void generate_all() const { (void)generate(options_for(tree.root())); }
  // "templates/cuda/scale.cu:12:34" for the first `needle` there.
  std::string where(const std::string& rel, const std::string& needle) const {
    auto [line, col] = tree.pos(rel, needle);
    return rel + ":" + std::to_string(line) + ":" + std::to_string(col);
  }
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
  EXPECT_EQ(f.find_array("partial")->workspace, "scratch");
  EXPECT_EQ(f.find_array("done")->workspace, "zeroed");
  EXPECT_EQ(f.find_array("weights")->workspace, "");
  EXPECT_EQ(s.kernels.at("spmv_scale").backends.at("cuda").block_threads_text, "k");
  EXPECT_EQ(s.target.avx512_lanes.at("f64"), 8);
}

TEST_F(SpecLoader, TemplateParameterNotInSpec) {
  tree.edit(kCudaTemplate, "template <int kBlock, int kUnroll,",
            "template <int kBlock, int kUnroll, int kExtra,");
  auto [line, col] = tree.pos(kKernels, "cuda:");
  expect_error([&] { generate_all(); }, kKernels, line, col,
               "kernel 'spmv_scale' backend 'cuda': template parameter 'kExtra' (" +
                   where(kCudaTemplate, "kExtra") +
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
  expect_error([&] { generate_all(); }, kKernels, line, col,
               "parameter 'stride' (" + where(kFormat, "stride:") +
                   ") has no template parameter 'kStride' in scale");
}

}  // namespace
}  // namespace spgen::gen::test
