// -fsanitize=amp's runtime: the report buffer of instrumented kernels, the
// table of access sites their program text ends with, and the reports, in
// AddressSanitizer's manner (docs/sanitizer.md).
#include "sanitizer.h"

#include "cl_check.h"

#include <amp_clang/accelerator.h>
#include <amp_clang/exceptions.h>
#include <amp_clang/launch.h>
#include <amp_clang/sanitizer.h>

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <cstdio>
#include <tuple>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace amp_clang::detail {
namespace {

// The layout the lowering writes (compiler/lowering/Sanitizer.cpp).
}
constexpr std::size_t header_words = 132, record_words = 20, capacity = 1024;
namespace {

struct site {
  std::string where; ///< file:line:column
  std::string what;  ///< "array_view 'av'", "tile_static 'sh'", "barrier"
};

/// A program's sites, read from the table that ends its text; empty (and
/// not sanitized) when it has none.
struct site_table {
  bool sanitized = false;
  unsigned checks = 0;    ///< the compile's checks (lowering/Sanitizer.h's SanitizeCheck)
  std::vector<site> sites; ///< by id - 1
};

std::mutex tables_mutex;
std::map<const program_desc *, site_table> tables;

const site_table &table_of(const program_desc *p) {
  std::lock_guard<std::mutex> lock(tables_mutex);
  auto it = tables.find(p);
  if (it != tables.end()) return it->second;
  site_table &t = tables[p];
  std::string_view text(p->source, p->source_size);
  std::size_t at = text.rfind("\n// amp-sanitize ");
  if (at == std::string_view::npos) return t;
  t.sanitized = true;
  t.checks = static_cast<unsigned>(std::strtoul(std::string(text.substr(at + 17, 4)).c_str(), nullptr, 10));
  for (std::size_t line = text.find("\n//@amp-san\t", at); line != std::string_view::npos;
       line = text.find("\n//@amp-san\t", line + 1)) {
    std::size_t end = text.find('\n', line + 1);
    std::string row(text.substr(line + 12, end == std::string_view::npos ? std::string_view::npos : end - line - 12));
    // id, line, column, what, file
    std::vector<std::string> f;
    for (std::size_t s = 0, tab; s <= row.size(); s = tab + 1) {
      tab = row.find('\t', s);
      if (tab == std::string::npos) tab = row.size();
      f.push_back(row.substr(s, tab - s));
      if (f.size() == 4) { f.push_back(row.substr(tab + 1)); break; }
    }
    if (f.size() != 5) continue;
    unsigned id = static_cast<unsigned>(std::strtoul(f[0].c_str(), nullptr, 10));
    if (id == 0) continue;
    if (t.sites.size() < id) t.sites.resize(id);
    t.sites[id - 1] = {f[4] + ":" + f[1] + ":" + f[2], f[3]};
  }
  return t;
}

std::mutex buffers_mutex;
struct report_buffer {
  cl::Buffer buffer;
  std::mutex use; ///< one launch at a time writes it
};
std::map<cl_context, report_buffer> buffers;

} // namespace

bool program_sanitized(const program_desc *p) { return p && table_of(p).sanitized; }

