// Prints accuracy and velocity-continuity figures as `key value` lines for `Benchmarks/run`.
import BenchmarkWorkloads
import InterruptibleCore

let samples = 20_001
for curve in CurveCase.all {
  let ours = curve.curve
  let error = Accuracy.cubicError(curve, samples: samples) { ours.progress(at: $0) }
  print("cubic-error \(curve.name) \(error)")
  #if ADVANCE_PEER
    let bezier = Peer.bezier(curve)
    let peerError = Accuracy.cubicError(curve, samples: samples) { Peer.solve(bezier, $0) }
    print("advance-cubic-error \(curve.name) \(peerError)")
  #endif
}

print("random-cubic-error - \(Accuracy.randomCurveError(curves: 2_000, samples: 201))")
let degenerate = CurveCase.degenerate.map { curve in
  let ours = curve.curve
  return Accuracy.cubicError(curve, samples: samples) { ours.progress(at: $0) }
}
print("degenerate-cubic-error - \(degenerate.max() ?? 0)")
for (curve, error) in zip(CurveCase.degenerate, degenerate) {
  let p = curve.points
  print("degenerate-cubic-error (\(p.0),\(p.1),\(p.2),\(p.3)) \(error)")
}

for spring in SpringCase.all {
  let error = Accuracy.springError(spring)
  print("spring-error \(spring.name) \(error.progress) \(error.velocity)")
  #if ADVANCE_PEER
    let peerError = Accuracy.peerSpringError(spring)
    print("advance-spring-error \(spring.name) \(peerError.progress) \(peerError.velocity)")
  #endif
}

for (name, stock) in [("ours", false), ("stock", true)] {
  let reversal = VelocityContinuity.reversal(stock: stock)
  print("reversal-jump \(name) \(reversal.size) \(reversal.before) \(reversal.after)")
  let release = VelocityContinuity.releaseJump(stock: stock)
  print("release-jump \(name) \(release.size) \(release.before) \(release.after)")
}
