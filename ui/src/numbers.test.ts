// Every message that counts something shows the number it was given, written the
// language's way, with its words agreeing (issue 33: French puts 0 in the plural
// category `one`, and variants that wrote a literal "1" showed « 1 carte prise » for a
// player who had taken nothing).
import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import type { Lang } from "./api";
import { sources } from "./catalogue";
import { translator } from "./i18n";

/** CLDR's plural categories: a select keyed by one of them counts something. */
const CATEGORIES = new Set(["zero", "one", "two", "few", "many"]);

type Node = unknown;
interface Select {
  type: "select";
  selector: { type: string; name?: string; args?: Node[] };
  variants: { key: { type: string; value: string | number }; value: Node }[];
}
const isSelect = (n: Node): n is Select => !!n && typeof n === "object" && (n as { type?: string }).type === "select";

/** Calls `visit` on every select expression under `node`. */
function selects(node: Node, visit: (s: Select) => void): void {
  if (Array.isArray(node)) node.forEach((n) => selects(n, visit));
  else if (node && typeof node === "object") {
    if (isSelect(node)) visit(node);
    Object.values(node).forEach((n) => selects(n, visit));
  }
}

/** The variable a select chooses on (directly or through NUMBER()). */
function selectorVar(s: Select): string | undefined {
  if (s.selector.type === "var") return s.selector.name;
  const arg = s.selector.args?.[0] as { type?: string; name?: string } | undefined;
  return s.selector.type === "func" && arg?.type === "var" ? arg.name : undefined;
}

const counts = (s: Select) => s.variants.some((v) => v.key.type === "str" && CATEGORIES.has(String(v.key.value)));

/** The literal text of a pattern, placeables left out. */
function literal(pattern: Node): string {
  if (typeof pattern === "string") return pattern;
  if (Array.isArray(pattern)) return pattern.map((p) => (typeof p === "string" ? p : "")).join("");
  return "";
}

interface Counted {
  file: string;
  id: string;
  /** the variables the message counts with */
  numbers: string[];
  /** every variable it uses */
  vars: string[];
}

/** The variables that count something anywhere in the catalogue (a plural select
 *  chooses on them somewhere): a message that writes one without a select is rendered
 *  at every number too, so "{ $n } parties" cannot say « 1 parties ». */
function countingNames(lang: Lang): Set<string> {
  const names = new Set<string>();
  for (const text of Object.values(sources(lang))) {
    for (const entry of new FluentResource(text).body) {
      selects(entry.value, (s) => {
        const v = selectorVar(s);
        if (v && counts(s)) names.add(v);
      });
    }
  }
  return names;
}

/** Variables named like a count that are not one: a seat, a deal's or game's number, a
 *  rank, a die's face, a year. */
const NOT_COUNTS = new Set(["seat", "game", "deal", "entry", "number", "rank", "roll", "tour", "first", "last", "after", "year", "place"]);
/** Messages where a variable that counts elsewhere is a name or a label. */
const NAMED_HERE: Record<string, string[]> = {
  farfaliaPbDealerNotByRule: ["expected"], proutPbCount: ["pile"], proutPbValuesNeedCards: ["pile"], farfaliaRecorded: ["n"],
};

function counted(lang: Lang): Counted[] {
  const out: Counted[] = [];
  const names = new Set([...countingNames(lang), ...countingNames(lang === "fr" ? "en" : "fr")]);
  for (const [file, text] of Object.entries(sources(lang))) {
    for (const entry of new FluentResource(text).body) {
      if (entry.id.startsWith("-")) continue;
      const numbers = new Set<string>();
      const vars = new Set<string>();
      selects(entry.value, (s) => {
        const v = selectorVar(s);
        if (v && counts(s)) numbers.add(v);
      });
      const walk = (n: Node): void => {
        if (Array.isArray(n)) n.forEach(walk);
        else if (n && typeof n === "object") {
          const x = n as { type?: string; name?: string };
          if (x.type === "var" && x.name) vars.add(x.name);
          Object.values(n).forEach(walk);
        }
      };
      walk(entry.value);
      for (const v of vars) if (names.has(v) && !NOT_COUNTS.has(v) && !NAMED_HERE[entry.id]?.includes(v)) numbers.add(v);
      if (numbers.size) out.push({ file, id: entry.id, numbers: [...numbers].sort(), vars: [...vars].sort() });
    }
  }
  return out;
}

const VALUES = [0, 1, 2, 5, 21];

/** Words a message may write instead of the number, by value (« aucune », "no"). */
const WORDS: Record<Lang, Record<number, RegExp>> = {
  fr: { 0: /\b(aucun|aucune|rien|personne|pas de|plus de|ni)\b/i, 1: /\b(un|une|seul|seule|le seul|la seule)\b/i },
  en: { 0: /\b(no|none|nothing|nobody|not any)\b/i, 1: /\b(a|an|one|once|the only)\b/i },
};

