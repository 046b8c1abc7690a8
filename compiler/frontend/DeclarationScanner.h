// Reads function declarations from raw tokens, not a parse: it finds
// `name(params) quals restrict(...) {body}` and `name(params) {body}` at
// namespace and class scope, and in local classes. The restriction views
// (RestrictionViews.h) decide from these what each side sees.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>
#include <vector>

namespace ampclang {

struct FunctionDeclText {
  std::string Name;     ///< "Class::name" or "name"
  std::string Key;      ///< Name and parameter types: "Class::name(int,const S &)const"
  size_t Begin, End;    ///< the declaration's text, body included
  size_t BodyOpen = 0;  ///< the token opening its body; 0 for a declaration
  size_t BodyOffset = 0; ///< where that token is in the text
  bool Cpu, Amp;
  std::string RequiredKey; ///< Name and the types of the parameters without a default
  unsigned NumParams = 0;
  std::vector<std::pair<size_t, size_t>> Defaults; ///< each `= value` of a parameter
  std::vector<std::string> ParamTypes;              ///< as in Key, one a parameter
  size_t NameOffset = 0;  ///< the name's own identifier (`g` of `S::g`)
  size_t NameEnd = 0;     ///< just past the name's last token (`operator()` whole)
  bool Qualified = false; ///< named `X::name`, outside X's body
  bool Templated = false; ///< a template, or inside one (class or function)
  std::string Namespace;  ///< the enclosing named namespaces, "A::B"; "" at global scope
  /// The scopes around Name, written before it to tell apart overload sets
  /// of one name in two scopes: named namespaces, enclosing classes and, for
  /// local classes, the body holding them ("N::Outer::", "N::{120}::").
  std::string Group;
};

/// `using A::B::name;` at namespace scope: a name brought in from a namespace
/// (or a class: the views tell them apart by what they declare).
struct UsingDeclText {
  size_t Begin, End;     ///< `using` to `;`, both included
  std::string Qualifier; ///< "A::B", without a leading `::`
  std::string Name;
  std::string Group;     ///< the scope it brings the name into (FunctionDeclText::Group)
};

/// Lines of a file (first and last, counted from 1) that the preprocessor
/// skipped: the insides of false `#if`, `#ifdef` and `#ifndef` groups.
using SkippedLines = std::vector<std::pair<unsigned, unsigned>>;

/// Every function declaration of \p Source, in order. \p Macros: object-like
/// macros that stand for restriction specifiers (bit 1 cpu, bit 2 amp).
/// Declarations on \p Skipped lines are out of the program and not read.
/// \p Usings, when given, receives the using-declarations at namespace scope.
std::vector<FunctionDeclText> scanFunctionDeclarations(llvm::StringRef Source, const clang::LangOptions &LO,
                                                       const llvm::StringMap<unsigned> *Macros,
                                                       const SkippedLines *Skipped = nullptr,
                                                       std::vector<UsingDeclText> *Usings = nullptr);

} // namespace ampclang
