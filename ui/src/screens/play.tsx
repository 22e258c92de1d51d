// A game against the computer: the table as the engine draws it for the person to play,
// the computer's moves shown one by one, hint, take-back, hot-seat and the result. Every
// rule (what can be played, where, what a capture takes) comes from the engine.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import {
  api, isCommandError, papillonBoard, papillonHint, type HintView,
  type PracticeRequest, type PracticeTeams, type PracticeView,
} from "../api";
import { Disclosure, Section, useCardInfo, Sep } from "../components";
import { useApp } from "../context";
import { GAME_KIND } from "../enums";
import { cue } from "../feedback";
import type { Translate } from "../i18n";
import { BlueBoard } from "../play/blue-board";
import { renamed } from "../play/card-button";
import { byPointer, findNoted, noteOf, type FocusNote } from "../play/focus";
import { fly } from "../play/fly";
import { gameKey, KeysHelp, type GameKey } from "../play/keys";
import { OrangeBoard } from "../play/orange-board";
import { newsText, scoreText, tableText } from "../play/spoken";
import { levelName, moveText, playText, reasonText, slotKey, speedMs, takeBackWhy, type CardName } from "../play/words";
import { itemLabel, ScoreReportView } from "../report";

export function PlayScreen({ id }: { id: number }) {
  const { t, settings, fail, announce, go, cardName } = useApp();
  const info = useCardInfo();
  const [view, setView] = useState<PracticeView | null>(null);
  const [thinking, setThinking] = useState<number | null>(null);
  const [hint, setHint] = useState<HintView | null>(null);
  const [hintBusy, setHintBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // a computer move that failed (not as stale) waits for "try again"
  const [stalled, setStalled] = useState(false);
  const [retry, setRetry] = useState(0);
  const [keysOpen, setKeysOpen] = useState(false);
  // the game whose blue result the person has seen: until then a full game pauses on it
  // at the end of the blue round (the computer does not play the orange round meanwhile)
  const [blueSeen, setBlueSeen] = useState<number | null>(null);
  const generation = useRef(0);
  // whether the keyboard's focus was last inside the game: when the element it was on
  // goes (a card played), it is put back on the hand instead of the page's top
  const root = useRef<HTMLDivElement>(null);
  const focusInGame = useRef(false);
  // the focused element, noted so that it is found again when it is made anew (a card
  // whose name changed is a new element: see renamed())
  const focusNote = useRef<FocusNote | null>(null);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      focusInGame.current = !!root.current && root.current.contains(e.target as Node);
      if (focusInGame.current) focusNote.current = noteOf(e.target as Element);
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
  // any change inside the game (a board's own state too) may take away the focused
  // element: watched, so the focus never falls to the page's top. The root is followed
  // through a callback ref, so the watch starts with the element itself.
  const [rootEl, setRootEl] = useState<HTMLDivElement | null>(null);
  const attach = (el: HTMLDivElement | null) => { root.current = el; if (el !== rootEl) setRootEl(el); };
  useEffect(() => {
    if (!rootEl) return;
    const rescue = () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!focusInGame.current || !lost) return;
      const again = findNoted(rootEl, focusNote.current);
      if (again) again.focus({ preventScroll: true }); else focusHand();
    };
    // a tap or click outside the game lets the focus go where it went
    const onPointer = (e: PointerEvent) => { if (!rootEl.contains(e.target as Node)) focusInGame.current = false; };
    const observer = new MutationObserver(rescue);
    observer.observe(rootEl, { childList: true, subtree: true });
    document.addEventListener("pointerdown", onPointer);
    rescue();
    return () => { observer.disconnect(); document.removeEventListener("pointerdown", onPointer); };
  }, [rootEl]);
  const focusHand = () => {
    const el = root.current?.querySelector<HTMLElement>('#hand [tabindex="0"]') ?? document.getElementById("turn");
    el?.focus();
  };
  const viewRef = useRef<PracticeView | null>(null);
  viewRef.current = view;
  // for a screen reader that reads no live region (Orca on WebKitGTK): what happened
  // since the person's last move, said by the turn line, which gets the focus when the
  // turn comes back; and what a key read, on an element that gets the focus too. Only
  // for the keyboard: after a tap the focus stays where it was.
  const since = useRef<string[]>([]);
  const [turnNews, setTurnNews] = useState<string[]>([]);
  const [reading, setReading] = useState<{ n: number; text: string } | null>(null);
  const focusNext = useRef<string | null>(null);
  const mayMoveFocus = () => {
    const at = document.activeElement;
    return !byPointer() && (at === null || at === document.body || at.id === "main" || (!!root.current && root.current.contains(at)));
  };
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    if (mayMoveFocus()) document.getElementById(wanted)?.focus({ preventScroll: true });
  });
  /** Says what a key read: in the live log, and on the reading element, focused. */
  const say = (text: string) => {
    announce(text);
    setReading((r) => ({ n: (r?.n ?? 0) + 1, text }));
    focusNext.current = "key-reading";
  };

  const names = view?.seats.map((s) => s.name) ?? [];
  const persons = view?.seats.filter((s) => s.player.player === "person").length ?? 0;
  const flyMs = Math.min(speedMs(settings.play_speed), 600);

  /** Shows a new position; the move that led to it flies, and every move since the
   *  last position shown is announced in the live log, with a new deal, tour or end. */
  const show = (next: PracticeView) => {
    const before = viewRef.current;
    const last = next.log[next.log.length - 1];
    if (last && (!before || next.moves > before.moves)) {
      animate(last.play, last.seat);
      const news = newsText(before, next, t, cardName);
      news.forEach(announce);
      // the person's own moves start the news afresh, and are not in it
      const from = before && before.id === next.id ? before.moves : next.moves - 1;
      const names = next.seats.map((s) => s.name);
      const own = next.log.filter((m) => m.number > from && next.seats[m.seat].player.player === "person");
      if (own.length > 0 || !before || before.id !== next.id) since.current = [];
      const ownText = new Set(own.map((m) => moveText(m, names, t, cardName)));
      since.current.push(...news.filter((n) => !ownText.has(n)));
      const round = before && before.table.round !== next.table.round;
      if (next.status === "finished" || round) cue("round_end", settings.sound);
      else if (last.play.kind === "capture" && (last.play.taken.includes("chat-noir") || last.play.card === "chat-noir")) cue("chat_noir", settings.sound);
      else if (last.play.kind === "place" && last.play.card === "chat-noir") cue("chat_noir", settings.sound);
      else if (last.play.kind === "capture" || last.play.kind === "papillon") cue("capture", settings.sound);
      const toPlay = next.to_play;
      if (round && next.blue_report) {
        // the blue round is over: the turn line says it, with the news and the result,
        // and takes the focus (Tab goes on to « Play the orange round »); the orange
        // round's turn is said when the person starts it
        setTurnNews(since.current.slice());
        focusNext.current = "turn";
      } else if (next.status === "in_progress" && toPlay !== null && next.seats[toPlay].player.player === "person" && last.seat !== toPlay) {
        announce(t("yourTurn", { name: next.seats[toPlay].name }));
        window.setTimeout(() => cue("turn", settings.sound), 250);
        setTurnNews(since.current.slice());
        focusNext.current = "turn";
      } else if (next.status === "finished" && before?.status !== "finished") {
        // the end: the turn line says it, with the moves since the person's last one
        // (the computer's, when one of them ended the game) and the result; "game over"
        // once, as the line itself
        setTurnNews(since.current.filter((n) => n !== t("gameOver")));
        focusNext.current = "turn";
      }
    }
    setView(next);
    setHint(null);
    setReading(null);
  };

  const animate = (play: PracticeView["log"][number]["play"], seat: number) => {
    const seatEl = document.querySelector(`[data-seat="${seat}"]`);
    switch (play.kind) {
      case "discard": fly(info(play.card), seatEl, document.getElementById("plate"), flyMs); break;
      case "capture": fly(info(play.card), seatEl, document.getElementById("plate"), flyMs); break;
      case "papillon": fly(info("papillon"), seatEl, document.getElementById("plate"), flyMs); break;
      case "place": fly(info(play.card), seatEl, document.querySelector(`[data-slot="${slotKey(play.slot)}"]`), flyMs); break;
      case "cover": fly(info(play.card), seatEl, document.querySelector(`[data-slot="plate${play.plate + 1}"]`), flyMs); break;
      default: break;
    }
  };

  const reload = async () => {
    // through show(): moves made meanwhile are announced like any other
    try { show(papillonBoard(await api.practiceView(id))); } catch (e) { fail(e); }
  };

  useEffect(() => {
    // a new screen: the focus comes from the page's main landmark to the turn line
    api.practiceView(id).then(papillonBoard).then((v) => { focusNext.current = "turn"; setView(v); }, fail);
    return () => { generation.current++; };
  }, [id]);

  // the end of a full game's blue round: the game waits on the blue result until the
  // person starts the orange round (no orange move made yet)
  const paused = !!view && view.status === "in_progress" && view.table.round === "orange" && view.blue_report !== null
    && !view.log.some((m) => m.round === "orange") && blueSeen !== view.id;
  // the computer's turns, one move at a time, each shown for the chosen time
  const computerSeat = view && view.status === "in_progress" && view.to_play !== null
    && view.seats[view.to_play].player.player === "computer" ? view.to_play : null;
  useEffect(() => {
    if (!view || computerSeat === null || stalled || paused) return;
    const gen = generation.current;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (cancelled || gen !== generation.current) return;
      setThinking(computerSeat);
      try {
        const next = papillonBoard(await api.practiceStep(id, view.moves + 1));
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
  }, [view?.id, view?.moves, computerSeat, stalled, retry, paused]);

  const personSeat = view && view.status === "in_progress" && view.to_play !== null
    && view.seats[view.to_play].player.player === "person" ? view.to_play : null;
  const needPass = !paused && persons >= 2 && personSeat !== null && shownFor !== personSeat;
  const handHidden = persons >= 2 && (view?.viewer ?? null) !== shownFor;

  const play = async (notation: string) => {
    const current = viewRef.current;
    if (!current || busy) return;
    setBusy(true);
    try {
      const next = papillonBoard(await api.practicePlay(id, current.moves + 1, notation));
      // with several people, the pass screen comes when the next person to play is
      // another one (a second card of the same turn needs no pass)
      show(next);
    } catch (e) {
      if (isCommandError(e) && e.code === "stale") await reload();
      else fail(e);
    } finally { setBusy(false); }
  };

  // a person's only legal move plays itself when the setting says so
  useEffect(() => {
    if (!view || personSeat === null || needPass || paused || !settings.auto_play || busy) return;
    const only = view.only_move;
    if (!only) return;
    const timer = window.setTimeout(() => play(only), Math.max(300, speedMs(settings.play_speed)));
    return () => window.clearTimeout(timer);
  }, [view?.moves, personSeat, needPass, paused, settings.auto_play]);

  // the device passes to another person: the focus goes to "I am …", and it is said
  useEffect(() => {
    if (!needPass || personSeat === null) return;
    document.getElementById("show-hand")?.focus();
    announce(t("passDevice", { name: names[personSeat] }));
  }, [needPass, personSeat]);

  const takeBack = async () => {
    const current = viewRef.current;
    if (!current || busy) return;
    generation.current++;
    setThinking(null);
    setBusy(true);
    try {
      // made on the game as shown: a second tap is refused as stale, not a second undo
      const next = papillonBoard(await api.practiceTakeBack(id, current.moves));
      setView(next);
      setHint(null);
      setStalled(false);
      say(t("takenBack"));
    } catch (e) {
      if (!(isCommandError(e) && e.code === "stale")) fail(e);
      await reload();
    } finally { setBusy(false); }
  };

  const askHint = async () => {
    const current = viewRef.current;
    if (!current) return;
    const number = current.moves + 1;
    setHintBusy(true);
    try {
      const h = papillonHint(await api.practiceHint(id, number));
      // a hint is for the move it was asked for: dropped once the game has moved on
      if (!h) { say(t("noHint")); return; }
      if (viewRef.current?.moves !== number - 1) return;
      setHint(h);
      if (h) say(t("hintSaid", { hint: t("hintSays", { level: levelName(h.level, t), move: playText(h.suggestion.play, "", t, cardName, true) }), reason: reasonText(h.reason, t) }));
    } catch (e) {
      // asked of a position the store has moved past (another tab, a computer move
      // not shown yet): the table is brought up to date, the next tap asks afresh
      if (isCommandError(e) && e.code === "stale") await reload();
      else fail(e);
    } finally { setHintBusy(false); }
  };

  /** The person starts the orange round: the pause ends, the turn is said. */
  const playOrange = () => {
    setBlueSeen(view?.id ?? null);
    const starts = t("sayOrangeStarts");
    announce(starts);
    // the news the turn line says next starts with the orange round
    since.current = [starts];
    if (view && personSeat !== null) {
      announce(t("yourTurn", { name: view.seats[personSeat].name }));
      setTurnNews(since.current.slice());
    }
    focusNext.current = "turn";
  };

  if (!view) return <p aria-busy="true">{t("loading")}</p>;

  const last = view.log[view.log.length - 1];
  const over = view.status === "finished";
  const whyNoTakeBack = takeBackWhy(view, over, t);
  const turnLine = over ? t("gameOver")
    : paused ? t("blueOverTitle")
    : thinking !== null ? t("thinking", { name: names[thinking] })
    : personSeat !== null ? t("yourTurn", { name: names[personSeat] })
    : view.to_play !== null ? t("turnOf", { name: names[view.to_play] }) : "";

  if (needPass && personSeat !== null) {
    return (
      <div class="pass" id="pass-device">
        <h1>{t("passDevice", { name: names[personSeat] })}</h1>
        {last && <p class="last-move">{moveText(last, names, t, cardName)}</p>}
        <p class="muted">{t("passDeviceHelp", { name: names[personSeat] })}</p>
        <button type="button" class="primary big" id="show-hand" onClick={() => setShownFor(personSeat)}>{t("iAm", { name: names[personSeat] })}</button>
      </div>
    );
  }

  const myTurn = personSeat !== null && !busy && !handHidden && !paused;
  const turnSays = (personSeat !== null || over || paused) && thinking === null && turnNews.length > 0 ? `${turnLine}. ${t("sinceYourMove", { news: turnNews.map((n) => n.replace(/[.\s]+$/, "")).join(". ") })}.` : "";
  const onKey = (key: GameKey) => {
    const lastMove = view.log[view.log.length - 1];
    switch (key) {
      case "t": say(tableText(view, t, cardName)); break;
      case "s": say(scoreText(view, t, cardName)); break;
      case "l": say(lastMove ? moveText(lastMove, names, t, cardName) : t("noMoves")); break;
      case "h": if (personSeat !== null && !hintBusy && !handHidden && !busy && !over && !paused) askHint(); else say(t("keyNotNow")); break;
      case "u": if (view.can_take_back && !busy) takeBack(); else say(takeBackWhy(view, over, t) ?? t("keyNotNow")); break;
      case "j": setShowLog(!showLog); say(t(showLog ? "logHidden" : "logShown")); break;
      case "m": focusHand(); break;
      case "?": setKeysOpen(true); break;
    }
  };
  return (
    <div class="play" data-round={view.table.round} data-moves={view.moves} ref={attach}
      onKeyDown={(e) => {
        // while the keys' help is open, its own keys only (Escape closes it)
        if (keysOpen) return;
        const k = gameKey(e);
        if (k) { e.preventDefault(); onKey(k); }
      }}>
      {keysOpen && <KeysHelp onClose={() => { setKeysOpen(false); focusHand(); }} />}
      <div class="play-status">
        {/* the turn line: a heading, in a note that takes the focus (Orca 43 says nothing
            of a focused heading in WebKitGTK), named by what it shows and, on the
            person's turn, by the news since their last move; made anew when that name
            changes */}
        <div id="turn" class="turn-line" role="note" tabIndex={-1} aria-label={turnSays || turnLine} key={renamed("turn", `${turnLine}${turnSays}`)}>
          <strong role="heading" aria-level={2}>{turnLine}</strong>
        </div>
        {reading && <p id="key-reading" class="sr-only" role="note" tabIndex={-1} key={reading.n} aria-label={reading.text} />}
        {thinking !== null && <span class="spinner" aria-hidden="true" />}
        <span class="muted small">{t(GAME_KIND[view.kind])}</span>
      </div>
      {over && <GameEnd view={view} t={t} go={go} fail={fail} />}
      <Seats view={view} thinking={thinking} t={t} cardName={cardName} />
      {paused && view.blue_report && <BlueOver report={view.blue_report} onPlay={playOrange} t={t} cardName={cardName} />}
      {!over && !paused && (view.table.round === "blue"
        ? <BlueBoard key={`b${view.id}`} id={id} view={view} table={view.table} myTurn={myTurn} hidden={handHidden} onPlay={play} hint={hint} t={t} cardName={cardName} info={info} />
        : <OrangeBoard key={`o${view.id}`} view={view} table={view.table} myTurn={myTurn} hidden={handHidden} onPlay={play} hint={hint} t={t} cardName={cardName} />)}
      <p class="last-move" id="last-move" key={`last${view.id}-${view.moves}`}>{last ? t("lastMoveLine", { move: moveText(last, names, t, cardName) }) : t("noMoves")}</p>
      {hint && (
        <div class="hint" id="hint" role="note" data-notation={hint.suggestion.notation}>
          <strong>{t("hintSays", { level: levelName(hint.level, t), move: playText(hint.suggestion.play, "", t, cardName, true) })}</strong>
          <p>{reasonText(hint.reason, t)}</p>
        </div>
      )}
      {!over && (
        <div class="play-actions">
          <button type="button" id="hint-button" disabled={personSeat === null || hintBusy || handHidden || busy || paused} aria-busy={hintBusy} onClick={askHint}>{t("hint")}</button>
          <button type="button" id="take-back" disabled={!view.can_take_back || busy} aria-describedby={whyNoTakeBack ? "take-back-why" : undefined} onClick={takeBack}>↶ {t("takeBack")}</button>
          {stalled && <button type="button" class="primary" id="retry" onClick={() => { setStalled(false); setRetry((r) => r + 1); }}>{t("tryAgain")}</button>}
          <button type="button" id="show-log" key={renamed("show-log", String(showLog))} aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>{showLog ? t("hideLog") : t("log")}</button>
          <button type="button" class="keys-button" id="keys-button" aria-expanded={keysOpen} aria-keyshortcuts="?" onClick={() => setKeysOpen(!keysOpen)}>{t("keysTitle")}</button>
        </div>
      )}
      {!over && whyNoTakeBack && <p class="muted small" id="take-back-why">{whyNoTakeBack}</p>}
      {view.blue_report && !over && !paused && (
        <Disclosure id="blue-score" summary={t("blueRoundScore")}>
          <BlueResult report={view.blue_report} t={t} cardName={cardName} />
        </Disclosure>
      )}
      {showLog && <MoveLog view={view} t={t} cardName={cardName} />}
      {over && (
        <button type="button" class="ghost" id="show-log-end" key={renamed("show-log-end", String(showLog))} aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>{showLog ? t("hideLog") : t("log")}</button>
      )}
    </div>
  );
}

