/**
 * Sixth development lists of the "he did not treat it" judgement, written like the fifth (bench/answers/fifth-lists.ts)
 * by a writer who saw no list, no code and no ranking: people, events, sciences and things of later centuries, and
 * present-day facts; and, as controls, matters he treated asked in our words, each with the articles that answer it.
 * Measured once as they came: untreated said so 74/80; treated not judged untreated 17/30.
 */
export const UNTREATED_SIXTH: string[] = [
  "what did u think of martin luther nailing the 95 theses to the church door",
  "My Lutheran friend says Martin Luther fixed everything that was wrong with the Church. In your honest opinion was Luther a good guy or not?",
  "did darwin's theory of evolution prove there's no god? my bio teacher kind of implied it and now im confused",
  "what is freud's id, ego and superego thing?? psych test tomorrow pls help",
  "Karl Marx called religion 'the opium of the people.' How would you answer Marx if you met him?",
  "Can you explain Kant's categorical imperative in simple words? My philosophy professor lost me completely.",
  "nietzsche said god is dead. what did he even mean by that",
  "Was Galileo right that the earth goes around the sun, and was the Church wrong to put him on trial?",
  "how did isaac newton come up with gravity, was it really an apple falling on his head",
  "explain einstein's theory of relativity to a 12 year old (me)",
  "Is Pope John Paul II a saint now? My grandma has his picture on the fridge next to the Sacred Heart.",
  "what do you think of pope francis",
  "why did mother teresa go to india and start working with the poor there",
  "Who was St. Thérèse of Lisieux and what is her 'little way'? Our homeschool co-op is doing a saint report.",
  "is lord of the rings a christian book? my dad says tolkien was a devout catholic",
  "Have you read C.S. Lewis's Mere Christianity? Would you agree with his 'liar, lunatic, or Lord' argument?",
  "is it ok for a christian to listen to taylor swift? my youth pastor side-eyes her songs",
  "bach or beethoven, who was the better composer",
  "messi or ronaldo, who's the GOAT",
  "What did Abraham Lincoln's Emancipation Proclamation actually do? I thought it freed all the slaves but my teacher says no.",
  "was napoleon a good leader or a bad one? asking for a history essay",
  "what caused the protestant reformation",
  "We're debating in 8th grade social studies whether Christopher Columbus was a hero or a villain. Which side would you take?",
  "how did the invention of the printing press change the church",
  "What was the French Revolution about and why did they cut off the king's head?",
  "when was the declaration of independence signed and who wrote it",
  "why did world war 1 start? something about an archduke??",
  "what happened on D-Day",
  "what does the united nations actually do all day",
  "My grandpa still complains about Vatican II every Sunday. What did Vatican II change about the Mass?",
  "Roe v. Wade got overturned — what does that mean for the laws in my state?",
  "was the moon landing fake lol my cousin swears it was filmed in a studio",
  "How did the Black Death spread across Europe in 1348? Writing a paper on it.",
  "why did the berlin wall fall in 1989",
  "whats the difference between the house and the senate in congress",
  "how do vaccines work",
  "what causes earthquakes",
  "What is DNA and how does it carry our genes from our parents?",
  "whats inside a black hole",
  "How do antibiotics kill bacteria, and why won't my doctor give me any for a cold?",
  "What is the cosmic microwave background and how does it support the Big Bang theory?",
  "my aunt just started chemo. how does chemotherapy actually fight cancer?",
  "what causes climate change and is it as bad as people say",
  "The pediatrician thinks my son has ADHD. What exactly is ADHD and is medication the right call?",
  "why is the sky blue? like the real science reason, rayleigh scattering or whatever",
  "how do airplanes stay up in the air, they weigh like a million pounds",
  "Is it safe to get an MRI if I have a metal plate in my arm?",
  "how does wifi work",
  "whats a good credit score and how do i raise mine",
  "is bitcoin a good investment right now or is it too late",
  "I'm 16 and my dad keeps bringing up his 401k at dinner like it's the most important thing ever. What even is a 401k and should I start one now?",
  "should i major in computer science or nursing",
  "what SAT score do I need to get into Notre Dame?",
  "How do I ask my manager at Target for a raise without it being awkward?",
  "can someone explain the offside rule in soccer, my son's coach yelled about it the whole game",
  "how do you make chocolate chip cookies that stay soft",
  "My youth group is flying to Rome next month for the first time — how early should we get to the airport, and do minors need their own passports?",
  "what should we watch on netflix tonight",
  "What would you think of Minecraft if you saw it? My little brother builds whole cathedrals in it.",
  "how do i get more followers on tiktok",
  "is an electric car better than a gas car",
  "what's the best way to learn python coding as a total beginner",
  "whats the difference between a latte and a cappuccino",
  "my mom says I can't get a smartphone until I'm 14. What's a good age for a first phone?",
  "Is AI like ChatGPT going to take over the world someday?",
  "whats the weather gonna be like tomorrow",
  "who won the super bowl this year",
  "What is the capital of Australia?",
  "how many people live on earth right now",
  "Who is the pope right now?",
  "how much is a gallon of gas these days",
  "who is the president of france",
  "The Anglican synod voted on new rules about blessings last year — what does the Church of England's decision mean for Anglicans?",
  "Is the 'Guardian Angel' parental-control app worth paying for, or is Bark better for monitoring my kids' phones?",
  "we booked a 'Purgatory' themed escape room for my birthday, any tips for solving the puzzles faster?",
  "what's the holy grail of baseball cards to collect? my uncle says it's a honus wagner",
  "whats a hail mary pass in football",
  "My sister got into Trinity College Dublin — is it a good school for medicine?",
  "what time does the salvation army store take donations on saturdays",
  "who plays jesus in the chosen? we just started season 1",
];

