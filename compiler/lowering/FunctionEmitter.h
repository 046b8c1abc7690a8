// Emits the OpenCL C body of one function or kernel from its Clang AST.
#pragma once

#include "lowering/TypeLowering.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>

namespace ampclang {

class ProgramLowering;

/// How the emitted code names a variable, and where it lives.
struct VarBinding {
  std::string Expr;                    ///< "amp_args->c0_x", "idx", "(*p)"
  AddrSpace Space = AddrSpace::Private;
  bool IsView = false;                 ///< an array_view or array (an amp_av_* struct named Expr)
  int Rank = 0;
  std::string Data;                    ///< views: the __global element pointer
  std::string Meta;                    ///< views: the descriptor (a value)
  std::string ViewType;                ///< views: the amp_av_* struct
  AddrSpace PointeeSpace = AddrSpace::Private; ///< pointers: where they point

  /// A variable named by \p Expr, living in \p Space.
  static VarBinding plain(std::string Expr, AddrSpace Space) {
    VarBinding B;
    B.Expr = std::move(Expr);
    B.Space = Space;
    return B;
  }
};

class FunctionEmitter {
public:
  FunctionEmitter(ProgramLowering &P, const clang::FunctionDecl &Fn);

  void bind(const clang::ValueDecl *D, VarBinding B) { Bindings[D] = std::move(B); }
  void setThis(std::string Expr, AddrSpace Space) { This = std::move(Expr); ThisSpace = Space; }
  /// What `return;` becomes (constructors return the object they build).
  void setBareReturn(std::string Text) { BareReturn = std::move(Text); }
  /// Kernels collect their tile_static variables here, to declare them first.
  void hoistLocalsInto(std::string &Out) { HoistLocals = &Out; }
  /// A function receives the tile_static variable \p V (its own or a
  /// callee's) through the pointer parameter \p Pointer.
  void bindTileStatic(const clang::VarDecl *V, const std::string &Pointer);
  /// The statements of \p Body, without the enclosing braces.
  std::string body(const clang::Stmt *Body, int Indent);
  bool failed() const { return Failed; }
  /// Declarations of the private temporaries the body needs, to come first.
  const std::string &temporaries() const { return Temporaries; }
  /// Functions returning a reference: where the returned references point.
  AddrSpace returnSpace() const { return ReturnSpace.value_or(AddrSpace::Private); }

  // Expressions (ExprEmitter.cpp).
  std::string expr(const clang::Expr *E);
  AddrSpace spaceOf(const clang::Expr *E);
  /// A pointer to the lvalue \p E.
  std::string addressOf(const clang::Expr *E);
  /// Where the pointer \p E points.
  AddrSpace pointeeSpace(const clang::Expr *E);
  /// A view-typed expression as an amp_av_* value (an lvalue where it names one).
  std::string viewValue(const clang::Expr *E);
  /// Binds a parameter or local of view type named \p Name.
  void bindView(const clang::ValueDecl *D, const std::string &Name, clang::QualType T);
  std::string type(clang::QualType T, clang::SourceLocation Loc);
  ProgramLowering &program() { return P; }

private:
  // Statements (StmtEmitter.cpp).
  void stmt(const clang::Stmt *S, int Indent);
  void varDecl(const clang::VarDecl *V, int Indent);
  const clang::Expr *firstAssignment(const clang::Stmt *Body, const clang::VarDecl *V);
  std::string initializer(const clang::Expr *Init, clang::QualType T);
  void line(int Indent, const std::string &Text);

  // Expressions.
  std::string conversion(const clang::CastExpr *E);
  std::string call(const clang::CallExpr *E);
  std::string callArgs(const clang::FunctionDecl &FD, llvm::ArrayRef<const clang::Expr *> Args,
                       std::string &Sig);
  std::string construct(const clang::CXXConstructExpr *E);
  std::string declRef(const clang::DeclRefExpr *E);
  std::string member(const clang::MemberExpr *E);
  std::string literal(const clang::Expr *E, bool &Handled);
  std::string initList(const clang::InitListExpr *E);

  // amp.h built-ins (AmpBuiltins.cpp): true if \p E was one.
  bool ampBuiltin(const clang::Expr *E, std::string &Out);
  bool ampMethod(const clang::CXXMethodDecl &M, const clang::Expr *Object,
                 llvm::ArrayRef<const clang::Expr *> Args, const clang::Expr *E, std::string &Out);
  // array and array_view (ViewEmitter.cpp).
  bool viewMethod(const clang::CXXMethodDecl &M, const clang::Expr *Object,
                  llvm::ArrayRef<const clang::Expr *> Args, const clang::Expr *E, std::string &Out);
  bool viewMethodAs(const clang::CXXMethodDecl &M, const clang::Expr *Object,
                    llvm::ArrayRef<const clang::Expr *> Args, const clang::Expr *E, std::string &Out);
  std::string viewConstruct(const clang::CXXConstructExpr *C);
  /// \p E as a value of the view type \p T (read-only where \p T is).
  std::string viewValueAs(const clang::Expr *E, clang::QualType T);
  bool ampFreeFunction(const clang::FunctionDecl &F, llvm::ArrayRef<const clang::Expr *> Args,
                       const clang::Expr *E, std::string &Out);
  const VarBinding *viewBinding(const clang::Expr *E);

  std::string fail(const clang::Stmt *S, llvm::StringRef What);
  /// A pointer to \p V's storage: a parameter, or (in a kernel) hoisted storage.
  std::string tileStaticPointer(const clang::VarDecl *V);
  /// A pointer to a private copy of the prvalue \p E (a method called on a
  /// temporary object): OpenCL C gives a compound literal's address no space.
  std::string temporaryAddress(const clang::Expr *E);

  ProgramLowering &P;
  const clang::FunctionDecl &Fn;
  llvm::DenseMap<const clang::ValueDecl *, VarBinding> Bindings;
  std::string This = "amp_this";
  AddrSpace ThisSpace = AddrSpace::Private;
  std::string BareReturn = "return;";
  std::string *HoistLocals = nullptr;
  unsigned HoistedCount = 0;
  std::string Temporaries;
  unsigned TemporaryCount = 0;
  llvm::DenseMap<const clang::VarDecl *, std::string> TileStaticPointers;
  std::optional<AddrSpace> ReturnSpace;
  /// Calls returning references: where the result lives (see spaceOf).
  llvm::DenseMap<const clang::CallExpr *, AddrSpace> CallSpaces;
  std::string Out;
  bool Failed = false;
};

} // namespace ampclang
