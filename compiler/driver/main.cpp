// amp-clang's entry point: everything else lives in the ampclang library.
#include "driver/Driver.h"

int main(int Argc, const char **Argv) { return ampclang::runDriver(Argc, Argv); }
