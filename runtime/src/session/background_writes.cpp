#include "session/background_writes.hpp"

#include <pthread.h>

#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <new>
#include <thread>

namespace spgen::detail {

namespace {

class Writer;
Writer& writer();

struct Write {
  DiskStore store;
  std::filesystem::path path;
  CacheKey key;
  std::string payload;
};

// The writer thread starts with the first context that has a disk cache
// (start_background_writer), or else with the first write. The writer is never
// destroyed (a context kept in a static may outlive any other static), and
// what is queued when the process exits is written first (atexit). A child
// of fork() starts with an empty queue and a thread of its own.
class Writer {
 public:
  Writer() {
    pthread_atfork([] { writer().mutex_.lock(); }, [] { writer().mutex_.unlock(); },
                   [] {
                     Writer& w = writer();
                     w.queue_.clear();  // the parent writes its own
                     w.in_flight_ = nullptr;
                     w.started_ = false;
                     // The parent's thread waited on these: fresh ones, without its waits.
                     new (&w.queued_) std::condition_variable;
                     new (&w.written_) std::condition_variable;
                     w.mutex_.unlock();
                   });
  }

  void start() {
    std::lock_guard lock(mutex_);
    start_locked();
  }

  void post(Write w) {
    {
      std::lock_guard lock(mutex_);
      queue_.push_back(std::move(w));
      start_locked();
    }
    queued_.notify_one();
  }

  void wait_for(const std::filesystem::path& path) {
    std::unique_lock lock(mutex_);
    written_.wait(lock, [&] { return !pending(path); });
  }

  void wait_for_all() {
    std::unique_lock lock(mutex_);
    written_.wait(lock, [&] { return queue_.empty() && !in_flight_; });
  }

 private:
  void start_locked() {
    if (started_) return;
    std::thread([this] { run(); }).detach();
    if (!exit_hook_) std::atexit([] { wait_for_background_writes(); });
    started_ = exit_hook_ = true;
  }

  [[nodiscard]] bool pending(const std::filesystem::path& path) const {
    if (in_flight_ && *in_flight_ == path) return true;
    for (const Write& w : queue_)
      if (w.path == path) return true;
    return false;
  }

  void run() {
    std::unique_lock lock(mutex_);
    for (;;) {
      queued_.wait(lock, [&] { return !queue_.empty(); });
      Write w = std::move(queue_.front());
      queue_.pop_front();
      in_flight_ = &w.path;
      lock.unlock();
      (void)w.store.write(w.path, w.key, w.payload);  // a failed write is a later miss
      lock.lock();
      in_flight_ = nullptr;
      written_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable queued_, written_;
  std::deque<Write> queue_;
  const std::filesystem::path* in_flight_ = nullptr;
  bool started_ = false;    // the writer thread runs (in this process)
  bool exit_hook_ = false;  // the atexit drain is registered
};

Writer& writer() {
  static auto* w = new Writer;
  return *w;
}

}  // namespace

void start_background_writer() { writer().start(); }

void write_in_background(const DiskStore& store, std::filesystem::path path, const CacheKey& key,
                         std::string payload) {
  if (!store.enabled()) return;
  writer().post(Write{store, std::move(path), key, std::move(payload)});
}

void wait_for_background_write(const std::filesystem::path& path) { writer().wait_for(path); }

void wait_for_background_writes() { writer().wait_for_all(); }

}  // namespace spgen::detail
