// The one list of restriction rules, alphabetised by ID.
#include "checks/AmpCheck.h"

namespace ampclang {

std::unique_ptr<AmpCheck> createAmpFunctionAddressCheck();
std::unique_ptr<AmpCheck> createAmpFunctionPointerCheck();
std::unique_ptr<AmpCheck> createBitFieldCheck();
std::unique_ptr<AmpCheck> createArrayElementSizeCheck();
std::unique_ptr<AmpCheck> createBoolArrayCheck();
std::unique_ptr<AmpCheck> createRestrictOnObjectCheck();
std::unique_ptr<AmpCheck> createBoolPointerArithCheck();
std::unique_ptr<AmpCheck> createCallAmpFunctionCheck();
std::unique_ptr<AmpCheck> createCallCpuFunctionCheck();
std::unique_ptr<AmpCheck> createCaptureArrayByValueCheck();
std::unique_ptr<AmpCheck> createCaptureByReferenceCheck();
std::unique_ptr<AmpCheck> createCapturePointerCheck();
std::unique_ptr<AmpCheck> createCaptureThisCheck();
std::unique_ptr<AmpCheck> createCastAwayConstCheck();
std::unique_ptr<AmpCheck> createCharTypeCheck();
class AccessCache; // the coalescing advisor's rules share one analysis a run
std::shared_ptr<AccessCache> makeAccessCache();
std::unique_ptr<AmpCheck> createColumnWalkAdvice(std::shared_ptr<AccessCache>);
std::unique_ptr<AmpCheck> createStrideAdvice(std::shared_ptr<AccessCache>);
std::unique_ptr<AmpCheck> createStructFieldAdvice(std::shared_ptr<AccessCache>);
std::unique_ptr<AmpCheck> createTileStagingAdvice(std::shared_ptr<AccessCache>);
std::unique_ptr<AmpCheck> createContainerElementCheck();
std::unique_ptr<AmpCheck> createDecltypeOverloadSetCheck();
std::unique_ptr<AmpCheck> createDestructorRestrictionCheck();
std::unique_ptr<AmpCheck> createDivergentBarrierCheck();
std::unique_ptr<AmpCheck> createExceptionCheck();
std::unique_ptr<AmpCheck> createExceptionSpecCheck();
std::unique_ptr<AmpCheck> createExternCRestrictionCheck();
std::unique_ptr<AmpCheck> createMainRestrictionCheck();
std::unique_ptr<AmpCheck> createFloatLiteralRangeCheck();
std::unique_ptr<AmpCheck> createFunctionPointerCheck();
std::unique_ptr<AmpCheck> createGlobalVariableCheck();
std::unique_ptr<AmpCheck> createGotoCheck();
std::unique_ptr<AmpCheck> createInlineAsmCheck();
std::unique_ptr<AmpCheck> createIntPointerCastCheck();
std::unique_ptr<AmpCheck> createIntegerLiteralRangeCheck();
std::unique_ptr<AmpCheck> createKernelNotAmpCheck();
std::unique_ptr<AmpCheck> createKernelReturnTypeCheck();
std::unique_ptr<AmpCheck> createTwinCallOutsideFunctionsCheck();
std::unique_ptr<AmpCheck> createKernelTooLargeCheck();
std::unique_ptr<AmpCheck> createMemberAlignmentCheck();
std::unique_ptr<AmpCheck> createMutableKernelCheck();
std::unique_ptr<AmpCheck> createNewDeleteCheck();
std::unique_ptr<AmpCheck> createPointerMemberCheck();
std::unique_ptr<AmpCheck> createPointerToPointerCheck();
std::unique_ptr<AmpCheck> createReadOnlyExtentCheck();
std::unique_ptr<AmpCheck> createRecursionCheck();
std::unique_ptr<AmpCheck> createRestrictPlacementCheck();
std::unique_ptr<AmpCheck> createRestrictionMismatchCheck();
std::unique_ptr<AmpCheck> createRestrictionOrderCheck();
std::unique_ptr<AmpCheck> createRestrictionSpecifierCheck();
std::unique_ptr<AmpCheck> createRttiCheck();
std::unique_ptr<AmpCheck> createSpecialMemberRestrictionCheck();
std::unique_ptr<AmpCheck> createStringLiteralCheck();
std::unique_ptr<AmpCheck> createTileExtentCheck();
std::unique_ptr<AmpCheck> createTileStaticInitCheck();
std::unique_ptr<AmpCheck> createTileStaticStorageCheck();
std::unique_ptr<AmpCheck> createTileStaticScopeCheck();
std::unique_ptr<AmpCheck> createTileStaticSizeCheck();
std::unique_ptr<AmpCheck> createTileStaticTypeCheck();
std::unique_ptr<AmpCheck> createTileStaticUntiledCheck();
std::unique_ptr<AmpCheck> createTextureBitsCheck();
std::unique_ptr<AmpCheck> createTextureElementTypeCheck();
std::unique_ptr<AmpCheck> createTextureSampleCheck();
std::unique_ptr<AmpCheck> createTextureViewInAmpCheck();
std::unique_ptr<AmpCheck> createTextureWriteCheck();
std::unique_ptr<AmpCheck> createTooManyViewsCheck();
std::unique_ptr<AmpCheck> createUnsupportedTypeCheck();
std::unique_ptr<AmpCheck> createVarargsCheck();
std::unique_ptr<AmpCheck> createVirtualCallCheck();
std::unique_ptr<AmpCheck> createVirtualClassCheck();
std::unique_ptr<AmpCheck> createVolatileCheck();
std::unique_ptr<AmpCheck> createWriteMutableMemberCheck();

std::vector<std::unique_ptr<AmpCheck>> createAllChecks() {
  std::vector<std::unique_ptr<AmpCheck>> Checks;
  std::shared_ptr<AccessCache> Accesses = makeAccessCache();
  Checks.push_back(createBitFieldCheck()); // amp-bit-field
  Checks.push_back(createBoolArrayCheck()); // amp-bool-array
  Checks.push_back(createArrayElementSizeCheck()); // amp-array-element-size
  Checks.push_back(createBoolPointerArithCheck()); // amp-bool-pointer-arith
  Checks.push_back(createCallAmpFunctionCheck()); // amp-call-amp-function
  Checks.push_back(createCallCpuFunctionCheck()); // amp-call-cpu-function
  Checks.push_back(createCaptureArrayByValueCheck()); // amp-capture-array-by-value
  Checks.push_back(createCaptureByReferenceCheck()); // amp-capture-by-reference
  Checks.push_back(createCapturePointerCheck()); // amp-capture-pointer
  Checks.push_back(createCaptureThisCheck()); // amp-capture-this
  Checks.push_back(createCastAwayConstCheck()); // amp-cast-away-const
  Checks.push_back(createCharTypeCheck());        // amp-char-type
  Checks.push_back(createColumnWalkAdvice(Accesses)); // amp-coalescing-column-walk
  Checks.push_back(createExternCRestrictionCheck()); // amp-extern-c-restriction
  Checks.push_back(createMainRestrictionCheck());    // amp-main-restriction
  Checks.push_back(createIntegerLiteralRangeCheck()); // amp-integer-literal-range
  Checks.push_back(createStrideAdvice(Accesses)); // amp-coalescing-stride
  Checks.push_back(createStructFieldAdvice(Accesses)); // amp-coalescing-struct-field
  Checks.push_back(createTileStagingAdvice(Accesses)); // amp-coalescing-tile-staging
  Checks.push_back(createContainerElementCheck()); // amp-container-element
  Checks.push_back(createDecltypeOverloadSetCheck()); // amp-decltype-overload-set
  Checks.push_back(createDestructorRestrictionCheck()); // amp-destructor-restriction
  Checks.push_back(createDivergentBarrierCheck()); // amp-divergent-barrier
  Checks.push_back(createExceptionCheck()); // amp-exception
  Checks.push_back(createExceptionSpecCheck()); // amp-exception-spec
  Checks.push_back(createFloatLiteralRangeCheck()); // amp-float-literal-range
  Checks.push_back(createFunctionPointerCheck()); // amp-function-pointer
  Checks.push_back(createAmpFunctionAddressCheck()); // amp-function-address
  Checks.push_back(createAmpFunctionPointerCheck()); // amp-function-pointer-type
  Checks.push_back(createReadOnlyExtentCheck()); // amp-read-only-property
  Checks.push_back(createRestrictOnObjectCheck()); // amp-restrict-on-object
  Checks.push_back(createGlobalVariableCheck()); // amp-global-variable
  Checks.push_back(createGotoCheck()); // amp-goto
  Checks.push_back(createInlineAsmCheck()); // amp-inline-asm
  Checks.push_back(createIntPointerCastCheck()); // amp-int-pointer-cast
  Checks.push_back(createKernelNotAmpCheck()); // amp-kernel-not-amp
  Checks.push_back(createKernelReturnTypeCheck()); // amp-kernel-return-type
  Checks.push_back(createTwinCallOutsideFunctionsCheck()); // amp-unsupported-construct (twins at namespace scope)
  Checks.push_back(createKernelTooLargeCheck()); // amp-kernel-too-large
  Checks.push_back(createMemberAlignmentCheck()); // amp-member-alignment
  Checks.push_back(createMutableKernelCheck()); // amp-mutable-kernel
  Checks.push_back(createNewDeleteCheck()); // amp-new-delete
  Checks.push_back(createPointerMemberCheck()); // amp-pointer-member
  Checks.push_back(createPointerToPointerCheck()); // amp-pointer-to-pointer
  Checks.push_back(createRecursionCheck()); // amp-recursion
  Checks.push_back(createRestrictPlacementCheck()); // amp-restrict-placement
  Checks.push_back(createRestrictionMismatchCheck()); // amp-restriction-mismatch
  Checks.push_back(createRestrictionOrderCheck()); // amp-restriction-order
  Checks.push_back(createRestrictionSpecifierCheck()); // amp-restriction-specifier
  Checks.push_back(createRttiCheck()); // amp-rtti
  Checks.push_back(createSpecialMemberRestrictionCheck()); // amp-special-member-restriction
  Checks.push_back(createStringLiteralCheck()); // amp-string-literal
  Checks.push_back(createTileExtentCheck()); // amp-tile-extent
  Checks.push_back(createTileStaticInitCheck()); // amp-tile-static-init
  Checks.push_back(createTileStaticStorageCheck()); // amp-tile-static-storage
  Checks.push_back(createTileStaticScopeCheck()); // amp-tile-static-scope
  Checks.push_back(createTileStaticSizeCheck()); // amp-tile-static-size
  Checks.push_back(createTileStaticTypeCheck()); // amp-tile-static-type
  Checks.push_back(createTileStaticUntiledCheck()); // amp-tile-static-untiled
  Checks.push_back(createTextureBitsCheck()); // amp-texture-bits
  Checks.push_back(createTextureElementTypeCheck()); // amp-texture-element-type
  Checks.push_back(createTextureSampleCheck()); // amp-texture-sample
  Checks.push_back(createTextureViewInAmpCheck()); // amp-texture-view-in-amp-code
  Checks.push_back(createTextureWriteCheck()); // amp-texture-write
  Checks.push_back(createTooManyViewsCheck()); // amp-too-many-views
  Checks.push_back(createUnsupportedTypeCheck()); // amp-unsupported-type
  Checks.push_back(createVarargsCheck()); // amp-varargs
  Checks.push_back(createVirtualCallCheck()); // amp-virtual-call
  Checks.push_back(createVirtualClassCheck()); // amp-virtual-class
  Checks.push_back(createVolatileCheck()); // amp-volatile
  Checks.push_back(createWriteMutableMemberCheck()); // amp-write-mutable-member
  return Checks;
}

} // namespace ampclang
