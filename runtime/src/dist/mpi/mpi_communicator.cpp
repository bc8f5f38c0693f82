// Communicator over MPI: blocking collectives for setup, MPI_Irecv/MPI_Isend
// + MPI_Waitall for the halo exchange.
#include <mpi.h>
#if __has_include(<mpi-ext.h>)
#include <mpi-ext.h>  // Open MPI's MPIX_Query_cuda_support
#endif

#include <string>

#include "spgen/core/error.hpp"
#include "spgen/dist/mpi.hpp"

namespace spgen::dist {
namespace {

void check(int rc, const char* what) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int len = 0;
  MPI_Error_string(rc, text, &len);
  throw Error(std::string("MPI: ") + what + " failed: " + std::string(text, static_cast<std::size_t>(len)));
}

// Messages are bytes; counts above INT_MAX go as several messages would, but
// one halo message that large (2 GiB) is beyond any sensible partition.
int byte_count(std::size_t bytes) {
  if (bytes > static_cast<std::size_t>(INT32_MAX))
    throw Error("MPI: a message of " + std::to_string(bytes) + " bytes exceeds MPI's int count");
  return static_cast<int>(bytes);
}

constexpr int kHaloTag = 17;
constexpr int kSetupTag = 18;

class MpiCommunicator final : public Communicator {
 public:
  explicit MpiCommunicator(MPI_Comm comm) {
    int initialised = 0;
    MPI_Initialized(&initialised);
    if (!initialised) throw Error("MPI: mpi_communicator needs MPI_Init (or MPI_Init_thread) first");
    check(MPI_Comm_dup(comm, &comm_), "MPI_Comm_dup");
    MPI_Comm_rank(comm_, &rank_);
    MPI_Comm_size(comm_, &size_);
    int level = MPI_THREAD_SINGLE;
    MPI_Query_thread(&level);
    threads_ok_ = level >= MPI_THREAD_SERIALIZED;
#if defined(MPIX_CUDA_AWARE_SUPPORT) && MPIX_CUDA_AWARE_SUPPORT
    cuda_aware_ = MPIX_Query_cuda_support() == 1;  // built with CUDA and enabled at run time
#endif
  }
  ~MpiCommunicator() override {
    int finalised = 0;
    MPI_Finalized(&finalised);
    if (!finalised) MPI_Comm_free(&comm_);
  }
  MpiCommunicator(const MpiCommunicator&) = delete;
  MpiCommunicator& operator=(const MpiCommunicator&) = delete;

  [[nodiscard]] int rank() const override { return rank_; }
  [[nodiscard]] int size() const override { return size_; }
  void barrier() override { check(MPI_Barrier(comm_), "MPI_Barrier"); }

  std::vector<std::int64_t> allgather(std::span<const std::int64_t> mine) override {
    std::vector<std::int64_t> all(mine.size() * static_cast<std::size_t>(size_));
    check(MPI_Allgather(mine.data(), static_cast<int>(mine.size()), MPI_INT64_T, all.data(),
                        static_cast<int>(mine.size()), MPI_INT64_T, comm_),
          "MPI_Allgather");
    return all;
  }
  std::vector<double> allgather(std::span<const double> mine) override {
    std::vector<double> all(mine.size() * static_cast<std::size_t>(size_));
    check(MPI_Allgather(mine.data(), static_cast<int>(mine.size()), MPI_DOUBLE, all.data(),
                        static_cast<int>(mine.size()), MPI_DOUBLE, comm_),
          "MPI_Allgather");
    return all;
  }

  std::vector<std::vector<std::int64_t>> alltoallv(const std::vector<std::vector<std::int64_t>>& send) override {
    const auto n = static_cast<std::size_t>(size_);
    if (send.size() != n) throw Error("MPI: alltoallv needs one list per rank");
    std::vector<int> scount(n), rcount(n), sdispl(n), rdispl(n);
    std::vector<std::int64_t> sbuf;
    for (std::size_t q = 0; q < n; ++q) {
      sdispl[q] = static_cast<int>(sbuf.size());
      scount[q] = static_cast<int>(send[q].size());
      sbuf.insert(sbuf.end(), send[q].begin(), send[q].end());
    }
    check(MPI_Alltoall(scount.data(), 1, MPI_INT, rcount.data(), 1, MPI_INT, comm_), "MPI_Alltoall");
    int total = 0;
    for (std::size_t q = 0; q < n; ++q) {
      rdispl[q] = total;
      total += rcount[q];
    }
    std::vector<std::int64_t> rbuf(static_cast<std::size_t>(total));
    check(MPI_Alltoallv(sbuf.data(), scount.data(), sdispl.data(), MPI_INT64_T, rbuf.data(), rcount.data(),
                        rdispl.data(), MPI_INT64_T, comm_),
          "MPI_Alltoallv");
    std::vector<std::vector<std::int64_t>> out(n);
    for (std::size_t q = 0; q < n; ++q) out[q].assign(rbuf.begin() + rdispl[q], rbuf.begin() + rdispl[q] + rcount[q]);
    return out;
  }

  void send(int peer, const void* data, std::size_t bytes) override {
    check(MPI_Send(data, byte_count(bytes), MPI_BYTE, peer, kSetupTag, comm_), "MPI_Send");
  }
  void recv(int peer, void* data, std::size_t bytes) override {
    check(MPI_Recv(data, byte_count(bytes), MPI_BYTE, peer, kSetupTag, comm_, MPI_STATUS_IGNORE), "MPI_Recv");
  }

  void start(std::span<const Message> recvs, std::span<const Message> sends) override {
    requests_.clear();
    // Receives first, so a send meets a posted receive (no unexpected-message copy).
    for (const auto& m : recvs) {
      requests_.emplace_back();
      check(MPI_Irecv(m.data, byte_count(m.bytes), MPI_BYTE, m.peer, kHaloTag, comm_, &requests_.back()),
            "MPI_Irecv");
    }
    for (const auto& m : sends) {
      requests_.emplace_back();
      check(MPI_Isend(m.data, byte_count(m.bytes), MPI_BYTE, m.peer, kHaloTag, comm_, &requests_.back()),
            "MPI_Isend");
    }
  }
  void wait() override {
    check(MPI_Waitall(static_cast<int>(requests_.size()), requests_.data(), MPI_STATUSES_IGNORE), "MPI_Waitall");
    requests_.clear();
  }
  [[nodiscard]] bool other_threads_may_communicate() const override { return threads_ok_; }
  [[nodiscard]] bool carries_device_memory() const override { return cuda_aware_; }

 private:
  MPI_Comm comm_ = MPI_COMM_NULL;
  int rank_ = 0;
  int size_ = 1;
  bool threads_ok_ = false;
  bool cuda_aware_ = false;
  std::vector<MPI_Request> requests_;
};

}  // namespace

std::unique_ptr<Communicator> mpi_communicator(MPI_Comm comm) { return std::make_unique<MpiCommunicator>(comm); }

}  // namespace spgen::dist
