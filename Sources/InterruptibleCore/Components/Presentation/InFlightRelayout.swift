/// What a presentation does when its container changes size (rotation, Split View, Stage Manager)
/// while its content is shown or moving, decided from where the transition is.
///
/// A transition's animations were made for the geometry it started in. After a resize, the content
/// must still end where the new geometry puts it: at its new presented frame, or at its new dismissed
/// position when it leaves or a presentation turns around. The decision:
/// - at rest: ``Action/place`` — the content takes its new frame inside the size change's animation;
/// - running: ``Action/retarget(towardPresented:)`` — one more animation block on the transition's
///   own animator puts the content in the state it heads to, in the new geometry; the block starts
///   from what is shown (no jump) and ends with the animator (one completion);
/// - held by a finger (or paused): ``Action/hold`` — the finger stays in charge; the retarget comes
///   when the motion resumes (``motionDidChange(_:)``);
/// - after a resize, every turn-around or release toward a state not yet retargeted in the current
///   geometry retargets again, so a reversal lands on the new start.
///
/// ```swift
/// var relayout = InFlightRelayout()
/// relayout.transitionDidBegin()
/// relayout.containerDidResize(.running(towardPresented: true))   // .retarget(towardPresented: true)
/// relayout.motionDidChange(.running(towardPresented: false))     // .retarget(towardPresented: false)
/// ```
package struct InFlightRelayout: Sendable, Hashable {
  /// Where the content of the presentation is.
  package enum Motion: Sendable, Hashable {
    /// Nothing is shown.
    case idle
    /// Presented and at rest.
    case atRest
    /// Animating toward the presented state (`true`) or the dismissed one.
    case running(towardPresented: Bool)
    /// Held where it is: a finger grabbed it, or code paused it.
    case grabbed

    /// Where the content of a slot in `phase` is, its transition in flight being `session`.
    package init(phase: PresentationPhase, session: TransitionSession?) {
      switch phase {
      case .idle: self = .idle
      case .presented: self = .atRest
      case .presenting, .dismissing:
        guard let session, session.isRunning, !session.isInteractive else {
          self = .grabbed
          return
        }
        self = .running(towardPresented: session.isHeadingToPresented)
      }
    }
  }

  /// What the shell does.
  package enum Action: Sendable, Hashable {
    /// Nothing.
    case none
    /// Put the content at its new frame directly.
    case place
    /// Add an animation block to the transition's animator that puts the content in the presented
    /// (`true`) or dismissed state of the new geometry.
    case retarget(towardPresented: Bool)
    /// Leave the motion to the finger; retarget when it is released.
    case hold
  }

  /// How many size changes the container has had.
  package private(set) var generation = 0
  /// The generation the transition in flight was made for.
  private var installedGeneration = 0
  /// The last retarget made in flight: the generation it was made for and its direction.
  private var lastRetarget: Retarget?

  private struct Retarget: Sendable, Hashable {
    let generation: Int
    let towardPresented: Bool
  }

  /// A decider that has seen no size change.
  package init() {}

  /// A transition began: its animations are made for the current geometry.
  package mutating func transitionDidBegin() {
    installedGeneration = generation
    lastRetarget = nil
  }

  /// The container changed size while the content is in `motion`.
  package mutating func containerDidResize(_ motion: Motion) -> Action {
    generation &+= 1
    switch motion {
    case .idle: return .none
    case .atRest: return .place
    case .grabbed: return .hold
    case .running(let towardPresented): return retarget(towardPresented)
    }
  }

  /// The motion changed (a turn-around, a release, a resume): retargets a motion made for an older
  /// geometry toward a state not yet retargeted in the current one.
  package mutating func motionDidChange(_ motion: Motion) -> Action {
    guard case .running(let towardPresented) = motion, generation != installedGeneration else { return .none }
    if lastRetarget == Retarget(generation: generation, towardPresented: towardPresented) { return .none }
    return retarget(towardPresented)
  }

  private mutating func retarget(_ towardPresented: Bool) -> Action {
    lastRetarget = Retarget(generation: generation, towardPresented: towardPresented)
    return .retarget(towardPresented: towardPresented)
  }
}