sanitizer_launch::sanitizer_launch(device_impl &dev, cl_kernel kern, const kernel_desc &k, cl_uint arg,
                                   const launch_args &args)
    : m_dev(dev), m_kernel(k) {
  if (!k.program || !table_of(k.program).sanitized) return;
  // init: each view's written-shadow (null for data that has none) comes
  // after the views, the report buffer after them (lowering/ArgumentBlock.cpp).
  if (table_of(k.program).checks & 4u) {
    for (const auto &b : args.bindings()) {
      cl_mem shadow = sanitizer_shadow_buffer(b.data.get(), dev);
      check_cl(clSetKernelArg(kern, arg++, sizeof(cl_mem), shadow ? &shadow : nullptr),
               "clSetKernelArg (sanitizer shadow)");
    }
  }
  report_buffer *rb;
  {
    std::lock_guard<std::mutex> lock(buffers_mutex);
    rb = &buffers[dev.context()];
    if (!rb->buffer()) {
      cl_int err = CL_SUCCESS;
      rb->buffer = cl::Buffer(clCreateBuffer(dev.context(), CL_MEM_READ_WRITE,
                                             (header_words + capacity * record_words) * sizeof(cl_uint), nullptr, &err));
      check_cl(err, "clCreateBuffer (sanitizer reports)");
    }
  }
  m_lock = std::unique_lock<std::mutex>(rb->use);
  m_buffer = rb->buffer();
  static const cl_uint header[2] = {0, static_cast<cl_uint>(capacity)};
  check_cl(clEnqueueWriteBuffer(dev.queue(), m_buffer, CL_FALSE, 0, sizeof header, header, 0, nullptr, nullptr),
           "clEnqueueWriteBuffer (sanitizer reports)");
  check_cl(clSetKernelArg(kern, arg, sizeof(cl_mem), &m_buffer), "clSetKernelArg (sanitizer reports)");
}

void sanitizer_launch::check(int rank, const int *, const int *) {
  if (!m_buffer) return;
  cl_uint count = 0;
  check_cl(clEnqueueReadBuffer(m_dev.queue(), m_buffer, CL_TRUE, 0, sizeof count, &count, 0, nullptr, nullptr),
           "clEnqueueReadBuffer (sanitizer reports)");
  if (count == 0) {
    m_lock.unlock();
    return;
  }
  const std::size_t kept = std::min<std::size_t>(count, capacity);
  std::vector<cl_uint> words(kept * record_words);
  check_cl(clEnqueueReadBuffer(m_dev.queue(), m_buffer, CL_TRUE, header_words * sizeof(cl_uint),
                               words.size() * sizeof(cl_uint), words.data(), 0, nullptr, nullptr),
           "clEnqueueReadBuffer (sanitizer reports)");
  m_lock.unlock();
  const site_table &t = table_of(m_kernel.program);
  auto site_of = [&](cl_uint id) -> sanitizer::site_info {
    if (id == 0 || id > t.sites.size()) return {"<unknown site>", ""};
    return {t.sites[id - 1].where.c_str(), t.sites[id - 1].what.c_str()};
  };
  std::vector<sanitizer::report> reports;
  reports.reserve(kept);
  for (std::size_t i = 0; i < kept; ++i) {
    const cl_uint *r = &words[i * record_words];
    sanitizer::report rep;
    rep.kind = static_cast<int>(r[0]);
    rep.site = site_of(r[1]);
    rep.rank = static_cast<int>(r[2]);
    for (int k = 0; k < 3; ++k) {
      rep.index[k] = static_cast<int>(r[3 + k]);
      rep.extent[k] = static_cast<int>(r[6 + k]);
    }
    // OpenCL's dimension 0 is C++'s last (ProgramLowering::kernelIndex).
    const int dims = rank <= 3 ? rank : 1;
    for (int k = 0; k < dims; ++k) {
      rep.global[k] = static_cast<int>(r[9 + dims - 1 - k]);
      rep.tile[k] = static_cast<int>(r[12 + dims - 1 - k]);
      rep.local[k] = static_cast<int>(r[15 + dims - 1 - k]);
    }
    rep.dims = dims;
    rep.other = r[18] ? site_of(r[18]) : sanitizer::site_info{nullptr, nullptr};
    reports.push_back(rep);
  }
  sanitizer::finish_launch(m_kernel.name, m_kernel.origin, reports, count);
}

} // namespace amp_clang::detail

