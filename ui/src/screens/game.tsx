import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { api, EntryQueue, throwValues, type GameTab, type GameView, type NamedContest, type Sheet, type SheetEdit } from "../api";
import { CardFace, CardPicker, Die, Section, Stepper, rovingKeyDown, rovingTabIndex, useCardInfo } from "../components";
import { useApp } from "../context";
import { ShareTable } from "../share";
import { holderOf } from "../display";
import { buzz, rattle } from "../feedback";
import { ROLL_PURPOSE } from "../enums";
import type { Translate } from "../i18n";
import { ScoreReportView } from "../report";

const TABS: GameTab[] = ["dice", "blue", "orange", "result"];

export function GameScreen({ game }: { game: number }) {
  const { t, location, go, fail, announce } = useApp();
  const [view, setShown] = useState<GameView | null>(null);
  const tab: GameTab = location.tab ?? "dice";
  const player = location.player;
  // every change of the game goes through one queue, on the revision the last answer gave
  const queue = useMemo(() => new EntryQueue(game, 0, setShown, fail), [game]);
  const setView = (next: GameView) => { queue.seen(next); };

  useEffect(() => { api.game(game).then(setView, fail); }, [game]);
  if (!view) return <p>{t("loading")}</p>;

  const sheet = view.detail.sheet;
  const setTab = (next: GameTab) => go({ screen: "game", game, tab: next, player });
  const setPlayer = (p: string) => go({ screen: "game", game, tab, player: p });

  const apply = (change: () => Promise<GameView>) => queue.run(change, (v) => v);
  const save = (entry: SheetEdit) => queue.push(entry);

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
          <button type="button" id="undo" class="icon" disabled={!view.detail.can_undo} aria-label={t("undo")} title={t("undo")}
            onClick={async () => { if (await apply(() => api.undo(game))) announce(t("undo")); }}>↶</button>
          <button type="button" id="redo" class="icon" disabled={!view.detail.can_redo} aria-label={t("redo")} title={t("redo")}
            onClick={async () => { if (await apply(() => api.redo(game))) announce(t("redo")); }}>↷</button>
        </div>
      </div>
      <div role="tabpanel" id="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === "dice" && <DiceTab view={view} setView={setView} />}
        {tab === "blue" && <BlueTab view={view} sheet={sheet} save={save} player={player} setPlayer={setPlayer} setView={setView} />}
        {tab === "orange" && <OrangeTab view={view} sheet={sheet} save={save} player={player} setPlayer={setPlayer} setView={setView} />}
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
              <span class="when">{new Date(d.rolled_at).toLocaleTimeString(lang)}</span> {t(ROLL_PURPOSE[d.purpose])} — {d.player}: <strong>{d.dice.join(" + ")}</strong>
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
  const { t, catalog, fail, settings, announce } = useApp();
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
        note={(p) => String(sheet.blue?.players[p]?.cards ?? "–")} />
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
  const current = player && sheet.players.includes(player) ? player : sheet.players[0];
  const orange = sheet.orange;
  const hand = orange?.hands[current];
  const draw = orange?.papillon_draw[current] ?? [];
  const [drawMode, setDrawMode] = useState(false);
  const needsDraw = view.prompts.papillon_draw.some((p) => p.player === current) || draw.length > 0;
  const mode = drawMode && needsDraw;
  const top = useRef<HTMLDivElement>(null);

  const rollCouteau = async (p: string) => {
    try {
      const out = await api.rollCouteau(view.detail.summary.id, p);
      rattle(settings.sound); buzz(settings.haptics);
      if (out.roll) announce(t("couteauRolled", { name: p, value: throwValues(out.roll.throw).reduce((a, b) => a + b, 0) }));
      setView(out.view);
    } catch (e) { fail(e); }
  };
  const pickCard = (face: string) => save({ edit: "add_hand_card", player: current, card: face, draw: mode });
  const full = (face: string) => view.orange_exhausted.includes(face);

  return (
    <div ref={top}>
      <Section title={t("tours")} id="tours-h">
        <p class="tally" id="tour-count">{t("toursOf", { entered: view.tours.entered, expected: view.tours.expected })}</p>
        <ol class="tours" id="tours">
          {(orange?.tours ?? []).map((w, i) => <li key={i}>{t("tourN", { n: i + 1 })}: <strong>{w}</strong></li>)}
        </ol>
        {view.tours.can_add ? (
          <>
            <p class="muted">{t("addTour")}</p>
            <div class="chips" role="group" aria-label={t("emptiedFirst")}>
              {sheet.players.map((p) => <button type="button" key={p} class="chip" data-tour={p} onClick={() => save({ edit: "add_tour", player: p })}>+ {p}</button>)}
            </div>
          </>
        ) : <p class="muted" id="tours-complete">{t("toursComplete", { expected: view.tours.expected })}</p>}
        {(orange?.tours.length ?? 0) > 0 && <button type="button" class="ghost" id="remove-tour" onClick={() => save({ edit: "remove_last_tour" })}>{t("removeLastTour")}</button>}
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
        <PlayerPicker players={sheet.players} current={current} onPick={(p) => { setDrawMode(false); setPlayer(p); }} label={t("hand")}
          note={(p) => { const h = orange?.hands[p]; return h ? String(h.length) : t("notEntered"); }} />
        {needsDraw && (
          <div class="seg" role="radiogroup" aria-label={t("papillonDraw", { name: current })} onKeyDown={(e) => rovingKeyDown(e, (i) => setDrawMode(i === 1))}>
            <button type="button" role="radio" aria-checked={!mode} tabIndex={mode ? -1 : 0} class={!mode ? "chip on" : "chip"} onClick={() => setDrawMode(false)}>{t("handMode")}</button>
            <button type="button" role="radio" id="draw-mode" aria-checked={mode} tabIndex={mode ? 0 : -1} class={mode ? "chip on" : "chip"} onClick={() => setDrawMode(true)}>{t("papillonDraw", { name: current })}</button>
          </div>
        )}
        <div class="hand" id="hand" aria-label={mode ? t("papillonDraw", { name: current }) : t("handOf", { name: current })}>
          {(mode ? draw : hand ?? []).map((f, i) => (
            <button type="button" key={`${f}-${i}`} class="in-hand" aria-label={`${t("remove", { name: info(f).name })}`} onClick={() => save({ edit: "remove_hand_card", player: current, card: f, draw: mode })}>
              <CardFace card={info(f)} small /> <span aria-hidden="true">✕</span>
            </button>
          ))}
          {!mode && hand === undefined && <span class="muted">{t("notEntered")}</span>}
        </div>
        {!mode && <button type="button" id="empty-hand" onClick={() => save({ edit: "set_empty_hand", player: current })}>{t("emptyHand")}</button>}
        <CardPicker label={mode ? t("papillonDraw", { name: current }) : t("handOf", { name: current })} disabled={full} onPick={pickCard} />
      </Section>
      {view.prompts.couteau_suisse.map((p) => (
        <div class="prompt" key={p.player}>
          <p>{t("couteauPrompt", { name: p.player, rolled: p.rolled, held: p.held })}</p>
          <button type="button" class="primary" data-couteau={p.player} onClick={() => rollCouteau(p.player)}>{t("rollCouteau")}</button>
        </div>
      ))}
      {Object.entries(orange?.couteau_suisse ?? {}).map(([p, rolls]) => rolls.map((v, i) => <p class="rolled" key={`${p}${i}`}>{t("couteauRolled", { name: p, value: v })}</p>))}
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

function ResultTab({ view, setView, apply }: { view: GameView; setView: (v: GameView) => void; apply: (change: () => Promise<GameView>) => Promise<GameView | null> }) {
  const { t, go, fail, settings } = useApp();
  const game = view.detail.summary.id;
  const report = view.detail.report;
  const [rolloff, setRolloff] = useState<NamedContest | null>(null);
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
          <ScoreReportView report={report} />
        </div>
      )}
      <div class="stack">
        <button type="button" onClick={() => go({ screen: "game", game, tab: "blue" })}>{t("editBlue")}</button>
        <button type="button" onClick={() => go({ screen: "game", game, tab: "orange" })}>{t("editOrange")}</button>
        {report && view.detail.summary.status === "in_progress" && (
          <button type="button" class="primary" id="finish" onClick={() => apply(() => api.finish(game))}>{t("finish")}</button>
        )}
        {view.detail.summary.status === "finished" && <p class="ok">{t("finished")}</p>}
      </div>
      {view.session && (
        <Section title={t("sessionTotal")} id="session-h">
          <table class="score" id="session">
            <thead><tr><th scope="col">{t("player")}</th><th scope="col" class="num">{t("gamesCol")}</th><th scope="col" class="num">{t("total")}</th></tr></thead>
            <tbody>{view.session.standings.map((s) => <tr key={s.name}><th scope="row">{s.name}</th><td class="num">{s.games}</td><td class="num total">{s.total}</td></tr>)}</tbody>
          </table>
        </Section>
      )}
    </div>
  );
}
