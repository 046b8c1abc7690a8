// Files of one entry: <role>-<hash>.h (the header built from), .pch, and .deps,
// the manifest, written last: "ok" or "failed", the PCH's size and time, and
// the size and time of every file it read. A stale, missing or damaged entry
// is rebuilt; every file is written to a temporary name and renamed. A build
// trims the folder (least recently used entries beyond 2 GiB or 30 days).
#include "driver/PchCache.h"
#include "frontend/SpellingFileSystem.h"

#include "clang/Basic/FileManager.h"
#include "clang/Frontend/PCHContainerOperations.h"
#include "clang/Serialization/ASTReader.h"
#include "clang/Serialization/InMemoryModuleCache.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <cstdlib>
#include <map>

using namespace llvm;

namespace ampclang {
namespace {

constexpr StringLiteral ManifestMagic = "amp-clang-pch 1";

/// "size mtime" of \p Path, or empty if it cannot be read.
std::string stamp(StringRef Path) {
  sys::fs::file_status S;
  if (sys::fs::status(Path, S) || !sys::fs::is_regular_file(S))
    return {};
  auto Time = S.getLastModificationTime().time_since_epoch().count();
  return (Twine(S.getSize()) + " " + Twine(static_cast<int64_t>(Time))).str();
}

bool writeAtomically(const std::string &Path, StringRef Text) {
  SmallString<256> Temp;
  int FD;
  if (sys::fs::createUniqueFile(Path + "-%%%%%%.tmp", FD, Temp))
    return false;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    if (OS.has_error()) {
      OS.clear_error();
      sys::fs::remove(Temp);
      return false;
    }
  }
  if (sys::fs::rename(Temp, Path)) {
    sys::fs::remove(Temp);
    return false;
  }
  return true;
}

/// The files a PCH was built from, as its control block lists them.
class InputLister : public clang::ASTReaderListener {
public:
  std::vector<std::string> Files;
  bool needsInputFileVisitation() override { return true; }
  bool needsSystemInputFileVisitation() override { return true; }
  bool visitInputFile(StringRef Filename, bool, bool, bool) override {
    Files.push_back(Filename.str());
    return true;
  }
};

std::optional<std::vector<std::string>> pchInputs(const std::string &Pch) {
  clang::FileManager Files{clang::FileSystemOptions()};
  clang::InMemoryModuleCache ModuleCache;
  clang::PCHContainerOperations Ops;
  InputLister Lister;
  if (clang::ASTReader::readASTFileControlBlock(Pch, Files, ModuleCache, Ops.getRawReader(),
                                                /*FindModuleFileExtensions=*/false, Lister,
                                                /*ValidateDiagnosticOptions=*/false))
    return std::nullopt;
  return Lister.Files;
}

/// Every file under \p Dir: what a failed build is checked against.
std::vector<std::string> filesUnder(const std::string &Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator I(Dir, EC), End; I != End && !EC; I.increment(EC))
    if (I->type() == sys::fs::file_type::regular_file)
      Files.push_back(I->path());
  return Files;
}

/// "ok" or "failed" if the manifest at \p Path is intact and every file it
/// lists is as it was; the PCH file itself is checked with "ok".
std::optional<std::string> freshState(const std::string &Path, const std::string &Pch) {
  auto Buffer = MemoryBuffer::getFile(Path);
  if (!Buffer)
    return std::nullopt;
  SmallVector<StringRef, 0> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.size() < 2 || !Lines[0].consume_front(ManifestMagic) || !Lines[0].consume_front(" "))
    return std::nullopt;
  StringRef State = Lines[0];
  if (State != "ok" && State != "failed")
    return std::nullopt;
  if (State == "ok") {
    StringRef PchLine = Lines[1];
    if (!PchLine.consume_front("pch ") || PchLine != stamp(Pch))
      return std::nullopt;
    auto Head = MemoryBuffer::getFileSlice(Pch, 4, 0);
    if (!Head || (*Head)->getBuffer() != "CPCH")
      return std::nullopt;
  }
  for (StringRef Line : ArrayRef(Lines).drop_front(2)) {
    // "in <size> <mtime> <path>"
    auto [Size, Rest] = Line.drop_front(3).split(' ');
    auto [Time, File] = Rest.split(' ');
    if (!Line.starts_with("in ") || File.empty() || stamp(File) != (Size + " " + Time).str())
      return std::nullopt;
  }
  return State.str();
}

