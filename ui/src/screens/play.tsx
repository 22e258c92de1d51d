// A game against the computer: the table as the engine draws it for the person to play,
// the computer's moves shown one by one, hint, take-back, hot-seat and the result. Every
// rule (what can be played, where, what a capture takes) comes from the engine.
import { useEffect, useRef, useState } from "preact/hooks";
import {
  api, isCommandError, type BlueChoice, type BlueTable, type HintView, type OrangeOption, type OrangeTable,
  type PracticeRequest, type PracticeTeams, type PracticeView,
} from "../api";
import { CardFace, Section, useCardInfo, type CardLook } from "../components";
import { useApp } from "../context";
import type { Translate } from "../i18n";
import { fly } from "../play/fly";
import { blockedText, levelName, moveText, playText, reasonText, slotKey, speedMs, type CardName } from "../play/words";
import { ScoreReportView } from "../report";

export function PlayScreen({ id }: { id: number }) {
  const { t, settings, fail, announce, go } = useApp();
  const info = useCardInfo();
  const cardName: CardName = (f) => info(f).name;
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
  const generation = useRef(0);
  const viewRef = useRef<PracticeView | null>(null);
  viewRef.current = view;

  const names = view?.seats.map((s) => s.name) ?? [];
  const persons = view?.seats.filter((s) => s.player.player === "person").length ?? 0;
  const flyMs = Math.min(speedMs(settings.play_speed), 600);

  /** Shows a new position; the move that led to it flies and is announced. */
  const show = (next: PracticeView) => {
    const before = viewRef.current;
    const last = next.log[next.log.length - 1];
    if (last && (!before || next.moves > before.moves)) {
      animate(last.play, last.seat);
      announce(moveText(last, next.seats.map((s) => s.name), t, cardName));
    }
    setView(next);
    setHint(null);
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
    try { setView(await api.practiceView(id)); } catch (e) { fail(e); }
  };

  useEffect(() => {
    api.practiceView(id).then(setView, fail);
    return () => { generation.current++; };
  }, [id]);

  // the computer's turns, one move at a time, each shown for the chosen time
  const computerSeat = view && view.status === "in_progress" && view.to_play !== null
    && view.seats[view.to_play].player.player === "computer" ? view.to_play : null;
  useEffect(() => {
    if (!view || computerSeat === null || stalled) return;
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
  }, [view?.id, view?.moves, computerSeat, stalled, retry]);

  const personSeat = view && view.status === "in_progress" && view.to_play !== null
    && view.seats[view.to_play].player.player === "person" ? view.to_play : null;
  const needPass = persons >= 2 && personSeat !== null && shownFor !== personSeat;
  const handHidden = persons >= 2 && (view?.viewer ?? null) !== shownFor;

  const play = async (notation: string) => {
    const current = viewRef.current;
    if (!current || busy) return;
    setBusy(true);
    try {
      const next = await api.practicePlay(id, current.moves + 1, notation);
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
    if (!view || personSeat === null || needPass || !settings.auto_play || busy) return;
    const only = view.only_move;
    if (!only) return;
    const timer = window.setTimeout(() => play(only), Math.max(300, speedMs(settings.play_speed)));
    return () => window.clearTimeout(timer);
  }, [view?.moves, personSeat, needPass, settings.auto_play]);

  const takeBack = async () => {
    const current = viewRef.current;
    if (!current || busy) return;
    generation.current++;
    setThinking(null);
    setBusy(true);
    try {
      // made on the game as shown: a second tap is refused as stale, not a second undo
      const next = await api.practiceTakeBack(id, current.moves);
      setView(next);
      setHint(null);
      setStalled(false);
      announce(t("takeBack"));
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
      const h = await api.practiceHint(id, number);
      // a hint is for the move it was asked for: dropped once the game has moved on
      if (!h || viewRef.current?.moves !== number - 1) return;
      setHint(h);
      if (h) announce(`${t("hintSays", { level: levelName(h.level, t), move: playText(h.suggestion.play, "", t, cardName, true) })} ${reasonText(h.reason, t)}`);
    } catch (e) {
      if (!(isCommandError(e) && e.code === "stale")) fail(e);
    } finally { setHintBusy(false); }
  };

  if (!view) return <p aria-busy="true">{t("loading")}</p>;

  const last = view.log[view.log.length - 1];
  const over = view.status === "finished";
  const turnLine = over ? t("gameOver")
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

  const myTurn = personSeat !== null && !busy && !handHidden;
  return (
    <div class="play" data-round={view.table.round} data-moves={view.moves}>
      <div class="play-status" role="status">
        <strong id="turn">{turnLine}</strong>
        {thinking !== null && <span class="spinner" aria-hidden="true" />}
        <span class="muted small">{t(`kind_${view.kind}`)}</span>
      </div>
      {over && <GameEnd view={view} t={t} go={go} fail={fail} />}
      <Seats view={view} thinking={thinking} t={t} cardName={cardName} />
      {!over && (view.table.round === "blue"
        ? <BlueBoard key={`b${view.moves}`} id={id} view={view} table={view.table} myTurn={myTurn} hidden={handHidden} onPlay={play} hint={hint} t={t} cardName={cardName} info={info} />
        : <OrangeBoard key={`o${view.moves}`} view={view} table={view.table} myTurn={myTurn} hidden={handHidden} onPlay={play} hint={hint} t={t} cardName={cardName} />)}
      <p class="last-move" id="last-move">{last ? <><span class="muted">{t("lastMove")}: </span>{moveText(last, names, t, cardName)}</> : t("noMoves")}</p>
      {hint && (
        <div class="hint" id="hint" role="note" data-notation={hint.suggestion.notation}>
          <strong>{t("hintSays", { level: levelName(hint.level, t), move: playText(hint.suggestion.play, "", t, cardName, true) })}</strong>
          <p>{reasonText(hint.reason, t)}</p>
        </div>
      )}
      {!over && (
        <div class="play-actions">
          <button type="button" id="hint-button" disabled={personSeat === null || hintBusy || handHidden || busy} aria-busy={hintBusy} onClick={askHint}>{t("hint")}</button>
          <button type="button" id="take-back" disabled={!view.can_take_back || busy} onClick={takeBack}>↶ {t("takeBack")}</button>
          {stalled && <button type="button" class="primary" id="retry" onClick={() => { setStalled(false); setRetry((r) => r + 1); }}>{t("tryAgain")}</button>}
          <button type="button" id="show-log" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>{showLog ? t("hideLog") : t("log")}</button>
        </div>
      )}
      {view.blue_report && !over && (
        <details class="panel" id="blue-score">
          <summary>{t("blueRoundScore")}</summary>
          <ScoreReportView report={view.blue_report} />
        </details>
      )}
      {showLog && <MoveLog view={view} t={t} cardName={cardName} />}
      {over && (
        <button type="button" class="ghost" id="show-log-end" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>{showLog ? t("hideLog") : t("log")}</button>
      )}
    </div>
  );
}

