/** Whether a Node version (e.g. "20.19.0") satisfies an npm `engines.node` range such as ">=18 || ^20.9.0". */
export function satisfiesNodeRange(version: string, range: string): boolean {
  const v = parse(version);
  return range.split("||").some((alternative) => {
    const text = alternative.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1");
    if (text === "" || text === "*" || text === "x") return true;
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    if (hyphen)
      return compare(v, parse(hyphen[1] as string)) >= 0 && compare(v, parse(hyphen[2] as string)) <= 0;
    return text.split(/\s+/).every((comparator) => satisfiesComparator(v, comparator));
  });
}

type Version = [number, number, number];

function parse(text: string): Version {
  const parts = text.replace(/^v/, "").split(/[.-]/).slice(0, 3);
  const numbers = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : 0));
  return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
}

/** How many leading parts a partial version gives: "18" → 1, "18.2" → 2, "18.x" → 1. */
function precision(text: string): number {
  return text.split(".").filter((p) => /^\d+$/.test(p)).length;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

function satisfiesComparator(v: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?(.+)$/.exec(comparator);
  if (!match) return false;
  const op = match[1] ?? "";
  const target = parse(match[2] as string);
  const parts = precision(match[2] as string);
  const [major, minor] = target;
  switch (op) {
    case ">=":
      return compare(v, target) >= 0;
    case ">":
      return compare(v, target) > 0;
    case "<=":
      return compare(v, target) <= 0;
    case "<":
      return compare(v, target) < 0;
    case "^": {
      const ceiling: Version = major > 0 || parts === 1 ? [major + 1, 0, 0] : [0, minor + 1, 0];
      return compare(v, target) >= 0 && compare(v, ceiling) < 0;
    }
    case "~":
      return (
        compare(v, target) >= 0 && compare(v, parts === 1 ? [major + 1, 0, 0] : [major, minor + 1, 0]) < 0
      );
    default:
      if (parts === 3) return compare(v, target) === 0;
      return (
        compare(v, target) >= 0 && compare(v, parts === 1 ? [major + 1, 0, 0] : [major, minor + 1, 0]) < 0
      );
  }
}
