// ARCHITECTURE.md stays true (issue 52, item 6): every source file of the project is
// named in the section of its folder ("### `crates/farfalia/src`"), by its name, its path
// in the folder, or a folder of it written with its slash (`ledger/`). Tests beside the
// code are named as a kind (`*.test.ts`), not one by one, and so are a crate's `lib.rs`
// and `main.rs` where the section opens with what they hold.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..", "..");
const doc = readFileSync(join(root, "ARCHITECTURE.md"), "utf8");

/** The sections that list a folder's files: heading "### `folder`", up to the next heading. */
function sections(): Map<string, string> {
  const out = new Map<string, string>();
  const parts = doc.split(/\n(?=#{2,3} )/);
  for (const part of parts) {
    const m = /^### `([^`]+)`/.exec(part);
    if (m) out.set(m[1].replace(/\/$/, ""), part);
  }
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "fixtures" || name.startsWith(".")) return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The source folders of the project: each crate's, the app's, the front end's, the
 *  end-to-end tests', the fuzz targets' and the scripts. */
const FOLDERS = [
  ...readdirSync(join(root, "crates")).map((c) => `crates/${c}/src`),
  "src-tauri/src", "ui/src", "tests/e2e/src", "fuzz/src", "fuzz/fuzz_targets", "scripts",
];

describe("ARCHITECTURE.md", () => {
  const byFolder = sections();

  it("has a section for every source folder", () => {
    expect(FOLDERS.filter((f) => !byFolder.has(f))).toEqual([]);
  });

  it("names every source file in its folder's section", () => {
    const missing: string[] = [];
    for (const folder of FOLDERS) {
      const text = byFolder.get(folder);
      if (!text) continue;
      for (const path of files(join(root, folder))) {
        const rel = relative(join(root, folder), path);
        if (!/\.(rs|tsx?|mjs|sh|py)$/.test(rel) || /\.test\.tsx?$|\.d\.ts$/.test(rel)) continue;
        if (/^(lib|main)\.rs$/.test(rel) || rel === "bindings.ts" || rel === "keys.ts") continue;
        const steps = rel.split("/");
        const name = steps[steps.length - 1];
        const named = text.includes(`\`${rel}\``) || text.includes(`\`${name}\``)
          || new RegExp(`[\`, (]${name.replace(/[.]/g, "\\.")}[\`,) ]`).test(text)
          || steps.slice(0, -1).some((_, i) => text.includes(`\`${steps.slice(0, i + 1).join("/")}/\``) || text.includes(`\`${steps[i]}/\``));
        if (!named) missing.push(`${folder}/${rel}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
