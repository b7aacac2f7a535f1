extension SimulatorCommand {
  /// The package version: the top entry of CHANGELOG.md (checked by `scripts/check-install-line`).
  public static let version = "0.1.0"
}
