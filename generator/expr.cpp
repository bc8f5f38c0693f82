#include "expr.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <stdexcept>
#include <string>

namespace spgen::gen {
namespace {

// Parsing, evaluating and freeing a tree recurse once per level, so a tree's
// size is bounded: thousands of nested parentheses or chained operators in a
// spec must be an error, not a stack overflow. Real rules use a handful.
constexpr int kMaxNodes = 256;

class Parser {
 public:
  explicit Parser(const std::string& text) : s_(text) {}

  std::shared_ptr<const Expr> parse(ExprParseError& error) {
    try {
      auto e = parse_or();
      skip_ws();
      if (pos_ != s_.size()) fail("unexpected '" + s_.substr(pos_, 1) + "'");
      return e;
    } catch (const ExprParseError& e) {
      error = e;
      return nullptr;
    }
  }

 private:
  [[noreturn]] void fail(const std::string& msg) {
    throw ExprParseError{static_cast<int>(pos_), msg};
  }
  // Every operator and parenthesis counts; numbers and names are bounded by them.
  void count_node() {
    if (++nodes_ > kMaxNodes)
      fail("expression too complex (more than " + std::to_string(kMaxNodes) +
           " operators and parentheses)");
  }
  void skip_ws() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(const char* op) {
    skip_ws();
    const std::string o(op);
    if (s_.compare(pos_, o.size(), o) != 0) return false;
    // "<" must not swallow the first half of "<=", nor "=" of "==" etc.
    if (o.size() == 1 && pos_ + 1 < s_.size() && (o == "<" || o == ">" || o == "!") &&
        s_[pos_ + 1] == '=')
      return false;
    pos_ += o.size();
    return true;
  }
  std::shared_ptr<const Expr> bin(const std::string& op, std::shared_ptr<const Expr> l,
                                  std::shared_ptr<const Expr> r, int off) {
    count_node();
    auto e = std::make_shared<Expr>();
    e->kind = Expr::Kind::binary;
    e->name = op;
    e->lhs = std::move(l);
    e->rhs = std::move(r);
    e->offset = off;
    return e;
  }
  using Level = std::shared_ptr<const Expr> (Parser::*)();
  // One left-associative precedence level: operands from `next`, joined by any of `ops`
  // (tried in order, so a longer operator must precede its prefix).
  std::shared_ptr<const Expr> left_assoc(Level next, std::initializer_list<const char*> ops) {
    auto l = (this->*next)();
    for (;;) {
      skip_ws();  // the node's offset is its operator's, for error columns
      const int off = static_cast<int>(pos_);
      const char* const* op =
          std::find_if(ops.begin(), ops.end(), [&](const char* o) { return eat(o); });
      if (op == ops.end()) return l;
      l = bin(*op, l, (this->*next)(), off);
    }
  }
  std::shared_ptr<const Expr> parse_or() { return left_assoc(&Parser::parse_and, {"||"}); }
  std::shared_ptr<const Expr> parse_and() { return left_assoc(&Parser::parse_cmp, {"&&"}); }
  // Comparisons do not chain: `a < b < c` is rejected rather than read as C would.
  std::shared_ptr<const Expr> parse_cmp() {
    auto l = parse_add();
    skip_ws();
    int off = static_cast<int>(pos_);
    for (const char* op : {"<=", ">=", "==", "!=", "<", ">"}) {
      if (eat(op)) return bin(op, l, parse_add(), off);
    }
    return l;
  }
  std::shared_ptr<const Expr> parse_add() { return left_assoc(&Parser::parse_mul, {"+", "-"}); }
  std::shared_ptr<const Expr> parse_mul() {
    return left_assoc(&Parser::parse_unary, {"*", "/", "%"});
  }
  std::shared_ptr<const Expr> parse_unary() {
    skip_ws();
    int off = static_cast<int>(pos_);
    for (const char* op : {"-", "!"}) {
      if (eat(op)) {
        count_node();
        auto e = std::make_shared<Expr>();
        e->kind = Expr::Kind::unary;
        e->name = op;
        e->lhs = parse_unary();
        e->offset = off;
        return e;
      }
    }
    return parse_primary();
  }
  std::shared_ptr<const Expr> parse_primary() {
    skip_ws();
    auto e = std::make_shared<Expr>();
    e->offset = static_cast<int>(pos_);
    if (pos_ >= s_.size()) fail("expression ends early");
    char c = s_[pos_];
    if (c == '(') {
      count_node();
      ++pos_;
      auto inner = parse_or();
      if (!eat(")")) fail("expected ')'");
      return inner;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      long long v = 0;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
        v = v * 10 + (s_[pos_++] - '0');
        if (v > (1LL << 40)) fail("number too large");
      }
      e->kind = Expr::Kind::number;
      e->number = v;
      return e;
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t b = pos_;
      while (pos_ < s_.size() &&
             (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_'))
        ++pos_;
      e->kind = Expr::Kind::name;
      e->name = s_.substr(b, pos_ - b);
      return e;
    }
    fail(std::string("unexpected '") + c + "'");
  }

  const std::string& s_;
  size_t pos_ = 0;
  int nodes_ = 0;
};

}  // namespace

std::shared_ptr<const Expr> parse_expr(const std::string& text, ExprParseError& error) {
  return Parser(text).parse(error);
}

void collect_names(const Expr& e, std::set<std::string>& out) {
  if (e.kind == Expr::Kind::name) out.insert(e.name);
  if (e.lhs) collect_names(*e.lhs, out);
  if (e.rhs) collect_names(*e.rhs, out);
}

long long eval_expr(const Expr& e,
                    const std::function<std::optional<long long>(const std::string&)>& lookup) {
  switch (e.kind) {
    case Expr::Kind::number:
      return e.number;
    case Expr::Kind::name: {
      auto v = lookup(e.name);
      if (!v) throw ExprEvalError(e.offset, "unknown name '" + e.name + "'");
      return *v;
    }
    case Expr::Kind::unary: {
      long long v = eval_expr(*e.lhs, lookup);
      if (e.name == "!") return static_cast<long long>(!v);
      if (v == std::numeric_limits<long long>::min())
        throw ExprEvalError(e.offset, "-(" + std::to_string(v) + ") overflows 64 bits");
      return -v;
    }
    case Expr::Kind::binary:
      break;
  }
  long long l = eval_expr(*e.lhs, lookup);
  // && and || short-circuit like C so a guard can protect a division.
  if (e.name == "&&") return l ? static_cast<long long>(eval_expr(*e.rhs, lookup) != 0) : 0;
  if (e.name == "||") return l ? 1 : static_cast<long long>(eval_expr(*e.rhs, lookup) != 0);
  long long r = eval_expr(*e.rhs, lookup);
  const std::string& op = e.name;
  // Every signed overflow is an error, not undefined behaviour (nor SIGFPE,
  // which is what x86 raises for INT64_MIN / -1 and INT64_MIN % -1).
  auto overflow = [&]() -> long long {
    throw ExprEvalError(
        e.offset, std::to_string(l) + " " + op + " " + std::to_string(r) + " overflows 64 bits");
  };
  long long out = 0;
  if (op == "+") return __builtin_add_overflow(l, r, &out) ? overflow() : out;
  if (op == "-") return __builtin_sub_overflow(l, r, &out) ? overflow() : out;
  if (op == "*") return __builtin_mul_overflow(l, r, &out) ? overflow() : out;
  if (op == "/" || op == "%") {
    if (r == 0)
      throw ExprEvalError(e.offset, std::string(op == "/" ? "division" : "remainder") + " by zero");
    if (r == -1) {
      if (op == "%") return 0;
      return l == std::numeric_limits<long long>::min() ? overflow() : -l;
    }
    return op == "/" ? l / r : l % r;
  }
  if (op == "<") return l < r;
  if (op == "<=") return l <= r;
  if (op == ">") return l > r;
  if (op == ">=") return l >= r;
  if (op == "==") return l == r;
  if (op == "!=") return l != r;
  throw ExprEvalError(e.offset, "bad operator " + op);
}

}  // namespace spgen::gen
