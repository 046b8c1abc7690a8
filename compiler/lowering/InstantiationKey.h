// Kernels written in templates: one host text, one kernel per instantiation.
// Capture types alone do not tell instantiations apart (`v[i] += K` for
// addk<1> and addk<2> captures the same types), so the key also holds the
// template arguments of the functions and classes around the text.
#pragma once

#include "lowering/Names.h"

#include "clang/AST/Decl.h"

#include <string>
#include <vector>

namespace ampclang {

struct InstantiationKey {
  /// Host spellings, each a type for amp_clang::type_key: a type parameter's
  /// name, or `::amp_clang::value_tag<(long long)(K)>` for a value parameter.
  std::vector<std::string> HostTypes;
  /// The same, as the host's typeid names, each followed by ';'.
  std::string DeviceKey;
};

/// The template arguments \p Context's text can name: those of \p Context and
/// of the templates around it (partial and explicit specialisations
/// included), packs each ended by amp_clang::pack_end, and the types of
/// parameters declared `auto`. Template template and pointer arguments are
/// left out: instantiations differing only there are refused
/// (checkTemplateVariants).
InstantiationKey instantiationKey(const clang::FunctionDecl *Context, Names &N);

} // namespace ampclang
