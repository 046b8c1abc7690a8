#include "ast/TextureFormat.h"
#include "ast/KernelSite.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace ampclang {

bool TextureElement::valid() const {
  if (Scalar == None || Components < 1 || Components > 4)
    return false;
  if (Scalar == Double)
    return Components <= 2;
  if (Components == 3)
    return Scalar == Int || Scalar == Uint || Scalar == Float;
  return true;
}

static TextureElement::Kind scalarKind(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (T->isSpecificBuiltinType(BuiltinType::Int))
    return TextureElement::Int;
  if (T->isSpecificBuiltinType(BuiltinType::UInt))
    return TextureElement::Uint;
  if (T->isSpecificBuiltinType(BuiltinType::Float))
    return TextureElement::Float;
  if (T->isSpecificBuiltinType(BuiltinType::Double))
    return TextureElement::Double;
  llvm::StringRef Name = ampClassName(T);
  if (Name == "norm")
    return TextureElement::Norm;
  if (Name == "unorm")
    return TextureElement::Unorm;
  return TextureElement::None;
}

TextureElement textureElement(QualType T) {
  TextureElement E;
  E.Const = T.isConstQualified();
  E.Scalar = scalarKind(T);
  if (E.Scalar != TextureElement::None) {
    E.Components = 1;
    return E;
  }
  // int_2 ... unorm_4: the kind, '_', the number of components.
  llvm::StringRef Name = ampClassName(T.getCanonicalType());
  auto [Kind, Count] = Name.rsplit('_');
  if (Count.size() != 1 || Count[0] < '2' || Count[0] > '4')
    return E;
  E.Components = Count[0] - '0';
  E.Scalar = llvm::StringSwitch<TextureElement::Kind>(Kind)
                 .Case("int", TextureElement::Int)
                 .Case("uint", TextureElement::Uint)
                 .Case("float", TextureElement::Float)
                 .Case("double", TextureElement::Double)
                 .Case("norm", TextureElement::Norm)
                 .Case("unorm", TextureElement::Unorm)
                 .Default(TextureElement::None);
  if (E.Scalar == TextureElement::None)
    E.Components = 0;
  return E;
}

bool textureClass(const CXXRecordDecl *RD, TextureClass &Out) {
  llvm::StringRef Name = ampClassName(RD);
  if (Name != "texture" && Name != "texture_view" && Name != "writeonly_texture_view")
    return false;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || Spec->getTemplateArgs().size() != 2)
    return false;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args[0].getKind() != TemplateArgument::Type || Args[1].getKind() != TemplateArgument::Integral)
    return false;
  Out.Name = Name;
  Out.ElementType = Args[0].getAsType();
  Out.Element = textureElement(Out.ElementType);
  Out.Rank = static_cast<int>(Args[1].getAsIntegral().getExtValue());
  return true;
}

std::string textureTypeName(QualType T, const ASTContext &Ctx) {
  PrintingPolicy P(Ctx.getLangOpts());
  P.SuppressScope = true;
  return T.getAsString(P);
}

} // namespace ampclang
