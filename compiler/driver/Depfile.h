// -MD/-MMD: the make-syntax dependency file of one source, from the headers
// the front end read (from the PCH too), so no -M flag reaches a compiler and
// the precompiled headers stay on.
#pragma once

#include "driver/Options.h"

#include "clang/Frontend/Utils.h"

#include <memory>
#include <string>
#include <vector>

namespace ampclang {

/// Records the files the front end reads, those of a PCH it loads included;
/// the PCH cache's own files (a build artefact, not a source) are left out.
class HeaderCollector : public clang::DependencyCollector {
public:
  HeaderCollector(bool SystemHeaders, std::string SkippedDir)
      : SystemHeaders(SystemHeaders), SkippedDir(std::move(SkippedDir)) {}
  bool needSystemDependencies() override { return SystemHeaders; }
  /// Files entered or skipped by an include guard, as Clang's own collector,
  /// but not those `__has_include` only probes (libstdc++'s probe of
  /// <tbb/tbb.h>): a precompiled header's input files never list those, and
  /// the dependencies must not depend on whether a PCH served the compile.
  void attachToPreprocessor(clang::Preprocessor &PP) override;
  bool sawDependency(llvm::StringRef Filename, bool FromModule, bool IsSystem, bool IsModuleFile,
                     bool IsMissing) override;

private:
  bool SystemHeaders;
  std::string SkippedDir; ///< ends in '/'; empty: nothing skipped
};

/// A collector for \p Opts' -MD/-MMD, or none without them.
std::shared_ptr<HeaderCollector> makeHeaderCollector(const DriverOptions &Opts);

/// The dependency file of \p Source compiled to \p Object: -MF, else \p
/// Object's name with .d (clang's default beside the object); with -M/-MM,
/// -o or (empty) stdout.
std::string depfilePath(const DriverOptions &Opts, const std::string &Object);

/// The object a source compiles to, as named in the depfile and by -c: -o,
/// else the source's stem with .o.
std::string defaultObjectName(const DriverOptions &Opts, const std::string &Source);

/// The make rule: targets (-MT/-MQ, else \p Object quoted), \p Source then
/// \p Headers each once, and with -MP a phony rule per header.
std::string depfileText(const DepfileOptions &D, const std::string &Object, const std::string &Source,
                        const std::vector<std::string> &Headers);

} // namespace ampclang
