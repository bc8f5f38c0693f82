// Strict loading: every map is checked for unknown, duplicate and missing keys, every
// scalar for its type, every value for its domain; errors carry yaml-cpp marks.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "abi.hpp"
#include "spec.hpp"

#define XXH_INLINE_ALL
#include <xxhash.h>

namespace spgen::gen {

std::string Loc::str() const {
  std::string s = file;
  if (line > 0) {
    s += ":" + std::to_string(line);
    if (col > 0) s += ":" + std::to_string(col);
  }
  return s;
}

GenError::GenError(const Loc& where, const std::string& message)
    : std::runtime_error(where.str() + ": " + message), where_(where), message_(message) {}

std::uint64_t hash_text(const std::string& text) { return XXH3_64bits(text.data(), text.size()); }

std::string hex64(std::uint64_t v) {
  static const char* kDigits = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4) s[static_cast<size_t>(i)] = kDigits[v & 15];
  return s;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw GenError(Loc{path}, "cannot read file");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string c_element(const std::string& element) {
  return element == "u16" ? "unsigned short" : "unsigned char";  // the loader admits only these two besides I, V
}

const ParamSpec* FormatSpec::find_param(const std::string& name_or_tag) const {
  for (const auto& p : params)
    if (p.name == name_or_tag || p.tag == name_or_tag) return &p;
  return nullptr;
}

const std::vector<KernelArgSpec>* FormatSpec::abi(const std::string& op,
                                                  const std::string& backend) const {
  // Aᵀ·X (spmm_t) takes the SpMM ABI: X has nrows rows and Y ncols.
  const auto& abis = op == "spmv" ? kernel_args : spmm_kernel_args;
  const auto it = abis.find(backend);
  return it == abis.end() ? nullptr : &it->second;
}

const ArraySpec* FormatSpec::find_array(const std::string& array_name) const {
  for (const auto& a : arrays)
    if (a.name == array_name) return &a;
  return nullptr;
}

namespace {

const std::set<std::string> kBackends = {"cuda", "avx512"};
const std::set<std::string> kOps = {"spmv", "spmm", "spmm_t"};
const std::set<std::string> kValueTypes = {"f32", "f64"};
const std::set<std::string> kIndexTypes = {"i32", "i64"};
// "unsigned short" and "unsigned char": the elements of u16 arrays (narrow
// column offsets) and u8 arrays (value codes).
const std::set<std::string> kArgTypes = {"I",  "V",  "const I*", "const V*", "const unsigned short*", "const unsigned char*",
                                         "I*", "V*", "unsigned short*",       "unsigned char*"};
const std::set<std::string> kWorkspaces = {"scratch", "zeroed"};

// One YAML document being read; knows its file name for error locations.
class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  const std::string& file() const { return file_; }

  Loc loc(const YAML::Node& n) const {
    const YAML::Mark m = n.Mark();
    // yaml-cpp marks are 0-based; -1 means "no position" (e.g. a synthesised node).
    if (m.line < 0) return Loc{file_};
    return Loc{file_, m.line + 1, m.column + 1};
  }
  /// Where an expression scalar's text starts: quoted scalars start one column
  /// before it.
  Loc text_loc(const YAML::Node& n) const {
    Loc l = loc(n);
    if (l.col > 0 && n.Tag() == "!") ++l.col;
    return l;
  }
  [[noreturn]] void fail(const YAML::Node& n, const std::string& msg) const {
    throw GenError(loc(n), msg);
  }

  static std::string kind_name(const YAML::Node& n) {
    switch (n.Type()) {
      case YAML::NodeType::Map:
        return "a map";
      case YAML::NodeType::Sequence:
        return "a sequence";
      case YAML::NodeType::Scalar:
        return "'" + n.Scalar() + "'";
      case YAML::NodeType::Null:
        return "nothing";
      default:
        return "an undefined node";
    }
  }

