// PROUT at a real table: the set-up (mode, a match to N points) and the sheet, one game
// after another, each player's hand, own draw pile and malus counted with steppers, and
// who ended the game. The engine (crates/prout) checks and scores every tap; nothing here
// decides a rule.
import type { ProutCardInput, ProutGameInput, ProutMode, ProutPile, ProutPileInput, ProutProblem, ProutReport, ProutSheet } from "../api";
import { Section, Stepper, rovingKeyDown, rovingTabIndex } from "../components";
import { useApp } from "../context";
import type { Translate } from "../i18n";
import { ProutCardPiles, cardsOf } from "./prout-cards";
import { RunningTable } from "./running-table";

/** The most cards a stepper offers for one pile (the deck holds 54). */
const MAX_PILE = 54;

const MODES: ProutMode[] = ["main", "shared", "solo"];
const MODE_KEYS = { main: "proutModeMain", shared: "proutModeShared", solo: "proutModeSolo" } as const;
const PILE_KEYS = { hand: "proutHand", pile: "proutPile", malus: "proutMalus" } as const;

export function proutModeName(mode: ProutMode, t: Translate): string {
  return t(MODE_KEYS[mode]);
}

/** The mode and the match's target, before the first game. */
export function ProutSetup({ sheet, onChange }: { sheet: ProutSheet; onChange: (sheet: ProutSheet) => void }) {
  const { t } = useApp();
  const target = sheet.options.target ?? null;
  return (
    <Section title={t("proutSetup")} id="prout-setup-h">
      <div class="seg" role="radiogroup" aria-label={t("proutMode")} id="prout-mode"
        onKeyDown={(e) => rovingKeyDown(e, (i) => onChange({ ...sheet, mode: MODES[i] }))}>
        {MODES.map((m, i) => (
          <button type="button" key={m} role="radio" aria-checked={sheet.mode === m} tabIndex={rovingTabIndex(sheet.mode === m, i, true)}
            class={sheet.mode === m ? "chip on" : "chip"} onClick={() => onChange({ ...sheet, mode: m })}>{proutModeName(m, t)}</button>
        ))}
      </div>
      <p class="muted small">{t(sheet.mode === "main" ? "proutModeMainHelp" : sheet.mode === "shared" ? "proutModeSharedHelp" : "proutModeSoloHelp")}</p>
      {sheet.mode !== "solo" && (
        <label class="choice">
          <input type="checkbox" id="prout-match" checked={target !== null}
            onChange={(e) => onChange({ ...sheet, options: { ...sheet.options, target: (e.target as HTMLInputElement).checked ? 20 : null } })} />
          {t("proutMatch")}
        </label>
      )}
      {target !== null && sheet.mode !== "solo" && (
        <Stepper label={t("proutTarget")} value={target} min={1} max={999}
          onChange={(v) => onChange({ ...sheet, options: { ...sheet.options, target: v } })} />
      )}
      <label class="choice">
        <input type="checkbox" id="prout-variante" checked={sheet.options.scoring === "values"}
          onChange={(e) => onChange({ ...sheet, options: { ...sheet.options, scoring: (e.target as HTMLInputElement).checked ? "values" : "count" } })} />
        {t("proutVariante")}
      </label>
      <p class="muted small">{t("proutNoDigital")}</p>
    </Section>
  );
}

function count(pile: ProutPileInput | undefined): number {
  if (pile === undefined) return 0;
  return typeof pile === "number" ? pile : pile.length;
}

/** A change of a sheet, made on the sheet as the person last left it (taps queue up
 *  faster than the engine answers; each builds on the one before). */
export type SheetEdit<S> = (change: (sheet: S) => S) => void;

