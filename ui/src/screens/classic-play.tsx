// A game of the Papillon of 1756 against the computer, drawn as people play it: the
// others' cards and counters round the table, the face-up cards in the middle, your
// cards, the pot and the talon, and your moves as the engine lists them (each capture
// with what it earns). Every move is announced once in the live log; the game keys are
// the modern game's (T table, S score, L last move, H hint, U take back, J log, M moves,
// ? keys). Nothing here decides a rule: the engine lists the moves and plays the
// computer's.
import { useMemo, useState } from "preact/hooks";
import { api, classicBoard, classicHint, classicReview } from "../api";
import type { Advice, ClassicPlayView, ReviewedMove } from "../bindings";
import { Section, Sep } from "../components";
import { useApp } from "../context";
import { ShareTable } from "../share";
import { listText } from "../cards";
import { formatNumber, signedNumber, type Translate } from "../i18n";
import { MOVE_BUTTONS } from "../play/keys";
import { renamed } from "../play/card-button";
import { MovesReview, TableActions, TurnLine, usePracticeTable, type PracticeGame } from "../play/practice-table";
import { levelName } from "../play/words";
import { SUITS, rankShort, suitedName } from "../family/classic-words";
import { actionText, choiceText, classicEndText, classicReasonText, classicTakeBackWhy, logLine, TERM_WORDS, termsIn } from "../family/classic-play-words";

const SIGN: Record<string, string> = Object.fromEntries(SUITS);

/** A card as it lies on the table: rank and suit sign, its full name for a screen reader. */
function PlayingCard({ card, t }: { card: string; t: Translate }) {
  const suit = card.slice(-1);
  return (
    <li class={`ccard suit-${suit}`} data-card={card}>
      <span aria-hidden="true">{rankShort(card.slice(0, -1), t)}{SIGN[suit] ?? ""}</span>
      <span class="sr-only">{suitedName(card, t)}</span>
    </li>
  );
}

function Cards({ cards, id, label, empty, t }: { cards: string[]; id: string; label: string; empty: string; t: Translate }) {
  if (cards.length === 0) return <p class="muted" id={id}>{empty}</p>;
  return <ul class="ccards" role="list" id={id} aria-label={label}>{cards.map((c) => <PlayingCard key={c} card={c} t={t} />)}</ul>;
}

/** The 1756 game's part of the shared table: its board, its news (the log's lines),
 *  where its moves are. */
function classicGame(t: Translate): PracticeGame<ClassicPlayView, Advice> {
  return {
    board: classicBoard,
    hint: classicHint,
    news: (before, next) => {
      if (before) return next.log.slice(before.log.length).map((m) => logLine(m, next.view.names, t));
      // a game opened (new, resumed, from the history): its last line only, not all
      const last = next.log[next.log.length - 1];
      return last ? [logLine(last, next.view.names, t)] : [];
    },
    endLine: "cplayEnd",
    captured: (_, next) => next.log[next.log.length - 1]?.events.some((e) => e.event.event === "captured") ?? false,
    ids: { turn: "cplay-turn", reading: "cplay-reading", moves: "#cplay-moves button" },
  };
}

