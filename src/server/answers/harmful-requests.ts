import { readsAsHarmRequest } from "./harm-classifier.js";
import { normalMessage } from "./harm-features.js";

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
  /\b(?:how|ways?|methods?|pills?|tips|easiest|quickest|best)\b(?:\s+\w+){0,4}\s+(?:commit(?:ting)? suicide|overdos(?:e|ing)|od)\b/,
  /\b(?:don'?t|never|not) wake up\b|\bwant to die\b|\bend it all\b|\bbetter off dead\b/,
  /\b(?:don'?t|do not) want to (?:live|be alive|exist)\b|\bself[- ]harm\b|\bcut(?:ting)? myself\b/,
  /\b(?:most )?painless(?:est)? way to (?:die|go)\b|\b(?:easiest|quickest|fastest|best) way to die\b/,
  /\bhow (?:much|many)\b.{0,40}\b(?:to die|lethal|fatal|to kill (?:me|myself|a person|someone))\b/,
  /\b(?:i(?:'m| am)|im|i) (?:going to|gonna|want to|will|plan to|am about to|thinking (?:of|about)) (?:jump(?:ing)? off|throw(?:ing)? myself|take (?:all )?(?:my|the|these) pills)\b/,
  /\bmake myself (?:throw up|vomit|sick)\b/,
  /\b(?:burn|scratch|bruise) myself\b/,
  /\b(?:nobody|no one|no-one) (?:would|will|is going to) (?:miss|notice|care about) me\b/,
  /\b(?:everyone|they|my family|the world) (?:would|will) be better off without me\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living|going on)\b|\bwish i (?:was|were) (?:dead|never born)\b/,
  // A height or a fall asked for, not to be survived.
  /\b(?:high|tall|far|floors?|storeys?|stories)\b.{0,40}\b(?:wouldn'?t|would not|won'?t|not) survive\b|\bhow many (?:floors|storeys|stories)\b.{0,40}\b(?:enough|sure|die|survive)\b/,
  // Starving and purging, and hiding them.
  /\bpro[- ]?ana\b|\bthinspo\b|\b(?:stop|skip|avoid) eating\b.{0,50}\b(?:skinny|thin|weight|faint|fainting|week|days)\b/,
  /\bhide\b.{0,40}\b(?:throw(?:ing)? up|purg(?:e|ing)|starv(?:e|ing)|not eating|cutting)\b/,
];

/** Weapons and poisons asked for by name, whatever the wording around them. */
const HARM_MEANS = [
  /\b(?:make|build|making|building|recipe for|instructions for|how to get)\s+(?:a\s+)?(?:[\w-]+\s+)?(?:bomb|explosive|weapon|gun)s?\b/,
  /\b(?:pipe|nail|car|letter) bomb\b|\bmolotov\b|\bnapalm\b|\bthermite\b|\bblow up\b/,
  /\b(?:make|makes|mix|mixing|create|produce)\b.{0,40}\b(?:toxic|poison(?:ous)?|nerve|chlorine|mustard|deadly) gas\b/,
  /\bget (?:a|my hands on a) gun\b.*\b(?:shoot|kill|hurt|school)\b/,
  /\b(?:poison|kill|murder|shoot|stab)\s+(?:my|his|her|their|the|a|an|someone|somebody|people)\b.*\b(?:without|get away|not get caught)\b/,
  // Chemicals to mix into a gas, a dose that kills, a drink spiked, a weapon no one can trace or a school's
  // detector cannot find, software made to do damage.
  /\b(?:chemicals?|products?|cleaners?|bleach)\b.{0,30}\bmix\b.{0,60}\b(?:gas|fumes|toxic|poison)/,
  /\b(?:what|which|how much|how many)\b.{0,30}\b(?:dose|amount|pills?|mg|milligrams|units)\b.{0,40}\b(?:kill|die|lethal|fatal|dead)\b/,
  /\b(?:untraceable|ghost) (?:gun|weapon)s?\b|\b3d[- ]?printed (?:gun|weapon)s?\b|\b(?:gun|weapon)s? that (?:can'?t|cannot|can not) be traced\b/,
  /\b(?:knife|gun|weapon|blade)s?\b.{0,25}\bpast (?:the )?(?:metal detector|security|guards?)\b/,
  /\b(?:ransomware|malware|keylogger|spyware|ddos)\b|\bwrite (?:a )?(?:computer )?virus\b/,
  // A false report that sends armed police to someone's door; a dangerous "challenge" done to another.
  /\b(?:call|phone)\b.{0,30}\b(?:cops|police|swat)\b.{0,60}\b(?:hostage|bomb|shooting|gun|raid)\b|\bswat(?:ting)? (?:him|her|them|someone|a)\b/,
  /\b(?:get|make|dare)\b.{0,40}\bto (?:eat|swallow|drink) (?:a )?(?:tide ?pods?|bleach|detergent)\b/,
  /\b(?:blackout|choking|pass[- ]out) challenge\b/,
  // A stranger met online, met in secret.
  /\bmet (?:him |her |them )?online\b.{0,120}\b(?:how (?:do|can|could) i|help me|tips to) (?:sneak out|meet (?:him|her|them))\b|\b(?:how (?:do|can|could) i|help me|tips to) sneak out\b.{0,80}\bmet (?:him |her |them )?online\b/,
  /\bpressure points?\b.{0,30}\bknock (?:someone|somebody|him|her|them|people) out\b/,
  // Intimate photos shared without consent.
  /\b(?:post|share|leak|send|spread)\b.{0,40}\b(?:private|nude|naked|intimate)\s+(?:photos?|pics?|pictures?|videos?)\b/,
  /\b(?:telling|tell|text|convince) (?:him|her|them|someone|somebody|\w+) to kill (?:himself|herself|themselves)\b|\b(?:if|that) (?:he|she|they) (?:killed|kill) (?:himself|herself|themselves)\b|\bkys\b/,
];

/** The learner asking for a way, a recipe or help: first person or a command. */
const ASKS_FOR_MEANS =
  /\b(?:how (?:do|can|could|would|should|might|will) (?:i|we)|how to|how would (?:one|someone)|(?:best|easiest|quickest|fastest|simplest|safest|cheapest|surest) ways? to|ways to|a way to|help me(?: to)?|teach me(?: how)?(?: to)?|show me(?: how)?(?: to)?|tell me how(?: to)?|explain how(?: to)?|give me (?:tips|a recipe|instructions|steps|a guide|a plan|ideas|advice|a list|a script)(?: for| on| to| how to| about)?|tips (?:for|on)|recipe for|instructions (?:to|for)|steps to|write me|where (?:can|do|could|should) (?:i|we)|i(?:'m| am) going to|im going to|i(?:'m| am) gonna|i want to|i wanna|i will|i'll|i plan to|walk me through|describe (?:exactly |precisely )?how|(?:list|give me|tell me) the (?:exact |precise )?steps|step[- ]by[- ]step|what(?:'s| is) (?:a |the )?(?:good|best|easiest|quickest|simplest|safest) way to|how (?:do|can|could) (?:u|you)|how (?:2|to) |hw (?:2|to)|how long do (?:i|you|we) (?:have|need) to|how would i go about|explain(?:ed)? how|(?:help|teach) me (?:to )?(?:write|plan|find|make|get)|(?:write|draft|compose) (?:me )?(?:a |an |some |\d+ )?(?:\w+ )?(?:messages?|texts?|notes?|emails?|letters?|scripts?|posts?|dms?|comments?)|give me (?:\d+ |some |a few )?(?:\w+ ){0,2}(?:comments|insults|messages|texts|names|ways)|what (?:do|can|should|could) i (?:put|use|give|add|say|write|send|mix)|how (?:hard|long|much|many|far|often) (?:do|would|should|must) (?:i|you|we) (?:have|need) to|can you give me|what (?:app|apps|software|tool|tools|program|gear|device|pills?|chemicals?|products?)|which (?:app|apps|pills?|chemicals?|products?|drugs?|poisons?))\b/g;

/** A request put after the deed: "…make her suffer, any ideas?" */
const ASKS_AFTER =
  /\b(?:any (?:ideas|tips|suggestions)|what (?:gear|tools?|do i need|should i use)|how\s*\?\s*$)/;

/** A question about a deed's rightness, not a request for it: "May I kill an attacker to save my family?" */
const MORAL_FRAME =
  /\b(?:is|was|are|were|would|will) (?:it|that|this|they|he|she|i|we|you|a \w+)?\s?(?:ever |always |still |really )?(?:be )?(?:right|wrong|ok|okay|a sin|sinful|evil|lawful|unlawful|allowed|permitted|permissible|justified|justifiable|moral|immoral|fair|forgivable)\b|\bmay (?:i|a|one|we|you|someone|christians?)\b|\bwhy (?:is|was|are|does|do|did|would)\b|\bwhat does (?:aquinas|st\.? thomas|saint thomas|thomas|he|the church|the bible|scripture|god) (?:say|think|teach)|\baccording to\b|\b(?:mortal|venial) sins?\b/;

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
      "cheat(?:ing)? (?:on |in )?(?:my |the |a |an )?(?:\\w+ ){0,2}(?:exam|test|quiz|homework|sat|act|finals?|essay)s?\\b",
      "sneak(?:ing)? (?:\\w+ ){0,2}(?:alcohol|vodka|beer|booze|drugs|weed|a weapon|a knife|a gun)",
      "smuggl(?:e|ing)|launder(?:ing)? money",
      "get (?:back at|revenge|even with)|take revenge",
      "get (?:someone|somebody|him|her|them|people|my \\w+|\\w+) (?:hooked|addicted|drunk|high)",
      "make (?:my |his |her |their |a |the |someone |somebody |people )?(?:\\w+ ){0,2}(?:sick|ill|throw up)",
      "(?:make|making|cook|cooking|synthesi[sz]e) (?:a |some )?(?:meth|crack|heroin|fentanyl|drugs|a bomb|bombs|explosives?|poison|a weapon|napalm)",
      "spike (?:someone'?s|somebody'?s|\\w+'s|his|her|their|a|the) drinks?|crush (?:\\w+ ){0,3}into",
      "make (?:\\w+'s |\\w+ ){0,3}(?:suffer|cry|bleed|pass out|feel (?:worthless|ugly|stupid|useless|unwanted))",
      "hotwire|set(?:ting)? fire to|torch(?:ing)? (?:a|the|his|her|their|my)",
      "pretend(?:ing)? to be (?:his|her|their|a|an|the|someone'?s) (?:bank|police|cop|boss|teacher|mom|dad|parents?)",
      "demand(?:ing)? money|extort(?:ing)?|ransom",
      "secretly (?:install|track|record|film|read|follow)|track (?:where )?(?:my |his |her |their )?\\w+(?:'s)? (?:goes|is|location)",
      "(?:get|getting|break|log|logging) into (?:my |his |her |their |someone'?s |somebody'?s |\\w+'s )?(?:\\w+'s )?(?:email|account|phone|computer|laptop|instagram|snapchat)",
      "find out where (?:\\w+ ){0,5}lives|(?:hint|hinting|say|saying|tell|telling) (?:her |him |them )?(?:that )?i know where",
      "go to sleep (?:forever|forevr|for good)|sleep forever|so (?:he|she|they) (?:quits?|leaves?|cries|kills?)",
      "fake (?:my |his |her |their |\\w+'s |\\w+' )?(?:\\w+'s |\\w+' )?(?:signature|note|id|prescription|diploma)",
      "put in (?:my |his |her |their |the |a |\\w+'s )?(?:\\w+'s )?(?:\\w+ )?(?:water|drink|coffee|tea|food|lunch|bottle)",
      "drown|kick (?:my |his |her |the |a )?(?:dog|cat|puppy|kitten|horse)|start (?:a )?rumou?r",
      "(?:make|get) (?:her|him|them|\\w+) (?:too )?scared|send (?:my |his |her )?ex|so (?:she|he|they) can'?t block",
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

/** Self-harm, before anything else: the reply points to help. */
export const isSelfHarm = (text: string): boolean => SELF_HARM.some((re) => re.test(normalMessage(text)));

/** The number of words a request may stand before its deed: "walk me through making a poison…". */
const WINDOW = 12;

/** Whether a deed begins at one of the first WINDOW words, with nothing before it that turns it away. */
function deedFollows(words: string[], limit = WINDOW): boolean {
  for (let skip = 0; skip <= limit && skip < words.length; skip++) {
    if (TURNED_AWAY.test(words.slice(0, skip).join(" "))) return false;
    if (DEED.test(words.slice(skip).join(" "))) return true;
  }
  return false;
}

/** A request for the means to harm another, or for a weapon or poison by name. */
export function isHarmRequest(text: string): boolean {
  const t = normalMessage(text);
  if (HARM_MEANS.some((re) => re.test(t))) return true;
  if (HARMLESS_OBJECT.test(t) || MORAL_FRAME.test(t)) return false;
  for (const m of t.matchAll(ASKS_FOR_MEANS)) {
    if (
      deedFollows(
        t
          .slice(m.index + m[0].length)
          .trim()
          .split(/\s+/),
      )
    )
      return true;
  }
  // The request may come after the deed: "i wanna make my sister's hamster suffer, any ideas?"
  const after = ASKS_AFTER.exec(t);
  if (after) {
    const before = t.slice(0, after.index).trim().split(/\s+/);
    return deedFollows(before, before.length);
  }
  return false;
}

/** A learner turning from a harm, or from its wound: "how do I stop cheating?", "how can I forgive him?" */
const TURNING_FROM =
  /\b(?:stop|stopping|avoid|resist|overcome|forgive|quit|prevent|protect|recover|heal|cope|get over|keep from|report|help (?:a|my) (?:friend|brother|sister|son|daughter|child))\b/;

/** The learned judge's say, where the patterns see no question of right, no turning away, no harmless object. */
function learnedJudgeDeclines(text: string): boolean {
  const t = normalMessage(text);
  return !MORAL_FRAME.test(t) && !TURNING_FROM.test(t) && !HARMLESS_OBJECT.test(t) && readsAsHarmRequest(t);
}

/** Anything to decline: harm to oneself or to another, by the patterns or by the learned judge. */
export const isHarmful = (text: string): boolean =>
  isSelfHarm(text) || isHarmRequest(text) || learnedJudgeDeclines(text);
