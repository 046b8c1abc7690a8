"""Random restrict(amp) expressions, statements and helper functions (generate.py's core).

Every expression is defined behaviour in C++ and in OpenCL C alike:
- unsigned int arithmetic wraps; divisors are `| 1u`, shift counts `& 31u`;
- signed int, float and double values carry a bound on their magnitude, and an
  operation is only written where the result stays within it (float values are
  integers below 2^24, double values below 2^50, so every result is exact);
- conversions to an integer type only happen from values that fit it;
- array indices are masked to the array's power-of-two size.
"""

U = "unsigned int"
INT_LIMIT = 1 << 30
FLOAT_LIMIT = 1 << 24
DOUBLE_LIMIT = 1 << 50


class Scope:
    """What a statement may read and write at one point of a function body."""

    def __init__(self, parent=None):
        if parent is None:
            self.uvars = []      # writable unsigned int locals
            self.uro = []        # read-only unsigned int expressions
            self.arrays = []     # (name, size): writable local unsigned int arrays
            self.roarrays = []   # (expression, size): read-only arrays (captures)
            self.structs = []    # writable locals of struct S
            self.rostructs = []  # read-only S expressions (captures, const params)
            self.views = []      # (expression, size): read-only 1-D views
            self.loop_depth = 0
        else:
            for k in ("uvars", "uro", "arrays", "roarrays", "structs", "rostructs", "views"):
                setattr(self, k, list(getattr(parent, k)))
            self.loop_depth = parent.loop_depth


class Helper:
    """A generated helper function: its definition and how to call it."""

    def __init__(self, name, kind, text):
        self.name, self.kind, self.text = name, kind, text
        self.both = False  # restrict(cpu, amp)


