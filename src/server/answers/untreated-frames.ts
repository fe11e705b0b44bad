/**
 * For a matter he never treated, the principles he did teach that bear on its kind: a choice to make, the use
 * of pleasures and pastimes, a machine said to think, the order of the universe, money, learning, honesty and
 * others' property, the body, the goods of the earth, and whether a deed of our day is right. Each sentence was
 * chosen by reading its article and is quoted exactly as the article has it (a test checks it against the
 * text). The nearest articles by words and meaning come after these, and only when they meet the question well.
 */
export interface Principle {
  articleRef: string;
  /** A sentence of the article, quoted exactly (from its respondeo or a reply). */
  sentence: string;
}

export interface PrincipleFrame {
  name: string;
  /**
   * How those who follow him today would apply the frame's principles to such a matter: our reasoning, never
   * presented as his (the reply says so), for an adult and for a child.
   */
  application: { adult: string; child: string };
  matches: (question: string) => boolean;
  principles: Principle[];
}

const words = (pattern: string) => {
  const re = new RegExp(`\\b(?:${pattern})\\b`, "i");
  return (q: string) => re.test(q);
};

const MACHINE = words(
  "robots?|artificial intelligence|a\\.?i\\.?|computers?|machines?|chatbots?|chatgpt|androids?",
);
const MIND = words(
  "think|thinks|thinking|feel|feels|feelings?|conscious|consciousness|alive|soul|souls|mind|understand|emotions?|love|sentient|person|people",
);

