// Seed prompts for English learners. Written as native English speaking-practice cues.
extension SeedCues {
  static let english: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Your morning routine",
      "Describe your morning routine from the moment you wake up until you leave home.",
      hints: ["Use sequence words: **first**, **then**, **after that**", "Say what time you usually get up"]),
    .init(
      .beginner, ["food", "travel"], "Ordering at a café",
      "You are at a busy café. Order a drink and something to eat, and ask how much it costs.",
      hints: ["Start politely: _Could I have..._", "Ask whether you can pay by card"]),
    .init(
      .beginner, ["family"], "Your family",
      "Tell me about the people in your family. Who are you closest to, and why?"),
    .init(
      .beginner, ["daily-life", "home"], "Where you live",
      "Describe your home. How many rooms does it have, and which one is your favourite?",
      hints: ["Use **there is** / **there are**"]),
    .init(
      .beginner, ["hobbies"], "Your weekend",
      "What did you do last weekend? Talk about at least three things.",
      hints: ["Use the past simple: _I went_, _I watched_, _I met_"]),
    .init(
      .beginner, ["travel", "directions"], "Giving directions",
      "A tourist stops you outside your home and asks for the nearest supermarket. Give them clear directions.",
      hints: ["**Turn left**, **go straight on**, **it's opposite the bank**", "Say roughly how long it takes to walk"]),
    .init(
      .beginner, ["food"], "Your favourite meal",
      "What is your favourite meal? Describe how it tastes and when you usually eat it."),
    .init(
      .beginner, ["weather", "daily-life"], "Today's weather",
      "Describe the weather today. Is it typical for this time of year?"),
    .init(
      .beginner, ["shopping"], "Buying clothes",
      "You are in a clothes shop and the shirt you want is the wrong size. Ask the assistant for help.",
      hints: ["_Do you have this in a medium?_", "Ask where the changing rooms are"]),
    .init(
      .beginner, ["work", "education"], "Your job or studies",
      "What do you do — do you work or study? Describe a normal day."),
    .init(
      .beginner, ["hobbies"], "Free time",
      "What do you like doing in your free time? How often do you do it?",
      hints: ["Use frequency words: **always**, **often**, **sometimes**, **never**"]),
    .init(
      .beginner, ["social"], "Introducing yourself",
      "Introduce yourself to a new neighbour. Say your name, where you are from and one interesting fact about you."),
    .init(
      .beginner, ["travel"], "At the train station",
      "Buy a return ticket to the next city. Ask about the time of the next train and which platform it leaves from."),
    .init(
      .beginner, ["health"], "At the doctor's",
      "You have felt unwell for two days. Explain your symptoms to the doctor.",
      hints: ["_I've got a headache / a sore throat_", "Say how long you have felt like this"]),
    .init(
      .beginner, ["shopping", "food"], "Your shopping list",
      "You are going to the supermarket for the week. What is on your list, and why?"),
    .init(
      .beginner, ["social"], "Making plans",
      "Call a friend and invite them to the cinema on Friday. Agree on a time and a place to meet."),
    .init(
      .beginner, ["daily-life"], "Your evening",
      "What do you usually do in the evening after work or school?"),
    .init(
      .beginner, ["travel"], "Checking in to a hotel",
      "You arrive at a hotel. Check in, and ask what time breakfast is served.",
      hints: ["_I have a reservation under the name..._"]),
    .init(
      .beginner, ["hobbies", "culture"], "A film you like",
      "Talk about a film you enjoyed. What is it about, and who would you recommend it to?"),
    .init(
      .beginner, ["home"], "Your neighbourhood",
      "Describe your neighbourhood. What can you find there, and what is missing?"),
    .init(
      .beginner, ["food", "social"], "Booking a table",
      "Phone a restaurant to book a table for four people on Saturday evening.",
      hints: ["Mention any dietary needs", "Ask if they have a table by the window"]),
    .init(
      .beginner, ["seasons", "weather"], "Your favourite season",
      "Which season do you like best? Explain what you enjoy doing at that time of year."),
    .init(
      .intermediate, ["travel", "storytelling"], "A memorable trip",
      "Tell the story of a trip you will never forget. Where did you go, and what made it special?",
      hints: ["Set the scene before the main event", "Use the past continuous: _While we were walking..._"]),
    .init(
      .intermediate, ["work"], "A job interview",
      "You are in a job interview. Answer the question: _Why should we hire you?_",
      hints: ["Give one concrete example of your strengths", "Keep it under two minutes"]),
    .init(
      .intermediate, ["opinions", "technology"], "Smartphones and children",
      "At what age should children have their own smartphone? Give your opinion and your reasons.",
      hints: ["_In my view..._, _On the other hand..._"]),
    .init(
      .intermediate, ["shopping", "problem-solving"], "Returning a faulty item",
      "The headphones you bought last week have stopped working. Explain the problem in the shop and ask for a refund."),
    .init(
      .intermediate, ["hypotheticals"], "Winning the lottery",
      "If you won a million pounds tomorrow, what would you do with the money?",
      hints: ["Use the second conditional: _If I won..., I would..._"]),
    .init(
      .intermediate, ["education", "storytelling"], "A teacher who influenced you",
      "Describe a teacher who had a strong influence on you. What did they do differently?"),
    .init(
      .intermediate, ["environment", "opinions"], "Living greener",
      "What small changes could you make to live in a more environmentally friendly way? Which are realistic for you?"),
    .init(
      .intermediate, ["work", "social"], "Disagreeing politely",
      "A colleague suggests moving an important deadline forward. You think it is a bad idea. Tell them politely.",
      hints: ["_I see your point, but..._", "Suggest an alternative"]),
    .init(
      .intermediate, ["culture"], "A festival in your country",
      "Describe a festival or celebration that is important where you come from. How do people celebrate it?"),
    .init(
      .intermediate, ["technology"], "An app you couldn't live without",
      "Which app do you use most, and how has it changed the way you do things?"),
    .init(
      .intermediate, ["health", "daily-life"], "Staying healthy",
      "What do you do to stay healthy? Is there anything you find difficult to keep up?"),
    .init(
      .intermediate, ["travel", "problem-solving"], "Lost luggage",
      "Your suitcase did not arrive at the airport. Explain the situation at the airline desk and describe your bag.",
      hints: ["Describe size, colour and any distinctive marks", "Ask when and how it will be delivered"]),
    .init(
      .intermediate, ["hypotheticals", "travel"], "Living abroad",
      "If you could live in another country for a year, which would you choose and why?"),
    .init(
      .intermediate, ["storytelling"], "A small misunderstanding",
      "Tell me about a time when a misunderstanding caused a funny or awkward situation."),
    .init(
      .intermediate, ["food", "culture"], "Explaining a recipe",
      "Explain how to cook a dish that is typical of your region, step by step.",
      hints: ["Use imperatives: _chop_, _stir_, _add_", "Mention how long each step takes"]),
    .init(
      .intermediate, ["work"], "Working from home",
      "What are the advantages and disadvantages of working from home? Which do you prefer?"),
    .init(
      .intermediate, ["social", "opinions"], "Friendship online",
      "Can you have a real friendship with someone you have only met online? Explain your view."),
    .init(
      .intermediate, ["home", "problem-solving"], "Complaining to a landlord",
      "The heating in your flat has been broken for a week. Call your landlord and ask them to fix it."),
    .init(
      .intermediate, ["education"], "Learning a language",
      "What has helped you most in learning English so far? What would you do differently if you started again?"),
    .init(
      .intermediate, ["hobbies"], "A skill you want to learn",
      "Which new skill would you like to learn in the next year, and how will you go about it?"),
    .init(
      .intermediate, ["city", "opinions"], "City or countryside",
      "Would you rather live in a big city or in the countryside? Compare the two.",
      hints: ["Use comparatives: _quieter_, _more expensive_, _not as convenient as_"]),
    .init(
      .intermediate, ["storytelling", "work"], "A difficult decision",
      "Describe a difficult decision you had to make. What did you decide, and do you think it was right?"),
    .init(
      .intermediate, ["culture", "hobbies"], "A book that stayed with you",
      "Talk about a book that made a lasting impression on you. Why do you still think about it?"),
    .init(
      .intermediate, ["travel", "directions"], "Planning a route",
      "A friend is visiting your town for one day. Plan a walking route that shows them the best places.",
      hints: ["Say where to start and finish", "Suggest somewhere to stop for lunch"]),
    .init(
      .advanced, ["opinions", "technology"], "Artificial intelligence at work",
      "Some people believe artificial intelligence will create more jobs than it destroys. Do you agree? Support your argument with examples.",
      hints: ["Acknowledge the opposing view before rebutting it", "_Admittedly..._, _Nevertheless..._"]),
    .init(
      .advanced, ["hypotheticals", "storytelling"], "A different path",
      "Think of an important choice you made in the past. If you had chosen differently, how might your life be different now?",
      hints: ["Use mixed conditionals: _If I had studied law, I would be..._"]),
    .init(
      .advanced, ["environment", "opinions"], "Banning cars from city centres",
      "Should cars be banned from city centres? Present the case for and against, then give your conclusion."),
    .init(
      .advanced, ["work", "social"], "Giving difficult feedback",
      "You manage a team member whose work has been slipping. Explain how you would give them honest but supportive feedback.",
      hints: ["Be specific about the behaviour, not the person", "End with a clear next step"]),
    .init(
      .advanced, ["culture", "opinions"], "Tourism and local life",
      "Mass tourism brings money but can change the character of a place. How should popular cities manage it?"),
    .init(
      .advanced, ["education", "opinions"], "University for everyone?",
      "Should university education be free for everyone? Consider who pays and who benefits."),
    .init(
      .advanced, ["hypotheticals"], "A world without the internet",
      "Imagine the internet disappeared overnight. How would everyday life change in the first month?"),
    .init(
      .advanced, ["storytelling", "work"], "Learning from failure",
      "Describe a project or plan that failed. What went wrong, and what did you learn from it?",
      hints: ["Avoid blaming others; focus on what you would change", "_In hindsight..._"]),
    .init(
      .advanced, ["opinions", "social"], "Social media and democracy",
      "Is social media good or bad for public debate? Refer to specific examples you have seen."),
    .init(
      .advanced, ["health", "opinions"], "A four-day working week",
      "Several companies have trialled a four-day working week. Would it work in your industry? Why or why not?"),
    .init(
      .advanced, ["culture"], "Preserving traditions",
      "Is it important to preserve traditional customs, or should societies let them change freely? Explain your position."
    ),
    .init(
      .advanced, ["work", "problem-solving"], "Persuading a sceptical audience",
      "You have two minutes to convince a sceptical board to fund your idea. Pitch it.",
      hints: ["Open with the problem, not the solution", "Finish with a concrete request"]),
    .init(
      .advanced, ["technology", "hypotheticals"], "Living to 150",
      "Suppose medicine allowed people to live to 150. What would the consequences be for families, work and society?"),
    .init(
      .advanced, ["environment", "hypotheticals"], "Your city in 2050",
      "Describe how you think your city will look in 2050, and what decisions today will shape it."),
    .init(
      .advanced, ["opinions", "education"], "Are exams a fair measure?",
      "Do exams measure ability fairly? Discuss alternatives and their drawbacks."),
    .init(
      .advanced, ["storytelling", "social"], "Changing your mind",
      "Talk about a belief you held strongly and later changed. What made you reconsider?"),
  ]
}
