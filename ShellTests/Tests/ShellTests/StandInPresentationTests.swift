import Testing
import UIKit
import UIKitWorld

/// A transitioning delegate that records UIKit's calls and animates over 0.3 s without an
/// interaction controller.
@MainActor
final class RecordingDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  var calls: [String] = []
  var context: UIViewControllerContextTransitioning?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    calls.append("presentationController")
    return RecordingPresentationController(
      presentedViewController: presented, presenting: presenting, log: self)
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    calls.append("animationController")
    return self
  }
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  {
    calls.append("animationControllerForDismissed")
    return self
  }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    calls.append("animateTransition")
    context = transitionContext
    if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
  }
  func animationEnded(_ transitionCompleted: Bool) { calls.append("animationEnded(\(transitionCompleted))") }
}

@MainActor
final class RecordingPresentationController: UIPresentationController {
  weak var log: RecordingDelegate?
  init(presentedViewController: UIViewController, presenting: UIViewController?, log: RecordingDelegate) {
    self.log = log
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }
  override func presentationTransitionWillBegin() { log?.calls.append("willBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) { log?.calls.append("didEnd(\(completed))") }
  override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
    log?.calls.append("preferredContentSizeDidChange")
  }
}

@MainActor
@Suite("UIKit stand-in: presentation")
struct StandInPresentationTests {
  func custom(_ delegate: RecordingDelegate) -> ContentViewController {
    let presented = ContentViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    return presented
  }

