// Tests of the precompiled-header gates and cache: which source texts may
// start with amp.h, which flags rule a PCH out, and when a cached PCH is stale.
#include "driver/FrontendPch.h"
#include "driver/PchCache.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <unistd.h>

using namespace ampclang;

namespace {
using Includes = std::optional<std::vector<std::string>>;

void write(llvm::StringRef Path, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  OS << Text;
}
} // namespace

TEST(Pch, LeadingIncludesBeforeAmpH) {
  EXPECT_EQ(leadingIncludes("#include <amp.h>\nint x;"), Includes(std::vector<std::string>{}));
  EXPECT_EQ(leadingIncludes("// c\n/* d */\n#include <cmath>\n#ifndef X\n#include \"amp.h\"\n#endif\n"),
            Includes(std::vector<std::string>{"cmath"}));
  EXPECT_EQ(leadingIncludes("#include <vector> // v\n#include <amp_math.h>\n#include <amp.h>"),
            Includes(std::vector<std::string>{"vector", "amp_math.h"}));
}

TEST(Pch, NoLeadingIncludesWhenTheUserComesFirst) {
  EXPECT_EQ(leadingIncludes("#define N 4\n#include <amp.h>"), std::nullopt);
  EXPECT_EQ(leadingIncludes("int x;\n#include <amp.h>"), std::nullopt);
  EXPECT_EQ(leadingIncludes("#include \"mine.h\"\n#include <amp.h>"), std::nullopt);
  EXPECT_EQ(leadingIncludes("#pragma pack(1)\n#include <amp.h>"), std::nullopt);
  EXPECT_EQ(leadingIncludes("#include <vector>\nint main() {}"), std::nullopt);
}

TEST(Pch, UserHeadersThatReachAmpHFirst) {
  // The user's headers by name; a name not here is a system header.
  std::map<std::string, std::string> Headers = {
      {"once.h", "#pragma once\n// comment\n#include <amp.h>\nint after;"},
      {"guarded.h", "#ifndef GUARDED_H\n#define GUARDED_H\n#include <vector>\n#include <amp.h>\n#endif"},
      {"nested.h", "#pragma once\n#include \"once.h\"\nint more;"},
      {"code.h", "#pragma once\nint before;\n#include <amp.h>"},
      {"macro.h", "#pragma once\n#define N 4\n#include <amp.h>"},
      {"other-define.h", "#ifndef A_H\n#define B_H\n#include <amp.h>\n#endif"},
      {"no-amp.h", "#pragma once\n#include <vector>"},
      {"pragma.h", "#pragma pack(1)\n#include <amp.h>"},
  };
  std::vector<std::string> From;
  auto Open = [&](llvm::StringRef Name, bool, llvm::StringRef Dir) -> std::optional<UserHeader> {
    From.push_back(Dir.str());
    auto It = Headers.find(Name.str());
    if (It == Headers.end())
      return std::nullopt;
    return UserHeader{"inc/" + It->first, It->second};
  };
  EXPECT_EQ(leadingIncludes("#include <once.h>\nint main() {}", Open, "src"), Includes(std::vector<std::string>{}));
  EXPECT_EQ(leadingIncludes("#include <cmath>\n#include \"guarded.h\"", Open, "src"),
            Includes(std::vector<std::string>{"cmath", "vector"}));
  From.clear();
  EXPECT_EQ(leadingIncludes("#include \"nested.h\"", Open, "src"), Includes(std::vector<std::string>{}));
  EXPECT_EQ(From, (std::vector<std::string>{"src", "inc"})); // a header's includes are looked up beside it
  for (const char *Refused : {"code.h", "macro.h", "other-define.h", "no-amp.h", "pragma.h"})
    EXPECT_EQ(leadingIncludes(std::string("#include <") + Refused + ">", Open, "src"), std::nullopt) << Refused;
  // `#pragma once` and a guard count only in a header.
  EXPECT_EQ(leadingIncludes("#pragma once\n#include <amp.h>", Open, "src"), std::nullopt);
}

TEST(Pch, FlagsThatRuleItOut) {
  EXPECT_TRUE(pchAllowed(*parseOptions({"-c", "a.cpp", "-O2", "-I", "inc"})));
  EXPECT_FALSE(pchAllowed(*parseOptions({"-c", "a.cpp", "-fno-amp-pch"})));
  // A user's -include file is read as the source's first line (pchLeadingIncludes).
  EXPECT_TRUE(pchAllowed(*parseOptions({"-c", "a.cpp", "-include", "pre.h"})));
  EXPECT_FALSE(pchAllowed(*parseOptions({"-c", "a.cpp", "-include-pch", "pre.pch"})));
  EXPECT_FALSE(pchAllowed(*parseOptions({"-c", "a.cpp", "-imacros", "pre.h"})));
  // amp-clang writes the dependency file itself: the PCH stays on.
  EXPECT_TRUE(pchAllowed(*parseOptions({"-c", "a.cpp", "-MD", "-MF", "a.d"})));
  EXPECT_FALSE(pchAllowed(*parseOptions({"-c", "a.cpp", "-Xclang", "-ast-dump"})));
  EXPECT_TRUE(pchAllowed(*parseOptions({"-fsyntax-only", "a.cpp", "-Xclang", "-verify"})));
}

