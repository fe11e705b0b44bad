import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.js";
import { knowledgeBase, scriptureLinks } from "../../db/schema.js";

type Row = typeof knowledgeBase.$inferInsert;

const ST = { source: "summa-theologiae", workKey: "st", work: "Summa Theologiae", author: "Thomas Aquinas" };

function st(
  articleRef: string,
  title: string,
  rows: [kind: string, section: string, key: string, text: string][],
): Row[] {
  return rows.map(([kind, section, key, content], ordinal) => ({
    ...ST,
    id: randomUUID(),
    sectionKind: kind,
    section,
    title,
    content,
    reference: `${articleRef}, ${key}`,
    articleRef,
    location: {},
    ordinal,
    language: "en",
    originalLanguage: "la",
  }));
}

function latinOf(row: Row, content: string): Row {
  return { ...row, id: randomUUID(), content, language: "la", originalLanguage: null, translationOf: row.id };
}

/**
 * A small knowledge base in the importer's row shape, written for the retrieval and API tests. The
 * texts are short paraphrases; what matters is which words they share with the test questions.
 */
export function fixtureRows() {
  const exists = st("ST I, q. 2, a. 3", "Whether God exists?", [
    [
      "objection",
      "Objection 1",
      "obj. 1",
      "It seems that God does not exist, because if one of two contraries were infinite, the other would be destroyed; but there is evil in the world.",
    ],
    [
      "sed_contra",
      "On the contrary",
      "s.c.",
      'On the contrary, It is said in the person of God: "I am Who am." (Ex. 3:14)',
    ],
    [
      "respondeo",
      "I answer that",
      "co.",
      "I answer that, The existence of God can be proved in five ways: from motion, from the efficient cause, from possibility and necessity, from the gradation in things, and from the governance of the world.",
    ],
    [
      "reply",
      "Reply to Objection 1",
      "ad 1",
      "Reply to Objection 1: God allows evil in order to bring good out of it.",
    ],
  ]);
  const demonstrated = st("ST I, q. 2, a. 2", "Whether it can be demonstrated that God exists?", [
    [
      "objection",
      "Objection 1",
      "obj. 1",
      "It seems that the existence of God cannot be demonstrated, for it is an article of faith.",
    ],
    [
      "respondeo",
      "I answer that",
      "co.",
      "I answer that, Demonstration can be made in two ways: from the cause and from effects; from effects known to us the existence of God can be demonstrated.",
    ],
  ]);
  // The objection shares more of the question's words than the respondeo does.
  const sinners = st("ST II-II, q. 64, a. 2", "Whether it is lawful to kill sinners?", [
    [
      "objection",
      "Objection 1",
      "obj. 1",
      "It seems unlawful to kill criminals: the death penalty is cruel, the death penalty punishes criminals with death, and a cruel penalty for criminals is never right.",
    ],
    [
      "respondeo",
      "I answer that",
      "co.",
      "I answer that, It is lawful to kill a sinner who is dangerous to the community, as a surgeon cuts off a decayed member for the health of the whole body.",
    ],
    [
      "reply",
      "Reply to Objection 1",
      "ad 1",
      "Reply to Objection 1: Punishment of the guilty for the common good is not cruelty.",
    ],
  ]);
  const oneself = st("ST II-II, q. 64, a. 5", "Whether it is lawful to kill oneself?", [
    [
      "respondeo",
      "I answer that",
      "co.",
      "I answer that, To kill oneself is altogether unlawful, because it is contrary to the natural inclination and injures the community.",
    ],
  ]);
  const wealth = st("ST I-II, q. 2, a. 1", "Whether man's happiness consists in wealth?", [
    [
      "respondeo",
      "I answer that",
      "co.",
      "I answer that, It is impossible for man's beatitude to consist in riches, for riches are sought for the sake of something else.",
    ],
  ]);
  const prologue = st("ST I, q. 2", "The Existence of God", [
    ["prologue", "Prologue", "prol.", "Concerning the divine essence we must consider whether God exists."],
  ]);
  const [existsObjection, , existsRespondeo] = exists as [Row, Row, Row, Row];
  const exodus: Row = {
    id: randomUUID(),
    source: "bible",
    workKey: "bible",
    work: "Holy Bible (Douay-Rheims)",
    author: "Holy Scripture",
    section: "verse 14",
    sectionKind: "verse",
    title: "Exodus 3",
    content: "God said to Moses: I AM WHO AM.",
    reference: "Ex. 3:14",
    articleRef: "Ex. 3",
    location: {},
    ordinal: 14,
    language: "en",
    originalLanguage: "la",
  };
  const scgEnglish: Row = {
    id: randomUUID(),
    source: "summa-contra-gentiles",
    workKey: "scg",
    work: "Summa contra Gentiles",
    author: "Thomas Aquinas",
    section: "¶1",
    sectionKind: "paragraph",
    title: "Reasons in Proof of the Existence of God",
    content: "Of the reasons by which philosophers and Catholic doctors have proved that there is a God.",
    reference: "SCG I, c. 13, ¶1",
    articleRef: "SCG I, c. 13",
    location: {},
    ordinal: 1,
    language: "en",
    originalLanguage: "la",
  };
  const rickabyNote: Row = {
    ...scgEnglish,
    id: randomUUID(),
    author: "Joseph Rickaby",
    sectionKind: "note",
    section: "note 12",
    content: "Rickaby remarks that these proofs of the existence of God follow Aristotle.",
    reference: "SCG I, c. 13, note 12",
    ordinal: 100,
  };
  const scgLatinOnly: Row = {
    id: randomUUID(),
    source: "summa-contra-gentiles",
    workKey: "scg",
    work: "Summa contra Gentiles",
    author: "Thomas Aquinas",
    section: "n. 1",
    sectionKind: "paragraph",
    title: "Quod Deus est aeternus",
    content: "Ex praemissis autem apparet Deum esse aeternum.",
    reference: "SCG I, c. 15, n. 1",
    articleRef: "SCG I, c. 15",
    location: {},
    ordinal: 1,
    language: "la",
  };
  const augustine: Row = {
    id: randomUUID(),
    source: "augustine",
    workKey: "augustine-city-of-god",
    work: "The City of God",
    author: "Augustine",
    section: "Book XI, chapter 4",
    sectionKind: "paragraph",
    title: "Book XI, chapter 4",
    content: "The world itself proclaims by its ordered changes that God exists and that it was made by God.",
    reference: "Augustine, City of God XI.4",
    articleRef: "Augustine, City of God XI.4",
    location: {},
    ordinal: 1,
    language: "en",
  };
  const rows: Row[] = [
    ...exists,
    ...demonstrated,
    ...sinners,
    ...oneself,
    ...wealth,
    ...prologue,
    latinOf(existsRespondeo, "Respondeo dicendum quod Deum esse quinque viis probari potest."),
    latinOf(existsObjection, "Videtur quod Deus non sit."),
    exodus,
    latinOf(exodus, "Dixit Deus ad Moysen: Ego sum qui sum."),
    scgEnglish,
    rickabyNote,
    scgLatinOnly,
    augustine,
  ];
  const sedContra = exists[1] as Row;
  return {
    rows,
    links: [{ passageId: sedContra.id as string, verseId: exodus.id as string, cited: "Ex. 3:14" }],
    ids: {
      existsObjection: existsObjection.id as string,
      existsRespondeo: existsRespondeo.id as string,
      sedContra: sedContra.id as string,
      exodus: exodus.id as string,
      scgEnglish: scgEnglish.id as string,
      scgLatinOnly: scgLatinOnly.id as string,
      rickabyNote: rickabyNote.id as string,
      sinnersObjection: (sinners[0] as Row).id as string,
      sinnersRespondeo: (sinners[1] as Row).id as string,
    },
  };
}

/** Writes the fixture knowledge base; returns the ids the tests look for. */
export async function insertFixtures(db: Db) {
  const fixture = fixtureRows();
  await db.insert(knowledgeBase).values(fixture.rows);
  await db.insert(scriptureLinks).values(fixture.links);
  return fixture.ids;
}
