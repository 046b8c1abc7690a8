// Emits the OpenCL C body of one function or kernel from its Clang AST.
#pragma once

#include "lowering/TypeLowering.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

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
  std::string TaggedStruct;            ///< a reference into several spaces: its amp_ref struct
  std::string TaggedName;              ///< and the variable holding it (Expr reads it)

  /// A variable named by \p Expr, living in \p Space.
  static VarBinding plain(std::string Expr, AddrSpace Space) {
    VarBinding B;
    B.Expr = std::move(Expr);
    B.Space = Space;
    return B;
  }
};

/// The memory a C++ AMP barrier or fence named \p Name orders, as OpenCL flags.
const char *fenceFlags(llvm::StringRef Name);
/// Whether \p S is a call of a tile_barrier's wait functions.
bool isBarrierWait(const clang::Stmt *S);
/// Whether destroying an object of class \p RD runs any code on the device.
bool needsDestruction(const clang::CXXRecordDecl *RD);
/// The temporary object \p E names (through parentheses, materialisation and
/// casts that keep the object), if any.
/// \p Materialized: whether a materialisation not bound to a reference was
/// crossed on the way.
const clang::CXXBindTemporaryExpr *temporaryObject(const clang::Expr *E, bool *Materialized = nullptr);
/// Whether call() lowers calls of \p FD: the user's functions and amp.h's
/// plain amp code, but not the members of amp.h's built-in classes.
bool loweredAsCall(const clang::FunctionDecl &FD);

class FunctionEmitter {
public:
  FunctionEmitter(ProgramLowering &P, const clang::FunctionDecl &Fn);

  void bind(const clang::ValueDecl *D, VarBinding B) { Bindings[D] = std::move(B); }
  /// Emits \p Text for the expression \p E (a kernel's vector variant puts
  /// lanes of vector registers in place of element accesses).
  void overrideExpr(const clang::Expr *E, std::string Text) { Overrides[E] = std::move(Text); }
  /// Emits what \p Make returns for \p E, made where E is emitted (a kernel's
  /// image variant reads an image there, its operands emitted in their place).
  void overrideExprWith(const clang::Expr *E, std::function<std::string(FunctionEmitter &)> Make) {
    LazyOverrides[E] = std::move(Make);
  }
  void setThis(std::string Expr, AddrSpace Space) { This = std::move(Expr); ThisSpace = Space; }
  /// Where the views held by `*this` point (a struct with view members).
  void setThisViewSpace(AddrSpace Space) { ThisViewSpace = Space; }
  AddrSpace thisViewSpace() const { return ThisViewSpace; }
  /// Where the views of \p D point: a view, a struct holding views, or a
  /// pointer or reference to one.
  void setViewSpace(const clang::ValueDecl *D, AddrSpace Space) { ViewSpaces[D] = Space; }
  /// What `return;` becomes (constructors return the object they build).
  void setBareReturn(std::string Text) { BareReturn = std::move(Text); }
  /// Kernels collect their tile_static variables here, to declare them first.
  void hoistLocalsInto(std::string &Out) { HoistLocals = &Out; }
  /// A function receives the tile_static variable \p V (its own or a
  /// callee's) through the pointer parameter \p Pointer.
  void bindTileStatic(const clang::VarDecl *V, const std::string &Pointer);
  /// The statements of \p Body, without the enclosing braces.
  std::string body(const clang::Stmt *Body, int Indent);
  /// Marks the warp-synchronous blocks of a tiled kernel's body that CPU
  /// devices run step by step (LockstepBlocks.cpp).
  void findLockstepBlocks(const clang::Stmt *KernelBody);
  bool failed() const { return Failed; }
  /// Declarations of the temporaries the body needs, to come first.
  const std::string &temporaries() const { return Temporaries; }
  /// Functions returning a reference: where the returned references point.
  AddrSpace returnSpace() const { return ReturnSpace.value_or(AddrSpace::Private); }
  /// Records where a returned pointer points (ReturnSpace), one space per function.
  void noteReturnedPointer(const clang::Expr *Value);
  /// A returned reference's value where the function returns amp_ref
  /// structs; "" where it returns a pointer into one space (addressOf).
  std::string returnedReference(const clang::Expr *Value);
  /// Functions returning views (or structs holding them): where those point.
  AddrSpace returnViewSpace() const { return ReturnViewSpace.value_or(AddrSpace::Global); }
  /// Functions returning a reference into several spaces: the first
  /// emission finds they do (needsTaggedReturns), the second returns \p Struct.
  bool needsTaggedReturns() const { return NeedsTaggedReturn; }
  void setTaggedReturns(std::string Struct) { TaggedReturn = std::move(Struct); }
  bool taggedReturns() const { return !TaggedReturn.empty(); }

