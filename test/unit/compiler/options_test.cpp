// Tests of the command line: which flags go to the front end, the host
// compiler and the linker, and how amp diagnostics are switched.
#include "driver/Depfile.h"
#include "driver/Options.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace ampclang;

namespace {
bool has(const std::vector<std::string> &V, const std::string &S) { return std::find(V.begin(), V.end(), S) != V.end(); }
} // namespace

TEST(Options, SortsFlagsByConsumer) {
  auto O = parseOptions({"-O2", "-I", "inc", "-DX=1", "a.cpp", "b.o", "-lm", "-o", "app", "-Xclang", "-verify"});
  ASSERT_TRUE(static_cast<bool>(O)) << llvm::toString(O.takeError());
  EXPECT_EQ(O->Mode, DriverMode::Link);
  EXPECT_EQ(O->Sources, std::vector<std::string>{"a.cpp"});
  EXPECT_EQ(O->LinkInputs, std::vector<std::string>{"b.o"});
  EXPECT_EQ(O->Output, "app");
  EXPECT_TRUE(has(O->HostArgs, "-O2"));
  EXPECT_TRUE(has(O->CommonArgs, "inc") && has(O->CommonArgs, "-DX=1"));
  EXPECT_TRUE(has(O->LinkArgs, "-lm"));
  EXPECT_TRUE(has(O->FrontendArgs, "-verify"));
  EXPECT_FALSE(has(O->HostArgs, "-verify"));
}

TEST(Options, Modes) {
  EXPECT_EQ(parseOptions({"-c", "a.cpp"})->Mode, DriverMode::Compile);
  EXPECT_EQ(parseOptions({"-fsyntax-only", "a.cpp"})->Mode, DriverMode::SyntaxOnly);
  EXPECT_EQ(parseOptions({"-emit-opencl", "a.cpp"})->Mode, DriverMode::EmitOpenCL);
  EXPECT_EQ(parseOptions({"-emit-host", "a.cc"})->Mode, DriverMode::EmitHost);
}

TEST(Options, Errors) {
  auto None = parseOptions({});
  ASSERT_FALSE(static_cast<bool>(None));
  EXPECT_EQ(llvm::toString(None.takeError()), "no input files");
  auto Dangling = parseOptions({"a.cpp", "-o"});
  ASSERT_FALSE(static_cast<bool>(Dangling));
  EXPECT_NE(llvm::toString(Dangling.takeError()).find("'-o'"), std::string::npos);
}

TEST(Options, AmpWarningFlagsStayWithAmpClang) {
  auto O = parseOptions({"-Wno-amp-cast-away-const", "-Wall", "-Werror", "a.cpp"});
  ASSERT_TRUE(static_cast<bool>(O));
  EXPECT_FALSE(O->Diags.Enabled.lookup("amp-cast-away-const"));
  EXPECT_TRUE(O->Diags.Enabled.count("amp-cast-away-const"));
  EXPECT_FALSE(has(O->HostArgs, "-Wno-amp-cast-away-const"));
  EXPECT_TRUE(has(O->HostArgs, "-Wall"));
  EXPECT_TRUE(O->Diags.AllWarningsAsErrors);
  EXPECT_TRUE(has(O->HostArgs, "-Werror"));
}

TEST(Options, ErrorsCannotBeSwitchedOff) {
  DiagOptions D;
  EXPECT_FALSE(D.parseFlag("-Wno-amp-char-type"));
  EXPECT_TRUE(D.parseFlag("-Werror=amp-cast-away-const"));
  EXPECT_TRUE(D.AsError.lookup("amp-cast-away-const"));
}

TEST(Options, DiagnosticPresentationReachesBothCompilers) {
  auto O = parseOptions({"-ferror-limit=0", "-fno-caret-diagnostics", "a.cpp"});
  ASSERT_TRUE(static_cast<bool>(O));
  EXPECT_TRUE(has(O->FrontendArgs, "-ferror-limit=0"));
  EXPECT_FALSE(has(O->HostArgs, "-ferror-limit=0")); // g++ would reject it
  EXPECT_TRUE(has(O->FrontendArgs, "-fno-caret-diagnostics"));
}