namespace amp_clang::sanitizer {
namespace {

struct options {
  bool halt_on_error = true;
  unsigned max_reports = 10;
};

const options &opts() {
  static const options o = [] {
    options o;
    const char *env = std::getenv("AMP_SANITIZE_OPTIONS");
    if (!env) return o;
    std::string s(env);
    for (std::size_t at = 0; at <= s.size();) {
      std::size_t end = s.find_first_of(":,", at);
      if (end == std::string::npos) end = s.size();
      std::string item = s.substr(at, end - at);
      if (item == "halt_on_error=0") o.halt_on_error = false;
      else if (item == "halt_on_error=1") o.halt_on_error = true;
      else if (item.rfind("max_reports=", 0) == 0) o.max_reports = static_cast<unsigned>(std::strtoul(item.c_str() + 12, nullptr, 10));
      at = end + 1;
    }
    return o;
  }();
  return o;
}

std::string tuple(const int *v, int n) {
  std::string s = "(";
  for (int k = 0; k < n; ++k) s += (k ? ", " : "") + std::to_string(v[k]);
  return s + ")";
}

std::mutex printed_mutex;
std::set<std::pair<int, std::string>> printed; // kind, site: once per process

} // namespace

void finish_launch(const char *kernel, const char *origin, const std::vector<report> &reports, std::size_t total) {
  if (reports.empty() && total == 0) return;
  const options &o = opts();
  // Distinct reports (kind and site), in the order the work-items wrote them.
  std::map<std::pair<int, std::string>, std::size_t> seen;
  std::vector<const report *> distinct;
  for (const report &r : reports) {
    auto key = std::make_pair(r.kind, std::string(r.site.where));
    if (seen[key]++ == 0) distinct.push_back(&r);
  }
  // A barrier both counted short (4) and voted on (5) at one site: the vote
  // names the condition, which says more.
  distinct.erase(std::remove_if(distinct.begin(), distinct.end(),
                                [&](const report *r) {
                                  return r->kind == 4 && seen.count({5, std::string(r->site.where)});
                                }),
                 distinct.end());
  // In the source's order, whichever work-item came first (GPUs differ run to run).
  auto position = [](const report *r) {
    std::string_view w(r->site.where ? r->site.where : "");
    std::size_t c = w.rfind(':'), l = c == std::string_view::npos ? c : w.rfind(':', c - 1);
    if (l == std::string_view::npos) return std::make_tuple(std::string(w), 0L, 0L, r->kind);
    return std::make_tuple(std::string(w.substr(0, l)), std::strtol(std::string(w.substr(l + 1, c - l - 1)).c_str(), nullptr, 10),
                           std::strtol(std::string(w.substr(c + 1)).c_str(), nullptr, 10), r->kind);
  };
  std::stable_sort(distinct.begin(), distinct.end(),
                   [&](const report *a, const report *b) { return position(a) < position(b); });
  std::string out;
  unsigned shown = 0;
  const std::string launched = fmt::format("in the kernel launched at {}", origin ? origin : "?");
  for (const report *rp : distinct) {
    const report &r = *rp;
    {
      std::lock_guard<std::mutex> lock(printed_mutex);
      if (!printed.insert({r.kind, r.site.where}).second) continue;
    }
    if (shown++ >= o.max_reports) continue;
    const std::size_t times = seen[{r.kind, std::string(r.site.where)}];
    const std::string who = fmt::format("work-item global {} tile {} local {}", tuple(r.global, r.dims),
                                        tuple(r.tile, r.dims), tuple(r.local, r.dims));
    out += "=================================================================\n";
    switch (r.kind) {
    case 1:
      out += fmt::format("=={}==ERROR: amp-sanitizer: out-of-bounds access to {} at {}\n", getpid(), r.site.what,
                         r.site.where);
      out += fmt::format("  index {} is outside the extent {}\n", tuple(r.index, r.rank), tuple(r.extent, r.rank));
      break;
    case 2: {
      const char *mine = r.index[2] == 1 ? "read" : r.index[2] == 2 ? "write" : "read-modify-write";
      out += fmt::format("=={}==ERROR: amp-sanitizer: data race on {} at {}\n", getpid(), r.site.what, r.site.where);
      std::string other = r.index[1] < 0 ? "several other work-items" : fmt::format("local work-item {}", r.index[1]);
      out += fmt::format("  {} of element {} (of {}) conflicts with a {} by {} at {}, with no barrier between\n", mine,
                         r.index[0], r.extent[0], r.extent[2] == 2 ? "write" : "read", other,
                         r.other.where ? r.other.where : "?");
      break;
    }
    case 3:
      out += fmt::format("=={}==ERROR: amp-sanitizer: read of uninitialized {} at {}\n", getpid(), r.site.what,
                         r.site.where);
      out += fmt::format("  element {} (of {}) was never written in this tile\n", r.index[0], r.extent[0]);
      break;
    case 6:
      out += fmt::format("=={}==ERROR: amp-sanitizer: read of uninitialized {} at {}\n", getpid(), r.site.what,
                         r.site.where);
      out += fmt::format("  element {} (of {}) was never written since the array was created without data\n",
                         r.index[0], r.extent[0]);
      break;
    case 4:
      out += fmt::format("=={}==ERROR: amp-sanitizer: divergent barrier at {}\n", getpid(), r.site.where);
      if (r.other.where)
        out += fmt::format("  work-items of one tile waited at this barrier and at the barrier at {}\n", r.other.where);
      else
        out += fmt::format("  {} of the tile's {} work-items reached it; the others returned or waited elsewhere\n",
                           r.index[0], r.extent[0]);
      break;
    case 5:
      out += fmt::format("=={}==ERROR: amp-sanitizer: divergent barrier at {}\n", getpid(), r.site.where);
      out += fmt::format("  {} decides differently within a tile: true for {} of the {} work-items that reached it\n",
                         r.site.what, r.index[0], r.index[1]);
      break;
    default:
      out += fmt::format("=={}==ERROR: amp-sanitizer: report of unknown kind {} at {}\n", getpid(), r.kind, r.site.where);
    }
    out += fmt::format("  by {}, {} ({})\n", who, launched, kernel ? kernel : "?");
    if (times > 1) out += fmt::format("  ({} reports at this site in this launch)\n", times);
    const char *summary[] = {"?", "out-of-bounds", "data-race", "uninitialized-read", "divergent-barrier",
                             "divergent-barrier", "uninitialized-read"};
    out += fmt::format("SUMMARY: amp-sanitizer: {} {}\n", summary[r.kind >= 1 && r.kind <= 6 ? r.kind : 0],
                       r.site.where);
  }
  if (shown > o.max_reports)
    out += fmt::format("amp-sanitizer: {} more distinct reports not shown (max_reports={})\n", shown - o.max_reports,
                       o.max_reports);
  if (total > reports.size())
    out += fmt::format("amp-sanitizer: {} reports in all; the buffer kept the first {}\n", total, reports.size());
  if (!out.empty()) {
    std::fputs(out.c_str(), stderr);
    std::fflush(stderr);
  }
  if (o.halt_on_error && !reports.empty())
    throw concurrency::runtime_exception(
        fmt::format("amp-sanitizer: {} report(s) in the kernel launched at {} (AMP_SANITIZE_OPTIONS=halt_on_error=0 "
                    "continues after reports)",
                    total, origin ? origin : "?"),
        E_FAIL);
}

// The host accelerator's side.
namespace {
struct item {
  int dims = 1;
  int global[3] = {0, 0, 0}, tile[3] = {0, 0, 0}, local[3] = {0, 0, 0};
  here barrier{nullptr, 0, 0};
};
struct host_run {
  bool on = false;
  int checks = 15; ///< the host compile's _AMP_CLANG_SANITIZE
  std::vector<item> items; ///< by fiber (member)
  std::vector<report> reports;
  std::vector<std::string> names; ///< what reports' sites point at
  std::size_t total = 0;
};
thread_local host_run run;

const char *keep(const std::string &s) {
  run.names.push_back(s);
  return run.names.back().c_str();
}
std::string place(const here &at) { return fmt::format("{}:{}:{}", at.file ? at.file : "?", at.line, at.column); }
} // namespace

void host_begin(int checks) {
  run = host_run();
  run.on = true;
  run.checks = checks;
  run.names.reserve(4 * detail::capacity); // keep() must not move the strings reports point at
}

bool in_host_kernel() noexcept { return run.on; }

void host_item(int member, int dims, const int *global, const int *tile, const int *local) noexcept {
  if (!run.on || member < 0) return;
  if (run.items.size() <= static_cast<std::size_t>(member)) run.items.resize(member + 1);
  item &it = run.items[member];
  it.dims = dims <= 3 ? dims : 3;
  for (int k = 0; k < it.dims; ++k) it.global[k] = global[k], it.tile[k] = tile[k], it.local[k] = local[k];
}

namespace {
report with_item(int kind) {
  report r;
  r.kind = kind;
  int m = detail::host_current_member();
  if (m >= 0 && static_cast<std::size_t>(m) < run.items.size()) {
    const item &it = run.items[m];
    r.dims = it.dims;
    for (int k = 0; k < 3; ++k) r.global[k] = it.global[k], r.tile[k] = it.tile[k], r.local[k] = it.local[k];
  }
  return r;
}
} // namespace

void host_report(int kind, const here &at, const char *what, int rank, const int *index, const int *extent) {
  ++run.total;
  if (run.reports.size() >= detail::capacity) return;
  report r = with_item(kind);
  r.site = {keep(place(at)), what};
  r.rank = rank <= 3 ? rank : 3;
  for (int k = 0; k < r.rank; ++k) r.index[k] = index[k], r.extent[k] = extent[k];
  run.reports.push_back(r);
}

void host_barrier_at(const here &at) noexcept {
  if (!run.on) return;
  int m = detail::host_current_member();
  if (m < 0) return;
  if (run.items.size() <= static_cast<std::size_t>(m)) run.items.resize(m + 1);
  run.items[m].barrier = at;
}

namespace {
/// One tile_static element's record in the host's tile: who wrote it and who
/// read it in the current round of the tile's fibers (between two barriers).
struct shadow {
  bool written = false;
  unsigned long round = 0;
  int writer = -1, reader = -1; ///< local work-item; reader -2: several
  here wsite{nullptr, 0, 0}, rsite{nullptr, 0, 0};
};
struct shadow_key {
  const void *base;
  std::size_t index;
  bool operator<(const shadow_key &o) const { return base != o.base ? base < o.base : index < o.index; }
};
thread_local std::map<shadow_key, shadow> shadows;
thread_local unsigned long round_no = 1;
} // namespace

void host_ts_use(const void *element, std::size_t index, std::size_t elements, unsigned kind, const here &at,
                 const char *what) {
  if (!run.on) return;
  shadow &s = shadows[{element, index}];
  const int me = detail::host_current_member();
  if (s.round != round_no) { // a barrier since: no access of this round yet
    s.round = round_no;
    s.writer = s.reader = -1;
  }
  auto report_here = [&](int kind_no, int other, int other_kind, const here *other_at) {
    ++run.total;
    if (run.reports.size() >= detail::capacity) return;
    report r = with_item(kind_no);
    r.site = {keep(place(at)), what};
    r.index[0] = static_cast<int>(index);
    r.index[1] = other;
    r.index[2] = static_cast<int>(kind);
    r.extent[0] = static_cast<int>(elements);
    r.extent[2] = other_kind;
    if (other_at && other_at->file) r.other = {keep(place(*other_at)), what};
    run.reports.push_back(r);
  };
  const int checks = run.checks;
  if ((checks & 4) && (kind & 1) && !s.written) report_here(3, 0, 0, nullptr);
  if (kind & 8) { // an atomic function's operand: init reads and marks it; race does not follow atomics
    s.written = s.written || (kind & 2);
    return;
  }
  if (checks & 2) {
    if ((kind & 1) && s.writer >= 0 && s.writer != me) // (write after write alone: as the device)
      report_here(2, s.writer, 2, &s.wsite);
    else if ((kind & 2) && s.reader != -1 && s.reader != me)
      report_here(2, s.reader == -2 ? -1 : s.reader, 1, &s.rsite);
  }
  if (kind & 2) {
    s.written = true;
    s.writer = me;
    s.wsite = at;
  }
  if (kind & 1) {
    s.reader = s.reader == -1 || s.reader == me ? me : -2;
    s.rsite = at;
  }
}

void host_end(const char *kernel, const char *origin, int) {
  host_run done = std::move(run);
  run = host_run();
  if (!kernel) return; // the kernel threw: that error is the one to see
  finish_launch(kernel, origin, done.reports, done.total);
}

} // namespace amp_clang::sanitizer