export const TREATED_IN_OUR_WORDS_SECOND: { question: string; articles: string[] }[] = [
  {
    question:
      "ok so if i copy off my friends test i didnt technically LIE because i never said anything. right??",
    articles: ["ST II-II, q. 111, a. 1"],
  },
  {
    question:
      "Is it a sin to pad my résumé a little? Like saying I was 'team lead' when I kind of wasn't. Everyone does it.",
    articles: ["ST II-II, q. 110, a. 3", "ST II-II, q. 110, a. 4"],
  },
  {
    question:
      "A guy cut me off on the highway and I was screaming and tailgating him for like five miles. Is getting that angry a sin or is it just natural?",
    articles: ["ST II-II, q. 158, a. 1", "ST II-II, q. 158, a. 2"],
  },
  {
    question:
      "my uncle won $600 playing poker at the casino and wants to put some of it in the collection basket. is that money ok to give or is it dirty money?",
    articles: ["ST II-II, q. 32, a. 7"],
  },
  {
    question:
      "My best friend is vaping in the school bathroom. Should I tell a teacher right away or talk to him first? I don't want to be a snitch.",
    articles: ["ST II-II, q. 33, a. 7", "ST II-II, q. 33, a. 2"],
  },
  {
    question:
      "is a white lie ok? like telling my grandma i love the sweater she knitted me when i honestly think its ugly",
    articles: ["ST II-II, q. 110, a. 2", "ST II-II, q. 110, a. 3"],
  },
  {
    question:
      "My friend steals makeup from the mall and I just stand lookout. I never take anything myself, so I don't owe anybody anything, right?",
    articles: ["ST II-II, q. 62, a. 7"],
  },
  {
    question:
      "i've been having really dark thoughts lately and i feel like i've done too much wrong for god to ever forgive me, and i keep falling into the same sins. is there any hope left for someone like me",
    articles: ["ST III, q. 86, a. 1", "ST III, q. 84, a. 10"],
  },
  {
    question:
      "I borrowed $200 from my roommate back in March and keep putting off paying it back since she hasn't asked. Is that actually wrong?",
    articles: ["ST II-II, q. 62, a. 8"],
  },
  {
    question:
      "is it a sin to take out student loans if the bank charges interest? my dad says charging interest is usury",
    articles: ["ST II-II, q. 78, a. 4", "ST II-II, q. 78, a. 1"],
  },
  {
    question:
      "Sometimes I hit the drive-thru and wolf down two burgers and large fries in the car right before dinner. Is that gluttony, or is gluttony only about being overweight?",
    articles: ["ST II-II, q. 148, a. 4", "ST II-II, q. 148, a. 1"],
  },
  {
    question:
      "college question: is getting drunk at parties on the weekend actually a mortal sin or just not a great idea",
    articles: ["ST II-II, q. 150, a. 1", "ST II-II, q. 150, a. 2"],
  },
  {
    question:
      "I keep hitting snooze and skipping Sunday Mass because I just don't feel like going to church. Is that the sin of sloth?",
    articles: ["ST II-II, q. 35, a. 1", "ST II-II, q. 35, a. 3"],
  },
  {
    question: "is it vainglory to post my gym progress pics and my report card on insta just to get likes??",
    articles: ["ST II-II, q. 132, a. 1", "ST II-II, q. 132, a. 3"],
  },
  {
    question:
      "I put off my homework until 11pm every single night. Is procrastinating actually a sin or just a bad habit?",
    articles: ["ST II-II, q. 54, a. 1", "ST II-II, q. 54, a. 3"],
  },
  {
    question:
      "My manager told me to lie to customers about when their orders will ship. Do I have to do whatever my boss says?",
    articles: ["ST II-II, q. 104, a. 5"],
  },
  {
    question:
      "My dad drank a lot and was honestly pretty awful to us growing up. Now he's old and sick and can't pay his bills. Do I still owe him anything?",
    articles: ["ST II-II, q. 101, a. 2"],
  },
  {
    question:
      "when i pray the rosary i get so bored and my mind wanders off to like minecraft builds. does my prayer even count",
    articles: ["ST II-II, q. 83, a. 13"],
  },
  {
    question:
      "my little cousin died of cancer last month and now i'm not even sure god is real. how could a good god let that happen",
    articles: ["ST I, q. 2, a. 3", "SCG III, c. 71"],
  },
  {
    question:
      "Is it wrong that I still cry every day since my grandpa died? My aunt says I should be over it by now.",
    articles: ["ST I-II, q. 38, a. 2", "ST I-II, q. 39, a. 1"],
  },
  {
    question:
      "theres a group chat where everyone trashes this one girl behind her back. i don't post anything i just read it. am i doing something wrong?",
    articles: ["ST II-II, q. 73, a. 4"],
  },
  {
    question: "A kid at school has been bullying me all year. Would it be wrong to get revenge on him?",
    articles: ["ST II-II, q. 108, a. 1"],
  },
  {
    question:
      "if someone jumps me on the way home from the bus stop can i fight back or do i have to turn the other cheek",
    articles: ["ST II-II, q. 64, a. 7"],
  },
  {
    question:
      "Selling my old iPhone on Facebook Marketplace. Do I have to mention the battery is garbage if the buyer doesn't ask?",
    articles: ["ST II-II, q. 77, a. 3"],
  },
  {
    question:
      "i buy limited edition sneakers and resell them online for triple what i paid. my mom says thats greedy. is reselling for profit wrong?",
    articles: ["ST II-II, q. 77, a. 4"],
  },
  {
    question:
      "If a homeless man takes food from a grocery store because he's starving, is that really stealing?",
    articles: ["ST II-II, q. 66, a. 7"],
  },
  {
    question:
      "My sister is a criminal defense lawyer. Is it a sin for her to defend somebody she knows is guilty?",
    articles: ["ST II-II, q. 71, a. 3"],
  },
  {
    question:
      "is it ok to pray that my team wins the state championship or is that too selfish a thing to pray for",
    articles: ["ST II-II, q. 83, a. 6"],
  },
  {
    question:
      "Our homeschool co-op got into a debate: do Christians really have to give 10% of their paycheck to the church?",
    articles: ["ST II-II, q. 87, a. 1", "ST II-II, q. 87, a. 2"],
  },
  {
    question: "i play video games like 6 hours a day on weekends. is that a sin?? its just fun",
    articles: ["ST II-II, q. 168, a. 3", "ST II-II, q. 168, a. 2"],
  },
];
