// -fsanitize=amp-bounds for textures (docs/sanitizer.md): an element read
// (get, [], ()) or write (set) of a texture, texture_view or
// writeonly_texture_view in the user's code is checked against the extent of
// the level it touches. Out of bounds, the read gives 0 and the write is
// dropped, as for views. Sampled reads (sample, gather) are addressed by the
// sampler's mode and never out of bounds: not checked.
#include "lowering/Sanitizer.h"
#include "ast/KernelSite.h"
#include "ast/Restriction.h"
#include "lowering/FunctionEmitter.h"
#include "lowering/OpenCLPrelude.h"
#include "lowering/ProgramLowering.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;

namespace ampclang {

/// Whether evaluating \p E twice is harmless: no assignment or increment,
/// and no call but of the amp library's (`i[0]`, `idx + 1`).
static bool repeatable(ASTContext &Ctx, const Expr *E) {
  struct Calls : RecursiveASTVisitor<Calls> {
    bool User = false;
    bool VisitCallExpr(CallExpr *C) {
      const FunctionDecl *F = C->getDirectCallee();
      if (!F || !isAmpLibraryDecl(*F))
        User = true;
      return !User;
    }
  } Scan;
  Scan.TraverseStmt(const_cast<Expr *>(E));
  return !Scan.User && !E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false);
}

std::string FunctionEmitter::sanitizeTextureCall(const CallExpr *E) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(E->getDirectCallee());
  if (!M || isAmpLibraryDecl(Fn))
    return call(E);
  QualType Cls(M->getParent()->getTypeForDecl(), 0);
  llvm::StringRef Name = ampClassName(Cls);
  if (Name != "texture" && Name != "texture_view" && Name != "writeonly_texture_view")
    return call(E);
  bool Op = M->isOverloadedOperator();
  OverloadedOperatorKind OK = M->getOverloadedOperator();
  llvm::StringRef Method = M->getIdentifier() ? M->getName() : "";
  bool Write = Method == "set";
  if (!(Write || Method == "get" || (Op && (OK == OO_Subscript || OK == OO_Call))))
    return call(E);
  // The object and the index, as the user wrote them.
  const Expr *Object = nullptr;
  llvm::SmallVector<const Expr *, 4> Args;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    Object = MC->getImplicitObjectArgument();
    Args.append(MC->arg_begin(), MC->arg_end());
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E); OC && OC->getNumArgs() >= 1) {
    Object = OC->getArg(0);
    Args.append(OC->arg_begin() + 1, OC->arg_end());
  }
  if (!Object || Args.empty())
    return call(E);
  int Rank = ampTemplateInt(Cls, 1);
  if (Rank < 1 || Rank > 3)
    return call(E);
  ASTContext &Ctx = P.context();
  // Both are evaluated twice (the check, then the call): only where that is harmless.
  if (!repeatable(Ctx, Object))
    return call(E);
  unsigned IndexArgs = ampClassName(Args[0]->getType()) == "index" ? 1 : (Write ? 0 : Args.size());
  if (IndexArgs == 0 || IndexArgs > Args.size())
    return call(E);
  for (unsigned K = 0; K < IndexArgs; ++K)
    if (!repeatable(Ctx, Args[K]))
      return call(E);
  if (ampClassName(Args[0]->getType()) != "index" && IndexArgs != static_cast<unsigned>(Rank))
    return call(E);
  std::string R = std::to_string(Rank);
  P.prelude().requireRank(Rank);
  std::string Index;
  if (IndexArgs == 1 && ampClassName(Args[0]->getType()) == "index") {
    Index = expr(Args[0]);
  } else {
    Index = "amp_index_make_" + R + "(";
    for (unsigned K = 0; K < IndexArgs; ++K)
      Index += (K ? ", " : "") + std::string("(int)(") + expr(Args[K]) + ")";
    Index += ")";
  }
  std::string O = expr(Object);
  if (Object->getType()->isPointerType())
    O = "(*" + O + ")";
  // The level the access touches.
  std::string Level = "0";
  if (Name == "texture_view") {
    QualType Elem;
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(M->getParent()))
      Elem = Spec->getTemplateArgs()[0].getAsType();
    if (!Elem.isNull() && Elem.isConstQualified()) {
      Level = "(" + O + ").m_first";
      if (Method == "get" && Args.size() == 2 && repeatable(Ctx, Args[1]))
        Level += " + (int)(" + expr(Args[1]) + ")";
    } else {
      Level = "(" + O + ").m_level";
    }
  }
  // Where the host accelerator's check says (amp_clang/sanitizer.h): the
  // index where it is written, else the call's parenthesis.
  SourceLocation Loc = Args[0]->getBeginLoc();
  if (Op && IndexArgs > 1)
    if (std::optional<Token> Paren =
            Lexer::findNextToken(Object->getEndLoc(), Ctx.getSourceManager(), Ctx.getLangOpts()))
      Loc = Paren->getLocation();
  std::string What = "texture";
  const Expr *Named = Object->IgnoreParenImpCasts();
  if (const auto *D = dyn_cast<DeclRefExpr>(Named))
    What += " '" + D->getDecl()->getNameAsString() + "'";
  else if (const auto *ME = dyn_cast<MemberExpr>(Named))
    What += " '" + ME->getMemberDecl()->getNameAsString() + "'";
  unsigned Site = sanitizerSite(Ctx, Loc, What);
  std::string In = "(uint)i.v[0] < (uint)amp_san_tex_dim(d0, level)";
  if (Rank > 1)
    In += " && (uint)i.v[1] < (uint)amp_san_tex_dim(d1, level)";
  if (Rank > 2)
    In += " && (uint)i.v[2] < (uint)amp_san_tex_dim(d2, level)";
  auto comp = [&](int K) { return K < Rank ? llvm::formatv("i.v[{0}]", K).str() : std::string("0"); };
  auto ext = [&](int K) {
    return K < Rank ? llvm::formatv("amp_san_tex_dim(d{0}, level)", K).str() : std::string("0");
  };
  P.prelude().requireHelper("amp_san_2_tex", "inline int amp_san_tex_dim(int d, int level) { d >>= level; return d < 1 ? 1 : d; }\n");
  P.prelude().requireHelper(
      "amp_san_2_tex_" + R,
      llvm::formatv("int amp_san_tex_{0}(amp_index_{0} i, int d0, int d1, int d2, int level, uint site, __global uint *san) {{ "
                    "if ({1}) return 1; amp_san_report(san, 1u, site, {0}u, {2}, {3}, {4}, {5}, {6}, {7}, 0u); return 0; }\n",
                    R, In, comp(0), comp(1), comp(2), ext(0), ext(1), ext(2))
          .str());
  std::string Check = "amp_san_tex_" + R + "(" + Index + ", (" + O + ").m_texels.dim0, (" + O + ").m_texels.dim1, (" +
                      O + ").m_texels.dim2, " + Level + ", " + std::to_string(Site) + "u, amp_san)";
  std::string Call = call(E);
  if (Write || E->getType()->isVoidType())
    return "(" + Check + " ? (void)(" + Call + ") : (void)0)";
  QualType T = E->getType().getNonReferenceType().getUnqualifiedType();
  std::string Zero = T->isScalarType() ? "(" + type(T, E->getExprLoc()) + ")0" : "((" + type(T, E->getExprLoc()) + "){0})";
  return "(" + Check + " ? " + Call + " : " + Zero + ")";
}

} // namespace ampclang
