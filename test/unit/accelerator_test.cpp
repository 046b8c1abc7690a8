// Device discovery and selection (AMP_CLANG_DEVICE), accelerator properties.
#include <amp.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

using concurrency::accelerator;

namespace {

bool has_gpu() {
  for (const accelerator &a : accelerator::get_all())
    if (!a.is_emulated) return true;
  return false;
}

/// Sets AMP_CLANG_DEVICE for one test and restores it (and the default) after.
class device_env : public ::testing::Test {
protected:
  void SetUp() override {
    const char *old = std::getenv("AMP_CLANG_DEVICE");
    m_had = old != nullptr;
    if (old) m_old = old;
  }
  void TearDown() override {
    if (m_had)
      setenv("AMP_CLANG_DEVICE", m_old.c_str(), 1);
    else
      unsetenv("AMP_CLANG_DEVICE");
    amp_clang::detail::reset_default_device();
  }
  void select(const char *spec) {
    setenv("AMP_CLANG_DEVICE", spec, 1);
    amp_clang::detail::reset_default_device();
  }

private:
  bool m_had = false;
  std::string m_old;
};

} // namespace

TEST(accelerator, enumerates_devices) {
  auto all = accelerator::get_all();
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(all[0].get_device_path(), L"opencl:0");
  EXPECT_FALSE(all[0].get_description().empty());
  accelerator def;
  EXPECT_FALSE(def.description.empty());
  EXPECT_GT(def.dedicated_memory, 0u);
  EXPECT_EQ(accelerator(def.device_path), def);
  def.get_default_view().wait();
  def.default_view.flush();
  EXPECT_EQ(def.default_view.get_accelerator(), def);
  EXPECT_FALSE(amp_clang::device_name().empty());
}

TEST(accelerator, select_by_spec) {
  EXPECT_EQ(amp_clang::select_accelerator("0").device_path, L"opencl:0");
  std::string name = amp_clang::device_name();
  // a case-insensitive substring of "platform device"
  std::string upper;
  for (char c : name.substr(0, 8)) upper += static_cast<char>(std::toupper(c));
  EXPECT_NO_THROW(amp_clang::select_accelerator(upper));
  if (has_gpu())
    EXPECT_FALSE(amp_clang::select_accelerator("gpu").is_emulated);
  else
    EXPECT_THROW(amp_clang::select_accelerator("gpu"), concurrency::runtime_exception);
}

TEST(accelerator, invalid_selection_lists_devices) {
  try {
    amp_clang::select_accelerator("no-such-device-xyz");
    FAIL() << "expected runtime_exception";
  } catch (const concurrency::runtime_exception &e) {
    std::string what = e.what();
    EXPECT_NE(what.find("no-such-device-xyz"), std::string::npos) << what;
    EXPECT_NE(what.find("0: "), std::string::npos) << what;
    EXPECT_EQ(e.get_error_code(), -1); // CL_DEVICE_NOT_FOUND
  }
  EXPECT_THROW(amp_clang::select_accelerator("99"), concurrency::runtime_exception);
}

TEST_F(device_env, env_var_selects_default) {
  select("0");
  EXPECT_EQ(accelerator().device_path, L"opencl:0");
  select("bogus-device-name");
  EXPECT_THROW(accelerator(), concurrency::runtime_exception);
  select("cpu");
  bool has_cpu = false;
  for (const accelerator &a : accelerator::get_all()) has_cpu |= a.is_emulated;
  if (has_cpu) {
    EXPECT_TRUE(accelerator().is_emulated);
  }
}
