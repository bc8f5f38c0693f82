// Tiny integer expression language used by spec constraints and launch rules:
// integers, parameter names/tags, unary - !, * / %, + -, comparisons, && ||, ().
// Kept in-house: the grammar is a dozen lines and needs no dependency.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>

namespace spgen::gen {

struct Expr {
  enum class Kind { number, name, unary, binary } kind = Kind::number;
  long long number = 0;
  std::string name;  // name, or the operator for unary/binary
  std::shared_ptr<const Expr> lhs, rhs;
  int offset = 0;  // column offset of this node inside the expression text
};

struct ExprParseError {
  int offset;
  std::string message;
};

/// Parses `text`; on error returns nullptr and fills `error`.
std::shared_ptr<const Expr> parse_expr(const std::string& text, ExprParseError& error);

/// Names the expression references (in first-use order not guaranteed; a set).
void collect_names(const Expr& e, std::set<std::string>& out);

/// What eval_expr throws: division or remainder by zero, a result outside
/// 64 bits (INT64_MIN / -1, -INT64_MIN, an overflowing + - *), an unknown name.
/// `offset` is the column offset of the failing node in the expression text.
struct ExprEvalError : std::runtime_error {
  ExprEvalError(int at, const std::string& message) : std::runtime_error(message), offset(at) {}
  int offset;
};

/// Evaluates with `lookup` resolving names; throws ExprEvalError (above).
long long eval_expr(const Expr& e, const std::function<std::optional<long long>(const std::string&)>& lookup);

}  // namespace spgen::gen
