// Line numbers of the user's file are preserved: replacements keep their line
// count and a #line directive follows the generated preamble.
#include "host/HostRewriter.h"
#include "frontend/SpellingFileSystem.h"
#include "host/MacroExpansionText.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <optional>
#include <map>
#include <set>
#include <tuple>

using namespace clang;

namespace ampclang {

namespace {
/// The host text of AST nodes: as written where the file spells them, as
/// expanded where a macro does.
struct HostText {
  SourceManager &SM;
  const LangOptions &LO;
  const MacroExpansionText *Macros;
  /// Replacements made inside the text of kernels and calls too (amp twin
  /// calls renamed, tile_static storage): file -> offset -> (length, text).
  const TextEdits *InPlace = nullptr;

  /// The file offsets \p R covers, if the file spells it.
  std::optional<std::pair<FileID, std::pair<unsigned, unsigned>>> fileRange(SourceRange R) const {
    CharSourceRange Range = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
    if (Range.isInvalid())
      return std::nullopt;
    return std::make_pair(SM.getFileID(Range.getBegin()),
                          std::make_pair(SM.getFileOffset(Range.getBegin()), SM.getFileOffset(Range.getEnd())));
  }

  /// The text of \p Range with the calls of amp twins in it renamed.
  std::string renamed(CharSourceRange Range) const {
    std::string Text = Lexer::getSourceText(Range, SM, LO).str();
    if (!InPlace)
      return Text;
    auto File = InPlace->find(SM.getFileID(Range.getBegin()));
    if (File == InPlace->end())
      return Text;
    unsigned Begin = SM.getFileOffset(Range.getBegin()), End = Begin + static_cast<unsigned>(Text.size());
    for (auto It = File->second.rbegin(); It != File->second.rend(); ++It)
      if (It->first >= Begin && It->first + It->second.first <= End)
        Text.replace(It->first - Begin, It->second.first, It->second.second);
    return Text;
  }

  std::string operator()(const Stmt *E) const {
    CharSourceRange Range = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO);
    if (Range.isValid())
      return renamed(Range);
    // Checked by canRewrite before any text is asked for.
    return Macros ? Macros->text(E->getSourceRange(), SM, LO).value_or("") : "";
  }
};
} // namespace

static std::string cStringLiteral(llvm::StringRef Text) {
  std::string S = "\"";
  for (char C : Text) {
    if (C == '"' || C == '\\')
      S += '\\';
    S += C;
  }
  return S + "\"";
}

/// What the host passes for a lambda capture: an init-capture's initializer, or
/// the captured variable, named at the call site.
static std::string captureValue(const CaptureSlot &Slot, const HostText &Text) {
  if (const auto *V = dyn_cast<VarDecl>(Slot.Var); V && V->isInitCapture() && V->getInit())
    return "(" + Text(V->getInit()) + ")";
  return Slot.Var->getName().str();
}

/// The key of a lambda kernel's instantiation, as the host computes it: its
/// capture types, then the template arguments around it (InstantiationKey).
static std::string typeKey(const LoweredKernel &K, const HostText &Text) {
  std::string Types;
  for (const VariantCapture &C : K.Fill)
    if (C.InKey)
      Types += (Types.empty() ? "decltype(" : ", decltype(") + captureValue(C.Spelling, Text) + ")";
  for (const std::string &T : K.KeyHostTypes)
    Types += (Types.empty() ? "" : ", ") + T;
  return "::amp_clang::type_key<" + Types + ">()";
}

/// The kernel as the host accelerator runs it (include/amp_clang/host_launch.h):
/// a callable that makes the lambda, or evaluates the functor, only when the
/// launch runs on the host, so that an OpenCL launch pays nothing for it. A
/// kernel the host accelerator refuses gets none: the host compile is spared it.
static std::string hostKernel(const LoweredKernel &K, const HostText &Text) {
  if (!K.HostRefusal.empty()) // its kernel_desc says why the host accelerator refuses it
    return "::amp_clang::detail::no_host_kernel{}";
  return "[&]() { return (" + Text(K.Site->KernelArg) + "); }";
}

