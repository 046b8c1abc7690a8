// A proxy file system: a file whose text the spelling stage changes is served
// from memory, with the real file's status (the text keeps its length and lines).
#include "frontend/SpellingFileSystem.h"
#include "frontend/ContextualRestrict.h"
#include "frontend/ExceptionSpecReorder.h"
#include "frontend/AliasRestrictReorder.h"
#include "frontend/MutableRestrictReorder.h"
#include "frontend/NestedDeclaratorRestrict.h"
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
    // A UTF-8 byte order mark (Visual Studio writes one) becomes three spaces:
    // the same offsets, and no stage's edit lands before it.
    std::string WithoutBom;
    if (Source.starts_with("\xEF\xBB\xBF")) {
      WithoutBom = "   " + Source.drop_front(3).str();
      Source = WithoutBom;
    }
    collectRestrictionMacros(Source, LO, Out.RestrictionMacros);
    collectObjectMacros(Source, LO, Out.Macros);
    std::optional<std::string> Text;
    if (mentionsRestriction(Source, &Out.RestrictionMacros)) {
      for (const MisplacedRestriction &M : findMisplacedRestrictions(Source, LO, &Out.RestrictionMacros))
        Out.Misplaced[Key][M.Offset] = M;
      Text = spellRestrictions(Source, Key);
    }
    auto Keywords = Out.Keywords.find(Key);
    if (Keywords != Out.Keywords.end() && !Keywords->second.empty()) {
      // Both compilers read the keywords: the host compile through a host view.
      std::string Spelled = Text ? *Text : Source.str();
      auto Host = Out.HostViews.find(Key);
      std::string HostView = Host != Out.HostViews.end() ? insertKeywords(Host->second, Keywords->second, Spelled)
                                                         : insertKeywords(Spelled, Keywords->second);
      Out.HostViews[Key] = std::move(HostView);
      Text = insertKeywords(Spelled, Keywords->second);
    }
    if (!Text && !WithoutBom.empty())
      Text = WithoutBom;
    if (!Text)
      return ProxyFileSystem::openFileForRead(Path);
    auto Sized = vfs::Status::copyWithNewSize(*Status, Text->size());
    return std::unique_ptr<vfs::File>(std::make_unique<SpelledFile>(std::move(Sized), std::move(*Text)));
  }

  /// Inserted keywords lengthen a file; the other stages keep its length.
  ErrorOr<vfs::Status> status(const Twine &Path) override {
    auto S = ProxyFileSystem::status(Path);
    if (!S || Out.Keywords.empty())
      return S;
    auto Keywords = Out.Keywords.find(normalizedPath(Path.str()));
    if (Keywords == Out.Keywords.end() || isUntouched(Keywords->first()))
      return S;
    uint64_t Size = S->getSize();
    for (const KeywordInsertion &I : Keywords->second)
      Size += I.Keyword.size() - I.Removed;
    return vfs::Status::copyWithNewSize(*S, Size);
  }

private:
  /// The restriction stages over \p Source (which mentions a restriction);
  /// host views of files with twins or renamed names go to Out.HostViews.
  std::optional<std::string> spellRestrictions(StringRef Source, const std::string &Key) {
    // `restrict` used as a name: renamed in the host's text as well.
    std::optional<std::string> Renamed = renameRestrictNames(Source, LO);
    if (Renamed)
      Source = *Renamed;
    std::optional<std::string> Text = reorderMutableRestrict(Source, LO, &Out.Macros);
    if (!Text && Renamed)
      Text = *Renamed;
    if (std::optional<std::string> Placed = reorderExceptionSpec(Text ? *Text : Source, LO, &Out.Macros))
      Text = std::move(Placed);
    auto Skipped = Out.Skipped.find(Key);
    RestrictionViews Views = splitByRestriction(Text ? *Text : Source, LO, &Out.KnownTwins, &Out.RestrictionMacros,
                                                Skipped == Out.Skipped.end() ? nullptr : &Skipped->second);
    Out.Twins.insertAll(Views.Twins);
    Out.RenamedTemplateTwins |= Views.RenamesTemplates;
    for (const auto &T : Views.TwinGroups)
      Out.TwinKeys.insert(T.first()); // names pair across files too
    if (Views.hasTwins()) {
      if (Out.DeviceViews)
        Text = std::move(Views.Device);
      else if (!Text)
        Text = Source.str();
      Out.HostViews[Key] = std::move(Views.Host);
      for (const auto &T : Views.TwinKeys)
        Out.TwinKeys.insert(T.first());
    } else if (Renamed) {
      Out.HostViews[Key] = *Text;
    }
    // Last, as the views were split by declarations written as in C++ AMP.
    if (std::optional<std::string> Alias = reorderAliasRestrict(Text ? *Text : Source, LO, &Out.Macros))
      Text = std::move(Alias);
    if (std::optional<std::string> Nested = reorderNestedDeclaratorRestrict(Text ? *Text : Source, LO, &Out.Macros))
      Text = std::move(Nested);
    if (auto Host = Out.HostViews.find(Key); Host != Out.HostViews.end())
      if (std::optional<std::string> Alias = reorderAliasRestrict(Host->second, LO, &Out.Macros))
        Host->second = std::move(*Alias);
    return Text;
  }

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
