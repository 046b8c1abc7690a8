// The parts of Microsoft's Concurrency Runtime header (<concrt.h>) that PPL code uses: its
// exceptions, critical_section, reader_writer_lock, wait(milliseconds), GetProcessorCount().
#pragma once

#include <amp_clang/ppl/context.h>
#include <amp_clang/ppl/critical_section.h>
#include <amp_clang/ppl/exceptions.h>
