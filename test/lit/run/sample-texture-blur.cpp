// RUN: %amp-clang -O2 %S/../../../samples/texture-blur/blur.cpp -o %t
// RUN: %run --ignore '^device: ' %t %S/../../../samples/texture-blur/card.ppm %t.ppm | FileCheck %s
// RUN: head -c 15 %t.ppm | FileCheck %s --check-prefix=IMAGE
// RUN: env AMP_CLANG_TEXTURE_IMAGES=always AMP_CLANG_LOG=3 %t %S/../../../samples/texture-blur/card.ppm %t.ppm 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// LOG: launch {{.*}} (image variant)
// The texture sample: a blur of the image it ships through a
// texture<unorm_4, 2> and a linear sampler, checked against the host's blur;
// once more with its samples read from an OpenCL image, as GPUs run it.
// CHECK: device: {{.+}}
// CHECK: 160x120 image, 3 passes, written to {{.*}}.ppm: matches the host's blur (within 3/255)
// CHECK: PASS
// IMAGE: P6
// IMAGE-NEXT: 160 120
// IMAGE-NEXT: 255
