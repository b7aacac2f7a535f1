// Runs one operation N times so `valgrind --tool=callgrind` can count instructions per operation:
//   InstructionCount <operation> <case> <N>
// Operations: cubic, cubic-baseline, cubic-construct, cubic-construct-baseline (case "-": control
// points that change every time; or a curve's name, or "random"), advance-cubic, advance-cubic-baseline (each also with
// -random-x before -baseline: inputs in shuffled order), spring, spring-baseline,
// advance-spring, advance-spring-baseline, release-decision, release-baseline, pan-scrub,
// pan-baseline, grab-release, grab-baseline, session, session-baseline, crowd-tick,
// crowd-baseline, session-frame, drag-frame, frame-baseline, route-frame, route-tree,
// route-baseline, detent-release, detent-drag, detent-baseline, menu-layout, menu-hit, menu-baseline,
// binding-reconcile, binding-baseline. Subtract the matching baseline's count (same loop, same inputs,
// empty operation) and divide by N. handoff-grab, handoff-release, reversal-tap, reversal-present and
// menu-touch run whole cycles: count only the event's function (callgrind --toggle-collect) and divide
// by N. For crowd-*, detent-* and menu-* the case may be a size (animators, detents, rows; "-" is
// 10 000, 3 and 50). Prints a checksum so no work can be optimised away.
import BenchmarkWorkloads
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
  print("usage: InstructionCount <operation> <case> <N>")
  exit(2)
}
let operation = arguments[1]
let caseName = arguments[2]

/// The curves of the case (one, or the 64 random ones, evaluated in turn).
func curveCases() -> [CurveCase] {
  guard let found = CurveCase.cases(named: caseName) else { fail("unknown curve \(caseName)") }
  return found
}

/// Whether the operation reads its inputs in shuffled order (`…-random-x`).
let shuffled = operation.contains("random-x")

func springCase() -> SpringCase {
  guard let found = SpringCase.named(caseName) else { fail("unknown spring \(caseName)") }
  return found
}

func fail(_ message: String) -> Never {
  print(message)
  exit(2)
}

var checksum = 0.0
switch operation {
case "cubic", "cubic-baseline", "cubic-random-x", "cubic-random-x-baseline":
  let curves = curveCases().map(\.curve)
  let mask = curves.count - 1  // 1 or 64 curves
  let body = operation.hasSuffix("baseline") ? Evaluate.baseline : Evaluate.ours
  for index in 0..<count {
    checksum += body(curves[index & mask], SampleInputs.x(index, shuffled: shuffled))
  }
case "cubic-construct", "cubic-construct-baseline":
  if caseName == "-" {
    // Creating a curve (its guess table included) from control points that change every time.
    let body = operation == "cubic-construct" ? Evaluate.construct : Evaluate.constructBaseline
    for index in 0..<count { checksum += body(SampleInputs.x(index)) }
  } else {
    // The control points of a named curve, or of the 64 random ones in turn.
    let cases = curveCases()
    let mask = cases.count - 1
    let body = operation == "cubic-construct" ? Evaluate.constructCase : Evaluate.constructCaseBaseline
    for index in 0..<count { checksum += body(cases[index & mask]) }
  }
case "spring", "spring-baseline":
  let spring = springCase()
  let motion = spring.motion
  let body = operation == "spring" ? Evaluate.spring : Evaluate.springBaseline
  for index in 0..<count {
    checksum += body(motion, SampleInputs.time(index, duration: spring.duration))
  }
case "release-decision", "release-baseline":
  let body = operation == "release-decision" ? TouchWork.release : TouchWork.releaseBaseline
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
case "crowd-tick", "crowd-baseline":
  let crowd = AnimatorCrowd(count: Int(caseName) ?? 10_000)
  if operation == "crowd-tick" { for _ in 0..<count { checksum += crowd.tick() } }
case "pan-scrub", "pan-baseline", "pan-scrub-observed":
  let work = TouchWork(observed: operation == "pan-scrub-observed")
  let body = operation == "pan-baseline" ? work.panBaseline : work.panChanged
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
case "handoff-grab", "handoff-release", "handoff-observed":
  // Count with callgrind --toggle-collect on HandOffWork.grab or .release: no baseline needed.
  let work = HandOffWork(observed: operation == "handoff-observed")
  for _ in 0..<count { checksum += work.cycle() }
case "reversal-tap", "reversal-present":
  // Count with callgrind --toggle-collect on ReversalWork.tapOutside or .present.
  let work = ReversalWork()
  for _ in 0..<count { checksum += work.cycle() }
case "menu-touch":
  // Count with callgrind --toggle-collect on MenuWork.touchMoved.
  let work = MenuWork()
  for index in 0..<count { checksum += work.touchMoved(SampleInputs.x(index)) }
case "grab-release", "grab-baseline":
  let work = TouchWork()
  let body = operation == "grab-release" ? work.grabAndRelease : work.grabBaseline
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
case "session", "session-baseline":
  let session = FullSession()
  if operation == "session" { for _ in 0..<count { checksum += Double(session.run()) } }
case "session-frame", "drag-frame", "frame-baseline", "drag-frame-observed":
  let observed = operation == "drag-frame-observed"
  let work = SessionFrame(interactive: operation == "drag-frame" || observed, observed: observed)
  let body =
    operation == "session-frame"
    ? { _ in work.frame() } : operation == "frame-baseline" ? work.frameBaseline : work.dragFrame
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
case "detent-release", "detent-drag", "detent-baseline":
  let work = DetentWork(detents: Int(caseName) ?? 3)
  let body =
    operation == "detent-release" ? work.release : operation == "detent-drag" ? work.drag : work.baseline
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
case "menu-layout", "menu-hit", "menu-baseline":
  let work = MenuWork(rows: Int(caseName) ?? 50)
  let body = operation == "menu-layout" ? work.layout : operation == "menu-hit" ? work.hitTest : work.baseline
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
case "route-frame", "route-tree", "route-baseline":
  let work = TouchRouting()
  let body =
    operation == "route-frame"
    ? work.routeFrame : operation == "route-tree" ? work.routeTree : work.routeBaseline
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
case "binding-reconcile", "binding-baseline":
  let work = BindingWork()
  let body = operation == "binding-reconcile" ? work.writeAndDecide : work.baseline
  for index in 0..<count { checksum += body(SampleInputs.x(index)) }
default:
  guard let peerChecksum = runPeer(operation) else { fail("unknown operation \(operation)") }
  checksum = peerChecksum
}
print("checksum \(checksum)")

#if ADVANCE_PEER
  func runPeer(_ operation: String) -> Double? {
    var checksum = 0.0
    switch operation {
    case "advance-cubic", "advance-cubic-baseline", "advance-cubic-random-x",
      "advance-cubic-random-x-baseline":
      let beziers = curveCases().map(Peer.bezier)
      let mask = beziers.count - 1
      let body = operation.hasSuffix("baseline") ? Peer.solveBaseline : Peer.solve
      for index in 0..<count {
        checksum += body(beziers[index & mask], SampleInputs.x(index, shuffled: shuffled))
      }
    case "advance-spring", "advance-spring-baseline":
      let spring = springCase()
      let body = operation == "advance-spring" ? Peer.springStep : Peer.springStepBaseline
      var state = (value: 0.0, velocity: 0.0)
      for index in 0..<count {
        if index % 100 == 0 { state = (0, 0) }
        state = body(spring, state.value, state.velocity)
        checksum += state.value + state.velocity
      }
    default: return nil
    }
    return checksum
  }
#else
  func runPeer(_ operation: String) -> Double? { nil }
#endif
