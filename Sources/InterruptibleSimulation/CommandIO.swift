#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file and stream I/O of `interruptible-sim`, on POSIX calls so every failure names its path
/// and the system's reason ("No space left on device"), never an `NSError` dump or a trap.
///
/// - Reading: `-` is standard input; any path is read to its end, so `/dev/stdin`, pipes and FIFOs
///   work as well as regular files.
/// - Reading stops past ``maximumInputSize`` (16 MiB) with a failure.
/// - Writing a file: a symbolic link is written through to its target (a loop is a failure); a
///   directory or any other non-regular file, a file not writable, a file with several hard links
///   and the input itself are refused; a regular file is replaced only once the new contents are
///   complete (written to a temporary file beside the target with the file's permissions, then
///   renamed over it), and the caller can hold the rename until its other outputs are written.
/// - Writing a stream: every byte is written or the failure is reported.
package enum CommandIO {
  /// An I/O failure: the path and the system's reason.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// The path (or `standard output`).
    package var path: String
    /// Why, in the system's words.
    package var reason: String

    /// "PATH: REASON", the path through ``InputText/quoted(_:)``.
    package var description: String { "\(InputText.quoted(path)): \(reason)" }
  }

  /// The most bytes an input may have: 16 MiB. Reading stops past it (so `/dev/zero` or an
  /// endless pipe ends at once, within that much memory).
  package static let maximumInputSize = 16 << 20

  /// Reads `path` (`-`: standard input) to its end; more than ``maximumInputSize`` bytes throws.
  package static func read(_ path: String) throws -> [UInt8] {
    if path == "-" { return try readAll(STDIN_FILENO, name: "standard input") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw Failure(path: path, reason: reason(EISDIR))
    }
    return try readAll(descriptor, name: path)
  }

  /// Writes `bytes` to standard output (`1`) or standard error (`2`), all of them.
  package static func write(_ bytes: [UInt8], toStream descriptor: Int32, name: String) throws {
    try writeAll(bytes, to: descriptor, name: name)
  }

  /// Writes `bytes` to the file at `path` as described above, at once (``prepareFile(_:to:input:)``
  /// then ``PreparedFile/commit()``).
  package static func writeFile(_ bytes: [UInt8], to path: String, input: String? = nil) throws {
    try prepareFile(bytes, to: path, input: input).commit()
  }

  /// A file written completely beside its target, not yet in place: ``commit()`` renames it over
  /// the target, ``discard()`` removes it. So the target is replaced only once everything else
  /// succeeded.
  package struct PreparedFile: Sendable {
    /// The path as given.
    package let path: String
    let temporary: String
    let target: String

    /// Puts the file in place (an atomic rename over the target).
    package func commit() throws {
      guard rename(temporary, target) == 0 else {
        let failure = Failure(path: path, reason: reason(errno))
        unlink(temporary)
        throw failure
      }
    }

    /// Removes the file; the target is left as it was.
    package func discard() { unlink(temporary) }
  }

  /// Writes `bytes` beside the file at `path`, refusing a target that must not be replaced: a
  /// directory or other non-regular file, a symbolic-link loop, a file this process may not write
  /// (read-only), a file with several hard links (replacing it would split them), and the input
  /// itself (`input`: its path, or `-` for standard input; compared by device and inode, so a link
  /// to the input is refused too). The new file gets the replaced file's permissions.
  package static func prepareFile(_ bytes: [UInt8], to path: String, input: String? = nil) throws
    -> PreparedFile
  {
    let target = try resolvedTarget(path)
    var mode: mode_t = 0o644
    var status = stat()
    if stat(target, &status) == 0 {
      try checkReplaceable(status, target: target, path: path, input: input)
      mode = status.st_mode & 0o7777
    } else if errno == ELOOP {
      throw Failure(path: path, reason: reason(ELOOP))
    }
    let temporary = target + ".interruptible-sim-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
    var isOpen = true
    do {
      guard fchmod(descriptor, mode) == 0 else { throw Failure(path: path, reason: reason(errno)) }
      try writeAll(bytes, to: descriptor, name: path)
      guard fsync(descriptor) == 0 || errno == EINVAL else {
        throw Failure(path: path, reason: reason(errno))
      }
      isOpen = false
      guard close(descriptor) == 0 else { throw Failure(path: path, reason: reason(errno)) }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
    return PreparedFile(path: path, temporary: temporary, target: target)
  }

  private static func checkReplaceable(_ status: stat, target: String, path: String, input: String?) throws {
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR { throw Failure(path: path, reason: "is a directory; give a file path") }
    if type != S_IFREG { throw Failure(path: path, reason: "is not a regular file; refusing to replace it") }
    if let input, isSameFile(status, input) {
      throw Failure(path: path, reason: "is the input; refusing to replace it")
    }
    // No write bit at all (0444) is read-only even for root, whom access(2) lets write anything.
    if status.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
      throw Failure(path: path, reason: "is not writable; refusing to replace it")
    }
    if status.st_nlink > 1 {
      throw Failure(
        path: path, reason: "has \(status.st_nlink) hard links; refusing to replace it (give another path)")
    }
  }

  /// Whether `input` (a path, or `-` for standard input) is the file `status` describes.
  private static func isSameFile(_ status: stat, _ input: String) -> Bool {
    var other = stat()
    let found = input == "-" ? fstat(STDIN_FILENO, &other) == 0 : stat(input, &other) == 0
    return found && other.st_dev == status.st_dev && other.st_ino == status.st_ino
  }

  /// The file a write to `path` lands in: a chain of symbolic links followed to its end (a
  /// dangling link's target is created), relative targets taken from the link's folder. A chain
  /// longer than 40 links (a loop) throws.
  static func resolvedTarget(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + link
      } else {
        current = link
      }
    }
    throw Failure(path: path, reason: reason(ELOOP))
  }

  private static func readAll(_ descriptor: Int32, name: String) throws -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return result }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path: name, reason: reason(errno))
      }
      guard result.count + count <= maximumInputSize else {
        throw Failure(path: name, reason: "larger than \(maximumInputSize) bytes (16 MiB), the input limit")
      }
      result.append(contentsOf: chunk[0..<count])
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Glue.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path: name, reason: reason(errno))
      }
      offset += count
    }
  }

  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// The C library's `read` and `write`, under names that the enum's own methods do not shadow.
private enum Glue {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }
}
