import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messages, sources } from "./catalogue";
import { pickLanguage, translator } from "./i18n";
// @ts-expect-error: a plain ES module script, without types
import { keysSource } from "../scripts/keys.mjs";

const root = join(__dirname, "../..");

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

describe("language", () => {
  it("follows a French system, else English, unless the user chose", () => {
    expect(pickLanguage(null, ["fr-FR", "en"])).toBe("fr");
    expect(pickLanguage(null, ["fr"])).toBe("fr");
    expect(pickLanguage(null, ["de-DE", "fr-FR"])).toBe("en");
    expect(pickLanguage(null, [])).toBe("en");
    expect(pickLanguage("fr", ["en-GB"])).toBe("fr");
    expect(pickLanguage("en", ["fr-FR"])).toBe("en");
  });

  it("fills placeholders and writes numbers the language's way", () => {
    const t = translator("fr");
    expect(t("cardsLeft", { deck: 58, left: 3 })).toBe("58 cartes\u00a0: 3 à attribuer");
    expect(translator("en")("cardsLeft", { deck: 58, left: 3 })).toBe("58 cards: 3 left to assign");
    expect(t("reason_one_ply", { score: -10.2 })).toContain("10,2");
    expect(translator("en")("reason_one_ply", { score: -10.2 })).toContain("10.2");
  });
});

describe("the catalogue", () => {
  const en = sources("en");
  const fr = sources("fr");

  it("has the same files in both languages, and every line of them parses", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [lang, all] of Object.entries({ en, fr })) {
      for (const [file, text] of Object.entries(all)) {
        // the runtime parser skips what it cannot read: count the messages a line starts
        const starts = text.split("\n").filter((l) => /^-?[a-zA-Z][\w-]*\s*=/.test(l)).length;
        expect(messages(text).size + (text.match(/^-[a-zA-Z][\w-]*\s*=/gm)?.length ?? 0), `${lang}/${file}`).toBe(starts);
      }
    }
  });

  it("has every message in both languages, with the same placeholders", () => {
    for (const file of Object.keys(en)) {
      const e = messages(en[file]);
      const f = messages(fr[file]);
      expect([...f.keys()].sort(), file).toEqual([...e.keys()].sort());
      for (const [id, vars] of e) expect(f.get(id), `${file}: ${id}`).toEqual(vars);
    }
  });

  it("generated the key type from the current files (npm run keys)", () => {
    expect(readFileSync(join(__dirname, "keys.ts"), "utf8")).toBe(keysSource(join(root, "locales/en")));
  });

  it("uses every message: each id is written in the code as a whole string", () => {
    const code = [
      ...files(join(root, "ui/src"), /\.tsx?$/).filter((p) => !/keys\.ts$|\.test\.tsx?$/.test(p)),
      ...files(join(root, "src-tauri/src"), /\.rs$/),
      ...files(join(root, "crates/papillon-app-core/src"), /\.rs$/),
      // the table link's guest page words its own messages
      ...files(join(root, "crates/table-link/assets"), /\.js$/),
    ].map((p) => readFileSync(p, "utf8")).join("\n");
    const unused = Object.values(en).flatMap((text) => [...messages(text).keys()])
      .filter((id) => !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });
});

/** English words that give away an untranslated French sentence (whole words). */
export const GIVEAWAYS =
  /\b(of|the|take|took|taken|with|and|card|cards|player|players|hand|played|placed|way|counted|reveals|wins|stakes|most|deals)\b|\(s\)|\b(Konsolation|Blätter|Blaetter|Zählsteine?|Spieler|letzte|einen|oder|zwei|der|die|das|und|muss|nicht|Karten|kann)\b/i;

describe("every French message", () => {
  const t = translator("fr");
  const sample = (vars: string[]): Record<string, string | number> =>
    Object.fromEntries(vars.map((v) => [v, v === "family" ? "S" : v === "trump" ? "chenille" : 2]));

  it("reads as French, with every placeholder filled", () => {
    const bad: string[] = [];
    for (const text of Object.values(sources("fr"))) {
      for (const [id, vars] of messages(text)) {
        const out = t(id as never, sample(vars));
        if (GIVEAWAYS.test(out) || /[{}$]/.test(out) || out.trim() === "") bad.push(`${id}: ${out}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("names cards with their article", () => {
    expect(t("card-family", { family: "S", rank: 9 })).toBe("le 9 de Serpents");
    expect(t("card-family", { family: "E", rank: 1 })).toBe("le 1 d'Éléments");
    expect(t("card-family-name", { family: "E", rank: 1 })).toBe("1 d'Éléments");
    expect(t("card-family", { family: "S", rank: 7 })).toBe("le Dragon");
    expect(t("card-trump", { trump: "chenille" })).toBe("la Chenille");
    expect(t("card-trump", { trump: "couteau-suisse" })).toBe("le Couteau Suisse");
    expect(t("card-trump", { trump: "yin" })).toBe("le Yin");
    expect(translator("en")("card-family", { family: "S", rank: 9 })).toBe("the 9 of Serpents");
  });

  it("counts with the language's plural rules", () => {
    expect(t("refHandOf", { n: 1 })).toBe("1 carte en main");
    expect(t("refHandOf", { n: 2 })).toBe("2 cartes en main");
    expect(translator("en")("refWays", { n: 1 })).toBe("1 way");
    expect(translator("en")("refWays", { n: 3 })).toBe("3 ways");
  });
});
