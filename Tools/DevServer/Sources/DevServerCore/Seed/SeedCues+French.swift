// Seed prompts for learners of French, written natively in French.
extension SeedCues {
  static let french: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Votre routine du matin",
      "Décrivez votre routine du matin, du réveil jusqu'au moment où vous quittez la maison.",
      hints: ["Utilisez **d'abord**, **ensuite**, **après**", "Dites à quelle heure vous vous levez"]),
    .init(
      .beginner, ["food", "travel"], "Au café",
      "Vous êtes dans un café. Commandez une boisson et quelque chose à manger, puis demandez l'addition.",
      hints: ["Commencez par _Je voudrais..._ ou _Je vais prendre..._", "Demandez si on peut payer par carte"]),
    .init(
      .beginner, ["family"], "Votre famille",
      "Parlez-moi de votre famille. De qui êtes-vous le plus proche, et pourquoi ?"),
    .init(
      .beginner, ["home"], "Votre logement",
      "Décrivez votre appartement ou votre maison. Combien de pièces y a-t-il, et laquelle préférez-vous ?",
      hints: ["Utilisez **il y a** et **à côté de**"]),
    .init(
      .beginner, ["hobbies"], "Le week-end dernier",
      "Qu'avez-vous fait le week-end dernier ? Racontez au moins trois choses.",
      hints: ["Utilisez le passé composé : _je suis allé(e)_, _j'ai vu_"]),
    .init(
      .beginner, ["travel", "directions"], "Indiquer le chemin",
      "Un touriste vous demande où se trouve la boulangerie la plus proche. Expliquez-lui le chemin.",
      hints: [
        "**Tournez à gauche**, **allez tout droit**, **c'est en face de...**", "Dites combien de temps il faut à pied",
      ]),
    .init(
      .beginner, ["food"], "Votre plat préféré",
      "Quel est votre plat préféré ? Décrivez son goût et dites quand vous le mangez."),
    .init(
      .beginner, ["weather"], "Le temps aujourd'hui",
      "Quel temps fait-il aujourd'hui chez vous ? Est-ce normal pour la saison ?"),
    .init(
      .beginner, ["shopping"], "Acheter des vêtements",
      "Dans un magasin, la veste qui vous plaît n'est pas à votre taille. Demandez de l'aide au vendeur.",
      hints: ["_Vous l'avez en taille M ?_", "Demandez où sont les cabines d'essayage"]),
    .init(
      .beginner, ["work", "education"], "Votre travail ou vos études",
      "Que faites-vous dans la vie ? Décrivez une journée ordinaire."),
    .init(
      .beginner, ["hobbies"], "Vos loisirs",
      "Qu'aimez-vous faire pendant votre temps libre ? À quelle fréquence ?",
      hints: ["**toujours**, **souvent**, **parfois**, **jamais**"]),
    .init(
      .beginner, ["social"], "Se présenter",
      "Présentez-vous à un nouveau voisin : votre nom, votre ville d'origine et un détail amusant sur vous."),
    .init(
      .beginner, ["travel"], "À la gare",
      "Achetez un billet aller-retour pour la ville voisine. Demandez l'heure du prochain train et le numéro du quai."),
    .init(
      .beginner, ["health"], "Chez le médecin",
      "Vous ne vous sentez pas bien depuis deux jours. Expliquez vos symptômes au médecin.",
      hints: ["_J'ai mal à la tête / à la gorge_", "Dites depuis quand vous êtes malade"]),
    .init(
      .beginner, ["shopping", "food"], "La liste de courses",
      "Vous faites les courses pour la semaine. Qu'y a-t-il sur votre liste, et pourquoi ?"),
    .init(
      .beginner, ["social"], "Fixer un rendez-vous",
      "Appelez un ami pour aller au cinéma vendredi. Mettez-vous d'accord sur l'heure et le lieu.",
      hints: ["_Ça te dit de...?_, _On se retrouve à quelle heure ?_"]),
    .init(
      .beginner, ["daily-life"], "Vos soirées",
      "Que faites-vous d'habitude le soir, après le travail ou les cours ?"),
    .init(
      .beginner, ["travel"], "À l'hôtel",
      "Vous arrivez à l'hôtel. Présentez-vous à la réception et demandez l'heure du petit-déjeuner.",
      hints: ["_J'ai une réservation au nom de..._"]),
    .init(
      .beginner, ["culture", "hobbies"], "Un film que vous aimez",
      "Parlez d'un film que vous avez aimé. De quoi parle-t-il, et à qui le conseilleriez-vous ?"),
    .init(
      .beginner, ["home", "city"], "Votre quartier",
      "Décrivez votre quartier. Qu'est-ce qu'on y trouve, et qu'est-ce qui manque ?"),
    .init(
      .beginner, ["food", "social"], "Réserver une table",
      "Téléphonez à un restaurant pour réserver une table pour quatre personnes samedi soir.",
      hints: ["Signalez une éventuelle allergie", "Demandez s'il y a une terrasse"]),
    .init(
      .beginner, ["seasons"], "Votre saison préférée",
      "Quelle saison préférez-vous ? Expliquez ce que vous aimez faire à cette période de l'année."),
    .init(
      .intermediate, ["travel", "storytelling"], "Un voyage inoubliable",
      "Racontez un voyage que vous n'oublierez jamais. Où êtes-vous allé(e), et qu'est-ce qui l'a rendu spécial ?",
      hints: ["Alternez **passé composé** et **imparfait** : _Il faisait beau quand nous sommes arrivés..._"]),
    .init(
      .intermediate, ["work"], "Un entretien d'embauche",
      "Vous passez un entretien d'embauche. Répondez à la question : _Pourquoi devrions-nous vous embaucher ?_",
      hints: ["Donnez un exemple concret de vos qualités"]),
    .init(
      .intermediate, ["opinions", "technology"], "Les enfants et le smartphone",
      "À quel âge un enfant devrait-il avoir son propre smartphone ? Donnez votre avis et justifiez-le.",
      hints: ["_À mon avis..._, _En revanche..._"]),
    .init(
      .intermediate, ["shopping", "problem-solving"], "Rapporter un article défectueux",
      "Le casque que vous avez acheté la semaine dernière ne marche plus. Expliquez le problème au magasin et demandez un remboursement."
    ),
    .init(
      .intermediate, ["hypotheticals"], "Si vous gagniez au loto",
      "Si vous gagniez un million d'euros demain, que feriez-vous de cet argent ?",
      hints: ["Utilisez **si + imparfait**, **conditionnel** : _Si je gagnais, j'achèterais..._"]),
    .init(
      .intermediate, ["education", "storytelling"], "Un professeur marquant",
      "Décrivez un professeur qui vous a beaucoup marqué(e). Qu'est-ce qu'il ou elle faisait de différent ?"),
    .init(
      .intermediate, ["environment"], "Vivre de façon plus écologique",
      "Quels petits changements pourriez-vous faire pour vivre de manière plus écologique ? Lesquels sont réalistes pour vous ?"
    ),
    .init(
      .intermediate, ["work", "social"], "Exprimer poliment son désaccord",
      "Un collègue propose d'avancer une échéance importante. Vous n'êtes pas d'accord : dites-le-lui poliment.",
      hints: ["_Je comprends ton point de vue, mais..._", "Proposez une autre solution"]),
    .init(
      .intermediate, ["culture"], "Une fête de votre pays",
      "Décrivez une fête importante dans votre pays ou votre région. Comment la célèbre-t-on ?"),
    .init(
      .intermediate, ["technology"], "Une application indispensable",
      "Quelle application utilisez-vous le plus, et comment a-t-elle changé vos habitudes ?"),
    .init(
      .intermediate, ["health"], "Rester en forme",
      "Que faites-vous pour rester en bonne santé ? Qu'est-ce qui vous demande le plus d'efforts ?"),
    .init(
      .intermediate, ["travel", "problem-solving"], "Une valise perdue",
      "Votre valise n'est pas arrivée à l'aéroport. Expliquez la situation au comptoir de la compagnie et décrivez votre bagage.",
      hints: ["Précisez la taille, la couleur et tout signe distinctif"]),
    .init(
      .intermediate, ["hypotheticals", "travel"], "Vivre à l'étranger",
      "Si vous pouviez vivre un an dans un autre pays, lequel choisiriez-vous, et pourquoi ?"),
    .init(
      .intermediate, ["storytelling"], "Un malentendu",
      "Racontez une situation où un malentendu a créé un moment drôle ou gênant."),
    .init(
      .intermediate, ["food", "culture"], "Expliquer une recette",
      "Expliquez étape par étape comment préparer un plat typique de votre région.",
      hints: ["Utilisez l'impératif : _coupez_, _mélangez_, _ajoutez_"]),
    .init(
      .intermediate, ["work"], "Le télétravail",
      "Quels sont les avantages et les inconvénients du télétravail ? Que préférez-vous ?"),
    .init(
      .intermediate, ["social", "opinions"], "Les amitiés en ligne",
      "Peut-on avoir une véritable amitié avec quelqu'un qu'on n'a rencontré qu'en ligne ?"),
    .init(
      .intermediate, ["home", "problem-solving"], "Se plaindre au propriétaire",
      "Le chauffage de votre appartement est en panne depuis une semaine. Appelez votre propriétaire pour qu'il le répare."
    ),
    .init(
      .intermediate, ["education"], "Apprendre le français",
      "Qu'est-ce qui vous a le plus aidé(e) à apprendre le français ? Que feriez-vous autrement si vous recommenciez ?"),
    .init(
      .intermediate, ["hobbies"], "Une nouvelle compétence",
      "Quelle compétence aimeriez-vous acquérir cette année, et comment comptez-vous vous y prendre ?"),
    .init(
      .intermediate, ["city", "opinions"], "Ville ou campagne",
      "Préférez-vous vivre en ville ou à la campagne ? Comparez les deux.",
      hints: ["_plus calme que_, _moins cher que_, _aussi pratique que_"]),
    .init(
      .intermediate, ["storytelling"], "Une décision difficile",
      "Décrivez une décision difficile que vous avez dû prendre. Qu'avez-vous choisi, et avez-vous eu raison ?"),
    .init(
      .intermediate, ["culture", "hobbies"], "Un livre qui vous a marqué",
      "Parlez d'un livre qui vous a marqué(e). Pourquoi y repensez-vous encore ?"),
    .init(
      .intermediate, ["travel", "directions"], "Une promenade dans votre ville",
      "Un ami vous rend visite pour une seule journée. Proposez-lui un itinéraire à pied pour découvrir les plus beaux endroits.",
      hints: ["Dites où commencer et où finir", "Conseillez un endroit pour déjeuner"]),
    .init(
      .advanced, ["opinions", "technology"], "L'intelligence artificielle et l'emploi",
      "Certains pensent que l'intelligence artificielle créera plus d'emplois qu'elle n'en détruira. Êtes-vous d'accord ? Argumentez avec des exemples.",
      hints: ["Reconnaissez l'argument adverse avant de le réfuter", "_Certes..._, _Néanmoins..._"]),
    .init(
      .advanced, ["hypotheticals", "storytelling"], "Un autre chemin",
      "Pensez à un choix important de votre passé. Si vous aviez fait un autre choix, comment serait votre vie aujourd'hui ?",
      hints: ["_Si j'avais fait du droit, je serais..._"]),
    .init(
      .advanced, ["environment", "opinions"], "Interdire la voiture en centre-ville",
      "Faut-il interdire les voitures dans les centres-villes ? Présentez le pour et le contre, puis concluez."),
    .init(
      .advanced, ["work", "social"], "Faire une critique délicate",
      "Vous encadrez une équipe et le travail d'un collaborateur s'est dégradé. Expliquez comment vous lui feriez un retour honnête mais bienveillant."
    ),
    .init(
      .advanced, ["culture", "opinions"], "Le tourisme de masse",
      "Le tourisme de masse rapporte de l'argent mais peut transformer une ville. Comment les villes très visitées devraient-elles le gérer ?"
    ),
    .init(
      .advanced, ["education", "opinions"], "L'université gratuite",
      "L'université devrait-elle être gratuite pour tous ? Réfléchissez à qui paie et à qui en profite."),
    .init(
      .advanced, ["hypotheticals", "technology"], "Un monde sans internet",
      "Imaginez qu'internet disparaisse du jour au lendemain. Comment la vie quotidienne changerait-elle pendant le premier mois ?"
    ),
    .init(
      .advanced, ["storytelling", "work"], "Tirer les leçons d'un échec",
      "Décrivez un projet qui a échoué. Qu'est-ce qui n'a pas marché, et qu'en avez-vous appris ?",
      hints: ["_Avec le recul..._, _Je me rends compte que..._"]),
    .init(
      .advanced, ["opinions", "social"], "Les réseaux sociaux et le débat public",
      "Les réseaux sociaux améliorent-ils ou appauvrissent-ils le débat public ? Appuyez-vous sur des exemples précis."),
    .init(
      .advanced, ["work", "opinions"], "La semaine de quatre jours",
      "Plusieurs entreprises ont testé la semaine de quatre jours. Cela fonctionnerait-il dans votre secteur ? Pourquoi ?"
    ),
    .init(
      .advanced, ["culture"], "Préserver les traditions",
      "Faut-il préserver les traditions ou les laisser évoluer librement ? Défendez votre position."),
    .init(
      .advanced, ["work", "problem-solving"], "Convaincre un public sceptique",
      "Vous avez deux minutes pour convaincre un conseil d'administration sceptique de financer votre idée. Présentez-la.",
      hints: ["Commencez par le problème, pas par la solution", "Terminez par une demande précise"]),
    .init(
      .advanced, ["hypotheticals", "health"], "Vivre jusqu'à 150 ans",
      "Supposons que la médecine permette de vivre jusqu'à 150 ans. Quelles seraient les conséquences pour la famille, le travail et la société ?"
    ),
    .init(
      .advanced, ["environment", "city"], "Votre ville en 2050",
      "À quoi ressemblera votre ville en 2050, selon vous ? Quelles décisions prises aujourd'hui détermineront cet avenir ?"
    ),
    .init(
      .advanced, ["education", "opinions"], "Les examens sont-ils justes ?",
      "Les examens mesurent-ils équitablement les capacités ? Évoquez des alternatives et leurs limites."),
    .init(
      .advanced, ["storytelling", "opinions"], "Changer d'avis",
      "Parlez d'une conviction que vous aviez et que vous avez abandonnée. Qu'est-ce qui vous a fait changer d'avis ?"),
  ]
}
