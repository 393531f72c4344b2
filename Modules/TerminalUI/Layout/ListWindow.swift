import ChatterboxComposition

/// Which rows of a long list are visible: whole pages, so the selection never jumps around
/// within a page and the window can be computed from the selection alone (render functions stay
/// pure — no remembered scroll offset).
///
/// ```swift
/// ListWindow.range(count: 50, selection: 23, height: 10) // 20..<30
/// ```
package enum ListWindow {
  static func range(count: Int, selection: Int, height: Int) -> Range<Int> {
    guard count > 0, height > 0 else { return 0..<0 }
    let selected = max(0, min(selection, count - 1))
    let start = (selected / height) * height
    return start..<min(count, start + height)
  }

  /// The selection clamped to the list (0 for an empty list).
  static func clamp(_ selection: Int, count: Int) -> Int { max(0, min(selection, count - 1)) }
}
