@_exported import Observability
// The modules this library's public API is written in, so that `import Analytics` alone is enough to
// use every public signature (ADR 0014). Nothing else is re-exported.
@_exported import Storage
