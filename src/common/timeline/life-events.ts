import type { TimelineEvent } from "./categories.js";

/** Thomas's own life, studies and works, in order. */
export const LIFE_EVENTS: readonly TimelineEvent[] = [
  {
    year: 1225,
    title: "Born at Roccasecca",
    description:
      "Thomas is born in the family castle of Roccasecca, between Rome and Naples, the youngest son of Landulf of Aquino and his wife Theodora.",
    category: "life",
    location: "Roccasecca, Kingdom of Sicily",
    significance:
      "A son of the southern Italian nobility, he was expected to rise to high office in the Church.",
  },
  {
    year: 1230,
    circa: true,
    title: "Oblate at Monte Cassino",
    description:
      "Aged about five, Thomas is given as an oblate to the great Benedictine abbey of Monte Cassino, where he learns to read, to pray the psalms and to study.",
    category: "study",
    location: "Monte Cassino Abbey",
    significance:
      "His family hoped he would one day become its abbot; the monastery gave him his first formation in prayer and learning.",
  },
  {
    year: 1239,
    title: "Student at the University of Naples",
    description:
      "When the emperor's troops occupy Monte Cassino, Thomas moves to the university recently founded by Frederick II at Naples, where he studies the liberal arts and first meets Aristotle's natural philosophy.",
    category: "study",
    location: "Naples",
    significance:
      "Naples opened Aristotle to him and brought him into contact with the new Order of Preachers.",
  },
  {
    year: 1244,
    title: "Joins the Dominicans; Detained by His Family",
    description:
      "Thomas receives the habit of the Order of Preachers at Naples. On his way north his brothers seize him, and his family keeps him at home for about a year, trying in vain to change his mind.",
    category: "life",
    location: "Naples and Roccasecca",
    significance:
      "He chose a poor, new, itinerant order devoted to preaching and study over a career of wealth and rank; his family finally relented in 1245.",
  },
  {
    year: 1245,
    title: "Studies under Albert in Paris and Cologne",
    description:
      'Thomas studies in Paris and from 1248 follows Albert the Great to the new Dominican house of studies at Cologne. His quiet bulk earns him the nickname "the Dumb Ox", and Albert replies that this ox\'s bellowing will one day be heard throughout the world.',
    category: "study",
    location: "Paris and Cologne",
    significance:
      "Under Albert he absorbed Aristotle and the method of careful commentary that marks all his work.",
  },
  {
    year: 1256,
    title: "Master of Theology at Paris",
    description:
      "After lecturing on Peter Lombard's Sentences, Thomas incepts as master of theology at the University of Paris, amid the dispute over whether friars should hold chairs there.",
    category: "study",
    location: "University of Paris",
    significance:
      "As regent master he lectured on Scripture, held disputations such as On Truth, and preached, the three duties of a master.",
  },
  {
    year: 1259,
    circa: true,
    title: "The Summa contra Gentiles",
    description:
      "Thomas begins the Summa contra Gentiles in Paris and completes it in Italy, around 1265. Its four books argue from reason as far as reason can go, then from revelation.",
    category: "work",
    location: "Paris and Orvieto",
    significance:
      "A defence of the truth of the Catholic faith addressed to those who do not share its premises, showing what reason can know of God.",
  },
  {
    year: 1265,
    title: "The Summa Theologiae Begun",
    description:
      'Teaching young Dominicans at Santa Sabina in Rome, Thomas begins the Summa Theologiae, a complete introduction to theology "for beginners" in questions and articles.',
    category: "work",
    location: "Rome",
    significance:
      "His masterpiece: over five hundred questions on God, creation, the moral life and Christ, left unfinished at his death.",
  },
  {
    year: 1274,
    title: "Death at Fossanova",
    description:
      "After an experience during Mass in Naples on 6 December 1273, Thomas stops writing, saying that all he has written seems to him like straw. Travelling to the Council of Lyon, he falls ill and dies on 7 March 1274 at the Cistercian abbey of Fossanova.",
    category: "life",
    location: "Fossanova Abbey",
    significance:
      "Canonised in 1323 and named a Doctor of the Church in 1567, he remains the Church's Common Doctor.",
  },
];