  @Test(
    "PR01 PR15 PR23 custom presentation: links at once, calls in UIKit's order, completion after viewDidAppear"
  )
  func order() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    let presented = custom(delegate)
    var completions = 0
    home.present(presented, animated: true) { completions += 1 }
    #expect(home.presentedViewController === presented && presented.presentingViewController === home)
    #expect(presented.isBeingPresented)
    #expect(
      delegate.calls == ["presentationController", "animationController", "willBegin", "animateTransition"])
    delegate.context?.completeTransition(true)
    #expect(delegate.calls.suffix(2) == ["animationEnded(true)", "didEnd(true)"])
    #expect(presented.appeared == 1)
    #expect(completions == 0)  // PR15: on the next turn, never inside the call
    world.advance(by: 0)
    #expect(completions == 1)
    #expect(!presented.isBeingPresented)
    expectClean(world)
  }

  @Test("PR05 PR06 a busy presenter refuses with UIKit's log; the refused completion never runs")
  func refusals() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    home.present(custom(delegate), animated: true)
    var refusedCompletions = 0
    home.present(ContentViewController(), animated: true) { refusedCompletions += 1 }
    #expect(world.refusals.last?.contains("while a presentation is in progress") == true)
    delegate.context?.completeTransition(true)
    world.advance(by: 0)
    home.present(ContentViewController(), animated: true) { refusedCompletions += 1 }
    #expect(world.refusals.last?.contains("which is already presenting") == true)
    world.advance(by: 1)
    #expect(refusedCompletions == 0)
    #expect(world.refusals.count == 2)
  }

  @Test("PR07 PR08 presenting a presented or an active controller is what UIKit raises")
  func misuse() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    let presented = custom(delegate)
    home.present(presented, animated: true)
    home.present(presented, animated: true)
    #expect(world.exceptions.last?.contains("already being presented") == true)
    home.present(home, animated: true)
    #expect(world.exceptions.last?.contains("active controller") == true)
  }

  @Test("PR10 presenting from a controller whose view is not in a window is refused")
  func notInWindow() {
    let world = synchronousWorld()
    let orphan = ContentViewController()
    orphan.present(ContentViewController(), animated: true)
    #expect(world.refusals.last?.contains("not in the window hierarchy") == true)
  }

  @Test("PR11 PR25 dismiss on the presented controller dismisses it; a cancelled presentation unlinks")
  func dismissAndCancel() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    let presented = custom(delegate)
    var completions = 0
    home.present(presented, animated: true) { completions += 1 }
    delegate.context?.completeTransition(false)
    world.advance(by: 0)
    #expect(home.presentedViewController == nil)
    #expect(completions == 0)
    #expect(presented.appeared == 0)
    home.present(presented, animated: true)
    delegate.context?.completeTransition(true)
    var dismissed = 0
    presented.dismiss(animated: true) { dismissed += 1 }
    #expect(delegate.calls.last == "animateTransition")
    #expect(delegate.calls.contains("animationControllerForDismissed"))
    delegate.context?.completeTransition(true)
    world.advance(by: 0)
    #expect(dismissed == 1)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test("PR13 dismiss during a transition is refused and starts nothing")
  func dismissDuringTransition() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    home.present(custom(delegate), animated: true)
    home.dismiss(animated: true)
    #expect(world.refusals.last?.contains("while a presentation or dismiss is in progress") == true)
    #expect(!delegate.calls.contains("animationControllerForDismissed"))
  }

  @Test("PR18 the transitioning delegate is held weakly: with nothing else holding it, UIKit's default runs")
  func weakDelegate() {
    let (world, home) = makeWorld(synchronous: true)
    let presented = ContentViewController()
    presented.modalPresentationStyle = .custom
    do {
      let delegate = RecordingDelegate()
      presented.transitioningDelegate = delegate
    }
    #expect(presented.transitioningDelegate == nil)
    home.present(presented, animated: true)
    world.advance(by: 1)
    #expect(presented.appeared == 1)
    expectClean(world)
  }

  @Test("PR04 PR19 automatic reads back as page sheet; the factory is asked only for custom, once")
  func styleAndFactory() {
    let (world, home) = makeWorld(synchronous: true)
    let plain = ContentViewController()
    #expect(plain.modalPresentationStyle == .pageSheet)
    let delegate = RecordingDelegate()
    plain.transitioningDelegate = delegate
    home.present(plain, animated: true)
    #expect(!delegate.calls.contains("presentationController"))
    delegate.context?.completeTransition(true)
    world.advance(by: 0)
    let presented = custom(delegate)
    plain.present(presented, animated: true)
    let controller = presented.presentationController
    delegate.context?.completeTransition(true)
    presented.dismiss(animated: true)
    #expect(presented.presentationController === controller)
    #expect(delegate.calls.filter { $0 == "presentationController" }.count == 1)
  }

  @Test("PR30 a presented controller's preferredContentSize change reaches its presentation controller once")
  func preferredSize() {
    let (world, home) = makeWorld(synchronous: true)
    let delegate = RecordingDelegate()
    let presented = custom(delegate)
    home.present(presented, animated: true)
    delegate.context?.completeTransition(true)
    presented.preferredContentSize = CGSize(width: 100, height: 100)
    presented.preferredContentSize = CGSize(width: 100, height: 100)
    #expect(delegate.calls.filter { $0 == "preferredContentSizeDidChange" }.count == 1)
    _ = world
  }

  @Test(
    "RT01 RT03 a resize calls viewWillTransition with the old bounds, then runs alongside blocks in the new size"
  )
  func resize() {
    let world = synchronousWorld()
    let screen = SizeRecorder()
    world.window.rootViewController = screen
    world.advance(by: 0)
    world.resize(to: CGSize(width: 844, height: 390), duration: 0.3)
    #expect(screen.seen == ["will 390.0 -> 844.0", "alongside 844.0"])
    world.advance(by: 0.5)
    #expect(screen.seen.last == "completion")
  }

  @Test("RT04 a resize gives an over-full-screen presented view the new size before the alongside blocks")
  func resizePresentedView() {
    let world = synchronousWorld()
    let home = UIViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let presented = SizeRecorder()
    presented.modalPresentationStyle = .overFullScreen
    home.present(presented, animated: false)
    world.advance(by: 1)
    #expect(presented.view.bounds.size == CGSize(width: 390, height: 844))
    world.resize(to: CGSize(width: 1024, height: 1366), duration: 0.3)
    #expect(presented.seen == ["will 390.0 -> 1024.0", "alongside 1024.0"])
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    world.advance(by: 0.5)
    expectClean(world)
  }

  @Test("RT01 a controller presented from a child of a navigation controller hears a resize once")
  func resizeReachesPresentedOnce() {
    let world = synchronousWorld()
    let screen = UIViewController()
    let navigation = UINavigationController(rootViewController: screen)
    world.window.rootViewController = navigation
    world.advance(by: 0)
    let presented = SizeRecorder()
    presented.modalPresentationStyle = .overFullScreen
    screen.present(presented, animated: false)
    world.advance(by: 1)
    #expect(screen.presentedViewController === presented && navigation.presentedViewController === presented)
    world.resize(to: CGSize(width: 1024, height: 1366), duration: 0.3)
    #expect(presented.seen == ["will 390.0 -> 1024.0", "alongside 1024.0"])
    world.advance(by: 0.5)
    #expect(presented.seen.filter { $0 == "completion" }.count == 1)
    expectClean(world)
  }
}

@MainActor
final class SizeRecorder: UIViewController {
  var seen: [String] = []
  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    seen.append("will \(view.bounds.width) -> \(size.width)")
    coordinator.animate(
      alongsideTransition: { _ in self.seen.append("alongside \(self.view.bounds.width)") },
      completion: { _ in self.seen.append("completion") })
  }
}
