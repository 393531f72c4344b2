// Seed prompts for learners of Spanish, written natively in Spanish.
extension SeedCues {
  static let spanish: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Tu rutina de la mañana",
      "Describe tu rutina de la mañana desde que te despiertas hasta que sales de casa.",
      hints: ["Usa conectores: **primero**, **luego**, **después**", "Di a qué hora te levantas normalmente"]),
    .init(
      .beginner, ["food", "travel"], "En la cafetería",
      "Estás en una cafetería. Pide algo de beber y algo de comer, y pregunta cuánto cuesta.",
      hints: ["Empieza con _¿Me pone...?_ o _Quería..._", "Pregunta si puedes pagar con tarjeta"]),
    .init(
      .beginner, ["family"], "Tu familia",
      "Háblame de tu familia. ¿Con quién tienes más relación y por qué?"),
    .init(
      .beginner, ["home"], "Tu casa",
      "Describe tu casa o tu piso. ¿Cuántas habitaciones tiene y cuál es tu favorita?",
      hints: ["Usa **hay** y **está/están**"]),
    .init(
      .beginner, ["hobbies"], "El fin de semana pasado",
      "¿Qué hiciste el fin de semana pasado? Cuenta al menos tres cosas.",
      hints: ["Usa el pretérito indefinido: _fui_, _comí_, _vi_"]),
    .init(
      .beginner, ["travel", "directions"], "Dar indicaciones",
      "Un turista te pregunta cómo llegar a la farmacia más cercana. Explícale el camino.",
      hints: ["**Gira a la derecha**, **sigue todo recto**, **está enfrente de...**", "Di cuánto se tarda andando"]),
    .init(
      .beginner, ["food"], "Tu comida favorita",
      "¿Cuál es tu comida favorita? Describe cómo sabe y cuándo la sueles comer."),
    .init(
      .beginner, ["weather"], "El tiempo de hoy",
      "¿Qué tiempo hace hoy donde estás? ¿Es normal para esta época del año?"),
    .init(
      .beginner, ["shopping"], "Comprar ropa",
      "Estás en una tienda y los pantalones que quieres no son de tu talla. Pide ayuda al dependiente.",
      hints: ["_¿Los tiene en una talla más?_", "Pregunta dónde están los probadores"]),
    .init(
      .beginner, ["work", "education"], "Tu trabajo o tus estudios",
      "¿A qué te dedicas? ¿Trabajas o estudias? Describe un día normal."),
    .init(
      .beginner, ["hobbies"], "Tu tiempo libre",
      "¿Qué te gusta hacer en tu tiempo libre? ¿Con qué frecuencia lo haces?",
      hints: ["**siempre**, **a menudo**, **a veces**, **nunca**"]),
    .init(
      .beginner, ["social"], "Presentarte",
      "Preséntate a un vecino nuevo: di cómo te llamas, de dónde eres y algo curioso sobre ti."),
    .init(
      .beginner, ["travel"], "En la estación de tren",
      "Compra un billete de ida y vuelta a la ciudad más cercana. Pregunta a qué hora sale el próximo tren y desde qué andén."
    ),
    .init(
      .beginner, ["health"], "En el médico",
      "Llevas dos días encontrándote mal. Explica al médico qué te pasa.",
      hints: ["_Me duele la cabeza / la garganta_", "Di desde cuándo te sientes así"]),
    .init(
      .beginner, ["shopping", "food"], "La lista de la compra",
      "Vas al supermercado para toda la semana. ¿Qué hay en tu lista y por qué?"),
    .init(
      .beginner, ["social"], "Quedar con un amigo",
      "Llama a un amigo para ir al cine el viernes. Poneos de acuerdo en la hora y el lugar.",
      hints: ["_¿Te apetece...?_, _¿Quedamos a las...?_"]),
    .init(
      .beginner, ["daily-life"], "Tus tardes",
      "¿Qué sueles hacer por la tarde después del trabajo o de clase?"),
    .init(
      .beginner, ["travel"], "En el hotel",
      "Llegas a un hotel. Haz el registro y pregunta a qué hora es el desayuno.",
      hints: ["_Tengo una reserva a nombre de..._"]),
    .init(
      .beginner, ["culture", "hobbies"], "Una película que te gusta",
      "Habla de una película que te gustó. ¿De qué trata y a quién se la recomendarías?"),
    .init(
      .beginner, ["home", "city"], "Tu barrio",
      "Describe tu barrio. ¿Qué hay cerca de tu casa y qué echas de menos?"),
    .init(
      .beginner, ["food", "social"], "Reservar mesa",
      "Llama a un restaurante para reservar una mesa para cuatro personas el sábado por la noche.",
      hints: ["Menciona si alguien tiene alguna alergia", "Pregunta si tienen terraza"]),
    .init(
      .beginner, ["seasons"], "Tu estación favorita",
      "¿Qué estación del año prefieres? Explica qué te gusta hacer en esa época."),
    .init(
      .intermediate, ["travel", "storytelling"], "Un viaje inolvidable",
      "Cuenta un viaje que nunca olvidarás. ¿Adónde fuiste y qué lo hizo especial?",
      hints: ["Combina el **indefinido** y el **imperfecto**: _Hacía calor cuando llegamos..._"]),
    .init(
      .intermediate, ["work"], "Una entrevista de trabajo",
      "Estás en una entrevista de trabajo. Responde a la pregunta: _¿Por qué deberíamos contratarte?_",
      hints: ["Da un ejemplo concreto de tus puntos fuertes"]),
    .init(
      .intermediate, ["opinions", "technology"], "Los niños y el móvil",
      "¿A qué edad deberían tener los niños su propio móvil? Da tu opinión y justifícala.",
      hints: ["_Desde mi punto de vista..._, _Sin embargo..._"]),
    .init(
      .intermediate, ["shopping", "problem-solving"], "Devolver un producto",
      "Los auriculares que compraste la semana pasada han dejado de funcionar. Explica el problema en la tienda y pide que te devuelvan el dinero."
    ),
    .init(
      .intermediate, ["hypotheticals"], "Si te tocara la lotería",
      "Si te tocara un millón de euros mañana, ¿qué harías con el dinero?",
      hints: ["Usa **si + imperfecto de subjuntivo**, **condicional**: _Si me tocara, viajaría..._"]),
    .init(
      .intermediate, ["education", "storytelling"], "Un profesor que te marcó",
      "Describe a un profesor o una profesora que te influyó mucho. ¿Qué hacía de manera diferente?"),
    .init(
      .intermediate, ["environment"], "Vivir de forma más sostenible",
      "¿Qué pequeños cambios podrías hacer para vivir de una manera más respetuosa con el medio ambiente?"),
    .init(
      .intermediate, ["work", "social"], "Expresar desacuerdo con educación",
      "Un compañero propone adelantar una fecha de entrega importante y tú no estás de acuerdo. Díselo con educación.",
      hints: ["_Entiendo lo que dices, pero..._", "Propón una alternativa"]),
    .init(
      .intermediate, ["culture"], "Una fiesta de tu país",
      "Describe una fiesta o celebración importante en tu país o tu región. ¿Cómo se celebra?"),
    .init(
      .intermediate, ["technology"], "Una aplicación imprescindible",
      "¿Qué aplicación usas más y cómo ha cambiado tu forma de hacer las cosas?"),
    .init(
      .intermediate, ["health"], "Cuidarse",
      "¿Qué haces para mantenerte sano? ¿Hay algo que te cueste mantener?"),
    .init(
      .intermediate, ["travel", "problem-solving"], "La maleta perdida",
      "Tu maleta no ha llegado al aeropuerto. Explica la situación en el mostrador de la aerolínea y describe tu equipaje.",
      hints: ["Describe el tamaño, el color y cualquier detalle especial"]),
    .init(
      .intermediate, ["hypotheticals", "travel"], "Vivir en el extranjero",
      "Si pudieras vivir un año en otro país, ¿cuál elegirías y por qué?"),
    .init(
      .intermediate, ["storytelling"], "Un malentendido",
      "Cuenta una situación en la que un malentendido provocó un momento gracioso o incómodo."),
    .init(
      .intermediate, ["food", "culture"], "Explicar una receta",
      "Explica paso a paso cómo se prepara un plato típico de tu región.",
      hints: ["Usa el imperativo o **se** impersonal: _se corta_, _se añade_"]),
    .init(
      .intermediate, ["work"], "Teletrabajar",
      "¿Qué ventajas y desventajas tiene trabajar desde casa? ¿Qué prefieres tú?"),
    .init(
      .intermediate, ["social", "opinions"], "Amistades por internet",
      "¿Se puede tener una amistad de verdad con alguien a quien solo conoces por internet?"),
    .init(
      .intermediate, ["home", "problem-solving"], "Quejarse al casero",
      "La calefacción de tu piso lleva una semana sin funcionar. Llama al casero y pídele que la arregle."),
    .init(
      .intermediate, ["education"], "Aprender español",
      "¿Qué te ha ayudado más a aprender español? ¿Qué harías diferente si empezaras de nuevo?"),
    .init(
      .intermediate, ["hobbies"], "Una habilidad nueva",
      "¿Qué habilidad te gustaría aprender este año y cómo piensas hacerlo?"),
    .init(
      .intermediate, ["city", "opinions"], "Ciudad o pueblo",
      "¿Prefieres vivir en una gran ciudad o en un pueblo? Compara las dos opciones.",
      hints: ["_más tranquilo que_, _menos caro que_, _tan cómodo como_"]),
    .init(
      .intermediate, ["storytelling"], "Una decisión difícil",
      "Describe una decisión difícil que tuviste que tomar. ¿Qué decidiste y crees que acertaste?"),
    .init(
      .intermediate, ["culture", "hobbies"], "Un libro que te marcó",
      "Habla de un libro que te dejó huella. ¿Por qué sigues pensando en él?"),
    .init(
      .intermediate, ["travel", "directions"], "Un paseo por tu ciudad",
      "Un amigo viene a visitarte un solo día. Propón un recorrido a pie por los mejores sitios de tu ciudad.",
      hints: ["Di dónde empezáis y dónde termináis", "Recomienda un sitio para comer"]),
    .init(
      .advanced, ["opinions", "technology"], "La inteligencia artificial y el empleo",
      "Hay quien piensa que la inteligencia artificial creará más empleo del que destruirá. ¿Estás de acuerdo? Argumenta con ejemplos.",
      hints: ["Reconoce el argumento contrario antes de rebatirlo", "_Si bien es cierto que..._, _No obstante..._"]),
    .init(
      .advanced, ["hypotheticals", "storytelling"], "Otro camino",
      "Piensa en una decisión importante de tu pasado. Si hubieras elegido otra cosa, ¿cómo sería tu vida ahora?",
      hints: ["_Si hubiera estudiado Derecho, ahora sería..._"]),
    .init(
      .advanced, ["environment", "opinions"], "Prohibir los coches en el centro",
      "¿Deberían prohibirse los coches en el centro de las ciudades? Expón los argumentos a favor y en contra y saca una conclusión."
    ),
    .init(
      .advanced, ["work", "social"], "Dar una crítica difícil",
      "Diriges un equipo y el trabajo de una persona ha empeorado. Explica cómo le darías una opinión sincera pero constructiva."
    ),
    .init(
      .advanced, ["culture", "opinions"], "El turismo masivo",
      "El turismo masivo trae dinero, pero puede cambiar el carácter de un lugar. ¿Cómo deberían gestionarlo las ciudades más visitadas?"
    ),
    .init(
      .advanced, ["education", "opinions"], "Universidad gratuita",
      "¿Debería ser gratuita la universidad para todo el mundo? Piensa en quién paga y quién se beneficia."),
    .init(
      .advanced, ["hypotheticals", "technology"], "Un mundo sin internet",
      "Imagina que internet desapareciera de un día para otro. ¿Cómo cambiaría la vida cotidiana durante el primer mes?"
    ),
    .init(
      .advanced, ["storytelling", "work"], "Aprender de un fracaso",
      "Describe un proyecto o un plan que salió mal. ¿Qué falló y qué aprendiste?",
      hints: ["_Visto lo visto..._, _Ahora me doy cuenta de que..._"]),
    .init(
      .advanced, ["opinions", "social"], "Las redes sociales y el debate público",
      "¿Las redes sociales mejoran o empeoran el debate público? Pon ejemplos concretos."),
    .init(
      .advanced, ["work", "opinions"], "La semana laboral de cuatro días",
      "Algunas empresas han probado la semana laboral de cuatro días. ¿Funcionaría en tu sector? ¿Por qué?"),
    .init(
      .advanced, ["culture"], "Conservar las tradiciones",
      "¿Es importante conservar las costumbres tradicionales o hay que dejar que cambien libremente? Defiende tu postura."
    ),
    .init(
      .advanced, ["work", "problem-solving"], "Convencer a un público escéptico",
      "Tienes dos minutos para convencer a un consejo de dirección escéptico de que financie tu idea. Preséntala.",
      hints: ["Empieza por el problema, no por la solución", "Termina con una petición concreta"]),
    .init(
      .advanced, ["hypotheticals", "health"], "Vivir 150 años",
      "Supón que la medicina permitiera vivir hasta los 150 años. ¿Qué consecuencias tendría para las familias, el trabajo y la sociedad?"
    ),
    .init(
      .advanced, ["environment", "city"], "Tu ciudad en 2050",
      "¿Cómo crees que será tu ciudad en 2050? ¿Qué decisiones de hoy influirán en ese futuro?"),
    .init(
      .advanced, ["education", "opinions"], "¿Son justos los exámenes?",
      "¿Miden los exámenes la capacidad de forma justa? Comenta alternativas y sus inconvenientes."),
    .init(
      .advanced, ["storytelling", "opinions"], "Cambiar de opinión",
      "Habla de una idea que defendías con convicción y que después cambiaste. ¿Qué te hizo reconsiderarla?"),
  ]
}
