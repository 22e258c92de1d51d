// The one formatting rule (issue 50, item 3; docs/app.md, "Words and numbers"): numbers
// written the language's way with the true minus sign, French punctuation with its
// no-break space in every French message, one kind of apostrophe, and no label glued to
// its value with ": " in the code (each language's catalogue puts its own punctuation).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sources } from "./catalogue";
import { decimal, formatNumber, MINUS, signedNumber, translator } from "./i18n";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

/** The text a message shows: its lines but comments, without the id and the Fluent
 *  syntax (placeholders and select keys). */
function texts(source: string): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  let id = "";
  for (const line of source.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    const m = line.match(/^([A-Za-z][\w-]*)\s*=\s?(.*)$/);
    if (m) id = m[1];
    const body = (m ? m[2] : line)
      .replace(/\{[^{}]*\}/g, "X")       // placeholders and selectors
      .replace(/^\s*\*?\[[^\]]*\]\s*/, "");  // a variant's key
    out.push({ id, text: body });
  }
  return out;
}

describe("numbers", () => {
  it("are written with the true minus sign and the language's separators", () => {
    expect(formatNumber("fr", -51)).toBe(`${MINUS}51`);
    expect(formatNumber("en", -51)).toBe(`${MINUS}51`);
    expect(formatNumber("fr", -1234.5, 1)).toBe(`${MINUS}1${NNBSP}234,5`);
    expect(formatNumber("en", 1234.5, 2)).toBe("1,234.50");
    expect(decimal("fr", -10.25, 1)).toBe(`${MINUS}10,3`);
    expect(signedNumber("fr", -5)).toBe(`${MINUS}5`);
    expect(signedNumber("en", 10)).toBe("+10");
    expect(signedNumber("en", 0)).toBe("0");
    expect(signedNumber("en", -0.01, 1)).toBe("0.0");
    expect(signedNumber("fr", 1.5, 1)).toBe("+1,5");
  });

  it("reach every message with the true minus sign, and agree with their noun", () => {
    for (const lang of ["fr", "en"] as const) {
      const t = translator(lang);
      const text = t("reason_one_ply", { score: -10.2 });
      expect(text).toContain(`${MINUS}10`);
      expect(text).not.toMatch(/-\d/);
    }
  });
});

describe("French punctuation", () => {
  const fr = sources("fr");
  it("has a no-break space before : ; ! ? » and after « in every French message", () => {
    const wrong: string[] = [];
    for (const [file, source] of Object.entries(fr)) {
      for (const { id, text } of texts(source)) {
        // a URL's colon, a time (12:30) and a card's notation are not punctuation
        const t = text.replace(/[a-z]+:\/\/\S+/g, "").replace(/\d:\d/g, "");
        for (const m of t.matchAll(/(.)([:;!?»])/g)) {
          if (m[1] !== NBSP && m[1] !== NNBSP && !(m[2] === "»" && m[1] === "«"))
            wrong.push(`${file} ${id}: «${m[1]}${m[2]}» in "${text.trim()}"`);
        }
        for (const m of t.matchAll(/«(.)/g)) if (m[1] !== NBSP && m[1] !== NNBSP) wrong.push(`${file} ${id}: «« without its space in "${text.trim()}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("writes no « de » or « le/la » straight before a person's name", () => {
    // « de Alice » should read « d'Alice », and Fluent cannot elide: the French words
    // are put so that no preposition stands before a name (« Alice : niveau »)
    const person = /\b(de|du|le|la) \{ ?\$(name|player|players|by|previous|dealer|winner|who|partner|first)\b/;
    const wrong: string[] = [];
    for (const [file, source] of Object.entries(fr))
      for (const line of source.split("\n")) if (!line.startsWith("#") && person.test(line)) wrong.push(`${file}: ${line.trim()}`);
    expect(wrong).toEqual([]);
  });

  it("uses one apostrophe, the straight one, in both languages", () => {
    const curly: string[] = [];
    for (const lang of ["fr", "en"] as const)
      for (const [file, source] of Object.entries(sources(lang)))
        for (const { id, text } of texts(source)) if (/[‘’]/.test(text)) curly.push(`${lang}/${file} ${id}`);
    expect(curly).toEqual([]);
  });

  it("writes no hyphen as a minus sign before a number in any message", () => {
    const hyphen: string[] = [];
    for (const lang of ["fr", "en"] as const)
      for (const [file, source] of Object.entries(sources(lang)))
        for (const { id, text } of texts(source)) if (/(^|[\s(])-(\d|X)/.test(text)) hyphen.push(`${lang}/${file} ${id}: ${text.trim()}`);
    expect(hyphen).toEqual([]);
  });
});

describe("the code", () => {
  // every screen's words come from the catalogue: a label glued to a value with ": " in
  // the code would take the English colon into French (« Dernier coup: … »)
  const root = join(__dirname, "..");
  const code = files(join(root, "src"), /\.tsx?$/).filter((f) => !/\.test\.tsx?$|bindings\.ts$|keys\.ts$/.test(f));
  it("glues no label to its value with a colon outside the catalogue", () => {
    const glued: string[] = [];
    for (const path of code) {
      readFileSync(path, "utf8").split("\n").forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        // JSX text after a message: {t("x")}: {…}, or a template: `${t("x")}: ${…}`
        if (/\}\s*:\s*\{|\}:\s+\$\{|\)\}:\s/.test(line) && /\bt\(/.test(line) && !/\?\s*[^:]*\}\s*:\s*\{/.test(line))
          glued.push(`${path.slice(root.length + 1)}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(glued).toEqual([]);
  });

  it("writes no hyphen-minus in front of a number it shows", () => {
    const hyphen: string[] = [];
    for (const path of code) {
      readFileSync(path, "utf8").split("\n").forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        // a string or JSX text that starts a shown number with "-": "-" + n, `-${n}`
        if (/["'`>]-\$\{|"-"\s*\+|'-'\s*\+/.test(line)) hyphen.push(`${path.slice(root.length + 1)}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(hyphen).toEqual([]);
  });
});
