// The program cache on disk: device binaries of built programs, keyed by source, options, device and driver.
#pragma once

#include "device.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace amp_clang::detail {

/// Bumped whenever the entry layout or the key's contents change; part of the
/// header and of the key, so entries of another format are rebuilt.
constexpr std::uint32_t disk_cache_format_version = 1;
/// Bytes before the key in an entry: magic (8), format version (4), reserved (4),
/// key length (8), payload length (8), payload checksum (8).
constexpr std::size_t disk_cache_header_size = 40;

/// FNV-1a, 64 bits: the entry's file name (of the key) and its payload checksum.
std::uint64_t fnv1a64(const void *data, std::size_t size, std::uint64_t seed = 0xcbf29ce484222325ull);

/// The cache folder: AMP_CLANG_CACHE_DIR, else $XDG_CACHE_HOME/amp-clang, else
/// $HOME/.cache/amp-clang; empty when disabled (AMP_CLANG_CACHE_DIR=off, or no
/// HOME nor XDG_CACHE_HOME). Read on each call, so tests may change it.
std::string disk_cache_dir();

/// The full key of a program: cache format, build options, device (name, vendor,
/// CL_DEVICE_VERSION), driver (CL_DRIVER_VERSION, platform name and version) and
/// the source text itself. Stored in the entry and compared in full on load.
std::string disk_cache_key(const device_impl &d, const std::string &options, const char *source,
                           std::size_t source_size);

/// The entry file of `key` in `dir`: "<dir>/<16 hex digits of fnv1a64(key)>.bin".
std::string disk_cache_path(const std::string &dir, const std::string &key);

/// The payload (device binary) of the entry at `path` if it holds `key` and is
/// intact. A missing file returns nullopt with `why` empty; a corrupt or stale
/// one returns nullopt and says why (counted as rejected).
std::optional<std::vector<unsigned char>> disk_cache_read(const std::string &path, const std::string &key,
                                                          std::string &why);

/// Writes the entry atomically (temporary file in the same folder, then rename),
/// creating the folder as needed. False on any failure, which is logged at
/// info level and otherwise ignored: the program was built all the same.
bool disk_cache_write(const std::string &path, const std::string &key, const std::vector<unsigned char> &payload);

/// What the disk cache did in this process (tests assert on these, never on time).
struct disk_cache_counters {
  unsigned long loaded = 0;       ///< programs made from a cached binary
  unsigned long stored = 0;       ///< entries written
  unsigned long rejected = 0;     ///< entries found corrupt or stale
  unsigned long refused = 0;      ///< valid entries whose binary the driver would not build
  unsigned long write_failed = 0; ///< entries that could not be written
};
disk_cache_counters get_disk_cache_counters();
void reset_disk_cache_counters();
/// Counts a program made from a cached binary / a binary the driver refused.
void count_disk_cache_load();
void count_disk_cache_refusal();

} // namespace amp_clang::detail
