import { createContext } from "preact";
import { useCallback, useContext, useRef, useState } from "preact/hooks";
import type { Catalog, Lang, Location, Settings } from "./api";
import type { Translate } from "./i18n";

export interface AppContext {
  t: Translate;
  lang: Lang;
  /** The engine's catalogue, every card's name in the player's language. */
  catalog: Catalog;
  /** A card's name with its article, for sentences and screen readers: « le 9 de Serpents ». */
  cardName: (face: string) => string;
  settings: Settings;
  /** Saves a change of the settings (`settings-queue.ts`: one save at a time, in the
   *  order asked); resolves to the settings saved. */
  updateSettings: (patch: Partial<Settings>) => Promise<Settings>;
  location: Location;
  /** Shows a screen. A new screen is a step of the history (the back button returns
   *  from it); `replace` takes the current step's place instead (a set-up screen
   *  leaving for the game it made: back must not reopen the finished form). */
  go: (location: Location, replace?: boolean) => void;
  /** Back one step of the history when there is one, else to `fallback`. */
  back: (fallback: Location) => void;
  /** Announces a message to screen readers (and shows it briefly). */
  announce: (message: string) => void;
  /** Shows an error (from a command) until dismissed. */
  fail: (error: unknown) => void;
  /** Takes the error shown away (an entry saved after a refused one: its refusal is old
   *  news). */
  clearError?: () => void;
}

export const Ctx = createContext<AppContext | null>(null);

export function useApp(): AppContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error("useApp outside the app");
  return ctx;
}

/** One line of the live log (the screen readers' announcements): its number (never
 *  reused, so a line is spoken once), its words, and the log it belongs to (a count of
 *  the log's scopes so far: a scope seen again is a new log). */
export interface Notice { id: number; text: string; log: number }

/** What a log belongs to: one game (the screen's game id; none between games) in one
 *  language. A new game, a game opened or resumed, or a change of language starts a
 *  clean log, so no stale line of another game or language is read (issue 50, item 5). */
export function logScope(lang: Lang, location: Location): string {
  return `${lang}:${location.game ?? "-"}`;
}

/** The log once `notice` is added: the lines of its log only, the last `kept`. */
export function addNotice(lines: readonly Notice[], notice: Notice, kept: number): Notice[] {
  return [...lines.filter((n) => n.log === notice.log).slice(-(kept - 1)), notice];
}

/** The live log of `scope`: its lines, and `announce` to add one. Each change of scope
 *  starts a new log (coming back to a scope too: a game resumed). A line goes to the log
 *  of the last render, so a screen just opened (a new game) announcing as it mounts
 *  starts the new log, and the old log's lines are gone at once. */
export function useLiveLog(scope: string, kept: number): { lines: Notice[]; announce: (message: string) => void } {
  const [lines, setLines] = useState<Notice[]>([]);
  const scopeNow = useRef(scope);
  const log = useRef(0);
  if (scopeNow.current !== scope) {
    scopeNow.current = scope;
    log.current += 1;
  }
  const lastId = useRef(0);
  const announce = useCallback((message: string) => {
    if (!message) return;
    const notice = { id: ++lastId.current, text: message, log: log.current };
    setLines((all) => addNotice(all, notice, kept));
  }, [kept]);
  return { lines: lines.filter((n) => n.log === log.current), announce };
}
