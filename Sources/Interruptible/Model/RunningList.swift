/// The clock's running animators: a buffer of references the list holds (retained when added,
/// released by the caller when removed), in no particular order.
///
/// Why not an array: adding and removing through `Array` went through the standard library's
/// out-of-line growth and uniqueness calls and an exchange with an empty array (to keep exclusive
/// access checked at compile time), about 120 instructions per pause and continue together; here
/// both are a few loads and stores. A class, held in a constant: a stored structure changed through
/// a call would be checked for exclusive access at run time. Only ``ManualClock`` uses it; the
/// references it still holds are released when it goes.
final class RunningList {
  private var slots = UnsafeMutablePointer<Unmanaged<AnimatorModel>>.allocate(capacity: 4)
  private var capacity = 4
  /// The number of animators in the list.
  private(set) var count = 0

  /// The animator at `index` (`0..<count`).
  subscript(index: Int) -> AnimatorModel {
    precondition(index >= 0 && index < count, "running list index out of range")
    return slots[index].takeUnretainedValue()
  }

  /// Adds `animator` at index `count`, retaining it.
  func append(_ animator: AnimatorModel) {
    if count == capacity { grow() }
    (slots + count).initialize(to: .passRetained(animator))
    count += 1
  }

  /// Removes the animator at `index` by moving the last one into its place; returns the moved
  /// animator (nil when `index` was the last). The removed reference is not released: the caller
  /// releases it once its own state is consistent.
  func remove(at index: Int) -> AnimatorModel? {
    precondition(index >= 0 && index < count, "running list index out of range")
    count -= 1
    guard index != count else { return nil }
    slots[index] = slots[count]
    return slots[index].takeUnretainedValue()
  }

  deinit {
    for index in 0..<count { slots[index].release() }
    slots.deallocate()
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Unmanaged<AnimatorModel>>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: slots, count: count)
    slots.deallocate()
    slots = larger
    capacity *= 2
  }
}
