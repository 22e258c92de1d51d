// The one door to the engine: typed wrappers over the app's commands. Every type
// comes from bindings.ts, generated from the Rust types (src-tauri/tests/bindings.rs),
// so the front end cannot drift from what the commands send. Nothing here decides a
// rule; it only carries requests and answers. The commands are reached through Tauri in
// the app, or through the web build's worker in a browser (transport.ts, picked once).
import { invoke } from "./transport";
import type {
  CommandError, Contest, GameFilter, GameSummary, GameView, ImportSummary, Lang,
  Location, NewGame, Player, PlayerStats, RollOutcome, RollRecord, Round, RuleOptions,
  ScoreItem, ScoreReport, Settings, SheetEdit, SheetInput, Startup, TeamChoice, TeamProposal, Throw,
  Tie, GameKind, PracticeSeat, PracticeDeal, PracticeRequest, PracticeView, HintView, BlueChoice,
  ReviewView, PracticeSummary, PracticeStats, PlayView, PlayHint, PlayReview, PlayList, BlueRequest, BlueAnswer, BlueVerdict, BlueProposalRequest,
  OrangeRequest, OrangeAnswer, OrangeVerdict, OrangeProposal, KeptPosition, PlayKind, RefereePlay,
  FamilySheet, FamilyGameView, GameType, ClassicRefereeRequest, ClassicRefereeAnswer,
  ClassicPlayRequest, ClassicPlayView, Advice, ReviewedMove, ClassicPlaySummary, FarfaliaPlayRequest,
  ShareView, ShareTarget, PendingProposal, Ladder, EveningStory, Records, PairRecord,
} from "./bindings";

export type {
  CardInfo, Catalog, CommandError, ErrorCode, GameSummary, GameTab, GameView, Lang, Location,
  Player, PlayerStats, RuleOptions, ScoreItem, Screen, Settings, SheetEdit, Startup, Theme,
  Throw, TeamChoice, TeamProposal, GameKind, PracticeSeat, PracticeDeal, PracticeRequest, PracticeView,
  HintView, BlueChoice, ReviewView, PracticeSummary, PracticeStats, SeatPlayer, Level, MoveView, Play,
  BlueTable, OrangeTable, BlueHandCard, OrangeHandCard, OrangeOption, MoveOption, Blocked, PlaySpeed,
  OrangeCard, HintReason, TableView, PracticeTeams, PlayView, PlayBoard, PlayHint, PlayReview, PlayList,
  PracticeEnd,
  BlueRequest, BlueAnswer, BlueVerdict, BlueProposalRequest, OrangeRequest, OrangeAnswer, OrangeVerdict,
  OrangeProposal, KeptPosition, PlayKind, RefereePlay, RuleSection, PlayGroup, OrangePlayView, CardEntry,
  SuiteEntry, Slot, ProposalWay, FamilySheet, FamilyGameView, FamilyReport, FamilyProblems, GameType,
  ProutSheet, ProutReport, ProutProblem, ProutMode, ProutPile, ProutPileInput, ProutGameInput,
  Ledger, LedgerReport, Entry, RevealReason, ClassicOptions, ClassicRefereeAnswer, Allowed, Verdict,
} from "./bindings";
export type Sheet = SheetInput;
export type Report = ScoreReport;
export type NamedContest = Contest<string>;
export type NamedRoll = RollRecord<string>;
export type { ScoreItem as Item };
export type {
  FarfaliaSheet, FarfaliaReport, FarfaliaProblem, FarfaliaMode, FarfaliaOptions, FarfaliaNote, FarfaliaSubject,
  FarfaliaTrump, FarfaliaColour, DealInput, DealReport, DealerReason, NextDeal, SubjectCounts,
  ProutCardInput, ProutPlayerGame,
} from "./bindings";

/** Whether a failure is one of the commands' typed errors. */
export function isCommandError(error: unknown): error is CommandError {
  return typeof error === "object" && error !== null && "code" in error && "message" in error
    && typeof error.message === "string";
}

/** An error from a command, or any other failure, as one readable message. */
export function errorMessage(error: unknown): string {
  return isCommandError(error) ? error.message : String(error);
}

