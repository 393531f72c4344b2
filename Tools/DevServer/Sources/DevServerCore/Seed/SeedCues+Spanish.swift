// Seed prompts for learners of Spanish, written natively in Spanish.
extension SeedCues {
  static let spanish: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Tu rutina de la mañana",
      "Describe tu rutina de la mañana desde que te despiertas hasta que sales de casa.",
      hints: ["Usa conectores: **primero**, **luego**, **después**", "Di a qué hora te levantas normalmente"],
      sample:
        "Normalmente me levanto a las siete. Primero me ducho y me visto. Luego preparo un café y desayuno tostadas con tomate. Después me lavo los dientes, cojo las llaves y salgo de casa a las ocho menos cuarto."
    ),
    .init(
      .beginner, ["food", "travel"], "En la cafetería",
      "Estás en una cafetería. Pide algo de beber y algo de comer, y pregunta cuánto cuesta.",
      hints: ["Empieza con _¿Me pone...?_ o _Quería..._", "Pregunta si puedes pagar con tarjeta"],
      sample:
        "Hola, buenos días. ¿Me pone un café con leche y un zumo de naranja, por favor? Quería también un cruasán. ¿Cuánto cuesta todo? ¿Puedo pagar con tarjeta?"
    ),
    .init(
      .beginner, ["family"], "Tu familia",
      "Háblame de tu familia. ¿Con quién tienes más relación y por qué?",
      sample:
        "Mi familia es pequeña. Tengo unos padres muy simpáticos y una hermana mayor que se llama Laura. Tengo más relación con mi hermana porque tenemos casi la misma edad y hablamos todos los días. Los domingos siempre comemos en casa de mis padres."
    ),
    .init(
      .beginner, ["home"], "Tu casa",
      "Describe tu casa o tu piso. ¿Cuántas habitaciones tiene y cuál es tu favorita?",
      hints: ["Usa **hay** y **está/están**"],
      sample:
        "Vivo en un piso pequeño en el centro. Tiene dos dormitorios, un salón, una cocina y un baño, y los dormitorios están al final del pasillo. Mi favorita es el salón: hay un sofá grande y muchas plantas, y está al lado de la terraza."
    ),
    .init(
      .beginner, ["hobbies"], "El fin de semana pasado",
      "¿Qué hiciste el fin de semana pasado? Cuenta al menos tres cosas.",
      hints: ["Usa el pretérito indefinido: _fui_, _comí_, _vi_"],
      sample:
        "El sábado por la mañana fui al mercado con mi pareja. Después comí paella en casa de mis padres. Por la noche vi una película en el cine con unos amigos. El domingo descansé y leí un poco."
    ),
    .init(
      .beginner, ["travel", "directions"], "Dar indicaciones",
      "Un turista te pregunta cómo llegar a la farmacia más cercana. Explícale el camino.",
      hints: ["**Gira a la derecha**, **sigue todo recto**, **está enfrente de...**", "Di cuánto se tarda andando"],
      sample:
        "Sí, claro. Sigue todo recto por esta calle hasta el semáforo. Allí gira a la derecha y camina unos cien metros. La farmacia está enfrente de la panadería, al lado de un banco. Se tarda unos cinco minutos andando."
    ),
    .init(
      .beginner, ["food"], "Tu comida favorita",
      "¿Cuál es tu comida favorita? Describe cómo sabe y cuándo la sueles comer.",
      sample:
        "Mi comida favorita es la tortilla de patatas. Está muy rica, es suave por dentro y un poco salada. La suelo comer los fines de semana, sobre todo cuando ceno con amigos. La de mi abuela es la mejor."
    ),
    .init(
      .beginner, ["weather"], "El tiempo de hoy",
      "¿Qué tiempo hace hoy donde estás? ¿Es normal para esta época del año?",
      sample:
        "Hoy hace sol, pero también hace bastante frío, unos diez grados. Esta mañana ha hecho un poco de viento. Es normal para esta época del año, porque estamos en invierno. Dicen que va a llover el fin de semana."
    ),
    .init(
      .beginner, ["shopping"], "Comprar ropa",
      "Estás en una tienda y los pantalones que quieres no son de tu talla. Pide ayuda al dependiente.",
      hints: ["_¿Los tiene en una talla más?_", "Pregunta dónde están los probadores"],
      sample:
        "Perdone, me gustan mucho estos pantalones, pero me quedan pequeños. ¿Los tiene en una talla más? Si puede ser, en azul oscuro. Y otra pregunta: ¿dónde están los probadores?"
    ),
    .init(
      .beginner, ["work", "education"], "Tu trabajo o tus estudios",
      "¿A qué te dedicas? ¿Trabajas o estudias? Describe un día normal.",
      sample:
        "Soy enfermera y trabajo en un hospital de mi ciudad. Normalmente empiezo a las ocho de la mañana y termino a las tres. Por la mañana atiendo a los pacientes y hablo con los médicos. Por la tarde descanso, hago la compra o voy al gimnasio."
    ),
    .init(
      .beginner, ["hobbies"], "Tu tiempo libre",
      "¿Qué te gusta hacer en tu tiempo libre? ¿Con qué frecuencia lo haces?",
      hints: ["**siempre**, **a menudo**, **a veces**, **nunca**"],
      sample:
        "En mi tiempo libre me encanta leer y salir a correr. Siempre leo un poco antes de dormir. Salgo a correr a menudo, unas tres veces por semana. A veces voy al cine con amigos, pero nunca veo la tele por la mañana."
    ),
    .init(
      .beginner, ["social"], "Presentarte",
      "Preséntate a un vecino nuevo: di cómo te llamas, de dónde eres y algo curioso sobre ti.",
      sample:
        "¡Hola! Soy Marta y vivo en el tercero. Encantada de conocerte. Soy de Valencia, pero llevo dos años viviendo aquí. Algo curioso sobre mí es que sé tocar el acordeón, así que perdona si a veces oyes música."
    ),
    .init(
      .beginner, ["travel"], "En la estación de tren",
      "Compra un billete de ida y vuelta a la ciudad más cercana. Pregunta a qué hora sale el próximo tren y desde qué andén.",
      sample:
        "Buenos días. Quería un billete de ida y vuelta a Toledo, por favor. Vuelvo mañana por la tarde. ¿A qué hora sale el próximo tren? ¿Y desde qué andén sale?"
    ),
    .init(
      .beginner, ["health"], "En el médico",
      "Llevas dos días encontrándote mal. Explica al médico qué te pasa.",
      hints: ["_Me duele la cabeza / la garganta_", "Di desde cuándo te sientes así"],
      sample:
        "Buenos días, doctor. Desde hace dos días me encuentro muy mal. Me duele mucho la garganta y también me duele la cabeza. Además, tengo un poco de fiebre por la noche y estoy muy cansado. No sé si es gripe."
    ),
    .init(
      .beginner, ["shopping", "food"], "La lista de la compra",
      "Vas al supermercado para toda la semana. ¿Qué hay en tu lista y por qué?",
      sample:
        "En mi lista hay fruta, verdura, pan, leche y huevos, porque desayuno y ceno en casa todos los días. También compro arroz y pasta para la comida. Compro pollo y pescado para cocinar el fin de semana. Y siempre compro chocolate, porque me encanta."
    ),
    .init(
      .beginner, ["social"], "Quedar con un amigo",
      "Llama a un amigo para ir al cine el viernes. Poneos de acuerdo en la hora y el lugar.",
      hints: ["_¿Te apetece...?_, _¿Quedamos a las...?_"],
      sample:
        "¡Hola, Javi! ¿Te apetece ir al cine el viernes? Ponen la nueva película de Almodóvar a las nueve. ¿Quedamos a las ocho y media en la puerta del cine? Si te viene mal, dime otra hora y lo cambiamos."
    ),
    .init(
      .beginner, ["daily-life"], "Tus tardes",
      "¿Qué sueles hacer por la tarde después del trabajo o de clase?",
      sample:
        "Normalmente salgo del trabajo a las cinco y vuelvo a casa en metro. Primero meriendo algo y descanso un rato. Después voy al gimnasio o paseo con mi perro por el parque. Por la noche ceno con mi familia y veo una serie."
    ),
    .init(
      .beginner, ["travel"], "En el hotel",
      "Llegas a un hotel. Haz el registro y pregunta a qué hora es el desayuno.",
      hints: ["_Tengo una reserva a nombre de..._"],
      sample:
        "Buenas tardes. Tengo una reserva a nombre de Carlos López, para tres noches. Aquí tiene mi pasaporte. ¿A qué hora es el desayuno? ¿Y dónde está el comedor?"
    ),
    .init(
      .beginner, ["culture", "hobbies"], "Una película que te gusta",
      "Habla de una película que te gustó. ¿De qué trata y a quién se la recomendarías?",
      sample:
        "Una película que me gustó mucho es Coco. Trata de un niño mexicano que quiere ser músico y viaja a la tierra de los muertos. Es muy bonita, divertida y tiene una música preciosa. Se la recomendaría a todo el mundo, especialmente a las familias con niños."
    ),
    .init(
      .beginner, ["home", "city"], "Tu barrio",
      "Describe tu barrio. ¿Qué hay cerca de tu casa y qué echas de menos?",
      sample:
        "Mi barrio es tranquilo y tiene muchos árboles. Cerca de mi casa hay un supermercado, una panadería, una farmacia y un parque pequeño. También hay una parada de autobús. Echo de menos un cine y más bares con terraza, porque para salir tengo que ir al centro."
    ),
    .init(
      .beginner, ["food", "social"], "Reservar mesa",
      "Llama a un restaurante para reservar una mesa para cuatro personas el sábado por la noche.",
      hints: ["Menciona si alguien tiene alguna alergia", "Pregunta si tienen terraza"],
      sample:
        "Hola, buenas tardes. Quería reservar una mesa para cuatro personas el sábado por la noche, a las nueve y media. Una de las personas tiene alergia a los frutos secos. ¿Tienen terraza? Si es posible, preferimos cenar fuera."
    ),
    .init(
      .beginner, ["seasons"], "Tu estación favorita",
      "¿Qué estación del año prefieres? Explica qué te gusta hacer en esa época.",
      sample:
        "Mi estación favorita es la primavera. No hace ni frío ni calor, y los días son más largos. Me gusta mucho pasear por el campo, ir en bici y tomar algo en las terrazas con mis amigos. Además, todo está lleno de flores."
    ),
    .init(
      .intermediate, ["travel", "storytelling"], "Un viaje inolvidable",
      "Cuenta un viaje que nunca olvidarás. ¿Adónde fuiste y qué lo hizo especial?",
      hints: ["Combina el **indefinido** y el **imperfecto**: _Hacía calor cuando llegamos..._"],
      sample:
        "Hace unos años fui a Marruecos con dos amigas. Hacía muchísimo calor cuando llegamos a Marrakech, y las calles estaban llenas de gente y de olores. Lo que lo hizo especial fue una noche en el desierto: dormimos en una jaima y vimos más estrellas que nunca."
    ),
    .init(
      .intermediate, ["work"], "Una entrevista de trabajo",
      "Estás en una entrevista de trabajo. Responde a la pregunta: _¿Por qué deberíamos contratarte?_",
      hints: ["Da un ejemplo concreto de tus puntos fuertes"],
      sample:
        "Creo que deberían contratarme porque sé trabajar bajo presión sin perder la calma. Por ejemplo, en mi último puesto tuvimos un problema grave con un cliente a dos días de una entrega, y coordiné al equipo para solucionarlo a tiempo. Además, aprendo rápido y me encanta trabajar en equipo."
    ),
    .init(
      .intermediate, ["opinions", "technology"], "Los niños y el móvil",
      "¿A qué edad deberían tener los niños su propio móvil? Da tu opinión y justifícala.",
      hints: ["_Desde mi punto de vista..._, _Sin embargo..._"],
      sample:
        "Desde mi punto de vista, un niño no debería tener su propio móvil antes de los trece o catorce años. A esa edad ya es más responsable y entiende mejor los riesgos de internet. Sin embargo, entiendo que algunos padres prefieran darles uno antes para tenerlos localizados."
    ),
    .init(
      .intermediate, ["shopping", "problem-solving"], "Devolver un producto",
      "Los auriculares que compraste la semana pasada han dejado de funcionar. Explica el problema en la tienda y pide que te devuelvan el dinero.",
      sample:
        "Buenos días. La semana pasada compré estos auriculares aquí, pero desde ayer no funcionan: el lado izquierdo no suena y ya no se cargan. Aquí tengo el tique de compra. Me gustaría que me devolvieran el dinero, porque prefiero no cambiarlos por otros iguales."
    ),
    .init(
      .intermediate, ["hypotheticals"], "Si te tocara la lotería",
      "Si te tocara un millón de euros mañana, ¿qué harías con el dinero?",
      hints: ["Usa **si + imperfecto de subjuntivo**, **condicional**: _Si me tocara, viajaría..._"],
      sample:
        "Si me tocara un millón de euros, lo primero que haría sería pagar la hipoteca de mis padres. Después viajaría por Sudamérica durante unos meses. Si me sobrara dinero, invertiría una parte y donaría otra a alguna organización benéfica. Eso sí, no dejaría de trabajar del todo."
    ),
    .init(
      .intermediate, ["education", "storytelling"], "Un profesor que te marcó",
      "Describe a un profesor o una profesora que te influyó mucho. ¿Qué hacía de manera diferente?",
      sample:
        "La profesora que más me marcó fue la de historia del instituto. En vez de dictarnos apuntes, nos contaba la historia como si fuera una novela. Además, nos hacía debatir y siempre nos pedía nuestra opinión. Gracias a ella empecé a leer mucho más y a pensar por mi cuenta."
    ),
    .init(
      .intermediate, ["environment"], "Vivir de forma más sostenible",
      "¿Qué pequeños cambios podrías hacer para vivir de una manera más respetuosa con el medio ambiente?",
      sample:
        "Podría hacer varios cambios pequeños. Por ejemplo, ir al trabajo en bici en lugar de en coche y llevar siempre mi propia bolsa al supermercado. También podría comprar menos ropa y comer menos carne. Y en casa, intentaría ducharme más rápido y apagar las luces que no uso."
    ),
    .init(
      .intermediate, ["work", "social"], "Expresar desacuerdo con educación",
      "Un compañero propone adelantar una fecha de entrega importante y tú no estás de acuerdo. Díselo con educación.",
      hints: ["_Entiendo lo que dices, pero..._", "Propón una alternativa"],
      sample:
        "Entiendo lo que dices, pero adelantar la entrega me parece arriesgado. Ahora mismo vamos justos de tiempo y podríamos cometer errores importantes. ¿Qué te parece si entregamos una primera parte el día que propones y el resto en la fecha prevista? Así el cliente ve avances y no perdemos calidad."
    ),
    .init(
      .intermediate, ["culture"], "Una fiesta de tu país",
      "Describe una fiesta o celebración importante en tu país o tu región. ¿Cómo se celebra?",
      sample:
        "En mi región, la fiesta más importante son las Fallas de Valencia, en marzo. Durante varios días se montan enormes figuras de cartón y madera en las calles, y hay música, petardos y muchísima gente. La última noche se queman todas las figuras. Es un espectáculo impresionante, aunque hay mucho ruido."
    ),
    .init(
      .intermediate, ["technology"], "Una aplicación imprescindible",
      "¿Qué aplicación usas más y cómo ha cambiado tu forma de hacer las cosas?",
      sample:
        "La aplicación que más uso es la de mapas del móvil. Antes tenía que preguntar a la gente o mirar un plano, y ahora puedo moverme por cualquier ciudad sin perderme. También la uso para ver horarios de autobús y buscar restaurantes. La verdad es que ya no sabría vivir sin ella."
    ),
    .init(
      .intermediate, ["health"], "Cuidarse",
      "¿Qué haces para mantenerte sano? ¿Hay algo que te cueste mantener?",
      sample:
        "Para mantenerme sano intento caminar al menos media hora al día y comer bastante fruta y verdura. También voy a nadar dos veces por semana. Lo que más me cuesta es dormir ocho horas, porque siempre me quedo despierto viendo series. Tengo que dejar el móvil antes de acostarme."
    ),
    .init(
      .intermediate, ["travel", "problem-solving"], "La maleta perdida",
      "Tu maleta no ha llegado al aeropuerto. Explica la situación en el mostrador de la aerolínea y describe tu equipaje.",
      hints: ["Describe el tamaño, el color y cualquier detalle especial"],
      sample:
        "Buenas tardes. Acabo de llegar en el vuelo de Londres y mi maleta no ha salido. Es una maleta grande, de color rojo, con ruedas y una cinta amarilla en el asa. Además, tiene una pegatina de Mallorca en un lado. Aquí tiene mi tarjeta de embarque y el resguardo."
    ),
    .init(
      .intermediate, ["hypotheticals", "travel"], "Vivir en el extranjero",
      "Si pudieras vivir un año en otro país, ¿cuál elegirías y por qué?",
      sample:
        "Si pudiera vivir un año en otro país, elegiría Japón. Me fascina su cultura, su comida y esa mezcla entre tradición y tecnología. Además, sería un reto aprender un idioma tan diferente. Me encantaría vivir en Kioto y recorrer el país los fines de semana."
    ),
    .init(
      .intermediate, ["storytelling"], "Un malentendido",
      "Cuenta una situación en la que un malentendido provocó un momento gracioso o incómodo.",
      sample:
        "Una vez, en un restaurante de México, pedí una tortilla pensando que me traerían una tortilla de patatas como en España. Pero me trajeron tortillas de maíz para acompañar la comida. Al principio yo no entendía nada, y el camarero tampoco. Cuando lo descubrimos, nos reímos muchísimo."
    ),
    .init(
      .intermediate, ["food", "culture"], "Explicar una receta",
      "Explica paso a paso cómo se prepara un plato típico de tu región.",
      hints: ["Usa el imperativo o **se** impersonal: _se corta_, _se añade_"],
      sample:
        "Así se hace el gazpacho andaluz. Primero se lavan y se cortan los tomates, un pimiento, un pepino y un ajo. Se ponen en la batidora con aceite de oliva, vinagre, sal y un poco de pan. Se bate todo bien y se deja enfriar en la nevera. Se sirve muy frío."
    ),
    .init(
      .intermediate, ["work"], "Teletrabajar",
      "¿Qué ventajas y desventajas tiene trabajar desde casa? ¿Qué prefieres tú?",
      sample:
        "Trabajar desde casa tiene muchas ventajas: ahorras tiempo en transporte, te organizas mejor y comes más sano. Sin embargo, también tiene desventajas, como sentirte aislado o no saber cuándo desconectar. Yo prefiero un modelo mixto, dos o tres días en casa y el resto en la oficina. Así tengo lo mejor de los dos mundos."
    ),
    .init(
      .intermediate, ["social", "opinions"], "Amistades por internet",
      "¿Se puede tener una amistad de verdad con alguien a quien solo conoces por internet?",
      sample:
        "Yo creo que sí se puede. Tengo una amiga argentina a quien conocí en un foro de fotografía hace diez años, y hablamos casi todas las semanas. Nos contamos los problemas y nos apoyamos como en cualquier amistad. Es verdad que falta el contacto físico, pero la confianza es real."
    ),
    .init(
      .intermediate, ["home", "problem-solving"], "Quejarse al casero",
      "La calefacción de tu piso lleva una semana sin funcionar. Llama al casero y pídele que la arregle.",
      sample:
        "Hola, Antonio, soy Lucía, la inquilina del segundo. Te llamo porque la calefacción lleva una semana sin funcionar y en casa hace muchísimo frío. Ya he revisado la caldera y no enciende. ¿Podrías mandar a un técnico lo antes posible? Esta semana estoy en casa por las tardes."
    ),
    .init(
      .intermediate, ["education"], "Aprender español",
      "¿Qué te ha ayudado más a aprender español? ¿Qué harías diferente si empezaras de nuevo?",
      sample:
        "Lo que más me ha ayudado ha sido ver series en español con subtítulos y hacer intercambios de idiomas con nativos. Así perdí el miedo a hablar. Si empezara de nuevo, hablaría desde el primer día, aunque cometiera errores, y no me obsesionaría tanto con la gramática al principio."
    ),
    .init(
      .intermediate, ["hobbies"], "Una habilidad nueva",
      "¿Qué habilidad te gustaría aprender este año y cómo piensas hacerlo?",
      sample:
        "Este año me gustaría aprender a tocar la guitarra. Siempre he querido hacerlo, pero nunca encontraba tiempo. Pienso apuntarme a clases en una escuela de música cerca de casa y practicar veinte minutos todos los días. También veré vídeos en internet para aprender canciones sencillas."
    ),
    .init(
      .intermediate, ["city", "opinions"], "Ciudad o pueblo",
      "¿Prefieres vivir en una gran ciudad o en un pueblo? Compara las dos opciones.",
      hints: ["_más tranquilo que_, _menos caro que_, _tan cómodo como_"],
      sample:
        "Yo prefiero la ciudad, aunque entiendo a quien elige un pueblo. El pueblo es más tranquilo que la ciudad, y la vivienda es menos cara. Sin embargo, en la ciudad hay más trabajo y más ocio. Además, un pueblo no es tan cómodo como la ciudad, porque necesitas el coche para todo."
    ),
    .init(
      .intermediate, ["storytelling"], "Una decisión difícil",
      "Describe una decisión difícil que tuviste que tomar. ¿Qué decidiste y crees que acertaste?",
      sample:
        "Hace tres años tuve que decidir si aceptaba un trabajo en Barcelona o me quedaba en mi ciudad, cerca de mi familia y mis amigos. Fue muy difícil, pero al final me fui. Los primeros meses lo pasé mal, aunque ahora creo que acerté. He crecido mucho, en lo profesional y en lo personal."
    ),
    .init(
      .intermediate, ["culture", "hobbies"], "Un libro que te marcó",
      "Habla de un libro que te dejó huella. ¿Por qué sigues pensando en él?",
      sample:
        "Un libro que me dejó huella fue Cien años de soledad, de García Márquez. Lo leí con diecisiete años y me impresionó cómo mezclaba la magia con la vida cotidiana. Sigo pensando en él porque habla del tiempo, de la familia y de cómo repetimos los mismos errores."
    ),
    .init(
      .intermediate, ["travel", "directions"], "Un paseo por tu ciudad",
      "Un amigo viene a visitarte un solo día. Propón un recorrido a pie por los mejores sitios de tu ciudad.",
      hints: ["Di dónde empezáis y dónde termináis", "Recomienda un sitio para comer"],
      sample:
        "Empezamos por la mañana en el Retiro, paseando junto al lago. Después bajamos por Sol hasta la Plaza Mayor. Para comer te recomiendo el Mercado de San Miguel, donde puedes probar de todo. Por la tarde vemos el Palacio Real y terminamos con la puesta de sol en el Templo de Debod."
    ),
    .init(
      .advanced, ["opinions", "technology"], "La inteligencia artificial y el empleo",
      "Hay quien piensa que la inteligencia artificial creará más empleo del que destruirá. ¿Estás de acuerdo? Argumenta con ejemplos.",
      hints: ["Reconoce el argumento contrario antes de rebatirlo", "_Si bien es cierto que..._, _No obstante..._"],
      sample:
        "Si bien es cierto que la inteligencia artificial está sustituyendo tareas como la atención al cliente, no creo que destruya más empleo del que cree. Con la informática pasó algo parecido: desaparecieron oficios, pero surgieron otros. No obstante, la transición no será automática, y habrá que invertir en formación para que nadie se quede atrás."
    ),
    .init(
      .advanced, ["hypotheticals", "storytelling"], "Otro camino",
      "Piensa en una decisión importante de tu pasado. Si hubieras elegido otra cosa, ¿cómo sería tu vida ahora?",
      hints: ["_Si hubiera estudiado Derecho, ahora sería..._"],
      sample:
        "Al terminar el instituto dudé entre Medicina y Periodismo, y al final elegí Periodismo. Si hubiera estudiado Medicina, ahora sería médico en algún hospital y seguramente tendría un sueldo más estable. Pero también habría viajado mucho menos y quizá no habría conocido a mi pareja. Así que, en el fondo, no me arrepiento."
    ),
    .init(
      .advanced, ["environment", "opinions"], "Prohibir los coches en el centro",
      "¿Deberían prohibirse los coches en el centro de las ciudades? Expón los argumentos a favor y en contra y saca una conclusión.",
      sample:
        "A favor de prohibirlos está la reducción de la contaminación y del ruido, y un centro más agradable para pasear. En contra, muchos comerciantes temen perder clientes, y hay personas mayores o con movilidad reducida que dependen del coche. En mi opinión, lo mejor es una prohibición gradual, con buen transporte público y excepciones razonables."
    ),
    .init(
      .advanced, ["work", "social"], "Dar una crítica difícil",
      "Diriges un equipo y el trabajo de una persona ha empeorado. Explica cómo le darías una opinión sincera pero constructiva.",
      sample:
        "Primero buscaría un momento tranquilo para hablar a solas, nunca delante del equipo. Empezaría reconociendo lo que esa persona hace bien y luego le explicaría, con ejemplos concretos, qué ha cambiado en su trabajo. También le preguntaría si le pasa algo, porque a veces hay causas personales. Por último, acordaríamos juntos unos objetivos claros."
    ),
    .init(
      .advanced, ["culture", "opinions"], "El turismo masivo",
      "El turismo masivo trae dinero, pero puede cambiar el carácter de un lugar. ¿Cómo deberían gestionarlo las ciudades más visitadas?",
      sample:
        "Creo que las ciudades no deberían rechazar el turismo, sino gestionarlo mejor. Por ejemplo, podrían limitar los pisos turísticos para que los vecinos no tengan que irse del centro, y cobrar una tasa que se invierta en los propios barrios. También convendría promocionar zonas menos conocidas para repartir mejor a los visitantes."
    ),
    .init(
      .advanced, ["education", "opinions"], "Universidad gratuita",
      "¿Debería ser gratuita la universidad para todo el mundo? Piensa en quién paga y quién se beneficia.",
      sample:
        "Me parece justo que la universidad sea barata, pero no estoy seguro de que deba ser totalmente gratuita. Al fin y al cabo, la pagamos todos con nuestros impuestos, incluso quienes nunca irán a la universidad. Por eso preferiría un sistema de becas generosas, de modo que nadie deje de estudiar por motivos económicos."
    ),
    .init(
      .advanced, ["hypotheticals", "technology"], "Un mundo sin internet",
      "Imagina que internet desapareciera de un día para otro. ¿Cómo cambiaría la vida cotidiana durante el primer mes?",
      sample:
        "Si internet desapareciera de repente, el primer mes sería caótico. Muchas empresas no podrían trabajar, los pagos con tarjeta fallarían y tendríamos que volver al dinero en efectivo. Nos informaríamos por la radio y la televisión, y volveríamos a llamar por teléfono o a vernos en persona. Quizá, pasado el susto, redescubriríamos la calma."
    ),
    .init(
      .advanced, ["storytelling", "work"], "Aprender de un fracaso",
      "Describe un proyecto o un plan que salió mal. ¿Qué falló y qué aprendiste?",
      hints: ["_Visto lo visto..._, _Ahora me doy cuenta de que..._"],
      sample:
        "Hace unos años monté con dos amigos una tienda online de ropa sostenible, y tuvimos que cerrarla al año. Falló sobre todo la planificación: gastamos demasiado en publicidad antes de conocer a nuestros clientes. Visto lo visto, deberíamos haber empezado más pequeño. Ahora me doy cuenta de que escuchar al cliente es lo primero."
    ),
    .init(
      .advanced, ["opinions", "social"], "Las redes sociales y el debate público",
      "¿Las redes sociales mejoran o empeoran el debate público? Pon ejemplos concretos.",
      sample:
        "Las redes sociales tienen dos caras. Por un lado, han dado voz a gente que antes no la tenía, como se vio con el movimiento MeToo. Por otro, los algoritmos premian los mensajes más extremos, y eso polariza el debate. Basta recordar los bulos que circularon durante la pandemia para ver el peligro."
    ),
    .init(
      .advanced, ["work", "opinions"], "La semana laboral de cuatro días",
      "Algunas empresas han probado la semana laboral de cuatro días. ¿Funcionaría en tu sector? ¿Por qué?",
      sample:
        "En mi sector, el desarrollo de software, creo que funcionaría bastante bien. Lo importante es el resultado, no las horas delante del ordenador, y con menos reuniones inútiles se podría hacer lo mismo en cuatro días. Eso sí, en la sanidad o la hostelería sería mucho más complicado, porque hace falta gente todos los días."
    ),
    .init(
      .advanced, ["culture"], "Conservar las tradiciones",
      "¿Es importante conservar las costumbres tradicionales o hay que dejar que cambien libremente? Defiende tu postura.",
      sample:
        "Defiendo que hay que conservar las tradiciones, pero no de forma rígida. Forman parte de nuestra identidad y nos conectan con nuestros mayores. Sin embargo, las costumbres que hacen daño a personas o animales deberían transformarse o desaparecer. Una tradición que evoluciona sigue viva; una que se congela acaba siendo un simple espectáculo para turistas."
    ),
    .init(
      .advanced, ["work", "problem-solving"], "Convencer a un público escéptico",
      "Tienes dos minutos para convencer a un consejo de dirección escéptico de que financie tu idea. Preséntala.",
      hints: ["Empieza por el problema, no por la solución", "Termina con una petición concreta"],
      sample:
        "Cada año, nuestras tiendas tiran doscientas toneladas de comida en buen estado. Eso es dinero perdido y un problema de imagen. Propongo una aplicación que avisa a los clientes de los productos a punto de caducar y se los vende con descuento. Les pido cincuenta mil euros para probarla seis meses en diez tiendas."
    ),
    .init(
      .advanced, ["hypotheticals", "health"], "Vivir 150 años",
      "Supón que la medicina permitiera vivir hasta los 150 años. ¿Qué consecuencias tendría para las familias, el trabajo y la sociedad?",
      sample:
        "Si pudiéramos vivir 150 años, las familias cambiarían muchísimo: convivirían cinco o seis generaciones a la vez. En el trabajo, tendríamos varias carreras y nos jubilaríamos mucho más tarde. Para la sociedad, el gran reto serían las pensiones y la vivienda, además del riesgo de que solo los ricos pudieran permitírselo."
    ),
    .init(
      .advanced, ["environment", "city"], "Tu ciudad en 2050",
      "¿Cómo crees que será tu ciudad en 2050? ¿Qué decisiones de hoy influirán en ese futuro?",
      sample:
        "Creo que en 2050 mi ciudad tendrá menos coches y muchas más zonas verdes, porque los veranos serán cada vez más calurosos. Probablemente habrá más gente mayor y viviendas más pequeñas. Lo que decidamos hoy sobre transporte público, vivienda y arbolado influirá muchísimo: si no actuamos ya, será una ciudad mucho más difícil de habitar."
    ),
    .init(
      .advanced, ["education", "opinions"], "¿Son justos los exámenes?",
      "¿Miden los exámenes la capacidad de forma justa? Comenta alternativas y sus inconvenientes.",
      sample:
        "No del todo. Un examen mide lo que sabes un día concreto y bajo presión, y hay gente muy capaz que se bloquea. Una alternativa es la evaluación continua con proyectos y trabajos, aunque también tiene inconvenientes: es más subjetiva y supone más trabajo para el profesorado. Quizá lo ideal sería combinar ambas cosas."
    ),
    .init(
      .advanced, ["storytelling", "opinions"], "Cambiar de opinión",
      "Habla de una idea que defendías con convicción y que después cambiaste. ¿Qué te hizo reconsiderarla?",
      sample:
        "Durante años defendí que el teletrabajo era una excusa para trabajar menos. Estaba convencido de que la gente solo rendía en la oficina. Lo que me hizo reconsiderarlo fue la pandemia: mi equipo trabajó desde casa y fue más productivo que nunca. Desde entonces, desconfío un poco más de mis propias certezas."
    ),
  ]
}
