// PPL's partitioners (auto, static, simple, affinity), each standing for oneTBB's of the same name.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <cstddef>

namespace Concurrency {
/// Splits the range as the load needs: the default.
class auto_partitioner {};
/// Splits the range into as many chunks as there are workers.
class static_partitioner {};
/// Splits the range down to chunks of at least _Chunk_size iterations.
class simple_partitioner {
public:
  explicit simple_partitioner(std::size_t _Chunk_size) : m_chunk(_Chunk_size ? _Chunk_size : 1) {}
  std::size_t chunk_size() const { return m_chunk; }

private:
  std::size_t m_chunk;
};
/// Replays the previous split on the same workers: pass the same object to each run.
class affinity_partitioner {
public:
  tbb::affinity_partitioner &native() { return m_tbb; }

private:
  tbb::affinity_partitioner m_tbb;
};

namespace detail_ppl {
/// Runs tbb::parallel_for over [0, n) in chunks, body(begin, end), as the partitioner says.
template <typename _Body> void for_chunks(std::size_t n, const _Body &body, const auto_partitioner &) {
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, n),
                    [&](const tbb::blocked_range<std::size_t> &r) { body(r.begin(), r.end()); }, tbb::auto_partitioner());
}
template <typename _Body> void for_chunks(std::size_t n, const _Body &body, const static_partitioner &) {
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, n),
                    [&](const tbb::blocked_range<std::size_t> &r) { body(r.begin(), r.end()); },
                    tbb::static_partitioner());
}
template <typename _Body> void for_chunks(std::size_t n, const _Body &body, const simple_partitioner &part) {
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, n, part.chunk_size()),
                    [&](const tbb::blocked_range<std::size_t> &r) { body(r.begin(), r.end()); },
                    tbb::simple_partitioner());
}
template <typename _Body> void for_chunks(std::size_t n, const _Body &body, affinity_partitioner &part) {
  tbb::parallel_for(tbb::blocked_range<std::size_t>(0, n),
                    [&](const tbb::blocked_range<std::size_t> &r) { body(r.begin(), r.end()); }, part.native());
}
} // namespace detail_ppl
} // namespace Concurrency