/** One game: every player's piles, and who ended it. */
function GameEntry({ sheet, index, report, onChange }: {
  sheet: ProutSheet; index: number; report: ProutReport | null; onChange: (change: (game: ProutGameInput) => ProutGameInput) => void;
}) {
  const { t } = useApp();
  const game = sheet.games[index];
  const piles: ProutPile[] = sheet.mode === "main" ? ["hand", "pile", "malus"] : ["hand", "malus"];
  const scored = report?.games[index] ?? null;
  const setPile = (player: string, pile: ProutPile, value: number) =>
    onChange((g) => ({ ...g, players: { ...g.players, [player]: { ...(g.players[player] ?? {}), [pile]: value } } }));
  const enders = sheet.players;
  // the VARIANTE counts values: its piles are entered card by card
  const byCard = sheet.options.scoring === "values";
  const setCards = (player: string, pile: ProutPile, change: (cards: ProutCardInput[]) => ProutCardInput[]) =>
    onChange((g) => ({ ...g, players: { ...g.players, [player]: { ...(g.players[player] ?? {}), [pile]: change(cardsOf(g.players[player]?.[pile])) } } }));
  return (
    <Section title={t("proutGameN", { n: index + 1 })} id={`prout-game-${index + 1}-h`}>
      <div id={`prout-game-${index + 1}`}>
      {byCard && <p class="muted small">{t("proutVarianteCards")}</p>}
      <ul class="prout-players">
        {sheet.players.map((p, seat) => {
          const line = scored?.players[seat] ?? null;
          return (
            <li key={p} class="prout-player">
              <h3>{p}{line && <span class="muted"> · {t("proutPoints", { n: line.points })}</span>}</h3>
              {byCard ? (
                <ProutCardPiles player={p} piles={piles} input={game.players[p]} scored={line} pileName={(x) => t(PILE_KEYS[x])}
                  onChange={(pile, change) => setCards(p, pile, change)} />
              ) : (
              <div class="prout-piles">
                {piles.map((pile) => (
                  <div class="prout-pile" key={pile}>
                    <span class="prout-pile-name" aria-hidden="true">{t(PILE_KEYS[pile])}</span>
                    <Stepper label={`${t(PILE_KEYS[pile])} (${p})`} value={count(game.players[p]?.[pile])} max={MAX_PILE}
                      onChange={(v) => setPile(p, pile, Math.max(0, v))} />
                  </div>
                ))}
              </div>
              )}
            </li>
          );
        })}
      </ul>
      {sheet.mode !== "solo" && (
        <div class="chips" role="radiogroup" aria-label={t("proutEndedBy")} id={`prout-ender-${index + 1}`}
          onKeyDown={(e) => rovingKeyDown(e, (i) => onChange((g) => ({ ...g, ended_by: enders[i] })))}>
          <p>{t("proutEndedBy")}</p>
          {enders.map((p, i) => (
            <button type="button" key={p} role="radio" aria-checked={game.ended_by === p}
              tabIndex={rovingTabIndex(game.ended_by === p, i, !!game.ended_by)}
              class={game.ended_by === p ? "chip on" : "chip"} onClick={() => onChange((g) => ({ ...g, ended_by: p }))}>{p}</button>
          ))}
        </div>
      )}
      </div>
    </Section>
  );
}

/** Every game's points per player and the running totals after it, as the engine gives them. */
function GameTable({ report }: { report: ProutReport }) {
  const { t } = useApp();
  if (report.games.length === 0 || report.mode === "solo") return null;
  return (
    <RunningTable id="prout-games" row="game" title={t("proutGameByGame")} help={t("proutGameByGameHelp")}
      column={t("proutGameCol")} players={report.players} totals={report.totals}
      running={(n) => t("proutRunning", { n })}
      rows={report.games.map((g) => ({ n: g.game, label: String(g.game), cells: g.players }))} />
  );
}

