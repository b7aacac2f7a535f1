import Benchmark
import BenchmarkWorkloads
import InterruptibleCore

// Wall clock and malloc counts per operation. Per-evaluation figures loop over 1 000 inputs per
// iteration (scalingFactor .kilo); the tool reports them per inner iteration.
var perEvaluation: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    scalingFactor: .kilo, maxDuration: .seconds(1))
}
/// One iteration times a batch of ``HandOffLanes/count`` events (one per lane); the table divides.
var perEvent: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    maxDuration: .seconds(2), maxIterations: 5_000)
}
var perFrame: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    maxDuration: .seconds(2), maxIterations: 2_000)
}

let benchmarks: @Sendable () -> Void = {
  for name in CurveCase.all.map(\.name) + ["random"] {
    for shuffled in [false, true] { cubicBenchmarks(name, shuffled: shuffled) }
  }
  for spring in SpringCase.all {
    let motion = spring.motion
    Benchmark("spring \(spring.name)", configuration: perEvaluation) { benchmark in
      for index in benchmark.scaledIterations {
        blackHole(Evaluate.spring(motion, SampleInputs.time(index, duration: spring.duration)))
      }
    }
    peerSpring(spring)
  }
  touchBenchmarks()
  handOffBenchmarks()
  frameBenchmarks()
  detentBenchmarks()
  menuBenchmarks()
  let binding = BindingWork()
  Benchmark("binding reconcile", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(binding.writeAndDecide(SampleInputs.x(index))) }
  }
  let crowd = AnimatorCrowd(count: 10_000)
  Benchmark("tick 10000 animators", configuration: perFrame) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(crowd.tick()) }
  }
}

func touchBenchmarks() {
  let work = TouchWork()
  Benchmark("touch pan update", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(work.panChanged(SampleInputs.x(index))) }
  }
  Benchmark("touch release decision", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(TouchWork.release(SampleInputs.x(index))) }
  }
  let session = FullSession()
  Benchmark("session present-tapOutside-complete", configuration: perFrame) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(session.run()) }
  }
}

/// The cubic case `name` (one curve, or the 64 random ones in turn) at sequential or shuffled x:
/// `cubic <name>` / `cubic <name> random-x`, and Advance's as `advance cubic …`.
func cubicBenchmarks(_ name: String, shuffled: Bool) {
  guard let cases = CurveCase.cases(named: name) else { return }
  let curves = cases.map(\.curve)
  let mask = curves.count - 1
  let suffix = shuffled ? " random-x" : ""
  Benchmark("cubic \(name)\(suffix)", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(Evaluate.ours(curves[index & mask], SampleInputs.x(index, shuffled: shuffled)))
    }
  }
  peerCubic(cases, name: "advance cubic \(name)\(suffix)", shuffled: shuffled)
}

/// Per-event wall clock of the realistic hand-off: `lanes` independent sheets step through their
/// cycles; only the batch of one kind of event is timed (one iteration = one event per lane).
func handOffBenchmarks() {
  let lanes = HandOffLanes.count
  let grabs = (0..<lanes).map { _ in HandOffWork() }
  Benchmark("handoff grab", configuration: perEvent) { benchmark in
    for lane in grabs { lane.beforeGrab() }
    benchmark.startMeasurement()
    for lane in grabs { lane.grab() }
    benchmark.stopMeasurement()
    for lane in grabs {
      lane.beforeRelease()
      lane.release()
    }
  }
  let releases = (0..<lanes).map { _ in HandOffWork() }
  Benchmark("handoff release", configuration: perEvent) { benchmark in
    for lane in releases {
      lane.beforeGrab()
      lane.grab()
      lane.beforeRelease()
    }
    benchmark.startMeasurement()
    for lane in releases { lane.release() }
    benchmark.stopMeasurement()
  }
  let taps = (0..<lanes).map { _ in ReversalWork() }
  Benchmark("reversal tap outside", configuration: perEvent) { benchmark in
    for lane in taps { lane.frame() }
    benchmark.startMeasurement()
    for lane in taps { lane.tapOutside() }
    benchmark.stopMeasurement()
    for lane in taps {
      lane.frame()
      lane.present()
    }
  }
  let presents = (0..<lanes).map { _ in ReversalWork() }
  Benchmark("reversal present", configuration: perEvent) { benchmark in
    for lane in presents {
      lane.frame()
      lane.tapOutside()
      lane.frame()
    }
    benchmark.startMeasurement()
    for lane in presents { lane.present() }
    benchmark.stopMeasurement()
  }
}

func frameBenchmarks() {
  let running = SessionFrame()
  Benchmark("frame session running", configuration: perEvaluation) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(running.frame()) }
  }
  let dragging = SessionFrame(interactive: true)
  Benchmark("frame session dragged", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(dragging.dragFrame(SampleInputs.x(index))) }
  }
  let routing = TouchRouting()
  Benchmark("touch route in-flight frame", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(routing.routeFrame(SampleInputs.x(index))) }
  }
  Benchmark("touch route view tree", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(routing.routeTree(SampleInputs.x(index))) }
  }
}

#if ADVANCE_PEER
  func peerCubic(_ cases: [CurveCase], name: String, shuffled: Bool) {
    let beziers = cases.map(Peer.bezier)
    let mask = beziers.count - 1
    Benchmark(name, configuration: perEvaluation) { benchmark in
      for index in benchmark.scaledIterations {
        blackHole(Peer.solve(beziers[index & mask], SampleInputs.x(index, shuffled: shuffled)))
      }
    }
  }

  func peerSpring(_ spring: SpringCase) {
    Benchmark("advance spring \(spring.name)", configuration: perEvaluation) { benchmark in
      var state = (value: 0.0, velocity: 0.0)
      for index in benchmark.scaledIterations {
        if index % 100 == 0 { state = (0, 0) }
        state = Peer.springStep(spring, value: state.value, velocity: state.velocity)
        blackHole(state)
      }
    }
  }
#else
  func peerCubic(_ cases: [CurveCase], name: String, shuffled: Bool) {}
  func peerSpring(_ spring: SpringCase) {}
#endif

func detentBenchmarks() {
  let decisions = DetentWork()
  Benchmark("detent release decision", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(decisions.release(SampleInputs.x(index))) }
  }
  let drags = DetentWork()
  Benchmark("detent drag update", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(drags.drag(SampleInputs.x(index))) }
  }
}

func menuBenchmarks() {
  let layouts = MenuWork()
  Benchmark("menu layout 50 rows", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(layouts.layout(SampleInputs.x(index))) }
  }
  let hits = MenuWork()
  Benchmark("menu hit-test during drag", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(hits.hitTest(SampleInputs.x(index))) }
  }
  let touches = MenuWork()
  Benchmark("menu touchMoved", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(touches.touchMoved(SampleInputs.x(index))) }
  }
}
