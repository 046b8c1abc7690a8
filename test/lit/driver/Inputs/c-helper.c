/* A C source beside C++ AMP code (a reference SGEMM, a f2c'd BLAS). Like
   clang++ and g++, amp-clang's link step compiles a .c input as C++: the guard
   gives it C linkage either way. */
#ifdef __cplusplus
extern "C"
#endif
int c_helper_twice(int x) { return 2 * x; }
