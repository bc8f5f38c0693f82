// Task mode's communication thread: one long-lived thread per plan that runs
// the halo exchange while the caller's thread runs the local product.
// Starting a thread per product would cost tens of microseconds, as much as
// a small product.
#pragma once

#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace spgen::dist::detail {

class CommThread {
 public:
  CommThread();
  ~CommThread();
  CommThread(const CommThread&) = delete;
  CommThread& operator=(const CommThread&) = delete;

  /// Hands `job` to the thread and returns at once; one job at a time.
  void run(std::function<void()> job);
  /// Waits for the job; rethrows what it threw.
  void wait();

 private:
  void loop();
  std::mutex mutex_;
  std::condition_variable cv_;
  std::function<void()> job_;
  std::exception_ptr error_;
  bool busy_ = false;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace spgen::dist::detail
