// The libTooling rewrite, snippet by snippet: input template → specialised entry.
#include <map>
#include <ostream>
#include <vector>

#include "test_util.hpp"

namespace spgen::gen::test {
namespace {

constexpr const char* kPrelude =
    "#define SPGEN_ENTRY __attribute__((annotate(\"spgen_entry\")))\n"
    "#define SPGEN_UNROLL _Pragma(\"unroll\")\n";

ParseOptions parse_options(const std::string& backend) {
  ParseOptions o;
  o.backend = backend;
  o.resource_dir = SPGEN_CLANG_RESOURCE_DIR;
  o.cuda_shim = SPGEN_GEN_CUDA_SHIM;
  return o;
}

// Specialises `code` (its entry named `f`) and returns the formatted specialised entry:
// from its declaration to its closing brace.
std::string specialise(const std::string& code, const std::map<std::string, int>& values,
                       const std::string& backend = "avx512", const std::string& vt = "f64",
                       const std::string& it = "i32") {
  const std::string path = (std::filesystem::temp_directory_path() /
                            (backend == "cuda" ? "spgen_snippet.cu" : "spgen_snippet.cpp"))
                               .string();
  const std::string text = kPrelude + code;
  const ParseOptions po = parse_options(backend);
  TemplateInfo info = inspect_template(path, "snippet", po, &text);
  InstanceRequest r{"spgen_t", values, vt, it};
  auto out = specialise_template(path, "snippet", po, info, {r}, &text);
  const std::string formatted = format_source(out.at(0).text, SPGEN_SOURCE_DIR);
  const size_t b = formatted.find(backend == "cuda" ? "extern \"C\"" : "inline void");
  const size_t e =
      backend == "cuda" ? formatted.size() : formatted.find("\nnamespace spgen::generated");
  std::string s = formatted.substr(b, e - b);
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// A template snippet, its parameter values and types, and the specialised entry it must
// become.
struct RewriteCase {
  const char* name;
  const char* code;
  std::map<std::string, int> values;
  const char* expected;
  const char* backend = "avx512";
  const char* value_type = "f64";
  const char* index_type = "i32";
};
// Test logs show the case by name, not as a byte dump.
void PrintTo(const RewriteCase& c, std::ostream* os) { *os << c.name; }

constexpr const char* kIfConstexprKeepsTakenBranch = R"(
template <int kN, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  if constexpr (kN > 1) {
    y[0] = 1;
  } else {
    y[0] = 2;
  }
  if constexpr (kN == 1) y[1] = 3;
  if constexpr (kN == 2) {
    y[2] = 4;
  } else if constexpr (kN == 3) {
    y[2] = 5;
  } else {
    y[2] = 6;
  }
}
)";

constexpr const char* kIfConstexprSingleStatements = R"(
template <int kN, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  if constexpr (kN == 1) y[0] = 1; else y[0] = 2;
  if constexpr (kN == 1) y[1] = 1; else if constexpr (kN == 2) y[1] = 2; else y[1] = 3;
  y[2] = n;
}
)";

constexpr const char* kIfConstexprOnTypes = R"(
template <typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  if constexpr (sizeof(V) == 8) {
    y[n] = 8;
  } else {
    y[n] = 4;
  }
}
)";

