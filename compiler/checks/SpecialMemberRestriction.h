// The restriction C++ AMP infers for the special members the compiler defines.
//
// An implicitly-declared (or defaulted) default constructor, copy or move
// constructor, copy or move assignment operator and destructor has the
// intersection of the restrictions of the special members it calls: those of
// its direct bases and non-static data members and, for a constructor, the
// class's own destructor (a destructor's restriction must cover every
// constructor's). An empty intersection leaves the member deleted.
#pragma once

#include "ast/Restriction.h"
#include "checks/AmpCheck.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace ampclang {

/// The kinds of special member, in the order of the diagnostics' %select.
enum class SpecialMember {
  DefaultConstructor,
  CopyConstructor,
  MoveConstructor,
  CopyAssignment,
  MoveAssignment,
  Destructor
};

/// The kind of \p FD when its restriction is inferred: an implicitly-declared
/// or defaulted special member with no restriction written on it.
std::optional<SpecialMember> getInferredSpecialMember(const clang::FunctionDecl &FD);

/// An inferred restriction, and the written functions that narrowed it.
struct InferredRestriction {
  bool Cpu = true;
  bool Amp = true;
  /// Functions with a written restriction other than restrict(cpu, amp) that
  /// the special member calls, directly or through other inferred ones.
  llvm::SmallVector<const clang::FunctionDecl *, 4> Limits;
};

/// Infers and remembers special members' restrictions for one translation unit.
class SpecialMemberRestrictions {
public:
  explicit SpecialMemberRestrictions(const CheckContext &Ctx) : Ctx(Ctx) {}

  /// The restriction of the special member \p K of \p RD. \p Decl is its
  /// declaration where Clang made one: once defined, its calls are read off
  /// the definition (Clang's own overload resolution); otherwise (trivial, or
  /// never declared) the bases' and members' special members are looked up.
  InferredRestriction get(const clang::CXXRecordDecl &RD, SpecialMember K, const clang::CXXMethodDecl *Decl);

private:
  void addCallee(InferredRestriction &R, const clang::FunctionDecl &Callee);
  void addSubobject(InferredRestriction &R, const clang::CXXRecordDecl &RD, SpecialMember K);

  const CheckContext &Ctx;
  llvm::DenseMap<std::pair<const clang::CXXRecordDecl *, unsigned>, InferredRestriction> Known;
};

} // namespace ampclang
