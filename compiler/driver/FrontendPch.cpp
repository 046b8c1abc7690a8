// The PCH is built from `#include <amp_clang/restrict.h>` and `#include <amp.h>`
// with the front end's own flags, templates instantiated at its end.
#include "driver/FrontendPch.h"
#include "driver/PchCache.h"
#include "frontend/SpellingFileSystem.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/PCHContainerOperations.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Token.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace clang;

namespace ampclang {
namespace {

/// Flags that change only how diagnostics are shown or checked.
bool presentationOnly(llvm::StringRef A) {
  return A.starts_with("-ferror-limit=") || A == "-fno-caret-diagnostics" || A.starts_with("-fcolor-diagnostics") ||
         A.starts_with("-fno-color-diagnostics") || A.starts_with("-fdiagnostics") || A.starts_with("-fmessage-length=") ||
         A.starts_with("-ftemplate-backtrace-limit=") || A.starts_with("-fmacro-backtrace-limit=");
}

/// The front end's flags for the PCH: no source, no -verify, no -include
/// (restrict.h is among its headers; a user's comes after the PCH).
std::vector<std::string> pchArgs(const std::vector<std::string> &Args) {
  std::vector<std::string> Out;
  for (size_t I = 0; I + 1 < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A == "-Xclang" && I + 1 < Args.size() - 1 && llvm::StringRef(Args[I + 1]).starts_with("-verify")) {
      ++I;
    } else if (A == "-include" && I + 1 < Args.size() - 1) {
      ++I;
    } else if (A != "-fsyntax-only" && !presentationOnly(A)) {
      Out.push_back(Args[I]);
    }
  }
  return Out;
}

} // namespace

std::vector<std::string> ampPchHeaders(const std::vector<std::string> &Leading) {
  std::vector<std::string> Headers = {"amp_clang/restrict.h"};
  Headers.insert(Headers.end(), Leading.begin(), Leading.end());
  Headers.push_back("amp.h");
  return Headers;
}

bool pchAllowed(const DriverOptions &Opts) {
  if (Opts.NoPch)
    return false;
  for (llvm::StringRef A : Opts.CommonArgs)
    if (A.starts_with("-include") && A != "-include")
      return false; // -include-pch, or a joined -include<file>: not followed
  for (llvm::StringRef A : Opts.HostArgs)
    if (A.starts_with("-M") || A == "-E" || A == "-S" || A.starts_with("-save-temps") || A == "-emit-llvm" ||
        A.starts_with("-include") || A == "-imacros")
      return false; // a -M flag amp-clang does not read (-MJ...), or an output that is not an object
  for (size_t I = 0; I < Opts.FrontendArgs.size(); ++I)
    if (Opts.FrontendArgs[I] == "-Xclang" && I + 1 < Opts.FrontendArgs.size() &&
        !llvm::StringRef(Opts.FrontendArgs[I + 1]).starts_with("-verify"))
      return false;
  return true;
}

