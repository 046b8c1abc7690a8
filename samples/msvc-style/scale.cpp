// C++ AMP written as Visual C++ users wrote it: `Concurrency::`, properties,
// the auto-selection view, `typename decltype`, #pragma region. The MSVC
// dialect is on by default: amp-clang scale.cpp -o scale
#include <amp.h>
#include <cstdio>
#include <vector>

using namespace Concurrency;

#pragma region Matrix
// A matrix shape read through MSVC properties, as amp.h's own types do.
class Shape {
public:
  Shape(int rows, int cols) restrict(cpu, amp) : m_rows(rows), m_cols(cols) {}
  int get_rows() const restrict(cpu, amp) { return m_rows; }
  int get_cols() const restrict(cpu, amp) { return m_cols; }
  int get_size() const restrict(cpu, amp) { return m_rows * m_cols; }
  __declspec(property(get = get_rows)) int rows;
  __declspec(property(get = get_cols)) int cols;
  __declspec(property(get = get_size)) int size;

private:
  int m_rows, m_cols;
};
#pragma endregion

// Scales every element by its row number plus one, on the view chosen by the runtime.
void scale_rows(const array_view<float, 2> &view, Shape shape, const accelerator_view &where) {
  parallel_for_each(where, view.extent, [=](index<2> idx) restrict(amp) {
    typename decltype(view[idx]) element = view[idx]; // MSVC's `typename decltype`
    element *= static_cast<float>(idx[0] + 1) * (shape.size > 0 ? 1.0f : 0.0f);
  });
}

int main() {
  Shape shape(3, 4);
  std::vector<float> data(shape.size, 1.0f);
  array_view<float, 2> view(shape.rows, shape.cols, data);
  accelerator_view where = accelerator::get_auto_selection_view();
  scale_rows(view, shape, where);
  view.synchronize();
  for (int r = 0; r < shape.rows; ++r)
    std::printf("row %d: %g %g %g %g\n", r, data[r * shape.cols], data[r * shape.cols + 1],
                data[r * shape.cols + 2], data[r * shape.cols + 3]);
  return 0;
}
