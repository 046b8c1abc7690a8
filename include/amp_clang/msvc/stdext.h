// Visual C++'s stdext::checked_array_iterator and unchecked_array_iterator,
// with make_checked_array_iterator and make_unchecked_array_iterator: an
// iterator over a pointer and a size, which stops the program when it moves
// outside [0, size] or dereferences size, as Microsoft's does. Declared by
// <xutility>, and by <amp.h> under -fms-compatibility (docs/msvc.md).
#pragma once

#include <cstddef>
#include <iterator>

#include <amp_clang/msvc/invalid_parameter.h>

namespace stdext {
template <class Ptr> class checked_array_iterator {
  using traits = std::iterator_traits<Ptr>;

public:
  using iterator_category = typename traits::iterator_category;
  using value_type = typename traits::value_type;
  using difference_type = typename traits::difference_type;
  using pointer = typename traits::pointer;
  using reference = typename traits::reference;

  checked_array_iterator() = default;
  checked_array_iterator(Ptr array, std::size_t size, std::size_t index = 0)
      : m_array(array), m_size(size), m_index(index) {
    check(index <= size, "index outside the array");
  }
  Ptr base() const { return m_array + m_index; }

  reference operator*() const {
    check(m_index < m_size, "dereferencing the end");
    return m_array[m_index];
  }
  pointer operator->() const { return &**this; }
  reference operator[](difference_type n) const { return *(*this + n); }
  checked_array_iterator &operator+=(difference_type n) {
    check(n >= 0 ? static_cast<std::size_t>(n) <= m_size - m_index : static_cast<std::size_t>(-n) <= m_index,
          "moved outside the array");
    m_index += n;
    return *this;
  }
  checked_array_iterator &operator-=(difference_type n) { return *this += -n; }
  checked_array_iterator &operator++() { return *this += 1; }
  checked_array_iterator &operator--() { return *this -= 1; }
  checked_array_iterator operator++(int) {
    checked_array_iterator old = *this;
    ++*this;
    return old;
  }
  checked_array_iterator operator--(int) {
    checked_array_iterator old = *this;
    --*this;
    return old;
  }
  friend checked_array_iterator operator+(checked_array_iterator i, difference_type n) { return i += n; }
  friend checked_array_iterator operator+(difference_type n, checked_array_iterator i) { return i += n; }
  friend checked_array_iterator operator-(checked_array_iterator i, difference_type n) { return i -= n; }
  friend difference_type operator-(const checked_array_iterator &a, const checked_array_iterator &b) {
    return static_cast<difference_type>(a.m_index) - static_cast<difference_type>(b.m_index);
  }
  friend bool operator==(const checked_array_iterator &a, const checked_array_iterator &b) {
    return a.m_index == b.m_index;
  }
  friend bool operator!=(const checked_array_iterator &a, const checked_array_iterator &b) { return !(a == b); }
  friend bool operator<(const checked_array_iterator &a, const checked_array_iterator &b) {
    return a.m_index < b.m_index;
  }
  friend bool operator>(const checked_array_iterator &a, const checked_array_iterator &b) { return b < a; }
  friend bool operator<=(const checked_array_iterator &a, const checked_array_iterator &b) { return !(b < a); }
  friend bool operator>=(const checked_array_iterator &a, const checked_array_iterator &b) { return !(a < b); }

private:
  static void check(bool ok, const char *what) {
    if (!ok)
      amp_clang_msvc::invalid_parameter("stdext::checked_array_iterator", what);
  }
  Ptr m_array = Ptr();
  std::size_t m_size = 0;
  std::size_t m_index = 0;
};

template <class Ptr>
inline checked_array_iterator<Ptr> make_checked_array_iterator(Ptr array, std::size_t size, std::size_t index = 0) {
  return checked_array_iterator<Ptr>(array, size, index);
}

// The unchecked form is the pointer itself in all but name.
template <class Ptr> using unchecked_array_iterator = Ptr;
template <class Ptr> inline Ptr make_unchecked_array_iterator(Ptr p) { return p; }
} // namespace stdext
