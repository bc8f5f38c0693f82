// An environment variable set (or unset) for a scope, its previous value
// restored after: tests that point the runtime at private folders or switch
// its environment flags.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

namespace spgen::test {

class ScopedEnv {
 public:
  /// Sets `name` to `value`, or unsets it when value is nullopt.
  ScopedEnv(std::string name, const std::optional<std::string>& value) : name_(std::move(name)) {
    if (const char* old = std::getenv(name_.c_str())) old_ = old;
    if (value) ::setenv(name_.c_str(), value->c_str(), 1);
    else ::unsetenv(name_.c_str());
  }
  ~ScopedEnv() {
    if (old_) ::setenv(name_.c_str(), old_->c_str(), 1);
    else ::unsetenv(name_.c_str());
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::string name_;
  std::optional<std::string> old_;
};

}  // namespace spgen::test