/** The sheet: every game so far, a new one when the match goes on, the running totals. */
export function ProutSheetView({ sheet, report, onEdit }: {
  sheet: ProutSheet; report: ProutReport | null; onEdit: SheetEdit<ProutSheet>;
}) {
  const { t } = useApp();
  const finished = report?.finished ?? false;
  const last = sheet.games.length;
  const addGame = () => onEdit((s) => ({ ...s, games: [...s.games, { players: Object.fromEntries(s.players.map((p) => [p, { hand: 0, pile: 0, malus: 0 }])) }] }));
  const lastComplete = last === 0 || (report?.games[last - 1]?.complete ?? false);
  return (
    <div>
      <p class="muted" id="prout-about">
        {proutModeName(sheet.mode, t)}
        {sheet.options.target != null ? ` · ${t("proutMatchTo", { n: sheet.options.target })}` : ""}
        {sheet.options.scoring === "values" ? ` · ${t("proutVariante")}` : ""}
      </p>
      {report && <GameTable report={report} />}
      {sheet.games.map((_, i) => (
        <GameEntry key={i} sheet={sheet} index={i} report={report}
          onChange={(change) => onEdit((s) => ({ ...s, games: s.games.map((g, j) => (j === i ? change(g) : g)) }))} />
      ))}
      {!finished && (
        <div class="sticky-actions">
          <button type="button" class="primary big" id="prout-add-game" disabled={!lastComplete} onClick={addGame}>
            {t(last === 0 ? "proutFirstGame" : "proutNextGame")}
          </button>
        </div>
      )}
      {report && report.reached_target.length > 0 && (
        <p id="prout-target-reached">{t("proutReached", { names: report.reached_target.join(", "), n: report.settings.target ?? 0 })}</p>
      )}
    </div>
  );
}

/** A problem the engine found, in the player's language. */
export function proutProblemText(p: ProutProblem, t: Translate): string {
  const pile = (x: ProutPile) => t(PILE_KEYS[x]);
  switch (p.code) {
    case "player_count": return t("proutPbPlayerCount", { min: p.min, max: p.max, n: p.players });
    case "empty_name": return t("proutPbEmptyName", { seat: p.seat + 1 });
    case "name_too_long": return t("proutPbNameTooLong", { seat: p.seat + 1 });
    case "duplicate_player": return t("proutPbDuplicatePlayer", { name: p.name });
    case "target": return t("proutPbTarget", { n: p.target });
    case "target_in_solo": return t("proutPbTargetInSolo");
    case "licorne_value": return t("proutPbLicorneValue", { n: p.value });
    case "game_after_end": return t("proutPbGameAfterEnd", { game: p.game, after: p.ended_after });
    case "too_many_entries":
    case "unknown_player":
    case "duplicate_entry":
    case "missing_player": return t("proutPbPlayers", { game: p.game });
    case "count": return t("proutPbCount", { game: p.game, name: p.player, pile: pile(p.pile), n: p.count });
    case "too_many_listed": return t("proutPbCount", { game: p.game, name: p.player, pile: pile(p.pile), n: p.cards });
    case "card_notation": return t("proutPbCard", { game: p.game, name: p.player, pile: pile(p.pile), text: p.text });
    case "pile_not_in_mode": return t("proutPbPileNotInMode", { game: p.game, name: p.player });
    case "values_need_cards": return t("proutPbValuesNeedCards", { game: p.game, name: p.player, pile: pile(p.pile) });
    case "hand_over_five": return t("proutPbHandOverFive", { game: p.game, name: p.player, n: p.cards });
    case "intox_not_in_mode": return t("proutPbIntox", { game: p.game, name: p.player });
    case "card_too_often": return t("proutPbCardTooOften", { game: p.game, n: p.count, deck: p.deck });
    case "deck_limit": return t("proutPbDeckLimit", { game: p.game, n: p.count, deck: p.deck });
    case "end_not_for_mode": return t("proutPbEnd", { game: p.game });
    case "ender_has_cards": return t("proutPbEnderHasCards", { game: p.game, name: p.player });
    case "nobody_emptied": return t("proutPbNobodyEmptied", { game: p.game });
    case "ender_could_refill": return t("proutPbEnderCouldRefill", { game: p.game, name: p.player });
    case "ender_missing": return t("proutPbEnderMissing", { game: p.game });
    case "too_many_games": return t("proutPbTooManyGames", { n: p.games });
  }
}
