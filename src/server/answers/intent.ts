/** What kind of message the learner sent, before any passage is looked up. */
export type Intent =
  | "question"
  | "greeting"
  | "thanks"
  | "farewell"
  | "identity"
  | "off_topic"
  | "abuse"
  | "harmful";

// A request for help to harm oneself or another: declined, and for oneself, pointed to help.
const HARM_SELF =
  /\b(?:kill|hurt|harm|cut|end)\s+(?:myself|my\s*self|my life)\b|\b(?:suicide|overdose)\b.*\b(?:how|way|pills?|method)\b|\b(?:how|way|pills?|method)\b.*\b(?:suicide|overdose)\b|\b(?:don'?t|never|not) wake up\b|\bwant to die\b/i;
const HARM_OTHERS =
  /\b(?:make|build|making|building)\s+(?:a\s+)?(?:[\w-]+\s+)?(?:bomb|explosive|weapon|gun)s?\b|\b(?:poison|kill|murder|shoot|stab)\s+(?:my|his|her|their|the|a|an|someone|somebody|people)\b.*\b(?:without|get away|not get caught|how)\b|\bget (?:a|my hands on a) gun\b.*\b(?:shoot|kill|hurt|school)\b|\bblow up\b/i;
const SELF_DESPAIR =
  /\b(?:end it all|better off dead|(?:don'?t|do not) want to (?:live|be alive|exist)|self[- ]harm|cut(?:ting)? myself)\b/i;
// Asking how to do harm, in the first person or as a command, with the deed a few words on:
// "how do I poison…", "best way to steal…", "help me hack…" — not "how can God let people kill".
const HARM_REQUEST =
  /\b(?:how (?:do|can|could|would|should|might) (?:i|we)|how to|(?:best|easiest|quickest|fastest) way to|ways to|help me|teach me|show me how to|tell me how to|instructions (?:to|for)|steps to|i(?:'m| am) going to|im going to|i want to|i will|i'll)(?:\s+[\w']+){0,2}\s+(?:poison|kill|murder|stab|shoot|hurt|beat up|kidnap|hack|steal|shoplift|rob|stalk|blackmail|threaten|burn down|get revenge on|make (?:meth|drugs|a bomb|explosives?|poison))\b/i;
/** A deed that is no harm to anyone: "how do I kill my pride?" */
const HARMLESS_OBJECT =
  /\b(?:kill|murder|beat|stab|shoot)\s+(?:my |the |this )?(?:pride|sin|sins|vice|vices|temptations?|habits?|time|boredom|bad habits?)\b/i;
/** Self-harm, before anything else: the reply points to help. */
export const isSelfHarm = (text: string) => HARM_SELF.test(text) || SELF_DESPAIR.test(text);
const isHarmRequest = (text: string) => HARM_REQUEST.test(text) && !HARMLESS_OBJECT.test(text);

// Abuse of the saint or of the learner's own worth: a gracious word and an invitation, never thanks.
const ABUSE =
  /\b(?:shut up|stfu|idiot|stupid|dumb(?:est)?|moron|loser|useless|worthless|pathetic|garbage|trash|sucks?|you suck|hate you|fat (?:friar|monk|ox)|dead old|nobody cares|who cares what you|go away|screw you|bot\b.*\b(?:useless|dumb|stupid)|liar|fraud|brainwashed|clown)\b/i;
/** A question still gets an answer: abuse is a message whose point is the insult, not a matter asked. */
const ASKS_A_MATTER =
  /\b(?:is|are|does|do|can|should|why|what|how)\b.*\b(?:god|sin|soul|virtue|angel|law|grace|heaven|hell|christ|jesus)\b/i;

const GREETING =
  /^(?:hi|hello|hey|hiya|greetings|good (?:morning|afternoon|evening|day)|salve|peace be with you|pax tecum)\b/i;
const THANKS = /^(?:thanks|thank you|many thanks|much obliged|grazie|merci|gracias|danke)\b/i;
const FAREWELL = /^(?:bye|goodbye|good night|farewell|see you|vale|until next time)\b/i;
const IDENTITY =
  /\b(?:who are you|what are you|tell me about yourself|introduce yourself|are you (?:real|alive|a robot|a machine|human|a computer|an ai|a bot))\b/i;

// Subjects of our own day he never wrote about; a question built around them gets a gracious refusal.
const OFF_TOPIC =
  /\b(?:weather|forecast|football|soccer|basketball|baseball|cricket|recipes?|bake|javascript|python|typescript|programming|source code|netflix|minecraft|fortnite|iphones?|lottery numbers|celebrity gossip|pop star)\b/i;

/** A question may open with a greeting ("Hello! What is grace?"); only a bare greeting is small talk. */
export function classifyIntent(text: string): Intent {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).length;
  if (isSelfHarm(trimmed) || HARM_OTHERS.test(trimmed) || isHarmRequest(trimmed)) return "harmful";
  if (
    ABUSE.test(trimmed) &&
    !(ASKS_A_MATTER.test(trimmed) && !/\b(?:idiot|stupid|moron|shut up)\b/i.test(trimmed))
  )
    return "abuse";
  if (IDENTITY.test(trimmed)) return "identity";
  if (OFF_TOPIC.test(trimmed)) return "off_topic";
  if ((words <= 6 && !/\?/.test(trimmed)) || words <= 3) {
    if (GREETING.test(trimmed)) return "greeting";
    if (THANKS.test(trimmed)) return "thanks";
    if (FAREWELL.test(trimmed)) return "farewell";
  }
  return "question";
}

const STOPWORDS = new Set(
  (
    "a an the and or but if of to in on at by for with from into about as is are was were be been being am " +
    "do does did done can could may might must shall should will would have has had having not no nor so than " +
    "that this these those there here what which who whom whose why how when where whether it its it's he she " +
    "they them their his her him we us our you your i me my mine yours thy thee thou please tell explain say " +
    "said think thought mean means meant know known really very much many more most some any all each every " +
    "also just only even still yet ever again one thing things way ways aquinas thomas saint st doctor " +
    "angelic angelicus question questions answer answers teach teaches taught believe believed view views " +
    "opinion idea ideas about according regarding concerning like want wish would give make made get"
  ).split(" "),
);

/** Reduces a word to a rough stem so "proves", "proved" and "proof" meet "prove". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w;
  return w
    .replace(/(?:ies)$/, "y")
    .replace(/(?:ing|edly|ed|es|s|ly|ness|ment)$/, "")
    .replace(/e$/, "");
}

/** The content words of a text, stemmed, without duplicates and in order of appearance. */
export function keywords(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
    const word = raw.replace(/'s$/, "");
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    seen.add(stem(word));
  }
  return [...seen];
}