TEST(Pch, CacheBuildsOnceAndRebuildsWhenAnInputChanges) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp-pch-test", Dir));
  llvm::SmallString<128> Input(Dir);
  llvm::sys::path::append(Input, "input.h");
  write(Input, "one");
  // A fake "PCH": the cache reads its inputs back with Clang's reader, so a
  // builder that writes no real PCH is a failed build, recorded as such.
  int Builds = 0;
  PchRequest R{"test", {"x.h"}, {"key"}, std::string(Dir)};
  PchCache Cache((Dir + "/pch").str(), nullptr);
  auto fake = [&](const std::string &, const std::string &Out) {
    ++Builds;
    write(Out, "CPCH not really");
    return true;
  };
  EXPECT_EQ(Cache.get(R, fake), std::nullopt);
  EXPECT_EQ(Cache.get(R, fake), std::nullopt);
  EXPECT_EQ(Builds, 1); // the failure is remembered for these inputs
  write(Input, "two, longer"); // a file of the library changed: try again
  EXPECT_EQ(Cache.get(R, fake), std::nullopt);
  EXPECT_EQ(Builds, 2);
  llvm::sys::fs::remove_directories(Dir);
}

TEST(Pch, AHeaderRewrittenWhileThePchIsBuiltIsNotKept) {
  llvm::ErrorOr<std::string> Clang = llvm::sys::findProgramByName("clang-19");
  ASSERT_TRUE(Clang) << "clang-19 (Debian's clang-19 package) builds the real PCH of this test";
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp-pch-test", Dir));
  llvm::SmallString<128> Input(Dir);
  llvm::sys::path::append(Input, "x.h");
  write(Input, "int one();\n");
  PchRequest R{"test", {"x.h"}, {"key"}, std::string(Dir)};
  PchCache Cache((Dir + "/pch").str(), nullptr);
  int Builds = 0;
  bool Rewrite = true;
  auto build = [&](const std::string &Header, const std::string &Out) {
    ++Builds;
    std::string IncludeDir = "-I" + std::string(Dir);
    llvm::SmallVector<llvm::StringRef, 8> Args = {*Clang, "-x", "c++-header", IncludeDir, Header, "-o", Out};
    bool Ok = llvm::sys::ExecuteAndWait(*Clang, Args) == 0;
    if (Rewrite) // the header changes once the PCH holds its old text
      write(Input, "int one();\nint two();\n");
    return Ok;
  };
  // Before: the manifest written after the build stamped the new header, so
  // the PCH of the old one was "fresh" and every later compile refused it.
  EXPECT_EQ(Cache.get(R, build), std::nullopt);
  EXPECT_EQ(Builds, 1);
  Rewrite = false;
  std::optional<std::string> Pch = Cache.get(R, build);
  EXPECT_TRUE(Pch.has_value()); // built again from the header as it is now
  EXPECT_EQ(Builds, 2);
  EXPECT_EQ(Cache.get(R, build), Pch); // and kept
  EXPECT_EQ(Builds, 2);
  llvm::sys::fs::remove_directories(Dir);
}

TEST(Pch, UserHeadersAreNotTheSystems) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp-pch-inc", Dir));
  std::error_code EC;
  llvm::raw_fd_ostream((Dir + "/mine.h").str(), EC) << "int mine;";
  EXPECT_TRUE(userHeaderAmong({"-I", std::string(Dir)}, {"vector", "mine.h"}));
  EXPECT_TRUE(userHeaderAmong({"-isystem" + std::string(Dir)}, {"mine.h"}));
  EXPECT_FALSE(userHeaderAmong({"-I", std::string(Dir)}, {"vector", "cmath"}));
  EXPECT_FALSE(userHeaderAmong({"-DX=1"}, {"mine.h"}));
  llvm::sys::fs::remove_directories(Dir);
}

TEST(Pch, BuildingTrimsOldEntriesAndDeadTemporaries) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp-pch-trim", Dir));
  std::string Pch = (Dir + "/pch").str();
  ASSERT_FALSE(llvm::sys::fs::create_directories(Pch));
  auto make = [&](llvm::StringRef Name, std::chrono::hours Age) {
    std::string Path = Pch + "/" + Name.str();
    std::error_code EC;
    llvm::raw_fd_ostream(Path, EC) << "x";
    int FD;
    ASSERT_FALSE(llvm::sys::fs::openFileForReadWrite(Path, FD, llvm::sys::fs::CD_OpenExisting, llvm::sys::fs::OF_None));
    llvm::sys::fs::setLastAccessAndModificationTime(FD, std::chrono::system_clock::now() - Age);
    ::close(FD);
  };
  make("host-old.deps", std::chrono::hours(24 * 40));
  make("host-old.pch", std::chrono::hours(24 * 40));
  make("host-recent.deps", std::chrono::hours(24));
  make("host-recent.pch", std::chrono::hours(24));
  make("host-recent.pch-abc123.tmp", std::chrono::hours(3));
  PchCache Cache(Pch, nullptr);
  PchRequest R{"test", {"x.h"}, {"key"}, std::string(Dir)};
  Cache.get(R, [](const std::string &, const std::string &) { return false; });
  EXPECT_FALSE(llvm::sys::fs::exists(Pch + "/host-old.deps"));
  EXPECT_FALSE(llvm::sys::fs::exists(Pch + "/host-old.pch"));
  EXPECT_FALSE(llvm::sys::fs::exists(Pch + "/host-recent.pch-abc123.tmp"));
  EXPECT_TRUE(llvm::sys::fs::exists(Pch + "/host-recent.deps"));
  EXPECT_TRUE(llvm::sys::fs::exists(Pch + "/host-recent.pch"));
  llvm::sys::fs::remove_directories(Dir);
}