function Seats({ view, thinking, t, cardName }: { view: PracticeView; thinking: number | null; t: Translate; cardName: CardName }) {
  return (
    <ul class="seats-strip" aria-label={t("players")}>
      {view.seats.map((s, i) => {
        const current = view.to_play === i;
        const blue = view.table.round === "blue" ? view.table.players[i] : null;
        const orange = view.table.round === "orange" ? view.table.players[i] : null;
        return (
          <li key={i} data-seat={i} class={`seat-badge${current ? " current" : ""}${view.viewer === i ? " me" : ""}`} aria-current={current ? "true" : undefined}>
            <span class="seat-name">{s.name}{s.player.player === "computer" ? <span class="level"> · {levelName(s.player.level, t)}</span> : null}</span>
            {blue && <span class="small">{t("handSize", { n: blue.hand })} · {t("pileSize", { n: blue.pile })}</span>}
            {orange && <span class="small">{t("handSize", { n: orange.orange + orange.blue })} <span class="muted">({orange.orange}/{orange.blue})</span></span>}
            {blue && blue.scoring.length > 0 && <span class="scoring small" aria-label={t("scoringCards")}>{blue.scoring.map(cardName).join(", ")}</span>}
            {thinking === i && <span class="small thinking">…</span>}
          </li>
        );
      })}
    </ul>
  );
}