export function ClassicPlayScreen({ id }: { id: number }) {
  const { t } = useApp();
  // made again with the words when the language changes
  const game = useMemo(() => classicGame(t), [t]);
  const table = usePracticeTable(id, game);
  const { shown, hint, myTurn, over, busy, thinking } = table;
  if (!shown) return <p aria-busy="true">{t("loading")}</p>;
  const view = shown.board;
  const v = view.view;
  const names = v.names;
  const lastMove = view.log[view.log.length - 1];
  const hintWords = (h: Advice) => t("hintSaid", {
    hint: t("hintSays", { level: levelName(h.level, t), move: actionText(h.action, t, v.after_sautenelle) }), reason: classicReasonText(h.reason, t),
  });
  const tableSays = () => t("cplayTableSays", {
    table: v.table.length ? listText(v.table.map((c) => suitedName(c, t)), t) : t("cplayNoneWord"),
    hand: v.hand.length ? listText(v.hand.map((c) => suitedName(c, t)), t) : t("cplayNoneWord"),
    pot: v.pot, talon: v.talon,
  });
  const scoreSays = () => v.names.map((n, i) => t("cplayScoreSays", { name: n, counters: t("cplayCounters", { counters: v.counters[i] }) })).join(". ");
  const takeBackWhy = classicTakeBackWhy(view, over, t);
  // the game's words where they appear: in a move offered, or in the last move
  const terms = termsIn([...(myTurn ? view.choices.flatMap((c) => c.capture?.events ?? []) : []), ...(lastMove?.events.map((e) => e.event) ?? [])]);
  const onKey = table.onKeyDown((key) => {
    switch (key) {
      case "t": table.say(tableSays()); return true;
      case "s": table.say(`${scoreSays()}. ${t("cplayPot", { pot: v.pot })}`); return true;
      case "l": table.say(lastMove ? logLine(lastMove, names, t) : t("noMoves")); return true;
      case "h": if (myTurn && !table.hintBusy) void table.askHint(hintWords); else table.say(t("keyNotNow")); return true;
      // a refused take-back says why, as the line beside the button does
      case "u": if (takeBackWhy && !busy) { table.say(takeBackWhy); return true; } return false;
      default: return false;
    }
  });

  return (
    <div class="play cplay" data-moves={view.moves} data-status={view.status} ref={table.root} onKeyDown={onKey}>
      <h1 class="sr-only">{t("cplayTitle")}</h1>
      <TurnLine table={table} game={game}>
        <span class="muted small" id="cplay-deal">{t("cplayGameDeal", { game: v.game, deal: v.deal, most: v.deals_at_most })}</span>
      </TurnLine>
      <p class="small">
        {t("cplayDealer", { name: names[v.dealer] })}<Sep /><span id="cplay-pot" data-pot={v.pot}>{t("cplayPot", { pot: v.pot })}</span><Sep /><span id="cplay-talon">{t("cplayTalon", { count: v.talon })}</span>
      </p>
      {/* a line of its own: the warning's padding overlapped the line above when inline at 390 px */}
      {v.last_round && !over && <p class="warn small" id="cplay-last-round"><strong>{t("cplayLastRound")}</strong></p>}
      {view.replay_of !== null && <p class="muted small">{t("playReplayNote")}</p>}
      <ul class="seats-strip" role="list" aria-label={t("players")}>
        {v.names.map((n, i) => {
          const seat = view.seats[i];
          return (
            <li key={renamed(String(i), `${v.to_play === i}|${v.counters[i]}|${v.hand_sizes[i]}|${v.piles[i]}|${v.revealed[i]}|${v.winner === i}`)} data-seat={i} class={`seat-badge${v.to_play === i ? " current" : ""}${i === view.person ? " me" : ""}`} aria-current={v.to_play === i ? "true" : undefined}>
              <span class="seat-name">{n}{seat.player === "computer" ? <span class="level"><Sep />{levelName(seat.level, t)}</span> : null}</span>
              <span class="small" data-counters={v.counters[i]}>{t("cplayCounters", { counters: v.counters[i] })}</span>
              <span class="small">{t("cplayInHand", { count: v.hand_sizes[i] })}<Sep />{t("cplayPile", { count: v.piles[i] })}</span>
              {v.revealed[i] && <span class="small warn">{t("cplayRevealedBadge")}</span>}
              {v.winner === i && <span class="small ok">{t("cplayWonBadge")}</span>}
              {thinking === i && <span class="small thinking">…</span>}
            </li>
          );
        })}
      </ul>
      <Section title={t("cplayTable")} id="cplay-table-h">
        <Cards cards={v.table} id="cplay-table" label={t("cplayTable")} empty={t("cplayTableEmpty")} t={t} />
      </Section>
      {!over && (
        <Section title={t("cplayYourCards")} id="cplay-hand-h">
          <Cards cards={v.hand} id="cplay-hand" label={t("cplayYourCards")} empty={t("cplayNoCards")} t={t} />
          {myTurn ? (
            <div class="stack" id="cplay-moves" role="group" aria-label={t("cplayYourMoves")}>
              {view.choices.map((c) => (
                <button type="button" key={c.action} data-action={c.action} class={hint?.action === c.action ? "primary hinted" : undefined}
                  disabled={busy} onClick={() => void table.play(c.action)}>{choiceText(c, v.names, t, v.after_sautenelle)}</button>
              ))}
            </div>
          ) : <p class="muted small">{t("cplayNotYourTurn")}</p>}
        </Section>
      )}
      {terms.length > 0 && (
        <dl class="terms small" id="cplay-terms" aria-label={t("cplayTermsTitle")}>
          {terms.map((k) => (
            <div key={k} data-term={k}><dt><dfn>{t(TERM_WORDS[k].term)}</dfn></dt><dd>{t(TERM_WORDS[k].meaning)}</dd></div>
          ))}
        </dl>
      )}
      <p class="last-move" id="cplay-last">{lastMove ? t("lastMoveLine", { move: logLine(lastMove, names, t) }) : t("noMoves")}</p>
      {hint && (
        <div class="hint" id="cplay-hint" role="note" data-action={hint.action}>
          <strong>{t("hintSays", { level: levelName(hint.level, t), move: actionText(hint.action, t, v.after_sautenelle) })}</strong>
          <p>{classicReasonText(hint.reason, t)}</p>
        </div>
      )}
      {over && <ClassicGameEnd view={view} />}
      <TableActions table={table} prefix="cplay" keys={MOVE_BUTTONS} onHint={() => void table.askHint(hintWords)} takeBackWhy={takeBackWhy}
        log={view.log.map((m) => logLine(m, names, t))} share={<ShareTable target={{ kind: "classic_play", id: view.id }} />} />
    </div>
  );
}