/** Words that may follow a number whatever the count: prepositions, participles. */
const AFTER_ANY = new Set([
  "sur", "à", "de", "d", "du", "des", "en", "et", "ou", "pour", "par", "au", "aux", "dont", "contre", "fois", "jetons", "points",
  "of", "on", "to", "in", "at", "for", "and", "or", "by", "from", "out", "left", "times", "x", "taken", "chosen",
  "avec", "with", "but", "mais", "qui", "tout", "chacun", "chacune", "each", "pts", "pt", "can", "captured", "kept", "scoring",
]);
/** Adjectives between a number and its noun, and the negation before a verb. */
const SKIP = new Set(["blue", "orange", "matching", "legal", "simulated", "face", "up", "bleue", "bleues", "ne", "n"]);
const SINGULAR_VERBS = new Set(["is", "was", "has", "est", "a", "reste", "peut"]);
const PLURAL_VERBS = new Set(["are", "were", "have", "sont", "ont", "restent", "peuvent"]);
const INVARIANT = new Set(["pas", "bras", "fois", "prix", "choix", "as"]);

/** Whether the words after a number are plural (undefined: nothing to agree). */
function agreesPlural(after: string | undefined): boolean | undefined {
  for (const raw of after?.trim().split(/\s+/) ?? []) {
    const word = raw.toLowerCase().replace(/^[dln]'/, "");
    if (SKIP.has(word)) continue;
    if (SINGULAR_VERBS.has(word)) return false;
    if (PLURAL_VERBS.has(word)) return true;
    if (AFTER_ANY.has(word) || INVARIANT.has(word)) return undefined;
    return /[sx]$/.test(word);
  }
  return undefined;
}

/** Messages whose count chooses only the agreement of a list written elsewhere
 *  (« le 3 et le 4 ne sont pas sur le tapis »): the number is not shown. */
const AGREES_ONLY = new Set(["ref-overlap", "ref-not-on-plate", "whySide"]);
/** Words a message may write instead of the number, by message and value. */
const SAID: Record<string, Record<number, RegExp>> = {
  playReviewSaid: { 0: /comme l'ordinateur|as the computer would/ },
  classicEvReveal: { 0: /(se découvre|reveals)\s?:?\s?\S+ cartes?$|reveals \S+ cards?$/ },
  classicEvConsolation: { 0: /aucune carte|no card/, 1: /la carte restée|the card left/ },
  "sheet-papillon-draw-missing": { 1: /la carte tirée|the card they drew/ },
  refShowFirst: { 1: /le premier|the first$/ },
};

function fill(vars: string[], number: string, value: number): Record<string, string | number> {
  return Object.fromEntries(
    vars.map((v) => [v, v === number ? value : v === "family" ? "S" : v === "trump" ? "chenille" : v === "name" || v === "player" ? "Ana" : 3]),
  );
}

describe("numbers in the catalogue", () => {
  for (const lang of ["fr", "en"] as Lang[]) {
    it(`${lang}: no variant of a count writes a numeral of its own`, () => {
      const bad: string[] = [];
      for (const [file, text] of Object.entries(sources(lang))) {
        for (const entry of new FluentResource(text).body) {
          selects(entry.value, (s) => {
            if (!counts(s)) return;
            for (const v of s.variants) {
              if (/\d/.test(literal(v.value))) bad.push(`${file}: ${entry.id} [${v.key.value}] ${literal(v.value).trim()}`);
            }
          });
        }
      }
      expect(bad).toEqual([]);
    });

    it(`${lang}: every count shows its number at 0, 1, 2, 5 and 21, with the words agreeing`, () => {
      const t = translator(lang);
      const format = new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB");
      const bad: string[] = [];
      const all = counted(lang);
      expect(all.length).toBeGreaterThan(40);
      for (const { file, id, numbers, vars } of all) {
        for (const number of numbers) {
          for (const value of VALUES) {
            const out = t(id as never, fill(vars, number, value));
            const shown = format.format(value);
            const token = new RegExp(`(^|[^\\d,.])${shown}(?![\\d]|[,.]\\d)`);
            const where = `${file}: ${id} (${number} = ${value}): ${out}`;
            if (AGREES_ONLY.has(id)) continue;
            if (!token.test(out) && !WORDS[lang][value]?.test(out) && !SAID[id]?.[value]?.test(out)) {
              bad.push(`${where} — the number is not shown`);
              continue;
            }
            // the words right after the number agree with it
            const after = out.match(new RegExp(`(?:^|[^\\d,.])${shown}((?:\\s+[\\p{L}']+){1,3})`, "u"))?.[1];
            const plural = agreesPlural(after);
            if (plural === undefined) continue;
            const wantsPlural = lang === "fr" ? value >= 2 : value !== 1;
            if (plural !== wantsPlural) bad.push(`${where} — « ${after?.trim()} » does not agree with ${value}`);
          }
        }
      }
      expect(bad).toEqual([]);
    });
  }
});
