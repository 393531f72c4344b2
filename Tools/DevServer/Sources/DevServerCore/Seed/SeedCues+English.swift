// Seed prompts for English learners. Written as native English speaking-practice cues.
extension SeedCues {
  static let english: [SeedCue] = [
    .init(
      .beginner, ["daily-life"], "Your morning routine",
      "Describe your morning routine from the moment you wake up until you leave home.",
      hints: ["Use sequence words: **first**, **then**, **after that**", "Say what time you usually get up"],
      sample:
        "I usually get up at seven o'clock. First, I have a quick shower and get dressed. Then I make a cup of coffee and eat some toast. After that, I brush my teeth, pack my bag and leave home at about eight."
    ),
    .init(
      .beginner, ["food", "travel"], "Ordering at a café",
      "You are at a busy café. Order a drink and something to eat, and ask how much it costs.",
      hints: ["Start politely: _Could I have..._", "Ask whether you can pay by card"],
      sample:
        "Hi, could I have a large cappuccino and a cheese sandwich, please? Oh, and a chocolate muffin too. How much is that altogether? And can I pay by card?"
    ),
    .init(
      .beginner, ["family"], "Your family",
      "Tell me about the people in your family. Who are you closest to, and why?",
      sample:
        "There are four people in my family: my mum, my dad, my younger brother and me. I'm closest to my mum because we talk every day. She always listens to me and gives me good advice."
    ),
    .init(
      .beginner, ["daily-life", "home"], "Where you live",
      "Describe your home. How many rooms does it have, and which one is your favourite?",
      hints: ["Use **there is** / **there are**"],
      sample:
        "I live in a small flat in the city centre. There are three rooms: a bedroom, a living room and a kitchen. There is also a little balcony. My favourite room is the living room because it's bright and comfortable."
    ),
    .init(
      .beginner, ["hobbies"], "Your weekend",
      "What did you do last weekend? Talk about at least three things.",
      hints: ["Use the past simple: _I went_, _I watched_, _I met_"],
      sample:
        "Last weekend was really nice. On Saturday morning I went to the market and bought some fruit. In the afternoon I met my friend Anna for coffee. On Sunday I stayed at home and watched a good film."
    ),
    .init(
      .beginner, ["travel", "directions"], "Giving directions",
      "A tourist stops you outside your home and asks for the nearest supermarket. Give them clear directions.",
      hints: [
        "**Turn left**, **go straight on**, **it's opposite the bank**", "Say roughly how long it takes to walk",
      ],
      sample:
        "Sure, it's not far. Go straight on down this road until you reach the traffic lights. Then turn left, and the supermarket is on your right. It's opposite the bank. It takes about five minutes to walk."
    ),
    .init(
      .beginner, ["food"], "Your favourite meal",
      "What is your favourite meal? Describe how it tastes and when you usually eat it.",
      sample:
        "My favourite meal is spaghetti with tomato sauce. It tastes fresh and a little bit sweet, and I always add lots of cheese. I usually eat it on Sunday evenings with my family."
    ),
    .init(
      .beginner, ["weather", "daily-life"], "Today's weather",
      "Describe the weather today. Is it typical for this time of year?",
      sample:
        "Today it's cold and cloudy, and it rained a little this morning. It's about eight degrees. Yes, I think it's typical for this time of year, because autumn here is usually grey and wet."
    ),
    .init(
      .beginner, ["shopping"], "Buying clothes",
      "You are in a clothes shop and the shirt you want is the wrong size. Ask the assistant for help.",
      hints: ["_Do you have this in a medium?_", "Ask where the changing rooms are"],
      sample:
        "Excuse me, I really like this shirt, but it's too small for me. Do you have this in a medium? And where are the changing rooms, please? I'd like to try it on."
    ),
    .init(
      .beginner, ["work", "education"], "Your job or studies",
      "What do you do — do you work or study? Describe a normal day.",
      sample:
        "I work as a nurse at a hospital near my home. On a normal day I start at eight, check on my patients and give them their medicine. I have lunch at one, and I usually finish work at four."
    ),
    .init(
      .beginner, ["hobbies"], "Free time",
      "What do you like doing in your free time? How often do you do it?",
      hints: ["Use frequency words: **always**, **often**, **sometimes**, **never**"],
      sample:
        "In my free time I like reading and playing football. I always read before I go to sleep. I often play football with friends on Saturdays. I sometimes go swimming, but I never go to the gym because I find it boring."
    ),
    .init(
      .beginner, ["social"], "Introducing yourself",
      "Introduce yourself to a new neighbour. Say your name, where you are from and one interesting fact about you.",
      sample:
        "Hi, I'm Maria, your new neighbour from number twelve. I'm from Portugal, but I've lived in this city for two years. One interesting fact about me is that I play the violin, so I hope it's not too loud."
    ),
    .init(
      .beginner, ["travel"], "At the train station",
      "Buy a return ticket to the next city. Ask about the time of the next train and which platform it leaves from.",
      sample:
        "Hello, I'd like a return ticket to Manchester, please. How much is that? What time is the next train, and which platform does it leave from? Thank you very much."
    ),
    .init(
      .beginner, ["health"], "At the doctor's",
      "You have felt unwell for two days. Explain your symptoms to the doctor.",
      hints: ["_I've got a headache / a sore throat_", "Say how long you have felt like this"],
      sample:
        "I've felt unwell for two days now. I've got a headache and a sore throat, and I feel very tired. I also have a slight temperature. It started on Monday evening, and it isn't getting better."
    ),
    .init(
      .beginner, ["shopping", "food"], "Your shopping list",
      "You are going to the supermarket for the week. What is on your list, and why?",
      sample:
        "On my list there are eggs, bread, milk, rice and lots of vegetables, because I want to cook healthy meals this week. I also need coffee, because I drink it every morning. And I want some biscuits for my guests on Friday."
    ),
    .init(
      .beginner, ["social"], "Making plans",
      "Call a friend and invite them to the cinema on Friday. Agree on a time and a place to meet.",
      sample:
        "Hi Tom, it's me. Would you like to go to the cinema on Friday? There's a new comedy on at eight. Let's meet outside the cinema at half past seven. Is that OK for you?"
    ),
    .init(
      .beginner, ["daily-life"], "Your evening",
      "What do you usually do in the evening after work or school?",
      sample:
        "When I get home from work, I usually cook dinner and eat with my partner. After dinner we watch a series, or I read a book. Sometimes I call my parents. I normally go to bed at about eleven."
    ),
    .init(
      .beginner, ["travel"], "Checking in to a hotel",
      "You arrive at a hotel. Check in, and ask what time breakfast is served.",
      hints: ["_I have a reservation under the name..._"],
      sample:
        "Good evening. I have a reservation under the name Garcia, for three nights. Here is my passport. Could you tell me what time breakfast is served, please? And is it in the restaurant on the ground floor?"
    ),
    .init(
      .beginner, ["hobbies", "culture"], "A film you like",
      "Talk about a film you enjoyed. What is it about, and who would you recommend it to?",
      sample:
        "I really enjoyed the film Paddington. It's about a friendly bear from Peru who comes to live with a family in London. It's funny and very kind. I would recommend it to families with children, but adults will love it too."
    ),
    .init(
      .beginner, ["home"], "Your neighbourhood",
      "Describe your neighbourhood. What can you find there, and what is missing?",
      sample:
        "My neighbourhood is quiet and green. There's a small park, a bakery, a supermarket and a bus stop near my house. But there isn't a cinema or a good café, so I have to go into town for those."
    ),
    .init(
      .beginner, ["food", "social"], "Booking a table",
      "Phone a restaurant to book a table for four people on Saturday evening.",
      hints: ["Mention any dietary needs", "Ask if they have a table by the window"],
      sample:
        "Hello, I'd like to book a table for four people on Saturday evening, at about half past seven. One of my friends is vegetarian, so is that OK? And do you have a table by the window, please?"
    ),
    .init(
      .beginner, ["seasons", "weather"], "Your favourite season",
      "Which season do you like best? Explain what you enjoy doing at that time of year.",
      sample:
        "My favourite season is summer. I love the long, sunny days and the warm evenings. In summer I go to the beach, eat ice cream and have barbecues with my friends in the garden."
    ),
    .init(
      .intermediate, ["travel", "storytelling"], "A memorable trip",
      "Tell the story of a trip you will never forget. Where did you go, and what made it special?",
      hints: ["Set the scene before the main event", "Use the past continuous: _While we were walking..._"],
      sample:
        "A few years ago I went to Iceland with my sister in the middle of winter. It was freezing, and it got dark at about four. One night, while we were walking back to our cabin, the sky suddenly turned green. It was the northern lights, and we just stood there in silence."
    ),
    .init(
      .intermediate, ["work"], "A job interview",
      "You are in a job interview. Answer the question: _Why should we hire you?_",
      hints: ["Give one concrete example of your strengths", "Keep it under two minutes"],
      sample:
        "I think you should hire me because I'm organised and I stay calm under pressure. For example, in my last job our team lost two people just before a big launch, so I reorganised the schedule and we still delivered on time. I'd bring that same reliability to this role."
    ),
    .init(
      .intermediate, ["opinions", "technology"], "Smartphones and children",
      "At what age should children have their own smartphone? Give your opinion and your reasons.",
      hints: ["_In my view..._, _On the other hand..._"],
      sample:
        "In my view, children shouldn't have their own smartphone until they're about thirteen. Younger kids can easily spend hours on social media, which affects their sleep and concentration. On the other hand, parents want to be able to contact them, so a simple phone without internet is a good compromise."
    ),
    .init(
      .intermediate, ["shopping", "problem-solving"], "Returning a faulty item",
      "The headphones you bought last week have stopped working. Explain the problem in the shop and ask for a refund.",
      sample:
        "Hi, I bought these headphones here last week, but they've already stopped working. The left side makes no sound at all, even after I charged them fully. I've got the receipt here. I'd like a refund, please, rather than a replacement."
    ),
    .init(
      .intermediate, ["hypotheticals"], "Winning the lottery",
      "If you won a million pounds tomorrow, what would you do with the money?",
      hints: ["Use the second conditional: _If I won..., I would..._"],
      sample:
        "If I won a million pounds, I would first pay off my parents' mortgage. Then I would travel around South America for a few months. I'd put most of the rest into savings, and if I had anything left, I would give some to a local animal shelter."
    ),
    .init(
      .intermediate, ["education", "storytelling"], "A teacher who influenced you",
      "Describe a teacher who had a strong influence on you. What did they do differently?",
      sample:
        "My history teacher at secondary school, Mr Evans, had a huge influence on me. Instead of just giving us dates to memorise, he told history like a story and asked us what we would have done. He made me realise that asking questions matters more than knowing answers."
    ),
    .init(
      .intermediate, ["environment", "opinions"], "Living greener",
      "What small changes could you make to live in a more environmentally friendly way? Which are realistic for you?",
      sample:
        "I could definitely cycle to work more often instead of driving, and I could eat less meat. Switching off lights and bringing my own bags are easy too. To be honest, giving up flying completely isn't realistic for me, because my family lives abroad, but I could fly less."
    ),
    .init(
      .intermediate, ["work", "social"], "Disagreeing politely",
      "A colleague suggests moving an important deadline forward. You think it is a bad idea. Tell them politely.",
      hints: ["_I see your point, but..._", "Suggest an alternative"],
      sample:
        "I see your point, but I'm worried that moving the deadline forward would put a lot of pressure on the team, and we might start making mistakes. What if we kept the original date and sent the client a short progress update next week instead?"
    ),
    .init(
      .intermediate, ["culture"], "A festival in your country",
      "Describe a festival or celebration that is important where you come from. How do people celebrate it?",
      sample:
        "In Spain, one of the most important celebrations is the night of the Three Kings, on the fifth of January. There are big parades in every town, and the kings throw sweets to the children. The next morning, children open their presents and families share a ring-shaped cake."
    ),
    .init(
      .intermediate, ["technology"], "An app you couldn't live without",
      "Which app do you use most, and how has it changed the way you do things?",
      sample:
        "The app I use most is probably my maps app. Before I had it, I used to print directions or ask strangers, and I got lost all the time. Now I can find my way anywhere, check bus times and even see how busy a place is before I go."
    ),
    .init(
      .intermediate, ["health", "daily-life"], "Staying healthy",
      "What do you do to stay healthy? Is there anything you find difficult to keep up?",
      sample:
        "I try to walk for at least half an hour every day, and I cook at home most evenings, so I know what I'm eating. What I find difficult is getting enough sleep. I often stay up too late watching videos, and then I'm tired the next day."
    ),
    .init(
      .intermediate, ["travel", "problem-solving"], "Lost luggage",
      "Your suitcase did not arrive at the airport. Explain the situation at the airline desk and describe your bag.",
      hints: ["Describe size, colour and any distinctive marks", "Ask when and how it will be delivered"],
      sample:
        "Hello, my suitcase didn't arrive on the flight from Rome. It's a medium-sized dark blue suitcase with four wheels, and there's a yellow ribbon tied to the handle. It also has a palm tree sticker on the front. When will it arrive, and can you deliver it to my hotel?"
    ),
    .init(
      .intermediate, ["hypotheticals", "travel"], "Living abroad",
      "If you could live in another country for a year, which would you choose and why?",
      sample:
        "If I could live abroad for a year, I'd choose Japan. I've always been fascinated by the culture, the food and the mix of modern cities and quiet temples. I'd also love the challenge of learning a completely different language and way of life."
    ),
    .init(
      .intermediate, ["storytelling"], "A small misunderstanding",
      "Tell me about a time when a misunderstanding caused a funny or awkward situation.",
      sample:
        "When I first moved to London, a colleague asked if I wanted to grab a bite after work. I thought she meant a quick snack, so I ate a big sandwich beforehand. It turned out she'd booked a table at a nice restaurant, and I could hardly eat anything."
    ),
    .init(
      .intermediate, ["food", "culture"], "Explaining a recipe",
      "Explain how to cook a dish that is typical of your region, step by step.",
      hints: ["Use imperatives: _chop_, _stir_, _add_", "Mention how long each step takes"],
      sample:
        "Let me explain how to make gazpacho, a cold soup from southern Spain. First, chop tomatoes, a cucumber, a pepper and some garlic, which takes about ten minutes. Add olive oil, vinegar and salt, and blend it all for two minutes. Then stir well and chill it for at least an hour."
    ),
    .init(
      .intermediate, ["work"], "Working from home",
      "What are the advantages and disadvantages of working from home? Which do you prefer?",
      sample:
        "The biggest advantage of working from home is that I don't waste time commuting, and I can concentrate without interruptions. On the other hand, I sometimes feel isolated and find it hard to switch off in the evening. Overall, I prefer a mix of home and office."
    ),
    .init(
      .intermediate, ["social", "opinions"], "Friendship online",
      "Can you have a real friendship with someone you have only met online? Explain your view.",
      sample:
        "Yes, I think you can. I've been friends with someone I met on a language forum for five years, and we talk almost every week. We've supported each other through some difficult times. Of course, meeting in person adds something, but the trust is just as real."
    ),
    .init(
      .intermediate, ["home", "problem-solving"], "Complaining to a landlord",
      "The heating in your flat has been broken for a week. Call your landlord and ask them to fix it.",
      sample:
        "Hi, it's Sam from flat four. I'm calling because the heating has been broken for a week now, and it's getting really cold, especially at night. I reported it last Monday, but nobody has come yet. Could you please send someone to fix it by Friday at the latest?"
    ),
    .init(
      .intermediate, ["education"], "Learning a language",
      "What has helped you most in learning English so far? What would you do differently if you started again?",
      sample:
        "What has helped me most is watching series in English with English subtitles, because I hear how people really speak. If I started again, I would start speaking much earlier. I spent years studying grammar but was too shy to talk, and that slowed me down a lot."
    ),
    .init(
      .intermediate, ["hobbies"], "A skill you want to learn",
      "Which new skill would you like to learn in the next year, and how will you go about it?",
      sample:
        "Next year I'd like to learn to play the guitar. I've already found an online course, and I'm going to practise for twenty minutes every evening. I'm also planning to take a few lessons with a teacher, so that someone can correct my mistakes early on."
    ),
    .init(
      .intermediate, ["city", "opinions"], "City or countryside",
      "Would you rather live in a big city or in the countryside? Compare the two.",
      hints: ["Use comparatives: _quieter_, _more expensive_, _not as convenient as_"],
      sample:
        "I'd rather live in the countryside, to be honest. It's quieter and greener, and the city is far more expensive, especially for housing. Of course, cities have better jobs and more going on. But the countryside is not as convenient as the city when you need a bus or a doctor."
    ),
    .init(
      .intermediate, ["storytelling", "work"], "A difficult decision",
      "Describe a difficult decision you had to make. What did you decide, and do you think it was right?",
      sample:
        "A few years ago I had to decide whether to accept a job in another city or stay close to my family. In the end, I took the job, even though it was hard to leave. I think it was the right choice, because I grew a lot, and I still visit home often."
    ),
    .init(
      .intermediate, ["culture", "hobbies"], "A book that stayed with you",
      "Talk about a book that made a lasting impression on you. Why do you still think about it?",
      sample:
        "A book that really stayed with me is To Kill a Mockingbird. I read it at school, but it felt very personal, because it's told by a child who slowly sees how unfair the adult world can be. I still think about it whenever I see someone judged unfairly."
    ),
    .init(
      .intermediate, ["travel", "directions"], "Planning a route",
      "A friend is visiting your town for one day. Plan a walking route that shows them the best places.",
      hints: ["Say where to start and finish", "Suggest somewhere to stop for lunch"],
      sample:
        "Let's start at the train station and walk up to the old castle, because the view from there is amazing. Then we can wander through the old town and stop for lunch at a little café by the river. After that, we'll follow the river and finish in the park at sunset."
    ),
    .init(
      .advanced, ["opinions", "technology"], "Artificial intelligence at work",
      "Some people believe artificial intelligence will create more jobs than it destroys. Do you agree? Support your argument with examples.",
      hints: ["Acknowledge the opposing view before rebutting it", "_Admittedly..._, _Nevertheless..._"],
      sample:
        "Admittedly, artificial intelligence will wipe out some roles, particularly repetitive office work like data entry. Nevertheless, I agree that it will create more jobs than it destroys. Just as the internet gave us web developers, AI is already creating demand for people who train, audit and maintain these systems."
    ),
    .init(
      .advanced, ["hypotheticals", "storytelling"], "A different path",
      "Think of an important choice you made in the past. If you had chosen differently, how might your life be different now?",
      hints: ["Use mixed conditionals: _If I had studied law, I would be..._"],
      sample:
        "After school I almost studied law, because my parents were keen on it, but I chose music instead. If I had studied law, I would probably be earning a lot more now. But I doubt I would be as happy, and I wouldn't know most of my closest friends."
    ),
    .init(
      .advanced, ["environment", "opinions"], "Banning cars from city centres",
      "Should cars be banned from city centres? Present the case for and against, then give your conclusion.",
      sample:
        "Banning cars would cut pollution and noise and make centres far more pleasant to walk around. On the other hand, it could hurt local shops and isolate people with limited mobility. On balance, I'd support a ban, as long as public transport is excellent and there are exceptions for people who genuinely need to drive."
    ),
    .init(
      .advanced, ["work", "social"], "Giving difficult feedback",
      "You manage a team member whose work has been slipping. Explain how you would give them honest but supportive feedback.",
      hints: ["Be specific about the behaviour, not the person", "End with a clear next step"],
      sample:
        "I'd ask for a private conversation and start by saying that I value their work. Then I'd be specific: three of the last four reports were late, and they contained errors we hadn't seen before. I'd ask if anything is going on, and we'd agree on weekly check-ins for the next month."
    ),
    .init(
      .advanced, ["culture", "opinions"], "Tourism and local life",
      "Mass tourism brings money but can change the character of a place. How should popular cities manage it?",
      sample:
        "Popular cities need to manage tourism actively rather than simply welcome as many visitors as possible. A tourist tax can fund local services, and limiting short-term holiday rentals helps keep housing affordable for residents. Cities can also promote lesser-known neighbourhoods, so that the crowds are spread more evenly."
    ),
    .init(
      .advanced, ["education", "opinions"], "University for everyone?",
      "Should university education be free for everyone? Consider who pays and who benefits.",
      sample:
        "I think university should be free, but we have to be honest that it isn't really free, because taxpayers cover the cost. Since society benefits from educated doctors, engineers and teachers, that seems fair to me. However, graduates who go on to earn high salaries could pay a little more tax."
    ),
    .init(
      .advanced, ["hypotheticals"], "A world without the internet",
      "Imagine the internet disappeared overnight. How would everyday life change in the first month?",
      sample:
        "The first month would be chaos. Card payments and online banking would stop working, so people would suddenly need cash. Offices would go back to phones and paper, and we'd rely on radio and newspapers for news. I suspect neighbours would start talking to each other a lot more, too."
    ),
    .init(
      .advanced, ["storytelling", "work"], "Learning from failure",
      "Describe a project or plan that failed. What went wrong, and what did you learn from it?",
      hints: ["Avoid blaming others; focus on what you would change", "_In hindsight..._"],
      sample:
        "Last year I led the launch of a new booking system, and it went live two months late and over budget. The main problem was that I underestimated how much testing it needed. In hindsight, I should have involved the users much earlier and been more realistic about the timeline from the start."
    ),
    .init(
      .advanced, ["opinions", "social"], "Social media and democracy",
      "Is social media good or bad for public debate? Refer to specific examples you have seen.",
      sample:
        "I think it's a mixed picture. Social media has given a voice to people who were ignored before, as we saw during the Arab Spring. But it also spreads misinformation incredibly fast, as it did during the pandemic, and algorithms push people into echo chambers where they only hear views they already share."
    ),
    .init(
      .advanced, ["health", "opinions"], "A four-day working week",
      "Several companies have trialled a four-day working week. Would it work in your industry? Why or why not?",
      sample:
        "I work in software, and I think a four-day week could work well. Most of our work depends on focus rather than hours at a desk, and the trials I've read about showed similar productivity with less burnout. The tricky part would be customer support, but staggered days off could solve that."
    ),
    .init(
      .advanced, ["culture"], "Preserving traditions",
      "Is it important to preserve traditional customs, or should societies let them change freely? Explain your position.",
      sample:
        "I think traditions are worth preserving, but not frozen in time. They give people a sense of identity and connect generations. However, if a custom excludes or harms people, it should change. The healthiest traditions are the ones that adapt, keeping their meaning while each generation reinterprets them."
    ),
    .init(
      .advanced, ["work", "problem-solving"], "Persuading a sceptical audience",
      "You have two minutes to convince a sceptical board to fund your idea. Pitch it.",
      hints: ["Open with the problem, not the solution", "Finish with a concrete request"],
      sample:
        "Every year, restaurants in this city throw away tonnes of good food, while local food banks run short. Our app connects the two in real time, and our pilot with ten restaurants saved two tonnes of food in three months. We're asking for fifty thousand pounds to expand to a hundred restaurants this year."
    ),
    .init(
      .advanced, ["technology", "hypotheticals"], "Living to 150",
      "Suppose medicine allowed people to live to 150. What would the consequences be for families, work and society?",
      sample:
        "Families would change enormously, with five or six generations alive at once, which could be wonderful but also complicated. People would probably work until they were a hundred, perhaps with several careers. For society, the biggest challenges would be pensions, healthcare costs and making sure young people still had opportunities."
    ),
    .init(
      .advanced, ["environment", "hypotheticals"], "Your city in 2050",
      "Describe how you think your city will look in 2050, and what decisions today will shape it.",
      sample:
        "By 2050 I think my city will be greener and far less dominated by cars, with more trams, cycle lanes and trees to cope with hotter summers. But that depends on decisions we make now, especially investing in public transport and building affordable homes near the centre rather than in the suburbs."
    ),
    .init(
      .advanced, ["opinions", "education"], "Are exams a fair measure?",
      "Do exams measure ability fairly? Discuss alternatives and their drawbacks.",
      sample:
        "I don't think exams measure ability fairly, because they mostly test how well you perform under pressure on one particular day. Coursework and projects show a wider range of skills, but they're easier to cheat on and harder to mark consistently. Perhaps the best approach is a combination of both."
    ),
    .init(
      .advanced, ["storytelling", "social"], "Changing your mind",
      "Talk about a belief you held strongly and later changed. What made you reconsider?",
      sample:
        "For years I was convinced that working from home made people lazy. Then, during the pandemic, I had to manage a remote team, and I saw that most people were actually more productive. What really changed my mind was the evidence, so now I try to question my assumptions more often."
    ),
  ]
}