  // Checks keys: unknown and duplicate keys are errors, as are missing required ones.
  void keys(const YAML::Node& map, const std::string& what,
            std::initializer_list<const char*> required,
            std::initializer_list<const char*> optional) const {
    expect_map(map, what);
    std::set<std::string> allowed(required.begin(), required.end());
    allowed.insert(optional.begin(), optional.end());
    std::set<std::string> seen;
    for (auto it = map.begin(); it != map.end(); ++it) {
      const YAML::Node k = it->first;  // a copy: `it->` is a temporary proxy
      if (!k.IsScalar()) fail(k, what + ": keys must be plain names");
      const std::string key = k.Scalar();
      if (!seen.insert(key).second) fail(k, what + ": duplicate key '" + key + "'");
      if (!allowed.count(key)) {
        std::string list;
        for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
        fail(k, what + ": unknown key '" + key + "' (expected one of: " + list + ")");
      }
    }
    for (const char* r : required)
      if (!seen.count(r)) fail(map, what + ": missing required key '" + std::string(r) + "'");
  }

  void expect_map(const YAML::Node& n, const std::string& what) const {
    if (!n.IsMap()) fail(n, what + ": expected a map, got " + kind_name(n));
  }
  void expect_seq(const YAML::Node& n, const std::string& what) const {
    if (!n.IsSequence()) fail(n, what + ": expected a sequence, got " + kind_name(n));
  }

