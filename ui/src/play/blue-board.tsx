// The blue round's board for the person to play: the plate, the hand, and the choice of
// a capture. Every rule (what a card can take, why it cannot be played) is the engine's.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type BlueChoice, type BlueTable, type HintView, type Play, type PracticeView } from "../api";
import { Section, type CardLook, Sep } from "../components";
import { useApp } from "../context";
import { DIRECTION } from "../enums";
import type { Translate } from "../i18n";
import { CardButton, renamed } from "./card-button";
import { RovingRow, useRoving } from "./roving";
import { listText } from "../cards";
import { blockedText, type CardName } from "./words";

export function BlueBoard({ id, view, table, myTurn, hidden, onPlay, hint, t, cardName, info }: {
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

  // a new position (a move of anyone's) starts the choice afresh; the board itself stays,
  // so the keyboard's focus is kept where it was
  useEffect(() => { setCard(null); setChosen([]); setChoice(null); setWhy(null); }, [view.moves]);
  const hand = useRoving(table.hand.length);
  const plate = useRoving(table.plate.length);
  const panel = useRef<HTMLDivElement>(null);
  const handRow = useRef<HTMLDivElement>(null);
  // a card chosen: the focus goes to what to do with it
  useEffect(() => {
    if (card) panel.current?.querySelector<HTMLElement>("button")?.focus();
  }, [card]);
  const cancel = () => {
    setCard(null); setChosen([]); setChoice(null);
    handRow.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };

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
    // the reason is spoken by its alert below, once
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
      <p class="muted small table-info" key={`${table.deal}|${table.direction}`}>
        {t("dealOf", { n: Math.max(1, table.deal), total: Math.max(1, dealTotal) })}<Sep />{t(DIRECTION[table.direction])}
      </p>
      <Section title={t("plate")} id="plate-h">
        <div class="plate" id="plate" onKeyDown={(e) => { if (e.key === "Escape" && card) { e.preventDefault(); cancel(); } }}>
          {table.plate.length === 0 && <p class="muted">{t("plateEmpty")}</p>}
          {table.plate.length > 0 && (
          <RovingRow label={t("plate")} class="row" onKeyDown={plate.onKeyDown}>
          {table.plate.map((f, i) => {
            const isChosen = chosen.includes(f);
            const canTake = !!card && (isChosen || open.has(f));
            const label = t("cardInRow", { card: cardName(f), n: i + 1, total: table.plate.length });
            // keyed by its name too: a card whose name changes is a new element, since
            // WebKitGTK tells a screen reader no change of name (see renamed() below)
            return (
              <CardButton key={renamed(f, label)} look={info(f)} label={label} data={f} rove={plate.item(i)}
                cls={`${isChosen ? "on" : ""} ${canTake ? "open" : ""} ${card && !canTake ? "dim" : ""}`}
                pressed={card ? isChosen : undefined} disabled={!canTake} onClick={() => toggle(f)} />
            );
          })}
          </RovingRow>
          )}
        </div>
      </Section>
      {selected && myTurn && (
        <div class="choice-panel" id="choice-panel" ref={panel} onKeyDown={(e) => { if (e.key === "Escape") { e.preventDefault(); cancel(); } }}>
          {/* a hint to place this card is said so here, not only "tap the cards to take"
              (a newcomer pass: the hint said place, the panel said take) */}
          <p key={selected.face}>{t(selected.captures === 0 ? "chosenCardNoCapture"
            : hint && hint.suggestion.play.kind === "discard" && hintCard(hint) === selected.face ? "chosenCardHintPlace" : "chosenCard", { card: cardName(selected.face) })}</p>
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
                {/* named with its verb, what Enter does; the short form is for the eye */}
                <span aria-hidden={o.play.kind === "capture" ? "true" : undefined}>
                  {o.play.kind === "capture" ? o.play.taken.map(cardName).join(" + ") : o.notation}
                  {o.play.kind === "capture" && o.play.sign ? ` (${cardName(o.play.sign)})` : ""} · {t("points", { n: o.points })}
                </span>
                {o.play.kind === "capture" && <span class="sr-only">{captureName(o.play, t, cardName)}, {t("points", { n: o.points })}</span>}
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
            <button type="button" class="ghost" onClick={cancel}>{t("cancel")}</button>
          </div>
        </div>
      )}
      {why && <p class="warn" role="alert" id="why-not">{why}</p>}
      <Section title={t("yourHand")} id="hand-h">
        {hidden ? <p class="muted">{t("handHidden")}</p> : (
          <>
            {myTurn && !selected && <p class="muted small">{t("chooseCard")}</p>}
            <div ref={handRow}>
            <RovingRow label={t("yourHand")} class="hand" id="hand" onKeyDown={hand.onKeyDown}>
              {table.hand.map((c, i) => {
                const isHinted = !!hint && hint.suggestion.play.kind !== "keep" && hintCard(hint) === c.face;
                const named = t("cardInRow", { card: cardName(c.face), n: i + 1, total: table.hand.length });
                const label = c.blocked ? t("cardBlocked", { card: named, why: blockedText(c.blocked, t) }) : named;
                return (
                  <CardButton key={renamed(c.face, label)} look={info(c.face)} data={c.face} rove={hand.item(i)}
                    label={label}
                    cls={`${card === c.face ? "on" : ""} ${c.blocked ? "blocked" : ""} ${isHinted ? "hinted" : ""}`}
                    pressed={card === c.face} disabled={!!c.blocked} onClick={() => pick(c.face)} />
                );
              })}
            </RovingRow>
            </div>
          </>
        )}
      </Section>
    </>
  );
}

/** A capture's name with its verb, what Enter on it does: « Prendre le 9 de Formes et le
 *  Moins avec le 2 de Serpents ». */
export function captureName(play: Extract<Play, { kind: "capture" }>, t: Translate, cardName: CardName): string {
  const cards = listText(play.taken.map(cardName), t);
  return play.sign
    ? t("captureWithSign", { cards, card: cardName(play.card), sign: cardName(play.sign) })
    : t("captureWith", { cards, card: cardName(play.card) });
}

export function hintCard(h: HintView): string | null {
  const p = h.suggestion.play;
  switch (p.kind) {
    case "capture": case "discard": case "place": case "cover": return p.card;
    case "papillon": return "papillon";
    case "chrysalide": return "chrysalide";
    default: return null;
  }
}