export const api = {
  start: (systemLanguage: Lang) => invoke<Startup>("app_start", { systemLanguage }),
  saveSettings: (settings: Settings, systemLanguage: Lang) =>
    invoke<Settings>("save_settings", { settings, systemLanguage }),
  saveLocation: (location: Location) => invoke<null>("save_location", { location }),
  players: () => invoke<Player[]>("list_players"),
  addPlayer: (name: string) => invoke<Player>("add_player", { name }),
  proposeTeams: (players: string[], options: RuleOptions) =>
    invoke<TeamProposal>("propose_teams", { players, options }),
  composeTeams: (players: string[], options: RuleOptions, choice: TeamChoice) =>
    invoke<string[][]>("compose_teams", { players, options, choice }),
  createGame: (setup: NewGame) => invoke<GameView>("create_game", { setup }),
  game: (game: number) => invoke<GameView>("game_view", { game }),
  record: (game: number, revision: number, edit: SheetEdit) =>
    invoke<GameView>("record_entry", { game, revision, edit }),
  undo: (game: number) => invoke<GameView>("undo", { game }),
  redo: (game: number) => invoke<GameView>("redo", { game }),
  finish: (game: number) => invoke<GameView>("finish_game", { game }),
  rollStart: (game: number, round: Round) => invoke<RollOutcome>("roll_start", { game, round }),
  settleTie: (game: number, tie: Tie) => invoke<RollOutcome>("settle_tie", { game, tie }),
  rollCouteau: (game: number, player: string) => invoke<RollOutcome>("roll_couteau", { game, player }),
  rollDice: (game: number | null) => invoke<Throw>("roll_dice", { game }),
  rollTeams: (players: string[]) => invoke<Contest<string>>("roll_teams", { players }),
  games: (filter: GameFilter) => invoke<GameSummary[]>("list_games", { filter }),
  stats: () => invoke<PlayerStats[]>("statistics"),
  ratings: (game: GameType) => invoke<Ladder>("ratings", { game }),
  eveningStory: (session: number) => invoke<EveningStory>("evening_story", { session }),
  records: (game: GameType) => invoke<Records>("records", { game }),
  pairRecord: (game: GameType, a: string, b: string) => invoke<PairRecord>("pair_record", { game, a, b }),
  /** The desktop's backup: written into the Downloads folder; answers its path. */
  exportBackup: () => invoke<string>("export_backup"),
  /** The web build's backup: the same JSON, as text (platform.ts downloads it). */
  exportBackupText: () => invoke<string>("export_backup_text"),
  importBackup: (text: string) => invoke<ImportSummary>("import_backup", { text }),
  practicePrepare: (kind: GameKind, seats: PracticeSeat[]) =>
    invoke<PracticeDeal>("practice_prepare", { kind, seats }),
  // games against the computer, every game: a game's id knows its game
  practiceNew: <G extends keyof PracticeRequests>(game: G, request: PracticeRequests[G]) =>
    invoke<PlayView>("practice_new", { game, request }),
  practiceView: (id: number) => invoke<PlayView>("practice_view", { id }),
  practicePlay: (id: number, number: number, action: string) =>
    invoke<PlayView>("practice_play", { id, number, action }),
  practiceStep: (id: number, number: number) => invoke<PlayView>("practice_step", { id, number }),
  practiceTakeBack: (id: number, moves: number) => invoke<PlayView>("practice_take_back", { id, moves }),
  practiceHint: (id: number, number: number) => invoke<PlayHint>("practice_hint", { id, number }),
  practiceReview: (id: number, step: number | null) => invoke<PlayReview>("practice_review", { id, step }),
  practiceList: (game: GameType, inProgress: boolean, limit: number) =>
    invoke<PlayList>("practice_list", { game, inProgress, limit }),
  practiceStats: (game: GameType) => invoke<PracticeStats[]>("practice_statistics", { game }),
  practiceRatings: (game: GameType) => invoke<Ladder>("practice_ratings", { game }),
  practiceReplay: (id: number) => invoke<PlayView>("practice_replay", { id }),
  practiceNext: (id: number) => invoke<PlayView>("practice_next", { id }),
  // the modern game's own helpers (its start roll, its capture chooser)
  practiceBlueChoice: (id: number, number: number, card: string, chosen: string[]) =>
    invoke<BlueChoice>("practice_blue_choice", { id, number, card, chosen }),
  shareStart: (target: ShareTarget) => invoke<ShareView>("share_start", { target }),
  shareNewLink: (target: ShareTarget) => invoke<ShareView>("share_new_link", { target }),
  shareStop: () => invoke<null>("share_stop"),
  shareStatus: () => invoke<ShareView | null>("share_status"),
  shareProposals: () => invoke<PendingProposal[]>("share_proposals"),
  shareAnswer: (id: number, accept: boolean) => invoke<null>("share_answer", { id, accept }),
  refereeBlue: (request: BlueRequest) => invoke<BlueAnswer>("referee_blue", { request }),
  refereeBlueGroup: (request: BlueRequest, played: string[], kind: PlayKind) =>
    invoke<RefereePlay[]>("referee_blue_group", { request, played, kind }),
  refereeBlueCheck: (request: BlueRequest, proposal: BlueProposalRequest) =>
    invoke<BlueVerdict>("referee_blue_check", { request, proposal }),
  refereeOrange: (request: OrangeRequest) => invoke<OrangeAnswer>("referee_orange", { request }),
  refereeOrangeCheck: (request: OrangeRequest, proposal: OrangeProposal) =>
    invoke<OrangeVerdict>("referee_orange_check", { request, proposal }),
  refereeClassic: (request: ClassicRefereeRequest) => invoke<ClassicRefereeAnswer>("referee_classic", { request }),
  refereeRecent: (limit: number) => invoke<KeptPosition[]>("referee_recent", { limit }),
  refereeForget: (id: number) => invoke<null>("referee_forget", { id }),
  familyNew: (sheet: FamilySheet) => invoke<FamilyGameView>("family_new", { sheet }),
  familyView: (game: number) => invoke<FamilyGameView>("family_view", { game }),
  familySave: (game: number, revision: number, sheet: FamilySheet) =>
    invoke<FamilyGameView>("family_save", { game, revision, sheet }),
  familyUndo: (game: number) => invoke<FamilyGameView>("family_undo", { game }),
  familyRedo: (game: number) => invoke<FamilyGameView>("family_redo", { game }),
  familyStats: (game: GameType) => invoke<PlayerStats[]>("family_statistics", { game }),
};

