#include "dist/comm_thread.hpp"

#include <utility>

namespace spgen::dist::detail {

CommThread::CommThread() : thread_([this] { loop(); }) {}

CommThread::~CommThread() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void CommThread::run(std::function<void()> job) {
  {
    std::lock_guard lock(mutex_);
    job_ = std::move(job);
    error_ = nullptr;
    busy_ = true;
  }
  cv_.notify_all();
}

void CommThread::wait() {
  std::unique_lock lock(mutex_);
  cv_.wait(lock, [this] { return !busy_; });
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

void CommThread::loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    cv_.wait(lock, [this] { return stop_ || (busy_ && job_); });
    if (stop_) return;
    auto job = std::exchange(job_, nullptr);
    lock.unlock();
    std::exception_ptr error;
    try {
      job();
    } catch (...) {
      error = std::current_exception();
    }
    lock.lock();
    error_ = error;
    busy_ = false;
    cv_.notify_all();
  }
}

}  // namespace spgen::dist::detail
