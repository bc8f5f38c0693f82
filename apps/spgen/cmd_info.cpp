// spgen info MATRIX: structural statistics as a table, or JSON with --json.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "commands.hpp"
#include "progress.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/core/stats.hpp"

namespace spgen::cli {
namespace {

struct InfoOptions {
  std::string matrix;
  std::string index_type = "i32";
  bool json = false;
  bool quiet = false;
};

nlohmann::json to_json(const MatrixStats& s, const MatrixSourceInfo& src) {
  nlohmann::json histogram = nlohmann::json::array();
  for (std::size_t k = 0; k < s.row_len_histogram.size(); ++k)
    histogram.push_back({{"min", histogram_bucket_low(k)},
                         {"max", histogram_bucket_high(k)},
                         {"rows", s.row_len_histogram[k]}});
  return {{"matrix", src.name},
          {"source", src.kind},
          {"path", src.path},
          {"rows", s.rows},
          {"cols", s.cols},
          {"nnz", s.nnz},
          {"density", s.density},
          {"row_length",
           {{"min", s.row_len_min},
            {"max", s.row_len_max},
            {"mean", s.row_len_mean},
            {"stddev", s.row_len_stddev}}},
          {"empty_rows", s.empty_rows},
          {"bandwidth", s.bandwidth},
          {"row_length_histogram", histogram},
          {"fingerprint", fingerprint_hex(s.fingerprint)},
          {"load_seconds", src.load_seconds}};
}

void print_table(const MatrixStats& s, const MatrixSourceInfo& src) {
  std::printf("matrix        %s (%s%s%s)\n", src.name.c_str(), src.kind.c_str(),
              src.path.empty() ? "" : ": ", src.path.c_str());
  std::printf("rows × cols   %lld × %lld\n", static_cast<long long>(s.rows),
              static_cast<long long>(s.cols));
  std::printf("nnz           %lld   (density %.3g)\n", static_cast<long long>(s.nnz), s.density);
  std::printf("row length    min %lld   max %lld   mean %.2f   stddev %.2f\n",
              static_cast<long long>(s.row_len_min), static_cast<long long>(s.row_len_max),
              s.row_len_mean, s.row_len_stddev);
  std::printf("empty rows    %lld\n", static_cast<long long>(s.empty_rows));
  std::printf("bandwidth     %lld\n", static_cast<long long>(s.bandwidth));
  std::printf("fingerprint   %s\n", fingerprint_hex(s.fingerprint).c_str());
  std::printf("loaded in     %.3f s\n", src.load_seconds);
  std::printf("\nrow-length histogram\n  %-17s %12s\n", "length", "rows");
  for (std::size_t k = 0; k < s.row_len_histogram.size(); ++k) {
    if (s.row_len_histogram[k] == 0) continue;
    const std::string range =
        histogram_bucket_low(k) == histogram_bucket_high(k)
            ? std::to_string(histogram_bucket_low(k))
            : std::to_string(histogram_bucket_low(k)) + "–" + std::to_string(histogram_bucket_high(k));
    std::printf("  %-17s %12lld\n", range.c_str(), static_cast<long long>(s.row_len_histogram[k]));
  }
}

template <SupportedIndex I>
void run_info(const InfoOptions& opt) {
  MatrixSourceInfo src;
  // Reading a large file or generating a large matrix takes a while: say how far it got.
  const auto a = load_matrix<double, I>(opt.matrix, &src,
                                        terminal_progress("loading " + opt.matrix, opt.json || opt.quiet));
  const MatrixStats s = compute_stats(a.view());
  if (opt.json)
    std::printf("%s\n", to_json(s, src).dump(2).c_str());
  else
    print_table(s, src);
}

}  // namespace

void add_info_command(CLI::App& app) {
  auto opt = std::make_shared<InfoOptions>();
  auto* cmd = app.add_subcommand(
      "info", "Print a matrix's statistics: size, nnz, row lengths, bandwidth, fingerprint");
  cmd->add_option("MATRIX", opt->matrix, "A .mtx/.mtx.gz file, a shared matrix name, or a generator (below)")
      ->required();
  cmd->footer("\n" + matrix_source_help());
  cmd->add_option("--index", opt->index_type, "Index type to read with (i64 for matrices past 2^31-1)")
      ->check(CLI::IsMember({"i32", "i64"}));
  cmd->add_flag("--json", opt->json, "Print JSON instead of a table");
  cmd->add_flag("--quiet", opt->quiet, "No progress line while the matrix loads");
  cmd->callback([opt] {
    if (opt->index_type == "i64")
      run_info<std::int64_t>(*opt);
    else
      run_info<std::int32_t>(*opt);
  });
}

}  // namespace spgen::cli
