// A date typed in the app's language, in that language's order (« 02/12/2026 » in
// French, "12/02/2026" in English): a browser's own date field follows the system's
// language, not the app's (newcomer pass: the history's fields read month first in
// French). The value in and out is ISO (2026-12-02), or "" for no date.
import { useEffect, useId, useState } from "preact/hooks";
import { useApp } from "./context";

type Part = "day" | "month" | "year";

/** The order of day, month and year, and the separator, in `lang`'s short dates. */
export function dateOrder(lang: string): { order: Part[]; sep: string } {
  const parts = new Intl.DateTimeFormat(lang, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(2000, 10, 22));
  const order = parts.map((p) => p.type).filter((p): p is Part => p === "day" || p === "month" || p === "year");
  const sep = parts.find((p) => p.type === "literal")?.value ?? "/";
  return { order, sep };
}

/** An ISO date written in `lang`'s order ("" stays ""). */
export function showDate(iso: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return "";
  const at: Record<Part, string> = { year: m[1], month: m[2], day: m[3] };
  const { order, sep } = dateOrder(lang);
  return order.map((p) => at[p]).join(sep);
}

/** A day shown in a list, its month in letters ("Dec 2, 2026", « 2 déc. 2026 »): the
 *  numbers alone read either way round (a newcomer pass: is "12/2/2026" the 12th of
 *  February?). What does not read as a date is shown as it is. */
export function dayText(stamp: string, lang: string): string {
  const d = new Date(stamp);
  return Number.isNaN(d.getTime()) ? stamp : d.toLocaleDateString(lang, { day: "numeric", month: "short", year: "numeric" });
}

/** A day and its time, the month in letters, for what is kept with its moment. */
export function momentText(stamp: string, lang: string): string {
  const d = new Date(stamp);
  return Number.isNaN(d.getTime()) ? stamp : d.toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
}

/** A date typed in `lang`'s order, as ISO: "" when empty, null when it is not a date
 *  of the calendar (the 31st of April, a 13th month, a missing part). */
export function readDate(text: string, lang: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const numbers = trimmed.split(/[^\d]+/).filter((n) => n !== "");
  if (numbers.length !== 3) return null;
  const { order } = dateOrder(lang);
  const at = Object.fromEntries(order.map((p, i) => [p, Number(numbers[i])])) as Record<Part, number>;
  const year = numbers[order.indexOf("year")].length === 2 ? 2000 + at.year : at.year;
  const date = new Date(Date.UTC(year, at.month - 1, at.day));
  if (year < 1000 || year > 9999 || date.getUTCMonth() !== at.month - 1 || date.getUTCDate() !== at.day) return null;
  return `${String(year).padStart(4, "0")}-${String(at.month).padStart(2, "0")}-${String(at.day).padStart(2, "0")}`;
}

/** A date field: `value` ISO, "" for none, or null while what is typed is not a date
 *  (the caller does not search with a date the field does not show). The error shows
 *  once the person leaves the field or has typed a whole date's length, not at every key. */
export function DateField({ label, value, onChange, id }: { label: string; value: string | null; onChange: (iso: string | null) => void; id: string }) {
  const { t, lang } = useApp();
  const [text, setText] = useState(() => showDate(value ?? "", lang));
  const [left, setLeft] = useState(false);
  const hint = useId();
  // the language changed, or the value was set from outside: written anew
  useEffect(() => { if (value !== null && readDate(text, lang) !== value) setText(showDate(value, lang)); }, [value, lang]);
  const { order, sep } = dateOrder(lang);
  const pattern = order.map((p) => t(p === "day" ? "dateDay" : p === "month" ? "dateMonth" : "dateYear")).join(sep);
  // said once the person left the field, or typed as many characters as the pattern has
  const wrong = readDate(text, lang) === null && (left || text.trim().length >= pattern.length);
  const typed = (s: string) => {
    setText(s);
    onChange(readDate(s, lang));
  };
  return (
    <div class="date-field">
      <label for={id}>{label}</label>
      <input type="text" id={id} inputMode="numeric" autoComplete="off" value={text} placeholder={pattern}
        aria-invalid={wrong ? "true" : undefined} aria-describedby={hint} onBlur={() => setLeft(true)} onInput={(e) => typed((e.target as HTMLInputElement).value)} />
      {/* the pattern is the placeholder; said again under the field only when what is typed does not read */}
      <span id={hint} class="date-hint wrong small" hidden={!wrong}>{wrong ? t("dateWrong", { pattern }) : ""}</span>
    </div>
  );
}