const std::vector<RewriteCase> kRewrites = {
    {"FoldsParametersAndTypes",
     R"(
template <int kN, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  for (I i = 0; i < n; ++i) y[i] = V(kN) * static_cast<V>(sizeof(I));
}
)",
     {{"kN", 3}},
     R"(inline void spgen_t_impl(std::int32_t n, double* y) {
  for (std::int32_t i = 0; i < n; ++i) y[i] = double(3) * static_cast<double>(sizeof(std::int32_t));
})"},
    {"IndexTypeI64",
     R"(
template <typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) { y[n - I(1)] = V(0); }
)",
     {},
     R"(inline void spgen_t_impl(std::int64_t n, float* y) { y[n - std::int64_t(1)] = float(0); })",
     "avx512",
     "f32",
     "i64"},
    {"IfConstexprKeepsTakenBranch_kN1",
     kIfConstexprKeepsTakenBranch,
     {{"kN", 1}},
     R"(inline void spgen_t_impl([[maybe_unused]] std::int32_t n, double* y) {
  { y[0] = 2; }
  y[1] = 3;
  { y[2] = 6; }
})"},
    {"IfConstexprKeepsTakenBranch_kN3",
     kIfConstexprKeepsTakenBranch,
     {{"kN", 3}},
     R"(inline void spgen_t_impl([[maybe_unused]] std::int32_t n, double* y) {
  { y[0] = 1; }

  { y[2] = 5; }
})"},
    {"IfConstexprSingleStatements_kN1",
     kIfConstexprSingleStatements,
     {{"kN", 1}},
     R"(inline void spgen_t_impl(std::int32_t n, double* y) {
  y[0] = 1;
  y[1] = 1;
  y[2] = n;
})"},
    {"IfConstexprSingleStatements_kN2",
     kIfConstexprSingleStatements,
     {{"kN", 2}},
     R"(inline void spgen_t_impl(std::int32_t n, double* y) {
  y[0] = 2;
  y[1] = 2;
  y[2] = n;
})"},
    {"IfConstexprSingleStatements_kN3",
     kIfConstexprSingleStatements,
     {{"kN", 3}},
     R"(inline void spgen_t_impl(std::int32_t n, double* y) {
  y[0] = 2;
  y[1] = 3;
  y[2] = n;
})"},
    {"ConstantsAndParametersOnlyUsedInPrunedCodeAreMarkedMaybeUnused",
     R"(
template <int kN, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  constexpr int kHalf = kN / 2;
  constexpr int kTwice = kN * 2;
  constexpr int kSteps = kN + 1;
  if constexpr (kN > 1) y[n] = kHalf;
  y[0] = kTwice;
  SPGEN_UNROLL
  for (int i = 0; i < kSteps; ++i) y[i] += 1;
}
)",
     {{"kN", 1}},
     R"(inline void spgen_t_impl([[maybe_unused]] std::int32_t n, double* y) {
  [[maybe_unused]] constexpr int kHalf = 1 / 2;
  constexpr int kTwice = 1 * 2;
  [[maybe_unused]] constexpr int kSteps = 1 + 1;

  y[0] = kTwice;
  // SPGEN_UNROLL: i = 0 1
  y[0] += 1;
  y[1] += 1;
})"},
    {"IfConstexprOnTypes_f32",
     kIfConstexprOnTypes,
     {},
     R"(inline void spgen_t_impl(std::int32_t n, float* y) {
  { y[n] = 4; }
})",
     "avx512",
     "f32"},
    {"UnrollSplicesBodyWithoutDeclarations",
     R"(
template <int kU, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  SPGEN_UNROLL
  for (int u = 0; u < kU; ++u) {
    y[u] += n;
    y[u + kU] = u * 2;
  }
}
)",
     {{"kU", 3}},
     R"(inline void spgen_t_impl(std::int32_t n, double* y) {
  // SPGEN_UNROLL: u = 0 1 2
  y[0] += n;
  y[0 + 3] = 0 * 2;
  y[1] += n;
  y[1 + 3] = 1 * 2;
  y[2] += n;
  y[2 + 3] = 2 * 2;
})"},
    {"UnrollKeepsBlocksWhenBodyDeclares",
     R"(
template <int kU, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  SPGEN_UNROLL
  for (int u = 0; u < kU; ++u) {
    const V t = y[u];
    y[u] = t * n;
  }
}
)",
     {{"kU", 2}},
     R"(inline void spgen_t_impl(std::int32_t n, double* y) {
  // SPGEN_UNROLL: u = 0 1
  {
    const double t = y[0];
    y[0] = t * n;
  }
  {
    const double t = y[1];
    y[1] = t * n;
  }
})"},
    {"UnrollSingleStatementStepAndNesting",
     R"(
template <int kU, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  if (n > 0)
    SPGEN_UNROLL
    for (int u = kU; u > 0; u -= 2) y[u] = n;
  SPGEN_UNROLL
  for (int a = 0; a < 2; ++a) {
    SPGEN_UNROLL
    for (int b = 0; b < 2; ++b) y[a * 4 + b] = 0;
  }
  SPGEN_UNROLL
  for (int z = 0; z < kU - 5; ++z) y[z] = 1;
}
)",
     {{"kU", 5}},
     R"(inline void spgen_t_impl(std::int32_t n, double* y) {
  if (n > 0) {
    // SPGEN_UNROLL: u = 5 3 1
    y[5] = n;
    y[3] = n;
    y[1] = n;
  }
  // SPGEN_UNROLL: a = 0 1
  // SPGEN_UNROLL: b = 0 1
  y[0 * 4 + 0] = 0;
  y[0 * 4 + 1] = 0;
  // SPGEN_UNROLL: b = 0 1
  y[1 * 4 + 0] = 0;
  y[1 * 4 + 1] = 0;
  // SPGEN_UNROLL: z = (no iterations)
})"},
    {"UnrollInsideDiscardedBranchIsIgnored",
     R"(
template <int kU, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  if constexpr (kU > 1) {
    SPGEN_UNROLL
    for (int u = 0; u < kU; ++u) y[u] = n;
  }
}
)",
     {{"kU", 1}},
     R"(inline void spgen_t_impl([[maybe_unused]] std::int32_t n, [[maybe_unused]] double* y) {})"},
    {"CudaEntryBecomesExternC",
     R"(
template <int kB, typename V, typename I>
SPGEN_ENTRY __global__ void f(I n, V* __restrict__ y) {
  const I i = blockIdx.x * kB + threadIdx.x;
  if (i < n) y[i] = __shfl_down_sync(0xffffffffu, y[i], kB / 2);
}
)",
     {{"kB", 64}},
     R"(extern "C" __global__ void spgen_t(long long n, float* __restrict__ y) {
  const long long i = blockIdx.x * 64 + threadIdx.x;
  if (i < n) y[i] = __shfl_down_sync(0xffffffffu, y[i], 64 / 2);
})",
     "cuda",
     "f32",
     "i64"},
    {"CudaLaunchBoundsFolded",
     R"(
template <int kB, typename V, typename I>
SPGEN_ENTRY __global__ void __launch_bounds__(kB * 2) f(I n, V* y) {
  if (threadIdx.x < n) y[threadIdx.x] = V(kB);
}
)",
     {{"kB", 64}},
     R"(extern "C" __global__ void __launch_bounds__(64 * 2) spgen_t(int n, double* y) {
  if (threadIdx.x < n) y[threadIdx.x] = double(64);
})",
     "cuda",
     "f64",
     "i32"},
};