/// The fill of a lambda kernel written in a template, one text for all its
/// instantiations: each capture at its instantiation's offset (none where it
/// does not capture it), and the views inside captured structs through the
/// instantiation's fill_held, by the capture's place (an argument may be a
/// view in one instantiation and a struct holding views in another).
static std::string variantFill(const LoweredKernel &K, const HostText &Text) {
  // Views bind in capture order: a struct's right after its bytes.
  std::string S = "(::amp_clang::launch_args &_Amp_a, const ::amp_clang::kernel_variant &_Amp_v) {";
  unsigned I = 0;
  std::string PackFills, PackStart;
  for (const VariantCapture &C : K.Fill) {
    const CaptureSlot &Slot = C.Spelling;
    if (C.Pack) { // its elements' offsets follow the other captures'
      std::string Name = Slot.Var->getName().str();
      PackFills += " ::amp_clang::capture_pack(_Amp_a, _Amp_v.offsets + (@" + PackStart + "), " + Name + "...);";
      PackStart += " + sizeof...(" + Name + ")";
      continue;
    }
    S += " ::amp_clang::capture_in(_Amp_a, _Amp_v, " + std::to_string(I++) + ", " + captureValue(Slot, Text) + ");";
  }
  for (size_t At = PackFills.find('@'); At != std::string::npos; At = PackFills.find('@', At))
    PackFills.replace(At, 1, std::to_string(I));
  return S + PackFills + " }";
}

/// The launch that replaces a parallel_for_each call written in a template:
/// the instantiation's kernel and capture offsets are chosen by capture types.
static std::string variantLaunchCall(const LoweredKernel &K, unsigned Group, size_t Count, const HostText &Text) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "::amp_clang::launch_variant(::_Amp_variants_" << Group << ", " << Count << ", " << typeKey(K, Text)
     << ", (" << Text(K.Site->Domain)
     << "), [&]" << variantFill(K, Text) << ", " << hostKernel(K, Text) << ")";
  return S;
}

/// Types as the host code names them anywhere in the file.
static PrintingPolicy hostTypePolicy(const LangOptions &LO) {
  PrintingPolicy Policy(LO);
  Policy.FullyQualifiedName = true;
  Policy.SuppressScope = false;
  Policy.SuppressUnwrittenScope = true;
  Policy.PrintCanonicalTypes = true;
  return Policy;
}

/// A captured lambda, which the host may have bound to its own kernel.
static bool isClosure(QualType T) {
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->isLambda();
}

/// ` _Amp_a.view(...);` for a view member at its offset in the object whose
/// bytes start at \p Object (a `const char *`).
static std::string memberViewCall(const CaptureSlot &Slot, const std::string &Object, const PrintingPolicy &Policy) {
  // A view whose elements the kernel never writes is not copied back.
  std::string Writes = !Slot.Writes && !Slot.ReadOnly ? ", false" : "";
  std::string At = Object + " + " + std::to_string(Slot.MemberOffset);
  std::string Type = Slot.Type.getAsString(Policy);
  // A reference member (to a concurrency::array) is stored as a pointer.
  if (Slot.ByReference)
    return " _Amp_a.view(" + std::to_string(Slot.Offset) + ", **reinterpret_cast<" + Type + " *const *>(" + At + ")" +
           Writes + ");";
  return " _Amp_a.view(" + std::to_string(Slot.Offset) + ", *reinterpret_cast<const " + Type + " *>(" + At + ")" +
         Writes + ");";
}

