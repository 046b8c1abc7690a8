// The one list of restriction rules, alphabetised by ID.
#include "checks/AmpCheck.h"

namespace ampclang {

std::unique_ptr<AmpCheck> createBitFieldCheck();
std::unique_ptr<AmpCheck> createCharTypeCheck();
std::unique_ptr<AmpCheck> createMemberAlignmentCheck();
std::unique_ptr<AmpCheck> createPointerMemberCheck();
std::unique_ptr<AmpCheck> createPointerToPointerCheck();
std::unique_ptr<AmpCheck> createUnsupportedTypeCheck();
std::unique_ptr<AmpCheck> createVirtualClassCheck();
std::unique_ptr<AmpCheck> createVolatileCheck();

std::vector<std::unique_ptr<AmpCheck>> createAllChecks() {
  std::vector<std::unique_ptr<AmpCheck>> Checks;
  Checks.push_back(createBitFieldCheck()); // amp-bit-field
  Checks.push_back(createCharTypeCheck());        // amp-char-type
  Checks.push_back(createMemberAlignmentCheck()); // amp-member-alignment
  Checks.push_back(createPointerMemberCheck()); // amp-pointer-member
  Checks.push_back(createPointerToPointerCheck()); // amp-pointer-to-pointer
  Checks.push_back(createUnsupportedTypeCheck()); // amp-unsupported-type
  Checks.push_back(createVirtualClassCheck()); // amp-virtual-class
  Checks.push_back(createVolatileCheck()); // amp-volatile
  return Checks;
}

} // namespace ampclang
