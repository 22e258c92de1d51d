// The table of a game against the computer, for any game played with one person
// against the computer's seats (the Papillon of 1756, Farfalia): the game as the
// engine shows it, the computer's moves one by one at the chosen speed, the person's
// moves, take-back, hint, the log, the game keys, and what a screen reader hears. A
// game gives only its board, its words (the news of a move, its end) and where its
// moves are; every rule comes from the engine through the shared commands.
import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { api, isCommandError } from "../api";
import type { PlayHint, PlayView } from "../bindings";
import { Section } from "../components";
import { useApp } from "../context";
import { cue } from "../feedback";
import { byPointer } from "./focus";
import { gameKey, KeysHelp, type GameKey, type KeyWords } from "./keys";
import { renamed } from "./card-button";
import { speedMs } from "./words";
import type { Key } from "../i18n";

/** What a game gives the shared table. */
export interface PracticeGame<B, H> {
  /** The game's board of a view, and its hint of a hint. */
  board: (v: PlayView) => B;
  hint: (h: PlayHint) => H;
  /** The lines of `next` new since `before` (the same game; null: a game opened, its
   *  last line only), in order. */
  news: (before: B | null, next: B) => string[];
  /** The line announced when the game ends ("Game over" unless the game words it). */
  endLine?: Key;
  /** The turn line while the table waits on a board (`held`: the end of a deal shown),
   *  instead of whose turn the next position says it is (« Fin de la donne 1 », not
   *  « Au tour de Ben » while the deal's score still shows). */
  heldLine?: (board: B) => string;
  /** Whether the newest move of `next` captured or kept a card (its sound). */
  captured?: (before: B, next: B) => boolean;
  /** The ids of the turn line and of what a key read, and the selector of the element M
   *  and a lost focus go to (the person's moves). */
  ids: { turn: string; reading: string; moves: string };
}

export interface Shown<B> { view: PlayView; board: B }

/** The one person's seat. */
export function personOf(view: PlayView): number {
  return Math.max(0, view.seats.findIndex((s) => s.player === "person"));
}

/** `held`: whether the table waits on a board (a game's pause, the end of a deal shown
 *  until the person goes on): the computer does not play, nor does the person. */
