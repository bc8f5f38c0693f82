// The constraint evaluator on arithmetic C leaves undefined or traps on:
// INT64_MIN / -1 and INT64_MIN % -1 (SIGFPE on x86), overflowing + - * and
// unary minus, and division by zero: each an ExprEvalError at the operator.
#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

#include "expr.hpp"

namespace spgen::gen {
namespace {

struct Result {
  long long value = 0;
  bool threw = false;
  int offset = -1;
  std::string message;
};

Result eval(const std::string& text, long long u = 2) {
  ExprParseError perr{};
  const auto e = parse_expr(text, perr);
  EXPECT_TRUE(e) << text << ": " << perr.message;
  Result r;
  if (!e) return r;
  try {
    r.value = eval_expr(*e, [u](const std::string& n) -> std::optional<long long> {
      if (n == "u") return u;
      return std::nullopt;
    });
  } catch (const ExprEvalError& err) {
    r.threw = true;
    r.offset = err.offset;
    r.message = err.what();
  }
  return r;
}

// -2^63 from numbers the parser accepts (at most 2^40).
const std::string kMin = "(-1099511627776 * 8388608)";

TEST(ExprEval, MinDividedByMinusOneIsAnErrorNotATrap) {
  EXPECT_EQ(eval(kMin).value, std::numeric_limits<long long>::min());
  const Result r = eval(kMin + " / (1 - u)");
  ASSERT_TRUE(r.threw);
  EXPECT_EQ(r.message, "-9223372036854775808 / -1 overflows 64 bits");
  EXPECT_EQ(r.offset, static_cast<int>(kMin.size()) + 1);
}

TEST(ExprEval, RemainderByMinusOneIsZero) {
  const Result r = eval(kMin + " % (1 - u)");
  EXPECT_FALSE(r.threw) << r.message;
  EXPECT_EQ(r.value, 0);
  EXPECT_EQ(eval("7 % (1 - u)").value, 0);
  EXPECT_EQ(eval("7 / (1 - u)").value, -7);
  EXPECT_EQ(eval("-7 % 3").value, -1);  // C semantics otherwise
}

TEST(ExprEval, DivisionAndRemainderByZeroPointAtTheOperator) {
  const Result d = eval("8 / (u - 2)");
  ASSERT_TRUE(d.threw);
  EXPECT_EQ(d.message, "division by zero");
  EXPECT_EQ(d.offset, 2);
  const Result m = eval("8 % (u - 2)");
  ASSERT_TRUE(m.threw);
  EXPECT_EQ(m.message, "remainder by zero");
  EXPECT_EQ(m.offset, 2);
  // A guard still protects a division.
  EXPECT_EQ(eval("u != 2 && 8 / (u - 2) > 0").value, 0);
}

TEST(ExprEval, OverflowingArithmeticIsAnError) {
  for (const std::string& text :
       std::vector<std::string>{kMin + " - 1", "-" + kMin, kMin + " * u", kMin + " + " + kMin,
                                "1099511627776 * 1099511627776"}) {
    const Result r = eval(text);
    EXPECT_TRUE(r.threw) << text << " = " << r.value;
    EXPECT_NE(r.message.find("overflows 64 bits"), std::string::npos) << r.message;
  }
  EXPECT_EQ(eval(kMin + " + 1").value, std::numeric_limits<long long>::min() + 1);
}

TEST(ExprEval, UnknownNameIsAnErrorAtTheName) {
  const Result r = eval("u + w");
  ASSERT_TRUE(r.threw);
  EXPECT_EQ(r.message, "unknown name 'w'");
  EXPECT_EQ(r.offset, 4);
}

}  // namespace
}  // namespace spgen::gen
