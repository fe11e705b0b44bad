/**
 * Fifth development lists of the "he did not treat it" judgement, written by a writer who saw no list, no code and
 * no ranking: matters of later centuries in learners' words (some named in passing, some sharing words with
 * theology: a Saint Bernard, a "grace period"), and, as controls, matters he treated asked in our words, each with
 * the articles that answer it. Measured once as they came (untreated 64/70; treated not denied 24/30), then
 * worked on.
 */
export const UNTREATED_FIFTH: string[] = [
  "what do u think of tiktok",
  "My 9 year old keeps begging for an iPhone because 'everyone in her class has one.' At what age do you think kids should get a smartphone?",
  "is minecraft better than fortnite",
  "how does chatgpt know so much stuff? where does it even get its answers from",
  "how does wifi actually work?? like how does the internet get into my phone with no wires",
  "who discovered electricity was it ben franklin with the kite thing",
  "Do you think a Tesla is worth the money or should we just get a regular gas car? My husband and I keep going back and forth.",
  "who were the wright brothers and how did they get the first airplane off the ground",
  "my dad booked us on spirit airlines for spring break and now hes freaking out about the bag fees. how strict is their carry-on size rule?",
  "We're thinking about adopting a Saint Bernard. Are they good with toddlers, and how much do they shed?",
  "whats an angel investor and how do i find one for my startup idea",
  "how long is the grace period on federal student loans before i have to start paying them back",
  "my brother quotes monty python and the holy grail literally every day. is that movie actually funny or is it just a dad thing",
  "what is a hail mary pass in football and who made it famous",
  "what was the trinity test in 1945? my history teacher mentioned it but didnt explain",
  "when did the new orleans saints win the super bowl",
  "Is Purgatory Resort in Colorado a good ski place for beginners?",
  "where does the limbo dance come from? we did it at my cousins wedding and my aunt almost broke her back lol",
  "physics hw: whats the difference between mass and weight?? pls explain simple",
  "was the sega genesis better than the super nintendo",
  "whats the difference between soul music and r&b",
  "My son just joined little league and the coach mentioned a 'mercy rule.' How does that rule work exactly?",
  "who is the best player on the st louis cardinals right now",
  "what is the song stairway to heaven actually about",
  "how do mRNA vaccines work",
  "Who discovered penicillin, and is it true it happened by accident?",
  "how does a heart transplant work? my uncle is on the waiting list and im scared",
  "what did darwin find on the galapagos islands",
  "who came up with the big bang theory? someone told me it was a priest??",
  "what would happen if you fell into a black hole",
  "when did people first land on the moon",
  "can you explain einstein's theory of relativity like im 10",
  "schrodingers cat makes zero sense to me. is the cat alive or dead or what",
  "Who figured out that DNA is shaped like a double helix?",
  "what killed the dinosaurs",
  "Is climate change real, and what should an ordinary family actually do about it?",
  "My kid has a history test tomorrow and I've forgotten everything — when did World War II end and why did Japan surrender?",
  "my grandpa fought in vietnam and he always goes quiet when we bring it up at thanksgiving. what was the vietnam war even about?",
  "why did the american colonies declare independence from britain",
  "what caused the french revolution",
  "what do you think of martin luther and the 95 theses",
  "was napoleon actually short or is that a myth",
  "Why was Abraham Lincoln assassinated?",
  "why did the titanic sink if everyone said it was unsinkable",
  "who was karl marx and why is he so famous",
  "nietzsche said god is dead. who even was nietzsche and what did he mean by that",
  "we were arguing in philosophy class about descartes and nobody could agree. what does 'i think therefore i am' actually mean",
  "What is Kant's categorical imperative? I have a quiz on it Friday.",
  "is sartre's existentialism depressing or freeing? asking for my college paper",
  "how does the electoral college work and why doesnt the popular vote just pick the president",
  "should i buy bitcoin",
  "whats an index fund and is it better than picking stocks",
  "how do i build a credit score at 18",
  "my daughter is obsessed with taylor swift and begging for eras tour tickets. what do you think of her music honestly",
  "which harry potter house would you be in",
  "Star Wars or Marvel, which is better?",
  "messi or ronaldo",
  "who invented basketball",
  "when did the modern olympics start",
  "how much caffeine is in a cup of coffee? im 14 and my mom says coffee will stunt my growth",
  "I read that Italy didn't even have tomatoes until after Columbus. Where did tomatoes and potatoes originally come from?",
  "Is vaping as bad for you as smoking cigarettes?",
  "who invented the printing press",
  "What did Galileo see through his telescope that got him in so much trouble?",
  "who wrote romeo and juliet and is it worth reading or just the movie",
  "beethoven was DEAF?? how did he still write music",
  "My older sister is going on a Hinge date this weekend with a guy she's never met. How can she stay safe meeting someone from a dating app?",
  "what do you think of vatican II",
  "ok so we were on facetime last night arguing about whether pluto is still a planet and it got heated. is it or not",
  "how do I know if I have ADHD? I literally can't focus in class and my counselor brought it up",
];

