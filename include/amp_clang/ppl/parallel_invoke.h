// parallel_invoke: runs 2 to 10 function objects in parallel and returns when all have (Microsoft's ppl.h).
#pragma once

#include <amp_clang/namespace.h>
#include <amp_clang/ppl/tbb.h>

namespace Concurrency {
template <typename _Function1, typename _Function2>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2) {
  tbb::parallel_invoke(_Func1, _Func2);
}
template <typename _Function1, typename _Function2, typename _Function3>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3);
}
template <typename _Function1, typename _Function2, typename _Function3, typename _Function4>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3,
                     const _Function4 &_Func4) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3, _Func4);
}
template <typename _Function1, typename _Function2, typename _Function3, typename _Function4, typename _Function5>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3,
                     const _Function4 &_Func4, const _Function5 &_Func5) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3, _Func4, _Func5);
}
template <typename _Function1, typename _Function2, typename _Function3, typename _Function4, typename _Function5,
          typename _Function6>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3,
                     const _Function4 &_Func4, const _Function5 &_Func5, const _Function6 &_Func6) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3, _Func4, _Func5, _Func6);
}
template <typename _Function1, typename _Function2, typename _Function3, typename _Function4, typename _Function5,
          typename _Function6, typename _Function7>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3,
                     const _Function4 &_Func4, const _Function5 &_Func5, const _Function6 &_Func6,
                     const _Function7 &_Func7) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3, _Func4, _Func5, _Func6, _Func7);
}
template <typename _Function1, typename _Function2, typename _Function3, typename _Function4, typename _Function5,
          typename _Function6, typename _Function7, typename _Function8>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3,
                     const _Function4 &_Func4, const _Function5 &_Func5, const _Function6 &_Func6,
                     const _Function7 &_Func7, const _Function8 &_Func8) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3, _Func4, _Func5, _Func6, _Func7, _Func8);
}
template <typename _Function1, typename _Function2, typename _Function3, typename _Function4, typename _Function5,
          typename _Function6, typename _Function7, typename _Function8, typename _Function9>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3,
                     const _Function4 &_Func4, const _Function5 &_Func5, const _Function6 &_Func6,
                     const _Function7 &_Func7, const _Function8 &_Func8, const _Function9 &_Func9) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3, _Func4, _Func5, _Func6, _Func7, _Func8, _Func9);
}
template <typename _Function1, typename _Function2, typename _Function3, typename _Function4, typename _Function5,
          typename _Function6, typename _Function7, typename _Function8, typename _Function9, typename _Function10>
void parallel_invoke(const _Function1 &_Func1, const _Function2 &_Func2, const _Function3 &_Func3,
                     const _Function4 &_Func4, const _Function5 &_Func5, const _Function6 &_Func6,
                     const _Function7 &_Func7, const _Function8 &_Func8, const _Function9 &_Func9,
                     const _Function10 &_Func10) {
  tbb::parallel_invoke(_Func1, _Func2, _Func3, _Func4, _Func5, _Func6, _Func7, _Func8, _Func9, _Func10);
}
} // namespace Concurrency
