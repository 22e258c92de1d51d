// The app's words in French and English, from the catalogue (`locales/<lang>/*.ftl`).
// Rules and scores never come from here: only labels, sentences, and the names of the
// engine's items. `Key` is generated from the English files (`npm run keys`).
import { FluentNumber, type FluentBundle, type FluentVariable, type Scope } from "@fluent/bundle";
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

/** The minus sign every screen writes before a negative number: "−" (U+2212), never the
 *  hyphen "-". The one formatting rule of the app (docs/app.md, "Words and numbers"):
 *  numbers are written the language's way (« −10,2 », « 1 234 », "−10.2", "1,234") by
 *  `formatNumber`, which every message's numbers, `decimal` and `signedNumber` use. */
export const MINUS = "\u2212";

const numberLocale = (lang: Lang) => (lang === "fr" ? "fr-FR" : "en-GB");
const trueMinus = (text: string) => text.replace(/-/g, MINUS);

/** A number written the language's way: its separators, and "−" for a negative one.
 *  `digits` fixes the decimals; without it, as many as the number has (at most 3). */
export function formatNumber(lang: Lang, x: number, digits?: number): string {
  const opts = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return trueMinus(new Intl.NumberFormat(numberLocale(lang), opts).format(x));
}

/** A number a message is given: Fluent's number (so plural selection still reads its
 *  value), written with the true minus sign. */
class AppNumber extends FluentNumber {
  override toString(scope?: Scope): string {
    return trueMinus(super.toString(scope));
  }
}

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
    let args: Record<string, FluentVariable> | undefined;
    if (params) {
      args = {};
      for (const [name, value] of Object.entries(params)) args[name] = typeof value === "number" ? new AppNumber(value) : value;
    }
    const text = b.formatPattern(message.value, args, errors);
    if (errors.length && import.meta.env.MODE === "test") throw new Error(`${key}: ${errors.map(String).join("; ")}`);
    return text;
  };
}

/** A number written the language's way, with `digits` decimals: « −10,2 », "−10.2". */
export function decimal(lang: Lang, x: number, digits: number): string {
  return formatNumber(lang, x, digits);
}

/** A gain or a loss as a person reads it: « +10 », « −5 », « 0 », "+1.5" (the language's
 *  separators, the true minus sign). */
export function signedNumber(lang: Lang, x: number, digits?: number): string {
  const text = formatNumber(lang, Math.abs(x), digits);
  const zero = Number(x.toFixed(digits ?? 3)) === 0;
  return zero ? text : x > 0 ? `+${text}` : `${MINUS}${text}`;
}
