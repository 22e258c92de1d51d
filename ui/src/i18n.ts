// The app's words in French and English, from the catalogue (`locales/<lang>/*.ftl`).
// Rules and scores never come from here: only labels, sentences, and the names of the
// engine's items. `Key` is generated from the English files (`npm run keys`).
import type { FluentBundle, FluentVariable } from "@fluent/bundle";
import type { Lang } from "./api";
import { bundle } from "./catalogue";
import type { Key } from "./keys";

export type { Key } from "./keys";

/** French when the system is French, else English (unless the user chose). */
export function pickLanguage(chosen: Lang | null, systemLanguages: readonly string[]): Lang {
  if (chosen) return chosen;
  const first = systemLanguages.find((l) => l.trim() !== "");
  return first && first.toLowerCase().startsWith("fr") ? "fr" : "en";
}

export type Translate = (key: Key, params?: Record<string, string | number>) => string;

const bundles: Partial<Record<Lang, FluentBundle>> = {};
const loaded = (lang: Lang): FluentBundle => (bundles[lang] ??= bundle(lang));

/** Words one message. Numbers are written the language's way (« −10,2 », « 1 234 »);
 *  a message that is missing or asks for a placeholder it was not given is a bug the
 *  catalogue tests catch, and throws under test. */
export function translator(lang: Lang): Translate {
  const b = loaded(lang);
  return (key, params) => {
    const message = b.getMessage(key) ?? loaded("en").getMessage(key);
    if (!message?.value) {
      if (import.meta.env.MODE === "test") throw new Error(`no message ${key}`);
      return key;
    }
    const errors: Error[] = [];
    const text = b.formatPattern(message.value, params as Record<string, FluentVariable> | undefined, errors);
    if (errors.length && import.meta.env.MODE === "test") throw new Error(`${key}: ${errors.map(String).join("; ")}`);
    return text;
  };
}

/** A number written the language's way, with `digits` decimals: « −10,2 », "−10.2". */
export function decimal(lang: Lang, x: number, digits: number): string {
  return new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}
