// The program cache on disk: entries stored and loaded, corrupt or stale ones rebuilt, unwritable folders harmless.
#include "test_kernels.h"

#include "device.h"
#include "program_cache.h"
#include "program_disk_cache.h"

#include <amp.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using amp_clang::detail::disk_cache_counters;
using amp_clang::detail::get_disk_cache_counters;

namespace {

/// Sets an environment variable for the life of the object, then puts back the old value.
class scoped_env {
public:
  scoped_env(const char *name, const char *value) : name_(name) {
    if (const char *old = std::getenv(name)) old_ = old;
    if (value) setenv(name, value, 1);
    else unsetenv(name);
  }
  ~scoped_env() {
    if (old_) setenv(name_, old_->c_str(), 1);
    else unsetenv(name_);
  }

private:
  const char *name_;
  std::optional<std::string> old_;
};

std::vector<unsigned char> read_all(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_all(const fs::path &p, const std::vector<unsigned char> &bytes) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char *>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

/// Each test gets its own empty cache folder inside the build tree, and a runtime
/// that has no program in memory, so its first launch goes to the disk cache.
class disk_cache_test : public ::testing::Test {
protected:
  void SetUp() override {
    // One folder per test (ctest runs them in parallel processes).
    const auto *info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "." + info->name();
    for (char &c : name)
      if (c == '/') c = '_';
    dir_ = fs::path(AMP_TEST_BUILD_DIR) / "unit-tmp" / "disk-cache" / name;
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    env_.emplace("AMP_CLANG_CACHE_DIR", dir_.c_str());
    fresh_process();
  }
  void TearDown() override {
    amp_clang::detail::forget_programs();
    env_.reset();
  }

  /// What a new process would see: no program in memory, counters at zero.
  static void fresh_process() {
    amp_clang::detail::forget_programs();
    amp_clang::detail::reset_disk_cache_counters();
  }

  /// Runs k_inc over 8 floats and checks every result.
  static void run_inc() {
    std::vector<float> v(8, 2.0f);
    concurrency::array_view<float, 1> av(8, v);
    amp_clang::launch(amp_test::k_inc, av.extent, [&](amp_clang::launch_args &a) { a.view(4, av); });
    av.synchronize();
    for (int i = 0; i < 8; ++i) ASSERT_EQ(v[i], 3.0f) << i;
  }

  /// Every file in the cache folder (temporary files included: none may be left).
  std::vector<fs::path> files() const {
    std::vector<fs::path> out;
    for (const auto &e : fs::directory_iterator(dir_)) out.push_back(e.path());
    return out;
  }

  /// The one entry the first launch stored.
  fs::path only_entry() const {
    auto all = files();
    EXPECT_EQ(all.size(), 1u);
    return all.empty() ? fs::path() : all.front();
  }

  fs::path dir_;
  std::optional<scoped_env> env_;
};

TEST(disk_cache, fnv1a64_known_values) {
  using amp_clang::detail::fnv1a64;
  EXPECT_EQ(fnv1a64("", 0), 0xcbf29ce484222325ull);
  EXPECT_EQ(fnv1a64("a", 1), 0xaf63dc4c8601ec8cull);
  EXPECT_EQ(fnv1a64("foobar", 6), 0x85944171f73967e8ull);
}

TEST(disk_cache, folder_from_the_environment) {
  using amp_clang::detail::disk_cache_dir;
  scoped_env dir("AMP_CLANG_CACHE_DIR", "/tmp/amp-x"), xdg("XDG_CACHE_HOME", "/xdg"), home("HOME", "/home/u");
  EXPECT_EQ(disk_cache_dir(), "/tmp/amp-x");
  {
    scoped_env off("AMP_CLANG_CACHE_DIR", "off");
    EXPECT_EQ(disk_cache_dir(), "");
  }
  scoped_env unset("AMP_CLANG_CACHE_DIR", nullptr);
  EXPECT_EQ(disk_cache_dir(), "/xdg/amp-clang");
  {
    scoped_env relative("XDG_CACHE_HOME", "relative"); // ignored, as the XDG specification says
    EXPECT_EQ(disk_cache_dir(), "/home/u/.cache/amp-clang");
  }
  scoped_env no_xdg("XDG_CACHE_HOME", "");
  EXPECT_EQ(disk_cache_dir(), "/home/u/.cache/amp-clang");
  scoped_env no_home("HOME", "");
  EXPECT_EQ(disk_cache_dir(), "");
}

TEST_F(disk_cache_test, first_run_stores_one_entry_and_the_next_loads_it) {
  run_inc();
  disk_cache_counters c = get_disk_cache_counters();
  EXPECT_EQ(c.stored, 1u);
  EXPECT_EQ(c.loaded, 0u);
  fs::path entry = only_entry();
  EXPECT_EQ(entry.extension(), ".bin");
  EXPECT_EQ(entry.stem().string().size(), 16u);

  // The entry's name is the hash of the key this device and program make.
  auto &dev = *amp_clang::detail::default_device();
  std::string key = amp_clang::detail::disk_cache_key(dev, amp_clang::detail::build_options(dev), amp_test::program.source,
                                                      amp_test::program.source_size);
  EXPECT_EQ(fs::path(amp_clang::detail::disk_cache_path(dir_.string(), key)), entry);
  EXPECT_NE(key.find(dev.device_name), std::string::npos) << key;

  fresh_process();
  run_inc();
  c = get_disk_cache_counters();
  EXPECT_EQ(c.loaded, 1u);
  EXPECT_EQ(c.stored, 0u);
  EXPECT_EQ(c.rejected, 0u);
  EXPECT_EQ(files().size(), 1u);
}

TEST_F(disk_cache_test, off_stores_nothing) {
  scoped_env off("AMP_CLANG_CACHE_DIR", "off");
  run_inc();
  disk_cache_counters c = get_disk_cache_counters();
  EXPECT_EQ(c.stored + c.loaded + c.write_failed, 0u);
  EXPECT_TRUE(files().empty());
}

/// The ways an entry goes bad; each must be rejected, rebuilt and rewritten.
enum class damage { truncated, payload_byte, key_byte, format_version, magic, empty, header_only };

std::string damage_name(const ::testing::TestParamInfo<damage> &info) {
  static const char *const names[] = {"truncated", "payload_byte", "key_byte", "format_version", "magic",
                                      "empty", "header_only"};
  return names[static_cast<int>(info.param)];
}

class disk_cache_damage : public disk_cache_test, public ::testing::WithParamInterface<damage> {};

TEST_P(disk_cache_damage, entry_is_rejected_rebuilt_and_rewritten) {
  run_inc();
  fs::path entry = only_entry();
  std::vector<unsigned char> bytes = read_all(entry);
  ASSERT_GT(bytes.size(), amp_clang::detail::disk_cache_header_size + 16);
  switch (GetParam()) {
  case damage::truncated: bytes.resize(bytes.size() / 2); break;
  case damage::payload_byte: bytes.back() ^= 0x01; break;
  case damage::key_byte: bytes[amp_clang::detail::disk_cache_header_size] ^= 0x20; break;
  case damage::format_version: bytes[8] ^= 0x80; break;
  case damage::magic: bytes[0] ^= 0xff; break;
  case damage::empty: bytes.clear(); break; // a disk that filled up, a stray truncation
  case damage::header_only: bytes.resize(amp_clang::detail::disk_cache_header_size); break;
  }
  write_all(entry, bytes);

  fresh_process();
  run_inc();
  disk_cache_counters c = get_disk_cache_counters();
  EXPECT_EQ(c.rejected, 1u);
  EXPECT_EQ(c.loaded, 0u);
  EXPECT_EQ(c.stored, 1u);
  EXPECT_NE(read_all(only_entry()), bytes);

  // The rewritten entry is good again.
  fresh_process();
  run_inc();
  c = get_disk_cache_counters();
  EXPECT_EQ(c.loaded, 1u);
  EXPECT_EQ(c.rejected, 0u);
}

INSTANTIATE_TEST_SUITE_P(damages, disk_cache_damage,
                         ::testing::Values(damage::truncated, damage::payload_byte, damage::key_byte,
                                           damage::format_version, damage::magic, damage::empty,
                                           damage::header_only),
                         damage_name);

TEST_F(disk_cache_test, binary_the_driver_refuses_falls_back_to_source) {
  run_inc();
  fs::path entry = only_entry();
  // A well-formed entry (right key, right checksum) whose binary is garbage.
  auto &dev = *amp_clang::detail::default_device();
  std::string key = amp_clang::detail::disk_cache_key(dev, amp_clang::detail::build_options(dev), amp_test::program.source,
                                                      amp_test::program.source_size);
  std::vector<unsigned char> garbage(256);
  for (std::size_t i = 0; i < garbage.size(); ++i) garbage[i] = static_cast<unsigned char>(i * 37 + 11);
  ASSERT_TRUE(amp_clang::detail::disk_cache_write(entry.string(), key, garbage));

  fresh_process();
  run_inc();
  disk_cache_counters c = get_disk_cache_counters();
  EXPECT_EQ(c.refused, 1u);
  EXPECT_EQ(c.loaded, 0u);
  EXPECT_EQ(c.stored, 1u);
  fresh_process();
  run_inc();
  EXPECT_EQ(get_disk_cache_counters().loaded, 1u);
}

TEST_F(disk_cache_test, folder_under_a_file_still_builds_and_runs) {
  // A regular file where a parent folder should be: not creatable even as root.
  std::ofstream(dir_ / "file") << "x";
  scoped_env blocked("AMP_CLANG_CACHE_DIR", (dir_ / "file" / "cache").c_str());
  run_inc();
  disk_cache_counters c = get_disk_cache_counters();
  EXPECT_EQ(c.write_failed, 1u);
  EXPECT_EQ(c.stored, 0u);
  EXPECT_EQ(files().size(), 1u); // the file alone, no temporary left
}

TEST_F(disk_cache_test, missing_folders_are_created) {
  scoped_env nested("AMP_CLANG_CACHE_DIR", (dir_ / "a" / "b").c_str());
  run_inc();
  EXPECT_EQ(get_disk_cache_counters().stored, 1u);
  EXPECT_EQ(std::distance(fs::directory_iterator(dir_ / "a" / "b"), fs::directory_iterator()), 1);
}

TEST_F(disk_cache_test, readers_never_see_half_an_entry) {
  // Writers replace one entry over and over while a reader reads it: with the
  // rename, every read finds a whole entry (payload sizes differ per write).
  std::string path = (dir_ / "entry.bin").string(), key = "key";
  ASSERT_TRUE(amp_clang::detail::disk_cache_write(path, key, std::vector<unsigned char>(100, 1)));
  std::vector<std::thread> writers;
  for (int t = 0; t < 3; ++t)
    writers.emplace_back([&, t] {
      for (int i = 0; i < 40; ++i)
        amp_clang::detail::disk_cache_write(path, key,
                                            std::vector<unsigned char>(1000 + 4096 * (i % 7), (unsigned char)t));
    });
  int whole = 0;
  for (int i = 0; i < 200; ++i) {
    std::string why;
    if (amp_clang::detail::disk_cache_read(path, key, why)) ++whole;
    EXPECT_EQ(why, "");
  }
  for (auto &w : writers) w.join();
  EXPECT_EQ(whole, 200);
  EXPECT_EQ(get_disk_cache_counters().rejected, 0u);
  EXPECT_EQ(files().size(), 1u);
}

} // namespace
