"""Bar chart of the amp-clang / hand-written ratios of a run.sh log (needs matplotlib)."""
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

log, png, device = sys.argv[1], sys.argv[2], sys.argv[3]
names, ratios = [], []
for line in open(log):
    f = line.rstrip("\n").split("|")
    if f[0] == "ROW" and f[7].replace(".", "", 1).isdigit() and f[2] and f[4] and f[5]:
        names.append(f"{f[1]}: {f[2]}"[:60])
        ratios.append(float(f[7]))
fig, ax = plt.subplots(figsize=(9, 0.45 * len(names) + 1.5))
ax.barh(names[::-1], ratios[::-1], color="tab:blue")
ax.axvline(0.98, color="tab:red", linestyle="--", label="target 0.98")
ax.set_xlabel("amp-clang / hand-written OpenCL (higher is better)")
ax.set_title(device)
ax.legend()
fig.tight_layout()
fig.savefig(png, dpi=100)
