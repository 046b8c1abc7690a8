// Device discovery and selection (AMP_CLANG_DEVICE), accelerator properties.
#include <amp.h>
#include <amp_clang/launch.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <future>
#include <string>
#include <type_traits>

using concurrency::accelerator;

namespace {

/// Whether an OpenCL device of the given kind ("cpu", "gpu") exists.
bool has_device(const char *kind) {
  try {
    amp_clang::select_accelerator(kind);
    return true;
  } catch (const concurrency::runtime_exception &) {
    return false;
  }
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
  // "opencl:<index>" names every OpenCL device, WARP's too.
  EXPECT_EQ(accelerator(L"opencl:0"), all[0]);
  EXPECT_FALSE(all[0].get_description().empty());
  accelerator def;
  EXPECT_FALSE(def.get_description().empty());
  // A device whose memory is the host's (a CPU device) has none dedicated.
  if (def.get_supports_cpu_shared_memory() && has_device("cpu") && amp_clang::select_accelerator("cpu") == def)
    EXPECT_EQ(def.get_dedicated_memory(), 0u);
  else
    EXPECT_GT(def.get_dedicated_memory(), 0u);
  EXPECT_EQ(accelerator(def.get_device_path()), def);
  def.get_default_view().wait();
  def.get_default_view().flush();
  EXPECT_EQ(def.get_default_view().get_accelerator(), def);
  EXPECT_FALSE(amp_clang::device_name().empty());
}

TEST(accelerator, select_by_spec) {
  EXPECT_EQ(amp_clang::select_accelerator("0"), accelerator::get_all()[0]);
  std::string name = amp_clang::device_name();
  // a case-insensitive substring of "platform device"
  std::string upper;
  for (char c : name.substr(0, 8)) upper += static_cast<char>(std::toupper(c));
  EXPECT_NO_THROW(amp_clang::select_accelerator(upper));
  // Emulated: the host accelerator (REF) and the cpu accelerator, listed
  // last; OpenCL devices, GPUs and CPUs alike, are not.
  std::vector<accelerator> all = accelerator::get_all();
  ASSERT_GE(all.size(), 3u);
  for (const accelerator &a : all)
    if (a.get_device_path() != accelerator::cpu_accelerator)
      EXPECT_EQ(a.get_is_emulated(), a.get_device_path() == amp_clang::host_accelerator) << a.get_description();
  EXPECT_EQ(all[all.size() - 2].get_device_path(), amp_clang::host_accelerator);
  EXPECT_EQ(all.back().get_device_path(), accelerator::cpu_accelerator);
  EXPECT_EQ(amp_clang::select_accelerator("host").get_device_path(), amp_clang::host_accelerator);
  EXPECT_EQ(amp_clang::select_accelerator("direct3d\\ref").get_device_path(), amp_clang::host_accelerator);
}

TEST(accelerator, invalid_selection_lists_devices) {
  try {
    amp_clang::select_accelerator("no-such-device-xyz");
    FAIL() << "expected runtime_exception";
  } catch (const concurrency::runtime_exception &e) {
    std::string what = e.what();
    EXPECT_NE(what.find("no-such-device-xyz"), std::string::npos) << what;
    EXPECT_NE(what.find("0: "), std::string::npos) << what;
    EXPECT_EQ(e.get_opencl_error(), -1); // CL_DEVICE_NOT_FOUND
    EXPECT_EQ(e.get_error_code(), E_INVALIDARG);
  }
  EXPECT_THROW(amp_clang::select_accelerator("99"), concurrency::runtime_exception);
}

// Microsoft's accelerator::set_default: true only for the call that sets the
// default; once it is set or used, every call is false, the same path included.
TEST_F(device_env, set_default_succeeds_once) {
  select("0");
  EXPECT_TRUE(accelerator::set_default(L"opencl:0"));
  EXPECT_FALSE(accelerator::set_default(L"opencl:0"));
  amp_clang::detail::reset_default_device();
  accelerator used; // the default, now fixed
  EXPECT_FALSE(accelerator::set_default(used.get_device_path()));
}

TEST_F(device_env, env_var_selects_default) {
  select("0");
  EXPECT_EQ(accelerator(), accelerator(L"opencl:0"));
  select("direct3d\\ref"); // Microsoft's device paths select too
  EXPECT_EQ(accelerator().get_device_path(), accelerator::direct3d_ref);
  select("bogus-device-name");
  EXPECT_THROW(accelerator(), concurrency::runtime_exception);
  if (has_device("cpu")) {
    select("cpu");
    EXPECT_EQ(accelerator(), amp_clang::select_accelerator("cpu"));
    EXPECT_TRUE(accelerator().get_supports_cpu_shared_memory());
  }
}

TEST(accelerator, create_view_is_distinct_view_of_same_device) {
  accelerator def;
  concurrency::accelerator_view v = def.create_view();
  EXPECT_NE(v, def.get_default_view());
  EXPECT_NE(v, def.create_view());
  EXPECT_EQ(v, v);
  EXPECT_EQ(v.get_accelerator(), def);
  EXPECT_EQ(v.get_queuing_mode(), concurrency::queuing_mode_automatic);
  EXPECT_EQ(def.create_view(concurrency::queuing_mode_immediate).get_queuing_mode(),
            concurrency::queuing_mode_immediate);
  EXPECT_EQ(def.get_default_view().get_queuing_mode(), concurrency::queuing_mode_automatic);
  // the default view is one view however the accelerator object was made
  EXPECT_EQ(def.get_default_view(), accelerator(def.get_device_path()).get_default_view());
}

TEST(accelerator, view_queries) {
  concurrency::accelerator_view v = accelerator().create_view();
  EXPECT_FALSE(v.get_is_debug());
  EXPECT_EQ(v.get_version(), accelerator().get_version());
  EXPECT_FALSE(v.get_is_auto_selection());
  v.flush();
  v.wait();
  concurrency::completion_future f = v.create_marker();
  ASSERT_TRUE(f.valid());
  EXPECT_EQ(f.wait_for(std::chrono::seconds(0)), std::future_status::ready);
  f.get();
}

TEST(accelerator, auto_selection_view) {
  concurrency::accelerator_view a = accelerator::get_auto_selection_view();
  EXPECT_TRUE(a.get_is_auto_selection());
  EXPECT_FALSE(accelerator().get_default_view().get_is_auto_selection());
  EXPECT_EQ(a.get_accelerator(), accelerator());
  EXPECT_EQ(a, accelerator::get_auto_selection_view());
}

TEST(accelerator, cpu_shared_memory) {
  // A CPU device shares the host's memory, and so does the cpu accelerator.
  if (has_device("cpu")) {
    EXPECT_TRUE(amp_clang::select_accelerator("cpu").get_supports_cpu_shared_memory());
  }
  EXPECT_TRUE(accelerator(accelerator::cpu_accelerator).get_supports_cpu_shared_memory());
}

TEST(accelerator, default_cpu_access_type) {
  accelerator a;
  const concurrency::access_type before = a.get_default_cpu_access_type();
  EXPECT_NE(before, concurrency::access_type_auto); // resolved, never auto
  EXPECT_EQ(before, a.get_supports_cpu_shared_memory() ? concurrency::access_type_read_write
                                                 : concurrency::access_type_none);
  // Microsoft's rule: the first call only, and none once an array took the
  // runtime's default (another test of this process may have made one).
  if (a.set_default_cpu_access_type(concurrency::access_type_read)) {
    // shared by every accelerator object of the device
    EXPECT_EQ(accelerator(a.get_device_path()).get_default_cpu_access_type(), concurrency::access_type_read);
  }
  EXPECT_FALSE(a.set_default_cpu_access_type(concurrency::access_type_auto));
  EXPECT_FALSE(accelerator(a.get_device_path()).set_default_cpu_access_type(concurrency::access_type_none));
}

// Microsoft's software devices: REF is the host accelerator, WARP the first
// CPU OpenCL device (else REF); both run kernels, REF alone is emulated.
TEST(accelerator, direct3d_names_map) {
  EXPECT_EQ(std::wstring(accelerator::direct3d_warp), L"direct3d\\warp");
  EXPECT_EQ(std::wstring(accelerator::direct3d_ref), L"direct3d\\ref");
  accelerator ref(accelerator::direct3d_ref), warp(accelerator::direct3d_warp);
  EXPECT_EQ(ref.get_device_path(), accelerator::direct3d_ref);
  EXPECT_EQ(ref, accelerator(L"host"));
  EXPECT_TRUE(amp_clang::detail::is_host_accelerator(ref.get_default_view()));
  EXPECT_TRUE(ref.get_is_emulated());
  EXPECT_EQ(warp.get_is_emulated(), warp == ref);
  if (has_device("cpu")) {
    EXPECT_EQ(warp, amp_clang::select_accelerator("cpu"));
    EXPECT_EQ(warp.get_device_path(), accelerator::direct3d_warp);
  } else {
    EXPECT_EQ(warp, ref);
  }
  int refs = 0;
  for (const accelerator &a : accelerator::get_all()) refs += a == ref;
  EXPECT_EQ(refs, 1);
  EXPECT_EQ(accelerator(accelerator::default_accelerator), accelerator());
}

TEST(accelerator, view_assignable_only_as_lvalue) {
  using view = concurrency::accelerator_view;
  static_assert(std::is_copy_assignable_v<view>);
  static_assert(!std::is_assignable_v<view &&, const view &>, "rvalue view must not be assignable");
  concurrency::accelerator_view v = accelerator().create_view();
  v = accelerator().get_default_view();
  EXPECT_EQ(v, accelerator().get_default_view());
}

TEST(accelerator, cpu_accelerator_is_host) {
  accelerator cpu(accelerator::cpu_accelerator);
  EXPECT_EQ(cpu.get_device_path(), L"cpu");
  // Listed once, as in Microsoft's runtime (code walking get_all() finds it by
  // its path), and equal to no OpenCL device.
  int listed = 0;
  for (const accelerator &a : accelerator::get_all()) {
    listed += a == cpu;
    if (a.get_device_path() != accelerator::cpu_accelerator) {
      EXPECT_NE(a, cpu);
    }
  }
  EXPECT_EQ(listed, 1);
  // Microsoft's properties: emulated, the host's memory, version 0.1, no doubles.
  EXPECT_TRUE(cpu.get_is_emulated());
  EXPECT_GT(cpu.get_dedicated_memory(), 0u);
  EXPECT_EQ(cpu.get_version(), 1u);
  EXPECT_FALSE(cpu.get_supports_double_precision());
  EXPECT_FALSE(cpu.get_supports_limited_double_precision());
  EXPECT_EQ(cpu.get_default_cpu_access_type(), concurrency::access_type_read_write);
  EXPECT_EQ(cpu.get_description(), L"CPU accelerator");
  EXPECT_EQ(cpu.get_default_view().get_accelerator().get_device_path(), L"cpu");
  EXPECT_EQ(cpu.create_view().get_accelerator(), cpu);
  EXPECT_EQ(cpu.get_default_view(), accelerator(accelerator::cpu_accelerator).get_default_view());
  EXPECT_NE(cpu.get_default_view(), accelerator(cpu.create_view().impl()).get_default_view());
}
