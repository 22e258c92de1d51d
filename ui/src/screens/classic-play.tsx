// A game of the Papillon of 1756 against the computer, drawn as people play it: the
// others' cards and counters round the table, the face-up cards in the middle, your
// cards, the pot and the talon, and your moves as the engine lists them (each capture
// with what it earns). Every move is announced once in the live log; the game keys are
// the modern game's (T table, S score, L last move, H hint, U take back, J log, M moves,
// ? keys). Nothing here decides a rule: the engine lists the moves and plays the
// computer's.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { api, classicBoard, classicHint, classicReview, isCommandError } from "../api";
import type { ClassicHint, ClassicPlayView, ClassicReviewMove } from "../bindings";
import { Section, Sep } from "../components";
import { useApp } from "../context";
import { ShareTable } from "../share";
import { cue } from "../feedback";
import { listText } from "../cards";
import type { Translate } from "../i18n";
import { gameKey, KeysHelp, MOVE_BUTTONS, type GameKey } from "../play/keys";
import { renamed } from "../play/card-button";
import { byPointer } from "../play/focus";
import { levelName, speedMs } from "../play/words";
import { SUITS, rankShort, suitedName } from "../family/classic-words";
import { actionText, choiceText, classicReasonText, logLine } from "../family/classic-play-words";

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