std::string manifest(StringRef State, const std::string &Pch, const std::vector<std::string> &Inputs) {
  std::string Text = (ManifestMagic + " " + State + "\npch " + stamp(Pch) + "\n").str();
  for (const std::string &F : Inputs) {
    std::string S = stamp(F);
    if (S.empty())
      return {}; // a file gone already: do not record a PCH that cannot load
    Text += "in " + S + " " + F + "\n";
  }
  return Text;
}

/// Marks an entry used: its manifest's time orders the entries for trim().
void touch(const std::string &Path) {
  int FD;
  if (sys::fs::openFileForReadWrite(Path, FD, sys::fs::CD_OpenExisting, sys::fs::OF_None))
    return;
  sys::fs::setLastAccessAndModificationTime(FD, std::chrono::system_clock::now());
  sys::Process::SafelyCloseFileDescriptor(FD);
}

/// Keeps the folder small: entries unused for 30 days go, then the least
/// recently used while the folder holds more than 2 GiB; temporary files and
/// entries without a manifest an hour old (a build that died) go too. \p Keep
/// (the entry just built) stays.
void trim(const std::string &Dir, StringRef Keep) {
  struct Entry {
    std::vector<std::string> Files;
    uint64_t Size = 0;
    sys::TimePoint<> Used;
    bool HasManifest = false;
  };
  std::map<std::string, Entry> Entries;
  auto Now = std::chrono::system_clock::now();
  std::error_code EC;
  for (sys::fs::directory_iterator I(Dir, EC), End; I != End && !EC; I.increment(EC)) {
    sys::fs::file_status S;
    if (sys::fs::status(I->path(), S) || !sys::fs::is_regular_file(S))
      continue;
    StringRef Name = sys::path::filename(I->path());
    if (Name.ends_with(".tmp")) {
      if (Now - S.getLastModificationTime() > std::chrono::hours(1))
        sys::fs::remove(I->path());
      continue;
    }
    StringRef Base = Name.split('.').first;
    Entry &E = Entries[Base.str()];
    E.Files.push_back(I->path());
    E.Size += S.getSize();
    if (Name.ends_with(".deps")) {
      E.HasManifest = true;
      E.Used = S.getLastModificationTime();
    } else if (!E.HasManifest && S.getLastModificationTime() > E.Used) {
      E.Used = S.getLastModificationTime();
    }
  }
  std::vector<std::pair<sys::TimePoint<>, std::string>> ByUse;
  uint64_t Total = 0;
  for (auto &[Base, E] : Entries) {
    bool Stale = Now - E.Used > std::chrono::hours(E.HasManifest ? 24 * 30 : 1);
    if (Base != Keep && Stale) {
      for (const std::string &F : E.Files)
        sys::fs::remove(F);
      continue;
    }
    Total += E.Size;
    if (Base != Keep)
      ByUse.emplace_back(E.Used, Base);
  }
  llvm::sort(ByUse);
  constexpr uint64_t Limit = uint64_t(2) << 30;
  for (const auto &[Used, Base] : ByUse) {
    if (Total <= Limit)
      break;
    for (const std::string &F : Entries[Base].Files)
      sys::fs::remove(F);
    Total -= Entries[Base].Size;
  }
}

} // namespace

std::string PchCache::defaultDirectory() {
  SmallString<256> Dir;
  auto env = [](const char *Name) -> StringRef {
    const char *V = std::getenv(Name);
    return V ? V : "";
  };
  if (env("AMP_CLANG_CACHE_DIR") == "off") // as the runtime's program cache: no cache at all
    return {};
  if (!env("AMP_CLANG_CACHE_DIR").empty())
    Dir = env("AMP_CLANG_CACHE_DIR");
  else if (!env("XDG_CACHE_HOME").empty())
    sys::path::append(Dir, env("XDG_CACHE_HOME"), "amp-clang");
  else if (!env("HOME").empty())
    sys::path::append(Dir, env("HOME"), ".cache", "amp-clang");
  else
    return {};
  sys::path::append(Dir, "pch");
  return std::string(Dir);
}

