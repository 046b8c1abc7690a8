// Written in the form clang writes (make quoting of names, `\` continuations),
// which make, Ninja and CMake's depfile readers all parse.
#include "driver/Depfile.h"
#include "driver/PchCache.h"

#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace ampclang {

bool HeaderCollector::sawDependency(llvm::StringRef Filename, bool FromModule, bool IsSystem, bool IsModuleFile,
                                    bool IsMissing) {
  if (IsModuleFile || IsMissing)
    return false;
  if (!SkippedDir.empty() && Filename.starts_with(SkippedDir))
    return false; // the header a PCH was built from, in the cache
  return DependencyCollector::sawDependency(Filename, FromModule, IsSystem, IsModuleFile, IsMissing);
}

namespace {
class IncludedFiles : public clang::PPCallbacks {
public:
  IncludedFiles(clang::SourceManager &SM, HeaderCollector &Collector) : SM(SM), Collector(Collector) {}
  void LexedFileChanged(clang::FileID FID, LexedFileChangeReason Reason, clang::SrcMgr::CharacteristicKind Kind,
                        clang::FileID, clang::SourceLocation) override {
    if (Reason != LexedFileChangeReason::EnterFile)
      return;
    if (clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID))
      Collector.maybeAddDependency(llvm::sys::path::remove_leading_dotslash(File->getName()), false,
                                   clang::SrcMgr::isSystem(Kind), false, false);
  }
  void FileSkipped(const clang::FileEntryRef &File, const clang::Token &, clang::SrcMgr::CharacteristicKind Kind) override {
    Collector.maybeAddDependency(llvm::sys::path::remove_leading_dotslash(File.getName()), false,
                                 clang::SrcMgr::isSystem(Kind), false, false);
  }

private:
  clang::SourceManager &SM;
  HeaderCollector &Collector;
};
} // namespace

void HeaderCollector::attachToPreprocessor(clang::Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<IncludedFiles>(PP.getSourceManager(), *this));
}

std::shared_ptr<HeaderCollector> makeHeaderCollector(const DriverOptions &Opts) {
  if (!Opts.Depfile.Enabled)
    return nullptr;
  std::string Cache = PchCache::defaultDirectory();
  if (!Cache.empty()) {
    llvm::SmallString<256> Abs(Cache);
    llvm::sys::fs::make_absolute(Abs);
    llvm::sys::path::remove_dots(Abs, true);
    Cache = std::string(Abs) + "/";
  }
  return std::make_shared<HeaderCollector>(Opts.Depfile.SystemHeaders, Cache);
}

std::string defaultObjectName(const DriverOptions &Opts, const std::string &Source) {
  if (Opts.Mode == DriverMode::Compile && !Opts.Output.empty())
    return Opts.Output;
  return llvm::sys::path::stem(Source).str() + ".o";
}

std::string depfilePath(const DriverOptions &Opts, const std::string &Object) {
  if (!Opts.Depfile.File.empty())
    return Opts.Depfile.File;
  if (Opts.Mode == DriverMode::Dependencies)
    return Opts.Output; // empty: stdout

  llvm::SmallString<256> Path(Object);
  llvm::sys::path::replace_extension(Path, ".d");
  return std::string(Path);
}

namespace {

/// A path with `..` in it as the file system resolves it: the front end's
/// system headers come as /../lib/gcc/<triple>/12/../../../../include/..., which
/// Ninja and CMake would collapse by the letters into a file that is not there.
std::string resolvedPath(const std::string &Path) {
  if (llvm::StringRef(Path).find("..") == llvm::StringRef::npos)
    return Path;
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Path, Real))
    return std::string(Real);
  return Path;
}

} // namespace

std::string depfileText(const DepfileOptions &D, const std::string &Object, const std::string &Source,
                        const std::vector<std::string> &Headers) {
  std::string Text;
  if (D.Targets.empty()) {
    Text = quoteMakeTarget(Object);
  } else {
    for (const std::string &T : D.Targets)
      Text += (Text.empty() ? "" : " ") + T;
  }
  Text += ":";
  llvm::StringSet<> Seen;
  std::vector<std::string> Listed;
  auto add = [&](const std::string &Name) {
    std::string F = resolvedPath(Name);
    llvm::SmallString<256> Key(F);
    llvm::sys::path::remove_dots(Key, false);
    if (Seen.insert(Key).second)
      Listed.push_back(F);
  };
  add(Source);
  for (const std::string &H : Headers)
    add(H);
  for (const std::string &F : Listed)
    Text += " \\\n  " + quoteMakeTarget(F);
  Text += "\n";
  if (D.PhonyTargets)
    for (size_t I = 1; I < Listed.size(); ++I)
      Text += "\n" + quoteMakeTarget(Listed[I]) + ":\n";
  return Text;
}

} // namespace ampclang