namespace amp_clang::detail {

bool sanitizer_host_on() noexcept { return sanitizer::run.on; }

void sanitizer_host_tile_start() {
  sanitizer::shadows.clear();
  ++sanitizer::round_no;
}

void sanitizer_host_round(const std::vector<bool> &waiting) {
  using namespace sanitizer;
  ++round_no; // the fibers pass the barrier: a new stretch for the race shadow
  std::size_t n = 0;
  const here *first = nullptr, *other = nullptr;
  for (std::size_t m = 0; m < waiting.size(); ++m) {
    if (!waiting[m]) continue;
    ++n;
    const here *at = m < run.items.size() ? &run.items[m].barrier : nullptr;
    if (!at || !at->file) continue;
    if (!first) first = at;
    else if (!other && (at->line != first->line || at->column != first->column || std::strcmp(at->file, first->file)))
      other = at;
  }
  if (n == 0 || (n == waiting.size() && !other) || !first) return;
  ++run.total;
  if (run.reports.size() >= detail::capacity) return;
  report r = with_item(4);
  for (std::size_t m = 0; m < waiting.size(); ++m)
    if (waiting[m] && m < run.items.size()) { // the work-item: one that waits
      const item &it = run.items[m];
      r.dims = it.dims;
      for (int k = 0; k < 3; ++k) r.global[k] = it.global[k], r.tile[k] = it.tile[k], r.local[k] = it.local[k];
      break;
    }
  r.site = {keep(place(*first)), "barrier"};
  r.index[0] = static_cast<int>(n);
  r.extent[0] = static_cast<int>(waiting.size());
  if (other) r.other = {keep(place(*other)), "barrier"};
  run.reports.push_back(r);
}

} // namespace amp_clang::detail