/// The statements that write one launch's captures into its argument block.
/// A functor's are written for `_Amp_k`, bound by the caller when
/// \p FunctorBound, else to the kernel argument.
static std::string fillStatements(const LoweredKernel &K, const HostText &Text, bool FunctorBound = false) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  bool Functor = !K.Site->Lambda;
  if (Functor && !FunctorBound) {
    // A functor is evaluated once; its bytes travel whole and its views are
    // read at their offsets, so private members need no access.
    OS << " const auto &_Amp_k = (" << Text(K.Site->KernelArg) << ");";
  }
  PrintingPolicy Policy = hostTypePolicy(Text.LO);
  for (const CaptureSlot &Slot : K.Layout.Slots) {
    if (Slot.InObject) // its bytes travel with the object's
      continue;
    if (Slot.Kind == CaptureSlot::Object) {
      OS << " static_assert(sizeof(_Amp_k) == " << Slot.Size
         << ", \"amp-clang: the host lays out the kernel object unlike the device\");"
         << " _Amp_a.object(" << Slot.Offset << ", &_Amp_k, " << Slot.Size << ");";
      continue;
    }
    // A view whose elements the kernel never writes is not copied back.
    std::string Writes = Slot.Kind == CaptureSlot::View && !Slot.Writes && !Slot.ReadOnly ? ", false" : "";
    if (Functor || Slot.HolderSlot >= 0) {
      // A view member, read at its offset in the object, so private members
      // need no access; a reference member (to a concurrency::array) is
      // stored as a pointer.
      // A functor's view slots have no holder (HolderSlot is -1): look it up
      // only for a lambda's.
      std::string Object = "_Amp_k";
      if (!Functor) {
        const CaptureSlot &Holder = K.Layout.Slots[Slot.HolderSlot];
        Object = isClosure(Holder.Type) ? "::amp_clang::unbound(" + captureValue(Holder, Text) + ")"
                                        : captureValue(Holder, Text);
      }
      OS << memberViewCall(Slot, "reinterpret_cast<const char *>(&" + Object + ")", Policy);
      continue;
    }
    std::string Value = captureValue(Slot, Text);
    if (isClosure(Slot.Type)) // it may have been bound (launch.h: unbound)
      Value = "::amp_clang::unbound(" + Value + ")";
    if (Slot.Kind != CaptureSlot::View)
      OS << " static_assert(sizeof(" << Value << ") == " << Slot.Size
         << ", \"amp-clang: the host lays out '" << Slot.Var->getName() << "' unlike the device\");";
    if (Slot.Kind == CaptureSlot::Holder)
      OS << " _Amp_a.object(" << Slot.Offset << ", &" << Value << ", " << Slot.Size << ");";
    else
      OS << " _Amp_a." << (Slot.Kind == CaptureSlot::View ? "view" : "value") << "(" << Slot.Offset << ", "
         << Value << Writes << ");";
  }
  // The image variant's images and samplers, in its arguments' order (ImageVariant.cpp).
  auto slotOf = [&](const ValueDecl *D) -> const CaptureSlot & {
    return *llvm::find_if(K.Layout.Slots, [&](const CaptureSlot &Slot) { return Slot.Var == D; });
  };
  for (const ValueDecl *D : K.ImageViews)
    OS << " ::amp_clang::image_argument(_Amp_a, " << captureValue(slotOf(D), Text) << ");";
  for (const ImageSampler &Sampler : K.ImageSamplers)
    if (Sampler.Var)
      OS << " ::amp_clang::sampler_argument(_Amp_a, " << captureValue(slotOf(Sampler.Var), Text) << ");";
    else
      OS << " _Amp_a.sampler(::amp_clang::sampler_source{" << Sampler.Filter << "u, " << Sampler.Address << "u, true});";
  return S;
}

/// The launch call that replaces one parallel_for_each call. A kernel lambda
/// passed by name was bound to its kernel and fill where it was made (bindKernel).
static std::string launchCall(const LoweredKernel &K, unsigned Index, const HostText &Text) {
  if (K.Site->Bound)
    return "::amp_clang::launch_bound((" + Text(K.Site->Domain) + "), (" + Text(K.Site->KernelArg) + "))";
  return "::amp_clang::launch(::_Amp_kernel_" + std::to_string(Index) + ", (" + Text(K.Site->Domain) +
         "), [&](::amp_clang::launch_args &_Amp_a) {" + fillStatements(K, Text) + " }, " + hostKernel(K, Text) + ")";
}

