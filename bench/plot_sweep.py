"""The compute sweep of a run.sh log as seed 004 drew it: GB/s against the
work n per element, one line each for amp-clang, hand OpenCL and (when the log
has the CUDA twin's rows) CUDA; unit-stride and stride-2 reads side by side.
Usage: plot_sweep.py LOG PNG DEVICE (needs matplotlib)."""
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

log, png, device = sys.argv[1], sys.argv[2], sys.argv[3]
series = {}  # (kernel, side) -> {n: GB/s}
for line in open(log):
    f = line.rstrip("\n").split("|")
    if len(f) < 6 or f[1] != "compute sweep" or ", n = " not in f[2]:
        continue
    kernel, n = f[2].split(", n = ")
    if f[0] == "ROW":
        series.setdefault((kernel, "amp-clang"), {})[int(n)] = float(f[4])
        series.setdefault((kernel, "hand OpenCL"), {})[int(n)] = float(f[5])
    elif f[0] == "CUDA":
        series.setdefault((kernel, "CUDA"), {})[int(n)] = float(f[4])
if not series:
    sys.exit("plot_sweep.py: no compute sweep rows in " + log)
kernels = ["unit_test", "stride_test"]
fig, axes = plt.subplots(1, 2, figsize=(11, 4.2), sharey=True)
styles = {"amp-clang": ("tab:blue", "o"), "hand OpenCL": ("tab:orange", "s"), "CUDA": ("tab:green", "^")}
for ax, kernel in zip(axes, kernels):
    for side, (colour, marker) in styles.items():
        points = series.get((kernel, side))
        if points:
            ns = sorted(points)
            ax.plot(ns, [points[n] for n in ns], color=colour, marker=marker, markersize=4, label=side)
    ax.set_title(f"{kernel}: y[{'i' if kernel == 'unit_test' else '2*i'}], n multiply-adds")
    ax.set_xlabel("n (dependent multiply-adds per element)")
    ax.grid(alpha=0.3)
axes[0].set_ylabel("useful GB/s (bytes read + written)")
axes[0].legend()
fig.suptitle(device)
fig.tight_layout()
fig.savefig(png, dpi=100)
