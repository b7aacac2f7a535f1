import Foundation
import Testing

@testable import InterruptibleSimulation

/// The CLI's I/O on real files in a temporary folder: symlinks, directories, replacement, reasons.
@Suite("interruptible-sim file I/O")
struct CommandIOTests {
  private let folder: String = {
    let path = NSTemporaryDirectory() + "interruptible-io-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  @Test("--svg through a symlink writes the target and keeps the link")
  func symlinkWritesThrough() throws {
    let target = folder + "/target.svg"
    let link = folder + "/link.svg"
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.svg")
    try CommandIO.writeFile(Array("<svg/>".utf8), to: link)
    #expect(text(target) == "<svg/>")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.svg")
  }

  @Test("a directory is refused with a clear reason and left alone")
  func directoryRefused() {
    #expect(throws: CommandIO.Failure(path: folder, reason: "is a directory; give a file path")) {
      try CommandIO.writeFile(Array("x".utf8), to: folder)
    }
  }

  @Test("an existing regular file is replaced whole; no temporary file is left")
  func replacesRegularFile() throws {
    let path = folder + "/plot.svg"
    try "previous contents".write(toFile: path, atomically: false, encoding: .utf8)
    try CommandIO.writeFile(Array("<svg>new</svg>".utf8), to: path)
    #expect(text(path) == "<svg>new</svg>")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["plot.svg"])
  }

  @Test("a file in a missing folder fails with the system's reason")
  func missingFolder() {
    #expect(throws: CommandIO.Failure(path: folder + "/no/such.svg", reason: "No such file or directory")) {
      try CommandIO.writeFile(Array("x".utf8), to: folder + "/no/such.svg")
    }
  }

  @Test("reading: a missing file and a directory give their reasons; a file reads whole")
  func readReasons() throws {
    #expect(throws: CommandIO.Failure(path: folder + "/none.json", reason: "No such file or directory")) {
      _ = try CommandIO.read(folder + "/none.json")
    }
    #expect(throws: CommandIO.Failure(path: folder, reason: "Is a directory")) {
      _ = try CommandIO.read(folder)
    }
    let path = folder + "/big.json"
    let contents = String(repeating: "x", count: 200_000)
    try contents.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(try CommandIO.read(path).count == 200_000)
  }

  @Test("writing to /dev/full as standard output fails with 'No space left on device'")
  func deviceFull() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(throws: CommandIO.Failure(path: "standard output", reason: "No space left on device")) {
      try CommandIO.write(Array("line\n".utf8), toStream: descriptor, name: "standard output")
    }
  }
}
