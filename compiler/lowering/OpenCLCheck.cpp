// Parses the generated OpenCL C with Clang's OpenCL front end, in process.
#include "lowering/OpenCLCheck.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/PCHContainerOperations.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace ampclang {
namespace {

constexpr const char *ProgramPath = "/amp-clang-generated/kernels.cl";

/// Keeps the first error, with its line.
class FirstError : public DiagnosticConsumer {
public:
  std::optional<OpenCLError> Found;
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error || Found)
      return;
    OpenCLError E;
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    E.Message = std::string(Message);
    E.Undefined = DiagnosticIDs::isBuiltinWarningOrExtension(Info.getID());
    if (Info.hasSourceManager() && Info.getLocation().isValid())
      E.Line = Info.getSourceManager().getPresumedLineNumber(Info.getLocation());
    Found = std::move(E);
  }
};

/// The name of the __kernel function holding \p Line: the last one that starts
/// at or before it (helpers come before kernels in the program).
std::string kernelOf(llvm::StringRef Program, unsigned Line) {
  std::string Kernel;
  unsigned N = 1;
  for (llvm::StringRef Rest = Program; !Rest.empty() && N <= Line; ++N) {
    auto [Text, Next] = Rest.split('\n');
    if (Text.consume_front("__kernel void "))
      Kernel = Text.take_until([](char C) { return C == '('; }).str();
    Rest = Next;
  }
  return Kernel;
}

std::string lineOf(llvm::StringRef Program, unsigned Line) {
  for (unsigned N = 1; N < Line && !Program.empty(); ++N)
    Program = Program.split('\n').second;
  return Program.split('\n').first.trim().str();
}

} // namespace

std::optional<OpenCLError> checkOpenCL(const std::string &Program, const std::string &ResourceDir) {
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(ProgramPath, 0, llvm::MemoryBuffer::getMemBufferCopy(Program, ProgramPath));
  auto Files = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  Files->pushOverlay(Memory);
  auto Manager = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Files);
  // The flags of test/opencl/check_validity.py: OpenCL C 1.2, the runtime's
  // target version, with the builtins' declarations of Clang's default header.
  // Warnings that mean undefined behaviour are errors: a lowering that returns
  // a stack address computes garbage. (Not -Wuninitialized: C++ copies an
  // object whose constructor sets nothing, an empty class say, which C reads
  // as an uninitialised struct.)
  std::vector<std::string> Args = {"clang", "-fsyntax-only", "-x", "cl", "-cl-std=CL1.2", "-Xclang",
                                   "-finclude-default-header", "-resource-dir", ResourceDir, "-Wno-everything"};
  for (const char *Warning : {"return-stack-address", "shift-count-overflow", "shift-count-negative",
                              "array-bounds", "division-by-zero", "dangling"})
    Args.push_back(std::string("-Werror=") + Warning);
  Args.push_back(ProgramPath);
  tooling::ToolInvocation Invocation(Args, std::make_unique<SyntaxOnlyAction>(), Manager.get(),
                                     std::make_shared<PCHContainerOperations>());
  FirstError Errors;
  Invocation.setDiagnosticConsumer(&Errors);
  bool Ok = Invocation.run();
  if (Ok && !Errors.Found)
    return std::nullopt;
  OpenCLError E = Errors.Found.value_or(OpenCLError{0, "the OpenCL front end did not run", "", ""});
  if (E.Line) {
    E.Kernel = kernelOf(Program, E.Line);
    E.Text = lineOf(Program, E.Line);
  }
  return E;
}

void breakOpenCLForTest(std::string &Program) {
  size_t Kernel = Program.find("\n__kernel void ");
  size_t Body = Kernel == std::string::npos ? std::string::npos : Program.find("{\n", Kernel);
  if (Body != std::string::npos)
    Program.insert(Body + 2, "  amp_clang_test_undeclared_name;\n");
}

} // namespace ampclang
