#!/usr/bin/env python3
"""Parses every source of compile_commands.json as clangd would (the recorded
command with -fsyntax-only), as docs/cmake.md describes: with
-DAMP_CLANG_FRONTEND (the .clangd it suggests) no error; without it, none but
parallel_for_each's "must be compiled with amp-clang".
    check_compile_commands.py BUILD_DIR"""
import json
import shlex
import subprocess
import sys

PFE_ERROR = "parallel_for_each must be compiled with amp-clang"


def syntax_only(entry, extra):
    args = shlex.split(entry["command"])
    # clangd parses with its own Clang whatever compiler the command names.
    args[0] = "clang++-19"
    kept, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in ("-o", "-MF", "-MT"):
            skip = True
        elif a not in ("-c", "-MD"):
            kept.append(a)
    return subprocess.run(kept + ["-fsyntax-only"] + extra, cwd=entry["directory"],
                          capture_output=True, text=True)


def main():
    entries = json.load(open(sys.argv[1] + "/compile_commands.json"))
    failed = not entries
    for e in entries:
        r = syntax_only(e, ["-DAMP_CLANG_FRONTEND"])
        if r.returncode != 0:
            print(f"FAIL {e['file']} with -DAMP_CLANG_FRONTEND:\n{r.stderr}")
            failed = True
        r = syntax_only(e, [])
        errors = [l for l in r.stderr.splitlines() if " error: " in l]
        if any(PFE_ERROR not in l for l in errors):
            print(f"FAIL {e['file']}: errors beyond parallel_for_each's:\n{r.stderr}")
            failed = True
        print(f"{e['file']}: {len(errors)} parallel_for_each error(s) without AMP_CLANG_FRONTEND, none with it")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
