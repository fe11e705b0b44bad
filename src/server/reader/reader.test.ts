import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import {
  type ReaderPage,
  readerContentsSchema,
  readerPageSchema,
  readerSearchResponseSchema,
} from "../../common/reader/contract.js";
import { readerPages } from "./page.js";
import { readerCacheFor } from "./reader-cache.js";

/** The Supplement and the Appendices: in the knowledge base in English only. */
const ENGLISH_ONLY = /^ST (Suppl|App)\./;

/**
 * What keeps a page of the Summa or the Contra Gentiles from being whole: no sections, a section with no
 * text, nothing of his own, a respondeo of the four parts without its Latin.
 */
function wholeness(page: ReaderPage, work: string): string[] {
  if (page.sections.length === 0) return ["empty"];
  const problems: string[] = [];
  for (const s of page.sections) if (!s.english && !s.latin) problems.push(`${s.reference} has no text`);
  if (work === "st") {
    // A few articles have no body in the Summa (I, q. 74, a. 3: objections and replies only).
    if (!page.sections.some((s) => s.voice === "aquinas")) problems.push("nothing of his own");
    const respondeo = page.sections.find((s) => s.anchor === "co");
    if (respondeo?.english && !respondeo.latin && !ENGLISH_ONLY.test(page.articleRef))
      problems.push("the respondeo without its Latin");
  }
  return problems;
}

/** The English sections of a Summa page of the four parts that stand without their Latin. */
const unpairedOf = (page: ReaderPage) =>
  ENGLISH_ONLY.test(page.articleRef) ? [] : page.sections.filter((s) => s.english && !s.latin);

