"""Formats the figures gathered by Benchmarks/run into one table (stdout and results/table.md).

Every time is a wall-clock median from ordo-one/benchmark; every goal is in wall clock, allocations
or accuracy."""
import re
import sys
from pathlib import Path

out = Path(sys.argv[1])
has_peer = len(sys.argv) > 2 and sys.argv[2] == "peer"

acc = {}
for line in (out / "accuracy.txt").read_text().splitlines():
    parts = line.split(" ")
    acc[(parts[0], parts[1])] = [float(p) for p in parts[2:]]

bench = {}
name = None
for line in (out / "benchmark.md").read_text().splitlines():
    if line.startswith("### "):
        name = line[4:].strip()
    elif name and line.startswith("| Malloc (total)"):
        bench.setdefault(name, {})["malloc"] = float(line.split("|")[4].strip().replace(",", ""))
    elif name and line.startswith("| Time (wall clock)"):
        cells = line.split("|")
        unit = re.search(r"\((ns|μs|us|ms|s)\)", cells[1]).group(1)
        scale = {"ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}[unit]
        bench.setdefault(name, {})["ns"] = float(cells[4].strip().replace(",", "")) * scale


def wall(key, per=1):
    b = bench.get(key)
    return (b["ns"] / per, b["malloc"] / per) if b else (float("nan"), float("nan"))


def mark(ok):
    return "yes" if ok else "NO"


rows = []
curve_labels = {"easeInOut": "ease-in-out (0.42, 0, 0.58, 1)", "(0.25,0.1,0.25,1)": "ease (0.25, 0.1, 0.25, 1)",
                "(0.2,0.9,0.3,1.4)": "(0.2, 0.9, 0.3, 1.4), overshooting", "easeIn": "ease-in (0.42, 0, 1, 1)",
                "easeOut": "ease-out (0, 0, 0.58, 1)", "linear": "linear (0, 0, 1, 1)",
                "random": "64 random curves in turn (x in [0, 1], y in [-0.5, 1.5])"}
for case, label in curve_labels.items():
    ns, mallocs = wall(f"cubic {case}")
    rns, _ = wall(f"cubic {case} random-x")
    err = acc[("random-cubic-error", "-")][0] if case == "random" else acc[("cubic-error", case)][0]
    ours = f"{ns:.0f} / {rns:.0f} ns; {mallocs:.0f} mallocs; err {err:.1e}"
    ok = mallocs == 0 and err <= 1e-9
    if has_peer:
        pns, _ = wall(f"advance cubic {case}")
        prns, _ = wall(f"advance cubic {case} random-x")
        perr = "" if case == "random" else f", err {acc[('advance-cubic-error', case)][0]:.1e}"
        peer = f"{pns:.0f} / {prns:.0f} ns{perr}"
        ratio = max(ns / pns, rns / prns)
        met = mark(ok and ratio <= 1.5) + f" ({ratio:.2f}x Advance's time)"
    else:
        peer, met = "skipped", mark(ok) + " (ratio needs peer)"
    rows.append((f"cubic {label}: sequential / random x", ours, peer,
                 "<=1.5x Advance's wall clock (both orders), 0 mallocs, err<=1e-9", met))

for case in ["underdamped", "critical", "overdamped"]:
    ns, mallocs = wall(f"spring {case}")
    err = acc[("spring-error", case)]
    ours = f"{ns:.0f} ns, {mallocs:.0f} mallocs, err {max(err[0], 0):.1e}/{err[1]:.1e}"
    if has_peer:
        pns, _ = wall(f"advance spring {case}")
        perr = acc[("advance-spring-error", case)]
        peer = f"RK4 step {pns:.0f} ns, err {perr[0]:.3f}/{perr[1]:.2f}"
    else:
        peer = "skipped"
    rows.append((f"spring {case} value+velocity (err: progress/velocity)", ours, peer,
                 "0 mallocs, exact to 1e-12", mark(mallocs == 0 and err[0] <= 1e-12)))

# Touch events: one call each; the hand-off rows time a batch of LANES events.
LANES = 100
for label, key, per in [
        ("touch: grab mid-travel (panBegan on a released spring, clock ticking)", "handoff grab", LANES),
        ("touch: release mid-travel (panEnded at 0.45-0.55, +-200..3000 pt/s)", "handoff release", LANES),
        ("touch: reversal, tap outside mid-presentation", "reversal tap outside", LANES),
        ("touch: reversal, present during the dismissal", "reversal present", LANES),
        ("touch: pan update (TransitionCoordinator.panChanged)", "touch pan update", 1),
        ("touch: release decision alone (ReleaseDecision)", "touch release decision", 1),
        ("touch-down routing on the in-flight frame (TouchRouter)", "touch route in-flight frame", 1),
        ("touch-down routing, 12-control card tree", "touch route view tree", 1),
        ("detent sheet: release decision (3 detents + dismissal)", "detent release decision", 1),
        ("detent sheet: drag update with rubber-banding", "detent drag update", 1),
        ("menu: touchMoved across the rows of a 50-row menu", "menu touchMoved", 1),
        ("menu: hit-testing the finger during a drag (50 rows)", "menu hit-test during drag", 1),
        ("frame of a running session (clock tick + read)", "frame session running", 1),
        ("frame of a dragged session (pan update + tick + read)", "frame session dragged", 1),
        ("binding reconcile: one SwiftUI binding write + its decision", "binding reconcile", 1)]:
    ns, mallocs = wall(key, per)
    rows.append((label, f"{ns:.0f} ns, {mallocs:.2f} mallocs", "-", "<1 us, 0 mallocs",
                 mark(ns < 1000 and mallocs == 0)))

ns, mallocs = wall("menu layout 50 rows")
rows.append(("menu: layout of a 50-row menu (MenuPlacement)", f"{ns:.0f} ns, {mallocs:.1f} mallocs", "-",
             "<=20 us", mark(ns <= 20_000)))
ns, mallocs = wall("tick 10000 animators")
rows.append(("tick of 10 000 model animators (advance + read all)", f"{ns / 1e6:.3f} ms, {mallocs:.0f} mallocs",
             "-", "<=1 ms, 0 mallocs", mark(ns <= 1e6 and mallocs == 0)))
ns, mallocs = wall("session present-tapOutside-complete")
rows.append(("full session: present -> tap-to-cancel (0.15 s) -> complete, ~67 frames",
             f"{ns / 1e3:.1f} us, {mallocs:.0f} mallocs", "-", "report", "-"))

random = acc[("random-cubic-error", "-")][0]
rows.append(("cubic error over 2 000 random curves (201 evenly spaced x + 604 crowding the ends)",
             f"max err {random:.1e}", "-", "err<=1e-9", mark(random <= 1e-9)))
degenerate = acc[("degenerate-cubic-error", "-")][0]
worst = max((v[0], k[1]) for k, v in acc.items() if k[0] == "degenerate-cubic-error" and k[1] != "-")
rows.append(("cubic error, 10 degenerate curves (flat and vertical ends, coinciding points)",
             f"max err {degenerate:.1e} at {worst[1]}", "-", "err<=1e-6", mark(degenerate <= 1e-6)))

stock_name = {"reversal-jump": "reversal .flip = isReversed toggle",
              "release-jump": "PercentDrivenInteractor.finish()"}
for label, key in [("velocity jump at mid-flight reversal", "reversal-jump"),
                   ("velocity jump at release", "release-jump")]:
    ours = acc[(key, "ours")]
    stock = acc[(key, "stock")]
    ratio = ours[0] / stock[0] if stock[0] else float("nan")
    rows.append((f"{label} (pt/s; stock: {stock_name[key]})",
                 f"{ours[0]:.2g} pt/s", f"stock {stock[0]:.0f} pt/s", "ours/stock << 1",
                 mark(ratio < 1e-3) + f" (ratio {ratio:.1e})"))

header = ("figure", "ours", "peer (Advance)", "goal", "met?")
widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(5)]
lines = ["| " + " | ".join(str(c).ljust(w) for c, w in zip(header, widths)) + " |",
         "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
lines += ["| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]
table = "\n".join(lines)
print(table)
(out / "table.md").write_text(table + "\n")
