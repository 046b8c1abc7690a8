// An input may name any path in #include; only ordinary files are offered.
#include "fuzz/FuzzFileSystem.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace ampclang {
namespace {

bool hidden(const Twine &Path) {
  SmallString<128> Storage;
  StringRef P = Path.toStringRef(Storage);
  return P.starts_with("/dev") || P.starts_with("/proc") || P.starts_with("/sys");
}

class HidingFileSystem : public vfs::ProxyFileSystem {
public:
  using ProxyFileSystem::ProxyFileSystem;
  ErrorOr<vfs::Status> status(const Twine &Path) override {
    if (hidden(Path))
      return std::make_error_code(std::errc::no_such_file_or_directory);
    return ProxyFileSystem::status(Path);
  }
  ErrorOr<std::unique_ptr<vfs::File>> openFileForRead(const Twine &Path) override {
    if (hidden(Path))
      return std::make_error_code(std::errc::no_such_file_or_directory);
    return ProxyFileSystem::openFileForRead(Path);
  }
  vfs::directory_iterator dir_begin(const Twine &Dir, std::error_code &EC) override {
    if (hidden(Dir)) {
      EC = std::make_error_code(std::errc::no_such_file_or_directory);
      return {};
    }
    return ProxyFileSystem::dir_begin(Dir, EC);
  }
};

} // namespace

IntrusiveRefCntPtr<vfs::FileSystem> makeFuzzFileSystem(const std::string &Path, const std::string &Text) {
  auto Memory = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  Memory->addFile(Path, 0, MemoryBuffer::getMemBufferCopy(Text, Path));
  auto Overlay = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(
      makeIntrusiveRefCnt<HidingFileSystem>(vfs::getRealFileSystem()));
  Overlay->pushOverlay(Memory);
  return Overlay;
}

} // namespace ampclang
