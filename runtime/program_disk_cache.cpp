// The program cache on disk: key making, entry paths, reading and validating entries, atomic writes.
#include "program_disk_cache.h"

#include "cl_check.h"
#include "log.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

#include <unistd.h>

namespace amp_clang::detail {
namespace {

constexpr char magic[8] = {'A', 'M', 'P', 'C', 'L', 'P', 'C', '\n'};

std::atomic<unsigned long> n_loaded{0}, n_stored{0}, n_rejected{0}, n_refused{0}, n_write_failed{0};

// Entry integers are little-endian whatever the host, so a file is read as written.
void put_u64(std::string &out, std::uint64_t v, int bytes = 8) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

std::uint64_t get_u64(const unsigned char *p, int bytes = 8) {
  std::uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}

} // namespace

std::uint64_t fnv1a64(const void *data, std::size_t size, std::uint64_t seed) {
  const auto *p = static_cast<const unsigned char *>(data);
  std::uint64_t h = seed;
  for (std::size_t i = 0; i < size; ++i) {
    h ^= p[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

std::string disk_cache_dir() {
  auto set = [](const char *name) -> const char * {
    const char *v = std::getenv(name);
    return v && *v ? v : nullptr;
  };
  if (const char *dir = set("AMP_CLANG_CACHE_DIR")) return std::strcmp(dir, "off") == 0 ? std::string() : dir;
  // The XDG base directory specification ignores a relative XDG_CACHE_HOME.
  if (const char *xdg = set("XDG_CACHE_HOME"); xdg && xdg[0] == '/') return std::string(xdg) + "/amp-clang";
  if (const char *home = set("HOME")) return std::string(home) + "/.cache/amp-clang";
  return {};
}

std::string disk_cache_key(const device_impl &d, const std::string &options, const char *source,
                           std::size_t source_size) {
  std::string key = fmt::format("amp-clang program cache {}\n", disk_cache_format_version);
  key += "options " + options + "\n";
  key += "device " + device_info<CL_DEVICE_NAME>(d.device) + "\n";
  key += "vendor " + device_info<CL_DEVICE_VENDOR>(d.device) + "\n";
  key += "device-version " + device_info<CL_DEVICE_VERSION>(d.device) + "\n";
  key += "driver " + device_info<CL_DRIVER_VERSION>(d.device) + "\n";
  key += "platform " + platform_info<CL_PLATFORM_NAME>(d.platform) + "\n";
  key += "platform-version " + platform_info<CL_PLATFORM_VERSION>(d.platform) + "\n";
  key += fmt::format("source {}\n", source_size);
  key.append(source, source_size);
  return key;
}

std::string disk_cache_path(const std::string &dir, const std::string &key) {
  return fmt::format("{}/{:016x}.bin", dir, fnv1a64(key.data(), key.size()));
}

std::optional<std::vector<unsigned char>> disk_cache_read(const std::string &path, const std::string &key,
                                                          std::string &why) {
  why.clear();
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::vector<unsigned char> file((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto reject = [&](const char *reason) -> std::optional<std::vector<unsigned char>> {
    why = reason;
    ++n_rejected;
    return std::nullopt;
  };
  if (in.bad()) return reject("read error");
  if (file.size() < disk_cache_header_size) return reject("shorter than its header");
  const unsigned char *h = file.data();
  if (std::memcmp(h, magic, sizeof magic) != 0) return reject("bad magic");
  if (get_u64(h + 8, 4) != disk_cache_format_version) return reject("another cache format version");
  std::uint64_t key_size = get_u64(h + 16), payload_size = get_u64(h + 24), checksum = get_u64(h + 32);
  std::uint64_t body = file.size() - disk_cache_header_size;
  if (key_size > body || payload_size != body - key_size) return reject("length does not match the file size");
  if (key_size != key.size() || std::memcmp(h + disk_cache_header_size, key.data(), key.size()) != 0)
    return reject("its stored key differs (another program, device or driver)");
  const unsigned char *payload = h + disk_cache_header_size + key_size;
  if (fnv1a64(payload, payload_size) != checksum) return reject("payload checksum mismatch");
  return std::vector<unsigned char>(payload, payload + payload_size);
}

bool disk_cache_write(const std::string &path, const std::string &key, const std::vector<unsigned char> &payload) {
  namespace fs = std::filesystem;
  static std::atomic<unsigned> serial{0};
  auto fail = [&](const std::string &reason) {
    ++n_write_failed;
    log(log_level::info, "could not write disk cache entry {}: {}; the program is not cached", path, reason);
    return false;
  };
  std::error_code ec;
  fs::path target(path);
  fs::create_directories(target.parent_path(), ec);
  if (ec) return fail("cannot create " + target.parent_path().string() + ": " + ec.message());

  std::string header(magic, sizeof magic);
  put_u64(header, disk_cache_format_version, 4);
  put_u64(header, 0, 4);
  put_u64(header, key.size());
  put_u64(header, payload.size());
  put_u64(header, fnv1a64(payload.data(), payload.size()));

  // A temporary name unique to this process and write, in the same folder so
  // that rename() replaces the entry atomically: readers see all or nothing.
  std::string tmp = fmt::format("{}.tmp.{}.{}", path, static_cast<long>(getpid()), serial++);
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return fail(fmt::format("cannot create {}: {}", tmp, std::strerror(errno)));
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    out.write(key.data(), static_cast<std::streamsize>(key.size()));
    out.write(reinterpret_cast<const char *>(payload.data()), static_cast<std::streamsize>(payload.size()));
    out.close();
    if (!out) {
      fs::remove(tmp, ec);
      return fail("write error on " + tmp);
    }
  }
  fs::rename(tmp, target, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(tmp, ignored);
    return fail("cannot rename " + tmp + ": " + ec.message());
  }
  ++n_stored;
  return true;
}

disk_cache_counters get_disk_cache_counters() {
  disk_cache_counters c;
  c.loaded = n_loaded;
  c.stored = n_stored;
  c.rejected = n_rejected;
  c.refused = n_refused;
  c.write_failed = n_write_failed;
  return c;
}

void reset_disk_cache_counters() {
  n_loaded = n_stored = n_rejected = n_refused = n_write_failed = 0;
}

void count_disk_cache_load() { ++n_loaded; }
void count_disk_cache_refusal() { ++n_refused; }

} // namespace amp_clang::detail
