// libFuzzer target for the spgen command line's option parsing and
// validation: the App that main() runs (apps/spgen, make_app). Parsing stops
// once every option is stored, validated and checked for requirements, before
// the verbs run (nothing is loaded or benchmarked). The input is the argument
// list, one argument per line.
//
// A finding is any crash, sanitizer report or exception other than
// CLI::ParseError, a parse error that would print more than one line or exit
// 0, or an accepted command line whose values break what the options promise
// (--min-seconds a finite number in [0, 86400], --backend, --dtype and --index
// from their lists, info's one MATRIX, exactly one verb).
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "fuzz_util.hpp"

namespace {

using spgen::fuzz::fail;

// Thrown where CLI11 would start running the verbs. (Removing the verbs'
// callbacks instead would free the option storage they own.)
struct ParsedWithoutRunning {};

void expect_member(CLI::App& verb, const std::string& option, std::initializer_list<std::string_view> allowed) {
  const CLI::Option* o = verb.get_option(option);
  if (o->count() == 0) return;
  const auto value = o->as<std::string>();
  for (auto a : allowed)
    if (value == a) return;
  fail(option + " accepted '" + value + "'");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The help text lists the shared matrices: an empty folder keeps it cheap.
  static const bool env = [] {
    const auto dir = spgen::fuzz::scratch_dir() / "no-matrices";
    std::filesystem::create_directories(dir);
    return ::setenv("SPGEN_MATRIX_DIR", dir.c_str(), 1) == 0;
  }();
  (void)env;
  std::vector<std::string> args{"spgen"};
  std::string_view in(reinterpret_cast<const char*>(data), size);
  while (!in.empty()) {
    const auto nl = in.find('\n');
    args.emplace_back(in.substr(0, nl));
    in = nl == std::string_view::npos ? std::string_view() : in.substr(nl + 1);
  }
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());

  // One App for the run, cleared before each parse as CLI11 allows (building
  // it per input made this target ten times slower).
  static const auto app = [] {
    auto a = spgen::cli::make_app();
    a->parse_complete_callback([] { throw ParsedWithoutRunning{}; });
    return a;
  }();
  app->clear();
  try {
    app->parse(static_cast<int>(argv.size()), argv.data());
    fail("parse() returned without reaching the parse-complete callback");
  } catch (const ParsedWithoutRunning&) {
    // accepted: checked below
  } catch (const CLI::CallForHelp&) {
    (void)app->help();  // what main() prints
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    (void)app->help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion&) {
    return 0;
  } catch (const CLI::ParseError& e) {
    spgen::fuzz::expect_one_line(e.what());
    if (e.get_exit_code() == 0) fail(std::string("a parse error exits 0: ") + e.what());
    return 0;
  } catch (const std::exception& e) {
    fail(std::string("parsing threw something other than CLI::ParseError: ") + e.what());
  }

  const auto verbs = app->get_subcommands();
  if (verbs.size() != 1) fail("accepted without exactly one verb");
  CLI::App& verb = *verbs.front();
  if (verb.get_name() == "bench") {
    expect_member(verb, "--backend", {"auto", "cpu", "cuda"});
    expect_member(verb, "--dtype", {"f32", "f64"});
    if (const CLI::Option* o = verb.get_option("--min-seconds"); o->count() > 0) {
      const double s = o->as<double>();
      if (!std::isfinite(s) || s < 0 || s > 86400) fail("--min-seconds accepted " + std::to_string(s));
    }
  } else if (verb.get_name() == "info") {
    expect_member(verb, "--index", {"i32", "i64"});
    expect_member(verb, "--backend", {"cuda", "avx512"});
    if (verb.get_option("MATRIX")->count() != 1) fail("info accepted without exactly one MATRIX");
  } else if (verb.get_name() == "list") {
    expect_member(verb, "--backend", {"cuda", "avx512"});
  }
  return 0;
}
