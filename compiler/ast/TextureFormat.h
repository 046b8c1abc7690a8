// What the texture rules need to know of a texture class and its element
// type, read from the AST as <amp_graphics.h>'s format traits define them.
#pragma once

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"

#include <string>

namespace ampclang {

/// A texture element type: its scalar kind and number of components.
struct TextureElement {
  enum Kind { Int, Uint, Float, Double, Norm, Unorm, None } Scalar = None;
  int Components = 0;
  bool Const = false;

  /// One of C++ AMP's texture formats (rank aside).
  bool valid() const;
  /// Read and written in one view: one-component int, unsigned int, float.
  bool readWrite() const { return Components == 1 && (Scalar == Int || Scalar == Uint || Scalar == Float); }
  /// Filtered: float, norm and unorm.
  bool sampled() const { return Scalar == Float || Scalar == Norm || Scalar == Unorm; }
};

/// \p T's element (short vector types by their concurrency::graphics names).
TextureElement textureElement(clang::QualType T);

/// texture, texture_view or writeonly_texture_view (a specialization of
/// one), its element and rank; null if \p RD is none of them.
struct TextureClass {
  llvm::StringRef Name; ///< "texture", "texture_view", "writeonly_texture_view"
  clang::QualType ElementType;
  TextureElement Element;
  int Rank = 0;
};
bool textureClass(const clang::CXXRecordDecl *RD, TextureClass &Out);

/// \p T as C++ AMP code names it (`unorm_4`, not `Concurrency::graphics::unorm_4`).
std::string textureTypeName(clang::QualType T, const clang::ASTContext &Ctx);

} // namespace ampclang
