import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { api, EntryQueue, throwValues, type GameTab, type GameView, type NamedContest, type Sheet, type SheetEdit } from "../api";
import { CardFace, CardPicker, Die, Section, Stepper, rovingKeyDown, rovingTabIndex, useCardInfo } from "../components";
import { useApp } from "../context";
import { ShareTable } from "../share";
import { holderOf } from "../display";
import { buzz, rattle } from "../feedback";
import { ROLL_PURPOSE } from "../enums";
import { formatNumber, type Translate } from "../i18n";
import { ScoreReportView } from "../report";
import { GameRatingChanges } from "./ratings";
import { couteauSources, handPoints, nextHand, undoLine } from "../sheet-words";

const TABS: GameTab[] = ["dice", "blue", "orange", "result"];

export function GameScreen({ game }: { game: number }) {
  const { t, location, go, fail, announce, cardName, clearError } = useApp();
  const [view, setShown] = useState<GameView | null>(null);
  // a finished game's sheet is locked against a stray tap until "Correct this game"
  const [correcting, setCorrecting] = useState(false);
  // the game as last shown, read when an undo or redo runs (after the taps before it)
  const shown = useRef<GameView | null>(null);
  // what the last undo or redo did, shown under the tabs as it is announced
  const [said, setSaid] = useState<string | null>(null);
  const tab: GameTab = location.tab ?? "dice";
  const player = location.player;
  // every change of the game goes through one queue, on the revision the last answer gave
  const queue = useMemo(() => new EntryQueue(game, 0, (v) => { shown.current = v; setShown(v); }, fail), [game]);
  const setView = (next: GameView) => { queue.seen(next); };

  useEffect(() => { api.game(game).then(setView, fail); }, [game]);
  if (!view) return <p>{t("loading")}</p>;

  const sheet = view.detail.sheet;
  const locked = view.detail.summary.status === "finished" && !correcting;
  // a new tab starts with its own choice of player (the orange tab picks whose hand is
  // next), not the one picked on the tab before
  const setTab = (next: GameTab) => go({ screen: "game", game, tab: next });
  const setPlayer = (p: string) => go({ screen: "game", game, tab, player: p });

  const apply = (change: () => Promise<GameView>) => queue.run(change, (v) => v);
  // a saved entry takes away the error of a refused one before it
  const save = async (entry: SheetEdit) => {
    if (locked) return null;
    setSaid(null);
    const out = await queue.push(entry);
    if (out) clearError?.();
    return out;
  };
  // undo and redo say what they took back or gave again, from the sheet before and after
  const undoRedo = async (kind: "undo" | "redo") => {
    if (locked) return;
    const was: { sheet?: Sheet } = {};
    const out = await apply(() => { was.sheet = shown.current?.detail.sheet; return kind === "undo" ? api.undo(game) : api.redo(game); });
    if (!out) return;
    clearError?.();
    const line = was.sheet ? undoLine(kind, was.sheet, out.detail.sheet, t, cardName) : t(kind);
    announce(line);
    setSaid(line);
  };

  return (
    <div class="game">
      <div class="game-bar">
        <div role="tablist" aria-label={t("app")} class="tabs" onKeyDown={(e) => rovingKeyDown(e, (i) => setTab(TABS[i]))}>
          {TABS.map((x) => (
            <button type="button" role="tab" key={x} id={`tab-${x}`} aria-selected={tab === x} aria-controls="tabpanel" tabIndex={tab === x ? 0 : -1}
              class={tab === x ? "tab on" : "tab"} onClick={() => setTab(x)}>
              {t(x === "dice" ? "dice" : x === "result" ? "result" : x)}
            </button>
          ))}
        </div>
        <div class="undo">
          <button type="button" id="undo" class="icon" disabled={locked || !view.detail.can_undo} aria-label={t("undo")} title={t("undo")}
            onClick={() => undoRedo("undo")}>↶</button>
          <button type="button" id="redo" class="icon" disabled={locked || !view.detail.can_redo} aria-label={t("redo")} title={t("redo")}
            onClick={() => undoRedo("redo")}>↷</button>
        </div>
      </div>
      {said && <p class="muted undo-said" id="undo-said" aria-hidden="true">{said}</p>}
      {locked && (
        <div class="locked-note" id="game-locked">
          <p>{t("gameLockedNote")}</p>
          <button type="button" id="correct-game" onClick={() => setCorrecting(true)}>{t("correctGame")}</button>
        </div>
      )}
      <div role="tabpanel" id="tabpanel" aria-labelledby={`tab-${tab}`}>
        {/* a finished game's entries are locked (the browser disables every control
            inside); the result tab's links to the rounds stay */}
        {tab !== "result" && (
          <fieldset class="lock" id="entries" disabled={locked}>
            {tab === "dice" && <DiceTab view={view} setView={setView} />}
            {tab === "blue" && <BlueTab view={view} sheet={sheet} save={save} player={player} setPlayer={setPlayer} setView={setView} />}
            {tab === "orange" && <OrangeTab view={view} sheet={sheet} save={save} player={player} setPlayer={setPlayer} setView={setView} />}
          </fieldset>
        )}
        {tab === "result" && <ResultTab view={view} setView={setView} apply={apply} />}
      </div>
      <ShareTable target={{ kind: "game", id: game }} onEntered={() => api.game(game).then(setView, fail)} />
    </div>
  );
}

