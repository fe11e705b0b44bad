/** What a folder's SOURCE.md says about where its texts come from: its title, repository and commit. */
export interface SourceNotes {
  title: string;
  repository: string;
  commit: string;
}

export function readSourceNotes(markdown: string, folder: string): SourceNotes {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim();
  const repository = /^-\s*Repository:\s*(https:\/\/\S+)/m.exec(markdown)?.[1];
  const commit = /^-\s*Commit:\s*`?([0-9a-f]{40})`?/m.exec(markdown)?.[1];
  const missing = [
    !title && "a title",
    !repository && "a Repository line",
    !commit && "a Commit line",
  ].filter(Boolean);
  if (!title || !repository || !commit) {
    throw new Error(`${folder}/SOURCE.md lacks ${missing.join(", ")}`);
  }
  return { title, repository, commit };
}