export function ClassicPlayScreen({ id }: { id: number }) {
  const { t, fail, announce, settings } = useApp();
  const [view, setView] = useState<ClassicPlayView | null>(null);
  const [thinking, setThinking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<ClassicHint | null>(null);
  const [hintBusy, setHintBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const [stalled, setStalled] = useState(false);
  const [retry, setRetry] = useState(0);
  const generation = useRef(0);
  const viewRef = useRef<ClassicPlayView | null>(null);
  viewRef.current = view;
  const root = useRef<HTMLDivElement>(null);
  // for a screen reader that reads no live region (Orca on WebKitGTK): the news since the
  // person's last move, said by the turn line, which gets the focus when the turn comes
  // back; and what a key read, on an element that gets the focus. Only after a key: a
  // tap leaves the focus where it was.
  const since = useRef<string[]>([]);
  const [turnNews, setTurnNews] = useState<string[]>([]);
  const [reading, setReading] = useState<{ n: number; text: string } | null>(null);
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const at = document.activeElement;
    const inGame = at === null || at === document.body || at.id === "main" || (!!root.current && root.current.contains(at));
    if (!byPointer() && inGame) document.getElementById(wanted)?.focus({ preventScroll: true });
  });
  const say = (text: string) => {
    announce(text);
    setReading((r) => ({ n: (r?.n ?? 0) + 1, text }));
    focusNext.current = "cplay-reading";
  };

  const names = view?.view.names ?? [];

  /** Shows a new position: every log line since the last one shown is announced once.
   *  `own`: the position after the person's move (their lines start the news afresh). */
  const show = (next: ClassicPlayView, own = false) => {
    const before = viewRef.current;
    if (own || !before || before.id !== next.id) since.current = [];
    if (!before || before.id !== next.id) {
      // a game opened (new, resumed, from the history): its last line only, not all
      const last = next.log[next.log.length - 1];
      if (last) announce(logLine(last, next.view.names, t));
    } else if (next.moves > before.moves) {
      const lines = next.log.slice(before.log.length).map((m) => logLine(m, next.view.names, t));
      lines.forEach(announce);
      if (!own) since.current.push(...lines);
      const last = next.log[next.log.length - 1];
      if (next.status === "finished") cue("round_end", settings.sound);
      else if (last?.events.some((e) => e.event.event === "captured")) cue("capture", settings.sound);
    }
    if (next.status === "finished" && before?.status !== "finished") announce(t("cplayEnd"));
    if (next.status === "in_progress" && next.view.to_play === next.person && (!before || before.view.to_play !== next.person || before.moves !== next.moves)) {
      announce(t("yourTurn", { name: next.view.names[next.person] }));
      window.setTimeout(() => cue("turn", settings.sound), 250);
      setTurnNews(since.current.slice());
      focusNext.current = "cplay-turn";
    } else if (next.status === "finished" && before && before.id === next.id && before.status !== "finished") {
      // the end: the turn line says it, with the moves since the person's last one
      setTurnNews(since.current.slice());
      focusNext.current = "cplay-turn";
    }
    setView(next);
    setHint(null);
    setReading(null);
  };

  const reload = async () => {
    try { show(classicBoard(await api.practiceView(id))); } catch (e) { fail(e); }
  };

  useEffect(() => {
    viewRef.current = null;
    api.practiceView(id).then(classicBoard).then(show, fail);
    return () => { generation.current++; };
  }, [id]);

  // the computer's turns, one move at a time, each shown for the chosen time
  const computerSeat = view && view.status === "in_progress" && view.view.to_play !== null
    && view.view.to_play !== view.person ? view.view.to_play : null;
  useEffect(() => {
    if (!view || computerSeat === null || stalled) return;
    const gen = generation.current;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (cancelled || gen !== generation.current) return;
      setThinking(computerSeat);
      try {
        const next = classicBoard(await api.practiceStep(id, view.moves + 1));
        if (gen === generation.current) show(next);
      } catch (e) {
        if (gen !== generation.current) return;
        if (isCommandError(e) && e.code === "stale") await reload();
        else { fail(e); setStalled(true); }
      } finally {
        if (gen === generation.current) setThinking(null);
      }
    }, speedMs(settings.play_speed));
    return () => { cancelled = true; window.clearTimeout(timer); };
  }, [view?.id, view?.moves, computerSeat, stalled, retry]);

  // the focus is never lost: when the button it was on goes (a move made, the
  // computer's turn over), it comes to the first move, or to the turn line
  useLayoutEffect(() => {
    // lost: on nothing, or on the screen's container (where a new screen starts)
    const active = document.activeElement;
    if (active && active !== document.body && active.id !== "main" && document.contains(active)) return;
    const first = root.current?.querySelector<HTMLElement>("#cplay-moves button");
    (first ?? document.getElementById("cplay-turn"))?.focus();
  }, [view?.moves, view?.status, thinking]);

  // the log's button is made anew when its name changes (Moves, Hide the moves): the
  // focus goes back to it
  const logButtonHadFocus = useRef(false);
  logButtonHadFocus.current = document.activeElement?.id === "cplay-log-button";
  useLayoutEffect(() => {
    if (logButtonHadFocus.current && (document.activeElement === null || document.activeElement === document.body)) {
      document.getElementById("cplay-log-button")?.focus({ preventScroll: true });
    }
  }, [showLog]);

  const play = async (action: string) => {
    const current = viewRef.current;
    if (!current || busy) return;
    setBusy(true);
    try {
      show(classicBoard(await api.practicePlay(id, current.moves + 1, action)), true);
    } catch (e) {
      if (isCommandError(e) && e.code === "stale") await reload();
      else fail(e);
    } finally { setBusy(false); }
  };

  const takeBack = async () => {
    const current = viewRef.current;
    if (!current || busy) return;
    generation.current++;
    setThinking(null);
    setBusy(true);
    try {
      const next = classicBoard(await api.practiceTakeBack(id, current.moves));
      setView(next);
      setHint(null);
      setStalled(false);
      say(t("takenBack"));
    } catch (e) {
      // refused (cards shown since) or failed: the computer's turn must not stay
      // cancelled; a stale tap is said, and the game shown as it stands
      if (isCommandError(e) && e.code === "stale") announce(e.message);
      else fail(e);
      await reload();
      setRetry((r) => r + 1);
    } finally { setBusy(false); }
  };

  const askHint = async () => {
    const current = viewRef.current;
    if (!current) return;
    const number = current.moves + 1;
    setHintBusy(true);
    try {
      const h = classicHint(await api.practiceHint(id, number));
      if (viewRef.current?.moves !== number - 1) return;
      setHint(h);
      const said = t("hintSays", { level: levelName(h.level, t), move: actionText(h.action, t, current.view.after_sautenelle) });
      say(t("hintSaid", { hint: said, reason: classicReasonText(h.reason, t) }));
    } catch (e) {
      if (!(isCommandError(e) && e.code === "stale")) fail(e);
    } finally { setHintBusy(false); }
  };

  if (!view) return <p aria-busy="true">{t("loading")}</p>;
  const v = view.view;
  const over = view.status === "finished";
  const myTurn = !over && v.to_play === view.person && !busy;
  const turnLine = over ? t("gameOver")
    : thinking !== null ? t("thinking", { name: names[thinking] })
    : v.to_play === view.person ? t("yourTurn", { name: names[view.person] })
    : v.to_play !== null ? t("turnOf", { name: names[v.to_play] }) : "";
  const turnSays = (myTurn || over) && thinking === null && turnNews.length > 0 ? `${turnLine}. ${t("sinceYourMove", { news: turnNews.map((n) => n.replace(/[.\s]+$/, "")).join(". ") })}.` : "";
  const lastMove = view.log[view.log.length - 1];
  const tableSays = () => t("cplayTableSays", {
    table: v.table.length ? listText(v.table.map((c) => suitedName(c, t)), t) : t("cplayNoneWord"),
    hand: v.hand.length ? listText(v.hand.map((c) => suitedName(c, t)), t) : t("cplayNoneWord"),
    pot: v.pot, talon: v.talon,
  });
  const scoreSays = () => v.names.map((n, i) => t("cplayScoreSays", { name: n, counters: t("cplayCounters", { counters: v.counters[i] }) })).join(". ");
  const onKey = (key: GameKey) => {
    switch (key) {
      case "t": say(tableSays()); break;
      case "s": say(`${scoreSays()}. ${t("cplayPot", { pot: v.pot })}`); break;
      case "l": say(lastMove ? logLine(lastMove, names, t) : t("noMoves")); break;
      case "h": if (myTurn && !hintBusy) askHint(); else say(t("keyNotNow")); break;
      case "u": if (view.can_take_back && !busy) takeBack(); else say(t("keyNotNow")); break;
      case "j": setShowLog(!showLog); say(t(showLog ? "logHidden" : "logShown")); break;
      case "m": (root.current?.querySelector<HTMLElement>("#cplay-moves button") ?? document.getElementById("cplay-turn"))?.focus(); break;
      case "?": setKeysOpen(true); break;
    }
  };

  return (
    <div class="play cplay" data-moves={view.moves} data-status={view.status} ref={root}
      onKeyDown={(e) => {
        if (keysOpen) return;
        const k = gameKey(e);
        if (k) { e.preventDefault(); onKey(k); }
      }}>
      {keysOpen && <KeysHelp words={MOVE_BUTTONS} onClose={() => { setKeysOpen(false); document.getElementById("cplay-turn")?.focus(); }} />}
      <h1 class="sr-only">{t("cplayTitle")}</h1>
      <div class="play-status">
        {/* the turn line: a heading, in a note that takes the focus (Orca 43 says nothing
            of a focused heading in WebKitGTK), made anew when its name changes (WebKitGTK
            reports no change of name); on the person's turn it says the news since their
            last move too */}
        <div id="cplay-turn" class="turn-line" role="note" tabIndex={-1} aria-label={turnSays || turnLine} key={renamed("turn", `${turnLine}${turnSays}`)}>
          <strong role="heading" aria-level={2}>{turnLine}</strong>
        </div>
        {reading && <p id="cplay-reading" class="sr-only" role="note" tabIndex={-1} key={reading.n} aria-label={reading.text} />}
        {thinking !== null && <span class="spinner" aria-hidden="true" />}
        <span class="muted small" id="cplay-deal">{t("cplayGameDeal", { game: v.game, deal: v.deal, most: v.deals_at_most })}</span>
      </div>
      <p class="small">
        {t("cplayDealer", { name: names[v.dealer] })}<Sep /><span id="cplay-pot" data-pot={v.pot}>{t("cplayPot", { pot: v.pot })}</span><Sep /><span id="cplay-talon">{t("cplayTalon", { count: v.talon })}</span>
      </p>
      {/* a line of its own: the warning's padding overlapped the line above when inline at 390 px */}
      {v.last_round && <p class="warn small" id="cplay-last-round"><strong>{t("cplayLastRound")}</strong></p>}
      {view.replay_of !== null && <p class="muted small">{t("cplayReplayNote")}</p>}
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
                  disabled={busy} onClick={() => play(c.action)}>{choiceText(c, v.names, t, v.after_sautenelle)}</button>
              ))}
            </div>
          ) : <p class="muted small">{t("cplayNotYourTurn")}</p>}
        </Section>
      )}
      <p class="last-move" id="cplay-last">{lastMove ? <><span class="muted">{t("lastMove")}: </span>{logLine(lastMove, names, t)}</> : t("noMoves")}</p>
      {hint && (
        <div class="hint" id="cplay-hint" role="note" data-action={hint.action}>
          <strong>{t("hintSays", { level: levelName(hint.level, t), move: actionText(hint.action, t, v.after_sautenelle) })}</strong>
          <p>{classicReasonText(hint.reason, t)}</p>
        </div>
      )}
      {over && <ClassicGameEnd view={view} />}
      <div class="play-actions">
        {!over && <button type="button" id="cplay-hint-button" disabled={!myTurn || hintBusy} aria-busy={hintBusy} onClick={askHint}>{t("hint")}</button>}
        {!over && <button type="button" id="cplay-take-back" disabled={!view.can_take_back || busy} onClick={takeBack}>↶ {t("takeBack")}</button>}
        {stalled && <button type="button" class="primary" id="cplay-retry" onClick={() => { setStalled(false); setRetry((r) => r + 1); }}>{t("tryAgain")}</button>}
        <button type="button" id="cplay-log-button" key={renamed("log", String(showLog))} aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>{showLog ? t("hideLog") : t("log")}</button>
        <button type="button" id="cplay-keys" aria-expanded={keysOpen} aria-keyshortcuts="?" onClick={() => setKeysOpen(!keysOpen)}>{t("keysTitle")}</button>
      </div>
      <ShareTable target={{ kind: "classic_play", id: view.id }} />
      {showLog && (
        <Section title={t("log")} id="cplay-log-h">
          <ol class="move-log" id="cplay-log" tabIndex={0} aria-label={t("log")}>
            {view.log.map((m, i) => <li key={i}>{logLine(m, names, t)}</li>)}
          </ol>
        </Section>
      )}
    </div>
  );
}