function Missing({ view }: { view: GameView }) {
  const { t } = useApp();
  if (view.progress === "empty") return <p class="muted" id="progress" data-progress="empty">{t("progressEmpty")}</p>;
  if (view.missing.length === 0) return <Progress view={view} />;
  return (
    <details class="missing">
      <summary>{t("stillMissing")} ({view.missing.length})</summary>
      <ul>{view.missing.map((m) => <li key={m}>{m}</li>)}</ul>
    </details>
  );
}

/** Where a sheet that scores stands: complete only when the engine says both rounds are in. */
function Progress({ view }: { view: GameView }) {
  const { t } = useApp();
  // a game finished after one round (allowed) says "Finished" below, nothing more
  if (view.detail.summary.status === "finished" && view.progress !== "complete") return null;
  switch (view.progress) {
    case "complete": return <p class="ok" id="complete" data-progress="complete">{t("complete")}</p>;
    case "blue_round_only": return <p class="muted" id="progress" data-progress="blue_round_only">{t("progressBlueOnly")}</p>;
    case "orange_round_only": return <p class="muted" id="progress" data-progress="orange_round_only">{t("progressOrangeOnly")}</p>;
    default: return null;
  }
}

/** Shows a dice contest round by round, as if rolled one after the other. */
function ContestSteps({ contest, t }: { contest: NamedContest; t: Translate }) {
  const [shown, setShown] = useState(1);
  const { announce } = useApp();
  useEffect(() => {
    setShown(1);
    const timers = contest.rounds.slice(1).map((_, i) => window.setTimeout(() => setShown(i + 2), 900 * (i + 1)));
    return () => timers.forEach(clearTimeout);
  }, [contest]);
  const done = shown >= contest.rounds.length;
  useEffect(() => {
    const round = contest.rounds[shown - 1];
    const text = round.map((r) => { const [a, b] = throwValues(r.throw); return t("rolled", { name: r.player, a, b, sum: a + b }); }).join(". ");
    announce(done ? `${text}. ${t("starts", { name: contest.winner })}` : text);
  }, [shown]);
  return (
    <ol class="contest" id="contest">
      {contest.rounds.slice(0, shown).map((round, i) => (
        <li key={i}>
          <strong>{t("rollRound", { n: i + 1 })}</strong>
          <ul>
            {round.map((r) => {
              const [a, b] = throwValues(r.throw);
              return <li key={r.player}><Die value={a} colour="blue" label={t("blueDie")} /><Die value={b} colour="orange" label={t("orangeDie")} /> {t("rolled", { name: r.player, a, b, sum: a + b })}</li>;
            })}
          </ul>
          {i < contest.rounds.length - 1 && i < shown - 1 && (
            <p class="tie">{t("reroll", { names: contest.rounds[i + 1].map((r) => r.player).join(", ") })}</p>
          )}
        </li>
      ))}
      {done && <li class="winner" id="contest-winner"><strong>{contest.purpose.includes("roll_off") ? t("rollOffWon", { name: contest.winner }) : t("starts", { name: contest.winner })}</strong></li>}
    </ol>
  );
}

