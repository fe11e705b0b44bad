import type { ReaderContents } from "../../common/reader/contract.js";
import { linkOf, type Outline } from "./outline.js";

const anchorOf = (division: string) => division.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The works, their divisions, and each division's questions (ST) or chapters (SCG), for browsing. */
export function readerContents(outline: Outline): ReaderContents {
  const works: ReaderContents["works"] = [];
  for (const e of outline.readingOrder) {
    let work = works.find((w) => w.workKey === e.workKey);
    if (!work) {
      work = { workKey: e.workKey, work: e.work, divisions: [] };
      works.push(work);
    }
    let division = work.divisions.find((d) => d.label === e.division);
    if (!division) {
      division = { label: e.division, anchor: anchorOf(e.division), groups: [] };
      work.divisions.push(division);
    }
    const groupRef = e.questionRef;
    let group = division.groups[division.groups.length - 1];
    if (!group || group.articleRef !== groupRef) {
      const question = groupRef ? outline.byRef.get(groupRef) : undefined;
      group = {
        articleRef: groupRef,
        place: question?.place ?? null,
        title: question?.title ?? groupRef ?? e.division,
        items: [],
      };
      division.groups.push(group);
    }
    group.items.push(linkOf(e));
  }
  return { works };
}