TEST(Options, MsCompatibilityIsClangsOwnModePlusLibstdcxxMacros) {
  auto O = parseOptions({"-fms-compatibility", "a.cpp"});
  ASSERT_TRUE(static_cast<bool>(O));
  EXPECT_TRUE(O->MsCompatibility);
  // Both compilers get Clang's mode, delayed template parsing and the GNU
  // macros the mode takes away from libstdc++; it implies -fms-extensions.
  for (const auto *Args : {&O->FrontendArgs, &O->HostArgs}) {
    EXPECT_TRUE(has(*Args, "-fms-compatibility"));
    EXPECT_TRUE(has(*Args, "-fdelayed-template-parsing"));
    EXPECT_TRUE(has(*Args, "-D__GNUC__=4"));
    EXPECT_TRUE(has(*Args, "-D__GCC_ATOMIC_INT_LOCK_FREE=2"));
    EXPECT_TRUE(has(*Args, "-fms-extensions"));
  }
  auto Off = parseOptions({"-fms-compatibility", "-fno-ms-compatibility", "a.cpp"});
  EXPECT_FALSE(Off->MsCompatibility);
  EXPECT_FALSE(has(Off->FrontendArgs, "-fms-compatibility") || has(Off->HostArgs, "-fms-compatibility"));
  auto NoExtensions = parseOptions({"-fms-compatibility", "-fno-ms-extensions", "a.cpp"});
  EXPECT_TRUE(NoExtensions->MsCompatibility);
  EXPECT_TRUE(has(NoExtensions->HostArgs, "-fms-extensions")); // Clang's mode implies them
  // GCC as the host compiler has no such mode: only the front end gets it.
  auto Gcc = parseOptions({"-fms-compatibility", "--host-cxx=g++", "a.cpp"});
  ASSERT_TRUE(static_cast<bool>(Gcc));
  EXPECT_TRUE(has(Gcc->FrontendArgs, "-fdelayed-template-parsing"));
  EXPECT_FALSE(has(Gcc->HostArgs, "-fdelayed-template-parsing"));
  auto Extensions = parseOptions({"-fms-extensions", "a.cpp"});
  EXPECT_FALSE(Extensions->MsCompatibility);
  EXPECT_FALSE(has(Extensions->FrontendArgs, "-fms-compatibility"));
}

TEST(Options, MsExtensionsAreTheDefault) {
  // C++ AMP code is Visual C++ code: the dialect is on for both compilers
  // unless -fno-ms-extensions (the last one wins) turns it off.
  auto O = parseOptions({"a.cpp"});
  ASSERT_TRUE(static_cast<bool>(O));
  EXPECT_TRUE(has(O->FrontendArgs, "-fms-extensions") && has(O->HostArgs, "-fms-extensions"));
  auto Off = parseOptions({"-fno-ms-extensions", "a.cpp"});
  EXPECT_FALSE(has(Off->FrontendArgs, "-fms-extensions") || has(Off->HostArgs, "-fms-extensions"));
  auto On = parseOptions({"-fno-ms-extensions", "-fms-extensions", "a.cpp"});
  EXPECT_TRUE(has(On->FrontendArgs, "-fms-extensions") && has(On->HostArgs, "-fms-extensions"));
}

TEST(Options, DependencyFileFlagsStayWithAmpClang) {
  // CMake's Ninja and Makefiles generators: -MD -MT <object> -MF <depfile>.
  auto O = parseOptions({"-MD", "-MT", "obj.o", "-MF", "obj.o.d", "-c", "a.cpp", "-MQ", "$x y", "-MP"});
  ASSERT_TRUE(static_cast<bool>(O)) << llvm::toString(O.takeError());
  EXPECT_TRUE(O->Depfile.Enabled && O->Depfile.SystemHeaders && O->Depfile.PhonyTargets);
  EXPECT_EQ(O->Depfile.File, "obj.o.d");
  EXPECT_EQ(O->Depfile.Targets, (std::vector<std::string>{"obj.o", "$$x\\ y"}));
  EXPECT_FALSE(has(O->HostArgs, "-MD") || has(O->HostArgs, "-MT") || has(O->HostArgs, "obj.o.d"));
  auto MMD = parseOptions({"-MMD", "-MFjoined.d", "a.cpp"});
  EXPECT_FALSE(MMD->Depfile.SystemHeaders);
  EXPECT_EQ(MMD->Depfile.File, "joined.d");
  EXPECT_FALSE(static_cast<bool>(parseOptions({"-MD", "-MF", "x.d", "a.cpp", "b.cpp"})));
}