  // References that may point into several spaces (TaggedReferences.cpp).
  /// Whether the glvalue \p E may name objects in more than one space.
  bool isTagged(const clang::Expr *E);
  /// \p E as an amp_ref struct value.
  std::string taggedAddress(const clang::Expr *E);
  /// The amp_ref struct for \p E's type.
  std::string taggedStructOf(const clang::Expr *E);
  /// `Target Op Value` (Op "=", "+=", ..., or "++", "--", "post++", "post--"
  /// without a value) where Target is tagged.
  std::string taggedAssign(const clang::Expr *Target, const std::string &Op, const clang::Expr *Value);
  /// A parameter or local reference received as the amp_ref \p Struct named \p Name.
  void bindTagged(const clang::ValueDecl *D, const std::string &Name, const std::string &Struct);
  /// The refusal of any other use of a tagged reference \p E.
  std::string taggedUseRefused(const clang::Expr *E);

  // Expressions (ExprEmitter.cpp).
  std::string expr(const clang::Expr *E);
  AddrSpace spaceOf(const clang::Expr *E);
  /// A pointer to the lvalue \p E.
  std::string addressOf(const clang::Expr *E);
  /// The lvalue \p E as C can assign to it: through its address where it is an
  /// lvalue in C++ alone (`(a = b) = c`, `++ ++i`, `(c ? a : b) += 5`).
  std::string lvalue(const clang::Expr *E);
  /// Where the pointer \p E points.
  AddrSpace pointeeSpace(const clang::Expr *E);
  /// Where the reference or pointer a user function's call returns points.
  AddrSpace returnedSpace(const clang::CallExpr *Call);
  /// What fail() says of a pointer or reference given addresses in spaces \p A and \p B.
  static std::string twoSpaces(AddrSpace A, AddrSpace B);
  /// A view-typed expression as an amp_av_* value (an lvalue where it names one).
  std::string viewValue(const clang::Expr *E);
  /// Where the elements of the view \p E live; for a struct holding views (or
  /// a pointer or reference to one), where its views' elements live.
  AddrSpace viewSpace(const clang::Expr *E);
  /// Binds a parameter or local of view type named \p Name, over \p Space.
  void bindView(const clang::ValueDecl *D, const std::string &Name, clang::QualType T,
                AddrSpace Space = AddrSpace::Global);
  /// \p T spelled in OpenCL C, its views (or those it holds) over \p Views.
  std::string type(clang::QualType T, clang::SourceLocation Loc, AddrSpace Views = AddrSpace::Global);
  /// A lambda's operator() (LambdaEmitter.cpp): its captures are members of
  /// the closure it is called on, which lives in \p ObjectSpace.
  void bindCaptures(const clang::CXXMethodDecl &CallOp, AddrSpace ObjectSpace);
  ProgramLowering &program() { return P; }
  /// The statement destroying the object \p Object points to (in \p Space),
  /// of type \p T, whose views (if its class holds any) point into \p Views;
  /// empty where that runs nothing (DestructorEmitter.cpp).
  std::string destroy(const std::string &Object, AddrSpace Space, clang::QualType T, clang::SourceLocation Loc,
                      AddrSpace Views = AddrSpace::Global);

private:
  // Scopes and the locals they destroy (DestructorEmitter.cpp).
  enum class ScopeKind { Block, Loop, Switch };
  struct Scope {
    ScopeKind K;
    std::vector<std::string> Destroys;
    /// A Loop scope's increment where it runs inside the iteration, before
    /// the condition variable's destruction (conditionVariableLoop): each
    /// `continue` runs it.
    std::string Increment;
    /// A Switch scope's label after the switch: its `break` jumps there.
    /// Empty for a switch written as a loop run once (SwitchEmitter.cpp),
    /// which `break` leaves as it is.
    std::string BreakLabel;
    /// A switch written as a loop run once: the flag its `continue` of an
    /// enclosing loop sets before leaving it.
    std::string ContinueFlag;
  };
  void pushScope(ScopeKind K);
  /// A switch as a loop run once whose cases test where it entered, or as a
  /// chain of comparisons jumping to its labels (SwitchEmitter.cpp).
  void switchStmt(const clang::SwitchStmt &Switch, int Indent);
  /// The switch body's statements in segments, one a label, and the
  /// declarations later labels see, where every label is the body's own and
  /// those declarations have no initializer; false otherwise.
  bool switchSegments(const clang::SwitchStmt &Switch,
                      std::vector<std::pair<const clang::SwitchCase *, std::vector<const clang::Stmt *>>> &Segments,
                      std::vector<const clang::Stmt *> &Shared);
  /// Destroys the innermost scope's locals and leaves it.
  void popScope(int Indent);
  /// Destroys the locals of scopes \p Down and above, innermost first.
  void destroyScopes(int Indent, size_t Down);
  bool pendingDestructions(size_t Down) const;
  void registerDestruction(const clang::VarDecl *V);
  /// A loop's or switch's body, where `break` and `continue` stop destroying.
  void conditionVariableLoop(const clang::VarDecl &V, const clang::Expr *Cond, const clang::Stmt *Body, int Indent,
                             const std::string &Increment = "");
  void jumpOutOfIteration(bool Break, int Indent);
  void loopBody(const clang::Stmt *Body, int Indent, ScopeKind K);
  void rangeFor(const clang::CXXForRangeStmt &Range, int Indent);
  void returnDestroying(const clang::ReturnStmt *Ret, int Indent);