namespace {

enum class Scan { ReachedAmp, Ended, Refused };

/// leadingIncludes over one file's text; \p Header: a user's header, which may
/// hold `#pragma once` and its include guard before amp.h.
Scan scanLeading(llvm::StringRef Text, llvm::StringRef Dir, bool Header, UserHeaderOpener Open, int Depth,
                 std::vector<std::string> &Leading) {
  llvm::StringRef Guard; // the name of an `#ifndef` just read, which `#define` may follow
  while (!Text.empty()) {
    Text = Text.ltrim();
    if (Text.consume_front("//")) {
      Text = Text.drop_until([](char C) { return C == '\n'; });
      continue;
    }
    if (Text.consume_front("/*")) {
      size_t End = Text.find("*/");
      Text = End == llvm::StringRef::npos ? "" : Text.drop_front(End + 2);
      continue;
    }
    if (!Text.consume_front("#"))
      return Scan::Refused; // code before amp.h
    llvm::StringRef Line = Text.take_until([](char C) { return C == '\n'; });
    Text = Text.drop_front(Line.size());
    Line = Line.split("//").first.trim();
    llvm::StringRef Name = Line.take_while([](char C) { return llvm::isAlpha(C); });
    llvm::StringRef Rest = Line.drop_front(Name.size()).trim();
    if (Name == "include" && (Rest == "<amp.h>" || Rest == "\"amp.h\""))
      return Scan::ReachedAmp;
    if (Line.ends_with("\\") || Line.contains("/*"))
      return Scan::Refused;
    llvm::StringRef Guarded = std::exchange(Guard, llvm::StringRef());
    if (Header && ((Name == "pragma" && Rest == "once") || (Name == "define" && !Guarded.empty() && Rest == Guarded)))
      continue;
    if (Name == "include" && Rest.size() > 2) {
      bool Angled = Rest.front() == '<' && Rest.back() == '>';
      llvm::StringRef File = Rest.drop_front().drop_back();
      if (!(Angled || (Rest.front() == '"' && Rest.back() == '"')) || File.contains('>') || File.contains('"'))
        return Scan::Refused;
      if (std::optional<UserHeader> User = Open ? Open(File, Angled, Dir) : std::nullopt) {
        if (Depth >= 8)
          return Scan::Refused;
        return scanLeading(User->Text, llvm::sys::path::parent_path(User->Path), /*Header=*/true, Open, Depth + 1,
                           Leading) == Scan::ReachedAmp
                   ? Scan::ReachedAmp
                   : Scan::Refused; // a user's header that does not reach amp.h
      }
      if (!Angled)
        return Scan::Refused; // a quoted header is the user's
      Leading.push_back(File.str());
      continue;
    }
    if (Name == "ifndef")
      Guard = Rest;
    if (!llvm::is_contained({"if", "ifdef", "ifndef", "elif", "else", "endif"}, Name))
      return Scan::Refused;
  }
  return Scan::Ended;
}

/// The folders of the user's -I, -isystem and -idirafter flags (and -iquote,
/// for a quoted include), in their order.
std::vector<std::string> userIncludeDirs(const std::vector<std::string> &CommonArgs, bool Quoted) {
  std::vector<std::string> Dirs;
  for (size_t I = 0; I < CommonArgs.size(); ++I)
    for (llvm::StringRef Flag : {"-I", "-isystem", "-idirafter", "-iquote"}) {
      llvm::StringRef A = CommonArgs[I];
      if (!A.starts_with(Flag) || (Flag == "-iquote" && !Quoted))
        continue;
      Dirs.push_back(A == Flag && I + 1 < CommonArgs.size() ? CommonArgs[I + 1] : A.drop_front(Flag.size()).str());
      break;
    }
  return Dirs;
}

} // namespace

std::optional<std::vector<std::string>> leadingIncludes(llvm::StringRef Text, UserHeaderOpener Open,
                                                        llvm::StringRef Dir) {
  std::vector<std::string> Leading;
  if (scanLeading(Text, Dir, /*Header=*/false, Open, 0, Leading) != Scan::ReachedAmp)
    return std::nullopt;
  return Leading;
}

std::vector<std::string> forcedIncludes(const std::vector<std::string> &CommonArgs) {
  std::vector<std::string> Files;
  for (size_t I = 0; I + 1 < CommonArgs.size(); ++I)
    if (CommonArgs[I] == "-include")
      Files.push_back(CommonArgs[++I]);
  return Files;
}

bool userHeaderAmong(const std::vector<std::string> &CommonArgs, const std::vector<std::string> &Headers) {
  for (const std::string &Dir : userIncludeDirs(CommonArgs, /*Quoted=*/false))
    for (const std::string &H : Headers)
      if (llvm::sys::fs::exists(Dir + "/" + H))
        return true;
  return false;
}

