#!/usr/bin/env python3
"""Every diagnostic ID in compiler/checks/Diagnostics.def has a docs entry in
docs/diagnostics.md, a lit test test/lit/checks/<id>.cpp, and every rule file in
compiler/checks/rules/ and compiler/advice/ is registered in CheckRegistry.cpp. Exits 1 listing gaps."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[1])
table = (root / "compiler/checks/Diagnostics.def").read_text()
ids = [m.group(1) for m in re.finditer(r'^AMP_DIAG\(\w+, "([a-z0-9-]+)"', table, re.M)]
docs = (root / "docs/diagnostics.md").read_text()
registry = (root / "compiler/checks/CheckRegistry.cpp").read_text()
gaps = []
for rule_id in ids:
    if not re.search(rf"^### {re.escape(rule_id)}$", docs, re.M):
        gaps.append(f"{rule_id}: no '### {rule_id}' entry in docs/diagnostics.md")
    if not (root / "test/lit/checks" / f"{rule_id}.cpp").is_file():
        gaps.append(f"{rule_id}: no test/lit/checks/{rule_id}.cpp")
rules = list((root / "compiler/checks/rules").glob("*Check.cpp")) + list((root / "compiler/advice").glob("*Advice.cpp"))
for rule in sorted(rules):
    if f"create{rule.stem}(" not in registry:
        gaps.append(f"{rule.name}: not registered in CheckRegistry.cpp")
for gap in gaps:
    print(gap)
print(f"{len(ids)} diagnostics, {len(gaps)} gaps")
sys.exit(1 if gaps or not ids else 0)
