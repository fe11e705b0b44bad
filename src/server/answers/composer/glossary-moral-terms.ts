import type { GlossaryTerm } from "./glossary-terms.js";

/** Terms of the soul, morals and grace; the interface and the rest of the terms are in glossary-terms.ts. */
export const MORAL_TERMS: GlossaryTerm[] = [
  {
    term: "intellect",
    en: /\b(?:intellect|intellectual)\b/i,
    la: /\bintellect\w*/i,
    weight: 4,
    basic: "The mind is the part of you that thinks and knows.",
    plain:
      "The intellect is the power of the soul that understands: it grasps what things are, not just how they look.",
    exact:
      "The intellect is the immaterial cognitive power that abstracts intelligible species from phantasms and knows the natures of things universally.",
  },
  {
    term: "will",
    en: /\b(?:the will|free[- ]will|free choice)\b/i,
    la: /\b(?:voluntas|voluntatis|liberum arbitrium)\b/i,
    weight: 4,
    basic: "The will is the part of you that chooses and loves.",
    plain: "The will is the power to want and choose what the mind sees as good.",
    exact:
      "The will is the rational appetite: it tends to the good as apprehended by the intellect and is free with respect to particular goods.",
  },
  {
    term: "soul",
    en: /\bsouls?\b/i,
    la: /\banim(?:a|ae|am)\b/i,
    weight: 3,
    basic: "Your soul is what makes you alive. It lets you think and love.",
    plain: "The soul is what makes a living body alive. A human soul can also think and choose.",
    exact:
      "The soul is the first act (substantial form) of a living body; the human soul is intellectual and subsistent, and so survives the body's corruption.",
  },
  {
    term: "virtue",
    en: /\bvirtues?\b/i,
    la: /\bvirtu\w*/i,
    weight: 4,
    basic: "A virtue is a good habit. It makes it easy to do good.",
    plain:
      "A virtue is a good habit built up by practice that makes it easier to act well, like a skill for being good.",
    exact:
      "Virtue is a good operative habit perfecting a power for its proper act; moral virtues observe the mean determined by right reason.",
  },
  {
    term: "prudence",
    en: /\bprudence\b/i,
    la: /\bprudenti\w*/i,
    weight: 5,
    basic: "Prudence is being wise about what to do right now.",
    plain: "Prudence is practical wisdom: knowing what the good thing to do is here and now, and doing it.",
    exact:
      "Prudence is right reason applied to action; it deliberates, judges and commands the means, and so governs the other moral virtues.",
  },
  {
    term: "justice",
    en: /\bjustice\b/i,
    la: /\biustiti\w*/i,
    weight: 4,
    basic: "Justice is giving each person what is fair.",
    plain: "Justice is the steady will to give each person what is owed to them.",
    exact:
      "Justice is the habit by which one renders to each his right with a constant and perpetual will; its object is the just, an equality between persons.",
  },
  {
    term: "charity",
    en: /\bcharity\b/i,
    la: /\bcaritat\w*|\bcaritas\b/i,
    weight: 5,
    basic: "Charity is loving God most of all, and others for God.",
    plain:
      "Charity is love of God above all things, and of our neighbour for God's sake. It is a gift, and it is friendship with God.",
    exact:
      "Charity is a theological virtue, infused, by which we love God for his own sake as the object of beatitude and our neighbour in God; it is the form of the virtues.",
  },
  {
    term: "faith",
    en: /\bfaith\b/i,
    la: /\bfide[is]?\b|\bfidem\b/i,
    weight: 4,
    basic: "Faith means trusting what God has told us, even things we cannot see.",
    plain:
      "Faith is believing what God has shown us because God is the one who said it, even where our reason cannot see it for itself.",
    exact:
      "Faith is a theological virtue by which the intellect, moved by the will under grace, assents to divine truth on the authority of God revealing.",
  },
  {
    term: "grace",
    en: /\bgrace\b/i,
    la: /\bgrati(?:a|ae|am)\b/i,
    weight: 5,
    basic: "Grace is God's free gift that helps us be good and be His friends.",
    plain: "Grace is a free gift of God that heals us and raises us up, so that we can live as His friends.",
    exact:
      "Grace is a supernatural gift by which God moves and elevates the rational creature; habitual grace is a created quality in the soul, participating the divine nature.",
  },
  {
    term: "happiness",
    en: /\b(?:happiness|beatitude)\b/i,
    la: /\bbeatitud\w*/i,
    weight: 4,
    basic: "Real joy is what we all want most. It is found in God.",
    plain:
      "Happiness (beatitude) is the complete good that fills every desire. No thing on earth can do that; only God can.",
    exact:
      "Beatitude is the attainment of the last end; imperfect in this life, it is perfect in the vision of the divine essence, an act of the intellect.",
  },
  {
    term: "natural law",
    en: /\bnatural law\b/i,
    la: /\blex naturalis|\blegis naturalis|\blege naturali/i,
    weight: 5,
    basic: "The natural law is the sense of right and wrong God put in every person.",
    plain:
      "The natural law is the part of God's plan we can know by reason alone: do good and avoid evil, and what follows from that.",
    exact:
      "The natural law is the rational creature's participation in the eternal law; its first precept, that good is to be done and evil avoided, grounds all the others.",
  },
  {
    term: "eternal law",
    en: /\beternal law\b/i,
    la: /\blex aeterna|\blegis aeternae|\blege aeterna/i,
    weight: 5,
    basic: "God's plan for the whole world is called the eternal law.",
    plain: "The eternal law is God's wise plan by which He guides everything He made.",
    exact:
      "The eternal law is the type of divine wisdom as directing all acts and movements; every other law derives from it in so far as it shares in right reason.",
  },
  {
    term: "synderesis",
    en: /\bsynderesis\b/i,
    la: /\bsynderesis\b/i,
    weight: 5,
    basic: "Deep inside, we all know that good must be done. That knowing has a name: synderesis.",
    plain:
      'Synderesis is the inborn grasp of the first rules of right action, such as "do good and avoid evil."',
    exact:
      "Synderesis is the natural habit of the first principles of practical reason; it is not a distinct power but a habit, and it inclines to good and murmurs at evil.",
  },
  {
    term: "conscience",
    en: /\bconscience\b/i,
    la: /\bconscienti\w*/i,
    weight: 4,
    basic: 'Your conscience is your mind saying, "This is right" or "This is wrong."',
    plain:
      "Conscience is not a separate power; it is the mind judging that this act, here and now, is right or wrong.",
    exact:
      "Conscience is an act, the application of knowledge to a particular deed; it binds, accuses or excuses, and it can err.",
  },
  {
    term: "evil",
    en: /\bevil\b/i,
    la: /\bmal(?:um|i|o)\b/i,
    weight: 3,
    basic: "Evil is when something good is missing that should be there.",
    plain:
      "Evil is not a thing of its own. It is a lack: some good that ought to be there is missing, like blindness in an eye.",
    exact:
      "Evil is the privation of a due good; it has no formal cause of its own and is caused only accidentally, by a good deficient in its action.",
  },
  {
    term: "simplicity",
    en: /\b(?:simple|simplicity|composition|composite)\b/i,
    asked: /\bsimplicity\b/i,
    named: /\bsimplicity\b/i,
    la: /\bsimplex|\bsimplicit\w*|\bcomposit\w*/i,
    weight: 4,
    basic: "God is not made of parts. He is one, all the way through.",
    plain:
      "To say God is simple means He has no parts: nothing is put together in Him, and nothing in Him can come apart.",
    exact:
      "Divine simplicity excludes every composition: of quantitative parts, of matter and form, of nature and suppositum, of essence and existence, of genus and difference, of substance and accident.",
  },
  {
    term: "infinite",
    en: /\binfinit\w*/i,
    la: /\binfinit\w*/i,
    weight: 2,
    basic: "Infinite means without any end or limit.",
    plain: "Infinite means without limit. God's goodness is infinite because nothing holds it back.",
    exact:
      "The infinite is what lacks a term; God is infinite not by quantity but because his being is not received in any limiting essence.",
  },
  {
    term: "first principles",
    en: /\bfirst principles?\b|\bindemonstrable\b/i,
    la: /\bprim\w*\s+principi\w*|\bindemonstrabil\w*/i,
    weight: 4,
    basic: "Some things are so plain we know them right away. We start from them.",
    plain:
      'First principles are truths we grasp at once and build everything else on, like "a thing cannot be and not be at the same time."',
    exact:
      "First principles are self-evident, indemonstrable propositions, known by the habit of understanding, from which demonstration proceeds in the speculative and practical orders.",
  },
  {
    term: "precept",
    en: /\bprecepts?\b/i,
    la: /\bpraecept\w*/i,
    weight: 4,
    basic: "A precept is a rule that tells us what to do.",
    plain: 'A precept is a rule of action, a "do this" or "avoid that" given by reason or by law.',
    exact:
      "A precept is a dictate of practical reason ordering action to an end; the precepts of natural law follow the order of natural inclinations.",
  },
  {
    term: "sacred doctrine",
    en: /\bsacred doctrine\b/i,
    la: /\bsacra doctrina|\bsacrae doctrinae/i,
    weight: 4,
    basic: "Sacred doctrine is what God has taught us about Himself.",
    plain:
      "Sacred doctrine is the teaching that comes from what God has revealed, studied with the help of reason.",
    exact:
      "Sacred doctrine is the science that proceeds from principles known by revelation, the articles of faith, as a subalternate science proceeds from a higher one.",
  },
  {
    term: "habit",
    en: /\bhabits?\b/i,
    la: /\bhabitus\b/i,
    weight: 3,
    basic: "A habit is something we do so often that it gets easy.",
    plain: "A habit is a settled way of being ready to act, good or bad, that grows by practice.",
    exact:
      "A habit is a quality difficult to change that disposes a power well or ill in relation to its act; virtues and vices are operative habits.",
  },
  {
    term: "providence",
    en: /\bprovidence\b/i,
    la: /\bprovidenti\w*/i,
    weight: 4,
    basic: "God takes care of all the things He made. That care is His providence.",
    plain: "Providence is God's plan for guiding every creature to its good, down to the smallest thing.",
    exact:
      "Providence is the type of the order of things towards their end existing in the divine mind; its execution is government.",
  },
  {
    term: "the Philosopher",
    en: /\bthe Philosopher\b/i,
    weight: 2,
    basic: 'When I say "the Philosopher," I mean Aristotle, a wise Greek teacher.',
    plain: '"The Philosopher" is how I name Aristotle, the Greek thinker whose work I learned from.',
    exact:
      '"The Philosopher" designates Aristotle, whose works (in Latin translation) furnish much of the philosophical apparatus of these questions.',
  },
];
