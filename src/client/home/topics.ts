import { Crown, Gem, Landmark, type LucideIcon, Scale, Sparkles, Sun } from "lucide-react";

export interface Topic {
  label: string;
  icon: LucideIcon;
  /** The opening question placed in the chat box; each is one his works answer directly. */
  question: string;
}

/** The six topic badges of the landing page. */
export const TOPICS: readonly Topic[] = [
  {
    label: "Ethics & Virtue",
    icon: Scale,
    question: "What is a virtue, and how does a person become good?",
  },
  {
    label: "The Nature of God",
    icon: Sun,
    question: "Can human reason prove that God exists?",
  },
  {
    label: "Natural Law",
    icon: Landmark,
    question: "What is the natural law, and what is its first precept?",
  },
  {
    label: "Faith & Reason",
    icon: Sparkles,
    question: "If reason can know so much, why do we need faith and revelation?",
  },
  {
    label: "Political Philosophy",
    icon: Crown,
    question: "What makes a human law just, and must we obey an unjust law?",
  },
  {
    label: "Metaphysics",
    icon: Gem,
    question: "What is the difference between a thing's essence and its existence?",
  },
];