TEST(Options, LanguageAndLinkerFlags) {
  auto O = parseOptions({"-x", "c++", "kernel.inl", "-x", "none", "lib.a", "-Xlinker", "--as-needed", "-shared"});
  ASSERT_TRUE(static_cast<bool>(O)) << llvm::toString(O.takeError());
  EXPECT_EQ(O->Sources, std::vector<std::string>{"kernel.inl"});
  EXPECT_EQ(O->LinkInputs, std::vector<std::string>{"lib.a"});
  EXPECT_TRUE(has(O->LinkArgs, "--as-needed") && has(O->LinkArgs, "-shared"));
  EXPECT_FALSE(static_cast<bool>(parseOptions({"-x", "c", "a.c"})));
}

TEST(Options, ModesOfTheCommandLine) {
  EXPECT_EQ(parseOptions({"-E", "a.cpp"})->Mode, DriverMode::Preprocess);
  EXPECT_TRUE(parseOptions({"-###", "a.cpp"})->DryRun);
  // CMake asks the compiler for its tools: the host compiler answers.
  EXPECT_EQ(parseOptions({"-print-prog-name=ld"})->Mode, DriverMode::HostQuery);
  EXPECT_TRUE(parseOptions({"-v"})->Version);
}

TEST(Depfile, MakeRuleAsClangWritesIt) {
  DepfileOptions D;
  // The object, quoted; the source first; each file once; spaces escaped.
  EXPECT_EQ(depfileText(D, "my obj.o", "a.cpp", {"a.cpp", "inc/x.h", "inc/./x.h", "dir with space/y.h"}),
            "my\\ obj.o: \\\n  a.cpp \\\n  inc/x.h \\\n  dir\\ with\\ space/y.h\n");
  D.Targets = {"t1", "t2"};
  D.PhonyTargets = true;
  EXPECT_EQ(depfileText(D, "ignored.o", "a.cpp", {"x.h"}), "t1 t2: \\\n  a.cpp \\\n  x.h\n\nx.h:\n");
}

TEST(Depfile, NamesBesideTheObject) {
  auto O = parseOptions({"-c", "src/a.cpp", "-o", "out/a.o", "-MD"});
  EXPECT_EQ(defaultObjectName(*O, "src/a.cpp"), "out/a.o");
  EXPECT_EQ(depfilePath(*O, "out/a.o"), "out/a.d");
  auto NoOutput = parseOptions({"-c", "src/a.cpp", "-MD"});
  EXPECT_EQ(defaultObjectName(*NoOutput, "src/a.cpp"), "a.o");
  auto MF = parseOptions({"-c", "src/a.cpp", "-MD", "-MF", "deps/a.d"});
  EXPECT_EQ(depfilePath(*MF, "a.o"), "deps/a.d");
}

// C++ AMP code was written for C++11/14; amp.h needs C++17, so those compile
// as C++17 in the same dialect, and newer standards pass as given.
TEST(Options, OlderStandardsCompileAsCxx17) {
  EXPECT_TRUE(has(parseOptions({"-std=c++14", "a.cpp"})->CommonArgs, "-std=c++17"));
  EXPECT_TRUE(has(parseOptions({"-std=c++11", "a.cpp"})->CommonArgs, "-std=c++17"));
  EXPECT_TRUE(has(parseOptions({"-std=gnu++14", "a.cpp"})->CommonArgs, "-std=gnu++17"));
  EXPECT_TRUE(has(parseOptions({"-std=c++20", "a.cpp"})->CommonArgs, "-std=c++20"));
  EXPECT_FALSE(has(parseOptions({"-std=c++14", "a.cpp"})->CommonArgs, "-std=c++14"));
}
