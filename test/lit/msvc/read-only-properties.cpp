// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Microsoft's properties of accelerator and accelerator_view have getters
// only: reading one is a call to its get_ function, and assigning one is an
// error, as with Visual C++'s C2774 ("no 'put' method is associated with this
// property").
#include <amp.h>
#include <string>

using namespace Concurrency;

void reads(const accelerator &acc, const accelerator_view &av) {
  std::wstring path = acc.device_path;
  std::wstring name = acc.description;
  unsigned int version = acc.version;
  std::size_t memory = acc.dedicated_memory;
  bool flags = acc.supports_double_precision && acc.supports_limited_double_precision && acc.has_display &&
               acc.is_debug && acc.is_emulated && acc.supports_cpu_shared_memory;
  accelerator_view view = acc.default_view;
  access_type access = acc.default_cpu_access_type;
  queuing_mode mode = av.queuing_mode;
  (void)path, (void)name, (void)version, (void)memory, (void)flags, (void)view, (void)access, (void)mode;
}

void writes(accelerator &acc, accelerator_view &av) {
  acc.device_path = L"opencl:1";       // expected-error {{no setter defined for property 'device_path'}}
  acc.description = L"faster";         // expected-error {{no setter defined for property 'description'}}
  acc.version = 3;                     // expected-error {{no setter defined for property 'version'}}
  acc.dedicated_memory = 1;            // expected-error {{no setter defined for property 'dedicated_memory'}}
  acc.supports_double_precision = true; // expected-error {{no setter defined for property 'supports_double_precision'}}
  acc.is_emulated = false;             // expected-error {{no setter defined for property 'is_emulated'}}
  acc.default_view = av;               // expected-error {{no setter defined for property 'default_view'}}
  av.queuing_mode = queuing_mode_immediate; // expected-error {{no setter defined for property 'queuing_mode'}}
}
