// Seed prompts for learners of French, written natively in French.
extension SeedCues {
  static let french: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Votre routine du matin",
      "Décrivez votre routine du matin, du réveil jusqu'au moment où vous quittez la maison.",
      hints: ["Utilisez **d'abord**, **ensuite**, **après**", "Dites à quelle heure vous vous levez"],
      sample:
        "Je me lève à sept heures. D'abord, je prends une douche. Ensuite, je prends mon petit-déjeuner : un café et une tartine. Après, je m'habille, je me brosse les dents et je quitte la maison vers huit heures."
    ),
    .init(
      .beginner, ["food", "travel"], "Au café",
      "Vous êtes dans un café. Commandez une boisson et quelque chose à manger, puis demandez l'addition.",
      hints: ["Commencez par _Je voudrais..._ ou _Je vais prendre..._", "Demandez si on peut payer par carte"],
      sample:
        "Bonjour ! Je voudrais un café crème, s'il vous plaît, et je vais prendre aussi un croissant. Merci, c'était très bon. L'addition, s'il vous plaît. Est-ce que je peux payer par carte ?"
    ),
    .init(
      .beginner, ["family"], "Votre famille",
      "Parlez-moi de votre famille. De qui êtes-vous le plus proche, et pourquoi ?",
      sample:
        "Dans ma famille, nous sommes quatre : mon père, ma mère, mon frère et moi. Mon frère a vingt ans et il est étudiant. Je suis très proche de ma mère, parce qu'elle est drôle et on parle de tout ensemble."
    ),
    .init(
      .beginner, ["home"], "Votre logement",
      "Décrivez votre appartement ou votre maison. Combien de pièces y a-t-il, et laquelle préférez-vous ?",
      hints: ["Utilisez **il y a** et **à côté de**"],
      sample:
        "J'habite dans un petit appartement en ville. Il y a trois pièces : une chambre, un salon et une cuisine. La salle de bains est à côté de la chambre. Je préfère le salon, parce qu'il est grand et très lumineux."
    ),
    .init(
      .beginner, ["hobbies"], "Le week-end dernier",
      "Qu'avez-vous fait le week-end dernier ? Racontez au moins trois choses.",
      hints: ["Utilisez le passé composé : _je suis allé(e)_, _j'ai vu_"],
      sample:
        "Samedi matin, je suis allé au marché avec ma sœur. L'après-midi, j'ai vu un film au cinéma avec des amis. Dimanche, j'ai fait une longue promenade dans le parc et le soir, j'ai dîné chez mes parents."
    ),
    .init(
      .beginner, ["travel", "directions"], "Indiquer le chemin",
      "Un touriste vous demande où se trouve la boulangerie la plus proche. Expliquez-lui le chemin.",
      hints: [
        "**Tournez à gauche**, **allez tout droit**, **c'est en face de...**", "Dites combien de temps il faut à pied",
      ],
      sample:
        "La boulangerie ? Ce n'est pas loin : allez tout droit jusqu'au feu, puis tournez à gauche. Continuez encore cent mètres, c'est en face de la pharmacie. Il faut à peu près cinq minutes à pied."
    ),
    .init(
      .beginner, ["food"], "Votre plat préféré",
      "Quel est votre plat préféré ? Décrivez son goût et dites quand vous le mangez.",
      sample:
        "Mon plat préféré, c'est la ratatouille. C'est un plat de légumes avec des tomates, des courgettes et des aubergines. C'est doux et un peu sucré. Je la mange surtout en été, quand les légumes sont bons."
    ),
    .init(
      .beginner, ["weather"], "Le temps aujourd'hui",
      "Quel temps fait-il aujourd'hui chez vous ? Est-ce normal pour la saison ?",
      sample:
        "Aujourd'hui, il fait froid et il y a du vent. Il pleut un peu depuis ce matin. Nous sommes en novembre, alors c'est normal pour la saison. Je reste à la maison avec un thé chaud."
    ),
    .init(
      .beginner, ["shopping"], "Acheter des vêtements",
      "Dans un magasin, la veste qui vous plaît n'est pas à votre taille. Demandez de l'aide au vendeur.",
      hints: ["_Vous l'avez en taille M ?_", "Demandez où sont les cabines d'essayage"],
      sample:
        "Excusez-moi, madame. J'aime beaucoup cette veste bleue, mais elle est trop petite pour moi. Vous l'avez en taille M ? Et où sont les cabines d'essayage, s'il vous plaît ? Je voudrais l'essayer."
    ),
    .init(
      .beginner, ["work", "education"], "Votre travail ou vos études",
      "Que faites-vous dans la vie ? Décrivez une journée ordinaire.",
      sample:
        "Je suis infirmière dans un hôpital. Je commence à sept heures du matin. Je m'occupe des patients, je donne les médicaments et je parle avec les médecins. Je mange à midi avec mes collègues et je finis à quinze heures."
    ),
    .init(
      .beginner, ["hobbies"], "Vos loisirs",
      "Qu'aimez-vous faire pendant votre temps libre ? À quelle fréquence ?",
      hints: ["**toujours**, **souvent**, **parfois**, **jamais**"],
      sample:
        "Pendant mon temps libre, j'aime lire et faire du vélo. Le soir, je lis toujours un peu avant de dormir. Le week-end, je fais souvent du vélo avec des amis. Parfois, je vais au musée. Je ne regarde jamais la télé."
    ),
    .init(
      .beginner, ["social"], "Se présenter",
      "Présentez-vous à un nouveau voisin : votre nom, votre ville d'origine et un détail amusant sur vous.",
      sample:
        "Bonjour ! Je m'appelle Julie, je suis votre nouvelle voisine, au deuxième étage. Je viens de Lyon, mais j'habite ici depuis un mois. Un détail amusant ? Je joue de l'accordéon, alors vous allez peut-être m'entendre le dimanche !"
    ),
    .init(
      .beginner, ["travel"], "À la gare",
      "Achetez un billet aller-retour pour la ville voisine. Demandez l'heure du prochain train et le numéro du quai.",
      sample:
        "Bonjour, je voudrais un billet aller-retour pour Rouen, s'il vous plaît. Je pars aujourd'hui et je reviens dimanche. À quelle heure part le prochain train ? Et il part de quel quai ? Merci beaucoup !"
    ),
    .init(
      .beginner, ["health"], "Chez le médecin",
      "Vous ne vous sentez pas bien depuis deux jours. Expliquez vos symptômes au médecin.",
      hints: ["_J'ai mal à la tête / à la gorge_", "Dites depuis quand vous êtes malade"],
      sample:
        "Bonjour, docteur. Je suis malade depuis deux jours. J'ai mal à la tête et j'ai mal à la gorge. J'ai aussi un peu de fièvre et je suis très fatigué. Je ne dors pas bien la nuit."
    ),
    .init(
      .beginner, ["shopping", "food"], "La liste de courses",
      "Vous faites les courses pour la semaine. Qu'y a-t-il sur votre liste, et pourquoi ?",
      sample:
        "Sur ma liste, il y a des légumes, des fruits, du riz et des œufs. Je prends aussi du lait et du fromage pour le petit-déjeuner. J'achète du poulet, parce que je fais un bon repas dimanche. Et du chocolat, pour moi !"
    ),
    .init(
      .beginner, ["social"], "Fixer un rendez-vous",
      "Appelez un ami pour aller au cinéma vendredi. Mettez-vous d'accord sur l'heure et le lieu.",
      hints: ["_Ça te dit de...?_, _On se retrouve à quelle heure ?_"],
      sample:
        "Salut Marc, c'est Léa ! Ça te dit d'aller au cinéma vendredi soir ? On se retrouve à quelle heure ? Vingt heures, devant le cinéma, ça te va ? Super, à vendredi !"
    ),
    .init(
      .beginner, ["daily-life"], "Vos soirées",
      "Que faites-vous d'habitude le soir, après le travail ou les cours ?",
      sample:
        "Le soir, je rentre à la maison vers dix-huit heures. D'habitude, je prépare le dîner et je mange avec ma famille. Après, je regarde une série ou je lis un livre. Je me couche vers vingt-trois heures."
    ),
    .init(
      .beginner, ["travel"], "À l'hôtel",
      "Vous arrivez à l'hôtel. Présentez-vous à la réception et demandez l'heure du petit-déjeuner.",
      hints: ["_J'ai une réservation au nom de..._"],
      sample:
        "Bonsoir, madame. J'ai une réservation au nom de Martin, pour deux nuits. Voici mon passeport. Le petit-déjeuner est à quelle heure, s'il vous plaît ? Et où est la salle du petit-déjeuner ?"
    ),
    .init(
      .beginner, ["culture", "hobbies"], "Un film que vous aimez",
      "Parlez d'un film que vous avez aimé. De quoi parle-t-il, et à qui le conseilleriez-vous ?",
      sample:
        "J'ai beaucoup aimé le film Intouchables. C'est l'histoire d'un homme riche en fauteuil roulant et de son aide à domicile. Ils deviennent de très bons amis. C'est drôle et émouvant. Je le conseille à tout le monde, surtout aux familles."
    ),
    .init(
      .beginner, ["home", "city"], "Votre quartier",
      "Décrivez votre quartier. Qu'est-ce qu'on y trouve, et qu'est-ce qui manque ?",
      sample:
        "J'habite dans un quartier calme, près du centre-ville. Il y a une boulangerie, une pharmacie, un petit supermarché et un beau parc. Les gens sont sympas. Mais il manque un cinéma et un bon restaurant. Pour ça, je dois prendre le bus."
    ),
    .init(
      .beginner, ["food", "social"], "Réserver une table",
      "Téléphonez à un restaurant pour réserver une table pour quatre personnes samedi soir.",
      hints: ["Signalez une éventuelle allergie", "Demandez s'il y a une terrasse"],
      sample:
        "Bonjour, je voudrais réserver une table pour quatre personnes, samedi soir, à vingt heures. C'est au nom de Dubois. Une de mes amies est allergique aux noix, c'est possible ? Et est-ce qu'il y a une terrasse ? Merci beaucoup."
    ),
    .init(
      .beginner, ["seasons"], "Votre saison préférée",
      "Quelle saison préférez-vous ? Expliquez ce que vous aimez faire à cette période de l'année.",
      sample:
        "Ma saison préférée, c'est l'automne. J'adore les couleurs des arbres, le rouge et le jaune. Il ne fait pas trop chaud. J'aime faire de longues promenades en forêt et, le soir, je bois un chocolat chaud à la maison."
    ),
    .init(
      .intermediate, ["travel", "storytelling"], "Un voyage inoubliable",
      "Racontez un voyage que vous n'oublierez jamais. Où êtes-vous allé(e), et qu'est-ce qui l'a rendu spécial ?",
      hints: ["Alternez **passé composé** et **imparfait** : _Il faisait beau quand nous sommes arrivés..._"],
      sample:
        "Il y a trois ans, je suis partie au Portugal avec ma meilleure amie. Il faisait un temps magnifique quand nous sommes arrivées à Lisbonne. Un soir, pendant que nous dînions dans une petite rue, des musiciens ont commencé à jouer du fado. C'était tellement beau que nous sommes restées jusqu'à minuit."
    ),
    .init(
      .intermediate, ["work"], "Un entretien d'embauche",
      "Vous passez un entretien d'embauche. Répondez à la question : _Pourquoi devrions-nous vous embaucher ?_",
      hints: ["Donnez un exemple concret de vos qualités"],
      sample:
        "Vous devriez m'embaucher parce que je suis organisé et que je sais travailler en équipe. Par exemple, dans mon dernier poste, j'ai coordonné le lancement d'un nouveau site avec cinq collègues, et nous avons respecté tous les délais. En plus, j'apprends vite et j'aime les défis."
    ),
    .init(
      .intermediate, ["opinions", "technology"], "Les enfants et le smartphone",
      "À quel âge un enfant devrait-il avoir son propre smartphone ? Donnez votre avis et justifiez-le.",
      hints: ["_À mon avis..._, _En revanche..._"],
      sample:
        "À mon avis, un enfant ne devrait pas avoir son propre smartphone avant quatorze ans. Avant, un téléphone simple suffit pour appeler ses parents. En revanche, certains parents veulent pouvoir joindre leur enfant à tout moment, et je le comprends. Mais les écrans prennent vite trop de place."
    ),
    .init(
      .intermediate, ["shopping", "problem-solving"], "Rapporter un article défectueux",
      "Le casque que vous avez acheté la semaine dernière ne marche plus. Expliquez le problème au magasin et demandez un remboursement.",
      sample:
        "Bonjour, j'ai acheté ce casque ici la semaine dernière, et il ne marche plus. Le son ne sort que d'un côté, et parfois il s'éteint tout seul. J'ai gardé le ticket de caisse. Je préférerais être remboursé plutôt que de l'échanger, si c'est possible."
    ),
    .init(
      .intermediate, ["hypotheticals"], "Si vous gagniez au loto",
      "Si vous gagniez un million d'euros demain, que feriez-vous de cet argent ?",
      hints: ["Utilisez **si + imparfait**, **conditionnel** : _Si je gagnais, j'achèterais..._"],
      sample:
        "Si je gagnais un million d'euros, j'achèterais d'abord une maison au bord de la mer. Ensuite, j'aiderais mes parents et je donnerais une partie de l'argent à une association. Si j'avais encore de l'argent, je voyagerais pendant un an autour du monde."
    ),
    .init(
      .intermediate, ["education", "storytelling"], "Un professeur marquant",
      "Décrivez un professeur qui vous a beaucoup marqué(e). Qu'est-ce qu'il ou elle faisait de différent ?",
      sample:
        "Le professeur qui m'a le plus marqué, c'est ma prof d'histoire au lycée. Elle ne lisait jamais ses notes, elle racontait l'histoire comme un roman. Elle nous posait des questions et nous laissait débattre. Grâce à elle, j'ai compris que l'histoire, c'était vivant."
    ),
    .init(
      .intermediate, ["environment"], "Vivre de façon plus écologique",
      "Quels petits changements pourriez-vous faire pour vivre de manière plus écologique ? Lesquels sont réalistes pour vous ?",
      sample:
        "Je pourrais prendre le vélo au lieu de la voiture pour aller au travail, puisque c'est à vingt minutes. Je pourrais aussi manger moins de viande et acheter des produits locaux. Arrêter complètement l'avion, en revanche, ce n'est pas réaliste pour moi, parce que ma famille vit à l'étranger."
    ),
    .init(
      .intermediate, ["work", "social"], "Exprimer poliment son désaccord",
      "Un collègue propose d'avancer une échéance importante. Vous n'êtes pas d'accord : dites-le-lui poliment.",
      hints: ["_Je comprends ton point de vue, mais..._", "Proposez une autre solution"],
      sample:
        "Je comprends ton point de vue, mais je pense qu'avancer l'échéance est risqué. L'équipe est déjà très chargée, et on risque de faire des erreurs. Je propose plutôt de livrer une première partie à la nouvelle date, et le reste comme prévu. Qu'est-ce que tu en penses ?"
    ),
    .init(
      .intermediate, ["culture"], "Une fête de votre pays",
      "Décrivez une fête importante dans votre pays ou votre région. Comment la célèbre-t-on ?",
      sample:
        "En France, le 14 juillet, c'est la fête nationale. Le matin, il y a un grand défilé militaire sur les Champs-Élysées. Le soir, on regarde les feux d'artifice, et dans beaucoup de villes, on organise des bals populaires. C'est une journée vraiment joyeuse."
    ),
    .init(
      .intermediate, ["technology"], "Une application indispensable",
      "Quelle application utilisez-vous le plus, et comment a-t-elle changé vos habitudes ?",
      sample:
        "L'application que j'utilise le plus, c'est sans doute mon application de cartes. Avant, je me perdais tout le temps dans les villes que je ne connaissais pas. Maintenant, je trouve mon chemin en quelques secondes, et je vois même les horaires des bus. Par contre, je fais moins attention aux rues."
    ),
    .init(
      .intermediate, ["health"], "Rester en forme",
      "Que faites-vous pour rester en bonne santé ? Qu'est-ce qui vous demande le plus d'efforts ?",
      sample:
        "Pour rester en forme, je vais courir deux fois par semaine et je marche beaucoup. J'essaie aussi de manger équilibré et de boire assez d'eau. Ce qui me demande le plus d'efforts, c'est de me coucher tôt. Le soir, j'ai toujours envie de regarder encore un épisode."
    ),
    .init(
      .intermediate, ["travel", "problem-solving"], "Une valise perdue",
      "Votre valise n'est pas arrivée à l'aéroport. Expliquez la situation au comptoir de la compagnie et décrivez votre bagage.",
      hints: ["Précisez la taille, la couleur et tout signe distinctif"],
      sample:
        "Bonjour, j'arrive du vol de Montréal, mais ma valise n'est pas arrivée. C'est une grande valise rigide, rouge foncé, avec quatre roulettes. Il y a un ruban jaune attaché à la poignée, et une étiquette avec mon nom. Pouvez-vous me dire quand elle sera livrée ?"
    ),
    .init(
      .intermediate, ["hypotheticals", "travel"], "Vivre à l'étranger",
      "Si vous pouviez vivre un an dans un autre pays, lequel choisiriez-vous, et pourquoi ?",
      sample:
        "Si je pouvais vivre un an dans un autre pays, je choisirais le Japon. Je suis fasciné par sa culture, sa cuisine et le mélange entre tradition et modernité. J'en profiterais pour apprendre la langue et voyager dans tout le pays. Ce serait un vrai défi, mais une expérience incroyable."
    ),
    .init(
      .intermediate, ["storytelling"], "Un malentendu",
      "Racontez une situation où un malentendu a créé un moment drôle ou gênant.",
      sample:
        "L'année dernière, un collègue m'a dit qu'il y avait un pot vendredi. Moi, j'ai cru qu'il parlait d'une plante, alors j'ai apporté un petit pot de fleurs. En fait, c'était une fête pour le départ d'une collègue ! Tout le monde a ri, et elle a adoré la plante."
    ),
    .init(
      .intermediate, ["food", "culture"], "Expliquer une recette",
      "Expliquez étape par étape comment préparer un plat typique de votre région.",
      hints: ["Utilisez l'impératif : _coupez_, _mélangez_, _ajoutez_"],
      sample:
        "Pour faire une quiche lorraine, préchauffez le four à cent quatre-vingts degrés et mettez la pâte dans un moule. Coupez les lardons et faites-les revenir. Dans un saladier, mélangez trois œufs et de la crème, puis ajoutez les lardons. Versez le tout sur la pâte et faites cuire trente-cinq minutes."
    ),
    .init(
      .intermediate, ["work"], "Le télétravail",
      "Quels sont les avantages et les inconvénients du télétravail ? Que préférez-vous ?",
      sample:
        "Le télétravail a de vrais avantages : on ne perd pas de temps dans les transports et on est plus concentré. En revanche, on peut se sentir isolé, et c'est difficile de séparer vie privée et travail. Personnellement, je préfère un mélange : deux jours à la maison et trois au bureau."
    ),
    .init(
      .intermediate, ["social", "opinions"], "Les amitiés en ligne",
      "Peut-on avoir une véritable amitié avec quelqu'un qu'on n'a rencontré qu'en ligne ?",
      sample:
        "Oui, je pense que c'est possible. J'ai une amie que j'ai rencontrée sur un forum il y a dix ans, et on se parle presque tous les jours. On s'est soutenues dans des moments difficiles. Bien sûr, c'est différent, mais la confiance et la sincérité comptent plus que la distance."
    ),
    .init(
      .intermediate, ["home", "problem-solving"], "Se plaindre au propriétaire",
      "Le chauffage de votre appartement est en panne depuis une semaine. Appelez votre propriétaire pour qu'il le répare.",
      sample:
        "Bonjour, monsieur Lefèvre, c'est Claire, la locataire du troisième. Je vous appelle parce que le chauffage est en panne depuis une semaine. Il fait à peine quinze degrés dans l'appartement. Est-ce que vous pourriez envoyer un technicien le plus vite possible ? C'est vraiment urgent."
    ),
    .init(
      .intermediate, ["education"], "Apprendre le français",
      "Qu'est-ce qui vous a le plus aidé(e) à apprendre le français ? Que feriez-vous autrement si vous recommenciez ?",
      sample:
        "Ce qui m'a le plus aidé, c'est de regarder des séries françaises avec les sous-titres en français. J'ai aussi beaucoup appris en parlant avec des amis. Si je recommençais, je parlerais plus tôt, sans avoir peur de faire des fautes. J'ai passé trop de temps sur la grammaire dans les livres."
    ),
    .init(
      .intermediate, ["hobbies"], "Une nouvelle compétence",
      "Quelle compétence aimeriez-vous acquérir cette année, et comment comptez-vous vous y prendre ?",
      sample:
        "Cette année, j'aimerais apprendre à jouer du piano. J'en ai toujours rêvé, mais je n'ai jamais pris le temps. Je compte prendre un cours par semaine et m'entraîner vingt minutes chaque soir. Si je tiens le rythme, j'espère jouer quelques morceaux simples d'ici décembre."
    ),
    .init(
      .intermediate, ["city", "opinions"], "Ville ou campagne",
      "Préférez-vous vivre en ville ou à la campagne ? Comparez les deux.",
      hints: ["_plus calme que_, _moins cher que_, _aussi pratique que_"],
      sample:
        "Personnellement, je préfère la ville. Bien sûr, la campagne est plus calme que la ville, et le logement y est moins cher qu'en ville. Mais en ville, tout est à côté : les magasins, les cinémas, les transports. À la campagne, sans voiture, ce n'est pas aussi pratique que la ville."
    ),
    .init(
      .intermediate, ["storytelling"], "Une décision difficile",
      "Décrivez une décision difficile que vous avez dû prendre. Qu'avez-vous choisi, et avez-vous eu raison ?",
      sample:
        "Il y a cinq ans, j'ai dû choisir entre un poste stable près de ma famille et un travail plus intéressant à l'autre bout du pays. C'était vraiment difficile, mais j'ai choisi de partir. Aujourd'hui, je pense que j'ai eu raison, même si ma famille me manque souvent."
    ),
    .init(
      .intermediate, ["culture", "hobbies"], "Un livre qui vous a marqué",
      "Parlez d'un livre qui vous a marqué(e). Pourquoi y repensez-vous encore ?",
      sample:
        "Le livre qui m'a le plus marqué, c'est L'Étranger d'Albert Camus. Je l'ai lu au lycée, et je ne comprenais pas du tout le personnage principal. Je l'ai relu plus tard, et ça m'a fait réfléchir au sens de la vie. J'y repense encore quand je me sens un peu perdu."
    ),
    .init(
      .intermediate, ["travel", "directions"], "Une promenade dans votre ville",
      "Un ami vous rend visite pour une seule journée. Proposez-lui un itinéraire à pied pour découvrir les plus beaux endroits.",
      hints: ["Dites où commencer et où finir", "Conseillez un endroit pour déjeuner"],
      sample:
        "On pourrait commencer par le vieux port, tôt le matin, quand c'est encore calme. Ensuite, on monterait à pied jusqu'à la cathédrale par les petites rues. Pour déjeuner, je te conseille un bistrot sur la place du marché. Et on finirait au jardin public, au coucher du soleil."
    ),
    .init(
      .advanced, ["opinions", "technology"], "L'intelligence artificielle et l'emploi",
      "Certains pensent que l'intelligence artificielle créera plus d'emplois qu'elle n'en détruira. Êtes-vous d'accord ? Argumentez avec des exemples.",
      hints: ["Reconnaissez l'argument adverse avant de le réfuter", "_Certes..._, _Néanmoins..._"],
      sample:
        "Certes, l'intelligence artificielle va créer de nouveaux métiers, comme l'informatique avant elle. Néanmoins, je doute qu'elle en crée plus qu'elle n'en détruise. La traduction ou le service client sont déjà en partie automatisés. Et surtout, ceux qui perdent leur emploi ne seront pas forcément ceux qui trouveront les nouveaux."
    ),
    .init(
      .advanced, ["hypotheticals", "storytelling"], "Un autre chemin",
      "Pensez à un choix important de votre passé. Si vous aviez fait un autre choix, comment serait votre vie aujourd'hui ?",
      hints: ["_Si j'avais fait du droit, je serais..._"],
      sample:
        "À dix-huit ans, j'ai hésité entre le droit et la musique. Si j'avais fait du droit, je serais sans doute avocate aujourd'hui, avec un meilleur salaire. J'habiterais probablement à Paris. Mais je crois que je serais moins heureuse, parce que la musique, c'est ce qui me fait vibrer."
    ),
    .init(
      .advanced, ["environment", "opinions"], "Interdire la voiture en centre-ville",
      "Faut-il interdire les voitures dans les centres-villes ? Présentez le pour et le contre, puis concluez.",
      sample:
        "Interdire les voitures en centre-ville réduirait la pollution et le bruit, et rendrait l'espace aux piétons. En revanche, cela pénaliserait les commerçants, les personnes âgées et ceux qui habitent loin des transports en commun. À mon sens, il faudrait une interdiction progressive, accompagnée de parkings relais et de transports publics efficaces."
    ),
    .init(
      .advanced, ["work", "social"], "Faire une critique délicate",
      "Vous encadrez une équipe et le travail d'un collaborateur s'est dégradé. Expliquez comment vous lui feriez un retour honnête mais bienveillant.",
      sample:
        "Je lui proposerais d'abord un entretien en tête-à-tête, dans un cadre calme. Je commencerais par reconnaître ce qu'il apporte à l'équipe, puis je décrirais des faits précis, sans jugement. Ensuite, je lui demanderais s'il rencontre des difficultés, car il y a souvent une explication. Enfin, nous fixerions ensemble des objectifs réalistes."
    ),
    .init(
      .advanced, ["culture", "opinions"], "Le tourisme de masse",
      "Le tourisme de masse rapporte de l'argent mais peut transformer une ville. Comment les villes très visitées devraient-elles le gérer ?",
      sample:
        "À mon avis, les villes très visitées doivent mieux répartir les flux plutôt que refuser les touristes. Elles pourraient limiter les bateaux de croisière, encadrer les locations de courte durée et augmenter la taxe de séjour. L'argent récolté devrait profiter directement aux habitants, qui subissent le plus les inconvénients."
    ),
    .init(
      .advanced, ["education", "opinions"], "L'université gratuite",
      "L'université devrait-elle être gratuite pour tous ? Réfléchissez à qui paie et à qui en profite.",
      sample:
        "L'université gratuite, ça n'existe pas vraiment : quelqu'un paie toujours, en l'occurrence le contribuable. Or, ce sont souvent les enfants des familles aisées qui en profitent le plus. Je serais donc favorable à la gratuité pour les étudiants modestes, financée par un impôt sur les revenus les plus élevés."
    ),
    .init(
      .advanced, ["hypotheticals", "technology"], "Un monde sans internet",
      "Imaginez qu'internet disparaisse du jour au lendemain. Comment la vie quotidienne changerait-elle pendant le premier mois ?",
      sample:
        "Le premier mois serait chaotique. Les paiements par carte ne fonctionneraient plus, donc il faudrait retirer de l'argent liquide, à condition que les banques suivent. Beaucoup d'entreprises seraient paralysées. En revanche, on redécouvrirait peut-être la radio, les journaux papier et les conversations avec nos voisins."
    ),
    .init(
      .advanced, ["storytelling", "work"], "Tirer les leçons d'un échec",
      "Décrivez un projet qui a échoué. Qu'est-ce qui n'a pas marché, et qu'en avez-vous appris ?",
      hints: ["_Avec le recul..._, _Je me rends compte que..._"],
      sample:
        "L'an dernier, j'ai lancé une boutique en ligne de céramique, qui a fermé au bout de six mois. J'avais tout misé sur le produit et rien sur la communication. Avec le recul, je me rends compte que je n'avais jamais parlé à mes futurs clients. Maintenant, je teste mes idées avant de me lancer."
    ),
    .init(
      .advanced, ["opinions", "social"], "Les réseaux sociaux et le débat public",
      "Les réseaux sociaux améliorent-ils ou appauvrissent-ils le débat public ? Appuyez-vous sur des exemples précis.",
      sample:
        "À mon avis, les réseaux sociaux ont démocratisé la parole, mais ils ont appauvri le débat. Pendant le Printemps arabe, ils ont permis à des citoyens de s'organiser et de témoigner. Aujourd'hui, en revanche, les algorithmes favorisent les messages les plus indignés, et chacun finit enfermé dans sa bulle."
    ),
    .init(
      .advanced, ["work", "opinions"], "La semaine de quatre jours",
      "Plusieurs entreprises ont testé la semaine de quatre jours. Cela fonctionnerait-il dans votre secteur ? Pourquoi ?",
      sample:
        "Dans mon secteur, l'enseignement, ce serait compliqué, parce que les élèves ont besoin d'être encadrés cinq jours par semaine. On pourrait imaginer des rotations entre enseignants, mais il faudrait recruter davantage. Dans les bureaux, en revanche, les essais montrent que la productivité ne baisse pas et que les salariés sont moins épuisés."
    ),
    .init(
      .advanced, ["culture"], "Préserver les traditions",
      "Faut-il préserver les traditions ou les laisser évoluer librement ? Défendez votre position.",
      sample:
        "Je pense qu'une tradition qui ne peut pas évoluer finit par mourir. Les traditions transmettent une mémoire et un sentiment d'appartenance, mais elles doivent garder un sens pour ceux qui les vivent. Il faut donc préserver leur esprit tout en acceptant que leurs formes changent, surtout quand elles excluent certaines personnes."
    ),
    .init(
      .advanced, ["work", "problem-solving"], "Convaincre un public sceptique",
      "Vous avez deux minutes pour convaincre un conseil d'administration sceptique de financer votre idée. Présentez-la.",
      hints: ["Commencez par le problème, pas par la solution", "Terminez par une demande précise"],
      sample:
        "Chaque année, un tiers de nos produits frais finit à la poubelle, soit deux millions d'euros perdus. Notre application signale aux clients les invendus à prix réduit. Testée dans trois magasins, elle a réduit le gaspillage de quarante pour cent. Je vous demande cent cinquante mille euros pour l'étendre à tout le réseau."
    ),
    .init(
      .advanced, ["hypotheticals", "health"], "Vivre jusqu'à 150 ans",
      "Supposons que la médecine permette de vivre jusqu'à 150 ans. Quelles seraient les conséquences pour la famille, le travail et la société ?",
      sample:
        "Si l'on vivait jusqu'à cent cinquante ans, cinq ou six générations pourraient cohabiter, ce qui bouleverserait les relations familiales et les héritages. On travaillerait sans doute jusqu'à cent ans, avec plusieurs carrières successives. Mais le risque, c'est une société à deux vitesses, où seuls les plus riches auraient accès à ces traitements."
    ),
    .init(
      .advanced, ["environment", "city"], "Votre ville en 2050",
      "À quoi ressemblera votre ville en 2050, selon vous ? Quelles décisions prises aujourd'hui détermineront cet avenir ?",
      sample:
        "En 2050, j'imagine une ville plus verte, avec moins de voitures et beaucoup plus d'arbres pour lutter contre la chaleur. Les toits seront couverts de panneaux solaires ou de jardins. Mais tout dépendra des décisions prises dès maintenant : la rénovation des bâtiments, les transports publics et la façon dont on construira les nouveaux quartiers."
    ),
    .init(
      .advanced, ["education", "opinions"], "Les examens sont-ils justes ?",
      "Les examens mesurent-ils équitablement les capacités ? Évoquez des alternatives et leurs limites.",
      sample:
        "Les examens ont le mérite d'être identiques pour tous, mais ils mesurent surtout la capacité à réussir sous pression, un jour donné. Le contrôle continu ou les projets évaluent mieux la progression. Cependant, ils ont leurs limites : ils dépendent davantage de l'enseignant et favorisent les élèves qui ont de l'aide à la maison."
    ),
    .init(
      .advanced, ["storytelling", "opinions"], "Changer d'avis",
      "Parlez d'une conviction que vous aviez et que vous avez abandonnée. Qu'est-ce qui vous a fait changer d'avis ?",
      sample:
        "Pendant longtemps, j'étais persuadé que le télétravail rendait les gens moins productifs. Puis, pendant la pandémie, j'ai dû gérer une équipe entièrement à distance. J'ai constaté que certains étaient même plus efficaces chez eux. Ce qui m'a fait changer d'avis, ce n'est pas un argument, c'est l'expérience."
    ),
  ]
}