  std::string str(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n, what + ": expected a string, got " + kind_name(n));
    return n.Scalar();
  }
  std::string ident(const YAML::Node& n, const std::string& what) const {
    std::string s = str(n, what);
    bool ok = !s.empty() && (std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_');
    for (char c : s) ok = ok && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
    if (!ok) fail(n, what + ": expected an identifier, got '" + s + "'");
    return s;
  }
  int integer(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(n, what + ": expected an integer, got " + kind_name(n));
    const std::string& s = n.Scalar();
    size_t i = (!s.empty() && s[0] == '-') ? 1 : 0;
    bool ok = i < s.size() && s.size() < 10;
    for (size_t j = i; j < s.size(); ++j) ok = ok && std::isdigit(static_cast<unsigned char>(s[j]));
    if (!ok) fail(n, what + ": expected an integer, got '" + s + "'");
    return std::stoi(s);
  }
  std::string one_of(const YAML::Node& n, const std::string& what,
                     const std::set<std::string>& choices) const {
    std::string s = str(n, what);
    if (!choices.count(s)) {
      std::string list;
      for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
      fail(n, what + ": '" + s + "' is not one of: " + list);
    }
    return s;
  }
  std::vector<std::string> list_of(const YAML::Node& n, const std::string& what,
                                   const std::set<std::string>& choices) const {
    expect_seq(n, what);
    std::vector<std::string> out;
    for (const auto& e : n) {
      std::string s = one_of(e, what, choices);
      if (std::find(out.begin(), out.end(), s) != out.end())
        fail(e, what + ": '" + s + "' listed twice");
      out.push_back(s);
    }
    return out;
  }
  std::shared_ptr<const Expr> expr(const YAML::Node& n, const std::string& what,
                                   std::string* text_out = nullptr) const {
    std::string text;
    if (n.IsScalar())
      text = n.Scalar();
    else
      fail(n, what + ": expected an expression string, got " + kind_name(n));
    ExprParseError err{};
    auto e = parse_expr(text, err);
    if (!e) {
      Loc l = text_loc(n);
      l.col += err.offset;
      throw GenError(l, what + ": " + err.message + " in '" + text + "'");
    }
    if (text_out) *text_out = text;
    return e;
  }

 private:
  std::string file_;
};

// Parses one spec file, records its hash (instance banners and the manifest list it) and
// checks its top-level keys.
YAML::Node load_yaml(const Reader& r, const std::string& text, Specs& specs, const std::string& what,
                     std::initializer_list<const char*> required,
                     std::initializer_list<const char*> optional = {}) {
  const std::string& rel = r.file();
  specs.files[rel] = SpecFile{rel, hash_text(text)};
  YAML::Node n;
  try {
    n = YAML::Load(text);
  } catch (const YAML::ParserException& e) {
    throw GenError(Loc{rel, e.mark.line + 1, e.mark.column + 1}, "malformed YAML: " + e.msg);
  }
  if (!n.IsDefined() || n.IsNull()) throw GenError(Loc{rel, 1, 1}, "empty spec file");
  r.keys(n, what, required, optional);
  return n;
}

// Expression names must be parameters (by name or tag) the context allows.
void check_expr_names(const Reader& r, const YAML::Node& node, const Expr& e, const FormatSpec& f,
                      const std::vector<std::string>* allowed, const std::string& what) {
  std::set<std::string> names;
  collect_names(e, names);
  for (const auto& n : names) {
    const ParamSpec* p = f.find_param(n);
    if (!p) r.fail(node, what + ": '" + n + "' is not a parameter of format '" + f.name + "'");
    if (allowed && std::find(allowed->begin(), allowed->end(), p->name) == allowed->end())
      r.fail(node, what + ": parameter '" + p->name + "' is not used by this backend");
  }
}

FormatSpec load_format(const std::string& text, const std::string& rel, Specs& specs) {
  Reader r(rel);
  YAML::Node root =
      load_yaml(r, text, specs, "format spec", {"format", "doc", "arrays", "params", "kernel_args"},
                {"scalars", "constraints", "spmm_kernel_args"});
  FormatSpec f;
  f.file = rel;
  f.loc = r.loc(root);
  f.name = r.ident(root["format"], "format");
  f.doc = r.str(root["doc"], "doc");
  // Scalars and arrays are kernel arguments by name (abi.cpp), so each name means one thing.
  std::set<std::string> data_names;
  auto data_name = [&](const YAML::Node& n, const std::string& what) {
    const std::string name = r.ident(n, what);
    if (is_operation_arg(name))
      r.fail(n, what + ": '" + name + "' is an argument of the product (x, y, alpha, beta), not " +
                    "of the format");
    if (!data_names.insert(name).second) r.fail(n, what + ": '" + name + "' is already declared");
    return name;
  };
  if (root["scalars"]) {
    r.expect_seq(root["scalars"], "scalars");
    for (const auto& s : root["scalars"]) f.scalars.push_back(data_name(s, "scalars"));
  }
  r.expect_map(root["arrays"], "arrays");
  for (auto it = root["arrays"].begin(); it != root["arrays"].end(); ++it) {
    const std::string what = "array '" + it->first.Scalar() + "'";
    const YAML::Node an = it->second;
    r.keys(an, what, {"element", "length", "doc"}, {"workspace"});
    ArraySpec a;
    a.name = data_name(it->first, "arrays");
    a.element = r.one_of(an["element"], what + " element", {"index", "value", "u16", "u8"});
    a.length = r.str(an["length"], what + " length");
    a.doc = r.str(an["doc"], what + " doc");
    if (an["workspace"]) a.workspace = r.one_of(an["workspace"], what + " workspace", kWorkspaces);
    f.arrays.push_back(a);
  }
  r.expect_map(root["params"], "params");
  std::set<std::string> names_tags;
  for (auto it = root["params"].begin(); it != root["params"].end(); ++it) {
    const YAML::Node pn = it->second;
    ParamSpec p;
    p.name = r.ident(it->first, "params");
    const std::string what = "parameter '" + p.name + "'";
    r.keys(pn, what, {"tag", "template_param", "type", "domain", "default", "doc"}, {});
    p.loc = r.loc(it->first);
    p.tag = r.ident(pn["tag"], what + " tag");
    p.template_param = r.ident(pn["template_param"], what + " template_param");
    if (p.template_param.size() < 2 || p.template_param[0] != 'k' ||
        !std::isupper(static_cast<unsigned char>(p.template_param[1])))
      r.fail(pn["template_param"],
             what + " template_param: must be kCamelCase, got '" + p.template_param + "'");
    p.type = r.one_of(pn["type"], what + " type", {"int"});
    r.expect_seq(pn["domain"], what + " domain");
    if (pn["domain"].size() == 0) r.fail(pn["domain"], what + " domain: must not be empty");
    // A domain that holds 1 counts something (unroll, threads, rows per
    // slice), where 0 is a mistake; 0 is "off" only in a switch [0, 1] or
    // beside levels that are not counts (value_codes: [0, 8, 16]).
    bool counts = false;
    for (const auto& v : pn["domain"]) counts = counts || (v.IsScalar() && v.Scalar() == "1");
    for (const auto& v : pn["domain"]) {
      int x = r.integer(v, what + " domain");
      if (x < 0 || (x == 0 && counts && pn["domain"].size() > 2))
        r.fail(v, what + " domain: " + std::to_string(x) +
                      " is not a positive integer (0 is off only in [0, 1] or beside levels without 1, as [0, 8, 16])");
      if (std::find(p.domain.begin(), p.domain.end(), x) != p.domain.end())
        r.fail(v, what + " domain: " + std::to_string(x) + " listed twice");
      p.domain.push_back(x);
    }
    std::sort(p.domain.begin(), p.domain.end());
    p.default_value = r.integer(pn["default"], what + " default");
    if (std::find(p.domain.begin(), p.domain.end(), p.default_value) == p.domain.end())
      r.fail(pn["default"],
             what + " default: " + std::to_string(p.default_value) + " is outside the domain");
    p.doc = r.str(pn["doc"], what + " doc");
    for (const auto& s : {p.name, p.tag})
      if (!names_tags.insert(s).second)
        r.fail(it->first, what + ": name or tag '" + s + "' reused");
    f.params.push_back(p);
  }
  if (root["constraints"]) {
    r.expect_seq(root["constraints"], "constraints");
    for (const auto& cn : root["constraints"]) {
      r.keys(cn, "constraint", {"expr", "doc"}, {"backends"});
      ConstraintSpec c;
      c.loc = r.loc(cn["expr"]);
      c.expr = r.expr(cn["expr"], "constraint", &c.text);
      check_expr_names(r, cn["expr"], *c.expr, f, nullptr, "constraint");
      c.doc = r.str(cn["doc"], "constraint doc");
      if (cn["backends"]) c.backends = r.list_of(cn["backends"], "constraint backends", kBackends);
      // The defaults are what the runtime falls back to, so they must be a valid instance.
      auto lookup = [&](const std::string& n) -> std::optional<long long> {
        if (const ParamSpec* p = f.find_param(n)) return p->default_value;
        return std::nullopt;
      };
      c.text_loc = r.text_loc(cn["expr"]);
      long long holds = 0;
      try {
        holds = eval_expr(*c.expr, lookup);
      } catch (const ExprEvalError& e) {
        Loc at = c.text_loc;
        at.col += e.offset;
        throw GenError(at, "constraint '" + c.text + "' with the defaults: " + e.what());
      }
      if (holds == 0) {
        std::string vals;
        std::set<std::string> names;
        collect_names(*c.expr, names);
        for (const auto& n : names)
          vals += (vals.empty() ? "" : ", ") + n + " = " + std::to_string(*lookup(n));
        throw GenError(c.loc,
                       "constraint '" + c.text + "' is violated by the defaults (" + vals + ")");
      }
      f.constraints.push_back(c);
    }
  }
  // kernel_args: the SpMV ABI; spmm_kernel_args (optional): the SpMM ABI, same form.
  auto load_abis = [&](const YAML::Node& node, const std::string& key,
                       std::map<std::string, std::vector<KernelArgSpec>>& out) {
    r.expect_map(node, key);
    for (auto it = node.begin(); it != node.end(); ++it) {
      const std::string backend = r.one_of(it->first, key, kBackends);
      r.expect_seq(it->second, key + " " + backend);
      if (it->second.size() == 0) r.fail(it->second, key + " " + backend + ": must not be empty");
      std::vector<KernelArgSpec> args;
      const YAML::Node list = it->second;  // a copy: a range-for over `it->` would dangle
      for (const auto& an : list) {
        std::string s = r.str(an, key + " " + backend);
        const size_t sp = s.find_last_of(" *");
        KernelArgSpec a;
        a.loc = r.loc(an);
        if (sp != std::string::npos) {
          a.type = s.substr(0, sp + 1);
          a.name = s.substr(sp + 1);
          while (!a.type.empty() && a.type.back() == ' ') a.type.pop_back();
        }
        if (!kArgTypes.count(a.type) || a.name.empty())
          r.fail(an, key + " " + backend + ": expected '<type> <name>' with type one of " +
                         "I, V, const I*, const V*, I*, V*, const unsigned short*, unsigned short*, const unsigned char*, "
                         "unsigned char*; got '" + s + "'");
        args.push_back(a);
      }
      out[backend] = args;
    }
  };
  load_abis(root["kernel_args"], "kernel_args", f.kernel_args);
  if (root["spmm_kernel_args"])
    load_abis(root["spmm_kernel_args"], "spmm_kernel_args", f.spmm_kernel_args);
  classify_kernel_args(f);
  return f;
}

void load_kernels(const std::string& text, const std::string& rel, Specs& specs) {
  Reader r(rel);
  YAML::Node root = load_yaml(r, text, specs, "kernel spec", {"kernels"});
  specs.kernels_file = rel;
  r.expect_map(root["kernels"], "kernels");
  for (auto it = root["kernels"].begin(); it != root["kernels"].end(); ++it) {
    KernelSpec k;
    k.name = r.ident(it->first, "kernels");
    const std::string what = "kernel '" + k.name + "'";
    const YAML::Node kn = it->second;
    r.keys(kn, what, {"op", "format", "value_types", "index_types", "backends"}, {});
    k.loc = r.loc(it->first);
    k.op = r.one_of(kn["op"], what + " op", kOps);
    k.format = r.ident(kn["format"], what + " format");
    auto fit = specs.formats.find(k.format);
    if (fit == specs.formats.end())
      r.fail(kn["format"], what + ": unknown format '" + k.format + "'");
    const FormatSpec& f = fit->second;
    k.value_types = r.list_of(kn["value_types"], what + " value_types", kValueTypes);
    k.index_types = r.list_of(kn["index_types"], what + " index_types", kIndexTypes);
    r.expect_map(kn["backends"], what + " backends");
    for (auto bt = kn["backends"].begin(); bt != kn["backends"].end(); ++bt) {
      BackendImplSpec b;
      b.backend = r.one_of(bt->first, what + " backends", kBackends);
      const std::string bwhat = what + " backend '" + b.backend + "'";
      const YAML::Node bn = bt->second;
      if (b.backend == "cuda")
        r.keys(bn, bwhat, {"template", "entry", "params", "launch"}, {"bind"});
      else
        r.keys(bn, bwhat, {"template", "entry", "params"}, {"bind"});
      b.loc = r.loc(bt->first);
      b.template_loc = r.loc(bn["template"]);
      b.template_path = r.str(bn["template"], bwhat + " template");
      b.entry = r.ident(bn["entry"], bwhat + " entry");
      r.expect_seq(bn["params"], bwhat + " params");
      for (const auto& pn : bn["params"]) {
        std::string p = r.ident(pn, bwhat + " params");
        const ParamSpec* ps = f.find_param(p);
        if (!ps || ps->name != p)
          r.fail(pn, bwhat + " params: '" + p + "' is not a parameter of format '" + f.name + "'");
        if (std::find(b.params.begin(), b.params.end(), p) != b.params.end())
          r.fail(pn, bwhat + " params: '" + p + "' listed twice");
        b.params.push_back(p);
      }
      // Spec order, not listing order, fixes the instance-name order.
      std::vector<std::string> ordered;
      for (const auto& p : f.params)
        if (std::find(b.params.begin(), b.params.end(), p.name) != b.params.end())
          ordered.push_back(p.name);
      b.params = ordered;
      if (bn["bind"]) {
        r.expect_map(bn["bind"], bwhat + " bind");
        for (auto bi = bn["bind"].begin(); bi != bn["bind"].end(); ++bi) {
          std::string p = r.ident(bi->first, bwhat + " bind");
          if (std::find(b.params.begin(), b.params.end(), p) == b.params.end())
            r.fail(bi->first, bwhat + " bind: '" + p + "' is not in this backend's params");
          if (b.backend != "avx512")
            r.fail(bi->first, bwhat + " bind: only avx512 parameters can be bound to lanes");
          b.bind[p] = r.one_of(bi->second, bwhat + " bind", {"lanes"});
        }
      }
      if (b.backend == "cuda") {
        const YAML::Node& ln = bn["launch"];
        r.keys(ln, bwhat + " launch", {"block_threads", "rows_per_block"}, {});
        b.block_threads =
            r.expr(ln["block_threads"], bwhat + " block_threads", &b.block_threads_text);
        check_expr_names(r, ln["block_threads"], *b.block_threads, f, &b.params,
                         bwhat + " block_threads");
        b.rows_per_block =
            r.expr(ln["rows_per_block"], bwhat + " rows_per_block", &b.rows_per_block_text);
        check_expr_names(r, ln["rows_per_block"], *b.rows_per_block, f, &b.params,
                         bwhat + " rows_per_block");
      }
      if (!f.abi(k.op, b.backend))
        r.fail(bt->first, bwhat + ": format '" + f.name + "' declares no " +
                              (k.op == "spmv" ? "kernel_args" : "spmm_kernel_args") + " for it");
      for (const auto& c : f.constraints) {
        if (!c.backends.empty() &&
            std::find(c.backends.begin(), c.backends.end(), b.backend) == c.backends.end())
          continue;
        std::set<std::string> names;
        collect_names(*c.expr, names);
        for (const auto& n : names)
          if (std::find(b.params.begin(), b.params.end(), f.find_param(n)->name) == b.params.end())
            throw GenError(c.loc, "constraint '" + c.text + "' applies to backend '" + b.backend +
                                      "' of kernel '" + k.name + "' (" + b.loc.str() +
                                      "), which does not take parameter '" + n + "'");
      }
      k.backends[b.backend] = b;
    }
    specs.kernels[k.name] = k;
  }
}

void load_targets(const std::string& text, const std::string& rel, Specs& specs) {
  Reader r(rel);
  YAML::Node root = load_yaml(r, text, specs, "target spec", {"cuda", "avx512"});
  specs.targets_file = rel;
  specs.target.loc = r.loc(root);
  r.keys(root["cuda"], "cuda", {"architectures"}, {});
  r.expect_seq(root["cuda"]["architectures"], "cuda architectures");
  for (const auto& a : root["cuda"]["architectures"]) {
    int v = r.integer(a, "cuda architectures");
    if (v < 50 || v > 200)
      r.fail(a,
             "cuda architectures: " + std::to_string(v) + " is not a compute capability like 80");
    specs.target.cuda_architectures.push_back(v);
  }
  r.keys(root["avx512"], "avx512", {"lanes"}, {});
  r.keys(root["avx512"]["lanes"], "avx512 lanes", {"f32", "f64"}, {});
  specs.target.lanes_loc = r.loc(root["avx512"]["lanes"]);
  for (const char* t : {"f32", "f64"}) {
    const YAML::Node& n = root["avx512"]["lanes"][t];
    int v = r.integer(n, std::string("avx512 lanes ") + t);
    const int expect = std::string(t) == "f32" ? 16 : 8;
    if (v != expect && v != expect / 2 && v != expect / 4)
      r.fail(n, std::string("avx512 lanes ") + t + ": " + std::to_string(v) +
                    " is not a vector width for " + t + " (" + std::to_string(expect) + ", " +
                    std::to_string(expect / 2) + " or " + std::to_string(expect / 4) + ")");
    specs.target.avx512_lanes[t] = v;
  }
}

void load_aot(const std::string& text, const std::string& rel, Specs& specs) {
  Reader r(rel);
  YAML::Node root = load_yaml(r, text, specs, "aot spec", {"aot"});
  specs.aot_file = rel;
  r.expect_seq(root["aot"], "aot");
  for (const auto& rn : root["aot"]) {
    r.keys(rn, "aot rule", {"kernel", "backends", "value_types", "index_types", "params"}, {});
    AotRule a;
    a.loc = r.loc(rn);
    a.kernel = r.ident(rn["kernel"], "aot rule kernel");
    auto kit = specs.kernels.find(a.kernel);
    if (kit == specs.kernels.end())
      r.fail(rn["kernel"], "aot rule: unknown kernel '" + a.kernel + "'");
    const KernelSpec& k = kit->second;
    const FormatSpec& f = specs.formats.at(k.format);
    // A list from `choices` whose every entry the kernel offers.
    auto offered = [&](const char* key, const std::set<std::string>& choices,
                       const std::vector<std::string>& kernel_has, const std::string& lacks,
                       const std::string& after) {
      auto vals = r.list_of(rn[key], std::string("aot rule ") + key, choices);
      for (size_t i = 0; i < vals.size(); ++i)
        if (std::find(kernel_has.begin(), kernel_has.end(), vals[i]) == kernel_has.end())
          r.fail(rn[key][i], "aot rule: kernel '" + k.name + "' " + lacks + vals[i] + after);
      return vals;
    };
    std::vector<std::string> backends;
    for (const auto& kb : k.backends) backends.push_back(kb.first);
    a.backends = offered("backends", kBackends, backends, "has no backend '", "'");
    a.value_types = offered("value_types", kValueTypes, k.value_types, "is not built for ", "");
    a.index_types = offered("index_types", kIndexTypes, k.index_types, "is not built for ", "");
    const YAML::Node& pn = rn["params"];
    if (pn.IsScalar()) {
      if (pn.Scalar() != "all")
        r.fail(pn, "aot rule params: expected 'all' or a map, got '" + pn.Scalar() + "'");
      a.all_params = true;
    } else {
      r.expect_map(pn, "aot rule params");
      a.all_params = false;
      for (auto it = pn.begin(); it != pn.end(); ++it) {
        std::string p = r.ident(it->first, "aot rule params");
        const ParamSpec* ps = f.find_param(p);
        if (!ps || ps->name != p)
          r.fail(it->first,
                 "aot rule params: '" + p + "' is not a parameter of format '" + f.name + "'");
        r.expect_seq(it->second, "aot rule params " + p);
        std::vector<int> vals;
        const YAML::Node list = it->second;  // a copy: a range-for over `it->` would dangle
        for (const auto& v : list) {
          int x = r.integer(v, "aot rule params " + p);
          if (std::find(ps->domain.begin(), ps->domain.end(), x) == ps->domain.end())
            r.fail(v, "aot rule params " + p + ": " + std::to_string(x) +
                          " is outside the domain of '" + p + "'");
          vals.push_back(x);
        }
        a.params[p] = vals;
      }
    }
    specs.aot.push_back(a);
  }
}

}  // namespace

