"""Bar chart of a run.sh log (needs matplotlib): for each row, amp-clang's
ratio to hand-written OpenCL (same context and queue), and where the row has a
CUDA twin, amp-clang's ratio to CUDA (times: CUDA's over amp-clang's)."""
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

log, png, device = sys.argv[1], sys.argv[2], sys.argv[3]
lines = [line.rstrip("\n").split("|") for line in open(log)]
cuda = {(f[1], f[2]): float(f[4]) for f in lines if f[0] == "CUDA" and len(f) > 4}
names, ratios, vs_cuda = [], [], []
for f in lines:
    if f[0] == "ROW" and f[7].replace(".", "", 1).isdigit() and f[2] and f[4] and f[5]:
        names.append(f"{f[1]}: {f[2]}"[:60])
        ratios.append(float(f[7]))
        c = cuda.get((f[1], f[2]))
        try:
            amp = float(f[4])
        except ValueError:
            amp = 0
        if c and amp > 0:
            vs_cuda.append(c / amp if f[6].startswith("us") else amp / c)
        else:
            vs_cuda.append(None)
fig, ax = plt.subplots(figsize=(9, 0.45 * len(names) + 1.5))
y = list(range(len(names)))[::-1]
h = 0.4
ax.barh([v + h / 2 for v in y], ratios, height=h, color="tab:blue", label="amp-clang / hand OpenCL")
cy = [v - h / 2 for v, c in zip(y, vs_cuda) if c is not None]
if cy:
    ax.barh(cy, [c for c in vs_cuda if c is not None], height=h, color="tab:green", label="amp-clang / CUDA")
ax.set_yticks(y)
ax.set_yticklabels(names)
ax.axvline(0.98, color="tab:red", linestyle="--", label="target 0.98")
ax.set_xlabel("ratio (higher is better; launch times: the other side's time over amp-clang's)")
ax.set_title(device)
ax.legend()
fig.tight_layout()
fig.savefig(png, dpi=100)
