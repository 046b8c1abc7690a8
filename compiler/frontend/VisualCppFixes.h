// The MSVC dialect (-fms-compatibility): Visual C++ habits Clang rejects in
// every mode, fixed in the text both the front end and the host compile read,
// from Clang's own diagnostics in the passes of DependentNameKeywords.
#pragma once

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace ampclang {

/// An edit of the text Clang read: Removed characters at Loc (a file location
/// of that text) replaced by Text.
struct DiagnosedEdit {
  clang::SourceLocation Loc;
  std::string Text;
  unsigned Removed = 0;
};

/// `void main()`: Visual C++ takes it for `int main()` returning 0. On
/// "'main' must return 'int'" where the return type is `void`, `void` becomes
/// `int ` (the length stays); on "non-void function 'main' should return a
/// value" in a file whose main was `void`, `return;` becomes `return 0;`.
/// \p MainWasVoid says whether the file's main was rewritten already.
std::vector<DiagnosedEdit> voidMainEdits(const clang::Diagnostic &Info, bool MainWasVoid);

/// Text of the edit voidMainEdits makes of `void`: how a file is known to have had a void main.
inline constexpr const char *VoidMainReturnType = "int ";

/// A class template naming a class template declared further down in the same
/// namespace (Visual C++ looks the name up at instantiation): on "no template
/// named 'X'" inside a template, a forward declaration of X, spelled from its
/// later declaration's template-head without default arguments and written on
/// one line, is inserted before the template that names it.
std::vector<DiagnosedEdit> laterTemplateForwardDeclarations(const clang::Diagnostic &Info);

/// A constant named in a template before its declaration further down the
/// same namespace (Microsoft's Algorithms Library: `static_count_bits<N,
/// bit32>` 220 lines above `static const unsigned int bit32 = 0x80000000;`),
/// which Visual C++ looks up at instantiation: on "use of undeclared
/// identifier 'X'" inside a template, where X's later declaration is a
/// `const`/`constexpr` whose initializer names nothing, that declaration moves
/// (on one line) before the first declaration of the namespace naming X, and
/// its old text is blanked (newlines kept, so line numbers stay).
std::vector<DiagnosedEdit> laterVariableMoves(const clang::Diagnostic &Info);

/// `template <typename T, unsigned int Rank> void f(array_view<T, Rank>)`
/// called with an `array_view<T, 1>`, whose parameter is `int N`: Visual C++
/// deduces Rank; C++17 deduction fails ([temp.deduct.type]p17). On that
/// failure ('int' vs 'unsigned int'), the function template's `unsigned int`
/// parameters named in its function parameter list are declared `int`
/// (`unsigned` blanked, or replaced by `int` and spaces: the length stays).
/// Likewise, where Clang finds partial specialisations over `array_view<T, N>`
/// with `unsigned int N` ambiguous, their parameters named in their template
/// arguments.
std::vector<DiagnosedEdit> unsignedRankEdits(const clang::Diagnostic &Info);

/// `: std::exception("message")` or `: std::exception(other)` in a derived
/// class's constructor: the `exception(...)` macro that gives
/// std::exception("message") its meaning (amp_clang/msvc/std_exception.h)
/// made it name std::exception_with_message, and Clang reported "not a direct
/// or virtual base". The class's base-specifier `std::exception` gets
/// `_with_message` (what() is then the message, as in Visual C++), and a
/// `: std::exception()` of such a class names that base too. Where the base is
/// not spelled `exception` in a user file, `exception` in the initializer is
/// followed by `_AMP_CLANG_EXCEPTION_BASE` (a macro of no tokens) instead, so
/// the macro does not expand and std::exception's constructor is called.
std::vector<DiagnosedEdit> exceptionBaseEdits(const clang::Diagnostic &Info);

/// `if (x <= 0)` with a pointer x (Microsoft's BLAS): Visual C++ compares the
/// pointer with the null pointer; C++ makes ordering a pointer against a null
/// pointer constant ill-formed ("ordered comparison between pointer and
/// zero"). The zero (`0`, `0L`, `NULL`) becomes `decltype(+(x))()`, a null
/// pointer of x's type (x not evaluated again).
std::vector<DiagnosedEdit> pointerZeroCompareEdits(const clang::Diagnostic &Info);

/// `template <typename T, int N, int P = 0> const int S<T, N, P>::size;`
/// (Microsoft's Algorithms Library's tests): Visual C++ accepts a default
/// template argument repeated on the definition of a member of a class
/// template outside the class; Clang reports "cannot add a default template
/// argument to the definition of a member of a class template". The `= 0`
/// is blanked (the length stays): the class's declaration gives the default.
std::vector<DiagnosedEdit> memberDefaultArgumentEdits(const clang::Diagnostic &Info);

/// `real_type f() const` in a class template derived from a dependent base
/// that declares `typedef ... real_type;`, where a namespace-scope class
/// template `real_type` is visible too (Microsoft's BLAS tests): Visual C++
/// looks the name up at instantiation, in the class and its bases first, and
/// finds the base's member; Clang finds the class template and reports it used
/// without arguments. The bare name gets `typename D::` (D the enclosing class
/// with a base clause), which finds the base's member at instantiation.
std::vector<DiagnosedEdit> dependentBaseTypeEdits(const clang::Diagnostic &Info);

/// An argument to bind to a non-const lvalue reference: Clang reported the
/// call at Call, and the argument is the Index-th (from 0), or the argument is
/// the expression spanning Range.
struct LvalueArgument {
  clang::SourceLocation Call;
  unsigned Index = 0;
  clang::SourceRange Range;
  /// The candidate Clang found not viable (its name): where it is a member
  /// and the call an operator expression reported at its operator (Call), the
  /// object is the first operand and the Index-th argument the next one.
  clang::SourceLocation Candidate;
};

/// A temporary bound to a non-const lvalue reference, which Visual C++ accepts
/// (/Zc:referenceBinding-, its default; warning C4239):
/// - a reference variable (`S &r = S();`, Clang: "non-const lvalue reference
///   ... cannot bind to a temporary") becomes an rvalue reference (`S &&r`):
///   the temporary lives as long as the reference, which names an lvalue;
/// - an argument (the same error at the argument, or Clang's note "candidate
///   ... not viable: expects an lvalue for Nth argument" after the call's
///   error, reported at \p LastError) goes to \p Pending: lvalueArgumentEdits
///   wraps it.
std::vector<DiagnosedEdit> referenceBindingEdits(const clang::Diagnostic &Info, clang::SourceLocation LastError,
                                                 std::vector<LvalueArgument> &Pending);

} // namespace ampclang

namespace clang {
class ASTContext;
class Preprocessor;
}

namespace ampclang {

/// `#if _MSC_VER < 1800` in a user file, where no _MSC_VER is defined: the
/// comparison is made with Visual C++ 2015's version, `_MSC_VER` replaced by
/// `1900` and spaces (the length stays). `defined(_MSC_VER)`, `#ifdef
/// _MSC_VER` and a bare `#if _MSC_VER` keep saying it is not Visual C++.
std::vector<DiagnosedEdit> msvcVersionEdits(clang::Preprocessor &PP, clang::SourceRange Condition);

} // namespace ampclang

namespace ampclang {

/// \p Pending's arguments found in the parsed AST (a template's pattern, a
/// failed call's recovery expression, a variable's initialiser), each wrapped
/// in `__amp_clang_lvalue(...)` (`__amp_clang_lvalue_amp` in amp code;
/// include/amp_clang/msvc/reference_binding.h): an lvalue of the temporary,
/// which lives to the end of the full-expression, as in Visual C++.
std::vector<DiagnosedEdit> lvalueArgumentEdits(clang::ASTContext &Ctx, llvm::ArrayRef<LvalueArgument> Pending);

} // namespace ampclang
