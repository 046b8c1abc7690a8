// The functions overloaded on restriction, as the spelling stage names them.
#pragma once

#include "llvm/ADT/StringSet.h"

namespace ampclang {

/// Each name is spelled from the declarations' text: named namespaces and
/// classes around it ("N::Class::name"), constructors as "S::S", operators as
/// "S::operator=". The checks find a declaration's entry with isRestrictionTwin.
struct TwinNames {
  /// "N::Class::name" of every overload set split by restriction.
  llvm::StringSet<> Scoped;
  /// The same for the sets that also have restrict(cpu)-only overloads, which
  /// the host compile may choose (hasCpuOnlyTwins).
  llvm::StringSet<> WithCpuOverloads;
  /// "Class::name" without namespaces, for sharesNameWithTwin.
  llvm::StringSet<> Unscoped;

  bool empty() const { return Scoped.empty(); }
  void clear() { *this = TwinNames(); }
  void insertAll(const TwinNames &Other) {
    for (const auto &Set : {&TwinNames::Scoped, &TwinNames::WithCpuOverloads, &TwinNames::Unscoped})
      for (const auto &Name : Other.*Set)
        (this->*Set).insert(Name.first());
  }
};

} // namespace ampclang