// -fsanitize=amp-init: the written-shadow of each array created without data
// (docs/sanitizer.md). One byte an element, 1 once written, after a header of
// two words (the element's size, the element count) that the kernels read;
// the host keeps the bytes that copies and host writes set, each device a
// buffer its kernels update (made from the host's bytes at its first launch).
// Data written whole (a copy of all of it, any host write) needs no shadow:
// it is forgotten, and its kernels get none.
namespace amp_clang::detail {

std::atomic<int> sanitizer_shadows{0};

namespace {
struct array_shadow {
  std::size_t elem = 1, count = 0;
  const unsigned char *host = nullptr; ///< the array's host bytes (the host accelerator's kernels)
  std::vector<unsigned char> bytes;    ///< header, then a byte an element
  struct on_device {
    device_impl *dev;
    cl::Buffer mem;
  };
  std::vector<on_device> devices;
};
std::mutex shadows_mutex;
std::map<const void *, array_shadow> shadows_by_storage;
std::map<const unsigned char *, const void *> storage_by_host;

void forget(std::map<const void *, array_shadow>::iterator it) {
  storage_by_host.erase(it->second.host);
  shadows_by_storage.erase(it);
  --sanitizer_shadows;
}
} // namespace

void sanitizer_storage_written(const void *storage, std::size_t from, std::size_t to) {
  if (sanitizer_shadows.load(std::memory_order_relaxed) == 0) return;
  std::lock_guard<std::mutex> lock(shadows_mutex);
  auto it = shadows_by_storage.find(storage);
  if (it == shadows_by_storage.end()) return;
  array_shadow &s = it->second;
  const std::size_t first = from / s.elem, last = to >= s.count * s.elem ? s.count : (to + s.elem - 1) / s.elem;
  if (first == 0 && last >= s.count) return forget(it);
  if (first >= last) return;
  std::fill(s.bytes.begin() + 8 + first, s.bytes.begin() + 8 + last, 1);
  if (std::all_of(s.bytes.begin() + 8, s.bytes.end(), [](unsigned char b) { return b != 0; })) return forget(it);
  static const cl_uchar one = 1;
  for (const auto &d : s.devices)
    check_cl(clEnqueueFillBuffer(d.dev->queue(), d.mem(), &one, 1, 8 + first, last - first, 0, nullptr, nullptr),
             "clEnqueueFillBuffer (sanitizer shadow)");
}

void sanitizer_storage_gone(const void *storage) noexcept {
  if (sanitizer_shadows.load(std::memory_order_relaxed) == 0) return;
  std::lock_guard<std::mutex> lock(shadows_mutex);
  auto it = shadows_by_storage.find(storage);
  if (it != shadows_by_storage.end()) forget(it);
}

void sanitizer_host_wrote(const void *storage) noexcept {
  if (sanitizer_shadows.load(std::memory_order_relaxed) == 0 || running_host_kernel()) return;
  try {
    sanitizer_storage_written(storage, 0, static_cast<std::size_t>(-1));
  } catch (...) { // a device's fill failed: its shadow stays as it was
  }
}

cl_mem sanitizer_shadow_buffer(const void *storage, device_impl &dev) {
  if (sanitizer_shadows.load(std::memory_order_relaxed) == 0) return nullptr;
  std::lock_guard<std::mutex> lock(shadows_mutex);
  auto it = shadows_by_storage.find(storage);
  if (it == shadows_by_storage.end()) return nullptr;
  array_shadow &s = it->second;
  for (const auto &d : s.devices)
    if (d.dev == &dev) return d.mem();
  cl_int err = CL_SUCCESS;
  cl::Buffer mem(clCreateBuffer(dev.context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, s.bytes.size(),
                                s.bytes.data(), &err));
  check_cl(err, "clCreateBuffer (sanitizer shadow)");
  s.devices.push_back({&dev, mem});
  return mem();
}

} // namespace amp_clang::detail

