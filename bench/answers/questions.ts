/** Development questions for the answers benchmark: the kinds of thing learners ask, in their words. */
export const DEV_QUESTIONS = [
  "Can reason prove that God exists?",
  "Is the existence of God self-evident?",
  "Is God made of parts?",
  "What is happiness?",
  "Does the natural law have many precepts?",
  "What is synderesis?",
  "Is it ever right to lie?",
  "What is charity?",
  "Why does God allow evil?",
  "Can faith and reason contradict each other?",
  "What is the soul?",
  "Is war ever just?",
  "Do angels have bodies?",
  "What is grace?",
  "What makes an act good or evil?",
  "Is prudence a virtue?",
] as const;
