import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { Catalog, Lang, Location, Settings } from "./api";
import type { Translate } from "./i18n";

export interface AppContext {
  t: Translate;
  lang: Lang;
  catalog: Catalog;
  settings: Settings;
  setSettings: (s: Settings) => Promise<void>;
  location: Location;
  go: (location: Location) => void;
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
