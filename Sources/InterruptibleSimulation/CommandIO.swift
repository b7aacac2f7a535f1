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
/// - Writing a file: a symbolic link is written through to its target; a directory or any other
///   non-regular file is refused; a regular file is replaced only once the new contents are
///   complete (written to a temporary file beside the target, then renamed over it).
/// - Writing a stream: every byte is written or the failure is reported.
public enum CommandIO {
  /// An I/O failure: the path and the system's reason.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The path (or `standard output`).
    public var path: String
    /// Why, in the system's words.
    public var reason: String

    /// "PATH: REASON".
    public var description: String { "\(path): \(reason)" }
  }

  /// Reads `path` (`-`: standard input) to its end.
  public static func read(_ path: String) throws -> [UInt8] {
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
  public static func write(_ bytes: [UInt8], toStream descriptor: Int32, name: String) throws {
    try writeAll(bytes, to: descriptor, name: name)
  }

  /// Writes `bytes` to the file at `path` as described above.
  public static func writeFile(_ bytes: [UInt8], to path: String) throws {
    let target = resolvedTarget(path)
    var status = stat()
    if stat(target, &status) == 0 {
      let type = status.st_mode & S_IFMT
      if type == S_IFDIR { throw Failure(path: path, reason: "is a directory; give a file path") }
      if type != S_IFREG {
        throw Failure(path: path, reason: "is not a regular file; refusing to replace it")
      }
    }
    let temporary = target + ".interruptible-sim-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
    var isOpen = true
    do {
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
    guard rename(temporary, target) == 0 else {
      let failure = Failure(path: path, reason: reason(errno))
      unlink(temporary)
      throw failure
    }
  }

  /// The file a write to `path` lands in: a chain of symbolic links followed to its end (a
  /// dangling link's target is created), relative targets taken from the link's folder.
  static func resolvedTarget(_ path: String) -> String {
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
    return current
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

  private static func reason(_ code: Int32) -> String {
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
