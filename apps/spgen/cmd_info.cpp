// spgen info MATRIX: structural statistics as a table, or JSON with --json.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "commands.hpp"
#include "progress.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/core/stats.hpp"
#include "spgen/formats/footprint.hpp"

namespace spgen::cli {
namespace {

struct InfoOptions {
  std::string matrix;
  std::string index_type = "i32";
  std::string backend = "cuda";
  bool json = false;
  bool formats = false;  // also what every registered format stores for it
  bool quiet = false;
};

nlohmann::json to_json(const std::vector<FormatFootprint>& rows) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& f : rows)
    out.push_back({{"format", f.format},
                   {"instance", f.instance},
                   {"applicable", f.applicable},
                   {"note", f.note},
                   {"stored_entries", f.stored_entries},
                   {"beta", f.occupancy},
                   {"bytes", f.bytes},
                   {"bytes_read", f.bytes_read},
                   {"bytes_per_nnz", f.bytes_per_nnz},
                   {"vs_csr", f.vs_csr},
                   {"convert_ms", f.convert_ms}});
  return out;
}

void print_table(const std::vector<FormatFootprint>& rows) {
  std::printf("\nformats (values f64; each converted with the instance named)\n");
  std::printf("  %-10s %14s %7s %10s %14s %7s %14s %9s  %s\n", "format", "stored", "beta", "bytes/nnz", "bytes",
              "vs CSR", "read/product", "convert", "instance / note");
  for (const auto& f : rows) {
    if (!f.applicable) {
      std::printf("  %-10s %s\n", f.format.c_str(), f.note.c_str());
      continue;
    }
    std::printf("  %-10s %14.0f %7.3f %10.2f %14zu %6.2fx %14zu %7.1fms  %s %s\n", f.format.c_str(), f.stored_entries,
                f.occupancy, f.bytes_per_nnz, f.bytes, f.vs_csr, f.bytes_read, f.convert_ms, f.instance.c_str(),
                f.note.c_str());
  }
}

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
  auto a = load_matrix<double, I>(opt.matrix, &src, terminal_progress("loading " + opt.matrix, opt.json || opt.quiet));
  const MatrixStats s = compute_stats(a.view());
  std::vector<FormatFootprint> footprints;
  if (opt.formats)
    footprints = format_footprints<double, I>(std::make_shared<const Csr<double, I>>(std::move(a)),
                                              opt.backend == "cuda" ? Backend::cuda : Backend::avx512);
  if (opt.json) {
    nlohmann::json j = to_json(s, src);
    if (opt.formats) j["formats"] = to_json(footprints);
    std::printf("%s\n", j.dump(2).c_str());
  } else {
    print_table(s, src);
    if (opt.formats) print_table(footprints);
  }
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
  cmd->add_flag("--formats", opt->formats,
                "Also convert the matrix to every registered format: stored entries, beta, bytes per nonzero, "
                "bytes against CSR");
  cmd->add_option("--backend", opt->backend, "With --formats: whose instances' parameters to convert with")
      ->check(CLI::IsMember({"cuda", "avx512"}));
  cmd->add_flag("--quiet", opt->quiet, "No progress line while the matrix loads");
  cmd->callback([opt] {
    if (opt->index_type == "i64")
      run_info<std::int64_t>(*opt);
    else
      run_info<std::int32_t>(*opt);
  });
}

}  // namespace spgen::cli