std::optional<std::vector<std::string>> pchLeadingIncludes(const DriverOptions &Opts, const std::string &Source,
                                                           llvm::vfs::FileSystem *FS) {
  // Under -fms-compatibility (delayed template parsing), libstdc++'s templates
  // read from a PCH break Clang 19's late parse of their bodies: a type trait
  // such as `__is_pointer`, which libstdc++ declares as a class and Clang
  // then reads as a name, comes back from the PCH a keyword (`std::equal`,
  // `vector ==`: "expected '('"; msvc/vc-algorithm-library,
  // msvc/ms-compatibility-library-templates). No PCH in that dialect.
  if (!pchAllowed(Opts) || Opts.MsCompatibility)
    return std::nullopt;
  llvm::vfs::FileSystem &Files = FS ? *FS : *llvm::vfs::getRealFileSystem();
  auto Text = Files.getBufferForFile(Source);
  if (!Text)
    return std::nullopt;
  // A header found in the user's folders (or, quoted, beside its includer) is read in turn.
  auto Open = [&](llvm::StringRef Name, bool Angled, llvm::StringRef From) -> std::optional<UserHeader> {
    if (llvm::sys::path::is_absolute(Name)) {
      if (auto Buffer = Files.getBufferForFile(Name))
        return UserHeader{Name.str(), (*Buffer)->getBuffer().str()};
      return std::nullopt;
    }
    std::vector<std::string> Dirs = userIncludeDirs(Opts.CommonArgs, !Angled);
    if (!Angled)
      Dirs.insert(Dirs.begin(), From.empty() ? "." : From.str());
    for (const std::string &D : Dirs)
      if (auto Buffer = Files.getBufferForFile(D + "/" + Name))
        return UserHeader{D + "/" + Name.str(), (*Buffer)->getBuffer().str()};
    return std::nullopt;
  };
  if (userHeaderAmong(Opts.CommonArgs, {"amp.h"})) // a user's own amp.h is not amp-clang's
    return std::nullopt;
  std::vector<std::string> Forced = forcedIncludes(Opts.CommonArgs);
  // Clang reads each -include file as if the source's first line included it
  // by its name as written, looked up from the working folder first.
  std::vector<std::string> Leading;
  for (const std::string &Name : Forced) {
    std::optional<UserHeader> User = Open(Name, /*Angled=*/false, ".");
    if (!User)
      return std::nullopt; // a system header: its place before the PCH's is not followed
    Scan S = scanLeading(User->Text, llvm::sys::path::parent_path(User->Path), /*Header=*/true, Open, 1, Leading);
    if (S == Scan::ReachedAmp)
      return Leading;
    if (S == Scan::Refused)
      return std::nullopt;
  }
  std::optional<std::vector<std::string>> Rest =
      leadingIncludes((*Text)->getBuffer(), Open, llvm::sys::path::parent_path(Source));
  if (!Rest)
    return std::nullopt;
  Leading.insert(Leading.end(), Rest->begin(), Rest->end());
  return Leading;
}