/** The reader API over a copy of the whole imported corpus. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_PROVIDER: "none" }, { corpus: true });
  // The first corpus test of a run imports the corpus: minutes on a loaded machine.
}, 900_000);
afterAll(async () => {
  await t?.close();
});

async function open(place: string): Promise<ReaderPage> {
  const res = await t.app.inject({ method: "GET", url: `/api/reader/pages/${place}` });
  expect(res.statusCode, `${place}: ${res.body.slice(0, 200)}`).toBe(200);
  return readerPageSchema.parse(res.json());
}

describe("the reader API", () => {
  it("gives a whole Summa article in order with its Latin, labels, digest, prologue and neighbours", async () => {
    const page = await open("st/I-II/q94/a2");
    expect(page).toMatchObject({ kind: "article", articleRef: "ST I-II, q. 94, a. 2", workKey: "st" });
    expect(page.title).toMatch(/natural law contains several precepts/i);
    const anchors = page.sections.map((s) => s.anchor);
    expect(anchors.slice(0, 3)).toEqual(["obj1", "obj2", "obj3"]);
    expect(anchors).toContain("sc");
    expect(anchors.indexOf("co")).toBeGreaterThan(anchors.indexOf("sc"));
    expect(anchors.indexOf("ad1")).toBeGreaterThan(anchors.indexOf("co"));
    const objection = page.sections[0];
    expect(objection?.voice).toBe("objection");
    expect(objection?.label).toMatch(/a view Aquinas answers, not his own/);
    const respondeo = page.sections.find((s) => s.anchor === "co");
    expect(respondeo?.english).toMatch(/^I answer that/);
    expect(respondeo?.latin).toMatch(/^Respondeo dicendum/);
    expect(page.digest?.plain.child.length).toBeGreaterThan(8);
    expect(page.digest?.plainQuestion).toMatch(/^(?!Whether).+\?$/);
    expect(page.question?.articleRef).toBe("ST I-II, q. 94");
    expect(page.question?.prologue?.english).toMatch(/natural law/i);
    expect(page.siblings.map((s) => s.place)).toEqual(
      expect.arrayContaining(["st/I-II/q94/a1", "st/I-II/q94/a2", "st/I-II/q94/a6"]),
    );
    expect(page.previous?.place).toBe("st/I-II/q94/a1");
    expect(page.next?.place).toBe("st/I-II/q94/a3");
  });

  it("crosses from the last article of a question to the next question", async () => {
    const page = await open("st/I/q2/a3");
    expect(page.next?.place).toBe("st/I/q3/a1");
    const first = await open("st/I/q3/a1");
    expect(first.previous?.place).toBe("st/I/q2/a3");
  });

  it("gives a question with its prologue and articles", async () => {
    const page = await open("st/I/q2");
    expect(page.kind).toBe("question");
    expect(page.question?.prologue?.english).toMatch(/God/);
    expect(page.siblings.map((s) => s.place)).toEqual(["st/I/q2/a1", "st/I/q2/a2", "st/I/q2/a3"]);
  });

  it("gives a Contra Gentiles chapter with Rickaby's English and the Leonine Latin", async () => {
    const page = await open("scg/3/c71");
    expect(page).toMatchObject({ kind: "chapter", articleRef: "SCG III, c. 71", workKey: "scg" });
    expect(page.sections.length).toBeGreaterThan(0);
    expect(page.latinParagraphs.length).toBeGreaterThan(0);
    expect(page.latinParagraphs[0]?.anchor).toMatch(/^n\d+$/);
    expect(page.digest).not.toBeNull();
    expect(page.siblings.length).toBeGreaterThan(100);
  });

  it("gives a Bible chapter verse by verse, Douay-Rheims beside the Vulgate, with its neighbours", async () => {
    const page = await open("bible/Jn/15");
    expect(page).toMatchObject({ kind: "chapter", articleRef: "Jn. 15", workKey: "bible", title: "John 15" });
    expect(page.sections.map((s) => s.anchor).slice(0, 3)).toEqual(["v1", "v2", "v3"]);
    const five = page.sections.find((s) => s.anchor === "v5");
    expect(five?.english).toMatch(/^I am the vine: you the branches/);
    expect(five?.latin).toMatch(/^Ego sum vitis, vos palmites/);
    expect(page.previous?.place).toBe("bible/Jn/14");
    expect(page.next?.place).toBe("bible/Jn/16");
    expect(page.siblings).toHaveLength(21);
    // Any name of the book opens the same chapter; the first chapter of the Bible has no previous one.
    expect((await open("bible/John/15")).articleRef).toBe("Jn. 15");
    expect((await open("bible/Gn/1")).previous).toBeNull();
    // The Douay numbering of the Psalms follows the Vulgate: Ps. 18:2 is "The heavens shew forth".
    expect((await open("bible/Ps/18")).sections.find((s) => s.anchor === "v2")?.english).toMatch(/heavens/);
  });

  it("answers 404 with a clear message for a place that is not there", async () => {
    for (const place of [
      "st/I/q2/a9",
      "st/I/q999/a1",
      "scg/3/c999",
      "st/V/q1",
      "bible/Jn/99",
      "bible/Nowhere/1",
      "st/I/q2/a3/x",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/reader/pages/${place}` });
      expect(res.statusCode, place).toBe(404);
      expect(res.json().message).toMatch(/not in the knowledge base|not a place in the reader/);
    }
  });

  it("keeps a page until the knowledge base changes", async () => {
    const first = await open("st/I/q2/a1");
    const again = await open("st/I/q2/a1");
    expect(again).toEqual(first);
    await t.ctx.pool.query(
      "update knowledge_base set content = content || ' (changed)' where reference = 'ST I, q. 2, a. 1, co.' and language = 'en'",
    );
    const changed = await open("st/I/q2/a1");
    expect(changed.sections.find((s) => s.anchor === "co")?.english).toMatch(/\(changed\)$/);
  });

  it("lists the works, parts and questions, and finds articles by title and by digest question", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/reader/contents" });
    const contents = readerContentsSchema.parse(res.json());
    expect(contents.works.map((w) => w.workKey)).toEqual(["st", "scg", "bible"]);
    const bible = contents.works[2]?.divisions ?? [];
    expect(bible.length).toBe(73);
    expect(bible[0]?.label).toBe("Genesis");
    expect(bible.find((d) => d.label === "John")?.groups[0]?.items.length).toBe(21);
    expect(contents.works[0]?.divisions.map((d) => d.label).slice(0, 4)).toEqual([
      "ST I",
      "ST I-II",
      "ST II-II",
      "ST III",
    ]);
    const q2 = contents.works[0]?.divisions[0]?.groups.find((g) => g.articleRef === "ST I, q. 2");
    expect(q2?.items.map((i) => i.place)).toEqual(["st/I/q2/a1", "st/I/q2/a2", "st/I/q2/a3"]);

    const search = await t.app.inject({ method: "GET", url: "/api/reader/search?q=whether god exists" });
    const found = readerSearchResponseSchema.parse(search.json());
    expect(found[0]?.place).toBe("st/I/q2/a3");
    // The plain question of an article finds it too, and is named as what matched.
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/reader/search?q=punishment of hell last forever",
    });
    const byPlain = readerSearchResponseSchema.parse(plain.json());
    const hell = byPlain.find((r) => r.articleRef === "ST Suppl., q. 99, a. 1");
    expect(hell?.ask).toBe("Does the punishment of hell last forever?");
    const empty = await t.app.inject({ method: "GET", url: "/api/reader/search?q=" });
    expect(empty.json()).toEqual([]);
  });

  /** Every place of the outline: every ST article and question, every SCG chapter, every Bible chapter. */
  async function everyPlace() {
    const res = await t.app.inject({ method: "GET", url: "/api/reader/contents" });
    const contents = readerContentsSchema.parse(res.json());
    return contents.works.flatMap((w) =>
      w.divisions.flatMap((d) =>
        d.groups.flatMap((g) => [
          ...(g.articleRef && g.place
            ? [{ articleRef: g.articleRef, place: g.place, work: "question" }]
            : []),
          ...g.items.map((i) => ({ articleRef: i.articleRef, place: i.place, work: w.workKey })),
        ]),
      ),
    );
  }

  it("builds the page of every place in the knowledge base, each whole and in its order", async () => {
    const places = await everyPlace();
    expect(places.filter((p) => p.work === "st").length).toBeGreaterThan(3000);
    expect(places.filter((p) => p.work === "question").length).toBeGreaterThan(600);
    expect(places.filter((p) => p.work === "scg").length).toBeGreaterThan(300);
    expect(places.filter((p) => p.work === "bible").length).toBe(1334);
    const outline = await readerCacheFor(t.ctx.db).outline();
    const failures: string[] = [];
    // The lookup layer the route uses, 200 places to a query.
    for (let i = 0; i < places.length; i += 200) {
      const batch = places.slice(i, i + 200);
      const pages = await readerPages(
        t.ctx.db,
        outline,
        batch.map((p) => p.articleRef),
      );
      for (const p of batch) {
        const page = pages.get(p.articleRef);
        const parsed = readerPageSchema.safeParse(page);
        if (!parsed.success) failures.push(`${p.place}: ${parsed.error.message.slice(0, 120)}`);
        else if (parsed.data.place !== p.place) failures.push(`${p.place}: opened ${parsed.data.place}`);
        else if (
          p.work === "question" ? parsed.data.siblings.length === 0 : parsed.data.sections.length === 0
        )
          failures.push(`${p.place}: empty`);
        // A few articles have no body in the Summa (I, q. 74, a. 3: objections and replies only).
        else if (p.work === "st" && !parsed.data.sections.some((s) => s.voice === "aquinas"))
          failures.push(`${p.place}: nothing of his own`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  /**
   * Through HTTP, as the reader's page asks: every Summa article and every Contra Gentiles chapter, several
   * requests in flight. Each page must be whole — his own words in it, each English section with its Latin
   * beside it, a chapter with Rickaby's English with the Leonine Latin — and must link to the places before
   * and after it in the contents, which are listed by a separate route.
   */
  it("opens every Summa article and every Contra Gentiles chapter through the API, each whole and linked to its neighbours", async () => {
    const inOrder = (work: string) =>
      everyPlace().then((places) => places.filter((p) => p.work === work).map((p) => p.place));
    const works = { st: await inOrder("st"), scg: await inOrder("scg") };
    const places = [...works.st, ...works.scg];
    const failures: string[] = [];
    const times: number[] = [];
    const pages = new Map<string, ReaderPage>();
    const queue = [...places];
    const worker = async () => {
      for (let place = queue.shift(); place !== undefined; place = queue.shift()) {
        const started = performance.now();
        const r = await t.app.inject({ method: "GET", url: `/api/reader/pages/${place}` });
        times.push(performance.now() - started);
        if (r.statusCode !== 200) {
          failures.push(`${place}: ${r.statusCode}`);
          continue;
        }
        const parsed = readerPageSchema.safeParse(r.json());
        if (!parsed.success) failures.push(`${place}: ${parsed.error.message.slice(0, 120)}`);
        else pages.set(place, parsed.data);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));

    for (const [work, list] of Object.entries(works))
      for (const [i, place] of list.entries()) {
        const page = pages.get(place);
        if (!page) continue;
        const problems = wholeness(page, work);
        if (page.place !== place) problems.push(`opened ${page.place}`);
        const previous = list[i - 1] ?? null;
        const next = list[i + 1] ?? null;
        if ((page.previous?.place ?? null) !== previous)
          problems.push(`previous ${page.previous?.place} ≠ ${previous}`);
        if ((page.next?.place ?? null) !== next) problems.push(`next ${page.next?.place} ≠ ${next}`);
        if (!page.siblings.some((s) => s.place === place))
          problems.push("missing from its own list of articles");
        for (const problem of problems) failures.push(`${place}: ${problem}`);
      }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(pages.size).toBe(places.length);
    // English beside Latin: where the English translation merged two objections or replies the Latin keeps
    // apart, one English section stands alone (22 in this corpus); anything more is a pairing lost.
    const fourParts = works.st.flatMap((place) => {
      const page = pages.get(place);
      return page && !ENGLISH_ONLY.test(page.articleRef) ? [page] : [];
    });
    const sections = fourParts.flatMap((page) => page.sections);
    const unpaired = fourParts.flatMap((page) => unpairedOf(page).map((s) => s.reference));
    expect(sections.length).toBeGreaterThan(20_000);
    expect(unpaired.length, unpaired.slice(0, 40).join("; ")).toBeLessThanOrEqual(sections.length / 500);
    // A chapter with Rickaby's English has the Leonine Latin beside it; the corpus lacks the Latin of a few
    // (8 of its chapters, such as the ones Rickaby renumbered); anything more is a pairing lost.
    const chapters = works.scg.flatMap((place) => pages.get(place) ?? []);
    const withoutLatin = chapters
      .filter((page) => page.sections.some((s) => s.english) && page.latinParagraphs.length === 0)
      .map((page) => page.place);
    expect(chapters.length).toBeGreaterThan(300);
    expect(withoutLatin.length, withoutLatin.join("; ")).toBeLessThanOrEqual(chapters.length / 40);
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    process.stdout.write(`reader walk: ${places.length} pages, p95 ${p95.toFixed(1)} ms (6 in flight)\n`);

    // Opened again, the pages come from the cache: one small query for the knowledge-base signature.
    const again: number[] = [];
    // The last pages opened: the oldest leave the cache once it holds its limit.
    for (const place of places.slice(-300)) {
      const started = performance.now();
      await t.app.inject({ method: "GET", url: `/api/reader/pages/${place}` });
      again.push(performance.now() - started);
    }
    again.sort((a, b) => a - b);
    const cachedP95 = again[Math.floor(again.length * 0.95)] ?? 0;
    process.stdout.write(`reader cached: p95 ${cachedP95.toFixed(1)} ms\n`);
    // The 50 ms target is measured by `npm run bench:reader`; here, on a machine of unknown load, a page
    // from the cache must at least come faster than one built.
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    expect(median(again)).toBeLessThan(median(times));
  }, 300_000);
});