  // Temporaries destroyed where their full-expression ends
  // (FullExpressions.cpp).
  /// \p E's value, the temporaries it builds destroyed after it
  /// (\p Discarded: its value is not used).
  std::string fullExpression(const clang::Expr *E, bool Discarded = false);
  /// A temporary with a destructor, stored where it can be destroyed.
  std::string storeTemporary(const clang::CXXBindTemporaryExpr *E);
  /// The prvalue \p E becomes a temporary: materialised, an argument passed by
  /// value, or a discarded value.
  void materialize(const clang::Expr *E);
  /// The temporary \p E names if the end of its full-expression destroys it.
  const clang::CXXBindTemporaryExpr *destroyedTemporary(const clang::Expr *E) const;
  /// The temporary \p Temp, bound to a local reference and stored in
  /// \p Held, is destroyed with the reference's scope.
  void extendTemporary(const clang::MaterializeTemporaryExpr &Temp, const std::string &Held);
  /// The address of \p E when it is a temporary bound to a reference (or a
  /// member of one), stored in a private variable first; empty otherwise.
  std::string boundTemporaryAddress(const clang::Expr *E);
  /// Opens an arm that may not run (?:, && and ||): its temporaries carry flags.
  struct ConditionalArm {
    FunctionEmitter &FE;
    explicit ConditionalArm(FunctionEmitter &FE) : FE(FE) { ++FE.ConditionalDepth; }
    ~ConditionalArm() { --FE.ConditionalDepth; }
  };

  // Statements (StmtEmitter.cpp).
  void stmt(const clang::Stmt *S, int Indent);
  void statementOfKind(const clang::Stmt *S, int Indent);
  /// After a loop: its scalars made varying for PoCL (LoopExitValues.cpp).
  void loopExitValues(const clang::Stmt &Loop, int Indent);
  void varDecl(const clang::VarDecl *V, int Indent);
  // varDecl by kind of variable.
  /// `int *&r = p;`: a pointer to the pointer (or the pointer, bound to a temporary).
  void referenceToPointerDecl(const clang::VarDecl *V, const std::string &Name, int Indent);
  /// A local reference: a pointer bound once (or a held temporary and a pointer to it).
  void referenceDecl(const clang::VarDecl *V, const std::string &Name, AddrSpace Views, int Indent);
  /// A pointer, declared in the space it points into.
  void pointerDecl(const clang::VarDecl *V, const std::string &Name, AddrSpace Views, int Indent);
  /// A value: scalars, structs, closures, arrays (constructed element by element).
  void objectDecl(const clang::VarDecl *V, const std::string &Name, AddrSpace Views, int Indent);
  const clang::Expr *firstAssignment(const clang::Stmt *Body, const clang::VarDecl *V);
  std::string initializer(const clang::Expr *Init, clang::QualType T);
  // Local views assigned views over several address spaces (MultiSpaceViews.cpp).
  /// The spaces of the views \p V is assigned (`V = w`) in this function.
  void assignedViewSpaces(const clang::VarDecl *V, std::vector<AddrSpace> &Spaces);
  void declareMultiSpaceView(const clang::VarDecl *V, const std::string &Name, std::vector<AddrSpace> Spaces,
                             int Indent);
  /// A local view of several spaces that \p S reads or writes, not chosen yet.
  const clang::VarDecl *multiSpaceViewIn(const clang::Stmt *S);
  /// Emits \p S once per space of the views it uses; false if it uses none.
  bool multiSpaceStmt(const clang::Stmt *S, int Indent);
  void selectView(const clang::VarDecl *V, AddrSpace Space);
  void line(int Indent, const std::string &Text);