/// A kernel lambda passed by name, bound where it is made to its kernel and to
/// a fill that copies its captures at the same moment the lambda does. In a
/// template, the instantiation's kernel is picked by capture types (\p Group).
static std::string bindKernel(const LoweredKernel &K, unsigned Index, std::optional<std::pair<unsigned, size_t>> Group,
                              const HostText &Text) {
  std::string Captures;
  auto addCapture = [&](const CaptureSlot &Slot, bool Pack = false) {
    Captures += (Captures.empty() ? "" : ", ") + std::string(Slot.ByReference ? "&" : "") + Slot.Var->getName().str() +
                (Pack ? "..." : "");
  };
  if (Group) // every capture of any instantiation
    for (const VariantCapture &C : K.Fill)
      addCapture(C.Spelling, C.Pack);
  else
    for (const CaptureSlot &Slot : K.Layout.Slots)
      if (Slot.HolderSlot < 0)
        addCapture(Slot);
  if (!Group)
    return "::amp_clang::bind_kernel(::_Amp_kernel_" + std::to_string(Index) + ", " + Text(K.Site->Lambda) + ", [" +
           Captures + "](::amp_clang::launch_args &_Amp_a) {" + fillStatements(K, Text) + " })";
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "::amp_clang::bind_variant(::_Amp_variants_" << Group->first << ", " << Group->second << ", "
     << typeKey(K, Text) << ", " << Text(K.Site->Lambda) << ", [" << Captures
     << "]" << variantFill(K, Text) << ")";
  return S;
}

/// The function that fills the block of a functor kernel launched in a
/// template, for one instantiation: written after the main file's text,
/// where the functor's type can be named.
static std::string functorFill(const LoweredKernel &K, unsigned Index, const HostText &Text) {
  QualType T(K.Site->KernelClass->getTypeForDecl(), 0);
  return "void _Amp_fill_" + std::to_string(Index) + "(::amp_clang::launch_args &_Amp_a, const void *_Amp_o) {" +
         " const auto &_Amp_k = *static_cast<const " + T.getAsString(hostTypePolicy(Text.LO)) + " *>(_Amp_o);" +
         fillStatements(K, Text, /*FunctorBound=*/true) + " }\n";
}

/// The function that binds the views inside the structs one instantiation of
/// a template's lambda kernel captures (kernel_variant::fill_held), written
/// after the main file's text, where their types can be named.
static std::string heldFill(const LoweredKernel &K, unsigned Index, const HostText &Text) {
  std::map<int, unsigned> HolderIndex; // slot -> its capture's place, as variantFill counts
  unsigned Place = 0;
  for (const VariantCapture &C : K.Fill)
    if (!C.Pack) {
      if (int J = C.Own.front(); J >= 0 && K.Layout.Slots[J].Kind == CaptureSlot::Holder)
        HolderIndex.emplace(J, Place);
      ++Place;
    }
  std::string S = "void _Amp_held_" + std::to_string(Index) +
                  "(::amp_clang::launch_args &_Amp_a, unsigned _Amp_n, const void *_Amp_o) {";
  for (const CaptureSlot &Slot : K.Layout.Slots)
    if (Slot.HolderSlot >= 0)
      S += " if (_Amp_n == " + std::to_string(HolderIndex[Slot.HolderSlot]) + ")" +
           memberViewCall(Slot, "static_cast<const char *>(_Amp_o)", hostTypePolicy(Text.LO));
  return S + " }\n";
}

/// The launch of a kernel passed by name in a template: a bound lambda
/// carries its kernel; a functor's instantiation is picked by its type from
/// \p Group (launch.h: launch_named).
static std::string namedLaunchCall(const LoweredKernel &K, std::optional<unsigned> Group, size_t Count,
                                   const HostText &Text) {
  std::string Table = Group ? "::_Amp_variants_" + std::to_string(*Group) : std::string("nullptr");
  return "::amp_clang::launch_named(" + Table + ", " + std::to_string(Count) + ", (" + Text(K.Site->Domain) +
         "), (" + Text(K.Site->KernelArg) + "))";
}

