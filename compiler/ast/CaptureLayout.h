// Where each captured value of a kernel lives in its __constant argument block.
#pragma once

#include "ast/KernelSite.h"
#include "ast/ViewUse.h"

#include <string>
#include <vector>

namespace ampclang {

/// One captured variable of a kernel lambda and its place in the argument block.
struct CaptureSlot {
  /// Holder: a captured struct holding views; its host bytes travel whole and
  /// each view it holds that the kernel uses follows as a View slot.
  enum KindT { Value, View, Object, Holder } Kind = Value;
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
  uint64_t MemberOffset = 0;              ///< functor and holder views: offset in the object
  bool Writes = true;                     ///< views: the kernel may write their elements
  int HolderSlot = -1;                    ///< views inside a Holder: its slot
  /// Holders: a functor's data member, whose bytes are the Object slot's (it
  /// takes no place of its own in the block; MemberOffset is where it is).
  bool InObject = false;
  ViewPath Path;                          ///< views inside a Holder: where in it
};

struct CaptureLayout {
  std::vector<CaptureSlot> Slots;
  uint64_t DomainSize = 0;    ///< the compute domain's ints at offset 0
  uint64_t BlockSize = 0;     ///< the whole block, rounded up to 16 bytes
  uint64_t CapturedBytes = 0; ///< what the captures themselves take (host sizes)
  bool CapturesThis = false;
  /// A captured struct holds a view the layout cannot place (in an array, or
  /// behind a virtual base): the capture named here.
  const clang::ValueDecl *UnplacedView = nullptr;
  /// A functor's reference member to a texture (or a texture view): not lowered.
  const clang::FieldDecl *TextureReference = nullptr;
};

/// The layout of \p Site's captures. A lambda's captures each get a slot; a
/// functor travels whole (an Object slot) followed by one View slot per
/// array or array_view data member, and an InObject Holder slot per data
/// member that is a struct holding views (with a View slot per view in it).
CaptureLayout computeCaptureLayout(const KernelSite &Site, clang::ASTContext &Ctx);

/// The bytes a view descriptor of rank \p Rank takes in the block (amp_clang::view_meta).
inline uint64_t viewMetaSize(int Rank) { return 4u * (2u * Rank + 1u); }

} // namespace ampclang
