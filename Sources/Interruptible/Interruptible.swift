// The library in two layers the compiler keeps apart: the platform-independent core
// (InterruptibleCore: models, sessions, decisions, components; no UIKit, no SwiftUI) and, in this
// module, the UIKit and SwiftUI shells that forward to it. An app writes only `import Interruptible`:
// the core's public API is re-exported here, so both layers read as one module.
@_exported import InterruptibleCore
