// The referee at the table: the players tap the cards of a blue or an orange position,
// and the engine lists every legal play or judges the one they propose. Nothing here
// decides a rule: every answer, and every refusal, is the engine's.
import { useEffect, useState } from "preact/hooks";
import {
  api, type BlueAnswer, type BlueRequest, type BlueVerdict, type CardEntry, type KeptPosition,
  type OrangeAnswer, type OrangeProposal, type OrangeRequest, type OrangeVerdict, type PlayGroup,
  type ProposalWay, type RefereePlay, type RuleSection, type Slot, type SuiteEntry,
} from "../api";
import { CardFace, CardPicker, Section, rovingKeyDown, useCardInfo } from "../components";
import { useApp } from "../context";
import { momentText } from "../date-field";
import { PLAY_KIND, RULE_SECTION } from "../enums";
import { ClassicPanel } from "./referee-classic";

type Round = "blue" | "orange";

/** What each panel holds while the app runs, so a look at the rules (and back), or a
 *  switch to the other round, finds the position and the answers as they were. */
interface BlueDraft { plate: string[]; hand: string[]; answer: BlueAnswer | null; played: string[]; taken: string[]; verdict: BlueVerdict | null }
interface OrangeDraft { plate: (CardEntry | null)[]; suites: SuiteEntry[]; hand: string[]; attacked: boolean; answer: OrangeAnswer | null; card: string | null; slot: Slot | null; declared: number | null; verdict: OrangeVerdict | null }
let blueDraft: BlueDraft | null = null;
let orangeDraft: OrangeDraft | null = null;

/** A row of chosen cards; tapping one takes it away (or toggles it, when `pressed`). */
function CardRow({ cards, label, onTap, pressed, id, tapLabel }: {
  cards: string[]; label: string; onTap: (face: string, index: number) => void; pressed?: (face: string) => boolean; id: string; tapLabel: (name: string) => string;
}) {
  const { t } = useApp();
  const info = useCardInfo();
  return (
    <div class="hand ref-row" id={id} role="group" aria-label={label}>
      {cards.length === 0 && <span class="muted">{t("refNoCards")}</span>}
      {cards.map((f, i) => (
        <button type="button" key={`${f}-${i}`} data-face={f} class={pressed?.(f) ? "in-hand on" : "in-hand"} aria-pressed={pressed ? pressed(f) : undefined}
          aria-label={tapLabel(info(f).name)} onClick={() => onTap(f, i)}>
          <CardFace card={info(f)} small />{!pressed && <span aria-hidden="true">✕</span>}
        </button>
      ))}
    </div>
  );
}

/** The rules paragraph an answer rests on, one tap away. */
function RuleLink({ rule }: { rule: RuleSection }) {
  const { t, go } = useApp();
  return (
    <button type="button" class="link rule-link" data-rule={rule} onClick={() => go({ screen: "rules", section: rule })}>
      {t("refRule")} {t(RULE_SECTION[rule])}
    </button>
  );
}

function Verdict({ legal, text, rule }: { legal: boolean; text: string; rule: RuleSection }) {
  const { t } = useApp();
  return (
    <div class={legal ? "verdict ok" : "verdict no"} id="verdict" role="status">
      <strong>{legal ? `✓ ${t("refLegal")}` : `✗ ${t("refNotLegal")}`}</strong>
      <p>{text}</p>
      <RuleLink rule={rule} />
    </div>
  );
}