  // Expressions.
  std::string conversion(const clang::CastExpr *E);
  /// An MSVC property's get or put (__declspec(property), short vectors' components).
  std::string pseudoObject(const clang::PseudoObjectExpr *PO);
  /// A cast that takes const or volatile away (const_cast, a C cast), written
  /// out: OpenCL C rejects a write through the operand's own type. Empty for
  /// any other cast.
  std::string qualifierCast(const clang::CastExpr *E);
  std::string call(const clang::CallExpr *E);
  /// __builtin_memcpy, as implicit assignment operators use it for array members.
  std::string byteCopy(const clang::CallExpr *E);
  std::string callArgs(const clang::FunctionDecl &FD, llvm::ArrayRef<const clang::Expr *> Args,
                       std::string &Sig);
  std::string construct(const clang::CXXConstructExpr *E);
  std::string inheritedConstruct(const clang::CXXInheritedCtorInitExpr *E);
  std::string constructWith(const clang::CXXConstructorDecl &Ctor, llvm::ArrayRef<const clang::Expr *> Args,
                            const clang::Expr *E);
  std::string declRef(const clang::DeclRefExpr *E);
  std::string member(const clang::MemberExpr *E);
  std::string literal(const clang::Expr *E, bool &Handled);
  std::string initList(const clang::InitListExpr *E);
  /// A lambda written in amp code: its closure struct, built (LambdaEmitter.cpp).
  std::string lambda(const clang::LambdaExpr *E);

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
  /// direct3d_printf/direct3d_errorf as OpenCL C's printf.
  bool debugPrintf(llvm::ArrayRef<const clang::Expr *> Args, const clang::Expr *E, std::string &Out);
  std::string privateAtomic(llvm::StringRef Name, llvm::ArrayRef<const clang::Expr *> Args);
  /// precise_math::lgamma(x, &sign): the value, and the sign of gamma(x) as
  /// 1 or -1 (OpenCL's lgamma_r leaves the sign's encoding to the device).
  std::string lgammaWithSign(bool Float, llvm::ArrayRef<const clang::Expr *> Args);
  bool texelBits(llvm::StringRef Name, llvm::ArrayRef<const clang::Expr *> Args, std::string &Out);
  bool ampFreeFunction(const clang::FunctionDecl &F, llvm::ArrayRef<const clang::Expr *> Args,
                       const clang::Expr *E, std::string &Out);
  const VarBinding *viewBinding(const clang::Expr *E);

  std::string fail(const clang::Stmt *S, llvm::StringRef What);
  /// An integer constant of type \p T as OpenCL C of the same type.
  std::string intConstant(const llvm::APSInt &Value, clang::QualType T);
  /// The amp_ref \p Struct pointing at \p Address in \p AS.
  std::string tagged(const std::string &Struct, AddrSpace AS, const std::string &Address, clang::QualType Pointee,
                     clang::SourceLocation Loc);
  /// \p Use of the object the amp_ref \p Tagged names, chosen by its space at
  /// run time (\p Writes: never __constant).
  std::string perSpace(const std::string &Tagged, const std::string &Struct, bool Writes,
                       const std::function<std::string(AddrSpace, const std::string &)> &Use);
  std::string taggedRead(const std::string &Tagged, const std::string &Struct);
  /// A new private variable of type \p T, declared at the function's start.
  std::string temporary(clang::QualType T, AddrSpace Views);
  /// A pointer to \p V's storage: a parameter, or (in a kernel) hoisted storage.
  std::string tileStaticPointer(const clang::VarDecl *V);
  // -fsanitize=amp (Sanitizer.cpp).
  std::string sanitizeViewElement(const std::string &VT, const std::string &View, const std::string &Idx,
                                  const clang::Expr *Base, const clang::Expr *E);
  std::string sanitizeSubscript(const clang::ArraySubscriptExpr *A);
  /// \p Text (the lvalue \p LV) read (Kind 1), written (2) or both (3).
  std::string sanitizeTileStaticUse(const clang::Expr *LV, const std::string &Text, unsigned Kind);
  std::string sanitizeBarrier(const std::string &Flags, const clang::Expr *E);
  /// The condition \p Text of \p S (if, for, while, do): voted on by the
  /// tile where a barrier depends on it.
  std::string sanitizeCondition(const clang::Stmt *S, const clang::Expr *Cond, const std::string &Text);
  /// A switch holding barriers: the statement that votes on the case each
  /// work-item takes (\p Value: the switch's value), or "" (SanitizerBarriers.cpp).
  std::string sanitizeSwitch(const clang::SwitchStmt &Switch, const std::string &Value);
  /// A texture element read or write (get, [], (), set) in the user's code,
  /// checked against the texture's extent, or call(E) (SanitizerTextures.cpp).
  std::string sanitizeTextureCall(const clang::CallExpr *E);
  unsigned SanitizeTemps = 0;
  // Warp-synchronous blocks (LockstepBlocks.cpp): a statement, or a fence's flags.
  struct LockstepStep {
    const clang::Stmt *Statement;
    const char *Fence;
  };
  bool lockstepSteps(const clang::Stmt *S, std::vector<LockstepStep> &Steps);
  void lockstepIf(const clang::IfStmt &If, int Indent);
  llvm::SmallPtrSet<const clang::IfStmt *, 2> LockstepIfs;
  unsigned LockstepCount = 0;