export const TREATED_IN_OUR_WORDS: { question: string; articles: string[] }[] = [
  {
    question: "if i won the lottery would i finally be happy? like actually happy",
    articles: ["ST I-II, q. 2, a. 1"],
  },
  {
    question:
      "My 12-year-old wants to be a famous YouTuber when she grows up because 'famous people are happy.' How would you answer her?",
    articles: ["ST I-II, q. 2, a. 3"],
  },
  {
    question: "is it ok to lie to my friend that i like her new haircut so i dont hurt her feelings",
    articles: ["ST II-II, q. 110, a. 3"],
  },
  {
    question:
      "I get really angry when people cut me off in traffic. Is getting angry always a sin, or is some anger okay?",
    articles: ["ST II-II, q. 158, a. 1"],
  },
  {
    question: "someone posted an embarrassing pic of me and everyone saw it. am i allowed to get revenge",
    articles: ["ST II-II, q. 108, a. 1"],
  },
  {
    question:
      "theres a group chat where everyone trash talks this one girl who isnt in it. i never say anything i just read it. am i doing something wrong too??",
    articles: ["ST II-II, q. 73, a. 4"],
  },
  {
    question:
      "my best friend got into the college i wanted and i feel kinda jealous and i hate feeling like this. is being jealous of her a sin",
    articles: ["ST II-II, q. 36, a. 2"],
  },
  {
    question:
      "I'm terrified of public speaking and my youth pastor said fear is basically a lack of faith. Is being afraid a sin?",
    articles: ["ST II-II, q. 125, a. 1"],
  },
  {
    question: "why should i even pray if god already knows everything im gonna ask",
    articles: ["ST II-II, q. 83, a. 2"],
  },
  {
    question:
      "my grandpa passed away last week. my cousin says when your brain dies thats it, you just stop existing. does his soul just end?",
    articles: ["ST I, q. 75, a. 6"],
  },
  {
    question: "bro can you actually prove god exists or is it just vibes",
    articles: ["ST I, q. 2, a. 2", "ST I, q. 2, a. 3"],
  },
  {
    question:
      "My psych professor says free will is an illusion and all our choices are already determined. Do we actually have free will?",
    articles: ["ST I, q. 83, a. 1"],
  },
  {
    question:
      "my parents are getting divorced and my aunt says in the church a marriage can't really be broken. why not? people change",
    articles: ["ST Suppl., q. 67, a. 1"],
  },
  {
    question: "do catholics HAVE to fast during lent? my friend says its just a suggestion",
    articles: ["ST II-II, q. 147, a. 3", "ST II-II, q. 147, a. 4"],
  },
  {
    question:
      "My dad won't let me go to a party this weekend. Do I seriously have to obey my parents in literally everything?",
    articles: ["ST II-II, q. 104, a. 5"],
  },
  {
    question:
      "we were arguing in class about whether war is ever okay. my friend says a christian can never support any war at all. is she right",
    articles: ["ST II-II, q. 40, a. 1"],
  },
  {
    question: "Is the death penalty ever okay? We're debating it in civics class.",
    articles: ["ST II-II, q. 64, a. 2"],
  },
  {
    question:
      "do you need friends to be happy or can you be happy just with god? im kind of an introvert lol",
    articles: ["ST I-II, q. 4, a. 8"],
  },
  {
    question:
      "If my family was starving and I took food from a grocery store, would that still count as stealing?",
    articles: ["ST II-II, q. 66, a. 7"],
  },
  {
    question:
      "is it wrong to charge interest when you lend someone money? my uncle lent my mom $2000 and wants it back with interest",
    articles: ["ST II-II, q. 78, a. 1"],
  },
  {
    question: "does my dog have a soul?? will he be in heaven with us when he dies",
    articles: ["ST I, q. 75, a. 3", "ST Suppl., q. 91, a. 5"],
  },
  {
    question:
      "if god is good why did he let my baby cousin get so sick. is god the one causing bad stuff to happen?",
    articles: ["ST I, q. 49, a. 2"],
  },
  {
    question: "do i really have a guardian angel? my grandma says everybody gets their own one",
    articles: ["ST I, q. 113, a. 2"],
  },
  {
    question:
      "every time i try to pray or read the bible i get so bored and feel like whats the point. is that bad",
    articles: ["ST II-II, q. 35, a. 1"],
  },
  {
    question: "Is getting drunk at a party a sin? My roommate says it's fine as long as you don't drive.",
    articles: ["ST II-II, q. 150, a. 1", "ST II-II, q. 150, a. 2"],
  },
  {
    question:
      "my mom keeps saying my outfits are immodest. can clothes actually be sinful or is that just her opinion",
    articles: ["ST II-II, q. 169, a. 1"],
  },
  {
    question: "is it bad to joke around and goof off all the time? my teacher says im never serious",
    articles: ["ST II-II, q. 168, a. 2", "ST II-II, q. 168, a. 3"],
  },
  { question: "is reading your horoscope a sin?? its just for fun", articles: ["ST II-II, q. 95, a. 5"] },
  {
    question:
      "My brother-in-law won a bunch of money betting with his buddies and wants to give it to our parish to 'make it right.' Can he give gambling winnings as a donation?",
    articles: ["ST II-II, q. 32, a. 7"],
  },
  {
    question:
      "im selling my old phone online and the battery is kinda busted. do i have to tell the buyer or is that their problem",
    articles: ["ST II-II, q. 77, a. 3"],
  },
];
