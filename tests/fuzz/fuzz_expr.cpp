// libFuzzer target for the generator's expression language (spec constraints
// and launch rules, generator/expr.hpp). The input is the expression text.
//
// A finding is any crash, sanitizer report (signed overflow included: UBSan
// traps on it) or exception other than ExprEvalError, a parse error or
// evaluation error whose column lies outside the text, a tree that does not
// survive printing and parsing again, or an evaluation that disagrees with a
// reference evaluator in 128-bit arithmetic: the same value, or an error at
// the same node where any intermediate result leaves 64 bits or a divisor is 0.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <variant>

#include "expr.hpp"

namespace {

using spgen::gen::Expr;
constexpr long long kMin = std::numeric_limits<long long>::min();
constexpr long long kMax = std::numeric_limits<long long>::max();

[[noreturn]] void fail(const std::string& text, const std::string& what) {
  std::fprintf(stderr, "expression '%s': %s\n", text.c_str(), what.c_str());
  std::abort();
}

// Parameter values: edge cases chosen by the name, so the fuzzer reaches them
// by editing names; names starting with 'u' are unknown.
std::optional<long long> lookup(const std::string& name) {
  static constexpr long long kValues[] = {0, 1, -1, 2, 8, 32, 1LL << 40, -(1LL << 40), kMax, kMin, 3, -7};
  if (name.empty() || name[0] == 'u') return std::nullopt;
  std::size_t h = 0;
  for (char c : name) h = h * 31 + static_cast<unsigned char>(c);
  return kValues[h % std::size(kValues)];
}

// The reference: the value, or the offset of the node where evaluation fails.
using Outcome = std::variant<long long, int>;

Outcome reference(const Expr& e) {
  __extension__ typedef __int128 I128;  // a GCC/Clang extension: no -Wpedantic warning
  auto fits = [](I128 v) { return v >= kMin && v <= kMax; };
  switch (e.kind) {
    case Expr::Kind::number:
      return e.number;
    case Expr::Kind::name:
      if (auto v = lookup(e.name)) return *v;
      return e.offset;
    case Expr::Kind::unary: {
      const Outcome v = reference(*e.lhs);
      if (v.index() == 1) return v;
      const long long x = std::get<0>(v);
      if (e.name == "!") return static_cast<long long>(x == 0);
      if (!fits(-static_cast<I128>(x))) return e.offset;
      return -x;
    }
    case Expr::Kind::binary:
      break;
  }
  const Outcome lv = reference(*e.lhs);
  if (lv.index() == 1) return lv;
  const I128 l = std::get<0>(lv);
  if (e.name == "&&" || e.name == "||") {
    if ((e.name == "&&") == (l == 0)) return static_cast<long long>(e.name == "||");
    const Outcome rv = reference(*e.rhs);
    if (rv.index() == 1) return rv;
    return static_cast<long long>(std::get<0>(rv) != 0);
  }
  const Outcome rv = reference(*e.rhs);
  if (rv.index() == 1) return rv;
  const I128 r = std::get<0>(rv);
  I128 out = 0;
  const std::string& op = e.name;
  if (op == "+") out = l + r;
  else if (op == "-") out = l - r;
  else if (op == "*") out = l * r;
  else if (op == "/" || op == "%") {
    if (r == 0) return e.offset;
    out = op == "/" ? l / r : l % r;
  } else if (op == "<") out = l < r;
  else if (op == "<=") out = l <= r;
  else if (op == ">") out = l > r;
  else if (op == ">=") out = l >= r;
  else if (op == "==") out = l == r;
  else if (op == "!=") out = l != r;
  else return -1;  // not an operator the grammar has: reported by check_tree
  if (!fits(out)) return e.offset;
  return static_cast<long long>(out);
}

// Fully parenthesised text of a tree; parsing it must give the same tree.
std::string print(const Expr& e) {
  switch (e.kind) {
    case Expr::Kind::number: return std::to_string(e.number);
    case Expr::Kind::name: return e.name;
    case Expr::Kind::unary: return e.name + "(" + print(*e.lhs) + ")";
    case Expr::Kind::binary: break;
  }
  return std::string("(") + print(*e.lhs) + " " + e.name + " " + print(*e.rhs) + ")";
}

bool same_tree(const Expr& a, const Expr& b) {
  if (a.kind != b.kind || a.name != b.name || a.number != b.number) return false;
  if ((a.lhs == nullptr) != (b.lhs == nullptr) || (a.rhs == nullptr) != (b.rhs == nullptr)) return false;
  return (!a.lhs || same_tree(*a.lhs, *b.lhs)) && (!a.rhs || same_tree(*a.rhs, *b.rhs));
}

void check_tree(const std::string& text, const Expr& e) {
  if (e.offset < 0 || static_cast<std::size_t>(e.offset) > text.size()) fail(text, "node offset outside the text");
  const bool unary = e.kind == Expr::Kind::unary, binary = e.kind == Expr::Kind::binary;
  if ((unary || binary) != (e.lhs != nullptr) || binary != (e.rhs != nullptr)) fail(text, "malformed node");
  if (e.kind == Expr::Kind::number && (e.number < 0 || e.number > (1LL << 40))) fail(text, "number out of range");
  if (e.kind == Expr::Kind::name && e.name.empty()) fail(text, "empty name");
  if (e.lhs) check_tree(text, *e.lhs);
  if (e.rhs) check_tree(text, *e.rhs);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  spgen::gen::ExprParseError error{};
  const auto e = spgen::gen::parse_expr(text, error);
  if (!e) {
    if (error.offset < 0 || static_cast<std::size_t>(error.offset) > text.size() || error.message.empty())
      fail(text, "parse error without a column inside the text");
    return 0;
  }
  check_tree(text, *e);
  const std::string printed = print(*e);
  spgen::gen::ExprParseError again_error{};
  const auto again = spgen::gen::parse_expr(printed, again_error);
  if (!again || !same_tree(*e, *again)) fail(text, "printed as '" + printed + "', which parses differently");

  const Outcome want = reference(*e);
  Outcome got;
  try {
    got = spgen::gen::eval_expr(*e, lookup);
  } catch (const spgen::gen::ExprEvalError& err) {
    if (err.offset < 0 || static_cast<std::size_t>(err.offset) > text.size())
      fail(text, "evaluation error column outside the text: " + std::string(err.what()));
    got = err.offset;
  }
  if (got != want) {
    auto str = [](const Outcome& o) {
      return o.index() == 0 ? "value " + std::to_string(std::get<0>(o)) : "error at column " + std::to_string(std::get<1>(o));
    };
    fail(text, "evaluates to " + str(got) + ", the reference to " + str(want));
  }
  return 0;
}
