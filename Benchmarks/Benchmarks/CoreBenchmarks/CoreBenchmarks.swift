import Benchmark
import BenchmarkWorkloads
import Interruptible

// Wall clock and malloc counts per operation. Per-evaluation figures loop over 1 000 inputs per
// iteration (scalingFactor .kilo); the tool reports them per inner iteration.
var perEvaluation: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    scalingFactor: .kilo, maxDuration: .seconds(1))
}
var perFrame: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    maxDuration: .seconds(2), maxIterations: 2_000)
}

let benchmarks: @Sendable () -> Void = {
  for curve in CurveCase.all {
    let ours = curve.curve
    Benchmark("cubic \(curve.name)", configuration: perEvaluation) { benchmark in
      for index in benchmark.scaledIterations {
        blackHole(Evaluate.ours(ours, SampleInputs.x(index)))
      }
    }
    peerCubic(curve)
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
  let releases = TouchWork()
  Benchmark("touch grab and release", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(releases.grabAndRelease(SampleInputs.x(index)))
    }
  }
  Benchmark("touch release decision", configuration: perEvaluation) { benchmark in
    for index in benchmark.scaledIterations { blackHole(TouchWork.release(SampleInputs.x(index))) }
  }
  let session = FullSession()
  Benchmark("session present-tapOutside-complete", configuration: perFrame) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(session.run()) }
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
  func peerCubic(_ curve: CurveCase) {
    let bezier = Peer.bezier(curve)
    Benchmark("advance cubic \(curve.name)", configuration: perEvaluation) { benchmark in
      for index in benchmark.scaledIterations { blackHole(Peer.solve(bezier, SampleInputs.x(index))) }
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
  func peerCubic(_ curve: CurveCase) {}
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
}