function CardButton({ look, label, onClick, cls, pressed, disabled, id, data }: {
  look: CardLook; label: string; onClick: () => void; cls?: string; pressed?: boolean; disabled?: boolean; id?: string; data?: string;
}) {
  return (
    <button type="button" class={`card-btn play-card ${cls ?? ""}`} aria-pressed={pressed} aria-disabled={disabled ? "true" : undefined} id={id} data-face={data ?? look.face} onClick={onClick}>
      <CardFace card={look} />
      <span class="sr-only">{label}</span>
    </button>
  );
}

function BlueBoard({ id, view, table, myTurn, hidden, onPlay, hint, t, cardName, info }: {
  id: number; view: PracticeView; table: BlueTable; myTurn: boolean; hidden: boolean; onPlay: (n: string) => void; hint: HintView | null;
  t: Translate; cardName: CardName; info: (f: string) => CardLook;
}) {
  const { fail } = useApp();
  const [card, setCard] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [choice, setChoice] = useState<BlueChoice | null>(null);
  const [why, setWhy] = useState<string | null>(null);
  const selected = table.hand.find((c) => c.face === card) ?? null;
  const hinted = hint ? hint.suggestion.notation : null;

  // taps faster than the answers: only the answer to the latest choice is shown
  const asked = useRef(0);
  const ask = async (face: string, cards: string[]) => {
    const mine = ++asked.current;
    try {
      const answer = await api.practiceBlueChoice(id, view.moves + 1, face, cards);
      if (mine === asked.current) setChoice(answer);
    } catch (e) { if (mine === asked.current) fail(e); }
  };
  const pick = (face: string) => {
    const c = table.hand.find((x) => x.face === face);
    if (!c) return;
    if (c.blocked) { setWhy(blockedText(c.blocked, t)); setCard(null); return; }
    setWhy(null);
    if (card === face) { setCard(null); setChosen([]); setChoice(null); return; }
    setCard(face); setChosen([]); setChoice(null);
    if (c.captures > 0) ask(face, []);
  };
  const toggle = (face: string) => {
    if (!card || !selected || selected.captures === 0) return;
    const isChosen = chosen.includes(face);
    if (!isChosen && choice && !choice.open.includes(face)) return;
    const next = isChosen ? chosen.filter((f) => f !== face) : [...chosen, face];
    setChosen(next);
    ask(card, next);
  };
  const open = new Set(choice?.open ?? []);
  const dealTotal = table.deal + table.deals_left;
  return (
    <>
      <p class="muted small table-info">
        {t("dealOf", { n: Math.max(1, table.deal), total: Math.max(1, dealTotal) })} · {t(`direction_${table.direction}`)}
      </p>
      <Section title={t("plate")} id="plate-h">
        <div class="plate" id="plate">
          {table.plate.length === 0 && <p class="muted">{t("plateEmpty")}</p>}
          {table.plate.map((f) => {
            const isChosen = chosen.includes(f);
            const canTake = !!card && (isChosen || open.has(f));
            return (
              <CardButton key={f} look={info(f)} label={cardName(f)} data={f}
                cls={`${isChosen ? "on" : ""} ${canTake ? "open" : ""} ${card && !canTake ? "dim" : ""}`}
                pressed={card ? isChosen : undefined} disabled={!canTake} onClick={() => toggle(f)} />
            );
          })}
        </div>
      </Section>
      {selected && myTurn && (
        <div class="choice-panel" id="choice-panel">
          <p>{t("chosenCard", { card: cardName(selected.face) })}</p>
          <div class="stack">
            {chosen.length > 0 && choice && choice.exact.map((o) => (
              <button type="button" class="primary take" key={o.notation} data-notation={o.notation} onClick={() => onPlay(o.notation)}>
                {o.play.kind === "capture" && o.play.sign ? t("takeWithSign", { sign: cardName(o.play.sign) }) : t("takeChosen")} ({t("points", { n: o.points })})
              </button>
            ))}
            {chosen.length > 0 && choice && choice.exact.length === 0 && (
              <p class="warn" role="alert">{t("noCapture", { card: cardName(selected.face) })}{choice.why_not ? ` (${choice.why_not})` : ""}</p>
            )}
            {selected.common.length > 0 && <p class="muted small">{t("commonCaptures")}</p>}
            {selected.common.map((o) => (
              <button type="button" class={`capture-option${o.notation === hinted ? " hinted" : ""}`} key={o.notation} data-notation={o.notation} onClick={() => onPlay(o.notation)}>
                {o.play.kind === "capture" ? o.play.taken.map(cardName).join(" + ") : o.notation}
                {o.play.kind === "capture" && o.play.sign ? ` (${cardName(o.play.sign)})` : ""} · {t("points", { n: o.points })}
              </button>
            ))}
            {selected.power && (
              <button type="button" class={`primary${selected.power.notation === hinted ? " hinted" : ""}`} data-notation={selected.power.notation} onClick={() => onPlay(selected.power!.notation)}>
                {selected.power.play.kind === "papillon" ? t("papillonSweep") : t("chrysalidePlay")}
              </button>
            )}
            {selected.place && (
              <button type="button" class={`place${selected.place.notation === hinted ? " hinted" : ""}`} id="place-card" data-notation={selected.place.notation} onClick={() => onPlay(selected.place!.notation)}>
                {t("placeOnPlate", { card: cardName(selected.face) })}
              </button>
            )}
            <button type="button" class="ghost" onClick={() => { setCard(null); setChosen([]); setChoice(null); }}>{t("cancel")}</button>
          </div>
        </div>
      )}
      {why && <p class="warn" role="alert" id="why-not">{why}</p>}
      <Section title={t("yourHand")} id="hand-h">
        {hidden ? <p class="muted">{t("handHidden")}</p> : (
          <>
            {myTurn && !selected && <p class="muted small">{t("chooseCard")}</p>}
            <div class="hand" id="hand">
              {table.hand.map((c) => {
                const isHinted = !!hint && hint.suggestion.play.kind !== "keep" && hintCard(hint) === c.face;
                return (
                  <CardButton key={c.face} look={info(c.face)} data={c.face}
                    label={`${cardName(c.face)}${c.blocked ? ` — ${blockedText(c.blocked, t)}` : ""}`}
                    cls={`${card === c.face ? "on" : ""} ${c.blocked ? "blocked" : ""} ${isHinted ? "hinted" : ""}`}
                    pressed={card === c.face} disabled={!!c.blocked} onClick={() => pick(c.face)} />
                );
              })}
            </div>
          </>
        )}
      </Section>
    </>
  );
}

