// The OpenCL C++ bindings (opencl.hpp) as the runtime uses them: OpenCL 1.2
// entry points, which NVIDIA's and PoCL's drivers have, and no exceptions
// (errors are named by check_cl). Their types own the handles they hold.
#pragma once

#ifndef CL_HPP_TARGET_OPENCL_VERSION
#define CL_HPP_TARGET_OPENCL_VERSION 120
#endif
#ifndef CL_HPP_MINIMUM_OPENCL_VERSION
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#endif
#include <CL/opencl.hpp>
