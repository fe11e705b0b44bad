import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A small corpus in a fresh temporary folder, shaped like the real one: folders with SOURCE.md and texts. */
export function writeTestCorpus(): { root: string; corpusDir: string; licences: Record<string, string> } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "angelicus-corpus-test-"));
  const corpusDir = path.join(root, "corpus");
  const files: Record<string, string> = {
    "README.md": "# Test corpus\n",
    "alpha/SOURCE.md":
      "# Alpha — a test source\n\n## Provenance\n- Repository: https://github.com/example/alpha\n" +
      "- Commit: `0123456789abcdef0123456789abcdef01234567` (2020-01-01)\n",
    "alpha/alpha.json": JSON.stringify({ verses: ["In principio erat Verbum."] }),
    "beta/SOURCE.md":
      "# Beta — another\n\n- Repository: https://github.com/example/beta (a note)\n" +
      "- Commit: `89abcdef0123456789abcdef0123456789abcdef`\n",
    "beta/json/FP/FP-Question-2.json": JSON.stringify({ title: "Whether God exists?" }),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(corpusDir, file)), { recursive: true });
    fs.writeFileSync(path.join(corpusDir, file), text);
  }
  return { root, corpusDir, licences: { alpha: "Public domain (test)", beta: "Unlicense (test)" } };
}