function hintCard(h: HintView): string | null {
  const p = h.suggestion.play;
  switch (p.kind) {
    case "capture": case "discard": case "place": case "cover": return p.card;
    case "papillon": return "papillon";
    case "chrysalide": return "chrysalide";
    default: return null;
  }
}

function OrangeBoard({ view, table, myTurn, hidden, onPlay, hint, t, cardName }: {
  view: PracticeView; table: OrangeTable; myTurn: boolean; hidden: boolean; onPlay: (n: string) => void; hint: HintView | null;
  t: Translate; cardName: CardName;
}) {
  const info = useCardInfo();
  const [sel, setSel] = useState<number | null>(null);
  const [pendingSlot, setPendingSlot] = useState<string | null>(null);
  const [why, setWhy] = useState<string | null>(null);
  const names = view.seats.map((s) => s.name);
  const selected = sel !== null ? table.hand[sel] ?? null : null;
  const targets = new Map<string, OrangeOption[]>();
  for (const m of selected?.moves ?? []) {
    if (!m.slot) continue;
    const key = slotKey(m.slot);
    targets.set(key, [...(targets.get(key) ?? []), m]);
  }
  const hinted = hint?.suggestion.notation ?? null;
  const toSlot = (slot: string) => {
    const options = targets.get(slot);
    if (!options) return;
    if (options.length === 1) { onPlay(options[0].notation); return; }
    setPendingSlot(slot);
  };
  // a plain function, not a component: the slot buttons stay the same elements between
  // renders, so keyboard focus is kept
  const slotBox = ({ slot, children, label, cls }: { slot: string; children: preact.ComponentChildren; label: string; cls?: string }) => {
    const target = targets.has(slot);
    const isHinted = !!hinted && hinted.endsWith(`@${slot}`) && !!selected && hinted.startsWith(selected.card.face);
    return (
      <button type="button" class={`slot ${cls ?? ""}${target ? " open" : ""}${isHinted ? " hinted" : ""}`} data-slot={slot}
        aria-disabled={target ? undefined : "true"} onClick={() => toSlot(slot)}>
        <span aria-hidden="true" class="slot-look">{children}</span>
        <span class="sr-only">{label}</span>
      </button>
    );
  };
  const phase = table.phase;
  const attackedMe = phase.phase === "attacked" && view.to_play === view.viewer;
  return (
    <>
      <p class="muted small table-info">
        {t("tourOf", { n: table.tour, total: table.tours })} · {t(`direction_${table.direction}`)} · {t("drawPile", { n: table.pile, orange: table.pile_orange })}
        {table.tour_winners.length > 0 && <> · {t("wentOut", { names: table.tour_winners.map((s) => names[s]).join(", ") })}</>}
      </p>
      {phase.phase === "attacked" && (
        <p class="banner" role="alert">{attackedMe ? t("attacked", { name: names[phase.attacker] }) : t("attackedOther", { name: names[view.to_play ?? 0] })}</p>
      )}
      {phase.phase === "cover" && myTurn && <p class="banner">{t("coverPhase")}</p>}
      {phase.phase === "turn" && phase.played > 0 && myTurn && <p class="banner">{t("secondCard")}</p>}
      <section class="layout" aria-label={t("orangeLayout")} id="layout">
        {[0, 1, 2, 3].map((s) => {
          const suite = table.suites[s];
          return (
            <div key={s} class={`suite-col s${s}`}>
              {slotBox({ slot: `sign${s + 1}`, cls: "sign", label: `${t("signOf")} ${s + 1}: ${suite.sign ? cardName(suite.sign) : t("none")}`, children: <>
                {suite.sign ? <span class="small">{cardName(suite.sign)}</span> : <span class="muted small">{t("signOf")}</span>}
              </> })}
              {slotBox({ slot: `suite${s + 1}`, label: `${t("suiteN", { n: s + 1 })}: ${suite.top ? cardName(suite.top.face) : suite.value ?? "—"}`, children: <>
                {suite.top ? <CardFace card={info(suite.top.face)} small /> : <span class="muted small">{t("suiteN", { n: s + 1 })}</span>}
              </> })}
            </div>
          );
        })}
        {[0, 1].map((p) => {
          const plate = table.plates[p];
          return (
            <div key={`p${p}`} class={`plate-col p${p}`}>
              {slotBox({ slot: `plate${p + 1}`, cls: "plate-card", label: `${t("plate")} ${p === 0 ? "A" : "B"}: ${cardName(plate.card.face)}${plate.value !== null ? ` (${plate.value})` : ""}`, children: <>
                <CardFace card={info(plate.card.face)} small />
                <span class="small">{p === 0 ? "A" : "B"}{plate.value !== null ? ` · ${plate.value}` : ""}</span>
              </> })}
            </div>
          );
        })}
        <div class="centre-col">
          {slotBox({ slot: "centre", cls: "centre", label: `${t("centre")}: ${table.centre ? cardName(table.centre) : t("none")}`, children: <>
            {table.centre ? <CardFace card={info(table.centre)} small /> : <span class="muted small">{t("centre")}</span>}
          </> })}
        </div>
      </section>
      {pendingSlot && selected && (
        <div class="declare" role="group" aria-label={t("declareValue")} id="declare">
          <p>{t("declareValue")}</p>
          <div class="chips">
            {Array.from({ length: 12 }, (_, v) => {
              const option = (targets.get(pendingSlot) ?? []).find((o) => o.declared === v);
              return (
                <button type="button" key={v} class="chip" data-value={v} disabled={!option} onClick={() => option && onPlay(option.notation)}>{v}</button>
              );
            })}
          </div>
          <button type="button" class="ghost" onClick={() => setPendingSlot(null)}>{t("cancel")}</button>
        </div>
      )}
      {selected && myTurn && !pendingSlot && <p class="muted small">{t("chooseSlot", { card: cardName(selected.card.face) })}</p>}
      {myTurn && table.other_moves.length > 0 && (
        <div class="stack other-moves">
          {table.other_moves.map((m) => (
            <button type="button" key={m.notation} class={`primary${m.notation === hinted ? " hinted" : ""}`} data-notation={m.notation} onClick={() => onPlay(m.notation)}>
              {m.play.kind === "keep" ? t("kept") : m.play.kind === "take_three" ? t("takeThree") : t("drawCard")}
            </button>
          ))}
        </div>
      )}
      {why && <p class="warn" role="alert" id="why-not">{why}</p>}
      <Section title={t("yourHand")} id="hand-h">
        {hidden ? <p class="muted">{t("handHidden")}</p> : (
          <div class="hand" id="hand">
            {table.hand.map((c, i) => {
              const isHinted = !!hinted && c.moves.some((m) => m.notation === hinted);
              return (
                <CardButton key={`${c.card.face}/${c.card.back}`} look={info(c.card.face)} data={c.card.face}
                  label={`${cardName(c.card.face)} (${c.card.back === "blue" ? t("blue") : t("orange")})${c.blocked ? ` — ${blockedText(c.blocked, t)}` : ""}`}
                  cls={`back-${c.card.back} ${sel === i ? "on" : ""} ${c.blocked ? "blocked" : ""} ${isHinted ? "hinted" : ""}`}
                  pressed={sel === i} disabled={!!c.blocked}
                  onClick={() => {
                    setPendingSlot(null);
                    if (c.blocked) { setWhy(blockedText(c.blocked, t)); setSel(null); return; }
                    setWhy(null);
                    setSel(sel === i ? null : i);
                  }} />
              );
            })}
          </div>
        )}
      </Section>
    </>
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
      const next = await api.practiceNew(request);
      go({ screen: "play", game: next.id });
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  return (
    <div class="game-end" id="game-end">
      {view.report && <ScoreReportView report={view.report} />}
      <div class="stack">
        <button type="button" class="primary big" id="play-again" disabled={busy} onClick={() => start(false)}>{t("playAgain")}</button>
        <button type="button" id="replay-deal" disabled={busy} onClick={() => start(true)}>{t("replayDeal")}</button>
        <button type="button" id="review" onClick={() => go({ screen: "review", game: view.id })}>{t("review")}</button>
      </div>
    </div>
  );
}
