// The orange round's board for the person to play: the layout (suites, signs, the two
// plate cards, the centre) and the hand. Where a card may go is the engine's answer.
import { useEffect, useRef, useState } from "preact/hooks";
import type { HintView, OrangeOption, OrangeTable, PracticeView } from "../api";
import { CardFace, Section, useCardInfo, Sep } from "../components";
import { DIRECTION } from "../enums";
import type { Translate } from "../i18n";
import { CardButton, renamed } from "./card-button";
import { RovingRow, useRoving } from "./roving";
import { blockedText, slotKey, type CardName } from "./words";

/** The layout's places in the order the arrows cross them. */
const SLOTS = ["sign1", "suite1", "sign2", "suite2", "sign3", "suite3", "sign4", "suite4", "plate1", "plate2", "centre"];

export function OrangeBoard({ view, table, myTurn, hidden, onPlay, hint, t, cardName }: {
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
  // a new position starts the choice afresh; the board stays, and so does the focus
  useEffect(() => { setSel(null); setPendingSlot(null); setWhy(null); }, [view.moves]);
  const hand = useRoving(table.hand.length);
  const layout = useRoving(SLOTS.length);
  const layoutRef = useRef<HTMLElement>(null);
  const declareRef = useRef<HTMLDivElement>(null);
  const handRef = useRef<HTMLDivElement>(null);
  // a card chosen: the focus goes to the first place it can go; a place with several
  // values: to the values
  useEffect(() => {
    if (sel !== null) layoutRef.current?.querySelector<HTMLElement>(".slot.open")?.focus();
  }, [sel]);
  useEffect(() => {
    if (pendingSlot) declareRef.current?.querySelector<HTMLElement>("button:not([disabled])")?.focus();
  }, [pendingSlot]);
  const cancel = () => {
    setPendingSlot(null); setSel(null);
    handRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };
  const onEscape = (e: KeyboardEvent) => { if (e.key === "Escape" && sel !== null) { e.preventDefault(); cancel(); } };
  const toSlot = (slot: string) => {
    const options = targets.get(slot);
    if (!options) return;
    if (options.length === 1) { onPlay(options[0].notation); return; }
    setPendingSlot(slot);
  };
  // a plain function, not a component: the slot buttons stay the same elements between
  // renders, so keyboard focus is kept, until a slot's name changes (keyed by its name,
  // see renamed()): then it is a new element and the game's focus keeper moves the focus
  // to it
  const slotBox = ({ slot, children, label, cls }: { slot: string; children: preact.ComponentChildren; label: string; cls?: string }) => {
    const target = targets.has(slot);
    // the hint's own move among the chosen card's moves to this place (the engine's notation, compared whole)
    const isHinted = !!hinted && (targets.get(slot) ?? []).some((o) => o.notation === hinted);
    return (
      <button type="button" key={renamed(slot, label)} class={`slot ${cls ?? ""}${target ? " open" : ""}${isHinted ? " hinted" : ""}`} data-slot={slot}
        aria-disabled={target ? undefined : "true"} onClick={() => toSlot(slot)} {...layout.item(SLOTS.indexOf(slot))}>
        <span aria-hidden="true" class="slot-look">{children}</span>
        <span class="sr-only">{label}</span>
      </button>
    );
  };
  const phase = table.phase;
  const attackedMe = phase.phase === "attacked" && view.to_play === view.viewer;
  return (
    <>
      <p class="muted small table-info" key={`${table.tour}|${table.direction}|${table.pile}|${table.pile_orange}|${table.tour_winners.join()}`}>
        {t("tourOf", { n: table.tour, total: table.tours })}<Sep />{t(DIRECTION[table.direction])}<Sep />{t("drawPile", { n: table.pile, orange: table.pile_orange })}
        {table.tour_winners.length > 0 && <><Sep />{t("wentOut", { names: table.tour_winners.map((s) => names[s]).join(", ") })}</>}
      </p>
      {phase.phase === "attacked" && (
        <p class="banner" role="alert">{attackedMe ? t("attacked", { name: names[phase.attacker] }) : t("attackedOther", { name: names[view.to_play ?? 0] })}</p>
      )}
      {phase.phase === "cover" && myTurn && <p class="banner">{t("coverPhase")}</p>}
      {phase.phase === "turn" && phase.played > 0 && myTurn && <p class="banner">{t("secondCard")}</p>}
      <section class="layout" aria-label={t("orangeLayout")} id="layout" ref={layoutRef} onKeyDown={(e) => { onEscape(e); layout.onKeyDown(e); }}>
        {[0, 1, 2, 3].map((s) => {
          const suite = table.suites[s];
          const valued = !!suite.top && suite.value !== null && !info(suite.top.face).family;
          return (
            <div key={s} class={`suite-col s${s}`}>
              {slotBox({ slot: `sign${s + 1}`, cls: "sign", label: t("layoutSign", { n: s + 1, card: suite.sign ? cardName(suite.sign) : t("none") }), children: <>
                {/* the sign as its card, as on a suite: its name in words (« the Multiplier/Diviser »)
                    made the row wider than a phone's screen, which then scrolled sideways
                    and took taps off their target (found by the web flow) */}
                {suite.sign ? <CardFace card={info(suite.sign)} small /> : <span class="muted small">{t("signOf")}</span>}
              </> })}
              {/* a trump on top (a Couteau Suisse) shows the value it was played for, as a plate card does (newcomer pass) */}
              {slotBox({ slot: `suite${s + 1}`, label: suite.top ? (valued ? t("layoutSuiteValue", { n: s + 1, card: cardName(suite.top.face), value: suite.value ?? 0 }) : t("layoutSuite", { n: s + 1, card: cardName(suite.top.face) })) : t("layoutSuiteEmpty", { n: s + 1 }), children: <>
                {suite.top ? <CardFace card={info(suite.top.face)} small /> : <span class="muted small">{t("suiteN", { n: s + 1 })}</span>}
                {valued && <span class="small">{suite.value}</span>}
              </> })}
            </div>
          );
        })}
        {[0, 1].map((p) => {
          const plate = table.plates[p];
          return (
            <div key={`p${p}`} class={`plate-col p${p}`}>
              {slotBox({ slot: `plate${p + 1}`, cls: "plate-card", label: plate.value !== null ? t("layoutPlateValue", { x: p === 0 ? "A" : "B", card: cardName(plate.card.face), value: plate.value }) : t("layoutPlate", { x: p === 0 ? "A" : "B", card: cardName(plate.card.face) }), children: <>
                <CardFace card={info(plate.card.face)} small />
                <span class="small">{p === 0 ? "A" : "B"}{plate.value !== null ? ` · ${plate.value}` : ""}</span>
              </> })}
            </div>
          );
        })}
        <div class="centre-col">
          {slotBox({ slot: "centre", cls: "centre", label: t("layoutCentre", { card: table.centre ? cardName(table.centre) : t("none") }), children: <>
            {table.centre ? <CardFace card={info(table.centre)} small /> : <span class="muted small">{t("centre")}</span>}
          </> })}
        </div>
      </section>
      {pendingSlot && selected && (
        <div class="declare" role="group" aria-label={t("declareValue")} id="declare" ref={declareRef} onKeyDown={onEscape}>
          <p>{t("declareValue")}</p>
          <div class="chips">
            {Array.from({ length: 12 }, (_, v) => {
              const option = (targets.get(pendingSlot) ?? []).find((o) => o.declared === v);
              return (
                <button type="button" key={v} class="chip" data-value={v} disabled={!option} onClick={() => option && onPlay(option.notation)}>{v}</button>
              );
            })}
          </div>
          <button type="button" class="ghost" onClick={cancel}>{t("cancel")}</button>
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
          <div ref={handRef}>
          <RovingRow label={t("yourHand")} class="hand" id="hand" onKeyDown={hand.onKeyDown}>
            {table.hand.map((c, i) => {
              const isHinted = !!hinted && c.moves.some((m) => m.notation === hinted);
              const named = t("cardInRow", {
                card: t("cardWithBack", { card: cardName(c.card.face), back: c.card.back }),
                n: i + 1, total: table.hand.length,
              });
              const label = c.blocked ? t("cardBlocked", { card: named, why: blockedText(c.blocked, t) }) : named;
              return (
                <CardButton key={renamed(`${c.card.face}/${c.card.back}`, label)} look={info(c.card.face)} data={c.card.face} rove={hand.item(i)}
                  label={label}
                  cls={`back-${c.card.back} ${sel === i ? "on" : ""} ${c.blocked ? "blocked" : ""} ${isHinted ? "hinted" : ""}`}
                  pressed={sel === i} disabled={!!c.blocked}
                  onClick={() => {
                    setPendingSlot(null);
                    // the reason is spoken by its alert below, once
                    if (c.blocked) { setWhy(blockedText(c.blocked, t)); setSel(null); return; }
                    setWhy(null);
                    setSel(sel === i ? null : i);
                  }} />
              );
            })}
          </RovingRow>
          </div>
        )}
      </Section>
    </>
  );
}

