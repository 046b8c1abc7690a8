// A proxy file system: a file whose text the spelling stage changes is served
// from memory, with the real file's status (the text keeps its length and lines).
// Under -fms-compatibility it also reads files as Windows does: a name that
// matches no file is matched ignoring case, and UTF-16 text becomes UTF-8.
#include "frontend/SpellingFileSystem.h"
#include "frontend/ContextualRestrict.h"
#include "frontend/ExceptionSpecReorder.h"
#include "frontend/AliasRestrictReorder.h"
#include "frontend/MutableRestrictReorder.h"
#include "frontend/NestedDeclaratorRestrict.h"
#include "frontend/RestrictionViews.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ConvertUTF.h"
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
    // `#include "Timer.H"` for timer.h: the file on disk, which keeps its own
    // name (Clang's -Wnonportable-include-path compares the two).
    std::optional<std::string> OnDisk;
    if (!File && File.getError() == std::errc::no_such_file_or_directory && (OnDisk = caseFolded(Key)))
      File = ProxyFileSystem::openFileForRead(*OnDisk);
    if (!File || isUntouched(Key))
      return File;
    if (OnDisk)
      Out.CaseAliases[Key] = *OnDisk;
    auto Status = (*File)->status();
    auto Buffer = (*File)->getBuffer(Path);
    if (!Status || !Buffer)
      return File;
    StringRef Source = (*Buffer)->getBuffer();
    // A UTF-16 source (Visual Studio saves some so) is read as UTF-8 without
    // its byte order mark: lines and columns then count as in any UTF-8 file.
    std::string Utf8;
    if (Out.MsCompatibility && isUtf16(Source)) {
      if (!convertUTF16ToUTF8String(ArrayRef<char>(Source.data(), Source.size()), Utf8))
        return ProxyFileSystem::openFileForRead(OnDisk ? Twine(*OnDisk) : Path);
      Source = Utf8;
      TranscodedSizes[Key] = Utf8.size();
    }
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
    if (!Text && !Utf8.empty())
      Text = Source.str();
    // The host compile reads a transcoded file through its host view (an
    // -ivfsoverlay entry).
    if (TranscodedSizes.count(Key) && !Out.HostViews.count(Key))
      Out.HostViews[Key] = Text ? *Text : Source.str();
    if (!Text)
      return ProxyFileSystem::openFileForRead(OnDisk ? Twine(*OnDisk) : Path);
    auto Sized = vfs::Status::copyWithNewSize(*Status, Text->size());
    return std::unique_ptr<vfs::File>(std::make_unique<SpelledFile>(std::move(Sized), std::move(*Text)));
  }

  /// Inserted keywords lengthen a file; the other stages keep its length.
  /// So does a UTF-16 file read as UTF-8.
  ErrorOr<vfs::Status> status(const Twine &Path) override {
    auto S = ProxyFileSystem::status(Path);
    if (!Out.MsCompatibility && (!S || Out.Keywords.empty()))
      return S;
    std::string Key = normalizedPath(Path.str());
    if (!S && S.getError() == std::errc::no_such_file_or_directory)
      if (std::optional<std::string> OnDisk = caseFolded(Key))
        if (auto Folded = ProxyFileSystem::status(*OnDisk))
          S = vfs::Status::copyWithNewName(*Folded, Path.str());
    if (!S || isUntouched(Key))
      return S;
    uint64_t Size = S->getSize();
    if (Out.MsCompatibility && S->isRegularFile()) {
      auto Transcoded = TranscodedSizes.find(Key);
      if (Transcoded != TranscodedSizes.end())
        Size = Transcoded->second;
      else if (std::optional<uint64_t> Utf8 = utf8Size(Key)) // not read yet
        Size = *Utf8;
    }
    auto Keywords = Out.Keywords.find(Key);
    if (Keywords != Out.Keywords.end())
      for (const KeywordInsertion &I : Keywords->second)
        Size += I.Keyword.size() - I.Removed;
    if (Size == S->getSize())
      return S;
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
    for (const auto &S : Views.Sides) {
      auto &Side = Out.Sides[S.first()];
      Side.first |= S.second.first;
      Side.second = S.second.second;
    }
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

  static bool isUtf16(StringRef Text) {
    return Text.starts_with("\xFF\xFE") || Text.starts_with("\xFE\xFF");
  }

  /// The size of the file at \p Key read as UTF-8, if it is UTF-16.
  std::optional<uint64_t> utf8Size(const std::string &Key) {
    if (NotUtf16.contains(Key))
      return std::nullopt;
    NotUtf16.insert(Key); // until found to be
    auto File = ProxyFileSystem::openFileForRead(Key);
    if (!File)
      if (std::optional<std::string> OnDisk = caseFolded(Key))
        File = ProxyFileSystem::openFileForRead(*OnDisk);
    if (!File)
      return std::nullopt;
    auto Buffer = (*File)->getBuffer(Key, /*FileSize=*/-1, /*RequiresNullTerminator=*/false);
    std::string Utf8;
    if (!Buffer || !isUtf16((*Buffer)->getBuffer()) ||
        !convertUTF16ToUTF8String(ArrayRef<char>((*Buffer)->getBufferStart(), (*Buffer)->getBufferSize()), Utf8))
      return std::nullopt;
    NotUtf16.erase(Key);
    TranscodedSizes[Key] = Utf8.size();
    return Utf8.size();
  }

  /// Under -fms-compatibility, the path on disk of \p Key (absolute, dot-free),
  /// which names no file: each missing component matched ignoring case, as
  /// Windows' file systems do, where exactly one name in its folder matches.
  std::optional<std::string> caseFolded(const std::string &Key) {
    if (!Out.MsCompatibility || isUntouched(Key))
      return std::nullopt;
    auto Known = Folded.find(Key);
    if (Known != Folded.end())
      return Known->second;
    std::optional<std::string> &Result = Folded[Key];
    // The longest prefix that exists, then the rest matched folder by folder.
    std::string Prefix = Key;
    std::vector<std::string> Missing;
    while (true) {
      StringRef Parent = sys::path::parent_path(Prefix);
      if (Parent.empty() || Parent == Prefix)
        return Result;
      Missing.push_back(sys::path::filename(Prefix).str());
      Prefix = Parent.str();
      auto S = ProxyFileSystem::status(Prefix);
      if (S && S->isDirectory())
        break;
      if (S || Missing.size() > 8)
        return Result;
    }
    for (auto Name = Missing.rbegin(); Name != Missing.rend(); ++Name) {
      std::optional<std::string> Match = matchIgnoringCase(Prefix, *Name);
      if (!Match)
        return Result;
      SmallString<256> Next(Prefix);
      sys::path::append(Next, *Match);
      Prefix = std::string(Next);
    }
    Result = Prefix;
    return Result;
  }

  /// The one entry of folder \p Dir whose name equals \p Name ignoring case.
  std::optional<std::string> matchIgnoringCase(const std::string &Dir, StringRef Name) {
    auto Listed = Listings.find(Dir);
    if (Listed == Listings.end()) {
      std::vector<std::string> &Names = Listings[Dir];
      std::error_code EC;
      for (vfs::directory_iterator It = ProxyFileSystem::dir_begin(Dir, EC), End; !EC && It != End; It.increment(EC))
        Names.push_back(sys::path::filename(It->path()).str());
      Listed = Listings.find(Dir);
    }
    std::optional<std::string> Match;
    for (const std::string &Entry : Listed->second)
      if (StringRef(Entry).equals_insensitive(Name)) {
        if (Match)
          return std::nullopt; // timer.h and Timer.h: Windows could not hold both
        Match = Entry;
      }
    return Match;
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
  /// Paths read as UTF-8 from UTF-16 -> their UTF-8 size; paths known not to be UTF-16.
  StringMap<uint64_t> TranscodedSizes;
  StringSet<> NotUtf16;
  /// Paths matched ignoring case -> the path on disk (or none), and folders' entries.
  StringMap<std::optional<std::string>> Folded;
  StringMap<std::vector<std::string>> Listings;
};

} // namespace

IntrusiveRefCntPtr<vfs::FileSystem> makeSpellingFileSystem(IntrusiveRefCntPtr<vfs::FileSystem> Base,
                                                          std::vector<std::string> Untouched, SpelledFiles &Out) {
  return makeIntrusiveRefCnt<SpellingFileSystem>(std::move(Base), std::move(Untouched), Out);
}

} // namespace ampclang
