// Cards' names in the player's language, from the catalogue (locales/*/cards.ftl): the
// bare name printed on a card or a button (« 9 de Serpents », « Chenille ») and the name
// a sentence uses, with its article (« le 9 de Serpents », « la Chenille »).
import type { CardInfo, Catalog } from "./api";
import type { Translate } from "./i18n";

type CardKind = Pick<CardInfo, "family" | "rank" | "trump">;

/** The bare name of a card. */
export function bareName(card: CardKind, t: Translate): string {
  if (card.family !== null && card.rank !== null) return t("card-family-name", { family: card.family, rank: card.rank });
  if (card.trump !== null) return t("card-trump-name", { trump: card.trump });
  return "?";
}

/** A card's name with its article, as a sentence or a screen reader says it. */
export function spokenName(card: CardKind, t: Translate): string {
  if (card.family !== null && card.rank !== null) return t("card-family", { family: card.family, rank: card.rank });
  if (card.trump !== null) return t("card-trump", { trump: card.trump });
  return "?";
}

/** "a", "a et b", "a, b et c". */
export function listText(items: string[], t: Translate): string {
  if (items.length <= 1) return items.join("");
  return t("list-two", { first: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

/** The engine's catalogue with every card's name in the player's language. */
export function localCatalog(catalog: Catalog, t: Translate): Catalog {
  const local = (c: CardInfo): CardInfo => ({ ...c, name: bareName(c, t) });
  return {
    ...catalog,
    cards: catalog.cards.map(local),
    blue_scoring: catalog.blue_scoring.map(local),
    trumps: catalog.trumps.map(local),
    numbered_trumps: catalog.numbered_trumps.map((n) => ({ ...n, card: local(n.card) })),
  };
}

/** Names a card given by its notation (`F3`, `chat-noir`) with its article; a text that
 *  is no card of the catalogue is said as written. */
export function cardNamer(catalog: Catalog, t: Translate): (face: string) => string {
  const byFace = new Map(catalog.cards.map((c) => [c.face, c]));
  return (face) => {
    const card = byFace.get(face);
    return card ? spokenName(card, t) : face;
  };
}