/** What each game's set-up sends for a new game against the computer. */
export type PracticeRequests = { papillon: PracticeRequest; classic: ClassicPlayRequest; farfalia: FarfaliaPlayRequest };

function otherGame(game: string): never {
  // a game's id is only ever shown on its own game's screens
  throw new Error(`a game of ${game} on another game's screen`);
}

/** The modern game's board of a view. */
export function papillonBoard(v: PlayView): PracticeView {
  return v.board.game === "papillon" ? v.board.view : otherGame(v.board.game);
}

/** The 1756 game's board of a view. */
export function classicBoard(v: PlayView): ClassicPlayView {
  return v.board.game === "classic" ? v.board.view : otherGame(v.board.game);
}

export function papillonHint(h: PlayHint): HintView | null {
  return h.game === "papillon" ? h.hint : otherGame(h.game);
}

export function classicHint(h: PlayHint): Advice {
  return h.game === "classic" ? h.hint : otherGame(h.game);
}

export function papillonReview(r: PlayReview): ReviewView {
  return r.game === "papillon" ? r.review : otherGame(r.game);
}

export function classicReview(r: PlayReview): ReviewedMove[] {
  return r.game === "classic" ? r.review : otherGame(r.game);
}

export function papillonGames(l: PlayList): PracticeSummary[] {
  return l.game === "papillon" ? l.games : otherGame(l.game);
}

export function classicGames(l: PlayList): ClassicPlaySummary[] {
  return l.game === "classic" ? l.games : otherGame(l.game);
}

/** The dice values of a throw, blue die first. */
export function throwValues(t: Throw): number[] {
  if ("pair" in t) return [t.pair.blue, t.pair.orange];
  return [t.single];
}

export type SendEntry = (game: number, revision: number, edit: SheetEdit) => Promise<GameView>;

/**
 * Everything that changes one game, in order: taps, undo and redo, rolls, finishing. A
 * change is sent only once the previous one has answered, and a tap is made on the
 * revision that answer gave, so two quick taps never overwrite each other and none is
 * dropped. A tap refused as stale (the sheet changed elsewhere) reloads the game and is
 * sent once more on the fresh revision; a tap the engine refuses is reported and the
 * queue goes on. Views only move forward: an answer older than the last one shown is
 * not shown.
 */
export class EntryQueue {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly game: number,
    private revision: number,
    private readonly onView: (view: GameView) => void,
    private readonly onError: (error: unknown) => void,
    private readonly send: SendEntry = api.record,
    private readonly reload: (game: number) => Promise<GameView> = api.game,
  ) {}

  /** The revision the next tap will be made on (after every change sent so far). */
  get base(): number {
    return this.revision;
  }

  /** A view of the game: shown, and later taps build on it, unless it is older than
   *  the last one. */
  seen(view: GameView): boolean {
    const revision = view.detail.summary.revision;
    if (revision < this.revision) return false;
    this.revision = revision;
    this.onView(view);
    return true;
  }

  /** Queues any change of the game (undo, a roll…) behind the taps sent before it. */
  run<T>(change: () => Promise<T>, viewOf: (out: T) => GameView): Promise<T | null> {
    const done = this.tail.then(async () => {
      try {
        const out = await change();
        this.seen(viewOf(out));
        return out;
      } catch (error) {
        this.onError(error);
        return null;
      }
    });
    this.tail = done;
    return done;
  }

  /** Queues one tap; resolves with the game as it stands after it (or null). */
  push(edit: SheetEdit): Promise<GameView | null> {
    const done = this.tail.then(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const view = await this.send(this.game, this.revision, edit);
          this.seen(view);
          return view;
        } catch (error) {
          if (attempt === 0 && isCommandError(error) && error.code === "stale") {
            try {
              this.seen(await this.reload(this.game));
              continue; // once more, on the fresh revision
            } catch (reloadError) {
              this.onError(reloadError);
              return null;
            }
          }
          this.onError(error);
          return null;
        }
      }
    });
    this.tail = done;
    return done;
  }
}