/** Most particular first: a question about a game's price is first about money, then about pastimes. */
export const PRINCIPLE_FRAMES: PrincipleFrame[] = [
  {
    name: "a machine said to think or feel",
    application: {
      adult:
        "a machine that computes or imitates our speech does not for that understand, for understanding is the act of a soul that subsists of itself; nor is it alive, for it does not move itself but is moved by those who make and run it.",
      child:
        "a machine can copy what people say, but it does not understand or feel anything, because it has no soul and is not alive.",
    },
    matches: (q) => MACHINE(q) && MIND(q),
    principles: [
      {
        articleRef: "ST I, q. 75, a. 2",
        sentence:
          "We must conclude, therefore, that the human soul, which is called the intellect or the mind, is something incorporeal and subsistent.",
      },
      {
        articleRef: "ST I, q. 18, a. 1",
        sentence:
          "We say then that an animal begins to live when it begins to move of itself: and as long as such movement appears in it, so long as it is considered to be alive.",
      },
    ],
  },
  {
    name: "the universe and the worlds in it",
    application: {
      adult:
        "however much the heavens are found to hold, the one order of all things still points to one Maker of them all.",
      child: "however big the universe is, it all fits together as one, because one God made all of it.",
    },
    matches: words(
      "aliens?|extraterrestrials?|planets?|outer space|space travel|universe|galax(?:y|ies)|mars|multiverse|other worlds?|big bang|black holes?",
    ),
    principles: [
      {
        articleRef: "ST I, q. 47, a. 3",
        sentence: "The very order of things created by God shows the unity of the world.",
      },
    ],
  },
  {
    name: "a fact of the world, for the sciences to find",
    application: {
      adult:
        "a question of how the world is made or measured belongs to the sciences that study it by observing and reckoning; faith neither settles it nor has anything to fear from it.",
      child: "that is a question for scientists to find out by looking and measuring.",
    },
    matches: words(
      "visible from space|how (?:tall|far|big|old|fast|many|much|deep|hot|cold)|who invented|what year|when was .+ (?:built|invented|discovered)|science|scientists?|physics|chemistry|biology|experiments?",
    ),
    principles: [
      {
        articleRef: "ST I, q. 1, a. 1",
        sentence:
          "Sciences are differentiated according to the various means through which knowledge is obtained.",
      },
    ],
  },
  {
    name: "money and what it buys",
    application: {
      adult:
        "money is good as a means, in the measure a person needs for his state of life; seeking more of it for its own sake is covetousness, and what one has beyond one's need should be ready to help others.",
      child:
        "money is useful for living, but it cannot make us truly happy, and what we have extra we should be ready to share.",
    },
    matches: words(
      "money|rich|wealth|wealthy|buy|buying|invest|investing|investments?|crypto|cryptocurrenc(?:y|ies)|bitcoin|stocks?|stock market|prices?|sell|selling|profits?|salary|spend(?:ing)?(?! (?:(?:all|the whole|so much|too much|a lot of|most of|half|my|your|our|their|the|hours|whole)\\b|\\w+ (?:hours?|minutes?|days?|nights?|weeks?|weekends?|time)\\b|time\\b))|shopping|lottery|gambl(?:e|ing)|expensive|afford",
    ),
    principles: [
      {
        articleRef: "ST II-II, q. 118, a. 1",
        sentence:
          "Hence it must needs be that man's good in their respect consists in a certain measure, in other words, that man seeks, according to a certain measure, to have external riches, in so far as they are necessary for him to live in keeping with his condition of life.",
      },
      {
        articleRef: "ST II-II, q. 66, a. 2",
        sentence:
          "In this respect man ought to possess external things, not as his own, but as common, so that, to wit, he is ready to communicate them to others in their need.",
      },
    ],
  },
  {
    name: "honesty, and what belongs to others",
    application: {
      adult:
        "passing off another's work as one's own, or taking what belongs to another, breaks the trust people live together by and is unjust, whatever new means is used to do it.",
      child:
        "cheating or taking what belongs to someone else is wrong, because people need to be able to trust each other.",
    },
    matches: words(
      "cheat|cheating|plagiari[sz](?:e|ing|m)|copy|copying|fake|pirat(?:e|ed|ing)|download(?:ing)?|steal|stealing|hack|hacking|lie|lying|catfish(?:ing)?|scam|write my|do my homework|ghostwrit(?:e|ten|ing)",
    ),
    principles: [
      {
        articleRef: "ST II-II, q. 109, a. 3",
        sentence:
          "Now it would be impossible for men to live together, unless they believed one another, as declaring the truth one to another.",
      },
      {
        articleRef: "ST II-II, q. 66, a. 5",
        sentence:
          "First, because of its opposition to justice, which gives to each one what is his, so that for this reason theft is contrary to justice, through being a taking of what belongs to another.",
      },
    ],
  },
  {
    name: "rules and those who make them",
    application: {
      adult:
        "a rule made by those who have charge of a school, a home or a country binds in conscience when it is just: when it serves the common good, stays within their authority and lays fair burdens, even if it seems needless; one may ask that it be changed, but keeping it only when watched is not keeping it.",
      child:
        "a fair rule from your parents or your school should be kept even when nobody is watching, and if you think it is unfair, you can ask about it politely.",
    },
    matches: words(
      "rules?|banned|bans?|policy|policies|curfew|dress code|uniforms?|obey|obeying|disobey|disobeying|illegal|speed limit|my parents (?:say|said|won't|wont|don't|dont)|(?:teacher|school|boss|coach) (?:says|said|won't|wont)",
    ),
    principles: [
      {
        articleRef: "ST I-II, q. 96, a. 4",
        sentence:
          'If they be just, they have the power of binding in conscience, from the eternal law whence they are derived, according to Prov. 8:15: "By Me kings reign, and lawgivers decree just things."',
      },
      {
        articleRef: "ST II-II, q. 104, a. 5",
        sentence:
          "When the Apostle says \"in all things,\" he refers to matters within the sphere of a father's or master's authority.",
      },
    ],
  },
  {
    name: "learning and study",
    application: {
      adult:
        "study is the keen application of the mind, good when it is ordered to the truth and to one's duties; and in deciding how and what to learn, one does well to take the advice of those with experience.",
      child:
        "learning takes real attention, and it helps to ask older people who have learned a lot how to do it well.",
    },
    matches: words(
      "learn|learning|study|studying|school|schools|college|university|homework|essays?|exams?|tests?|reading|books?|attention span|attention|teachers?|classes|grades|degree|major",
    ),
    principles: [
      {
        articleRef: "ST II-II, q. 166, a. 1",
        sentence: "Properly speaking, study denotes keen application of the mind to something.",
      },
      {
        articleRef: "ST II-II, q. 49, a. 3",
        sentence:
          "Hence in matters of prudence man stands in very great need of being taught by others, especially by old folk who have acquired a sane understanding of the ends in practical matters.",
      },
    ],
  },
  {
    name: "the body and its health",
    application: {
      adult:
        "each one is entrusted with the care of his own body: what serves its health is good, and its pleasures, or any change made to it, are measured by the needs of life and by reason.",
      child:
        "God gave you your body to take care of, so what keeps it healthy is good, and too much of anything is not.",
    },
    matches: words(
      "tattoos?|piercings?|vaccin(?:e|es|ate|ation)|diet|dieting|surgery|cosmetic|health|healthy|medicine|doctors?|exercise|gym|steroids?|organ donation",
    ),
    principles: [
      {
        articleRef: "ST II-II, q. 65, a. 1",
        sentence:
          "If, however, the member be decayed and therefore a source of corruption to the whole body, then it is lawful with the consent of the owner of the member, to cut away the member for the welfare of the whole body, since each one is entrusted with the care of his own welfare.",
      },
      {
        articleRef: "ST II-II, q. 141, a. 6",
        sentence:
          "Wherefore temperance takes the need of this life, as the rule of the pleasurable objects of which it makes use, and uses them only for as much as the need of this life requires.",
      },
    ],
  },
  {
    name: "the goods of the earth",
    application: {
      adult:
        "the things of the earth are God's, given for the use of all: they are to be used with care for others' needs, not spent or spoiled as if they were one's own alone.",
      child:
        "the earth belongs to God, and He gave it for everyone to use, so we should take care of it and share it.",
    },
    matches: words(
      "climate|climate change|global warming|environment|environmental|pollution|recycl(?:e|ing)|plastic|plastics|for the planet|forests?|oceans?|animals?|pets?|zoos?|meat|vegan|vegetarian",
    ),
    principles: [
      {
        articleRef: "ST II-II, q. 66, a. 1",
        sentence:
          "First, as regards their nature, and this is not subject to the power of man, but only to the power of God Whose mere will all things obey.",
      },
      {
        articleRef: "ST II-II, q. 66, a. 2",
        sentence:
          "In this respect man ought to possess external things, not as his own, but as common, so that, to wit, he is ready to communicate them to others in their need.",
      },
    ],
  },
  {
    name: "pleasures and pastimes",
    application: {
      adult:
        "play and rest are good, for the soul needs refreshment as the body does, but they are measured by what life needs: when they crowd out one's duties, sleep or people, they have become too much.",
      child:
        "having fun and resting is good, but not so much that it pushes out your work, your sleep or your family.",
    },
    matches: words(
      "games?|gaming|video games?|netflix|binge|binge-watch(?:ing)?|tv|television|movies?|films?|youtube|tiktok|instagram|snapchat|social media|scroll(?:ing)?|addict(?:ed|ive|ion)?|phones?|smartphones?|screens?|screen time|fun|entertainment|vap(?:e|ing)|junk food|music|parties|party|hobby|hobbies|sports?|soccer|football|basketball|baseball|hockey|esports",
    ),
    principles: [
      {
        articleRef: "ST II-II, q. 141, a. 6",
        sentence:
          "Wherefore temperance takes the need of this life, as the rule of the pleasurable objects of which it makes use, and uses them only for as much as the need of this life requires.",
      },
      {
        articleRef: "ST II-II, q. 168, a. 2",
        sentence:
          "Just as man needs bodily rest for the body's refreshment, because he cannot always be at work, since his power is finite and equal to a certain fixed amount of labor, so too is it with his soul, whose power is also finite and equal to a fixed amount of work.",
      },
    ],
  },
  {
    name: "a choice to make",
    application: {
      adult:
        "a choice like this is made by counsel: weigh what each way serves and what it costs, take the advice of those who know you and the matter, and then choose what best serves the good you are aiming at.",
      child:
        "before you choose, think about what each choice is good for, and ask a parent or someone wise to help you decide.",
    },
    matches: words(
      "should i|should we|should my|is it worth|worth it|better to|gap year|which one|which is better|decide|deciding|decision|choose|choosing|career|move to|quit|take a",
    ),
    principles: [
      {
        articleRef: "ST I-II, q. 14, a. 1",
        sentence:
          "Now in things doubtful and uncertain the reason does not pronounce judgment, without previous inquiry: wherefore the reason must of necessity institute an inquiry before deciding on the objects of choice; and this inquiry is called counsel.",
      },
      {
        articleRef: "ST II-II, q. 49, a. 3",
        sentence:
          "Hence in matters of prudence man stands in very great need of being taught by others, especially by old folk who have acquired a sane understanding of the ends in practical matters.",
      },
    ],
  },
  {
    name: "whether a deed of our day is right",
    application: {
      adult:
        "a deed is right when it agrees with right reason about man's good: one asks what good or harm it does to oneself and to others, and follows one's conscience once it is well informed.",
      child:
        "to know if something is right, ask whether it is good for you and for others, and listen to your conscience.",
    },
    matches: words(
      "is it (?:wrong|bad|ok|okay|alright|fine|immoral|unethical|ethical|moral|evil|a sin|sinful|allowed|right)|a sin to|sinful|morally|moral duty|ethical|unethical",
    ),
    principles: [
      {
        articleRef: "ST I-II, q. 94, a. 2",
        sentence:
          "All other precepts of the natural law are based upon this: so that whatever the practical reason naturally apprehends as man's good (or evil) belongs to the precepts of the natural law as something to be done or avoided.",
      },
      {
        articleRef: "ST I-II, q. 19, a. 5",
        sentence:
          "We must therefore conclude that, absolutely speaking, every will at variance with reason, whether right or erring, is always evil.",
      },
    ],
  },
];

/** The principles that bear on the kinds of thing asked, most particular first, each article once. */
export function framedPrinciples(question: string, most = 3): Principle[] {
  const chosen: Principle[] = [];
  for (const frame of PRINCIPLE_FRAMES) {
    if (!frame.matches(question)) continue;
    for (const p of frame.principles) {
      if (chosen.length >= most) return chosen;
      if (!chosen.some((c) => c.articleRef === p.articleRef)) chosen.push(p);
    }
  }
  return chosen;
}

/** How those who follow him today would apply the principles of the first kind the question is of, or null. */
export function frameApplication(question: string): PrincipleFrame["application"] | null {
  return PRINCIPLE_FRAMES.find((frame) => frame.matches(question))?.application ?? null;
}
