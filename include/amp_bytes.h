// Byte helpers for C++ AMP: 8-bit data packed four to an unsigned int (char is not an amp type).
//
// Byte n lives in word n / 4, at bits 8 * (n % 4) (the little-endian order in
// which a host unsigned char buffer reinterpreted as unsigned int reads).
// `words` is anything indexable by int that yields unsigned int:
// array_view<unsigned int, 1>, array<unsigned int, 1>, a tile_static
// unsigned int[N], or an unsigned int pointer.
//
// write_byte, add_byte and increment_byte are atomic: threads may update
// neighbouring bytes of one word (and the same byte) concurrently. They return
// the byte's previous value; additions wrap within the byte and never carry
// into its neighbour. read_byte is a plain load.
#pragma once

#include <amp.h>

namespace amp_bytes {

namespace detail {
inline unsigned int shift_of(unsigned int n) restrict(cpu, amp) { return (n & 3u) * 8u; }

/// Replaces byte n of *word with f(old byte) atomically; returns the old byte.
/// op 0: store value, op 1: add value (wrapping within the byte).
inline unsigned int update(unsigned int *word, unsigned int n, unsigned int value,
                           int op) restrict(cpu, amp) {
  unsigned int shift = shift_of(n);
  unsigned int mask = 0xffu << shift;
  unsigned int expected = amp_clang::detail::atomic_fetch_or(word, 0u); // atomic load
  for (;;) {
    unsigned int old_byte = (expected & mask) >> shift;
    unsigned int new_byte = (op == 0 ? value : old_byte + value) & 0xffu;
    unsigned int desired = (expected & ~mask) | (new_byte << shift);
    // On failure, expected receives the word's current value: retry with it.
    if (amp_clang::detail::atomic_compare_exchange(word, &expected, desired))
      return old_byte;
  }
}
} // namespace detail

/// Byte n of the packed words.
template <class _AmpWords>
inline unsigned int read_byte(const _AmpWords &words, unsigned int n) restrict(cpu, amp) {
  return (words[(int)(n >> 2)] >> detail::shift_of(n)) & 0xffu;
}
inline unsigned int read_byte(const unsigned int *words, unsigned int n) restrict(cpu, amp) {
  return (words[n >> 2] >> detail::shift_of(n)) & 0xffu;
}
inline unsigned int read_byte(unsigned int *words, unsigned int n) restrict(cpu, amp) {
  return (words[n >> 2] >> detail::shift_of(n)) & 0xffu;
}

/// Sets byte n to value & 0xff; returns the byte's previous value.
template <class _AmpWords>
inline unsigned int write_byte(_AmpWords &&words, unsigned int n, unsigned int value) restrict(cpu, amp) {
  return detail::update(&words[(int)(n >> 2)], n, value, 0);
}
inline unsigned int write_byte(unsigned int *words, unsigned int n, unsigned int value) restrict(cpu, amp) {
  return detail::update(&words[n >> 2], n, value, 0);
}

/// Adds delta to byte n modulo 256 (no carry into byte n + 1); returns the previous value.
template <class _AmpWords>
inline unsigned int add_byte(_AmpWords &&words, unsigned int n, unsigned int delta) restrict(cpu, amp) {
  return detail::update(&words[(int)(n >> 2)], n, delta, 1);
}
inline unsigned int add_byte(unsigned int *words, unsigned int n, unsigned int delta) restrict(cpu, amp) {
  return detail::update(&words[n >> 2], n, delta, 1);
}

/// Adds 1 to byte n modulo 256; returns the previous value.
template <class _AmpWords>
inline unsigned int increment_byte(_AmpWords &&words, unsigned int n) restrict(cpu, amp) {
  return detail::update(&words[(int)(n >> 2)], n, 1u, 1);
}
inline unsigned int increment_byte(unsigned int *words, unsigned int n) restrict(cpu, amp) {
  return detail::update(&words[n >> 2], n, 1u, 1);
}

} // namespace amp_bytes
