import path from "node:path";
import { z } from "zod";
import { addDivision, type OtherWork } from "./other-works.js";
import { groupParagraphs } from "./passages.js";
import { readJsonFile } from "./read-json.js";
import { addStat, clean, emptyOutput } from "./rows.js";
import type { SourceOutput, SourceReader } from "./types.js";

const FOLDER = "philosophy-anthology-excerpts";
const FILE = path.join(FOLDER, "excerpts.json");

const schema = z.looseObject({
  excerpts: z.array(
    z.looseObject({
      id: z.string().min(1),
      author: z.string().min(1),
      title: z.string().min(1),
      selection: z.string().optional(),
      paragraphs: z.array(z.string()),
    }),
  ),
});

/** Headings kept as their own paragraphs in the excerpts: "Chapter II.", "Meditation I.", "Prose I", "Chap. XIII. …". */
const HEADING =
  /^(?:(?:chapter|meditation|section|prose|poem|song|book|part|letter|first section|second section|third section)\b|chap\.)[^.]{0,8}(?:\.|$)/i;

function isHeading(paragraph: string): boolean {
  return paragraph.length <= 160 && HEADING.test(paragraph);
}

/** Short public-domain excerpts of other philosophers, cut into passages at their own headings. */
async function read(corpusDir: string): Promise<SourceOutput> {
  const out = emptyOutput();
  const data = await readJsonFile(corpusDir, path.join(corpusDir, FILE), schema);
  for (const excerpt of data.excerpts) {
    const work: OtherWork = {
      source: FOLDER,
      workKey: `anthology-${excerpt.id}`,
      work: clean(excerpt.title),
      author: clean(excerpt.author),
      citeAs: `${clean(excerpt.author)}, ${clean(excerpt.title)}`,
    };
    const sections: { heading: string; paragraphs: string[] }[] = [{ heading: "", paragraphs: [] }];
    for (const raw of excerpt.paragraphs) {
      const paragraph = clean(raw);
      if (!paragraph) continue;
      if (isHeading(paragraph)) sections.push({ heading: paragraph.replace(/\.$/, ""), paragraphs: [] });
      else sections[sections.length - 1]?.paragraphs.push(paragraph);
    }
    for (const section of sections) {
      if (section.paragraphs.length === 0) continue;
      // "Chap. XIII. Of the Naturall Condition…" is cited as "Chap. XIII".
      const cite =
        /^(chap\.\s+[ivxlc]+)/i.exec(section.heading)?.[1] ?? section.heading.split(/\.\s/)[0] ?? "";
      addDivision(
        out,
        work,
        {
          cite: cite ? `, ${cite}` : "",
          label: cite || (excerpt.selection ? clean(excerpt.selection) : work.work),
          title: section.heading ? `${work.work}: ${section.heading}` : work.work,
          location: { excerpt: excerpt.id, ...(cite ? { section: cite } : {}) },
        },
        groupParagraphs(section.paragraphs),
      );
    }
    addStat(out, "anthology.excerpts");
  }
  return out;
}

export const anthology: SourceReader = { name: FOLDER, folders: [FOLDER], read };
