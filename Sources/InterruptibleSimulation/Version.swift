extension SimulatorCommand {
  /// The package version: the top entry of CHANGELOG.md (checked by `scripts/check-install-line`).
  package static let version = "0.1.0"
}