std::optional<std::string> PchCache::get(const PchRequest &R, PchBuilder Build) {
  if (Dir.empty())
    return std::nullopt;
  std::string Key = (ManifestMagic + "\n" + R.Role + "\n").str();
  for (const std::string &H : R.Headers)
    Key += "#include <" + H + ">\n";
  for (const std::string &P : R.KeyParts)
    Key += P + "\n";
  SmallString<256> Base(Dir);
  sys::path::append(Base, R.Role + "-" + utohexstr(xxh3_64bits(Key), /*LowerCase=*/true, /*Width=*/16));
  std::string Header = (Base + ".h").str(), Pch = (Base + ".pch").str(), Deps = (Base + ".deps").str();
  auto report = [&](StringRef What) {
    if (Log)
      *Log << "amp-clang: precompiled header (" << R.Role << "): " << What << " " << Pch << "\n";
  };

  if (std::optional<std::string> State = freshState(Deps, Pch)) {
    if (*State == "ok") {
      touch(Deps);
      report("using");
      return Pch;
    }
    report("unusable for these flags (a failed build is recorded in the .deps beside)");
    return std::nullopt;
  }
  // Build: the header first (the PCH records it as an input), then the PCH
  // under a temporary name, then the manifest that makes the entry valid.
  std::string HeaderText = "// amp-clang's precompiled header; the key it was built for:\n";
  for (const std::string &P : R.KeyParts)
    HeaderText += "//   " + P + "\n";
  for (const std::string &H : R.Headers)
    HeaderText += "#include <" + H + ">\n";
  // Written once: a PCH built by a concurrent compile records its time.
  auto Existing = MemoryBuffer::getFile(Header);
  bool HeaderOk = Existing && (*Existing)->getBuffer() == HeaderText;
  if (sys::fs::create_directories(Dir) || (!HeaderOk && !writeAtomically(Header, HeaderText)))
    return std::nullopt;
  SmallString<256> Temp;
  if (sys::fs::createUniqueFile(Pch + "-%%%%%%.tmp", Temp))
    return std::nullopt;
  // amp-clang's own headers as they were before the build: one rewritten
  // while the PCH was built would leave a PCH of the old text beside a
  // manifest of the new one, which every later compile would take as fresh.
  std::map<std::string, std::string> Before;
  for (const std::string &F : filesUnder(R.LibraryDir))
    if (!StringRef(F).starts_with(Dir)) // the cache's own files change as it builds
      Before[F] = stamp(F);
  bool Built = Build(Header, std::string(Temp));
  std::optional<std::vector<std::string>> Inputs = Built ? pchInputs(std::string(Temp)) : std::nullopt;
  if (Inputs && llvm::any_of(Before, [](const auto &File) { return stamp(File.first) != File.second; })) {
    sys::fs::remove(Temp);
    report("not kept: a header changed while it was built;");
    return std::nullopt;
  }
  if (!Inputs) {
    sys::fs::remove(Temp);
    std::string Text = manifest("failed", Pch, filesUnder(R.LibraryDir));
    if (!Text.empty())
      writeAtomically(Deps, Text);
    trim(Dir, sys::path::filename(Base));
    report("build failed or warned; not used");
    return std::nullopt;
  }
  if (sys::fs::rename(Temp, Pch)) {
    sys::fs::remove(Temp);
    return std::nullopt;
  }
  std::string Text = manifest("ok", Pch, *Inputs);
  if (Text.empty() || !writeAtomically(Deps, Text))
    return std::nullopt;
  trim(Dir, sys::path::filename(Base));
  report("built");
  return Pch;
}

