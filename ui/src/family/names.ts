// The names of the family's games, as the screens show them.
import type { GameType } from "../api";
import type { Translate } from "../i18n";

/** Every game of the family, Papillon first (the app's default). */
export const GAMES: GameType[] = ["papillon", "classic", "farfalia", "prout"];

const NAME_KEYS = {
  papillon: "gamePapillon", classic: "gameClassic", farfalia: "gameFarfalia", prout: "gameProut",
} as const satisfies Record<GameType, string>;

export function gameName(game: GameType, t: Translate): string {
  return t(NAME_KEYS[game]);
}
