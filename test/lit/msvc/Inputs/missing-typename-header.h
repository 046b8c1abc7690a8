// A header written for Visual C++: a dependent type named without `typename`.
template <class C> int countOf(const C &c) {
  C::size_type n = c.size();
  return static_cast<int>(n);
}