namespace {

/// The macro a -D or -U flag at \p I of \p Args names ("" if none), and how
/// many arguments the flag takes.
std::pair<StringRef, size_t> macroFlag(const std::vector<std::string> &Args, size_t I) {
  StringRef A = Args[I];
  if (!A.starts_with("-D") && !A.starts_with("-U"))
    return {"", 0};
  bool Separate = A.size() == 2;
  StringRef Def = Separate ? (I + 1 < Args.size() ? StringRef(Args[I + 1]) : StringRef()) : A.drop_front(2);
  return {Def.split('=').first.split('(').first, Separate ? 2 : 1};
}

bool isIdentifierChar(char C) { return isAlnum(C) || C == '_'; }

/// True if \p Text spells \p Name as a whole identifier.
bool spells(StringRef Text, StringRef Name) {
  for (size_t At = Text.find(Name); At != StringRef::npos; At = Text.find(Name, At + 1)) {
    bool Before = At > 0 && isIdentifierChar(Text[At - 1]);
    bool After = At + Name.size() < Text.size() && isIdentifierChar(Text[At + Name.size()]);
    if (!Before && !After)
      return true;
  }
  return false;
}

} // namespace

std::vector<std::string> commandLineMacros(const std::vector<std::string> &Args) {
  std::vector<std::string> Names;
  for (size_t I = 0; I < Args.size(); ++I)
    if (auto [Name, Count] = macroFlag(Args, I); Count) {
      Names.push_back(Name.str());
      I += Count - 1;
    }
  return Names;
}

std::vector<std::string> withoutMacroFlags(const std::vector<std::string> &Args, const std::vector<std::string> &Names) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    auto [Name, Count] = macroFlag(Args, I);
    if (Count && llvm::is_contained(Names, Name))
      I += Count - 1;
    else
      Out.push_back(Args[I]);
  }
  return Out;
}

std::vector<std::string> withoutIncludeFlags(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I)
    if (Args[I] == "-include" && I + 1 < Args.size())
      ++I;
    else
      Out.push_back(Args[I]);
  return Out;
}

bool pchInputsMention(const std::string &Pch, const std::vector<std::string> &Names) {
  auto Manifest = MemoryBuffer::getFile(sys::path::parent_path(Pch) + "/" + sys::path::stem(Pch) + ".deps");
  if (!Manifest)
    return true;
  SmallVector<StringRef, 0> Lines;
  (*Manifest)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef Line : Lines) {
    if (!Line.consume_front("in "))
      continue;
    StringRef File = Line.split(' ').second.split(' ').second; // "<size> <mtime> <path>"
    auto Text = MemoryBuffer::getFile(File);
    if (!Text)
      return true;
    for (const std::string &Name : Names)
      if (Name.empty() || spells((*Text)->getBuffer(), Name))
        return true;
  }
  return false;
}

std::optional<std::string>
pchSharedAcrossMacros(const std::vector<std::string> &Args, const std::vector<std::string> &UserArgs,
                      llvm::function_ref<std::optional<std::string>(const std::vector<std::string> &)> Get) {
  std::vector<std::string> Macros = commandLineMacros(UserArgs);
  if (!Macros.empty())
    if (std::optional<std::string> Shared = Get(withoutMacroFlags(Args, Macros));
        Shared && !pchInputsMention(*Shared, Macros))
      return Shared;
  return Get(Args);
}

std::vector<std::string> absoluteSearchPaths(std::vector<std::string> Args) {
  for (size_t I = 0; I < Args.size(); ++I)
    for (llvm::StringRef Flag : {"-I", "-isystem", "-iquote", "-idirafter"}) {
      llvm::StringRef A = Args[I];
      if (A == Flag && I + 1 < Args.size()) {
        Args[I + 1] = normalizedPath(Args[I + 1]);
        ++I;
        break;
      }
      if (A.starts_with(Flag) && A.size() > Flag.size()) {
        Args[I] = Flag.str() + normalizedPath(A.drop_front(Flag.size()));
        break;
      }
    }
  return Args;
}

std::string executableIdentity(const std::string &Path) {
  return Path + " " + stamp(Path);
}

} // namespace ampclang