  ProgramLowering &P;
  const clang::FunctionDecl &Fn;
  llvm::DenseMap<const clang::ValueDecl *, VarBinding> Bindings;
  llvm::DenseMap<const clang::Expr *, std::string> Overrides;
  llvm::DenseMap<const clang::Expr *, std::function<std::string(FunctionEmitter &)>> LazyOverrides;
  std::string This = "amp_this";
  AddrSpace ThisSpace = AddrSpace::Private;
  AddrSpace ThisViewSpace = AddrSpace::Global;
  llvm::DenseMap<const clang::ValueDecl *, AddrSpace> ViewSpaces;
  /// Calls and constructions yielding views or structs holding them: where those point.
  llvm::DenseMap<const clang::Expr *, AddrSpace> CallViewSpaces;
  std::optional<AddrSpace> ReturnViewSpace;
  std::string BareReturn = "return;";
  std::string *HoistLocals = nullptr;
  unsigned HoistedCount = 0;
  std::string Temporaries;
  unsigned TemporaryCount = 0;
  llvm::DenseMap<const clang::VarDecl *, std::string> TileStaticPointers;
  std::optional<AddrSpace> ReturnSpace;
  /// Calls returning references: where the result lives (see spaceOf).
  llvm::DenseMap<const clang::CallExpr *, AddrSpace> CallSpaces;
  /// Calls returning a reference into several spaces: the amp_ref they return.
  llvm::DenseMap<const clang::CallExpr *, std::string> TaggedCalls;
  std::string TaggedReturn;
  bool NeedsTaggedReturn = false;
  /// A local view that holds views over several spaces: one variable per
  /// space, named Name_<letter>, and Name_s, the space of the one it holds.
  struct MultiSpaceView {
    std::string Name;
    clang::QualType T;
    std::vector<AddrSpace> Spaces;
  };
  llvm::DenseMap<const clang::VarDecl *, MultiSpaceView> MultiSpaceViews;
  llvm::DenseMap<const clang::VarDecl *, AddrSpace> Chosen; ///< while a statement is emitted per space
  std::string Out;
  std::vector<Scope> Scopes;
  /// Per open full-expression: its temporaries' destructions, in order of
  /// construction, and the flags of those built conditionally.
  struct Cleanup {
    std::vector<std::string> Destroys;
    std::vector<std::string> Flags;
    llvm::SmallPtrSet<const clang::CXXBindTemporaryExpr *, 4> Seen;
  };
  std::vector<Cleanup> Cleanups;
  llvm::DenseMap<const clang::CXXBindTemporaryExpr *, std::string> TemporaryNames;
  llvm::SmallPtrSet<const clang::CXXBindTemporaryExpr *, 4> Destroyed; ///< see materialize()
  unsigned ConditionalDepth = 0;
  /// Each case and default label of a switch lowered to jumps: its C label.
  llvm::DenseMap<const clang::SwitchCase *, std::string> SwitchLabels;
  bool Failed = false;
};

} // namespace ampclang
