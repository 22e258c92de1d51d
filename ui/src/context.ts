import { createContext } from "preact";
import { useContext } from "preact/hooks";
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
}

export const Ctx = createContext<AppContext | null>(null);

export function useApp(): AppContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error("useApp outside the app");
  return ctx;
}
