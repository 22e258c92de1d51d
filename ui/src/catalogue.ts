// The catalogue: every word a person reads, one Fluent file per subject and language under
// `locales/<lang>/*.ftl` at the repository's root (the app's Rust side reads the same files).
// This module only loads and parses them; `i18n.ts` words with them.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import type { Lang } from "./api";

const files = import.meta.glob("../../locales/*/*.ftl", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

/** The catalogue's files of one language: file name → text. */
export function sources(lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) {
    const m = path.match(/locales\/([a-z]+)\/([a-z-]+\.ftl)$/);
    if (m && m[1] === lang) out[m[2]] = text;
  }
  return out;
}

/** One language's bundle. Placeholders are not wrapped in bidi isolation marks: every
 *  language here runs left to right, and the marks would reach the screen reader's text. */
export function bundle(lang: Lang): FluentBundle {
  const b = new FluentBundle(lang === "fr" ? "fr-FR" : "en-GB", { useIsolating: false });
  for (const [name, text] of Object.entries(sources(lang))) {
    const errors = b.addResource(new FluentResource(text));
    if (errors.length) throw new Error(`locales/${lang}/${name}: ${errors.map(String).join("; ")}`);
  }
  return b;
}

/** Every message id of a file's text, with the variables its value uses (in select
 *  expressions too), for the generated key list and the completeness test. */
export function messages(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const message of new FluentResource(text).body) {
    if (message.id.startsWith("-")) continue;
    const vars = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        const n = node as { type?: string; name?: string };
        if (n.type === "var" && n.name) vars.add(n.name);
        Object.values(node).forEach(walk);
      }
    };
    walk(message.value);
    out.set(message.id, [...vars].sort());
  }
  return out;
}
