// A starter set of German prompts so a German profile is not empty; the contract only
// requires full sets for en, es and fr.
extension SeedCues {
  static let german: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Ihre Morgenroutine",
      "Beschreiben Sie Ihre Morgenroutine vom Aufstehen bis zum Verlassen der Wohnung.",
      hints: ["Benutzen Sie **zuerst**, **dann**, **danach**"],
      sample:
        "Ich stehe meistens um halb sieben auf. Zuerst dusche ich und ziehe mich an. Dann mache ich Kaffee und esse ein Brötchen mit Käse. Danach putze ich mir die Zähne und verlasse um halb acht die Wohnung."
    ),
    .init(
      .beginner, ["food", "travel"], "Im Café",
      "Sie sind in einem Café. Bestellen Sie ein Getränk und etwas zu essen, und fragen Sie nach dem Preis.",
      hints: ["_Ich hätte gern..._", "Fragen Sie, ob Sie mit Karte zahlen können"],
      sample:
        "Guten Tag. Ich hätte gern einen Milchkaffee und ein Stück Apfelkuchen, bitte. Ach, und noch ein Glas Wasser. Was kostet das zusammen? Kann ich mit Karte zahlen?"
    ),
    .init(
      .beginner, ["family"], "Ihre Familie",
      "Erzählen Sie von Ihrer Familie. Wem stehen Sie am nächsten, und warum?",
      sample:
        "Meine Familie ist nicht sehr groß. Ich habe einen Bruder, und meine Eltern wohnen in Hamburg. Am nächsten stehe ich meiner Mutter, weil wir jeden Tag telefonieren. Sie hört mir immer zu und hilft mir, wenn ich ein Problem habe."
    ),
    .init(
      .beginner, ["travel", "directions"], "Den Weg erklären",
      "Eine Touristin fragt Sie nach dem Weg zum Bahnhof. Erklären Sie ihr den Weg.",
      hints: ["**Gehen Sie geradeaus**, **biegen Sie links ab**"],
      sample:
        "Zum Bahnhof? Das ist nicht weit. Gehen Sie geradeaus bis zur Ampel, und dann biegen Sie links ab. Nach der Kirche sehen Sie den Bahnhof auf der rechten Seite. Zu Fuß dauert es ungefähr zehn Minuten."
    ),
    .init(
      .beginner, ["hobbies"], "Das letzte Wochenende",
      "Was haben Sie am letzten Wochenende gemacht? Erzählen Sie mindestens drei Dinge.",
      hints: ["Benutzen Sie das Perfekt: _ich bin gefahren_, _ich habe gegessen_"],
      sample:
        "Am Samstagmorgen bin ich auf den Markt gegangen und habe Obst gekauft. Am Nachmittag bin ich mit dem Fahrrad an den See gefahren. Am Sonntag habe ich mit Freunden beim Italiener gegessen, und am Abend habe ich einen Film gesehen."
    ),
    .init(
      .beginner, ["home"], "Ihre Wohnung",
      "Beschreiben Sie Ihre Wohnung. Welches Zimmer mögen Sie am liebsten?",
      sample:
        "Ich wohne in einer kleinen Wohnung im dritten Stock. Sie hat zwei Zimmer, eine Küche, ein Bad und einen Balkon. Am liebsten mag ich das Wohnzimmer, weil es hell und gemütlich ist. Dort lese ich abends gern auf dem Sofa."
    ),
    .init(
      .intermediate, ["travel", "storytelling"], "Eine unvergessliche Reise",
      "Erzählen Sie von einer Reise, die Sie nie vergessen werden. Was hat sie besonders gemacht?",
      sample:
        "Vor drei Jahren bin ich mit meiner besten Freundin durch Norwegen gereist. Wir haben in einem kleinen Holzhaus direkt am Fjord gewohnt. Besonders war eine Nacht, in der wir plötzlich Polarlichter gesehen haben. Wir standen stundenlang draußen in der Kälte und konnten es kaum glauben."
    ),
    .init(
      .intermediate, ["work"], "Im Vorstellungsgespräch",
      "Beantworten Sie im Vorstellungsgespräch die Frage: _Warum sollten wir Sie einstellen?_",
      sample:
        "Ich glaube, ich passe sehr gut zu Ihrem Team, weil ich zuverlässig bin und auch unter Druck ruhig bleibe. In meiner letzten Stelle habe ich zum Beispiel ein Projekt übernommen, das im Verzug war, und wir haben es trotzdem pünktlich abgeschlossen. Außerdem lerne ich schnell."
    ),
    .init(
      .intermediate, ["hypotheticals"], "Ein Lottogewinn",
      "Wenn Sie morgen eine Million Euro gewinnen würden, was würden Sie damit machen?",
      hints: ["_Wenn ich... hätte, würde ich..._"],
      sample:
        "Wenn ich eine Million Euro hätte, würde ich zuerst meinen Eltern helfen und ihre Wohnung abbezahlen. Dann würde ich ein halbes Jahr durch Südamerika reisen. Den Rest würde ich sparen, und einen Teil würde ich dem Tierheim in meiner Stadt spenden."
    ),
    .init(
      .intermediate, ["city", "opinions"], "Stadt oder Land",
      "Möchten Sie lieber in der Stadt oder auf dem Land wohnen? Vergleichen Sie.",
      sample:
        "Ich wohne lieber in der Stadt. Auf dem Land ist es zwar ruhiger und die Mieten sind günstiger, aber in der Stadt ist alles näher. Ich brauche kein Auto, weil Busse und Bahnen öfter fahren. Außerdem gibt es mehr Kinos, Cafés und Arbeitsplätze als auf dem Land."
    ),
    .init(
      .advanced, ["opinions", "technology"], "Künstliche Intelligenz und Arbeit",
      "Wird künstliche Intelligenz mehr Arbeitsplätze schaffen als vernichten? Begründen Sie Ihre Meinung mit Beispielen.",
      sample:
        "Ich bin eher optimistisch. Natürlich wird künstliche Intelligenz manche Tätigkeiten ersetzen, zum Beispiel einfache Büroarbeit oder Standardübersetzungen. Gleichzeitig entstehen aber neue Berufe, etwa in der Entwicklung, Kontrolle und Wartung solcher Systeme. Entscheidend ist, dass wir die Menschen rechtzeitig weiterbilden, damit sie von diesem Wandel profitieren."
    ),
    .init(
      .advanced, ["environment", "opinions"], "Autofreie Innenstädte",
      "Sollten Autos aus den Innenstädten verbannt werden? Wägen Sie Vor- und Nachteile ab.",
      sample:
        "Autofreie Innenstädte hätten klare Vorteile: weniger Lärm, sauberere Luft und mehr Platz für Fußgänger, Radfahrer und Cafés. Andererseits könnten Geschäfte Kunden verlieren, und für ältere Menschen wäre der Weg schwieriger. Insgesamt bin ich dafür, aber nur mit gutem Nahverkehr und Ausnahmen für Menschen, die wirklich ein Auto brauchen."
    ),
  ]
}