function DiceTab({ view, setView }: { view: GameView; setView: (v: GameView) => void }) {
  const { t, settings, fail, announce } = useApp();
  const game = view.detail.summary.id;
  const lastPair = view.detail.dice.filter((d) => d.dice.length === 2).at(-1);
  const [dice, setDice] = useState<[number | null, number | null]>(lastPair ? [lastPair.dice[0], lastPair.dice[1]] : [null, null]);
  const [rolling, setRolling] = useState(false);
  const [contest, setContest] = useState<NamedContest | null>(null);
  const feedback = () => { rattle(settings.sound); buzz(settings.haptics); setRolling(true); window.setTimeout(() => setRolling(false), 500); };

  const start = async (round: "blue" | "orange") => {
    try {
      const out = await api.rollStart(game, round);
      feedback();
      setContest(out.contest);
      const last = out.contest?.rounds.at(-1)?.find((r) => r.player === out.contest?.winner);
      if (last) { const [a, b] = throwValues(last.throw); setDice([a, b]); }
      setView(out.view);
    } catch (e) { fail(e); }
  };
  const free = async () => {
    try {
      const th = await api.rollDice(game);
      feedback();
      const [a, b] = throwValues(th);
      setDice([a, b]);
      setContest(null);
      announce(t("diceShow", { a, b }));
      setView(await api.game(game));
    } catch (e) { fail(e); }
  };
  return (
    <div>
      <div class="dice-stage" aria-hidden={rolling}>
        <Die value={dice[0]} colour="blue" rolling={rolling} label={t("blueDie")} />
        <Die value={dice[1]} colour="orange" rolling={rolling} label={t("orangeDie")} />
      </div>
      <div class="stack">
        <button type="button" class="primary" id="roll-start-blue" onClick={() => start("blue")}>{t("startRollBlue")}</button>
        <button type="button" class="primary orange" id="roll-start-orange" onClick={() => start("orange")}>{t("startRollOrange")}</button>
        <button type="button" id="roll-free" onClick={free}>{t("freeRoll")}</button>
      </div>
      {contest && <ContestSteps contest={contest} t={t} />}
      <DiceLog view={view} />
    </div>
  );
}

