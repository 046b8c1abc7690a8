#include "frontend/TileStaticConstruction.h"
#include "ast/Restriction.h"
#include "frontend/ForwardingConsumer.h"

#include "clang/AST/DeclBase.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace ampclang {
namespace {

bool isDefaultInitError(unsigned ID) {
  switch (ID) {
  case diag::err_ovl_no_viable_function_in_init:
  case diag::err_ovl_deleted_init:
  case diag::err_ovl_deleted_special_init:
  case diag::err_ovl_ambiguous_init:
  case diag::err_access_ctor:
  case diag::err_default_init_const:
    return true;
  default:
    return false;
  }
}

class TileStaticConstructionConsumer : public ForwardingConsumer {
public:
  TileStaticConstructionConsumer(DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned,
                                 CompilerInstance &CI)
      : ForwardingConsumer(Inner, std::move(Owned)), CI(CI) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note) { // a note follows its error
      if (!Dropping)
        forward(Level, Info);
      return;
    }
    Dropping = Level == DiagnosticsEngine::Error && isDefaultInitError(Info.getID()) &&
               declaresTileStatic(Info.getLocation());
    if (Dropping)
      uncountDroppedError(CI.getDiagnostics());
    else
      forward(Level, Info);
  }

private:
  /// True if \p Loc names a tile_static variable, without an initializer,
  /// that Sema is declaring in the current function (parsed or instantiated).
  bool declaresTileStatic(SourceLocation Loc) const {
    if (!CI.hasSema() || Loc.isInvalid())
      return false;
    const DeclContext *DC = CI.getSema().CurContext;
    if (!DC || !DC->isFunctionOrMethod())
      return false;

    for (const Decl *D : DC->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->getLocation() == Loc)
        return isTileStatic(*V) && !hasWrittenInit(*V);
    return false;
  }

  CompilerInstance &CI;
  bool Dropping = false;
};

} // namespace

void dropTileStaticConstructionErrors(CompilerInstance &CI) {
  wrapDiagnosticConsumer(CI, [&](DiagnosticConsumer &Inner, std::unique_ptr<DiagnosticConsumer> Owned) {
    return new TileStaticConstructionConsumer(Inner, std::move(Owned), CI);
  });
}

} // namespace ampclang