namespace {

std::optional<std::string> frontendPchFor(const std::vector<std::string> &Args, const std::vector<std::string> &Headers,
                                          const Toolchain &TC, bool Verbose) {
  static int Anchor;
  PchRequest R;
  R.Role = "frontend";
  R.Headers = Headers;
  R.LibraryDir = TC.IncludeDir;
  R.KeyParts = {"amp-clang " AMP_CLANG_VERSION " clang " CLANG_VERSION_STRING,
                executableIdentity(llvm::sys::fs::getMainExecutable(nullptr, &Anchor))};
  std::vector<std::string> Flags = absoluteSearchPaths(pchArgs(Args));
  R.KeyParts.insert(R.KeyParts.end(), Flags.begin(), Flags.end());
  PchCache Cache(PchCache::defaultDirectory(), Verbose ? &llvm::errs() : nullptr);
  return Cache.get(R, [&](const std::string &Header, const std::string &Output) {
    std::vector<std::string> Build = pchArgs(Args);
    // Clang has no CUDA header type: a CUDA PCH is built from the header as a
    // source, with -c so the driver plans one front-end job that keeps -o.
    auto Lang = std::find(Build.begin(), Build.end(), "-x");
    if (Lang != Build.end() && Lang + 1 != Build.end() && Lang[1] == "c++")
      Lang[1] = "c++-header";
    else if (Lang != Build.end() && Lang + 1 != Build.end() && Lang[1] == "cuda")
      Build.push_back("-c");
    Build.insert(Build.end(), {"-fpch-instantiate-templates", Header, "-o", Output});
    auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), llvm::vfs::getRealFileSystem());
    // Counts what the build reports: a PCH that warned would hide the warning
    // from every later compile, so it is not used.
    DiagnosticConsumer Counts;
    tooling::ToolInvocation Invocation(Build, std::make_unique<GeneratePCHAction>(), Files.get(),
                                       std::make_shared<PCHContainerOperations>());
    Invocation.setDiagnosticConsumer(&Counts);
    return Invocation.run() && Counts.getNumErrors() == 0 && Counts.getNumWarnings() == 0;
  });
}

} // namespace

std::optional<std::string> frontendPch(const std::vector<std::string> &Args, const std::vector<std::string> &Headers,
                                       const Toolchain &TC, bool Verbose, const std::vector<std::string> &UserArgs) {
  return pchSharedAcrossMacros(Args, UserArgs, [&](const std::vector<std::string> &A) {
    return frontendPchFor(A, Headers, TC, Verbose);
  });
}

std::vector<std::string> withPch(std::vector<std::string> Args, const std::string &Pch) {
  for (size_t I = 0; I + 1 < Args.size(); ++I)
    if (Args[I] == "-include" && Args[I + 1] == "amp_clang/restrict.h") {
      Args[I] = "-include-pch";
      Args[I + 1] = Pch;
      break;
    }
  return Args;
}

AmpFirstCheck::AmpFirstCheck(const SourceManager &SM, std::string AmpH, const std::vector<std::string> &Dirs,
                             std::vector<std::string> Leading)
    : SM(SM), AmpH(std::move(AmpH)), Leading(std::move(Leading)) {
  for (const std::string &Dir : Dirs) {
    llvm::SmallString<256> Real;
    Untouched.push_back(llvm::sys::fs::real_path(Dir, Real) ? Dir : std::string(Real) + "/");
  }
}

const FileEntry *AmpFirstCheck::chainHeader(SourceLocation Loc) const {
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(Loc)));
  return Entry && Chain.count(&Entry->getFileEntry()) ? &Entry->getFileEntry() : nullptr;
}

bool AmpFirstCheck::inChain(SourceLocation Loc) const {
  return Loc.isValid() && (SM.getFileID(SM.getExpansionLoc(Loc)) == SM.getMainFileID() || chainHeader(Loc));
}

void AmpFirstCheck::fail(SourceLocation Loc, const char *Reason) {
  if (!Reached && Why.empty() && inChain(Loc))
    Why = Reason;
}

void AmpFirstCheck::tested(SourceLocation Loc, const MacroDefinition &MD) {
  const MacroInfo *MI = MD.getMacroInfo();
  if (!MI || MI->getDefinitionLoc().isInvalid())
    return;
  FileID F = SM.getFileID(SM.getExpansionLoc(MI->getDefinitionLoc()));
  if (SM.getFileEntryRefForID(F)) // defined by a header, not the command line
    fail(Loc, "a conditional on a header's macro comes before amp.h");
}

void AmpFirstCheck::token(const Token &T) {
  if (T.isNot(tok::eof))
    fail(T.getLocation(), "code comes before amp.h");
}

