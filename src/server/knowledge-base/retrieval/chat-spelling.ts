/**
 * How learners spell in a chat ("if god already knows what im gonna do tmrw then how am i free lol"): each
 * shorthand with the words it stands for, and the marks of tone ("lol", "tbh") that stand for nothing. No
 * article uses them, so left as they are they would count as words he never used.
 */
const SPELLED_OUT: Record<string, string> = {
  u: "you",
  ur: "your",
  r: "are",
  y: "why",
  bc: "because",
  cuz: "because",
  coz: "because",
  bcuz: "because",
  tho: "though",
  thru: "through",
  rn: "right now",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  ppl: "people",
  smth: "something",
  sth: "something",
  sb: "somebody",
  ya: "you",
  gonna: "going to",
  wanna: "want to",
  gotta: "have to",
  kinda: "kind of",
  sorta: "sort of",
  dunno: "do not know",
  idk: "i do not know",
  bf: "boyfriend",
  gf: "girlfriend",
  bff: "best friend",
  pls: "please",
  plz: "please",
  w: "with",
  wo: "without",
  b4: "before",
  abt: "about",
  convo: "conversation",
};

/** Marks of tone or emphasis only. */
const TONE = new Set(
  "lol lmao lmfao rofl omg omfg tbh ngl fr imo imho btw fyi smh ikr jk haha hahaha hehe ugh bruh lowkey highkey".split(
    " ",
  ),
);

/** The message with chat shorthand spelled out and marks of tone left out; other words as they were. */
export function spelledOut(message: string): string {
  return message
    .replace(/[A-Za-z0-9]+(?!\.\w)/g, (word) => {
      const lower = word.toLowerCase();
      if (TONE.has(lower)) return "";
      // A letter standing alone is shorthand only in lower case ("u", not the "U" of "U.S." or "W. Bush").
      if (word.length === 1 && word !== lower) return word;
      return SPELLED_OUT[lower] ?? word;
    })
    .replace(/ {2,}/g, " ")
    .replace(/ ([?.!,])/g, "$1")
    .trim();
}
