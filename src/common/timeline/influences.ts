import type { TimelineEvent } from "./categories.js";

/** The thinkers before him whose work Thomas read, answered and built upon. */
export const INFLUENCE_EVENTS: readonly TimelineEvent[] = [
  {
    year: 384,
    title: "Augustine Comes to Milan",
    description:
      "Augustine, born at Thagaste in North Africa in 354, takes up the public chair of rhetoric at Milan. There he hears Bishop Ambrose preach, a turning point that leads to his conversion in 386.",
    category: "influence",
    location: "Milan, Italy",
    influence: {
      name: "Augustine of Hippo",
      dates: "354–430",
      contribution:
        "Joined Christian faith to Platonist philosophy: God as the source of all truth, evil as a privation of good, the restless heart that finds rest only in God.",
      works: ["Confessions", "The City of God", "On the Trinity", "On Christian Doctrine"],
      impact:
        "The Church Father Thomas cites most often; the Summa's objections and replies are full of him, and its sed contra often quotes him.",
    },
    significance:
      "Augustine's theology was the common inheritance of every medieval theologian; Thomas received it whole and set it in dialogue with Aristotle.",
  },
  {
    year: 524,
    circa: true,
    title: "Boethius Writes the Consolation of Philosophy",
    description:
      "Imprisoned at Pavia under King Theodoric and awaiting execution, the Roman statesman Boethius writes The Consolation of Philosophy, a dialogue on fortune, providence and true happiness.",
    category: "influence",
    location: "Pavia, Italy",
    influence: {
      name: "Boethius",
      dates: "c. 477–524",
      contribution:
        "Translated Aristotle's logic into Latin and gave the Middle Ages its definitions of person, eternity and happiness.",
      works: [
        "The Consolation of Philosophy",
        "De Trinitate",
        "De Hebdomadibus",
        "Latin translations of Aristotle's logic",
      ],
      impact:
        "Thomas wrote commentaries on two of his theological treatises and adopts his definition of a person, an individual substance of a rational nature.",
    },
    significance:
      "Boethius handed Greek philosophical vocabulary to the Latin West, where Thomas would inherit it.",
  },
  {
    year: 1037,
    title: "Death of Avicenna",
    description:
      "Ibn Sina, physician and philosopher, dies at Hamadan in Persia. His encyclopedic Book of the Cure had recast Aristotle's philosophy within a Neoplatonic framework.",
    category: "influence",
    location: "Hamadan, Persia",
    influence: {
      name: "Avicenna (Ibn Sina)",
      dates: "c. 980–1037",
      contribution:
        "Distinguished what a thing is, its essence, from the fact that it exists, and analysed being as the first notion of the mind.",
      works: ["The Book of the Cure (al-Shifa)", "The Canon of Medicine"],
      impact:
        "Thomas's early treatise On Being and Essence takes up and transforms Avicenna's distinction between essence and existence.",
    },
    significance:
      "Through Latin translations, Avicenna shaped the metaphysical questions Thomas would answer.",
  },
  {
    year: 1126,
    title: "Birth of Averroes",
    description:
      "Ibn Rushd is born in Córdoba. As judge, physician and philosopher, he will write line-by-line commentaries on nearly all of Aristotle's works.",
    category: "influence",
    location: "Córdoba, al-Andalus",
    influence: {
      name: "Averroes (Ibn Rushd)",
      dates: "1126–1198",
      contribution:
        'Offered the most thorough reading of Aristotle of the age, earning the medieval title "the Commentator".',
      works: [
        "Long Commentaries on Aristotle",
        "The Incoherence of the Incoherence",
        "The Decisive Treatise",
      ],
      impact:
        "Thomas relied on his commentaries while rejecting the Latin Averroists' thesis of a single intellect for all mankind, in On the Unity of the Intellect (1270).",
    },
    significance: "Averroes made Aristotle readable in depth; Thomas engaged him as both guide and opponent.",
  },
  {
    year: 1190,
    circa: true,
    title: "Maimonides Completes the Guide for the Perplexed",
    description:
      "In Fustat, Egypt, the rabbi, jurist and physician Moses Maimonides completes his Guide for the Perplexed, addressed to believers unsettled by philosophy.",
    category: "influence",
    location: "Fustat (Cairo), Egypt",
    influence: {
      name: "Moses Maimonides",
      dates: "1138–1204",
      contribution:
        "Showed how revealed faith and Aristotelian reason can be held together, and how language about God must be purified of creaturely limits.",
      works: ["The Guide for the Perplexed", "Mishneh Torah"],
      impact:
        'Thomas cites "Rabbi Moses" with respect on the names of God, the eternity of the world and the reasons for the precepts of the Old Law.',
    },
    significance:
      "Maimonides offered Thomas a model of a believer thinking philosophically about revelation.",
  },
  {
    year: 1200,
    circa: true,
    title: "Birth of Albert the Great",
    description:
      "Albert is born at Lauingen in Swabia. A Dominican friar of encyclopedic learning, he will master and teach the whole of Aristotle's philosophy and natural science.",
    category: "influence",
    location: "Lauingen, Swabia",
    influence: {
      name: "Albert the Great",
      dates: "c. 1200–1280",
      contribution:
        "Championed the study of Aristotle and of nature at a time when many theologians distrusted both.",
      works: ["Commentaries on Aristotle", "Commentary on the Sentences", "On Minerals", "On Animals"],
      impact:
        "Thomas's teacher in Paris and Cologne, who recognised his genius and defended his memory after his death.",
    },
    significance:
      "Without Albert's teaching, Thomas's synthesis of faith and Aristotelian reason is hard to imagine.",
  },
];