/// Where a call's replacement goes: its own text, or (a call a macro spells)
/// the whole top-level macro invocation, written out as its expansion.
struct CallPlace {
  FileID File;
  unsigned Begin = 0, End = 0;
  bool InMacro = false;
};

static std::optional<CallPlace> placeOf(const Expr *Call, const HostText &Text) {
  if (auto Range = Text.fileRange(Call->getSourceRange()))
    return CallPlace{Range->first, Range->second.first, Range->second.second, false};
  if (!Text.Macros || Text.Macros->invocationTokens(Call->getBeginLoc(), Text.SM).empty())
    return std::nullopt;
  CharSourceRange Invocation = Text.SM.getExpansionRange(Call->getBeginLoc());
  auto Range = Text.fileRange(Invocation.getAsRange());
  if (!Range)
    return std::nullopt;
  return CallPlace{Range->first, Range->second.first, Range->second.second, true};
}

bool canRewriteHost(const KernelSite &Site, clang::SourceManager &SM, const clang::LangOptions &LO,
                    const MacroExpansionText *Macros) {
  HostText Text{SM, LO, Macros};
  std::optional<CallPlace> Place = placeOf(Site.Call, Text);
  if (!Place)
    return false;
  // A bound lambda is rewritten in place: the file must spell it.
  if (Site.Bound && !Text.fileRange(Site.Lambda->getSourceRange()))
    return false;
  return !Place->InMacro || Macros->text(Site.Call->getSourceRange(), SM, LO).has_value();
}

