// A user header for the dependency-file tests.
#pragma once
inline int dep_user_value() restrict(amp, cpu) { return 2; }
