// The modules this library's public API is written in, so that `import Networking` alone is enough to
// use every public signature (ADR 0014). Nothing else is re-exported.
@_exported import NetworkErrors
@_exported import Observability
