import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import { EDUCATION_LEVEL_INFO, EDUCATION_LEVELS } from "@common/education/levels";
import { CHAT_MATERIAL_LABELS, CHAT_MATERIAL_TYPES } from "@common/materials/material-types";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from "lucide-react";
import { useId } from "react";
import type { LibraryFilter, SortKey } from "../library-filter";

const SORT_LABELS: Record<SortKey, string> = { date: "Date", title: "Title", type: "Type" };

interface Props {
  value: LibraryFilter;
  onChange: (next: LibraryFilter) => void;
}

/** Search, type, level and sort with its order toggle: four columns on desktop (§2). */
export function LibraryFilters({ value, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<LibraryFilter>) => onChange({ ...value, ...patch });
  return (
    <div
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="library-filters"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="relative">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            placeholder="Title or description"
            value={value.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <Select value={value.type} onValueChange={(type) => set({ type })}>
          <SelectTrigger id={`${id}-type`} data-testid="filter-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All types</SelectItem>
            {CHAT_MATERIAL_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {CHAT_MATERIAL_LABELS[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-level`}>Level</Label>
        <Select value={value.level} onValueChange={(level) => set({ level })}>
          <SelectTrigger id={`${id}-level`} data-testid="filter-level">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All levels</SelectItem>
            {EDUCATION_LEVELS.map((l) => (
              <SelectItem key={l} value={l}>
                {EDUCATION_LEVEL_INFO[l].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <div className="flex gap-2">
          <Select value={value.sort} onValueChange={(sort) => set({ sort: sort as SortKey })}>
            <SelectTrigger id={`${id}-sort`} data-testid="filter-sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(SORT_LABELS) as SortKey[]).map((k) => (
                <SelectItem key={k} value={k}>
                  {SORT_LABELS[k]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            onClick={() => set({ order: value.order === "desc" ? "asc" : "desc" })}
            aria-label={
              value.order === "desc"
                ? "Descending order; switch to ascending"
                : "Ascending order; switch to descending"
            }
            data-testid="sort-order"
          >
            {value.order === "desc" ? (
              <ArrowDownWideNarrow aria-hidden="true" />
            ) : (
              <ArrowUpNarrowWide aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>
    </div>
  );
}
