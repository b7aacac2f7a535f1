"""Formats the figures gathered by Benchmarks/run into one table (stdout and results/table.md)."""
import re
import sys
from pathlib import Path

out = Path(sys.argv[1])
has_peer = len(sys.argv) > 2 and sys.argv[2] == "peer"

instr = {}
for line in (out / "instructions.txt").read_text().splitlines():
    op, case, value = line.split(" ")
    instr[(op, case)] = int(value)

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


def wall(key):
    b = bench.get(key)
    return (b["ns"], b["malloc"]) if b else (float("nan"), float("nan"))


def mark(ok):
    return "yes" if ok else "NO"


rows = []
curve_labels = {"easeInOut": "ease-in-out (0.42, 0, 0.58, 1)", "(0.25,0.1,0.25,1)": "ease (0.25, 0.1, 0.25, 1)",
                "(0.2,0.9,0.3,1.4)": "(0.2, 0.9, 0.3, 1.4), overshooting", "easeIn": "ease-in (0.42, 0, 1, 1)",
                "easeOut": "ease-out (0, 0, 0.58, 1)", "linear": "linear (0, 0, 1, 1)",
                "random": "64 random curves in turn (x in [0, 1], y in [-0.5, 1.5])"}
for case, label in curve_labels.items():
    seq_i, rnd_i = instr[("cubic", case)], instr[("cubic-random-x", case)]
    ns, mallocs = wall(f"cubic {case}")
    rns, _ = wall(f"cubic {case} random-x")
    err = acc[("random-cubic-error", "-")][0] if case == "random" else acc[("cubic-error", case)][0]
    order = rns / ns
    ours = (f"{seq_i} instr seq / {rnd_i} random x; {ns:.0f} / {rns:.0f} ns (random/seq {order:.2f}); "
            f"{mallocs:.0f} mallocs; err {err:.1e}")
    ok = mallocs == 0 and err <= 1e-6 and order <= 1.3
    if has_peer:
        peer_seq, peer_rnd = instr[("advance-cubic", case)], instr[("advance-cubic-random-x", case)]
        pns, _ = wall(f"advance cubic {case}")
        prns, _ = wall(f"advance cubic {case} random-x")
        perr = "" if case == "random" else f", err {acc[('advance-cubic-error', case)][0]:.1e}"
        peer = f"{peer_seq} / {peer_rnd} instr; {pns:.0f} / {prns:.0f} ns{perr}"
        ratio = min(peer_seq / seq_i, peer_rnd / rnd_i)
        met = mark(ok and ratio >= 1.5) + f" ({ratio:.2f}x fewer)"
    else:
        peer, met = "skipped", mark(ok) + " (ratio needs peer)"
    rows.append((f"cubic {label}", ours, peer,
                 ">=1.5x fewer instr than Advance (both orders), random x <=1.3x seq time, 0 mallocs, err<=1e-6",
                 met))

construct_labels = {"-": "control points that change every call (ease-in-out to ease)", **curve_labels}
for case, label in construct_labels.items():
    if ("cubic-construct", case) not in instr:
        continue
    count = instr[("cubic-construct", case)]
    rows.append((f"creating a cubic, its guess table included: {label}", f"{count} instr", "-",
                 "<=2000 instr", mark(count <= 2000)))

goals = {"underdamped": 250, "critical": 100, "overdamped": 160}
for case, goal in goals.items():
    ours_i = instr[("spring", case)]
    ns, mallocs = wall(f"spring {case}")
    err = acc[("spring-error", case)]
    ours = f"{ours_i} instr, {ns:.0f} ns, {mallocs:.0f} mallocs, err {max(err[0], 0):.1e}/{err[1]:.1e}"
    if has_peer:
        peer_i = instr[("advance-spring", case)]
        pns, _ = wall(f"advance spring {case}")
        perr = acc[("advance-spring-error", case)]
        peer = f"RK4 step {peer_i} instr, {pns:.0f} ns, err {perr[0]:.3f}/{perr[1]:.2f}"
    else:
        peer = "skipped"
    met = mark(ours_i <= goal and mallocs == 0 and err[0] <= 1e-12)
    rows.append((f"spring {case} value+velocity (err: progress/velocity)", ours, peer,
                 f"<={goal} instr, 0 mallocs, exact to 1e-12", met))

for label, key, op, events in [
        ("pan update (coordinator.panChanged)", "touch pan update", "pan-scrub", 1),
        ("release decision alone (ReleaseDecision)", "touch release decision", "release-decision", 1)]:
    ns, mallocs = wall(key)
    i = instr[(op, "-")]
    ns, mallocs, i = ns / events, mallocs / events, i / events
    rows.append((f"touch: {label}", f"{i:.0f} instr, {ns:.0f} ns, {mallocs:.1f} mallocs", "-",
                 "<=200 ns, 0 mallocs", mark(ns <= 200 and mallocs == 0)))