void AmpFirstCheck::InclusionDirective(SourceLocation HashLoc, const Token &, llvm::StringRef FileName, bool IsAngled,
                                       CharSourceRange, OptionalFileEntryRef File, llvm::StringRef, llvm::StringRef,
                                       const Module *, bool, SrcMgr::CharacteristicKind) {
  // The user's -include flags: Clang's predefines buffer includes each file.
  bool Forced = HashLoc.isValid() && SM.getBufferName(SM.getExpansionLoc(HashLoc)) == "<built-in>";
  if (Reached || !Why.empty() || !(Forced || inChain(HashLoc)))
    return;
  if (const FileEntry *Header = chainHeader(HashLoc))
    Guards.erase(Header);
  if (!File) {
    fail(HashLoc, "a header that is not found comes before amp.h");
    return;
  }
  // Clang's paths to the system headers may climb out of a symbolic link
  // (/lib/gcc/.../../../../include): compare where the file really is.
  llvm::SmallString<256> Real;
  std::string Path = llvm::sys::fs::real_path(File->getName(), Real) ? normalizedPath(File->getName())
                                                                     : std::string(Real);
  if (Path == AmpH) {
    if (Seen == Leading.size())
      Reached = true;
    else
      fail(HashLoc, "the source includes fewer headers before amp.h than the PCH holds");
    return;
  }
  bool System = llvm::any_of(Untouched, [&](const std::string &Dir) { return llvm::StringRef(Path).starts_with(Dir); });
  if (!System) { // a user's header: followed on the way to amp.h
    Chain.insert(&File->getFileEntry());
    return;
  }
  // The PCH holds these headers in this order; a conditional may have left one out.
  if (!IsAngled || Seen == Leading.size() || Leading[Seen] != FileName) {
    fail(HashLoc, "the source's includes before amp.h differ from those the PCH holds");
    return;
  }
  ++Seen;
}

void AmpFirstCheck::MacroDefined(const Token &Name, const MacroDirective *) {
  // A user's header may define its include guard, the macro its `#ifndef` just tested.
  if (const FileEntry *Header = chainHeader(Name.getLocation()); Header && Name.getIdentifierInfo()) {
    auto Guard = Guards.find(Header);
    if (Guard != Guards.end() && Guard->second == Name.getIdentifierInfo()->getName()) {
      Guards.erase(Guard);
      return;
    }
  }
  fail(Name.getLocation(), "a macro is defined before amp.h");
}

void AmpFirstCheck::MacroUndefined(const Token &Name, const MacroDefinition &, const MacroDirective *) {
  fail(Name.getLocation(), "a macro is undefined before amp.h");
}

void AmpFirstCheck::MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange, const MacroArgs *) {
  tested(Name.getLocation(), MD);
}

void AmpFirstCheck::Defined(const Token &Name, const MacroDefinition &MD, SourceRange) {
  tested(Name.getLocation(), MD);
}

void AmpFirstCheck::Ifdef(SourceLocation Loc, const Token &, const MacroDefinition &MD) { tested(Loc, MD); }
void AmpFirstCheck::Elifdef(SourceLocation Loc, const Token &, const MacroDefinition &MD) { tested(Loc, MD); }
void AmpFirstCheck::Elifndef(SourceLocation Loc, const Token &, const MacroDefinition &MD) { tested(Loc, MD); }

void AmpFirstCheck::Ifndef(SourceLocation Loc, const Token &Name, const MacroDefinition &MD) {
  tested(Loc, MD);
  if (const FileEntry *Header = chainHeader(Loc); Header && Name.getIdentifierInfo())
    Guards[Header] = Name.getIdentifierInfo()->getName().str();
}

void AmpFirstCheck::PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) {
  // `#pragma once` in a user's header on the way: the header is read once either way.
  if (chainHeader(Loc)) {
    llvm::StringRef Line = llvm::StringRef(SM.getCharacterData(Loc)).take_until([](char C) { return C == '\n'; });
    Line = Line.ltrim(" \t#").ltrim();
    if (Line.consume_front("pragma") && Line.split("//").first.trim() == "once")
      return;
  }
  fail(Loc, "a pragma comes before amp.h");
}

} // namespace ampclang