namespace amp_clang::sanitizer {

void track_new_array(const void *storage, const void *host, std::size_t count, std::size_t elem_size) {
  if (!count || !elem_size) return;
  std::lock_guard<std::mutex> lock(detail::shadows_mutex);
  detail::array_shadow &s = detail::shadows_by_storage[storage];
  if (!s.bytes.empty()) { // a storage's address again: its old entry was not forgotten
    detail::storage_by_host.erase(s.host);
    --detail::sanitizer_shadows;
  }
  s = detail::array_shadow();
  s.elem = elem_size;
  s.count = count;
  s.host = static_cast<const unsigned char *>(host);
  s.bytes.assign(8 + count, 0);
  const std::uint32_t header[2] = {static_cast<std::uint32_t>(elem_size), static_cast<std::uint32_t>(count)};
  std::memcpy(s.bytes.data(), header, sizeof header);
  if (s.host) detail::storage_by_host[s.host] = storage;
  ++detail::sanitizer_shadows;
}

void host_element(const void *element, unsigned kind, const here &at, const char *what) {
  if (!run.on || !(run.checks & 4) || detail::sanitizer_shadows.load(std::memory_order_relaxed) == 0) return;
  const auto *p = static_cast<const unsigned char *>(element);
  int index = 0, count = 0;
  {
    std::lock_guard<std::mutex> lock(detail::shadows_mutex);
    auto h = detail::storage_by_host.upper_bound(p);
    if (h == detail::storage_by_host.begin()) return;
    --h;
    auto it = detail::shadows_by_storage.find(h->second);
    if (it == detail::shadows_by_storage.end()) return;
    detail::array_shadow &s = it->second;
    if (p >= s.host + s.elem * s.count) return;
    const std::size_t k = static_cast<std::size_t>(p - s.host) / s.elem;
    unsigned char &b = s.bytes[8 + k];
    if (b) return;
    if (kind & 2) b = 1;
    if (!(kind & 1)) return;
    index = static_cast<int>(k);
    count = static_cast<int>(s.count);
  }
  const int i[1] = {index}, e[1] = {count};
  host_report(6, at, what, 1, i, e);
}

} // namespace amp_clang::sanitizer
