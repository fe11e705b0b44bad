import type { LevelBank } from "../types";

// Plain language with the first technical words a young teenager meets.
export const middleBank: LevelBank = {
  general: [
    "Can we prove that God exists, or do we just believe it?",
    "What is the purpose of human life?",
    "Does the soul live on after the body dies?",
    "Why does God allow evil and suffering?",
    "What is a virtue, and how do we get one?",
    "Does everything that happens have a cause?",
    "Can faith and reason ever really disagree?",
    "What is the natural law?",
    "Why do you call God the first mover?",
    "Why do people sin even when they know it is wrong?",
  ],
  theological: [
    "Why did the Son of God become human?",
    "What happens in the sacrament of Baptism?",
    "Do angels have bodies?",
    "What are faith, hope and charity?",
    "Why did God create anything at all?",
    "Can we see God after we die?",
  ],
  philosophical: [
    "How does the mind come to know things?",
    "Do we have free will?",
    "How are the soul and the body different?",
    "What makes something true?",
    "Could the world have existed forever?",
    "Are emotions good or bad?",
  ],
  ethical: [
    "Is lying ever allowed, even to protect someone?",
    "What makes an action good or bad?",
    "Is it wrong to want to be rich?",
    "What is justice?",
    "Can a war ever be just?",
    "Why is pride called the worst of sins?",
  ],
};
