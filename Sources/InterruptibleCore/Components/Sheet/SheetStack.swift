/// Sheets presented over sheets: each level is a ``DetentSheet``; the levels below the top one recede
/// (``SheetRecede``) as a pure function of the progress of the levels above them, and every level
/// can be presented, grabbed, released or dismissed at any time.
///
/// The rules:
/// - ``present(_:container:toDetent:at:)`` puts a new level on top at any time, also while the
///   others settle, follow a finger or leave.
/// - ``dismiss(level:at:)`` of the top level settles it to 0 from where it is, keeping its velocity.
///   Of a middle level, it dismisses that level and every level above it with **one** motion, as UIKit
///   animates only the top-most controller of a stack it dismisses: the top-most settles to 0, and
///   the levels between leave with it (their heights shrink in proportion to the top-most's, so
///   nothing jumps). Such a dismissal is committed: the levels leaving cannot be grabbed. Ignored
///   while a finger holds the top-most level or for a level already leaving.
/// - A level can be grabbed (``dragBegan(level:at:shownHeight:)``) when no level above covers it:
///   each level above is leaving, heading to dismissal, or at an undimmed height. A release that
///   dismisses a middle level sends the levels above it away with it.
/// - ``tap(level:at:)`` on a receded level brings it forward: the levels above it are dismissed as
///   by ``dismiss(level:at:)`` of the level just above, unless one of them is not dismissible (then
///   the tap is ignored).
/// - A level presented while a middle dismissal is under way goes on top; when that dismissal
///   ends, the levels above the ones that left are removed with them (one ``Event/dismissed(level:)``
///   each), as UIKit removes the controllers presented by a controller it dismisses.
/// - Events (``update(at:)``): every settle that reaches its end reports once; every level reports
///   ``Event/dismissed(level:)`` exactly once, the top-most first, and is then removed.
package struct SheetStack: Sendable {
  /// What happened to the level with identifier `level`.
  package enum Event: Sendable, Hashable {
    /// A settle of the level reached its end at the detent at this index.
    case settled(level: Int, detent: Int)
    /// The level came to rest at a detent other than the one it rested at before.
    case detentChanged(level: Int, detent: Int)
    /// The level left the screen (once per level).
    case dismissed(level: Int)
  }

  /// One sheet of the stack.
  package struct Level: Sendable {
    /// The level's identifier (unique for the stack's life).
    package let id: Int
    /// The level's sheet.
    package var sheet: DetentSheet
    /// Set while the level leaves with the top-most one of a middle dismissal.
    package var leaving: Leaving?

    /// The level `id` showing `sheet`, leaving with the top-most level when `leaving` is set.
    package init(id: Int, sheet: DetentSheet, leaving: Leaving? = nil) {
      self.id = id
      self.sheet = sheet
      self.leaving = leaving
    }
  }

  /// A level leaving with the top-most level of a middle dismissal: its height, and the top-most's,
  /// when it began (see ``shownHeight(topHeight:)``).
  package struct Leaving: Sendable, Hashable {
    /// The identifier of the level it leaves with (the top-most when the dismissal began).
    package let with: Int
    /// The level's height when the dismissal began.
    package let height: Double
    /// The top-most level's height then.
    package let topHeight: Double

    /// A level leaving with the level `with`, from `height` while that one showed `topHeight`.
    package init(with: Int, height: Double, topHeight: Double) {
      self.with = with
      self.height = height
      self.topHeight = topHeight
    }
  }

  /// The levels, lowest first.
  package internal(set) var levels: [Level] = []
  /// How the levels below the top recede.
  package var style: DetentSheetConfiguration.RecedeStyle
  /// Whether levels presented from now on collect their sheets' reports (see ``takeReports()``).
  package var isReportingMotion = false
  private var nextID = 0
  private var lastTime = 0.0

  /// An empty stack with `style`.
  package init(style: DetentSheetConfiguration.RecedeStyle = DetentSheetConfiguration.RecedeStyle()) {
    self.style = style
  }

  /// The index of the level `id` (nil once it has been dismissed).
  package func index(of id: Int) -> Int? { levels.firstIndex { $0.id == id } }

  /// Presents a new level on top with `configuration` in a container `container` points tall,
  /// settling to the detent at `index`. Returns the new level's identifier.
  @discardableResult
  package mutating func present(
    _ configuration: DetentSheetConfiguration, container: Double, toDetent index: Int = 0, at time: Double
  ) -> Int {
    var sheet = DetentSheet(configuration: configuration, container: container)
    sheet.isReportingMotion = isReportingMotion
    sheet.present(toDetent: index, at: record(time))
    let id = nextID
    nextID += 1
    levels.append(Level(id: id, sheet: sheet))
    return id
  }

  /// Dismisses the level `id` and every level above it (see the rules above).
  package mutating func dismiss(level id: Int, at time: Double) {
    guard let index = index(of: id) else { return }
    let time = record(time)
    guard let leaving = Self.dismissal(ofLevel: index, in: levels, shownHeights: shownHeights(at: time))
    else {
      return
    }
    for (below, leaving) in leaving { levels[below].leaving = leaving }
    levels[levels.count - 1].sheet.dismiss(at: time)
  }

  /// Moves the level `id` to the detent at `index` from wherever it is, keeping its velocity (see
  /// ``DetentSheet/move(toDetent:at:)``); ignored for a level that is leaving.
  package mutating func move(level id: Int, toDetent index: Int, at time: Double) {
    guard let level = self.index(of: id), levels[level].leaving == nil else { return }
    levels[level].sheet.move(toDetent: index, at: record(time))
  }

  /// A tap on the receded level `id`: the levels above it are dismissed, unless one of them may not
  /// be dismissed by the user (``levelDismissedByTap(onLevel:in:)``).
  package mutating func tap(level id: Int, at time: Double) {
    guard let index = index(of: id), let above = Self.levelDismissedByTap(onLevel: index, in: levels) else {
      return
    }
    dismiss(level: levels[above].id, at: time)
  }

  /// Whether a finger can take the level `id` now: it is not leaving, no level leaves with it, and
  /// no level above covers it.
  package func canGrab(level id: Int, at time: Double) -> Bool {
    guard let index = index(of: id) else { return false }
    let dimmings = levels.map { $0.sheet.dimming(atHeight: $0.sheet.height(at: time)) }
    return Self.canGrab(level: index, in: levels, dimmings: dimmings)
  }

  /// A finger took the level `id` (ignored when ``canGrab(level:at:)`` is false).
  package mutating func dragBegan(level id: Int, at time: Double, shownHeight: Double? = nil) {
    guard canGrab(level: id, at: time), let index = index(of: id) else { return }
    levels[index].sheet.dragBegan(at: record(time), shownHeight: shownHeight)
  }

  /// The finger on the level `id` moved `translation` points down from where it began.
  package mutating func dragChanged(level id: Int, translation: Double, at time: Double) {
    guard let index = index(of: id) else { return }
    levels[index].sheet.dragChanged(translation: translation, at: record(time))
  }

  /// The finger on the level `id` let go at `velocity` points per second downward. A release that
  /// dismisses a level below the top sends the levels above it that are not already leaving away
  /// too, each from where it is.
  @discardableResult
  package mutating func dragEnded(level id: Int, velocity: Double, at time: Double) -> DetentReleaseDecision?
  {
    guard let index = index(of: id) else { return nil }
    let time = record(time)
    let decision = levels[index].sheet.dragEnded(velocity: velocity, at: time)
    for above in Self.levelsSentAway(byReleaseOf: index, in: levels) {
      levels[above].sheet.dismiss(at: time)
    }
    return decision
  }

  /// Advances to `time`: settles that ended report, levels that left are removed (with every level
  /// still above them), each with ``Event/dismissed(level:)`` once, the top-most first.
  package mutating func update(at time: Double) -> [Event] {
    let time = record(time)
    var events: [Event] = []
    var gone: Int?
    for index in levels.indices where levels[index].leaving == nil {
      for event in levels[index].sheet.update(at: time) {
        switch event {
        case .settled(let detent): events.append(.settled(level: levels[index].id, detent: detent))
        case .detentChanged(let detent):
          events.append(.detentChanged(level: levels[index].id, detent: detent))
        case .dismissed: gone = min(gone ?? index, index)
        }
      }
    }
    guard let gone else { return events }
    // The lowest level that left takes every level above it: the top-most reports first.
    let departures = Self.departures(whenLevelLeaves: gone, in: levels)
    let removed = departures.map { Event.dismissed(level: levels[$0].id) }
    levels.removeSubrange((departures.min() ?? levels.count)...)
    return events + removed
  }

  /// Each level's reports since the last call (``DetentSheet/takeReports()``), lowest level first.
  package mutating func takeReports() -> [(level: Int, report: DetentSheet.Report)] {
    levels.indices.flatMap { index in levels[index].sheet.takeReports().map { (levels[index].id, $0) } }
  }

  mutating func record(_ time: Double) -> Double {
    if CallTime.isValid(time) { lastTime = time }
    return lastTime
  }
}

extension SheetStack.Level {
  /// Whether the level's own settle heads to dismissal.
  var isHeadingToDismissal: Bool { sheet.phase == .settling && sheet.settle?.target == .dismiss }
}
