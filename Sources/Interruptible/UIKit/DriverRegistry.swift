#if canImport(UIKit)
  import UIKit

  /// Which driver belongs to which view controller, in typed Swift storage (no Objective-C
  /// associated objects). Both sides are held weakly: the registry never keeps a view controller
  /// or a driver alive, and an entry whose view controller has gone is dropped on the next write.
  @MainActor
  final class DriverRegistry {
    static let shared = DriverRegistry()

    private struct Entry {
      weak var controller: UIViewController?
      weak var driver: InterruptibleTransitionDriver?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Drivers of presentations asked of UIKit whose presentation controller UIKit has not created
    /// yet: held strongly until it has (UIKit holds a transitioning delegate weakly), or until the
    /// request has expired (a presentation UIKit refused).
    private var awaitingUIKit: [ObjectIdentifier: InterruptibleTransitionDriver] = [:]

    /// Keeps `driver` alive until UIKit creates its presentation controller.
    func hold(_ driver: InterruptibleTransitionDriver) {
      awaitingUIKit = awaitingUIKit.filter { $0.value.hasPendingPresent }
      awaitingUIKit[ObjectIdentifier(driver)] = driver
    }

    /// UIKit has created `driver`'s presentation controller, which now holds it.
    func release(_ driver: InterruptibleTransitionDriver) { awaitingUIKit[ObjectIdentifier(driver)] = nil }

    /// The driver registered for `controller`, while both are alive.
    func driver(of controller: UIViewController) -> InterruptibleTransitionDriver? {
      guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else {
        return nil
      }
      return entry.driver
    }

    /// Registers `driver` for `controller` (nil removes it).
    func set(_ driver: InterruptibleTransitionDriver?, for controller: UIViewController) {
      entries = entries.filter { $0.value.controller != nil && $0.value.driver != nil }
      entries[ObjectIdentifier(controller)] = driver.map { Entry(controller: controller, driver: $0) }
    }
  }
#endif