void load_spec_text(Specs& specs, SpecDoc doc, const std::string& rel, const std::string& text) {
  switch (doc) {
    case SpecDoc::format: {
      FormatSpec f = load_format(text, rel, specs);
      if (specs.formats.count(f.name))
        throw GenError(f.loc, "format '" + f.name + "' defined twice (also in " +
                                  specs.formats[f.name].file + ")");
      specs.formats[f.name] = f;
      return;
    }
    case SpecDoc::kernels: return load_kernels(text, rel, specs);
    case SpecDoc::targets: return load_targets(text, rel, specs);
    case SpecDoc::aot: return load_aot(text, rel, specs);
  }
}

Specs load_specs(const std::string& root, const std::string& spec_dir) {
  namespace fs = std::filesystem;
  Specs specs;
  const fs::path dir = fs::path(root) / spec_dir;
  std::vector<std::string> format_files;
  if (fs::is_directory(dir / "formats"))
    for (const auto& e : fs::directory_iterator(dir / "formats"))
      if (e.path().extension() == ".yaml") format_files.push_back(e.path().filename().string());
  std::sort(format_files.begin(), format_files.end());  // deterministic order
  for (const auto& name : format_files)
    load_spec_text(specs, SpecDoc::format, spec_dir + "/formats/" + name,
                   read_file((dir / "formats" / name).string()));
  for (const auto& [doc, name] : {std::pair{SpecDoc::kernels, "kernels.yaml"}, std::pair{SpecDoc::targets, "targets.yaml"},
                                  std::pair{SpecDoc::aot, "aot.yaml"}})
    load_spec_text(specs, doc, spec_dir + "/" + name, read_file((dir / name).string()));
  return specs;
}

}  // namespace spgen::gen
