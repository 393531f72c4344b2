// The modules this library's public API is written in, so that `import Session` alone is enough to
// use every public signature (ADR 0014). Nothing else is re-exported.
@_exported import Networking
@_exported import Observability
@_exported import Storage