function DiceLog({ view }: { view: GameView }) {
  const { t, lang } = useApp();
  const log = [...view.detail.dice].reverse();
  return (
    <Section title={t("diceLog")} id="dicelog-h">
      {log.length === 0 ? <p class="muted">{t("noRolls")}</p> : (
        <ul class="log" id="dice-log">
          {log.map((d, i) => (
            <li key={i}>
              <span class="when">{new Date(d.rolled_at).toLocaleTimeString(lang)}</span>{" "}
              {t("diceLogLine", { purpose: t(ROLL_PURPOSE[d.purpose]), name: d.player, dice: d.dice.map((n) => formatNumber(lang, n)).join(" + ") })}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

interface EntryProps { view: GameView; sheet: Sheet; save: (e: SheetEdit) => Promise<GameView | null>; player?: string; setPlayer: (p: string) => void; setView: (v: GameView) => void }

function PlayerPicker({ players, current, onPick, label, note }: { players: string[]; current: string; onPick: (p: string) => void; label: string; note?: (p: string) => string }) {
  return (
    <div class="chips players" role="radiogroup" aria-label={label} onKeyDown={(e) => rovingKeyDown(e, (i) => onPick(players[i]))}>
      {players.map((p, i) => (
        <button type="button" role="radio" key={p} aria-checked={p === current} tabIndex={rovingTabIndex(p === current, i, players.includes(current))}
          class={p === current ? "chip on" : "chip"} onClick={() => onPick(p)}>
          {p}{note && <small>{note(p)}</small>}
        </button>
      ))}
    </div>
  );
}

function BlueTab({ view, sheet, save, player, setPlayer, setView }: EntryProps) {
  const { t, lang, catalog, fail, settings, announce } = useApp();
  const current = player && sheet.players.includes(player) ? player : sheet.players[0];
  const entry = sheet.blue?.players[current];
  const tally = view.blue;
  const [rolloff, setRolloff] = useState<NamedContest | null>(null);
  const tallyText = tally.left > 0 ? t("cardsLeft", { deck: tally.deck, left: tally.left })
    : tally.left < 0 ? t("cardsOver", { deck: tally.deck, over: -tally.left }) : t("cardsAllAssigned", { deck: tally.deck });
  const settle = async () => {
    try {
      const out = await api.settleTie(view.detail.summary.id, "most_cards");
      rattle(settings.sound); buzz(settings.haptics);
      setRolloff(out.contest);
      setView(out.view);
    } catch (e) { fail(e); }
  };
  return (
    <div>
      <p class={tally.left === 0 ? "tally ok" : "tally"} id="tally" aria-live="polite">{tallyText}</p>
      <PlayerPicker players={sheet.players} current={current} onPick={setPlayer} label={t("capturedBy")}
        note={(p) => { const n = sheet.blue?.players[p]?.cards; return n === undefined ? "–" : formatNumber(lang, n); }} />
      <Section title={t("cardsCaptured")} id="count-h">
        <Stepper value={entry?.cards ?? 0} label={`${t("cardsCaptured")} — ${current}`} max={catalog.deck_size}
          onChange={async (n) => { const v = await save({ edit: "set_blue_count", player: current, cards: n }); if (v) announce(tallyFor(v, t)); }}
          onStep={async (by) => { const v = await save({ edit: "adjust_blue_count", player: current, by }); if (v) announce(tallyFor(v, t)); }} />
      </Section>
      <Section title={t("scoringCards")} id="cards-h">
        <div class="card-grid" id="blue-cards">
          {catalog.blue_scoring.map((card) => {
            const holder = holderOf(sheet, card.face);
            const mine = entry?.scoring.includes(card.face) ?? false;
            const other = holder && holder !== current ? holder : null;
            return (
              <button type="button" key={card.face} data-face={card.face} aria-pressed={mine}
                class={mine ? "card-btn on" : other ? "card-btn taken" : "card-btn"}
                onClick={() => save({ edit: "toggle_blue_card", player: current, card: card.face })}>
                <CardFace card={card} />
                {/* the name comes from this text (not aria-label), so what is shown and
                    what is read agree */}
                <span class="sr-only">{card.name}{other ? `, ${t("takenBy", { name: other })}` : ""}</span>
                <span class="holder" aria-hidden="true">{mine ? "✓" : other ?? ""}</span>
              </button>
            );
          })}
        </div>
        {entry?.scoring.includes("chat-noir") && (
          <fieldset class="option" id="chat-noir">
            <legend>{t("chatNoir")}</legend>
            {(["voluntary", "involuntary"] as const).map((c) => (
              <label key={c} class={entry.chat_noir === c ? "choice on" : "choice"}>
                <input type="radio" name="chat-noir" value={c} checked={entry.chat_noir === c} onChange={() => save({ edit: "set_chat_noir", player: current, capture: c })} />
                {t(c)}
              </label>
            ))}
          </fieldset>
        )}
      </Section>
      {view.prompts.most_cards_tie && (
        <div class="prompt" role="region" aria-label={t("rollOff")}>
          <p>{t("mostCardsTie", { names: view.prompts.most_cards_tie.map((s) => s.join("+")).join(", ") })}</p>
          <button type="button" class="primary" id="most-cards-rolloff" onClick={settle}>{t("rollOff")}</button>
        </div>
      )}
      {rolloff && <ContestSteps contest={rolloff} t={t} />}
      <Missing view={view} />
    </div>
  );
}

function tallyFor(v: GameView, t: Translate): string {
  const b = v.blue;
  return b.left > 0 ? t("cardsLeft", { deck: b.deck, left: b.left }) : b.left < 0 ? t("cardsOver", { deck: b.deck, over: -b.left }) : t("cardsAllAssigned", { deck: b.deck });
}

function OrangeTab({ view, sheet, save, player, setPlayer, setView }: EntryProps) {
  const { t, fail, settings, announce } = useApp();
  const info = useCardInfo();
  const game = view.detail.summary.id;
  // the player picked on this tab, else the one whose hand is to be entered next (the
  // first without one), else none: a newcomer's « Main vide » goes to whom it is meant
  const picked = player && sheet.players.includes(player) ? player : null;
  const current = picked ?? nextHand(sheet);
  const orange = sheet.orange;
  const hand = current ? orange?.hands[current] : undefined;
  const draw = current ? orange?.papillon_draw[current] ?? [] : [];
  const [drawMode, setDrawMode] = useState(false);
  const needsDraw = current !== null && (view.prompts.papillon_draw.some((p) => p.player === current) || draw.length > 0);
  const mode = drawMode && needsDraw;
  const top = useRef<HTMLDivElement>(null);
  // an entry keeps its player picked, so the next card goes to the same hand
  const pin = () => { if (current && !picked) setPlayer(current); };
  const report = view.detail.report;

  const rollCouteau = async (p: string) => {
    try {
      const out = await api.rollCouteau(game, p);
      rattle(settings.sound); buzz(settings.haptics);
      if (out.roll) announce(t("couteauValueRolled", { name: p, value: throwValues(out.roll.throw).reduce((a, b) => a + b, 0) }));
      setView(out.view);
    } catch (e) { fail(e); }
  };
  const enterCouteau = async (p: string, value: number) => {
    const v = await save({ edit: "add_couteau_value", player: p, value });
    if (v) announce(t("couteauValueEntered", { name: p, value }));
    return v !== null;
  };
  const pickCard = (face: string) => { if (!current) return; pin(); void save({ edit: "add_hand_card", player: current, card: face, draw: mode }); };
  const full = (face: string) => view.orange_exhausted.includes(face);
  const oneDie = sheet.options.couteau_suisse_roll === "one_die";

  return (
    <div ref={top}>
      <Section title={t("tours")} id="tours-h">
        <p class="tally" id="tour-count">{t("toursOf", { entered: view.tours.entered, expected: view.tours.expected })}</p>
        <ol class="tours" id="tours">
          {(orange?.tours ?? []).map((w, i) => <li key={i}>{t("tourLine", { n: i + 1, name: w })}</li>)}
        </ol>
        {view.tours.can_add ? (
          <>
            <p class="muted">{t("addTour")}</p>
            <div class="chips" role="group" aria-label={t("emptiedFirst")}>
              {sheet.players.map((p) => <button type="button" key={p} class="chip" data-tour={p} onClick={() => save({ edit: "add_tour", player: p })}>+ {p}</button>)}
            </div>
          </>
        ) : <p class="muted" id="tours-complete">{t("toursComplete", { expected: view.tours.expected })}</p>}
        {(orange?.tours.length ?? 0) > 0 && <button type="button" id="remove-tour" onClick={() => save({ edit: "remove_last_tour" })}>{t("removeLastTour")}</button>}
        <fieldset class="option">
          <legend>{t("end")}</legend>
          {(["normal", "carnage", "apocalypse"] as const).map((e) => (
            <label key={e} class={(orange?.end ?? "normal") === e ? "choice on" : "choice"}>
              <input type="radio" name="orange-end" value={e} checked={(orange?.end ?? "normal") === e} onChange={() => save({ edit: "set_end", end: e })} />
              {t(e === "normal" ? "endNormal" : e === "carnage" ? "endCarnage" : "endApocalypse")}
            </label>
          ))}
        </fieldset>
      </Section>
      <Section title={t("hand")} id="hand-h">
        <PlayerPicker players={sheet.players} current={current ?? ""} onPick={(p) => { setDrawMode(false); setPlayer(p); }} label={t("hand")}
          note={(p) => {
            const h = orange?.hands[p];
            if (!h) return t("notEntered");
            // the points come from the engine's report, there once every hand is in
            const points = handPoints(report, p);
            return points === null ? t("handCardsNote", { n: h.length }) : t("handPointsNote", { n: points === 0 ? 0 : -points });
          }} />
        <p class="muted small" id="hand-notes">{t("handNotesHelp")}</p>
        {current === null ? <p class="muted" id="hand-none">{t("pickHandPlayer")}</p> : (
          <>
            {needsDraw && (
              <div class="seg" role="radiogroup" aria-label={t("papillonDraw", { name: current })} onKeyDown={(e) => rovingKeyDown(e, (i) => setDrawMode(i === 1))}>
                <button type="button" role="radio" aria-checked={!mode} tabIndex={mode ? -1 : 0} class={!mode ? "chip on" : "chip"} onClick={() => setDrawMode(false)}>{t("handMode")}</button>
                <button type="button" role="radio" id="draw-mode" aria-checked={mode} tabIndex={mode ? 0 : -1} class={mode ? "chip on" : "chip"} onClick={() => setDrawMode(true)}>{t("papillonDraw", { name: current })}</button>
              </div>
            )}
            <div class="hand" id="hand" aria-label={mode ? t("papillonDraw", { name: current }) : t("handOf", { name: current })}>
              {(mode ? draw : hand ?? []).map((f, i) => (
                <button type="button" key={`${f}-${i}`} class="in-hand" aria-label={`${t("remove", { name: info(f).name })}`} onClick={() => { pin(); void save({ edit: "remove_hand_card", player: current, card: f, draw: mode }); }}>
                  <CardFace card={info(f)} small /> <span aria-hidden="true">✕</span>
                </button>
              ))}
              {!mode && hand === undefined && <span class="muted">{t("notEntered")}</span>}
            </div>
            {!mode && <button type="button" id="empty-hand" onClick={() => { pin(); void save({ edit: "set_empty_hand", player: current }); }}>{t("emptyHand")}</button>}
            <CardPicker label={mode ? t("papillonDraw", { name: current }) : t("handOf", { name: current })} disabled={full} onPick={pickCard} />
          </>
        )}
      </Section>
      {view.prompts.couteau_suisse.map((p, i) => (
        <div class="prompt couteau" key={p.player} data-couteau-prompt={p.player}>
          <p>{t("couteauPrompt", { name: p.player, rolled: p.rolled, held: p.held })}</p>
          <CouteauEntry id={`couteau-value-${i}`} player={p.player} oneDie={oneDie} onEnter={(v) => enterCouteau(p.player, v)} />
          <p class="or" aria-hidden="true">{t("couteauOr")}</p>
          <button type="button" class="primary" data-couteau={p.player} onClick={() => rollCouteau(p.player)}>{t("rollCouteau")}</button>
        </div>
      ))}
      {Object.entries(orange?.couteau_suisse ?? {}).map(([p, values]) => {
        // how each value was obtained: rolled here (the app's dice log has the roll) or
        // rolled at the table and entered
        const how = couteauSources(values, view.detail.dice, p, game);
        return values.map((v, i) => (
          <p class="couteau-value" key={`${p}${i}`}>
            <span class="rolled">{t(how[i] === "rolled" ? "couteauValueRolled" : "couteauValueEntered", { name: p, value: v })}</span>
            {i === values.length - 1 && (
              <button type="button" class="small" data-couteau-remove={p} aria-label={t("couteauRemoveOf", { name: p, value: v })}
                onClick={() => save({ edit: "remove_couteau_value", player: p })}>{t("couteauRemove", { value: v })}</button>
            )}
          </p>
        ));
      })}
      {view.prompts.papillon_draw.map((p) => (
        <div class="prompt" key={p.player}>
          <p>{t("papillonPrompt", { name: p.player, n: p.expected })}</p>
          <button type="button" class="primary" data-draw={p.player} onClick={() => { setPlayer(p.player); setDrawMode(true); }}>{t("drawFor")}</button>
        </div>
      ))}
      <Missing view={view} />
    </div>
  );
}

/** The value of a Couteau Suisse rolled with the table's own dice, typed in: a labelled
 *  number field and its button. The engine says whether the dice can give it. */
function CouteauEntry({ id, player, oneDie, onEnter }: { id: string; player: string; oneDie: boolean; onEnter: (value: number) => Promise<boolean> }) {
  const { t } = useApp();
  const [text, setText] = useState("");
  const [min, max] = oneDie ? [1, 6] : [2, 12];
  const submit = async (e: Event) => {
    e.preventDefault();
    const n = Number.parseInt(text, 10);
    if (!Number.isFinite(n)) return;
    if (await onEnter(n)) setText("");
  };
  return (
    // no browser check of the range: the engine refuses a value the dice cannot give,
    // and says why
    <form class="couteau-entry" noValidate onSubmit={submit}>
      <label for={id}>{t(oneDie ? "couteauEnterLabelOne" : "couteauEnterLabel", { name: player, min, max })}</label>
      <div class="row">
        <input id={id} type="number" inputMode="numeric" pattern="[0-9]*" min={min} max={max} value={text} data-couteau-value={player}
          onInput={(e) => setText((e.target as HTMLInputElement).value)} />
        <button type="submit" data-couteau-enter={player} disabled={text.trim() === ""}>{t("couteauEnter")}</button>
      </div>
    </form>
  );
}

function ResultTab({ view, setView, apply }: { view: GameView; setView: (v: GameView) => void; apply: (change: () => Promise<GameView>) => Promise<GameView | null> }) {
  const { t, lang, go, fail, settings } = useApp();
  const game = view.detail.summary.id;
  const report = view.detail.report;
  const [rolloff, setRolloff] = useState<NamedContest | null>(null);
  const inProgress = view.detail.summary.status === "in_progress";
  // before the engine says the sheet is complete, its best side leads: no winners yet
  const leading = !inProgress || view.progress === "complete" ? undefined
    : view.progress === "orange_round_only" ? "orange" as const : "blue" as const;
  const settleWinner = async () => {
    try {
      const out = await api.settleTie(game, "winner");
      rattle(settings.sound); buzz(settings.haptics);
      setRolloff(out.contest); setView(out.view);
    } catch (e) { fail(e); }
  };
  return (
    <div>
      {view.prompts.winner_tie && (
        <div class="prompt">
          <p>{t("winnerTie", { names: view.prompts.winner_tie.map((s) => s.join("+")).join(", ") })}</p>
          <button type="button" class="primary" id="winner-rolloff" onClick={settleWinner}>{t("rollOff")}</button>
        </div>
      )}
      {rolloff && <ContestSteps contest={rolloff} t={t} />}
      {!report ? <Missing view={view} /> : (
        <div aria-live="polite">
          <Progress view={view} />
          <ScoreReportView report={report} leading={leading} rounds={view.progress === "blue_round_only" ? "blue" : view.progress === "orange_round_only" ? "orange" : "full"} />
        </div>
      )}
      <div class="stack">
        <button type="button" onClick={() => go({ screen: "game", game, tab: "blue" })}>{t("editBlue")}</button>
        <button type="button" onClick={() => go({ screen: "game", game, tab: "orange" })}>{t("editOrange")}</button>
        {report && inProgress && (leading === undefined
          ? <button type="button" class="primary" id="finish" onClick={() => apply(() => api.finish(game))}>{t("finish")}</button>
          : (
            <>
              <button type="button" class="primary" id="finish" disabled aria-describedby="finish-why">{t("finish")}</button>
              <p class="muted" id="finish-why">{t(leading === "orange" ? "finishWhyBlue" : "finishWhyOrange")}</p>
              {/* a sheet of one round is a game too (docs/rules.md 8.2) */}
              <button type="button" id="finish-one-round" onClick={() => apply(() => api.finish(game))}>{t("finishOneRound")}</button>
            </>
          ))}
        {view.detail.summary.status === "finished" && <p class="ok" id="game-finished">{t("finished")}</p>}
        {view.detail.summary.status === "finished" && <GameRatingChanges key={view.detail.summary.revision} game="papillon" id={game} />}
      </div>
      {view.session && (
        <Section title={t("sessionTotal")} id="session-h">
          {/* the evening counts finished games only (the store's standings): say so
              while this one is not, rather than show an empty or a stale table alone */}
          {view.detail.summary.status !== "finished" && <p class="muted" id="session-why">{t("sessionWhy")}</p>}
          {view.session.standings.length > 0 && (
            <table class="score" id="session">
              <thead><tr><th scope="col">{t("player")}</th><th scope="col" class="num">{t("gamesCol")}</th><th scope="col" class="num">{t("total")}</th></tr></thead>
              <tbody>{view.session.standings.map((s) => <tr key={s.name}><th scope="row">{s.name}</th><td class="num">{formatNumber(lang, s.games)}</td><td class="num total">{formatNumber(lang, s.total)}</td></tr>)}</tbody>
            </table>
          )}
          {view.session.games.some((g) => g.status === "finished") && (
            <button type="button" id="evening-open" onClick={() => view.session && go({ screen: "evening", session: view.session.session.id, game })}>{t("eveningOpen")}</button>
          )}
        </Section>
      )}
    </div>
  );
}
