// The computer's seats on the set-up of a game played one person against the computer
// (the Papillon of 1756, Farfalia): each seat's name and level, and the table made
// larger or smaller by the count of players.
import { useEffect } from "preact/hooks";
import type { Level } from "../api";
import type { SeatPlayer } from "../bindings";
import { ChoiceChips } from "../components";
import { useApp } from "../context";
import { LEVEL } from "../enums";
import { translator, type Translate } from "../i18n";

export const LEVELS: Level[] = ["easy", "medium", "hard", "expert"];

export interface ComputerSeat { name: string; level: Level }

/** The person's default name in every language (« Moi », "Me"). */
const DEFAULT_NAMES = new Set((["en", "fr"] as const).map((lang) => translator(lang)("playDefaultName")));

/** A remembered name in the language shown: a default word of another language becomes
 *  this language's (« Me » → « Moi »); a name the person typed stays as typed. */
export function ownName(name: string, t: Translate): string {
  return DEFAULT_NAMES.has(name) ? t("playDefaultName") : name;
}

/** Keeps a set-up's choices (under `key` in the webview's storage) each time one
 *  changes, so closing the app before starting loses none (the newcomer's item 3: the
 *  Farfalia set-up forgot its five players, kept only on « Commencer »). */
export function useRemembered<T>(key: string, value: T, deps: unknown[]) {
  useEffect(() => {
    try { window.localStorage?.setItem(key, JSON.stringify(value)); } catch { /* a full or refused storage: the choice is only not kept */ }
  }, deps);
}

/** The computer's seats for a table of `players` (the person included): cut, or grown
 *  with the first of `names` not yet taken at `level`. */
export function withCount(seats: ComputerSeat[], players: number, names: string[], level: Level): ComputerSeat[] {
  if (players - 1 <= seats.length) return seats.slice(0, players - 1);
  const name = names.find((c) => !seats.some((x) => x.name === c)) ?? `P${players}`;
  return withCount([...seats, { name, level }], players, names, level);
}

/** Who plays each seat: the person first, then the computer at each seat's level. */
export function seatPlayers(seats: ComputerSeat[]): SeatPlayer[] {
  return [{ player: "person" }, ...seats.map((o) => ({ player: "computer" as const, level: o.level }))];
}

/** Each computer seat's name field and level chips (`prefix`-level-N). */
export function ComputerSeats({ prefix, seats, onChange }: { prefix: string; seats: ComputerSeat[]; onChange: (seats: ComputerSeat[]) => void }) {
  const { t, catalog } = useApp();
  const set = (i: number, seat: ComputerSeat) => onChange(seats.map((x, j) => (j === i ? seat : x)));
  return (
    <>
      <ol class="practice-seats">
        {seats.map((o, i) => (
          <li key={i} class="practice-seat">
            {/* the name field under its visible label (issue 50, item 13) */}
            <label class="seat-field">
              <span class="small">{t("playComputerName", { n: i + 1 })}</span>
              <input type="text" value={o.name} maxLength={catalog.max_name_chars} data-seat-name={i + 1}
                onInput={(e) => set(i, { ...o, name: (e.target as HTMLInputElement).value })} />
            </label>
            <ChoiceChips id={`${prefix}-level-${i + 1}`} label={t("playLevel", { name: o.name })} values={LEVELS} chosen={o.level}
              name={(l) => t(LEVEL[l])} onPick={(l) => set(i, { ...o, level: l })} />
          </li>
        ))}
      </ol>
      <p class="muted small">{t("levelHelp")}</p>
    </>
  );
}
