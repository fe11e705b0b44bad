import type { Material } from "@common/materials/contract";

export const SORT_KEYS = ["date", "title", "type"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = "asc" | "desc";

export interface LibraryFilter {
  search: string;
  /** A material type, or "all". */
  type: string;
  /** An education level, or "all". */
  level: string;
  sort: SortKey;
  order: SortOrder;
}

export const DEFAULT_FILTER: LibraryFilter = {
  search: "",
  type: "all",
  level: "all",
  sort: "date",
  order: "desc",
};

type Listed = Pick<Material, "title" | "description" | "materialType" | "educationLevel" | "createdAt">;

const compare: Record<SortKey, (a: Listed, b: Listed) => number> = {
  date: (a, b) => a.createdAt.localeCompare(b.createdAt),
  title: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: "base" }),
  type: (a, b) => a.materialType.localeCompare(b.materialType) || a.title.localeCompare(b.title),
};

/** §4/§5: filter by type and level, search title or description case-insensitively, then sort. */
export function applyLibraryFilter<T extends Listed>(materials: T[], f: LibraryFilter): T[] {
  const needle = f.search.trim().toLowerCase();
  const kept = materials.filter(
    (m) =>
      (f.type === "all" || m.materialType === f.type) &&
      (f.level === "all" || m.educationLevel === f.level) &&
      (!needle ||
        m.title.toLowerCase().includes(needle) ||
        (m.description ?? "").toLowerCase().includes(needle)),
  );
  const sign = f.order === "asc" ? 1 : -1;
  return kept.sort((a, b) => sign * compare[f.sort](a, b));
}