/** The blue round's result in a full game, from the engine's report: each side's blue
 *  points, itemised, and who leads (the report's first place: after the blue round
 *  alone it leads, it has not won). */
function BlueResult({ report, t, cardName }: { report: NonNullable<PracticeView["blue_report"]>; t: Translate; cardName: CardName }) {
  const leading = report.sides.filter((s) => s.place === 1).flatMap((s) => s.members);
  return (
    <div class="blue-result">
      <p id="blue-leading"><strong>{t("leadingLine", { tied: leading.length > 1 ? "yes" : "no", names: leading.join(", ") })}</strong></p>
      <ul class="blue-sides">
        {report.sides.map((s) => (
          <li key={s.members.join("+")} data-side={s.members.join("+")} data-points={s.blue}>
            <strong>{t("blueSideLine", { side: s.members.join(" + "), points: s.blue })}</strong>
            {s.blue_items.length > 0 && (
              <ul class="small">
                {s.blue_items.map((i, k) => <li key={k} data-points={i.points}>{t("blueItemLine", { item: itemLabel(i, t, cardName), points: i.points })}</li>)}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p class="muted small" id="blue-sweep-note">{t("blueSweepNote")}</p>
    </div>
  );
}

/** The pause at the end of a full game's blue round: its result, until the person
 *  starts the orange round (already dealt, not yet shown). */
function BlueOver({ report, onPlay, t, cardName }: { report: NonNullable<PracticeView["blue_report"]>; onPlay: () => void; t: Translate; cardName: CardName }) {
  return (
    <section class="panel blue-over" id="blue-over" aria-labelledby="blue-over-h">
      <h2 id="blue-over-h">{t("blueOverTitle")}</h2>
      <BlueResult report={report} t={t} cardName={cardName} />
      <p class="muted small">{t("blueOverHelp")}</p>
      <button type="button" class="primary big" id="play-orange" onClick={onPlay}>{t("playOrange")}</button>
    </section>
  );
}

/** What a seat's badge says, for its key: a counter that changes makes the badge anew
 *  (WebKitGTK reports no change of text to a screen reader). */
function seatKey(view: PracticeView, i: number): string {
  const p = view.table.players[i];
  return `${view.to_play === i}|${JSON.stringify(p)}`;
}

function Seats({ view, thinking, t, cardName }: { view: PracticeView; thinking: number | null; t: Translate; cardName: CardName }) {
  return (
    <ul class="seats-strip" role="list" aria-label={t("players")}>
      {view.seats.map((s, i) => {
        const current = view.to_play === i;
        const blue = view.table.round === "blue" ? view.table.players[i] : null;
        const orange = view.table.round === "orange" ? view.table.players[i] : null;
        return (
          <li key={renamed(String(i), `${seatKey(view, i)}|${thinking === i}`)} data-seat={i} class={`seat-badge${current ? " current" : ""}${view.viewer === i ? " me" : ""}`} aria-current={current ? "true" : undefined}>
            <span class="seat-name">{s.name}{s.player.player === "computer" ? <span class="level"><Sep />{levelName(s.player.level, t)}</span> : null}</span>
            {blue && <span class="small">{t("handSize", { n: blue.hand })}<Sep />{t("pileSize", { n: blue.pile })}</span>}
            {orange && <span class="small">{t("handSize", { n: orange.orange + orange.blue })} <span class="muted">{t("handBacks", { orange: orange.orange, blue: orange.blue })}</span></span>}
            {blue && blue.scoring.length > 0 && <span class="scoring small" aria-label={t("scoringCards")}>{blue.scoring.map(cardName).join(", ")}</span>}
            {thinking === i && <span class="small thinking">…</span>}
          </li>
        );
      })}
    </ul>
  );
}

function MoveLog({ view, t, cardName }: { view: PracticeView; t: Translate; cardName: CardName }) {
  const names = view.seats.map((s) => s.name);
  return (
    <Section title={t("log")} id="log-h">
      {view.log.length === 0 ? <p class="muted">{t("noMoves")}</p> : (
        <ol class="move-log" id="move-log">
          {view.log.map((m) => (
            <li key={m.number} class={m.round}>{moveText(m, names, t, cardName)}</li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The request that deals this game again: the same seats and rules; the same seed for
 *  a replay of the deal, else a fresh one. `null` when the players must choose again
 *  (five players: whoever wins the new roll picks). */
export function againRequest(view: PracticeView, seed: number, replay: boolean, picker: number | null): PracticeRequest | null {
  const seats = view.seats.map((s) => ({ name: s.name, player: s.player }));
  let teams: PracticeTeams = { teams: "seating" };
  const sideOf = (i: number) => view.seats[i].side;
  if (view.seats.length === 3 && view.sides.some((s) => s.length === 1) && view.sides.length === 2) {
    const alone = view.seats.findIndex((_, i) => view.sides[sideOf(i)].length === 1);
    teams = { teams: "alone", seat: alone };
  }
  if (view.seats.length === 5) {
    if (!replay || picker === null) return null;
    const partners = view.seats.map((_, i) => i).filter((i) => i !== picker && sideOf(i) === sideOf(picker));
    if (partners.length !== 2) return null;
    teams = { teams: "picked", partners: [partners[0], partners[1]] };
  }
  return { kind: view.kind, seats, options: view.options, teams, seed, replay_of: replay ? view.id : undefined };
}

function GameEnd({ view, t, go, fail }: { view: PracticeView; t: Translate; go: (l: { screen: "play" | "review" | "play_new"; game?: number }) => void; fail: (e: unknown) => void }) {
  const [busy, setBusy] = useState(false);
  const start = async (replay: boolean) => {
    setBusy(true);
    try {
      const seats = view.seats.map((s) => ({ name: s.name, player: s.player }));
      const picker = view.start_roll ? view.seats.findIndex((s) => s.name === view.start_roll?.winner) : null;
      // the game's own seed is known once it is over; a new deal draws a fresh one
      const seed = replay && view.seed !== null ? view.seed : (await api.practicePrepare(view.kind, seats)).seed;
      const request = againRequest(view, seed, replay, picker !== null && picker >= 0 ? picker : null);
      if (!request) { go({ screen: "play_new" }); return; }
      const next = await api.practiceNew("papillon", request);
      go({ screen: "play", game: next.id });
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  return (
    <div class="game-end" id="game-end">
      {view.report && <ScoreReportView report={view.report} rounds={view.kind} />}
      <div class="stack">
        <button type="button" class="primary big" id="play-again" disabled={busy} onClick={() => start(false)}>{t("playAgain")}</button>
        <button type="button" id="replay-deal" disabled={busy} onClick={() => start(true)}>{t("replayDeal")}</button>
        <button type="button" id="review" onClick={() => go({ screen: "review", game: view.id })}>{t("review")}</button>
      </div>
    </div>
  );
}
