// Where each captured value of a kernel lives in its __constant argument block.
#pragma once

#include "ast/KernelSite.h"

#include <string>
#include <vector>

namespace ampclang {

/// One captured variable of a kernel lambda and its place in the argument block.
struct CaptureSlot {
  enum KindT { Value, View, Object } Kind = Value;
  /// The captured variable (or init-capture); for functor kernels the view
  /// member, or null for the Object slot holding the functor itself.
  const clang::ValueDecl *Var = nullptr;
  const clang::LambdaCapture *Capture = nullptr;
  clang::QualType Type;                   ///< the captured type, no reference
  std::string Field;                      ///< its field name in the device block
  uint64_t Offset = 0;                    ///< bytes from the block's start
  uint64_t Size = 0;                      ///< bytes it takes in the block
  int Rank = 0;                           ///< views: rank
  clang::QualType Element;                ///< views: element type (with const)
  bool ReadOnly = false;                  ///< views of const elements
  unsigned ViewArg = 0;                   ///< views: the kernel argument index
  bool ByReference = false;               ///< captured by reference
  uint64_t MemberOffset = 0;              ///< functor view members: offset in the object
};

struct CaptureLayout {
  std::vector<CaptureSlot> Slots;
  uint64_t DomainSize = 0;    ///< the compute domain's ints at offset 0
  uint64_t BlockSize = 0;     ///< the whole block, rounded up to 16 bytes
  uint64_t CapturedBytes = 0; ///< what the captures themselves take (host sizes)
  bool CapturesThis = false;
};

/// The layout of \p Site's captures. A lambda's captures each get a slot; a
/// functor travels whole (an Object slot) followed by one View slot per
/// array or array_view data member.
CaptureLayout computeCaptureLayout(const KernelSite &Site, clang::ASTContext &Ctx);

/// The bytes a view descriptor of rank \p Rank takes in the block (amp_clang::view_meta).
inline uint64_t viewMetaSize(int Rank) { return 4u * (2u * Rank + 1u); }

} // namespace ampclang