/** The end of a game: the counters before and after it, then the next game of the
 *  sitting, the same deal again, and the review of the person's moves. */
function ClassicGameEnd({ view }: { view: ClassicPlayView }) {
  const { t, go, fail, announce } = useApp();
  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<ClassicReviewMove[] | null>(null);
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
      announce(t("cplayReviewSaid", { count: moves.filter((m) => m.preferred !== null).length }));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  return (
    <div class="game-end" id="cplay-end">
      <p><strong>{t("cplayEnd")}</strong></p>
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
                    <th scope="row">{n}</th><td class="num">{report.start[i]}</td><td class="num">{report.counters[i]}</td>
                    <td class="num total" data-change={change}>{change > 0 ? `+${change}` : change}</td>
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
        <button type="button" id="cplay-review-button" disabled={busy} aria-busy={busy} onClick={askReview}>{t("cplayReviewAsk")}</button>
      </div>
      {review && <Review moves={review} />}
    </div>
  );
}

function Review({ moves }: { moves: ClassicReviewMove[] }) {
  const { t } = useApp();
  const choices = moves.filter((m) => m.choices > 1);
  const differ = choices.filter((m) => m.preferred !== null);
  const forced = moves.length - choices.length;
  // the review opens below the buttons: the focus goes to its heading, not to the page's top
  useEffect(() => {
    const heading = document.getElementById("cplay-review-h");
    if (heading) { heading.tabIndex = -1; heading.focus(); }
  }, []);
  return (
    <Section title={t("cplayReview")} id="cplay-review-h">
      {choices.length === 0 ? <p id="cplay-review-none">{t("cplayReviewNone")}</p>
        : differ.length === 0 ? <p id="cplay-review-same">{t("cplayReviewSame")}</p> : (
          <ol class="move-log" id="cplay-review" tabIndex={0} aria-label={t("cplayReview")}>
            {differ.map((m) => m.preferred && (
              <li key={m.number} data-number={m.number}>
                {t("cplayReviewMove", { number: m.number, played: actionText(m.played, t) })}{" "}
                {t("cplayReviewPrefers", { move: actionText(m.preferred.action, t), reason: classicReasonText(m.preferred.reason, t) })}
              </li>
            ))}
          </ol>
        )}
      {forced > 0 && <p class="muted small">{t("cplayReviewForced", { count: forced })}</p>}
    </Section>
  );
}
