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

TEST(errors, exceptions_carry_code_and_name) {
  concurrency::runtime_exception e(-5);
  EXPECT_EQ(e.get_error_code(), -5);
  EXPECT_NE(std::string(e.what()).find("CL_OUT_OF_RESOURCES"), std::string::npos);
  EXPECT_NE(std::string(e.what()).find("-5"), std::string::npos);
  concurrency::out_of_memory oom;
  const concurrency::runtime_exception &base = oom;
  EXPECT_EQ(base.get_error_code(), -4);
  concurrency::invalid_compute_domain icd("bad");
  EXPECT_STREQ(icd.what(), "bad");
}
