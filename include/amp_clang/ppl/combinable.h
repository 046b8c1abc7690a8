// combinable<T>: a value per thread, combined at the end (Microsoft's ppl.h), over oneTBB's combinable.
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

#include <utility>

namespace Concurrency {
template <typename _Ty> class combinable {
public:
  /// Each thread's value starts default-constructed.
  combinable() = default;
  /// Each thread's value starts as _FnInitialize() returns.
  template <typename _Function> explicit combinable(_Function _FnInitialize) : m_values(_FnInitialize) {}
  combinable(const combinable &) = default;
  combinable &operator=(const combinable &) = default;

  /// The calling thread's value, made on its first use.
  _Ty &local() { return m_values.local(); }
  /// The calling thread's value; _Exists says whether it was there before the call.
  _Ty &local(bool &_Exists) { return m_values.local(_Exists); }
  /// Forgets every thread's value.
  void clear() { m_values.clear(); }

  /// Folds the threads' values with _FnCombine(_Ty, _Ty); a default _Ty where no thread made one.
  template <typename _Function> _Ty combine(_Function _FnCombine) const {
    bool first = true;
    _Ty result = _Ty();
    m_values.combine_each([&](const _Ty &value) {
      if (first) {
        result = value;
        first = false;
      } else {
        result = _FnCombine(result, value);
      }
    });
    return result;
  }
  /// Calls _FnCombine(value) once for each thread's value.
  template <typename _Function> void combine_each(_Function _FnCombine) const {
    m_values.combine_each([&](const _Ty &value) { _FnCombine(value); });
  }

private:
  mutable tbb::combinable<_Ty> m_values;
};
} // namespace Concurrency
