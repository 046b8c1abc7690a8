// A proxy file system: a file whose text the spelling stage changes is served
// from memory, with the real file's status (the text keeps its length and lines).
#include "frontend/SpellingFileSystem.h"
#include "frontend/ContextualRestrict.h"
#include "frontend/ExceptionSpecReorder.h"
#include "frontend/MutableRestrictReorder.h"
#include "frontend/RestrictionViews.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace ampclang {

std::string normalizedPath(StringRef Path) {
  SmallString<256> Abs(Path);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

namespace {

class SpelledFile : public vfs::File {
public:
  SpelledFile(vfs::Status S, std::string Text) : S(std::move(S)), Text(std::move(Text)) {}
  ErrorOr<vfs::Status> status() override { return S; }
  ErrorOr<std::unique_ptr<MemoryBuffer>> getBuffer(const Twine &Name, int64_t, bool, bool) override {
    return MemoryBuffer::getMemBufferCopy(Text, Name);
  }
  std::error_code close() override { return {}; }

private:
  vfs::Status S;
  std::string Text;
};

class SpellingFileSystem : public vfs::ProxyFileSystem {
public:
  SpellingFileSystem(IntrusiveRefCntPtr<vfs::FileSystem> Base, std::vector<std::string> Untouched, SpelledFiles &Out)
      : ProxyFileSystem(std::move(Base)), Untouched(std::move(Untouched)), Out(Out) {
    LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  }

  ErrorOr<std::unique_ptr<vfs::File>> openFileForRead(const Twine &Path) override {
    auto File = ProxyFileSystem::openFileForRead(Path);
    std::string Key = normalizedPath(Path.str());
    if (!File || isUntouched(Key))
      return File;
    auto Status = (*File)->status();
    auto Buffer = (*File)->getBuffer(Path);
    if (!Status || !Buffer)
      return File;
    StringRef Source = (*Buffer)->getBuffer();
    collectRestrictionMacros(Source, LO, Out.RestrictionMacros);
    collectObjectMacros(Source, LO, Out.Macros);
    if (!mentionsRestriction(Source, &Out.RestrictionMacros))
      return ProxyFileSystem::openFileForRead(Path);
    // `restrict` used as a name: renamed in the host's text as well.
    std::optional<std::string> Renamed = renameRestrictNames(Source, LO);
    if (Renamed)
      Source = *Renamed;
    std::optional<std::string> Text = reorderMutableRestrict(Source, LO, &Out.Macros);
    if (!Text && Renamed)
      Text = *Renamed;
    if (std::optional<std::string> Placed = reorderExceptionSpec(Text ? *Text : Source, LO, &Out.Macros))
      Text = std::move(Placed);
    RestrictionViews Views = splitByRestriction(Text ? *Text : Source, LO, &Out.KnownTwins, &Out.RestrictionMacros);
    for (const auto &T : Views.Twins) {
      Out.Twins.insert(T.first());
      Out.TwinKeys.insert(T.first()); // names pair across files too
    }
    if (Views.hasTwins()) {
      Text = std::move(Views.Device);
      Out.HostViews[Key] = std::move(Views.Host);
      for (const auto &T : Views.TwinKeys)
        Out.TwinKeys.insert(T.first());
    } else if (Renamed) {
      Out.HostViews[Key] = *Text;
    }
    if (!Text)
      return ProxyFileSystem::openFileForRead(Path);
    return std::unique_ptr<vfs::File>(std::make_unique<SpelledFile>(*Status, std::move(*Text)));
  }

private:
  bool isUntouched(StringRef Path) const {
    for (const std::string &Dir : Untouched)
      if (Path.starts_with(Dir))
        return true;
    return false;
  }

  std::vector<std::string> Untouched;
  SpelledFiles &Out;
  clang::LangOptions LO;
};

} // namespace

IntrusiveRefCntPtr<vfs::FileSystem> makeSpellingFileSystem(IntrusiveRefCntPtr<vfs::FileSystem> Base,
                                                          std::vector<std::string> Untouched, SpelledFiles &Out) {
  return makeIntrusiveRefCnt<SpellingFileSystem>(std::move(Base), std::move(Untouched), Out);
}

} // namespace ampclang