class Exprs:
    def __init__(self, rng, features, names):
        self.rng = rng
        self.features = features
        self.names = names        # a shared counter: names[0]
        self.helpers = []          # helpers callable from amp code so far
        self.math_ok = True        # false in restrict(cpu, amp) functions

    # --- utilities -------------------------------------------------------
    def on(self, feature):
        return feature in self.features

    def fresh(self, prefix):
        self.names[0] += 1
        return "%s%d" % (prefix, self.names[0])

    def const(self):
        r = self.rng.random()
        if r < 0.4:
            return "%du" % self.rng.randint(0, 15)
        if r < 0.8:
            return "%du" % self.rng.randint(0, 1000)
        return "0x%08xu" % self.rng.getrandbits(32)

    def math_ns(self):
        return self.rng.choice(["precise_math", "fast_math"]) if self.on("fast-math") else "precise_math"

    # --- unsigned int ----------------------------------------------------
    def u(self, s, d):
        """An unsigned int expression of depth at most d."""
        rng = self.rng
        if d <= 0 or rng.random() < 0.25:
            return self.uleaf(s)
        r = rng.random()
        if r < 0.30:
            op = rng.choice(["+", "-", "*", "^", "&", "|", "+", "^"])
            return "(%s %s %s)" % (self.u(s, d - 1), op, self.u(s, d - 1))
        if r < 0.38:
            op = rng.choice(["<<", ">>"])
            return "(%s %s (%s & 31u))" % (self.u(s, d - 1), op, self.u(s, d - 1))
        if r < 0.44:
            op = rng.choice(["/", "%"])
            return "(%s %s (%s | 1u))" % (self.u(s, d - 1), op, self.u(s, d - 1))
        if r < 0.48:
            return rng.choice(["(~%s)", "(0u - %s)"]) % self.u(s, d - 1)
        if r < 0.58 and self.on("ternary"):
            return "(%s ? %s : %s)" % (self.cond(s, d - 1), self.u(s, d - 1), self.u(s, d - 1))
        if r < 0.68 and self.on("conversions"):
            return self.u_from_other(s, d - 1)
        if r < 0.82 and self.helpers:
            call = self.call_value_helper(s, d - 1)
            if call:
                return call
        if r < 0.88 and (s.structs or s.rostructs) and self.on("structs"):
            st = rng.choice(s.structs + s.rostructs)
            return rng.choice(["%s.a", "%s.b", "%s.c", "%s.mix()"]) % st
        return "(%s + %s)" % (self.u(s, d - 1), self.uleaf(s))

    def uleaf(self, s):
        rng = self.rng
        r = rng.random()
        if r < 0.45 and s.uvars:
            return rng.choice(s.uvars)
        if r < 0.65 and s.uro:
            return rng.choice(s.uro)
        if r < 0.75 and s.views:
            v, n = rng.choice(s.views)
            return "%s[(int)(%s %% %du)]" % (v, self.uleaf_simple(s), n)
        if r < 0.82 and s.arrays:
            a, n = rng.choice(s.arrays)
            return "%s[%s]" % (a, self.index(self.uleaf_simple(s), n))
        if r < 0.88 and s.roarrays:
            a, n = rng.choice(s.roarrays)
            return "%s[%s]" % (a, self.index(self.uleaf_simple(s), n))
        return self.const()

    @staticmethod
    def index(e, n):
        """An index below n made of the unsigned expression e."""
        return "%s & %du" % (e, n - 1) if n & (n - 1) == 0 else "%s %% %du" % (e, n)

    def uleaf_simple(self, s):
        pool = s.uvars + s.uro
        return self.rng.choice(pool) if pool else self.const()

    def cond(self, s, d):
        rng = self.rng
        r = rng.random()
        if r < 0.5:
            op = rng.choice(["<", "<=", ">", ">=", "==", "!="])
            return "(%s %s %s)" % (self.u(s, d), op, self.u(s, d))
        if r < 0.65:
            return "((%s & %s) != 0u)" % (self.u(s, d), rng.choice(["1u", "2u", "4u", "8u", "16u"]))
        if r < 0.75 and self.on("conversions"):
            a, _ = self.i(s, d)
            b, _ = self.i(s, d)
            return "(%s %s %s)" % (a, rng.choice(["<", ">", "=="]), b)
        if r < 0.9 and d > 0:
            return "(%s %s %s)" % (self.cond(s, d - 1), rng.choice(["&&", "||"]), self.cond(s, d - 1))
        return "(!%s)" % self.cond(s, max(d - 1, 0))

    def u_from_other(self, s, d):
        r = self.rng.random()
        if r < 0.4:
            e, _ = self.i(s, d)
            return "(unsigned int)(%s)" % e
        if r < 0.75 and self.on("float"):
            return "(unsigned int)(int)(%s)" % self.fit(self.f(s, d), "float", 1 << 24)
        if self.on("double"):
            e, b = self.dbl(s, d)
            if b < 1 << 30 or self.math_ok:
                return "(unsigned int)(int)(%s)" % self.fit((e, b), "double", 1 << 30)
        e, _ = self.i(s, d)
        return "(unsigned int)(%s)" % e

    def fit(self, eb, ty, limit):
        """Text of a float/double value within (-limit, limit): fmod when needed (exact)."""
        e, b = eb
        if b < limit:
            return e
        m = "4096.0f" if ty == "float" else "65536.0"
        return "%s::fmod(%s, %s)" % ("precise_math" if ty == "double" else self.math_ns(), e, m)

    # --- signed int, with a bound on the magnitude -----------------------
    def i(self, s, d):
        rng = self.rng
        if d <= 0 or rng.random() < 0.3:
            r = rng.random()
            if r < 0.4:
                return "(int)(%s & 0x7fffu)" % self.u(s, 0), 0x7FFF
            if r < 0.7:
                return "((int)(%s & 0xffu) - 128)" % self.u(s, 0), 128
            c = rng.randint(-100, 100)
            return ("(%d)" % c if c < 0 else "%d" % c), abs(c)
        r = rng.random()
        a, ab = self.i(s, d - 1)
        b, bb = self.i(s, d - 1)
        if r < 0.3 and ab + bb < INT_LIMIT:
            return "(%s %s %s)" % (a, rng.choice(["+", "-"]), b), ab + bb
        if r < 0.45 and ab * bb < INT_LIMIT:
            return "(%s * %s)" % (a, b), ab * bb
        if r < 0.6:
            div = rng.choice(["((int)(%s & 0xfu) + 1)", "(-(int)(%s & 0x7u) - 1)"]) % self.u(s, 0)
            return "(%s %s %s)" % (a, rng.choice(["/", "%"]), div), ab
        if r < 0.7:
            return "(-%s)" % a, ab
        if r < 0.8 and self.on("ternary"):
            return "(%s ? %s : %s)" % (self.cond(s, d - 1), a, b), max(ab, bb)
        if r < 0.9 and self.on("float") and self.on("conversions"):
            e, fb = self.f(s, d - 1)
            if fb < INT_LIMIT:
                return "(int)(%s)" % e, fb
        return "(%s < 0 ? -%s : %s)" % (a, a, a), ab

    # --- float and double: exact integer values --------------------------
    def f(self, s, d):
        return self.real(s, d, "float", FLOAT_LIMIT)

    def dbl(self, s, d):
        return self.real(s, d, "double", DOUBLE_LIMIT)

    def real(self, s, d, ty, limit):
        rng = self.rng
        suffix = "f" if ty == "float" else ""
        ns = self.math_ns() if ty == "float" else "precise_math"
        if d <= 0 or rng.random() < 0.3:
            r = rng.random()
            if r < 0.45:
                return "(%s)(%s & 0xfffu)" % (ty, self.u(s, 0)), 0xFFF
            if r < 0.75:
                e, b = self.i(s, 0)
                return "(%s)%s" % (ty, e), b
            if ty == "double" and r < 0.85:
                return "(double)%s" % self.uleaf(s), (1 << 32)
            c = rng.randint(-64, 64)
            return "(%d.0%s)" % (c, suffix), abs(c)
        a, ab = self.real(s, d - 1, ty, limit)
        b, bb = self.real(s, d - 1, ty, limit)
        r = rng.random()
        if r < 0.3 and ab + bb < limit:
            return "(%s %s %s)" % (a, rng.choice(["+", "-"]), b), ab + bb
        if r < 0.45 and ab * bb < limit:
            return "(%s * %s)" % (a, b), ab * bb
        if not self.math_ok:
            return "(%s < %s ? %s : %s)" % (a, b, a, b), max(ab, bb)
        if r < 0.55:
            return "%s::%s(%s, %s)" % (ns, rng.choice(["fmin", "fmax"]), a, b), max(ab, bb)
        if r < 0.62:
            return "%s::fabs(%s)" % (ns, a), ab
        if r < 0.72:
            fn = rng.choice(["floor", "ceil", "trunc", "round"])
            return "%s::%s(%s * 0.5%s)" % (ns, fn, a, suffix), ab // 2 + 1
        if r < 0.78:
            return "%s::fmod(%s, %s::fabs(%s) + 1.0%s)" % (ns, a, ns, b, suffix), ab
        if r < 0.86 and self.on("ternary"):
            return "(%s < %s ? %s : %s)" % (a, b, a, b), max(ab, bb)
        if r < 0.92 and ty == "double" and self.on("float"):
            return "(double)%s" % self.f(s, d - 1)[0], FLOAT_LIMIT
        if r < 0.96 and ab < 1 << 12:
            # a perfect square's root: sqrt may be off by some ulps; round() is not.
            return "%s::round(%s::sqrt(%s * %s))" % (ns, ns, "%s::fabs(%s)" % (ns, a), "%s::fabs(%s)" % (ns, a)), ab
        return a, ab

    # --- helper calls ------------------------------------------------------
    def lvalue_u(self, s):
        """A writable unsigned int lvalue, or None."""
        rng = self.rng
        r = rng.random()
        if r < 0.2 and s.arrays:
            a, n = rng.choice(s.arrays)
            return "%s[%s]" % (a, self.index(self.uleaf_simple(s), n))
        if r < 0.3 and s.structs:
            return "%s.%s" % (rng.choice(s.structs), rng.choice("abc"))
        return rng.choice(s.uvars) if s.uvars else None

    def readable_lvalue_u(self, s):
        pool = s.uvars + [x for x in s.uro if x.isidentifier()]
        return self.rng.choice(pool) if pool else None

    def temporary_ok(self):
        return self.on("ref-temp") and self.rng.random() < 0.5

    def call_value_helper(self, s, d):
        """An expression calling a helper that returns a value, or None."""
        rng = self.rng
        cands = [h for h in self.helpers if h.kind in ("default", "default2", "cref", "sval", "scref", "refret", "ptrret", "tmpl", "memref")]
        if not cands:
            return None
        h = rng.choice(cands)
        if h.kind in ("default", "default2"):
            if h.kind == "default" and rng.random() < 0.5:
                return "%s(%s)" % (h.name, self.u(s, d))
            return "%s(%s, %s)" % (h.name, self.u(s, d), self.u(s, d))
        if h.kind == "cref":
            a = self.readable_lvalue_u(s)
            if a is None or self.temporary_ok():
                if not self.on("ref-temp"):
                    return None
                a = self.u(s, d)
            return "%s(%s, %s)" % (h.name, a, self.u(s, d))
        if h.kind == "sval":
            return "%s(%s, %s).%s" % (h.name, self.struct_value(s, d), self.u(s, d), rng.choice("abc"))
        if h.kind == "scref":
            pool = s.structs + s.rostructs
            if pool and not self.temporary_ok():
                return "%s(%s)" % (h.name, rng.choice(pool))
            if not self.on("ref-temp"):
                return None
            return "%s(%s)" % (h.name, self.struct_value(s, d))
        if h.kind == "refret":
            # it returns one of its two references: with mixed-spaces off, both
            # are locals (private memory), never a capture and a local
            if self.on("mixed-spaces"):
                a, b = self.readable_lvalue_u(s), self.readable_lvalue_u(s)
            else:
                a = b = rng.choice(s.uvars) if s.uvars else None
                if s.uvars and rng.random() < 0.7:
                    b = rng.choice(s.uvars)
            if a is None or b is None or self.temporary_ok():
                if not self.on("ref-temp"):
                    return None
                a, b = self.u(s, d), self.u(s, d)
            return "%s(%s, %s)" % (h.name, a, b)
        if h.kind == "ptrret":
            if not s.arrays:
                return None
            a, n = rng.choice([x for x in s.arrays])
            if n < 4:
                return None
            return "(*%s(%s, %s))" % (h.name, a, self.u(s, d))
        if h.kind == "tmpl":
            return "%s<unsigned int>(%s, %s)" % (h.name, self.u(s, d), self.u(s, d))
        if h.kind == "memref":
            if not s.structs:
                return None
            return "%s(%s, %s)" % (h.name, rng.choice(s.structs), self.u(s, d))
        return None

    def struct_value(self, s, d):
        rng = self.rng
        pool = s.structs + s.rostructs
        if pool and rng.random() < 0.6:
            return rng.choice(pool)
        return "S{%s, %s, %s}" % (self.u(s, d), self.u(s, d), self.u(s, d))

    def call_statement(self, s, d):
        """A statement calling a helper that writes through a reference or pointer."""
        rng = self.rng
        cands = [h for h in self.helpers if h.kind in ("ref", "ptr", "memref")]
        if not cands:
            return None
        h = rng.choice(cands)
        if h.kind == "ref":
            lv = self.lvalue_u(s)
            return lv and "%s(%s, %s);" % (h.name, lv, self.u(s, d))
        if h.kind == "ptr":
            lv = self.lvalue_u(s)
            return lv and "%s(&%s, %s);" % (h.name, lv, self.u(s, d))
        if h.kind == "memref" and s.structs:
            return "%s(%s, %s) %s %s;" % (h.name, rng.choice(s.structs), self.u(s, d),
                                          rng.choice(["=", "+=", "^="]), self.u(s, d))
        return None

    # --- statements --------------------------------------------------------
    def stmts(self, s, d, n, ind):
        out = []
        for _ in range(n):
            out += self.stmt(s, d, ind)
        return out

    def stmt(self, s, d, ind):
        rng = self.rng
        p = "  " * ind
        r = rng.random()
        ed = rng.randint(1, 3)
        if r < 0.22 or not s.uvars:
            v = self.fresh("v")
            line = "%s%s %s = %s;" % (p, U, v, self.u(s, ed))
            s.uvars.append(v)
            return [line]
        if r < 0.42:
            op = rng.choice(["=", "+=", "-=", "^=", "*=", "|=", "&="])
            return ["%s%s %s %s;" % (p, rng.choice(s.uvars), op, self.u(s, ed))]
        if r < 0.5 and self.helpers:
            c = self.call_statement(s, ed)
            if c:
                return [p + c]
        if d <= 0:
            return ["%s%s ^= %s;" % (p, rng.choice(s.uvars), self.u(s, ed))]
        if r < 0.6 and self.on("nested-if"):
            inner = Scope(s)
            lines = ["%sif (%s) {" % (p, self.cond(s, 2))] + self.stmts(inner, d - 1, rng.randint(1, 3), ind + 1)
            if rng.random() < 0.6:
                inner = Scope(s)
                lines += ["%s} else {" % p] + self.stmts(inner, d - 1, rng.randint(1, 3), ind + 1)
            return lines + [p + "}"]
        if r < 0.7 and self.on("loops"):
            return self.loop(s, d, ind)
        if r < 0.77 and self.on("switch"):
            return self.switch(s, d, ind)
        if r < 0.84 and self.on("local-arrays"):
            a = self.fresh("arr")
            n = rng.choice([2, 4, 8])
            init = ", ".join(self.u(s, 1) for _ in range(n))
            s.arrays.append((a, n))
            return ["%s%s %s[%d] = {%s};" % (p, U, a, n, init)]
        if r < 0.9 and self.on("structs"):
            v = self.fresh("st")
            line = "%sS %s = %s;" % (p, v, self.struct_value(s, 1))
            s.structs.append(v)
            return [line]
        if r < 0.95 and self.on("pointers"):
            lv = self.lvalue_u(s)
            if lv:
                q = self.fresh("p")
                return ["%s{ %s *%s = &%s; *%s %s %s; }" % (p, U, q, lv, q, rng.choice(["+=", "^=", "="]),
                                                           self.u(s, ed))]
        return ["%s%s += %s;" % (p, rng.choice(s.uvars), self.u(s, ed))]

    def loop(self, s, d, ind):
        rng = self.rng
        p = "  " * ind
        inner = Scope(s)
        inner.loop_depth += 1
        k = self.fresh("k")
        r = rng.random()
        if r < 0.6:
            bound = str(rng.randint(1, 6)) if rng.random() < 0.6 else "(int)(%s & 7u)" % self.uleaf_simple(s)
            head = "%sfor (int %s = 0; %s < %s; ++%s) {" % (p, k, k, bound, k)
            inner.uro.append("(unsigned int)%s" % k)
            body = self.stmts(inner, d - 1, rng.randint(1, 3), ind + 1)
            if rng.random() < 0.3:
                body.append("%s  if (%s) %s;" % (p, self.cond(inner, 1), rng.choice(["break", "continue"])))
            return [head] + body + [p + "}"]
        # while loop on a counter the body cannot write
        lines = ["%s{" % p, "%s  %s %s = %s & 7u;" % (p, U, k, self.u(s, 1))]
        inner.uro.append(k)
        lines.append("%s  while (%s != 0u) {" % (p, k))
        lines += self.stmts(inner, d - 1, rng.randint(1, 3), ind + 2)
        lines.append("%s    --%s;" % (p, k))
        lines += ["%s  }" % p, "%s}" % p]
        return lines

    def switch(self, s, d, ind):
        rng = self.rng
        p = "  " * ind
        n = rng.randint(2, 5)
        lines = ["%sswitch (%s %% %du) {" % (p, self.u(s, 2), n)]
        for c in range(n):
            lines.append("%scase %du: {" % (p, c))
            lines += self.stmts(Scope(s), d - 1, rng.randint(1, 2), ind + 1)
            lines.append("%s  }" % p)
            if rng.random() < 0.75 or not self.on("fallthrough"):
                lines.append("%s  break;" % p)
        lines.append("%sdefault:" % p)
        lines.append("%s  %s ^= %s;" % (p, rng.choice(s.uvars), self.const()))
        return lines + [p + "}"]

    # --- helper definitions -----------------------------------------------
    def make_helper(self):
        """Defines one more helper (it may call the earlier ones); returns it."""
        rng = self.rng
        kinds = ["default", "ref", "cref"]
        if self.on("pointers"):
            kinds += ["ptr", "ptrret"]
        if self.on("structs"):
            kinds += ["sval", "scref", "memref"]
        kinds += ["refret", "tmpl"]
        kind = rng.choice(kinds)
        name = self.fresh("h")
        restrict = rng.choice(["restrict(amp)", "restrict(cpu, amp)"])
        # a restrict(cpu, amp) function calls only restrict(cpu, amp) ones
        callable_before = self.helpers
        if restrict != "restrict(amp)":
            self.helpers = [h for h in self.helpers if h.both]
        # ... nor the math functions, which are restrict(amp) only
        self.math_ok = restrict == "restrict(amp)"
        try:
            h = self.define_helper(kind, name, restrict)
        finally:
            self.helpers = callable_before
            self.math_ok = True
        h.both = restrict != "restrict(amp)"
        self.helpers.append(h)
        return h

    def define_helper(self, kind, name, restrict):
        rng = self.rng
        s = Scope()
        body_d = rng.randint(1, 2)
        if kind == "default":
            default = self.const() if self.on("defaults") else None
            sig = "static %s %s(%s a, %s b%s) %s" % (U, name, U, U, " = " + default if default else "", restrict)
            if not default:
                kind = "default2"
            s.uvars += ["a", "b"]
        elif kind == "ref":
            sig = "static void %s(%s &io, %s b) %s" % (name, U, U, restrict)
            s.uvars += ["io"]
            s.uro += ["b"]
        elif kind == "cref":
            sig = "static %s %s(const %s &a, %s b) %s" % (U, name, U, U, restrict)
            s.uro += ["a"]
            s.uvars += ["b"]
        elif kind == "ptr":
            sig = "static void %s(%s *p, %s b) %s" % (name, U, U, restrict)
            s.uro += ["(*p)"]
            s.uvars += ["b"]
        elif kind == "ptrret":
            sig = "static %s *%s(%s *p, %s k) %s" % (U, name, U, U, restrict)
            text = "%s {\n  return p + (k & 3u);\n}\n" % sig
            return Helper(name, kind, text)
        elif kind == "sval":
            sig = "static S %s(S s, %s b) %s" % (name, U, restrict)
            s.structs += ["s"]
            s.uvars += ["b"]
        elif kind == "scref":
            sig = "static %s %s(const S &s) %s" % (U, name, restrict)
            s.rostructs += ["s"]
        elif kind == "memref":
            sig = "static %s &%s(S &s, %s sel) %s" % (U, name, U, restrict)
            text = "%s {\n  return (sel & 1u) ? s.a : ((sel & 2u) ? s.b : s.c);\n}\n" % sig
            return Helper(name, kind, text)
        elif kind == "refret":
            sig = "static const %s &%s(const %s &a, const %s &b) %s" % (U, name, U, U, restrict)
            text = "%s {\n  return %s;\n}\n" % (sig, rng.choice(["a < b ? a : b", "a > b ? a : b", "(a & 1u) ? a : b"]))
            return Helper(name, kind, text)
        elif kind == "tmpl":
            sig = "template <typename T> static T %s(T a, T b) %s" % (name, restrict)
            s.uvars += ["a", "b"]
        body = self.stmts(s, body_d, rng.randint(1, 4), 1)
        if kind == "ref":
            body.append("  io = %s;" % self.u(s, 2))
        elif kind == "ptr":
            body.append("  *p %s %s;" % (rng.choice(["=", "+=", "^="]), self.u(s, 2)))
        if kind == "sval":
            body.append("  s.%s = %s;" % (rng.choice("abc"), self.u(s, 2)))
            body.append("  return s;")
        elif kind in ("ref", "ptr"):
            pass
        else:
            body.append("  return %s;" % self.u(s, 2))
        text = sig + " {\n" + "\n".join(body) + "\n}\n"
        return Helper(name, kind, text)
