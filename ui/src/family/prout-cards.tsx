// PROUT's VARIANTE at a real table: the cards are counted by their value, so each pile
// is entered card by card (a number 1 to 13, a LICORNE, an INTOX), not as a count. One
// picker per player adds a card to the pile chosen; a card tapped in a pile comes out
// again. The engine (crates/prout) reads the cards and counts their points.
import { useState } from "preact/hooks";
import type { ProutCardInput, ProutPile, ProutPileInput, ProutPlayerGame } from "../api";
import { rovingKeyDown, rovingTabIndex } from "../components";
import { useApp } from "../context";
import type { Translate } from "../i18n";

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
/** The numbers the LICORNES carry («1, 2, 3, 11, 12, 13»). */
const LICORNES = [1, 2, 3, 11, 12, 13];

/** A pile's cards as written on the sheet (a count is no list: none yet). */
export function cardsOf(pile: ProutPileInput | undefined): ProutCardInput[] {
  return Array.isArray(pile) ? pile : [];
}

/** A card as the table calls it: "7", "LICORNE 12", "INTOX". */
export function proutCardName(card: ProutCardInput, t: Translate): string {
  if (typeof card === "number") return String(card);
  const text = card.trim().toLowerCase();
  if (text === "intox") return t("proutIntox");
  if (text.startsWith("l")) return t("proutLicorne", { n: text.slice(1) });
  return card;
}

/** One player's piles, card by card, with the picker that fills them. */
export function ProutCardPiles({ player, piles, input, scored, pileName, onChange }: {
  player: string;
  piles: ProutPile[];
  input: Partial<Record<ProutPile, ProutPileInput>> | undefined;
  scored: ProutPlayerGame | null;
  pileName: (pile: ProutPile) => string;
  onChange: (pile: ProutPile, change: (cards: ProutCardInput[]) => ProutCardInput[]) => void;
}) {
  const { t, announce } = useApp();
  const [target, setTarget] = useState<ProutPile>(piles[0]);
  const add = (card: ProutCardInput) => {
    onChange(target, (cards) => [...cards, card]);
    announce(t("proutCardAdded", { card: proutCardName(card, t), pile: pileName(target), name: player }));
  };
  const remove = (pile: ProutPile, index: number) => onChange(pile, (cards) => cards.filter((_, i) => i !== index));
  const picks: ProutCardInput[] = [...NUMBERS, ...LICORNES.map((n) => `L${n}`), "intox"];
  return (
    <div class="prout-cards">
      {piles.map((pile) => {
        const cards = cardsOf(input?.[pile]);
        const line = scored?.[pile] ?? null;
        return (
          <div class="prout-pile" key={pile} data-pile={pile}>
            <span class="prout-pile-name">
              {pileName(pile)}{line && <span class="muted"> · {t("proutPileValue", { n: line.cards, points: line.points })}</span>}
            </span>
            <ul class="chips prout-card-list" aria-label={`${pileName(pile)} (${player})`}>
              {cards.length === 0 && <li class="muted">{t("proutNoCards")}</li>}
              {cards.map((c, i) => (
                <li key={i}>
                  <button type="button" class="chip" aria-label={t("proutRemoveCard", { card: proutCardName(c, t), pile: pileName(pile), name: player })}
                    onClick={() => remove(pile, i)}>{proutCardName(c, t)} <span aria-hidden="true">✕</span></button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div class="seg" role="radiogroup" aria-label={t("proutAddTo", { name: player })}
        onKeyDown={(e) => rovingKeyDown(e, (i) => setTarget(piles[i]))}>
        <span aria-hidden="true">{t("proutAddTo", { name: player })}</span>
        {piles.map((pile, i) => (
          <button type="button" key={pile} role="radio" data-pile={pile} aria-checked={target === pile} tabIndex={rovingTabIndex(target === pile, i, true)}
            class={target === pile ? "chip on" : "chip"} onClick={() => setTarget(pile)}>{pileName(pile)}</button>
        ))}
      </div>
      <div class="chips prout-picker" role="group" aria-label={t("proutPickCard", { pile: pileName(target), name: player })}>
        {picks.map((c) => (
          <button type="button" key={String(c)} class="chip" data-card={String(c)} onClick={() => add(c)}>{proutCardName(c, t)}</button>
        ))}
      </div>
    </div>
  );
}