std::vector<std::pair<std::string, std::string>>
rewriteHostSources(SourceManager &SM, const LangOptions &LO, const std::vector<LoweredKernel> &Kernels,
                   const std::string &Program, llvm::StringRef Origin, const llvm::StringMap<std::string> &HostViews,
                   const MacroExpansionText *Macros, const TwinPlan *Twins,
                   llvm::ArrayRef<HostEdit> InPlaceEdits,
                   llvm::ArrayRef<const CXXRecordDecl *> LocalLambdas) {
  FileID Main = SM.getMainFileID();
  TextEdits InPlace;
  if (Twins)
    InPlace = Twins->InPlace;
  for (const HostEdit &E : InPlaceEdits) {
    // One entry an offset: an insertion there goes before the text that
    // replaces what starts there (`a[v[i]]` under -fsanitize=amp: the inner
    // check's closing text, then the outer check's replaced `]`).
    auto [It, New] = InPlace[E.File].try_emplace(E.Begin, E.End - E.Begin, E.Text);
    if (New || (It->second.first == E.End - E.Begin && It->second.second == E.Text))
      continue;
    if (E.End == E.Begin)
      It->second.second = E.Text + It->second.second;
    else if (It->second.first == 0)
      It->second = {E.End - E.Begin, It->second.second + E.Text};
    else
      It->second = {E.End - E.Begin, E.Text};
  }
  // What a twin's call opens holds the expressions edited above.
  if (Twins)
    for (const auto &[File, Openers] : Twins->Openers)
      for (const auto &[Offset, Opener] : Openers) {
        auto [It, New] = InPlace[File].try_emplace(Offset, Opener);
        if (!New)
          It->second.second = Opener.second + It->second.second;
      }
  HostText Host{SM, LO, Macros, &InPlace};
  // Kernels sharing one call site are the instantiations of a template.
  // Calls in one macro invocation share its place; their locations tell them apart.
  std::map<std::tuple<FileID, unsigned, unsigned>, std::vector<unsigned>> Sites; // call site -> kernels
  for (unsigned I = 0; I < Kernels.size(); ++I) {
    CallPlace Place = *placeOf(Kernels[I].Site->Call, Host);
    unsigned Key = Place.InMacro ? Kernels[I].Site->Call->getBeginLoc().getRawEncoding() : 0;
    Sites[{Place.File, Place.Begin, Key}].push_back(I);
  }
  std::string Variants;
  llvm::raw_string_ostream VS(Variants);
  struct Edit {
    unsigned Begin, End;
    std::string Text;
    bool KeepsLines = false; ///< Text has the line count it must have
  };
  std::map<FileID, std::vector<Edit>> Edits;
  Edits[Main];
  // Macro invocations holding calls: place -> (call, its replacement).
  std::map<std::tuple<FileID, unsigned, unsigned>, std::vector<std::pair<const Expr *, std::string>>> InMacros;
  std::string Fills; // functor fills, after the main file's text
  llvm::raw_string_ostream FS(Fills);
  unsigned Group = 0;
  /// The variant table of kernels sharing template text: kernel, key, offsets, fill.
  auto variantTable = [&](const std::vector<unsigned> &Members, bool Functor) {
    std::set<unsigned> Held;
    for (unsigned I : Members) {
      // One offset per capture; views inside captured structs are fill_held's.
      std::string Offsets;
      const LoweredKernel &K = Kernels[I];
      if (Functor)
        for (const CaptureSlot &Slot : K.Layout.Slots)
          if (Slot.HolderSlot < 0)
            Offsets += (Offsets.empty() ? "" : ", ") + std::to_string(Slot.Offset);
      // A lambda's, in its fill's order: the captures, then the packs' elements.
      for (bool Packs : {false, true})
        for (const VariantCapture &C : K.Fill)
          if (C.Pack == Packs)
            for (int J : C.Own)
              Offsets += (Offsets.empty() ? "" : ", ") +
                         (J < 0 ? std::string("::amp_clang::no_capture") : std::to_string(K.Layout.Slots[J].Offset));
      if (!Functor && llvm::any_of(K.Layout.Slots, [](const CaptureSlot &S) { return S.HolderSlot >= 0; }))
        Held.insert(I); // a functor's held views are in its own fill
      VS << "const std::size_t _Amp_offsets_" << I << "[] = {" << (Offsets.empty() ? "0" : Offsets) << "};\n";
      if (Functor) {
        VS << "void _Amp_fill_" << I << "(::amp_clang::launch_args &, const void *);\n";
        FS << functorFill(Kernels[I], I, Host);
      }
      if (Held.count(I)) {
        VS << "void _Amp_held_" << I << "(::amp_clang::launch_args &, unsigned, const void *);\n";
        FS << heldFill(Kernels[I], I, Host);
      }
    }
    VS << "const ::amp_clang::kernel_variant _Amp_variants_" << Group << "[] = {";
    for (unsigned I : Members)
      VS << "{&_Amp_kernel_" << I << ", " << cStringLiteral(Kernels[I].TypeKey) << ", _Amp_offsets_" << I << ", "
         << (Functor ? "_Amp_fill_" + std::to_string(I) : std::string("nullptr")) << ", "
         << (Held.count(I) ? "_Amp_held_" + std::to_string(I) : std::string("nullptr")) << "}, ";
    VS << "};\n";
    return Group++;
  };
  // Bound lambdas: each is rewritten once where it is made, whatever calls
  // launch it; the instantiations of one lambda in a template share its text.
  std::map<std::pair<FileID, unsigned>, std::vector<unsigned>> BoundLambdas; // lambda place -> kernels
  std::set<const LambdaExpr *> SeenLambdas;
  for (unsigned I = 0; I < Kernels.size(); ++I)
    if (Kernels[I].Site->Bound && SeenLambdas.insert(Kernels[I].Site->Lambda).second) {
      auto Range = *Host.fileRange(Kernels[I].Site->Lambda->getSourceRange());
      BoundLambdas[{Range.first, Range.second.first}].push_back(I);
    }
  for (const auto &[Place, Members] : BoundLambdas) {
    const LoweredKernel &First = Kernels[Members.front()];
    std::optional<std::pair<unsigned, size_t>> Variants;
    if (First.Site->InTemplateInstantiation)
      Variants = std::make_pair(variantTable(Members, false), Members.size());
    auto Range = *Host.fileRange(First.Site->Lambda->getSourceRange());
    Edits[Range.first].push_back({Range.second.first, Range.second.second,
                                  bindKernel(First, Members.front(), Variants, Host)});
  }
  for (auto It = Sites.begin(); It != Sites.end(); ++It) {
    const std::vector<unsigned> &Members = It->second;
    const LoweredKernel &First = Kernels[Members.front()];
    CallPlace Place = *placeOf(First.Site->Call, Host);
    std::string Replacement;
    if (!First.Site->CallInTemplate) {
      Replacement = launchCall(First, Members.front(), Host);
    } else if (First.Site->Bound || !First.Site->Lambda) {
      // A kernel passed by name in a template: bound lambdas, or functors
      // picked by their type.
      std::vector<unsigned> Functors;
      llvm::copy_if(Members, std::back_inserter(Functors), [&](unsigned I) { return !Kernels[I].Site->Lambda; });
      Replacement = namedLaunchCall(First, Functors.empty() ? std::nullopt : std::optional(variantTable(Functors, true)),
                                    Functors.size(), Host);
    } else {
      Replacement = variantLaunchCall(First, variantTable(Members, false), Members.size(), Host);
    }
    if (First.Site->View)
      Replacement = "(::amp_clang::launch_view_scope(" + Host(First.Site->View) + "), " + Replacement + ")";
    if (Place.InMacro)
      InMacros[{Place.File, Place.Begin, Place.End}].emplace_back(First.Site->Call, std::move(Replacement));
    else
      Edits[Place.File].push_back({Place.Begin, Place.End, std::move(Replacement)});
  }
  // A macro invocation becomes its expansion with the calls replaced.
  for (auto &[Place, Calls] : InMacros) {
    const Expr *Any = Calls.front().first;
    llvm::ArrayRef<clang::Token> Tokens = Macros->invocationTokens(Any->getBeginLoc(), SM);
    std::string Expansion;
    for (size_t I = 0; I < Tokens.size(); ++I) {
      auto Call = llvm::find_if(Calls, [&](const auto &C) { return C.first->getBeginLoc() == Tokens[I].getLocation(); });
      if (Call == Calls.end()) {
        Expansion += MacroExpansionText::spell(Tokens.slice(I, 1), SM, LO) + " ";
        continue;
      }
      Expansion += Call->second + " ";
      while (I + 1 < Tokens.size() && Tokens[I].getLocation() != Call->first->getEndLoc())
        ++I;
    }
    Edits[std::get<0>(Place)].push_back({std::get<1>(Place), std::get<2>(Place), Expansion});
  }
  // Lambdas local to a function that kernels' run-time keys name: named so
  // where they are made (launch.h: local_lambda; lowering/Names.cpp says why).
  for (const CXXRecordDecl *RD : LocalLambdas)
    if (std::optional<std::pair<FileID, std::pair<unsigned, unsigned>>> Range = Names::lambdaRange(*RD, SM)) {
      auto [File, Offsets] = *Range;
      Edits[File].push_back(
          {Offsets.first, Offsets.first, "::amp_clang::local_lambda(\"" + Names::localLambdaKey(*RD) + "\", "});
      Edits[File].push_back({Offsets.second, Offsets.second, ")"});
    }
  // Amp twins for the host accelerator: calls renamed where they stand (a call
  // inside a replaced range reaches the host text through Host), twins and
  // amp copies of restrict(cpu, amp) functions added.
  // tile_static declarations become storage (host/TileStaticStorage.h), and
  // bodies no kernel reaches are dropped (host/DeadAmpBodies.h), in place too.
  for (const auto &[File, Renames] : InPlace)
    for (const auto &[Offset, Rename] : Renames)
      Edits[File].push_back({Offset, Offset + Rename.first, Rename.second, true});
  if (Twins) {
    for (const TwinPlan::Insert &I : Twins->Inserts)
      Edits[I.File].push_back({I.Begin, I.End, I.Text, true});
  }
  // Each file's text: its host view if it has twins, else what was parsed.
  auto textOf = [&](FileID F) {
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F);
    std::string Path = Entry ? normalizedPath(Entry->getName()) : std::string();
    auto View = HostViews.find(Path);
    return std::make_pair(Path, View != HostViews.end() ? View->second : SM.getBufferData(F).str());
  };
  std::vector<std::pair<std::string, std::string>> Files;
  for (auto &[File, FileEdits] : Edits) {
    auto [Path, Text] = textOf(File);
    // An edit inside another's range is in that one's text already.
    std::vector<Edit> Outer;
    for (const Edit &E : FileEdits)
      if (llvm::none_of(FileEdits, [&](const Edit &O) {
            return O.Begin <= E.Begin && E.End <= O.End && O.End - O.Begin > E.End - E.Begin;
          }))
        Outer.push_back(E);
    FileEdits = std::move(Outer);
    // Replace from the end so earlier offsets stay valid; keep line counts.
    // At one offset, a replacement goes before an insertion there (which then precedes its text).
    std::sort(FileEdits.begin(), FileEdits.end(), [](const Edit &A, const Edit &B) {
      return A.Begin > B.Begin || (A.Begin == B.Begin && A.End > B.End);
    });
    for (Edit &E : FileEdits) {
      // (Only the lines its text lacks: a launch's text holds the kernel's own.)
      if (size_t Lines = llvm::StringRef(Text).slice(E.Begin, E.End).count('\n'),
          Has = llvm::StringRef(E.Text).count('\n');
          !E.KeepsLines && Lines > Has)
        E.Text.append(Lines - Has, '\n');
      Text.replace(E.Begin, E.End - E.Begin, E.Text);
    }
    if (File == Main)
      Files.insert(Files.begin(), {Path, std::move(Text)});
    else
      Files.emplace_back(Path, std::move(Text));
  }
  // Headers with twins and no kernel: their host views as they are.
  for (const auto &View : HostViews)
    if (llvm::none_of(Files, [&](const auto &F) { return F.first == View.first(); }))
      Files.emplace_back(View.first().str(), View.second);
  std::string &Text = Files.front().second;
  if (!Fills.empty())
    Text += "\nnamespace {\n" + Fills + "} // namespace\n";
  std::string Preamble;
  if (!Kernels.empty()) {
    llvm::raw_string_ostream OS(Preamble);
    OS << "#include <amp_clang/launch.h>\nnamespace {\n"
       << "const char _Amp_program_src[] = R\"amp_cl(" << Program << ")amp_cl\";\n"
       << "const ::amp_clang::program_desc _Amp_program{_Amp_program_src, sizeof(_Amp_program_src) - 1, "
       << cStringLiteral(Origin) << "};\n";
    for (unsigned I = 0; I < Kernels.size(); ++I) {
      const LoweredKernel &K = Kernels[I];
      PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(K.Site->Call->getBeginLoc()));
      std::string Where = (Origin + ":" + llvm::Twine(PL.getLine()) + ":" + llvm::Twine(PL.getColumn())).str();
      OS << "const ::amp_clang::kernel_desc _Amp_kernel_" << I << "{&_Amp_program, \"" << K.Name << "\", "
         << K.Layout.BlockSize << ", " << cStringLiteral(Where) << ", " << (K.BlockByValue ? "true" : "false")
         << ", " << (K.VectorName.empty() ? std::string("nullptr") : cStringLiteral(K.VectorName)) << ", "
         << K.VectorWidth
         << (K.HostRefusal.empty() ? (K.ImageName.empty() ? "" : ", nullptr") : ", " + cStringLiteral(K.HostRefusal))
         << (K.ImageName.empty() ? "" : ", " + cStringLiteral(K.ImageName)) << "};\n";
    }
    OS << Variants << "} // namespace\n#line 1 " << cStringLiteral(Origin) << "\n";
  }
  Text = Preamble + Text;
  return Files;
}

} // namespace ampclang