/** The end of a game: the counters before and after it, then the next game of the
 *  sitting, the same deal again, and the review of the person's moves. */
function ClassicGameEnd({ view }: { view: ClassicPlayView }) {
  const { t, go, fail, announce, lang } = useApp();
  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<ReviewedMove[] | null>(null);
  const report = view.report;
  const names = view.view.names;
  const start = async (next: boolean) => {
    setBusy(true);
    try {
      const game = next ? await api.practiceNext(view.id) : await api.practiceReplay(view.id);
      go({ screen: "classic_play", game: game.id });
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const askReview = async () => {
    setBusy(true);
    try {
      const moves = classicReview(await api.practiceReview(view.id, null));
      setReview(moves);
      announce(t("playReviewSaid", { count: moves.filter((m) => m.preferred !== null).length }));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  return (
    <div class="game-end" id="cplay-end">
      {/* who won, or that nobody did and why (the newcomer's item 7) */}
      <p id="cplay-end-says"><strong>{classicEndText(report?.result ?? view.view.result, names, t)}</strong></p>
      {report && (
        <div class="table-wrap">
          <table class="score" id="cplay-result">
            <caption>{t("cplayChangeTitle")}</caption>
            <thead><tr><th scope="col">{t("player")}</th><th scope="col" class="num">{t("cplayBefore")}</th><th scope="col" class="num">{t("cplayAfter")}</th><th scope="col" class="num">{t("cplayChange")}</th></tr></thead>
            <tbody>
              {names.map((n, i) => {
                const change = report.counters[i] - report.start[i];
                return (
                  <tr key={n} class={report.result.winner === i ? "won" : undefined} data-seat={i}>
                    <th scope="row">{n}</th><td class="num">{formatNumber(lang, report.start[i])}</td><td class="num">{formatNumber(lang, report.counters[i])}</td>
                    <td class="num total" data-change={change}>{signedNumber(lang, change)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p class="small">{t("cplayPot", { pot: report.pot })}</p>
        </div>
      )}
      <div class="stack">
        <button type="button" class="primary big" id="cplay-next" disabled={busy} onClick={() => start(true)}>{t("cplayNext")}</button>
        <button type="button" id="cplay-replay" disabled={busy} onClick={() => start(false)}>{t("cplaySameDeal")}</button>
        <button type="button" id="cplay-review-button" disabled={busy} aria-busy={busy} onClick={askReview}>{t("playReviewAsk")}</button>
      </div>
      {review && <Review moves={review} />}
    </div>
  );
}

function Review({ moves }: { moves: ReviewedMove[] }) {
  const { t } = useApp();
  // the person's moves, in order: numbered among theirs, and in the game
  return <MovesReview prefix="cplay" rows={moves.map((m, i) => ({
    number: m.number, choices: m.choices,
    differs: m.preferred && `${t("cplayReviewMove", { mine: i + 1, number: m.number, deal: m.deal ?? "", played: actionText(m.played, t) })} ${t("playReviewPrefers", { move: actionText(m.preferred.action, t), reason: classicReasonText(m.preferred.reason, t) })}`,
  }))} />;
}
