# lit configuration for amp-clang: diagnostics, lowering and compile-and-run tests.
import os
import lit.formats

config.name = "amp-clang"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp"]
config.excludes = ["Inputs"]

config.substitutions.append(("%amp-clang", config.amp_clang))
# %run <program>: runs it on the OpenCL device and on the host accelerator and
# fails unless both give the same exit status and output (differential check).
config.substitutions.append(("%run", "python3 " + os.path.join(config.amp_source_root, "test", "differential",
                                                                 "run-differential.py")))
# Clang's own OpenCL C front end: generated kernels must compile warning-free.
config.substitutions.append(("%opencl-check", os.path.join(config.llvm_tools_dir, "clang") +
                             " -x cl -cl-std=CL1.2 -Xclang -finclude-default-header -fsyntax-only -Werror"))
# -Wl,-z,defs: a library links no undefined symbol. A sanitizer build's
# libraries leave the sanitizer's runtime to the program, so there it is off.
config.substitutions.append(("%z-defs", "" if config.amp_sanitizer else "-Wl,-z,defs"))
if config.amp_sanitizer:
    config.available_features.add(config.amp_sanitizer)
config.environment["PATH"] = os.pathsep.join([config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
# PoCL builds each program once; its cache, and the runtime's program cache on
# disk, live in the build tree (never the user's ~/.cache).
config.environment["POCL_CACHE_DIR"] = os.path.join(config.amp_build_root, "pocl-cache")
# Precompiled headers (the compiler's cache) live there too.
config.environment["AMP_CLANG_CACHE_DIR"] = os.path.join(config.amp_build_root, "amp-cache")
# The sanitizer builds (test/sanitizers/run.sh) set the sanitizers' options.
for var in ["HOME", "AMP_CLANG_DEVICE", "AMP_CLANG_LOG", "OCL_ICD_VENDORS", "TERM",
            "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
