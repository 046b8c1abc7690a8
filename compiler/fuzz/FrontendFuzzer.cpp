// libFuzzer target: each input is a C++ AMP main file run through the whole
// front end (spelling, parse, checks, lowering, host rewrite) in this process,
// as the driver's runFrontend does for -c. Nothing is written and nothing is
// spawned per input. The precompiled header of amp.h is on, as for users: it
// is built by the first input that can use it, into AMP_CLANG_CACHE_DIR, and
// spares every later one the parse of amp.h (docs/fuzzing.md).
#include "driver/FrontendRunner.h"
#include "driver/Options.h"
#include "driver/Toolchain.h"
#include "fuzz/FuzzFileSystem.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace ampclang;

namespace {

/// Where the input lives: a folder that exists nowhere on disk.
constexpr const char *InputPath = "/amp-clang-fuzz/input.cpp";

Toolchain TC;
DriverOptions Opts;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  TC = findToolchain((*Argv)[0]);
  Opts.Mode = DriverMode::Compile;
  Opts.Sources = {InputPath};
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  FrontendResult Result;
  runFrontend(Opts, TC, InputPath, FrontendMode::Lower, Result, nullptr, makeFuzzFileSystem(InputPath, Text));
  return 0;
}