class Specialise : public ::testing::TestWithParam<RewriteCase> {};

TEST_P(Specialise, GivesTheSpecialisedEntry) {
  const RewriteCase& c = GetParam();
  EXPECT_EQ(specialise(c.code, c.values, c.backend, c.value_type, c.index_type), c.expected);
}

INSTANTIATE_TEST_SUITE_P(Rewrite, Specialise, ::testing::ValuesIn(kRewrites), CaseName());

// A template the rewriter must refuse, and where and why.
struct SnippetErrorCase {
  const char* name;
  const char* code;
  std::map<std::string, int> values;
  const char* at;  // the error's position: the first occurrence of this text in the code
  const char* message;
};
// Test logs show the case by name, not as a byte dump.
void PrintTo(const SnippetErrorCase& c, std::ostream* os) { *os << c.name; }

const std::vector<SnippetErrorCase> kSnippetErrors = {
    {"BreakInUnrolledLoop",
     R"(
template <int kU, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  SPGEN_UNROLL
  for (int u = 0; u < kU; ++u) {
    if (y[u] == 0) break;
    y[u] = n;
  }
}
)",
     {{"kU", 2}},
     "break",
     "break/continue in an SPGEN_UNROLL loop body cannot be unrolled"},
    {"RuntimeTripCount",
     R"(
template <int kU, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  SPGEN_UNROLL
  for (int u = 0; u < n; ++u) y[u] = kU;
}
)",
     {{"kU", 2}},
     "for (int u",
     "cannot unroll this SPGEN_UNROLL loop: trip count is not a compile-time constant"},
    {"MarkerWithoutLoop",
     R"(
template <int kU, typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) {
  SPGEN_UNROLL
  while (n-- > kU) y[n] = 0;
}
)",
     {{"kU", 2}},
     "SPGEN_UNROLL\n  while",
     "SPGEN_UNROLL must be followed by a for loop"},
    {"TwoEntries",
     R"(
template <typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) { y[n] = 0; }
template <typename V, typename I>
SPGEN_ENTRY void g(I n, V* y) { y[n] = 1; }
)",
     {},
     "g(I n",
     "second entry point 'g' (one per template file)"},
    {"NonInlineHelperOnCpu",
     R"(
double helper(double a) { return a; }
template <typename V, typename I>
SPGEN_ENTRY void f(I n, V* y) { y[n] = helper(0); }
)",
     {},
     "helper(double",
     "helper 'helper' must be inline, static or a template"},
};

class SnippetError : public ::testing::TestWithParam<SnippetErrorCase> {};

TEST_P(SnippetError, PointsAtTheOffendingCode) {
  const SnippetErrorCase& c = GetParam();
  const std::string text = kPrelude + std::string(c.code);
  const size_t at = text.find(c.at);
  ASSERT_NE(at, std::string::npos);
  auto [line, col] = line_col(text, at);
  expect_error([&] { (void)specialise(c.code, c.values); }, "snippet", line, col, c.message);
}

INSTANTIATE_TEST_SUITE_P(Rewrite, SnippetError, ::testing::ValuesIn(kSnippetErrors), CaseName());

}  // namespace
}  // namespace spgen::gen::test