# Realistic hand-off events: instructions inside the event's call (callgrind --toggle-collect), time
# and mallocs per event from a timed batch of LANES events.
LANES = 100
for label, key, op, goal in [
        ("grab mid-travel (panBegan on a released spring, clock ticking)", "handoff grab", "handoff-grab", 600),
        ("release mid-travel (panEnded at 0.45-0.55, +-200..3000 pt/s, finish and cancel)",
         "handoff release", "handoff-release", 1200),
        ("reversal: tap outside mid-presentation", "reversal tap outside", "reversal-tap", 1500),
        ("reversal: present during the dismissal", "reversal present", "reversal-present", 1500)]:
    ns, mallocs = wall(key)
    ns, mallocs, i = ns / LANES, mallocs / LANES, instr[(op, "-")]
    rows.append((f"touch: {label}", f"{i:.0f} instr, {ns:.0f} ns p50, {mallocs:.1f} mallocs", "-",
                 f"<={goal} instr, <=150 ns p50, 0 mallocs",
                 mark(i <= goal and ns <= 150 and mallocs == 0)))

ns, mallocs = wall("menu touchMoved")
rows.append(("menu: MenuInteraction.touchMoved across rows of a 50-row menu",
             f"{instr[('menu-touch', '-')]:.0f} instr, {ns:.0f} ns, {mallocs:.2f} mallocs", "-",
             "<=100 ns, 0 mallocs", mark(ns <= 100 and mallocs == 0)))

# Per-event rows with a goal in nanoseconds and no mallocs: (label, benchmark, operation, goal ns).
for label, key, op, goal in [
        ("touch-down routing on the in-flight frame (TouchRouter.route contentFrame:)",
         "touch route in-flight frame", "route-frame", 200),
        ("touch-down routing, 12-control card tree (TouchRouter.route content:; the root decides)",
         "touch route view tree", "route-tree", 200),
        ("detent sheet: release decision (DetentReleaseDecision, 3 detents + dismissal)",
         "detent release decision", "detent-release", 100),
        ("detent sheet: drag update with rubber-banding (DetentSheet.dragChanged + height)",
         "detent drag update", "detent-drag", 100),
        ("menu: hit-testing the finger during a drag (MenuInteraction.row(at:), 50 rows)",
         "menu hit-test during drag", "menu-hit", 100)]:
    ns, mallocs = wall(key)
    i = instr[(op, "-")]
    rows.append((label, f"{i:.0f} instr, {ns:.0f} ns, {mallocs:.1f} mallocs", "-",
                 f"<={goal} ns, 0 mallocs", mark(ns <= goal and mallocs == 0)))

ns, mallocs = wall("menu layout 50 rows")
rows.append(("menu: layout of a 50-row menu (MenuPlacement)",
             f"{instr[('menu-layout', '-')]:.0f} instr, {ns:.0f} ns, {mallocs:.1f} mallocs", "-",
             "<=20 us", mark(ns <= 20_000)))

for label, key, op, goal in [
        ("frame of a running session, steady state (clock tick + read sample)",
         "frame session running", "session-frame", None),
        ("frame of a dragged session, steady state (panChanged + tick + read)",
         "frame session dragged", "drag-frame", 700)]:
    ns, mallocs = wall(key)
    i = instr[(op, "-")]
    goal_text = "<=1 us, 0 mallocs" + (f", <={goal} instr" if goal else "")
    rows.append((label, f"{i:.0f} instr, {ns:.0f} ns, {mallocs:.1f} mallocs", "-", goal_text,
                 mark(ns <= 1000 and mallocs == 0 and (goal is None or i <= goal))))

ns, mallocs = wall("tick 10000 animators")
tick_i = instr.get(("crowd-tick", "-"), 0)
rows.append(("tick of 10 000 model animators (advance + read all)",
             f"{tick_i / 1e6:.1f} M instr, {ns / 1e6:.3f} ms, {mallocs:.0f} mallocs", "-",
             "<=1 ms, 0 mallocs", mark(ns <= 1e6 and mallocs == 0)))

session = bench.get("session present-tapOutside-complete")
session_i = instr.get(("session", "-"), 0)
rows.append(("full session: present -> tap-to-cancel (0.15 s) -> complete, ~67 frames",
             f"{session_i / 1e3:.0f} k instr, {session['ns'] / 1e3:.1f} us, {session['malloc']:.0f} mallocs",
             "-", "report", "-"))

random = acc[("random-cubic-error", "-")][0]
rows.append(("cubic error over 2 000 random curves (201 evenly spaced x + 604 crowding the ends; y in [-0.5, 1.5])",
             f"max err {random:.1e}", "-", "err<=1e-6", mark(random <= 1e-6)))
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

ns, mallocs = wall("binding reconcile")
binding_i = instr.get(("binding-reconcile", "-"), 0)
rows.append(("binding reconcile: one SwiftUI binding write + its decision (PresentationReconciler)",
             f"{binding_i:.0f} instr, {ns:.0f} ns, {mallocs:.1f} mallocs", "-",
             "<=1 us, 0 mallocs", mark(ns <= 1000 and mallocs == 0)))

header = ("figure", "ours", "peer (Advance)", "goal", "met?")
widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(5)]
lines = ["| " + " | ".join(str(c).ljust(w) for c, w in zip(header, widths)) + " |",
         "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
lines += ["| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]
table = "\n".join(lines)
print(table)
(out / "table.md").write_text(table + "\n")
