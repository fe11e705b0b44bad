import {
  BookOpen,
  GraduationCap,
  Hourglass,
  Languages,
  Layers,
  type LucideIcon,
  MessagesSquare,
  Printer,
  SlidersHorizontal,
  Swords,
} from "lucide-react";

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The features the landing page advertises. */
export const FEATURES: readonly Feature[] = [
  {
    title: "Dialogue with the Angelic Doctor",
    description:
      "Ask in your own words. Saint Thomas answers in his, drawing on the Summa Theologiae, the Summa contra Gentiles and Scripture.",
    icon: MessagesSquare,
  },
  {
    title: "Structured Debates",
    description:
      "Set him against more than 15 philosophers, from Plato and Aristotle to Kant and Nietzsche, and follow the argument turn by turn.",
    icon: Swords,
  },
  {
    title: "Educational Materials Generator",
    description:
      "Turn any answer or debate into lesson plans, quizzes, worksheets, flashcards and study guides: 10 material types in all.",
    icon: GraduationCap,
  },
  {
    title: "Six Education Levels",
    description:
      "Explanations adapt from elementary (ages 6-11) through middle and high school, college and graduate, to academic scholar.",
    icon: Layers,
  },
  {
    title: "Scripture & Primary Sources",
    description:
      "Every reply carries citations to the exact article, objection or reply, and the Bible verses he cites, ready to open and read.",
    icon: BookOpen,
  },
  {
    title: "Latin Beside English",
    description:
      "Read the original Latin of each passage next to the English translation, aligned section by section.",
    icon: Languages,
  },
  {
    title: "Three Response Styles",
    description:
      "Conversational for warm personal dialogue, educational for structured scholarly presentation, or balanced: a blend of warmth and rigor.",
    icon: SlidersHorizontal,
  },
  {
    title: "The \u201cDumb Ox\u201d Button",
    description:
      "Named for the nickname his fellow students gave him: one press asks for a plainer, simpler explanation of the last answer.",
    icon: Hourglass,
  },
  {
    title: "Print & Save",
    description:
      "Print study materials as clean handouts, save them to your library, and export a conversation with its full bibliography.",
    icon: Printer,
  },
];

/** Planned features, listed on the landing page as coming soon. */
export const COMING_SOON: readonly { title: string; description: string }[] = [
  { title: "Learning Profile", description: "Remembers your level, interests and progress." },
  { title: "Custom Study Plans", description: "A path through the Summa shaped to your goals." },
  { title: "Voice Conversations", description: "Speak your questions and hear his answers." },
  { title: "Visual Philosophy Maps", description: "See how questions, articles and ideas connect." },
  { title: "Study Groups", description: "Read and question the texts together." },
  { title: "Community Forums", description: "Discuss the great questions with other learners." },
  { title: "Cross-Reference Engine", description: "Follow a theme across all of his works." },
  { title: "Research Assistant Mode", description: "Support for papers, theses and close reading." },
  { title: "Modern Ethics Advisor", description: "Thomistic principles applied to today's questions." },
  { title: "Spiritual Direction Features", description: "Reflections for prayer and the life of virtue." },
];
