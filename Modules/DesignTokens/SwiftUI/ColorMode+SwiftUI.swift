#if canImport(SwiftUI)
  import SwiftUI

  extension ColorMode {
    /// The token mode for SwiftUI's environment values.
    public init(_ colorScheme: SwiftUI.ColorScheme, contrast: ColorSchemeContrast) {
      self.init(isDark: colorScheme == .dark, contrast: contrast == .increased ? .high : .standard)
    }
  }
#endif
