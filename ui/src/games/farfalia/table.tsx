// A game of Farfalia against the computer: the shared table of games against the
// computer (play/practice-table.tsx) with Farfalia's board, words and end. The game
// keys: T the trick, your hand and the trump; S the totals and what each side kept;
// L the last move; H hint; U take back; J the log; M your moves; ? the keys.
import { useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { api } from "../../api";
import type { Advice, FarfaliaPlayView, PlayHint, PlayReview, PlayView, ReviewedMove } from "../../bindings";
import { Disclosure, Sep } from "../../components";
import { useApp } from "../../context";
import { DealTable } from "../../family/farfalia-sheet";
import type { Translate } from "../../i18n";
import type { KeyWords } from "../../play/keys";
import { MovesReview, TableActions, TurnLine, usePracticeTable, type PracticeGame } from "../../play/practice-table";
import { levelName } from "../../play/words";
import { Choices, Collections, DealFacts, DealScore, Hand, Seats, Trick } from "./board";
import { actionText, dealJustEnded, fplayReasonText, moveLine, moveLines, newLines, scoreText, tableText, takeBackWhy } from "./words";

function other(game: string): never {
  throw new Error(`a game of ${game} on Farfalia's screen`);
}

export function farfaliaBoard(v: PlayView): FarfaliaPlayView {
  return v.board.game === "farfalia" ? v.board.view : other(v.board.game);
}
function farfaliaHint(h: PlayHint): Advice {
  return h.game === "farfalia" ? h.hint : other(h.game);
}
function farfaliaReview(r: PlayReview): ReviewedMove[] {
  return r.game === "farfalia" ? r.review : other(r.game);
}

/** Farfalia's keys: the hand is a row of cards, the other decisions buttons. */
const FARFALIA_KEYS: KeyWords = {
  does: { t: "fkeyTable", s: "fkeyScore", m: "fkeyMoves" },
  moves: [{ key: "keyArrowsName", does: "fkeyArrows" }, { key: "keyEnterName", does: "fkeyEnter" }, { key: "keyTabName", does: "fkeyTab" }],
};

function farfaliaGame(t: Translate): PracticeGame<FarfaliaPlayView, Advice> {
  return {
    board: farfaliaBoard,
    hint: farfaliaHint,
    news: (before, next) => {
      if (before) return newLines(before, next, t);
      const last = next.log[next.log.length - 1];
      return last ? [moveLine(last, next.view.names, t)] : [];
    },
    captured: (before, next) => next.log.slice(before.log.length).some((m) => m.action?.startsWith("pick ") ?? false),
    // while a deal's score shows, the turn line says that deal is over (the next deal's
    // turn is not announced yet)
    heldLine: (b) => t("fplayDealOver", { deal: dealJustEnded(b) ?? b.view.deal }),
    // the end of a deal's button, while it shows, is the person's move (M, a lost focus)
    ids: { turn: "fplay-turn", reading: "fplay-reading", moves: "#fplay-next-deal, #fplay-moves button:not([disabled]), #fplay-hand [tabindex='0']" },
  };
}

export function FarfaliaPlayScreen({ id }: { id: number }) {
  const { t } = useApp();
  // made again with the words when the language changes
  const game = useMemo(() => farfaliaGame(t), [t]);
  // the end of a deal: its score stays (and the computer waits) until the person goes
  // on; the deal the person has gone on from
  const [seen, setSeen] = useState({ id, deal: 0 });
  const pausedOn = (b: FarfaliaPlayView) => {
    // (the score keeper's report explains it: without one, no pause to stay in)
    const d = dealJustEnded(b);
    return d !== null && b.report !== null && d > (seen.id === id ? seen.deal : 0) ? d : null;
  };
  const table = usePracticeTable(id, game, (b) => pausedOn(b) !== null);
  const { shown } = table;
  // on going on, the focus to the person's first move, or the turn line
  const goneOn = useRef(false);
  useLayoutEffect(() => {
    if (!goneOn.current) return;
    goneOn.current = false;
    (table.root.current?.querySelector<HTMLElement>(game.ids.moves) ?? document.getElementById(game.ids.turn))?.focus();
  });
  if (!shown) return <p aria-busy="true">{t("loading")}</p>;
  const b = shown.board;
  const v = b.view;
  const names = v.names;
  const lastMove = b.log[b.log.length - 1];
  const paused = pausedOn(b);
  const playing = !table.over && paused === null;
  const hinted = table.hint?.action ?? null;
  const hintWords = (h: Advice) => t("hintSaid", {
    hint: t("hintSays", { level: levelName(h.level, t), move: actionText(h.action, t, v.joker) }), reason: fplayReasonText(h.reason, t),
  });
  const onKey = table.onKeyDown((key) => {
    switch (key) {
      case "t": table.say(tableText(b, t)); return true;
      case "s": table.say(scoreText(b, t)); return true;
      case "l": table.say(lastMove ? moveLine(lastMove, names, t) : t("noMoves")); return true;
      case "h": if (table.myTurn && !table.hintBusy) void table.askHint(hintWords); else table.say(t("keyNotNow")); return true;
      default: return false;
    }
  });
  // the deal shown: the one just ended while its score shows
  const dealShown = paused ?? v.deal;
  const dealOf = v.deals !== null ? t("fplayDealOf", { deal: dealShown, of: v.deals }) : t("fplayDealTo", { deal: dealShown, target: v.target ?? 0 });
  return (
    <div class="play fplay" data-moves={shown.view.moves} data-status={shown.view.status} data-deal={v.deal} data-phase={v.phase.phase} ref={table.root} onKeyDown={onKey}>
      <h1 class="sr-only">{t("fplayTitle")}</h1>
      <TurnLine table={table} game={game}>
        <span class="muted small" id="fplay-deal">{dealOf}{v.doubled && paused === null && <><Sep />{t("fplayDoubled")}</>}</span>
      </TurnLine>
      {shown.view.replay_of !== null && <p class="muted small">{t("playReplayNote")}</p>}
      <Seats b={b} seats={shown.view.seats} thinking={table.thinking} t={t} paused={paused !== null} />
      {paused !== null && b.report && (
        <DealScore b={b} report={b.report} deal={paused} onNext={() => { goneOn.current = true; setSeen({ id, deal: paused }); }} />
      )}
      {playing && <DealFacts b={b} t={t} />}
      {playing && <Trick b={b} t={t} />}
      {playing && <Choices b={b} myTurn={table.myTurn} hinted={hinted} onPlay={(a) => void table.play(a)} />}
      {playing && <Hand key={`${v.deal}`} b={b} myTurn={table.myTurn} hinted={hinted} onPlay={(a) => void table.play(a)} />}
      {playing && <Collections b={b} t={t} />}
      <p class="last-move" id="fplay-last">{lastMove ? t("lastMoveLine", { move: moveLine(lastMove, names, t) }) : t("noMoves")}</p>
      {table.hint && (
        <div class="hint" id="fplay-hint" role="note" data-action={table.hint.action}>
          <strong>{t("hintSays", { level: levelName(table.hint.level, t), move: actionText(table.hint.action, t, v.joker) })}</strong>
          <p>{fplayReasonText(table.hint.reason, t)}</p>
        </div>
      )}
      {table.over ? <GameEnd b={b} view={shown.view} /> : paused === null && b.report && b.report.deals.length > 0 && (
        <Disclosure id="fplay-score" summary={t("fplayScoreSoFar")}>
          <DealTable report={b.report} t={t} id="fplay-deals" />
        </Disclosure>
      )}
      <TableActions table={table} prefix="fplay" keys={FARFALIA_KEYS} onHint={() => void table.askHint(hintWords)} takeBackWhy={takeBackWhy(b, shown.view, t)}
        log={b.log.flatMap((m) => moveLines(m, names, t))} />
    </div>
  );
}

/** The end: the score keeper's result (places, totals, winners, deal by deal), then
 *  another game with the same table, the same deal again, and the review. */
function GameEnd({ b, view }: { b: FarfaliaPlayView; view: PlayView }) {
  const { t, go, fail, announce } = useApp();
  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<ReviewedMove[] | null>(null);
  const report = b.report;
  const last = b.log[b.log.length - 1];
  const again = async (same: boolean) => {
    setBusy(true);
    try {
      const next = same ? await api.practiceReplay(view.id)
        : await api.practiceNew("farfalia", { names: view.names, seats: view.seats, options: b.options });
      go({ screen: "farfalia_play", game: next.id });
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const askReview = async () => {
    setBusy(true);
    try {
      const moves = farfaliaReview(await api.practiceReview(view.id, null));
      setReview(moves);
      announce(t("playReviewSaid", { count: moves.filter((m) => m.preferred !== null).length }));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  return (
    <div class="game-end" id="fplay-end">
      {report && (
        <>
          <div class="table-wrap">
            <table class="score" id="fplay-result">
              <caption>{t("result")}</caption>
              <thead><tr><th scope="col">{t("place")}</th><th scope="col">{t("player")}</th><th scope="col" class="num">{t("total")}</th></tr></thead>
              <tbody>
                {[...report.standings].sort((x, y) => x.place - y.place).map((s) => (
                  <tr key={s.seat} class={s.won ? "won" : undefined} data-seat={s.seat}>
                    <td>{s.place}</td><th scope="row">{s.name}</th><td class="num total">{s.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.winners.length > 0 && <p id="fplay-winners"><strong>{t(report.winners.length > 1 ? "winnersLine" : "winnerLine", { names: report.winners.join(", ") })}</strong></p>}
          {last?.deal_end && <DealScore b={b} report={report} deal={last.deal_end.deal} table={false} />}
          <DealTable report={report} t={t} id="fplay-deals" />
        </>
      )}
      <div class="stack">
        <button type="button" class="primary big" id="fplay-again" disabled={busy} onClick={() => void again(false)}>{t("playAgain")}</button>
        <button type="button" id="fplay-replay" disabled={busy} onClick={() => void again(true)}>{t("fplaySameDeals")}</button>
        <button type="button" id="fplay-review-button" disabled={busy} aria-busy={busy} onClick={() => void askReview()}>{t("playReviewAsk")}</button>
      </div>
      {review && <Review moves={review} />}
    </div>
  );
}

function Review({ moves }: { moves: ReviewedMove[] }) {
  const { t } = useApp();
  // the person's moves, in order: numbered among theirs, and in the game (as the 1756 review)
  return <MovesReview prefix="fplay" rows={moves.map((m, i) => ({
    number: m.number, choices: m.choices,
    differs: m.preferred && `${t("fplayReviewMove", { mine: i + 1, number: m.number, deal: m.deal ?? "", played: actionText(m.played, t) })} ${t("playReviewPrefers", { move: actionText(m.preferred.action, t), reason: fplayReasonText(m.preferred.reason, t) })}`,
  }))} />;
}