export function usePracticeTable<B, H>(id: number, game: PracticeGame<B, H>, held: (board: B) => boolean = () => false) {
  const { t, fail, announce, settings } = useApp();
  const [shown, setShown] = useState<Shown<B> | null>(null);
  const [thinking, setThinking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<H | null>(null);
  const [hintBusy, setHintBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const [stalled, setStalled] = useState(false);
  const [retry, setRetry] = useState(0);
  const generation = useRef(0);
  const shownRef = useRef<Shown<B> | null>(null);
  shownRef.current = shown;
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
    focusNext.current = game.ids.reading;
  };

  /** Shows a new position: every line since the last one shown is announced once.
   *  `own`: the position after the person's move (their lines start the news afresh). */
  const show = (view: PlayView, own = false) => {
    const next: Shown<B> = { view, board: game.board(view) };
    const before = shownRef.current;
    const same = !!before && before.view.id === view.id;
    const person = personOf(view);
    if (own || !same) since.current = [];
    if (!same) {
      game.news(null, next.board).forEach(announce);
    } else if (view.moves > before.view.moves) {
      const lines = game.news(before.board, next.board);
      lines.forEach(announce);
      // after the person's own move, its first line is the move itself; what came with
      // it (a proposition turned up, a new deal) is news
      since.current.push(...(own ? lines.slice(1) : lines));
      if (view.over) cue("round_end", settings.sound);
      else if (game.captured?.(before.board, next.board)) cue("capture", settings.sound);
    }
    // the end, once: when it comes, or when a finished game is opened
    if (view.over && !(same && before.view.over)) announce(t(game.endLine ?? "gameOver"));
    // (held on a board, whose turn it is is not said: the game's own line is, and the
    // person goes on from there to their first move)
    const heldNow = held(next.board);
    if (!view.over && !heldNow && view.to_play === person && (!before || before.view.to_play !== person || before.view.moves !== view.moves)) {
      announce(t("yourTurn", { name: view.names[person] ?? "" }));
      window.setTimeout(() => cue("turn", settings.sound), 250);
      setTurnNews(since.current.slice());
      focusNext.current = game.ids.turn;
    } else if (!view.over && heldNow && same && !held(before.board)) {
      // a pause (the end of a deal): the turn line says it, with the moves since the
      // person's last one
      setTurnNews(since.current.slice());
      focusNext.current = game.ids.turn;
    } else if (view.over && same && !before.view.over) {
      // the end: the turn line says it, with the moves since the person's last one
      setTurnNews(since.current.slice());
      focusNext.current = game.ids.turn;
    }
    setShown(next);
    setHint(null);
    setReading(null);
  };

  const reload = async () => {
    try { show(await api.practiceView(id)); } catch (e) { fail(e); }
  };

  useEffect(() => {
    shownRef.current = null;
    api.practiceView(id).then((v) => show(v), fail);
    return () => { generation.current++; };
  }, [id]);

  // the computer's turns, one move at a time, each shown for the chosen time
  const view = shown?.view ?? null;
  const person = view ? personOf(view) : 0;
  const computerSeat = view && !view.over && view.to_play !== null && view.to_play !== person ? view.to_play : null;
  const hold = !!shown && held(shown.board);
  useEffect(() => {
    if (!view || computerSeat === null || stalled || hold) return;
    const gen = generation.current;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (cancelled || gen !== generation.current) return;
      setThinking(computerSeat);
      try {
        const next = await api.practiceStep(id, view.moves + 1);
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
  }, [view?.id, view?.moves, computerSeat, stalled, retry, hold]);

  const firstMove = () => root.current?.querySelector<HTMLElement>(game.ids.moves) ?? document.getElementById(game.ids.turn);
  // the focus is never lost: when the button it was on goes (a move made, the
  // computer's turn over), it comes to the first move, or to the turn line
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.id !== "main" && document.contains(active)) return;
    firstMove()?.focus();
  }, [view?.moves, view?.status, thinking, busy]);

  const play = async (action: string) => {
    const current = shownRef.current;
    if (!current || busy) return;
    setBusy(true);
    try {
      show(await api.practicePlay(id, current.view.moves + 1, action), true);
    } catch (e) {
      if (isCommandError(e) && e.code === "stale") await reload();
      else fail(e);
    } finally { setBusy(false); }
  };

  const takeBack = async () => {
    const current = shownRef.current;
    if (!current || busy) return;
    generation.current++;
    setThinking(null);
    setBusy(true);
    try {
      const next = await api.practiceTakeBack(id, current.view.moves);
      shownRef.current = { view: next, board: game.board(next) };
      setShown(shownRef.current);
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

  /** Asks for the hint; `words` says it once it came. */
  const askHint = async (words: (h: H) => string) => {
    const current = shownRef.current;
    if (!current) return;
    const number = current.view.moves + 1;
    setHintBusy(true);
    try {
      const h = game.hint(await api.practiceHint(id, number));
      if (shownRef.current?.view.moves !== number - 1) return;
      setHint(h);
      say(words(h));
    } catch (e) {
      // asked of a position the store has moved past (another tab, a computer move
      // not shown yet): the table is brought up to date, the next tap asks afresh
      if (isCommandError(e) && e.code === "stale") await reload();
      else fail(e);
    } finally { setHintBusy(false); }
  };

  const over = !!view?.over;
  const names = view?.names ?? [];
  const myTurn = !!view && !over && view.to_play === person && !busy && !hold;
  const turnLine = !view ? "" : over ? t("gameOver")
    : hold && game.heldLine && shown ? game.heldLine(shown.board)
    : thinking !== null ? t("thinking", { name: names[thinking] ?? "" })
    : view.to_play === person ? t("yourTurn", { name: names[person] ?? "" })
    : view.to_play !== null ? t("turnOf", { name: names[view.to_play] ?? "" }) : "";
  const turnSays = (myTurn || over || (hold && !!game.heldLine)) && thinking === null && turnNews.length > 0
    ? `${turnLine}. ${t("sinceYourMove", { news: turnNews.map((n) => n.replace(/[.\s]+$/, "")).join(". ") })}.` : "";

  /** The root's key handler: the game's keys, `on` for those the game reads itself. */
  const onKeyDown = (on: (key: GameKey) => boolean) => (e: KeyboardEvent) => {
    if (keysOpen) return;
    const k = gameKey(e);
    if (!k) return;
    e.preventDefault();
    if (on(k)) return;
    switch (k) {
      case "u": if (view?.can_take_back && !busy) void takeBack(); else say(t("keyNotNow")); break;
      case "j": setShowLog(!showLog); say(t(showLog ? "logHidden" : "logShown")); break;
      case "m": firstMove()?.focus(); break;
      case "?": setKeysOpen(true); break;
      default: break;
    }
  };

  return {
    shown, person, names, over, myTurn, busy, hold, thinking, hint, hintBusy, stalled, showLog, setShowLog, keysOpen, setKeysOpen,
    root, turnLine, turnSays, reading, play, takeBack, askHint, say, onKeyDown,
    tryAgain: () => { setStalled(false); setRetry((r) => r + 1); },
  };
}

export type PracticeTable<B, H> = ReturnType<typeof usePracticeTable<B, H>>;

/** The top of the table: the turn line (a heading in a note that takes the focus:
 *  Orca 43 says nothing of a focused heading in WebKitGTK; made anew when its name
 *  changes, as WebKitGTK reports no change of name), what a key read, the spinner and
 *  the game's own line. */
export function TurnLine<B, H>({ table, game, children }: { table: PracticeTable<B, H>; game: PracticeGame<B, H>; children?: ComponentChildren }) {
  return (
    <div class="play-status">
      <div id={game.ids.turn} class="turn-line" role="note" tabIndex={-1} aria-label={table.turnSays || table.turnLine}
        key={renamed("turn", `${table.turnLine}${table.turnSays}`)}>
        <strong role="heading" aria-level={2}>{table.turnLine}</strong>
      </div>
      {table.reading && <p id={game.ids.reading} class="sr-only" role="note" tabIndex={-1} key={table.reading.n} aria-label={table.reading.text} />}
      {table.thinking !== null && <span class="spinner" aria-hidden="true" />}
      {children}
    </div>
  );
}

/** The buttons under the table: hint, take back, try again, the log, the keys. */
export function TableActions<B, H>({ table, prefix, onHint, keys, log, share, takeBackWhy }: {
  table: PracticeTable<B, H>; prefix: string; onHint: () => void; keys: KeyWords; log: string[];
  /** Why the take-back is disabled now, shown beside it (the game words it). */
  takeBackWhy?: string | null;
  /** The table link's panel, for a game a table can follow on its phones. */
  share?: ComponentChildren;
}) {
  const { t } = useApp();
  const view = table.shown?.view;
  // the log's button is made anew when its name changes: the focus goes back to it
  const hadFocus = useRef(false);
  hadFocus.current = document.activeElement?.id === `${prefix}-log-button`;
  useLayoutEffect(() => {
    if (hadFocus.current && (document.activeElement === null || document.activeElement === document.body)) {
      document.getElementById(`${prefix}-log-button`)?.focus({ preventScroll: true });
    }
  }, [table.showLog]);
  if (!view) return null;
  return (
    <>
      {table.keysOpen && <KeysHelp words={keys} onClose={() => { table.setKeysOpen(false); document.getElementById(`${prefix}-turn`)?.focus(); }} />}
      <div class="play-actions">
        {!table.over && <button type="button" id={`${prefix}-hint-button`} disabled={!table.myTurn || table.hintBusy} aria-busy={table.hintBusy} onClick={onHint}>{t("hint")}</button>}
        {!table.over && <button type="button" id={`${prefix}-take-back`} disabled={!view.can_take_back || table.busy}
          aria-describedby={takeBackWhy ? `${prefix}-take-back-why` : undefined} onClick={() => void table.takeBack()}>↶ {t("takeBack")}</button>}
        {table.stalled && <button type="button" class="primary" id={`${prefix}-retry`} onClick={table.tryAgain}>{t("tryAgain")}</button>}
        <button type="button" id={`${prefix}-log-button`} key={renamed("log", String(table.showLog))} aria-expanded={table.showLog} onClick={() => table.setShowLog(!table.showLog)}>{table.showLog ? t("hideLog") : t("log")}</button>
        <button type="button" class="keys-button" id={`${prefix}-keys`} aria-expanded={table.keysOpen} aria-keyshortcuts="?" onClick={() => table.setKeysOpen(!table.keysOpen)}>{t("keysTitle")}</button>
      </div>
      {!table.over && takeBackWhy && <p class="muted small" id={`${prefix}-take-back-why`}>{takeBackWhy}</p>}
      {share}
      {table.showLog && (
        <Section title={t("log")} id={`${prefix}-log-h`}>
          <ol class="move-log" id={`${prefix}-log`} tabIndex={0} aria-label={t("log")}>
            {log.map((line, i) => <li key={i}>{line}</li>)}
          </ol>
        </Section>
      )}
    </>
  );
}

/** One of the person's moves in a review: its number, whether they had a choice, and,
 *  where the computer would have played otherwise, the line that says so. */
export interface ReviewRow { number: number; choices: number; differs: string | null }

/** The review of the person's moves: where the computer (hard) would have played
 *  otherwise, with why; the moves without a choice counted. The focus comes to its
 *  heading (it opens below the buttons, not at the page's top). */
export function MovesReview({ prefix, rows }: { prefix: string; rows: ReviewRow[] }) {
  const { t } = useApp();
  const choices = rows.filter((m) => m.choices > 1);
  const differ = choices.filter((m) => m.differs !== null);
  const forced = rows.length - choices.length;
  useEffect(() => {
    const heading = document.getElementById(`${prefix}-review-h`);
    if (heading) { heading.tabIndex = -1; heading.focus(); }
  }, []);
  return (
    <Section title={t("playReview")} id={`${prefix}-review-h`}>
      {choices.length === 0 ? <p id={`${prefix}-review-none`}>{t("playReviewNone")}</p>
        : differ.length === 0 ? <p id={`${prefix}-review-same`}>{t("playReviewSame")}</p> : (
          <ol class="move-log" id={`${prefix}-review`} tabIndex={0} aria-label={t("playReview")}>
            {differ.map((m) => <li key={m.number} data-number={m.number}>{m.differs}</li>)}
          </ol>
        )}
      {forced > 0 && <p class="muted small">{t("playReviewForced", { count: forced })}</p>}
    </Section>
  );
}
