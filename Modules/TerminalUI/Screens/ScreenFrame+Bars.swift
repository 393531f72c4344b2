import ChatterboxComposition

/// The header and footer bars of ``ScreenFrame``, which must keep their essentials in any window
/// the app lays out (down to 40 columns) and in every language: every tab, the current one, the
/// uploads count, and every key hint that nothing else lists.
extension ScreenFrame {
  /// "Chatterbox  [Cues]  History  Settings" on the left, uploads and the account on the right.
  /// A narrow window gives up, in turn, the account, the app's name, the space around the tabs,
  /// their full titles (for the catalog's short ones) and finally the ends of the other tabs'
  /// titles — every tab stays, and so do the current one's brackets and the uploads count.
  static func header(_ chrome: Chrome, width: Int) -> Row {
    let strings = chrome.strings
    // Uploads in flight matter more than the account name when both do not fit.
    let uploads: Row =
      chrome.activeUploads > 0
      ? [Span("↑ " + strings.plural(.uploadsPending, count: chrome.activeUploads) + "  ", .warning)] : []
    let uploadsCount: Row = chrome.activeUploads > 0 ? [Span("↑ \(chrome.activeUploads) ", .warning)] : []
    let account: Row = chrome.account.map { [Span($0 + " ", .textSecondary)] } ?? []
    let left =
      TabLayout.all.lazy.map { tabs(chrome, $0, width: nil) }.first { $0.width + uploadsCount.width < width }
      ?? tabs(chrome, TabLayout.all[TabLayout.all.count - 1], width: width - uploadsCount.width - 1)
    for right in [uploads + account, uploads, uploadsCount] where left.width + right.width < width {
      return Rows.spread(left, right, width: width)
    }
    return left
  }

  /// How the header shows its tabs.
  struct TabLayout: Sendable {
    /// "Chatterbox" before the tabs.
    var appName: Bool
    /// Each tab padded as wide as its bracketed form, so switching tabs moves nothing.
    var spacious: Bool
    /// The catalog's short titles.
    var short: Bool

    /// From the roomiest to the tightest.
    static let all = [
      TabLayout(appName: true, spacious: true, short: false), TabLayout(appName: false, spacious: true, short: false),
      TabLayout(appName: false, spacious: false, short: false), TabLayout(appName: false, spacious: false, short: true),
    ]
  }

  /// The app's name and the tabs in `layout`; with `width`, the titles of the tabs other than
  /// the current one are cut (evenly, with "…") until the row fits.
  static func tabs(_ chrome: Chrome, _ layout: TabLayout, width: Int?) -> Row {
    let strings = chrome.strings
    var titles = chrome.tabs.map { strings.string(layout.short ? $0.shortTitle : $0.title) }
    if let width {
      let others = chrome.tabs.indices.filter { chrome.tabs[$0] != chrome.current }
      let fixed =
        1
        + titles.indices.reduce(0) { sum, index in
          sum + 1 + (others.contains(index) ? 0 : DisplayWidth.of(titles[index]) + 2)
        }
      let cap = fairShare(others.map { DisplayWidth.of(titles[$0]) }, budget: width - fixed)
      for index in others { titles[index] = DisplayWidth.truncate(titles[index], to: max(1, cap)) }
    }
    var row: Row =
      layout.appName ? [Span(" " + strings.string(.appName), .accent, bold: true), Span("  ")] : [Span(" ")]
    for (tab, title) in zip(chrome.tabs, titles) {
      if tab == chrome.current {
        row.append(Span("[\(title)]", .accent, bold: true))
      } else {
        row.append(Span(layout.spacious ? " \(title) " : title, .textSecondary))
      }
      row.append(Span(" "))
    }
    return row
  }

  /// The largest cap such that the items, each cut to at most the cap, fit in `budget` columns
  /// together: short items keep their whole width and long ones share what is left.
  static func fairShare(_ widths: [Int], budget: Int) -> Int {
    guard let widest = widths.max(), widths.reduce(0, +) > budget else { return widths.max() ?? 0 }
    var cap = widest
    while cap > 0, widths.reduce(0, { $0 + min($1, cap) }) > budget { cap -= 1 }
    return cap
  }

  /// Key hints that fit: all of them when they do. Otherwise, where "? help" is on offer (it
  /// lists whatever is left out), screen hints in order until the line is full, then "? help"
  /// and "q quit", which are always kept. Where it is not (review, recording, a question), no
  /// key may disappear: the hints close up to one space, then each keeps its key while its word
  /// is cut to a fair share of the line, with "…".
  static func footer(_ bindings: [KeyBinding], width: Int, strings: InteractiveStrings) -> Row {
    let shown = bindings.filter(\.inFooter)
    let items = shown.map { (label: $0.label, hint: strings.string($0.hint)) }
    func line(_ indices: [Int], gap: String = "  ", cap: Int? = nil) -> Row {
      var row: Row = [Span(" ")]
      for (position, index) in indices.enumerated() {
        if position > 0 { row.append(Span(gap)) }
        // A word cut to a lone "…" says nothing: below two columns only the keys remain.
        let hint = cap.map { $0 >= 2 ? DisplayWidth.truncate(items[index].hint, to: $0) : "" } ?? items[index].hint
        row += [Span(items[index].label, .accent, bold: true), Span(hint.isEmpty ? "" : " " + hint, .textSecondary)]
      }
      return row
    }
    let all = Array(items.indices)
    if line(all).width <= width { return line(all) }
    if shown.contains(where: { $0.action == .help }) {
      let kept = all.filter { [.help, .quit].contains(shown[$0].action) }
      var chosen: [Int] = []
      for index in all where !kept.contains(index) {
        guard line(chosen + [index] + kept).width <= width else { break }
        chosen.append(index)
      }
      return line(chosen + kept)
    }
    if line(all, gap: " ").width <= width { return line(all, gap: " ") }
    // Keys, the space after each and the gaps are fixed; the words share the rest.
    let fixed = 1 + items.reduce(0) { $0 + DisplayWidth.of($1.label) + 1 } + max(0, items.count - 1)
    return line(all, gap: " ", cap: fairShare(items.map { DisplayWidth.of($0.hint) }, budget: width - fixed))
  }
}
