// OpenCL error names and the exceptions that carry them.
#include <amp.h>

#include <gtest/gtest.h>

#include <string>

TEST(errors, cl_error_names) {
  EXPECT_STREQ(amp_clang::cl_error_name(0), "CL_SUCCESS");
  EXPECT_STREQ(amp_clang::cl_error_name(-5), "CL_OUT_OF_RESOURCES");
  EXPECT_STREQ(amp_clang::cl_error_name(-11), "CL_BUILD_PROGRAM_FAILURE");
  EXPECT_STREQ(amp_clang::cl_error_name(-30), "CL_INVALID_VALUE");
  EXPECT_STREQ(amp_clang::cl_error_name(-52), "CL_INVALID_KERNEL_ARGS");
  EXPECT_STREQ(amp_clang::cl_error_name(-72), "CL_MAX_SIZE_RESTRICTION_EXCEEDED");
  EXPECT_STREQ(amp_clang::cl_error_name(-1001), "CL_PLATFORM_NOT_FOUND_KHR");
  EXPECT_STREQ(amp_clang::cl_error_name(12345), "CL_UNKNOWN_ERROR");
}

TEST(errors, exceptions_carry_microsofts_hresults) {
  // The values of Windows' headers, which C++ AMP code compares with.
  EXPECT_EQ(static_cast<unsigned>(E_INVALIDARG), 0x80070057u);
  EXPECT_EQ(static_cast<unsigned>(E_FAIL), 0x80004005u);
  EXPECT_EQ(static_cast<unsigned>(E_OUTOFMEMORY), 0x8007000Eu);
  EXPECT_EQ(static_cast<unsigned>(DXGI_ERROR_DEVICE_REMOVED), 0x887A0005u);
  EXPECT_TRUE(FAILED(E_FAIL));
  EXPECT_TRUE(SUCCEEDED(S_OK));
  EXPECT_EQ(sizeof(HRESULT), 4u);
  concurrency::runtime_exception e(E_INVALIDARG);
  EXPECT_EQ(e.get_error_code(), E_INVALIDARG);
  EXPECT_EQ(e.get_opencl_error(), 0);
  EXPECT_NE(std::string(e.what()).find("0x80070057"), std::string::npos) << e.what();
  concurrency::runtime_exception m("message", E_FAIL);
  EXPECT_STREQ(m.what(), "message");
  EXPECT_EQ(m.get_error_code(), E_FAIL);
  concurrency::out_of_memory oom;
  const concurrency::runtime_exception &base = oom;
  EXPECT_EQ(base.get_error_code(), E_OUTOFMEMORY);
  concurrency::invalid_compute_domain icd("bad");
  EXPECT_STREQ(icd.what(), "bad");
  EXPECT_EQ(icd.get_error_code(), E_INVALIDARG);
  EXPECT_EQ(concurrency::unsupported_feature().get_error_code(), E_NOTIMPL);
  EXPECT_EQ(concurrency::accelerator_view_removed().get_view_removed_reason(), DXGI_ERROR_DEVICE_REMOVED);
}

TEST(errors, opencl_errors_map_to_hresults) {
  EXPECT_EQ(amp_clang::hresult_of_cl_error(-4), E_OUTOFMEMORY); // CL_MEM_OBJECT_ALLOCATION_FAILURE
  EXPECT_EQ(amp_clang::hresult_of_cl_error(-5), E_OUTOFMEMORY); // CL_OUT_OF_RESOURCES
  EXPECT_EQ(amp_clang::hresult_of_cl_error(-2), DXGI_ERROR_DEVICE_REMOVED);
  EXPECT_EQ(amp_clang::hresult_of_cl_error(-30), E_INVALIDARG); // CL_INVALID_VALUE
  EXPECT_EQ(amp_clang::hresult_of_cl_error(-54), E_INVALIDARG); // CL_INVALID_WORK_GROUP_SIZE
  EXPECT_EQ(amp_clang::hresult_of_cl_error(-11), E_FAIL);       // CL_BUILD_PROGRAM_FAILURE
  EXPECT_EQ(amp_clang::hresult_of_cl_error(-1001), E_FAIL);
}
