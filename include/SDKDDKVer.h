// Windows' SDK version header: every Visual Studio project's targetver.h
// includes it to pick the Windows API level. Nothing of it applies on Linux;
// it exists so that such programs compile unchanged (docs/msvc.md).
#pragma once
