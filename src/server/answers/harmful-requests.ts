/**
 * A request for help to harm oneself or another, told apart from a moral question that names a harm.
 *
 * "How do I poison my neighbour's dog?" asks for the means to a deed; "Is it ever right to kill a tyrant?"
 * and "How can I forgive someone who hurt me?" ask about a deed. A request is declined when the learner asks
 * for a way, a recipe or help (in the first person or as a command) and the deed follows within a few words,
 * with nothing between them that turns it away ("how can I stop stealing?").
 */

/** Words of self-harm and despair: the reply points to help. */
const SELF_HARM = [
  /\b(?:kill|hurt|harm|cut|end|starve|drown|hang|poison)\s+(?:myself|my\s*self|my life)\b/,
  /\b(?:suicide|overdose)\b.*\b(?:how|way|pills?|method)\b|\b(?:how|way|pills?|method)\b.*\b(?:suicide|overdose)\b/,
  /\b(?:don'?t|never|not) wake up\b|\bwant to die\b|\bend it all\b|\bbetter off dead\b/,
  /\b(?:don'?t|do not) want to (?:live|be alive|exist)\b|\bself[- ]harm\b|\bcut(?:ting)? myself\b/,
  /\b(?:most )?painless(?:est)? way to (?:die|go)\b|\b(?:easiest|quickest|fastest|best) way to die\b/,
  /\bhow (?:much|many)\b.{0,40}\b(?:to die|lethal|fatal|to kill (?:me|myself|a person|someone))\b/,
  /\b(?:i(?:'m| am)|im|i) (?:going to|gonna|want to|will|plan to|am about to|thinking (?:of|about)) (?:jump(?:ing)? off|throw(?:ing)? myself|take (?:all )?(?:my|the|these) pills)\b/,
  /\bmake myself (?:throw up|vomit|sick)\b/,
];

/** Weapons and poisons asked for by name, whatever the wording around them. */
const HARM_MEANS = [
  /\b(?:make|build|making|building|recipe for|instructions for|how to get)\s+(?:a\s+)?(?:[\w-]+\s+)?(?:bomb|explosive|weapon|gun)s?\b/,
  /\b(?:pipe|nail|car|letter) bomb\b|\bmolotov\b|\bnapalm\b|\bthermite\b|\bblow up\b/,
  /\b(?:make|makes|mix|mixing|create|produce)\b.{0,40}\b(?:toxic|poison(?:ous)?|nerve|chlorine|mustard|deadly) gas\b/,
  /\bget (?:a|my hands on a) gun\b.*\b(?:shoot|kill|hurt|school)\b/,
  /\b(?:poison|kill|murder|shoot|stab)\s+(?:my|his|her|their|the|a|an|someone|somebody|people)\b.*\b(?:without|get away|not get caught)\b/,
];

/** The learner asking for a way, a recipe or help: first person or a command. */
const ASKS_FOR_MEANS =
  /\b(?:how (?:do|can|could|would|should|might|will) (?:i|we)|how to|how would (?:one|someone)|(?:best|easiest|quickest|fastest|simplest|safest|cheapest|surest) ways? to|ways to|a way to|help me(?: to)?|teach me(?: how)?(?: to)?|show me(?: how)?(?: to)?|tell me how(?: to)?|explain how(?: to)?|give me (?:tips|a recipe|instructions|steps|a guide|a plan|ideas|advice)(?: for| on| to| how to| about)?|tips (?:for|on)|recipe for|instructions (?:to|for)|steps to|write me|where (?:can|do|could|should) (?:i|we)|i(?:'m| am) going to|im going to|i(?:'m| am) gonna|i want to|i will|i'll|i plan to)\b/g;

/** The deed asked for, as it begins; objects that make it harmless are excluded below. */
const DEED = new RegExp(
  "^(?:" +
    [
      "poison(?:s|ed|ing)?",
      "kill(?:s|ed|ing)?",
      "murder(?:s|ed|ing)?",
      "stab(?:s|bed|bing)?",
      "shoot(?:s|ing)?",
      "strangle|choke|torture|kidnap(?:ping)?|abduct",
      "hurt(?:s|ing)? (?!myself|me\\b)\\w+",
      "harm(?:ing)? (?!myself|me\\b)\\w+",
      "beat(?:ing)? (?:up|\\w+ up)",
      "bully(?:ing)?|bullies",
      "threaten(?:ing)?|blackmail(?:ing)?|stalk(?:ing)?|spy(?:ing)? on|dox(?:x)?(?:ing)?",
      "hack(?:ing)? (?:into )?(?!my own\\b)\\w+",
      "steal(?:ing)?|shoplift(?:ing)?|rob(?:bing)?|burgle|burglar(?:ize|ise)|pickpocket",
      "break(?:ing)? into|pick(?:ing)? (?:a|the) lock",
      "vandali[sz]e|wreck(?:ing)?|key(?:ing)? (?:a|his|her|their|my \\w+'s) car|slash(?:ing)? (?:the |his |her |their )?tires",
      "burn(?:ing)? down|set(?:ting)? (?:\\w+ ){0,4}(?:on fire|alight|ablaze)|start(?:ing)? a fire",
      "forg(?:e|ing) (?:a |my |his |her |their |\\w+'s )?\\w*|counterfeit(?:ing)?|make (?:a )?fake (?:id|ids|money|passport|diploma)",
      "scam(?:ming)?|swindl(?:e|ing)|con (?:someone|people|an? \\w+)|trick (?:\\w+ ){0,3}into|phish(?:ing)?",
      "cheat(?:ing)? (?:on )?(?:my |the |a )?(?:\\w+ )?(?:exam|test|quiz|homework)\\w*(?: \\w+){0,2} without",
      "sneak(?:ing)? (?:\\w+ ){0,2}(?:alcohol|vodka|beer|booze|drugs|weed|a weapon|a knife|a gun)",
      "smuggl(?:e|ing)|launder(?:ing)? money",
      "get (?:back at|revenge|even with)|take revenge",
      "get (?:someone|somebody|him|her|them|people|my \\w+|\\w+) (?:hooked|addicted|drunk|high)",
      "make (?:my |his |her |their |a |the |someone |somebody |people )?(?:\\w+ ){0,2}(?:sick|ill|throw up)",
      "make (?:meth|crack|drugs|a bomb|bombs|explosives?|poison|a weapon|napalm)",
      "buy (?:drugs|weed|cocaine|meth|pills|a gun|guns|alcohol|vodka|beer)",
    ].join("|") +
    ")\\b",
);

/** Words between the request and the deed that turn it away: "how can I stop stealing?" */
const TURNED_AWAY =
  /\b(?:stop|avoid|resist|overcome|forgive|not|never|quit|prevent|protect|recover|heal|deal|cope|handle|report|tell|know|understand|explain|stand up|keep from|get over|talk|help)\b/;

/** Objects that make a deed no harm to anyone: "how do I kill my pride?" */
const HARMLESS_OBJECT =
  /\b(?:kill|murder|beat|stab|shoot|steal)\s+(?:my |the |this |a )?(?:pride|sin|sins|vice|vices|temptations?|habits?|time|boredom|bad habits?|pain|germs|bacteria|weeds|the show|a glance|the mood|photos?|pictures?|hoops|baskets?|a look)\b/;

const normal = (text: string) => text.toLowerCase().replace(/[’]/g, "'");

/** Self-harm, before anything else: the reply points to help. */
export const isSelfHarm = (text: string): boolean => SELF_HARM.some((re) => re.test(normal(text)));

/** A request for the means to harm another, or for a weapon or poison by name. */
export function isHarmRequest(text: string): boolean {
  const t = normal(text);
  if (HARM_MEANS.some((re) => re.test(t))) return true;
  if (HARMLESS_OBJECT.test(t)) return false;
  for (const m of t.matchAll(ASKS_FOR_MEANS)) {
    const after = t.slice(m.index + m[0].length).trim();
    const words = after.split(/\s+/);
    // The deed may follow a few words on ("how do I quietly poison…", "help me get back at…").
    for (let skip = 0; skip <= 3 && skip < words.length; skip++) {
      const between = words.slice(0, skip).join(" ");
      if (TURNED_AWAY.test(between)) break;
      if (DEED.test(words.slice(skip).join(" "))) return true;
    }
  }
  return false;
}

/** Anything to decline: harm to oneself or to another. */
export const isHarmful = (text: string): boolean => isSelfHarm(text) || isHarmRequest(text);
