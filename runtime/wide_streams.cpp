// std::wcout, std::wcerr and std::wclog as Visual C++ programs use them: mixed
// with printf and std::cout. With glibc, a stream's first wide write makes
// stdout wide-oriented and every narrow write after it (printf, std::cout) is
// dropped without an error: Microsoft's samples print their verdict after a
// wide banner, and it vanished. The runtime gives the wide standard streams a
// buffer that writes their characters as UTF-8 through the narrow C streams,
// so that output keeps its order and nothing is lost.
#include <cstdio>
#include <cwchar>
#include <iostream>
#include <streambuf>

namespace {

/// UTF-8 of one code point into \p out (1 to 4 bytes); '?' for what is none.
std::size_t utf8(char32_t c, char *out) {
  if (c < 0x80) {
    out[0] = static_cast<char>(c);
    return 1;
  }
  if (c < 0x800) {
    out[0] = static_cast<char>(0xC0 | (c >> 6));
    out[1] = static_cast<char>(0x80 | (c & 0x3F));
    return 2;
  }
  if (c < 0x10000) {
    if (c >= 0xD800 && c <= 0xDFFF) { // a lone surrogate half
      out[0] = '?';
      return 1;
    }
    out[0] = static_cast<char>(0xE0 | (c >> 12));
    out[1] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out[2] = static_cast<char>(0x80 | (c & 0x3F));
    return 3;
  }
  if (c < 0x110000) {
    out[0] = static_cast<char>(0xF0 | (c >> 18));
    out[1] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out[2] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out[3] = static_cast<char>(0x80 | (c & 0x3F));
    return 4;
  }
  out[0] = '?';
  return 1;
}

/// Wide characters out through a narrow C stream, as UTF-8.
class narrow_wide_buf : public std::wstreambuf {
public:
  explicit narrow_wide_buf(std::FILE *file) : file_(file) {}

protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof()))
      return traits_type::not_eof(c);
    char bytes[4];
    std::size_t n = utf8(static_cast<char32_t>(traits_type::to_char_type(c)), bytes);
    return std::fwrite(bytes, 1, n, file_) == n ? c : traits_type::eof();
  }
  std::streamsize xsputn(const wchar_t *s, std::streamsize count) override {
    for (std::streamsize i = 0; i < count; ++i)
      if (traits_type::eq_int_type(overflow(traits_type::to_int_type(s[i])), traits_type::eof()))
        return i;
    return count;
  }
  int sync() override { return std::fflush(file_) == 0 ? 0 : -1; }

private:
  std::FILE *file_;
};

struct wide_streams_through_narrow {
  wide_streams_through_narrow() {
    static std::ios_base::Init streams; // the standard streams exist first
    static narrow_wide_buf out(stdout), err(stderr);
    // A stream something already made wide-oriented stays as it is.
    if (std::fwide(stdout, 0) <= 0)
      std::wcout.rdbuf(&out);
    if (std::fwide(stderr, 0) <= 0) {
      std::wcerr.rdbuf(&err);
      std::wclog.rdbuf(&err);
    }
  }
} installed;

} // namespace