export function RefereeScreen() {
  const { t, location, go, fail } = useApp();
  const round: Round = location.tab === "orange" ? "orange" : "blue";
  const { lang, back } = useApp();
  const [recent, setRecent] = useState<KeptPosition[]>([]);
  const [loaded, setLoaded] = useState<KeptPosition | null>(null);
  // the Papillon of 1756 has its own panel (its positions are not kept)
  const [classic, setClassic] = useState(false);
  const refresh = () => api.refereeRecent(30).then(setRecent, fail);
  useEffect(() => { refresh(); }, []);
  const setRound = (r: Round) => go({ ...location, screen: "referee", tab: r });
  const recentLabel = (k: KeptPosition) =>
    `${t(k.round === "blue" ? "refBlue" : "refOrange")} · ${momentText(k.asked_at, lang)} · ${t("refHandOf", { n: k.position.hand.length })}`;
  return (
    <div class="referee">
      <h1>{t("referee")}</h1>
      {location.game !== undefined && (
        <button type="button" class="ghost" id="back-to-game" onClick={() => back({ screen: "game", game: location.game, tab: round })}>‹ {t("refBackToGame")}</button>
      )}
      <div role="tablist" aria-label={t("referee")} class="tabs"
        onKeyDown={(e) => rovingKeyDown(e, (i) => { setClassic(i === 2); if (i < 2) setRound(i === 0 ? "blue" : "orange"); })}>
        {(["blue", "orange"] as const).map((r) => (
          <button type="button" role="tab" key={r} id={`ref-tab-${r}`} aria-selected={!classic && round === r} tabIndex={!classic && round === r ? 0 : -1}
            class={!classic && round === r ? "tab on" : "tab"} onClick={() => { setClassic(false); setRound(r); }}>{t(r === "blue" ? "refBlue" : "refOrange")}</button>
        ))}
        <button type="button" role="tab" id="ref-tab-classic" aria-selected={classic} tabIndex={classic ? 0 : -1}
          class={classic ? "tab on" : "tab"} onClick={() => setClassic(true)}>{t("refClassic")}</button>
      </div>
      {classic ? <ClassicPanel /> : round === "blue"
        ? <BluePanel key={`b${loaded?.id ?? ""}`} start={loaded?.round === "blue" ? loaded.position : null} asked={refresh} />
        : <OrangePanel key={`o${loaded?.id ?? ""}`} start={loaded?.round === "orange" ? loaded.position : null} asked={refresh} />}
      <Section title={t("refRecent")} id="ref-recent-h">
        {recent.length === 0 ? <p class="muted">{t("refNoRecent")}</p> : (
          <ul class="log" id="ref-recent">
            {recent.map((k) => (
              <li key={k.id}>
                <button type="button" class="link" onClick={() => { blueDraft = null; orangeDraft = null; setLoaded(k); setClassic(false); setRound(k.round); }}>
                  {recentLabel(k)}
                </button>
                <button type="button" class="icon ghost" aria-label={t("refForgetOf", { position: recentLabel(k) })} title={t("refForget")}
                  onClick={() => api.refereeForget(k.id).then(refresh, fail)}>✕</button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

// ---------------------------------------------------------------- blue

function BluePanel({ start, asked }: { start: BlueRequest | null; asked: () => void }) {
  const { t, settings, fail, announce, cardName } = useApp();
  const draft = start ? null : blueDraft;
  const [plate, setPlate] = useState<string[]>(start?.plate ?? draft?.plate ?? []);
  const [hand, setHand] = useState<string[]>(start?.hand ?? draft?.hand ?? []);
  const [target, setTarget] = useState<"plate" | "hand">("plate");
  const [answer, setAnswer] = useState<BlueAnswer | null>(draft?.answer ?? null);
  const [played, setPlayed] = useState<string[]>(draft?.played ?? []);
  const [taken, setTaken] = useState<string[]>(draft?.taken ?? []);
  const [verdict, setVerdict] = useState<BlueVerdict | null>(draft?.verdict ?? null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { blueDraft = { plate, hand, answer, played, taken, verdict }; }, [plate, hand, answer, played, taken, verdict]);
  const request: BlueRequest = { plate, hand, options: start?.options ?? settings.default_options };
  const changed = () => { setAnswer(null); setVerdict(null); };
  const pick = (face: string) => {
    if (target === "plate") setPlate([...plate, face]); else setHand([...hand, face]);
    announce(t(target === "plate" ? "refAddedPlate" : "refAddedHand", { name: cardName(face) }));
    changed();
  };
  const used = new Set([...plate, ...hand]);
  const ask = async () => {
    setBusy(true);
    try {
      const out = await api.refereeBlue(request);
      setAnswer(out);
      announce(t("refPlays", { n: out.summary.total }));
      asked();
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const check = async (way: ProposalWay) => {
    setBusy(true);
    try {
      const out = await api.refereeBlueCheck(request, { played, taken, way });
      setVerdict(out);
      announce(out.legal ? t("refLegal") : out.reason ? t("refNotLegalWhy", { why: out.reason }) : t("refNotLegal"));
      asked();
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const toggle = (list: string[], set: (l: string[]) => void, face: string) => {
    set(list.includes(face) ? list.filter((f) => f !== face) : [...list, face]);
    setVerdict(null);
  };
  return (
    <div role="tabpanel" aria-labelledby="ref-tab-blue">
      <p class="muted">{t("refBlueHelp")}</p>
      <div class="seg" role="radiogroup" aria-label={t("refWhere")} onKeyDown={(e) => rovingKeyDown(e, (i) => setTarget(i === 0 ? "plate" : "hand"))}>
        {(["plate", "hand"] as const).map((w) => (
          <button type="button" role="radio" key={w} id={`ref-to-${w}`} aria-checked={target === w} tabIndex={target === w ? 0 : -1}
            class={target === w ? "chip on" : "chip"} onClick={() => setTarget(w)}>{t(w === "plate" ? "refPlate" : "refHand")} ({(w === "plate" ? plate : hand).length})</button>
        ))}
      </div>
      <h2 class="ref-h">{t("refPlate")}</h2>
      <CardRow id="ref-plate" cards={plate} label={t("refPlate")} tapLabel={(name) => t("refRemoveFrom", { name, place: t("refPlate") })}
        onTap={(f) => { setPlate(plate.filter((x) => x !== f)); setPlayed([]); setTaken([]); changed(); }} />
      <h2 class="ref-h">{t("refHand")}</h2>
      <CardRow id="ref-hand" cards={hand} label={t("refHand")} tapLabel={(name) => t("refRemoveFrom", { name, place: t("refHand") })}
        onTap={(f) => { setHand(hand.filter((x) => x !== f)); setPlayed([]); setTaken([]); changed(); }} />
      <CardPicker label={t(target === "plate" ? "refAddToPlate" : "refAddToHand")} disabled={(f) => used.has(f)} onPick={pick} />
      <div class="stack">
        <button type="button" class="primary" id="ref-ask" disabled={busy || hand.length === 0} aria-busy={busy} onClick={ask}>{t("refWhatPlays")}</button>
        <button type="button" class="ghost" id="ref-clear" onClick={() => { setPlate([]); setHand([]); setPlayed([]); setTaken([]); changed(); }}>{t("refClear")}</button>
      </div>
      {answer && <BlueSummary answer={answer} request={request} />}
      {hand.length > 0 && (
        <Section title={t("refPropose")} id="ref-propose-h">
          <p class="muted">{t("refProposeHelp")}</p>
          <h3 class="ref-h">{t("refPlayed")}</h3>
          <CardRow id="ref-played" cards={hand} label={t("refPlayed")} pressed={(f) => played.includes(f)}
            tapLabel={(name) => name} onTap={(f) => toggle(played, setPlayed, f)} />
          {plate.length > 0 && <>
            <h3 class="ref-h">{t("refTaken")}</h3>
            <CardRow id="ref-taken" cards={plate} label={t("refTaken")} pressed={(f) => taken.includes(f)}
              tapLabel={(name) => name} onTap={(f) => toggle(taken, setTaken, f)} />
          </>}
          <div class="chips">
            <button type="button" class="primary" id="ref-check-take" disabled={busy || played.length === 0} onClick={() => check("take")}>{t("refCheckTake")}</button>
            <button type="button" id="ref-check-place" disabled={busy || played.length === 0} onClick={() => check("place")}>{t("refCheckPlace")}</button>
            <button type="button" id="ref-check-power" disabled={busy || played.length === 0} onClick={() => check("power")}>{t("refCheckPower")}</button>
          </div>
          {verdict && (verdict.legal && verdict.play
            ? <Verdict legal text={playText(t, cardName, verdict.play)} rule={verdict.rule} />
            : <Verdict legal={false} text={verdict.reason ?? ""} rule={verdict.rule} />)}
        </Section>
      )}
    </div>
  );
}


function playText(t: ReturnType<typeof useApp>["t"], name: (face: string) => string, play: RefereePlay): string {
  const kind = t(PLAY_KIND[play.kind]);
  const takes = play.kind === "place" ? t("refLaysIt") : play.taken.length === 0 ? t("refToPile") : t("refTakes", { cards: play.taken.map(name).join(", ") });
  return t("refPlayLine", { cards: play.played.map(name).join(" + "), kind, takes, points: t("refPoints", { n: play.points }) });
}

function BlueSummary({ answer, request }: { answer: BlueAnswer; request: BlueRequest }) {
  const { t } = useApp();
  const s = answer.summary;
  return (
    <Section title={t("refPlays", { n: s.total })} id="ref-plays-h">
      <ul class="ref-plays" id="ref-plays">
        {s.groups.map((g, i) => <GroupItem key={`${g.played.join("+")}:${g.kind}`} group={g} rule={answer.group_rules[i]} request={request} />)}
      </ul>
      {s.total === 0 && <p class="muted">{t("refNoPlay")}</p>}
    </Section>
  );
}

function GroupItem({ group, rule, request }: { group: PlayGroup; rule: RuleSection; request: BlueRequest }) {
  const { t, fail } = useApp();
  const info = useCardInfo();
  const [all, setAll] = useState<RefereePlay[] | null>(null);
  const shown = all ?? group.examples;
  const points = group.outcomes.map((o) => t("refOutcome", { points: o.points, ways: o.ways })).join(", ");
  return (
    <li class="ref-group" data-kind={group.kind}>
      <div class="ref-group-head">
        <span class="card-row" aria-hidden="true">{group.played.map((f) => <CardFace key={f} card={info(f)} small />)}</span>
        <span><strong>{group.played.map((f) => info(f).name).join(" + ")}</strong> — {t(PLAY_KIND[group.kind])}</span>
      </div>
      <p class="muted">{t("refWays", { n: group.ways })} · {points}</p>
      <ul>
        {shown.map((p) => <li key={p.play}>{p.kind === "place" ? t("refLaysIt") : p.taken.length === 0 ? t("refToPile") : t("refTakes", { cards: p.taken.map((f) => info(f).name).join(", ") })} · {t("refPoints", { n: p.points })}</li>)}
      </ul>
      {all === null && group.ways > group.examples.length && (
        <button type="button" class="link" onClick={() => api.refereeBlueGroup(request, group.played, group.kind).then(setAll, fail)}>
          {t(group.ways > 200 ? "refShowFirst" : "refShowAll", { n: Math.min(group.ways, 200) })}
        </button>
      )}
      <RuleLink rule={rule} />
    </li>
  );
}

// ---------------------------------------------------------------- orange

/** Where the next tapped card goes on the orange table. */
type Target = { at: "plate"; n: number } | { at: "suite"; n: number } | { at: "sign"; n: number } | { at: "hand" };

const EMPTY_SUITES: SuiteEntry[] = [0, 1, 2, 3].map(() => ({ top: null, sign: null }));

function sameTarget(a: Target, b: Target): boolean {
  return a.at === b.at && (a.at === "hand" || (b.at !== "hand" && a.n === b.n));
}

function OrangePanel({ start, asked }: { start: OrangeRequest | null; asked: () => void }) {
  const { t, settings, fail, announce, cardName } = useApp();
  const info = useCardInfo();
  const draft = start ? null : orangeDraft;
  // a kept position may hold fewer than four suites: the table always has four
  const fourSuites = (list: SuiteEntry[] | undefined) => [0, 1, 2, 3].map((i) => list?.[i] ?? { top: null, sign: null });
  const [plate, setPlate] = useState<(CardEntry | null)[]>(start ? [start.plate[0] ?? null, start.plate[1] ?? null] : draft?.plate ?? [null, null]);
  const [suites, setSuites] = useState<SuiteEntry[]>(fourSuites(start?.suites ?? draft?.suites));
  const [hand, setHand] = useState<string[]>(start?.hand ?? draft?.hand ?? []);
  const [attacked, setAttacked] = useState(start?.attacked ?? draft?.attacked ?? false);
  const [target, setTarget] = useState<Target>({ at: "plate", n: 0 });
  const [answer, setAnswer] = useState<OrangeAnswer | null>(draft?.answer ?? null);
  const [card, setCard] = useState<string | null>(draft?.card ?? null);
  const [slot, setSlot] = useState<Slot | null>(draft?.slot ?? null);
  const [declared, setDeclared] = useState<number | null>(draft?.declared ?? null);
  const [verdict, setVerdict] = useState<OrangeVerdict | null>(draft?.verdict ?? null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    orangeDraft = { plate, suites, hand, attacked, answer, card, slot, declared, verdict };
  }, [plate, suites, hand, attacked, answer, card, slot, declared, verdict]);
  const request: OrangeRequest = { plate, suites, hand, attacked, options: start?.options ?? settings.default_options };
  const changed = () => { setAnswer(null); setVerdict(null); };

  // the Couteau Suisse on the table waits for its declared value
  const couteauAt = (tg: Target): CardEntry | null => tg.at === "plate" ? plate[tg.n] : tg.at === "suite" ? suites[tg.n].top : null;
  const pending = couteauAt(target);
  const needsValue = pending?.face === "couteau-suisse";

  const put = (face: string) => {
    const where = target;
    if (where.at === "hand") setHand([...hand, face]);
    else if (where.at === "plate") setPlate(plate.map((c, i) => (i === where.n ? { face } : c)));
    else setSuites(suites.map((s, i) => (i !== where.n ? s : where.at === "suite" ? { ...s, top: { face } } : { ...s, sign: face })));
    announce(t("refPut", { name: cardName(face), place: targetName(where) }));
    changed();
  };
  const declare = (value: number) => {
    const where = target;
    if (where.at === "plate") setPlate(plate.map((c, i) => (i === where.n && c ? { ...c, declared: value } : c)));
    if (where.at === "suite") setSuites(suites.map((s, i) => (i === where.n && s.top ? { ...s, top: { ...s.top, declared: value } } : s)));
    changed();
  };
  const clearAt = (where: Target) => {
    if (where.at === "plate") setPlate(plate.map((c, i) => (i === where.n ? null : c)));
    if (where.at === "suite") setSuites(suites.map((s, i) => (i === where.n ? { ...s, top: null } : s)));
    if (where.at === "sign") setSuites(suites.map((s, i) => (i === where.n ? { ...s, sign: null } : s)));
    changed();
  };
  const targetName = (tg: Target): string =>
    tg.at === "hand" ? t("refHand") : tg.at === "plate" ? t("refPlateN", { n: tg.n + 1 }) : tg.at === "suite" ? t("refSuiteN", { n: tg.n + 1 }) : t("refSignN", { n: tg.n + 1 });
  /** A card on the table: drawn, its name and declared value read out. */
  const shown = (c: CardEntry | null) => c ? (
    <>
      <CardFace card={info(c.face)} small />
      <span class="sr-only">{info(c.face).name}</span>
      {c.declared !== undefined && <span>= {c.declared}</span>}
    </>
  ) : <span class="muted">{t("refEmpty")}</span>;

  const ask = async () => {
    setBusy(true);
    try {
      const out = await api.refereeOrange(request);
      setAnswer(out);
      announce(t("refPlays", { n: out.plays.length }));
      asked();
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const check = async (proposal: OrangeProposal) => {
    setBusy(true);
    try {
      const out = await api.refereeOrangeCheck(request, proposal);
      setVerdict(out);
      announce(out.legal ? t("refLegal") : out.reason ? t("refNotLegalWhy", { why: out.reason }) : t("refNotLegal"));
      asked();
    } catch (e) { fail(e); } finally { setBusy(false); }
  };

  // a plain function, not a component: a component made in render would be a new type
  // at every render, and its buttons would be replaced under the finger
  const place = (tg: Target, children: preact.ComponentChildren) => {
    const on = sameTarget(target, tg);
    return (
      <button type="button" class={on ? "slot on" : "slot"} aria-pressed={on} data-target={tg.at === "hand" ? "hand" : `${tg.at}${tg.n + 1}`}
        onClick={() => setTarget(tg)}>{children}</button>
    );
  };
  const SLOTS: { slot: Slot; label: string }[] = [
    { slot: { plate: 0 }, label: t("refPlateN", { n: 1 }) }, { slot: { plate: 1 }, label: t("refPlateN", { n: 2 }) },
    ...[0, 1, 2, 3].map((n) => ({ slot: { suite: n } as Slot, label: t("refSuiteN", { n: n + 1 }) })),
    ...[0, 1, 2, 3].map((n) => ({ slot: { sign: n } as Slot, label: t("refSignN", { n: n + 1 }) })),
    { slot: "centre", label: t("refCentre") },
  ];
  const slotKey = (s: Slot) => JSON.stringify(s);

  return (
    <div role="tabpanel" aria-labelledby="ref-tab-orange">
      <p class="muted">{t("refOrangeHelp")}</p>
      <div class="ref-layout" role="group" aria-label={t("refTable")}>
        {[0, 1].map((p) => (
          <div class="ref-pile" key={p}>
            {place({ at: "plate", n: p }, <><small>{t("refPlateN", { n: p + 1 })}</small>{shown(plate[p])}</>)}
            {[2 * p, 2 * p + 1].map((s) => (
              <div class="ref-suite" key={s}>
                {place({ at: "suite", n: s }, <><small>{t("refSuiteN", { n: s + 1 })}</small>{shown(suites[s].top)}</>)}
                {place({ at: "sign", n: s }, <><small>{t("refSignN", { n: s + 1 })}</small>{shown(suites[s].sign ? { face: suites[s].sign! } : null)}</>)}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div class="chips">
        {place({ at: "hand" }, <>{t("refHand")} ({hand.length})</>)}
        {target.at !== "hand" && <button type="button" class="ghost" id="ref-clear-place" onClick={() => clearAt(target)}>{t("refClearPlace", { place: targetName(target) })}</button>}
      </div>
      {needsValue && (
        <div class="prompt" role="group" aria-label={t("refCouteauValue")}>
          <p>{t("refCouteauValue")}</p>
          <div class="numbers couteau">
            {Array.from({ length: 12 }, (_, v) => (
              <button type="button" key={v} data-value={v} aria-pressed={pending?.declared === v} class={pending?.declared === v ? "on" : ""} onClick={() => declare(v)}>{v}</button>
            ))}
          </div>
        </div>
      )}
      <h2 class="ref-h">{t("refHand")}</h2>
      <CardRow id="ref-ohand" cards={hand} label={t("refHand")} tapLabel={(name) => t("refRemoveFrom", { name, place: t("refHand") })}
        onTap={(_, i) => { setHand(hand.filter((__, j) => j !== i)); setCard(null); changed(); }} />
      <label class="check"><input type="checkbox" id="ref-attacked" checked={attacked} onChange={(e) => { setAttacked(e.currentTarget.checked); changed(); }} /> {t("refAttacked")}</label>
      <CardPicker label={t("refPutIn", { place: targetName(target) })} disabled={() => false} onPick={put} />
      <div class="stack">
        <button type="button" class="primary orange" id="ref-oask" disabled={busy || hand.length === 0} aria-busy={busy} onClick={ask}>{t("refWhatPlays")}</button>
        <button type="button" class="ghost" id="ref-oclear" onClick={() => { setPlate([null, null]); setSuites(EMPTY_SUITES); setHand([]); setAttacked(false); setCard(null); setSlot(null); setDeclared(null); setTarget({ at: "plate", n: 0 }); changed(); }}>{t("refClear")}</button>
      </div>
      {answer && (
        <Section title={t("refPlays", { n: answer.plays.length })} id="ref-oplays-h">
          <ul class="ref-plays" id="ref-oplays">
            {answer.plays.map((p) => (
              <li key={p.play.play} class="ref-group">
                <strong>{p.play.card ? info(p.play.card).name : t(p.play.effect.effect === "take_three" ? "refTakeThree" : "refDraw")}</strong>
                {p.play.slot && <> → {SLOTS.find((s) => slotKey(s.slot) === slotKey(p.play.slot!))?.label}</>}: {p.effect}
                <RuleLink rule={p.rule} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {hand.length > 0 && (
        <Section title={t("refPropose")} id="ref-opropose-h">
          <h3 class="ref-h">{t("refPlayed")}</h3>
          <div class="chips" role="radiogroup" aria-label={t("refPlayed")} id="ref-ocard">
            {[...new Set(hand)].map((f) => (
              <button type="button" role="radio" key={f} data-face={f} aria-checked={card === f} class={card === f ? "chip on" : "chip"}
                onClick={() => { setCard(f); setVerdict(null); }}>{info(f).name}</button>
            ))}
          </div>
          <h3 class="ref-h">{t("refWhereTo")}</h3>
          <div class="chips" role="radiogroup" aria-label={t("refWhereTo")} id="ref-oslot">
            {SLOTS.map((s) => (
              <button type="button" role="radio" key={slotKey(s.slot)} data-slot={slotKey(s.slot)} aria-checked={slot !== null && slotKey(slot) === slotKey(s.slot)}
                class={slot !== null && slotKey(slot) === slotKey(s.slot) ? "chip on" : "chip"} onClick={() => { setSlot(s.slot); setVerdict(null); }}>{s.label}</button>
            ))}
          </div>
          {card === "couteau-suisse" && (
            <div class="numbers couteau" role="group" aria-label={t("refCouteauValue")}>
              {Array.from({ length: 12 }, (_, v) => (
                <button type="button" key={v} aria-pressed={declared === v} class={declared === v ? "on" : ""} onClick={() => setDeclared(v)}>{v}</button>
              ))}
            </div>
          )}
          <div class="chips">
            <button type="button" class="primary orange" id="ref-ocheck" disabled={busy || !card || !slot}
              onClick={() => card && slot && check({ play: "place", card, slot, ...(card === "couteau-suisse" && declared !== null ? { declared } : {}) })}>{t("refCheckThis")}</button>
            <button type="button" id="ref-ocheck-three" disabled={busy} onClick={() => check({ play: "take_three" })}>{t("refTakeThree")}</button>
            <button type="button" id="ref-ocheck-draw" disabled={busy} onClick={() => check({ play: "draw" })}>{t("refDraw")}</button>
          </div>
          {verdict && (verdict.legal && verdict.play
            ? <Verdict legal text={verdict.play.effect} rule={verdict.rule} />
            : <Verdict legal={false} text={verdict.reason ?? ""} rule={verdict.rule} />)}
        </Section>
      )}
    </div>
  );
}
