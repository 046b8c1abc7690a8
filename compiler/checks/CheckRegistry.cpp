// The one list of restriction rules, alphabetised by ID.
#include "checks/AmpCheck.h"

namespace ampclang {

std::unique_ptr<AmpCheck> createCharTypeCheck();
std::unique_ptr<AmpCheck> createUnsupportedTypeCheck();

std::vector<std::unique_ptr<AmpCheck>> createAllChecks() {
  std::vector<std::unique_ptr<AmpCheck>> Checks;
  Checks.push_back(createCharTypeCheck());        // amp-char-type
  Checks.push_back(createUnsupportedTypeCheck()); // amp-unsupported-type
  return Checks;
}

} // namespace ampclang
