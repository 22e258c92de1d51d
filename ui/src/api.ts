// The one door to the engine: typed wrappers over the app's Tauri commands. Nothing
// here decides a rule; it only carries requests and answers.
import { invoke } from "@tauri-apps/api/core";

export type Lang = "fr" | "en";
export type Theme = "system" | "light" | "dark";
export type RuleOptions = Record<string, unknown> & { trump_numbers?: Record<string, number | null> };

export interface Settings {
  language: Lang | null;
  theme: Theme;
  sound: boolean;
  haptics: boolean;
  default_options: RuleOptions;
}

export interface CardInfo { face: string; name: string; family: string | null; rank: number | null; trump: string | null }
export interface Catalog {
  deck_size: number;
  copies_per_face: number;
  papillon_draw: number;
  blue_scoring: CardInfo[];
  families: { letter: string; name: string }[];
  ranks: number[];
  trumps: CardInfo[];
  house_rules: { key: string; choices: string[] }[];
  default_options: RuleOptions;
  min_players: number;
  max_players: number;
}

export interface SideLine { members: string[]; blue: number; orange: number; total: number; place: number }
export interface GameSummary {
  id: number; session: number | null; session_name: string | null; status: "in_progress" | "finished";
  created_at: string; updated_at: string; players: string[]; revision: number; sides: SideLine[]; winners: string[];
}
export interface Location { screen: string; game?: number; tab?: string; player?: string }
export interface Startup {
  version: string; db_path: string; settings: Settings; location: Location | null;
  resume: GameSummary | null; catalog: Catalog;
}

export type ChatNoir = "voluntary" | "involuntary";
export interface BluePlayer { cards: number; scoring: string[]; chat_noir?: ChatNoir }
export interface BlueInput { players: Record<string, BluePlayer>; most_cards_rolloff?: string | null; left_on_plate?: number }
export type OrangeEnd = "normal" | "carnage" | "apocalypse";
export interface OrangeInput {
  tours: string[]; end: OrangeEnd; hands: Record<string, string[]>;
  couteau_suisse: Record<string, number[]>; papillon_draw: Record<string, string[]>;
}
export interface Sheet {
  players: string[]; teams?: string[][] | null; options: RuleOptions;
  blue?: BlueInput | null; orange?: OrangeInput | null; winner_rolloff?: string | null;
}

export interface ScoreItem { what: string; points: number; by: string[]; item: string; [k: string]: unknown }
export interface SideScore { members: string[]; blue: number; orange: number; total: number; place: number; blue_items: ScoreItem[]; orange_items: ScoreItem[] }
export interface PlayerScore { name: string; side: number; blue: number; orange: number; blue_items: ScoreItem[]; orange_items: ScoreItem[]; credited: { blue: number; orange: number; total: number } }
export interface Report {
  sides: SideScore[]; winners: string[]; players: PlayerScore[];
  consolation: { from: string[]; to: string[]; points: number }[];
}
export interface DiceEntry { game: number | null; rolled_at: string; purpose: string; player: string; dice: number[] }
export interface Seat { seat: number; player: number; name: string; sheet_name: string }
export interface GameDetail {
  summary: GameSummary; seats: Seat[]; dealer_seat: number | null; sheet: Sheet; report: Report | null;
  missing: string[]; can_undo: boolean; can_redo: boolean; dice: DiceEntry[];
}
export interface Standing { name: string; games: number; wins: number; total: number }
export interface GameView {
  detail: GameDetail; sides: string[][];
  blue: { deck: number; entered: number; left: number };
  tours: { expected: number; entered: number; can_add: boolean };
  missing: string[];
  prompts: {
    most_cards_tie: string[][] | null; winner_tie: string[][] | null;
    couteau_suisse: { player: string; held: number; rolled: number }[];
    papillon_draw: { player: string; expected: number }[];
  };
  session: { session: { id: number; name: string }; standings: Standing[]; games: GameSummary[] } | null;
}
export type Throw = { pair: { blue: number; orange: number } } | { single: number };
export interface RollRecord { player: string; purpose: string; throw: Throw }
export interface Contest { purpose: string; best: "highest" | "lowest"; rounds: RollRecord[][]; winner: string }
export interface RollOutcome { contest: Contest | null; roll: RollRecord | null; view: GameView }
export interface Player { id: number; name: string; created_at: string }
export interface PlayerStats {
  player: number; name: string; games: number; wins: number; win_percent: number;
  average_blue: number; average_orange: number; average_total: number;
  head_to_head: { opponent: string; games: number; wins: number; losses: number; [k: string]: unknown }[];
}
export interface NewGame { players: string[]; teams: string[][] | null; options: RuleOptions; dealer_seat: number | null }
export interface CommandError { code: string; message: string; details: string[] }

/** An error from a command, or any other failure, as one readable message. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) return String((error as CommandError).message);
  return String(error);
}

export const api = {
  start: (systemLanguage: Lang) => invoke<Startup>("app_start", { systemLanguage }),
  saveSettings: (settings: Settings, systemLanguage: Lang) =>
    invoke<Settings>("save_settings", { settings, systemLanguage }),
  saveLocation: (location: Location) => invoke<void>("save_location", { location }),
  players: () => invoke<Player[]>("list_players"),
  addPlayer: (name: string) => invoke<Player>("add_player", { name }),
  proposeTeams: (players: string[], options: RuleOptions) =>
    invoke<string[][] | null>("propose_teams", { players, options }),
  createGame: (setup: NewGame) => invoke<GameView>("create_game", { setup }),
  game: (game: number) => invoke<GameView>("game_view", { game }),
  record: (game: number, sheet: Sheet) => invoke<GameView>("record_entry", { game, sheet }),
  undo: (game: number) => invoke<GameView>("undo", { game }),
  redo: (game: number) => invoke<GameView>("redo", { game }),
  finish: (game: number) => invoke<GameView>("finish_game", { game }),
  rollStart: (game: number, round: "blue" | "orange") => invoke<RollOutcome>("roll_start", { game, round }),
  settleTie: (game: number, tie: "most_cards" | "winner") => invoke<RollOutcome>("settle_tie", { game, tie }),
  rollCouteau: (game: number, player: string) => invoke<RollOutcome>("roll_couteau", { game, player }),
  rollDice: (game: number | null) => invoke<Throw>("roll_dice", { game }),
  rollTeams: (players: string[]) => invoke<Contest>("roll_teams", { players }),
  games: (filter: { player?: string; from?: string; to?: string; limit?: number; status?: "in_progress" | "finished" }) =>
    invoke<GameSummary[]>("list_games", { filter }),
  stats: () => invoke<PlayerStats[]>("statistics"),
  exportBackup: () => invoke<string>("export_backup"),
  importBackup: (text: string) =>
    invoke<{ games: number; skipped: number; players_added: number; sessions: number }>("import_backup", { text }),
};

/** The dice values of a throw, blue die first. */
export function throwValues(t: Throw): number[] {
  if ("pair" in t) return [t.pair.blue, t.pair.orange];
  return [t.single];
}
