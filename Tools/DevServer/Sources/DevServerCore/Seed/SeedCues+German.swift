// A starter set of German prompts so a German profile is not empty; the contract only
// requires full sets for en, es and fr.
extension SeedCues {
  static let german: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Ihre Morgenroutine",
      "Beschreiben Sie Ihre Morgenroutine vom Aufstehen bis zum Verlassen der Wohnung.",
      hints: ["Benutzen Sie **zuerst**, **dann**, **danach**"]),
    .init(
      .beginner, ["food", "travel"], "Im Café",
      "Sie sind in einem Café. Bestellen Sie ein Getränk und etwas zu essen, und fragen Sie nach dem Preis.",
      hints: ["_Ich hätte gern..._", "Fragen Sie, ob Sie mit Karte zahlen können"]),
    .init(
      .beginner, ["family"], "Ihre Familie",
      "Erzählen Sie von Ihrer Familie. Wem stehen Sie am nächsten, und warum?"),
    .init(
      .beginner, ["travel", "directions"], "Den Weg erklären",
      "Eine Touristin fragt Sie nach dem Weg zum Bahnhof. Erklären Sie ihr den Weg.",
      hints: ["**Gehen Sie geradeaus**, **biegen Sie links ab**"]),
    .init(
      .beginner, ["hobbies"], "Das letzte Wochenende",
      "Was haben Sie am letzten Wochenende gemacht? Erzählen Sie mindestens drei Dinge.",
      hints: ["Benutzen Sie das Perfekt: _ich bin gefahren_, _ich habe gegessen_"]),
    .init(
      .beginner, ["home"], "Ihre Wohnung",
      "Beschreiben Sie Ihre Wohnung. Welches Zimmer mögen Sie am liebsten?"),
    .init(
      .intermediate, ["travel", "storytelling"], "Eine unvergessliche Reise",
      "Erzählen Sie von einer Reise, die Sie nie vergessen werden. Was hat sie besonders gemacht?"),
    .init(
      .intermediate, ["work"], "Im Vorstellungsgespräch",
      "Beantworten Sie im Vorstellungsgespräch die Frage: _Warum sollten wir Sie einstellen?_"),
    .init(
      .intermediate, ["hypotheticals"], "Ein Lottogewinn",
      "Wenn Sie morgen eine Million Euro gewinnen würden, was würden Sie damit machen?",
      hints: ["_Wenn ich... hätte, würde ich..._"]),
    .init(
      .intermediate, ["city", "opinions"], "Stadt oder Land",
      "Möchten Sie lieber in der Stadt oder auf dem Land wohnen? Vergleichen Sie."),
    .init(
      .advanced, ["opinions", "technology"], "Künstliche Intelligenz und Arbeit",
      "Wird künstliche Intelligenz mehr Arbeitsplätze schaffen als vernichten? Begründen Sie Ihre Meinung mit Beispielen."
    ),
    .init(
      .advanced, ["environment", "opinions"], "Autofreie Innenstädte",
      "Sollten Autos aus den Innenstädten verbannt werden? Wägen Sie Vor- und Nachteile ab."),
  ]
}
