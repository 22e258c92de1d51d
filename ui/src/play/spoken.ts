// What a screen reader says on demand about a game against the computer: the table, the
// score so far, and the news between two positions (moves, a new deal or tour, the end).
// Only words: every fact comes from the engine's view.
import type { PracticeView, Report as ScoreReport } from "../api";
import { listText } from "../cards";
import type { Translate } from "../i18n";
import { moveText, type CardName } from "./words";

/** The table read aloud: the plate or the layout, then each player's hand and pile. */
export function tableText(view: PracticeView, t: Translate, cardName: CardName): string {
  const names = view.seats.map((s) => s.name);
  const table = view.table;
  const parts: string[] = [];
  if (table.round === "blue") {
    parts.push(table.plate.length === 0 ? t("sayPlateEmpty") : t("sayPlate", { cards: listText(table.plate.map(cardName), t), n: table.plate.length }));
    table.players.forEach((p, i) => parts.push(t("sayBluePlayer", { name: names[i], hand: p.hand, pile: p.pile })));
  } else {
    table.plates.forEach((p, i) => parts.push(t("layoutPlate", { x: i === 0 ? "A" : "B", card: cardName(p.card.face) })));
    table.suites.forEach((s, i) => {
      parts.push(s.top ? t("layoutSuite", { n: i + 1, card: cardName(s.top.face) }) : t("layoutSuiteEmpty", { n: i + 1 }));
      if (s.sign) parts.push(t("layoutSign", { n: i + 1, card: cardName(s.sign) }));
    });
    if (table.centre) parts.push(t("layoutCentre", { card: cardName(table.centre) }));
    table.players.forEach((p, i) => parts.push(t("sayOrangePlayer", { name: names[i], hand: p.orange + p.blue })));
    parts.push(t("drawPile", { n: table.pile, orange: table.pile_orange }));
  }
  return parts.join(". ") + ".";
}

/** Each side's points in a finished round's report: "Ana et Ben : 42. Cleo : −12." */
function sidesText(report: ScoreReport, t: Translate, pick: "blue" | "orange" | "total"): string {
  return report.sides.map((s) => t("saySide", { names: listText(s.members, t), points: s[pick] })).join(". ");
}

/** The end of a full game's blue round, said: each side's blue points, who leads. */
export function blueOverText(report: ScoreReport, t: Translate): string {
  const leading = report.sides.filter((s) => s.place === 1).flatMap((s) => s.members);
  return t("sayBlueOver", { sides: sidesText(report, t, "blue"), tied: leading.length > 1 ? "yes" : "no", names: listText(leading, t) });
}

/** The score so far: the blue round's result once it is known, the piles and the tours
 *  while a round is played. */
export function scoreText(view: PracticeView, t: Translate, cardName: CardName): string {
  const names = view.seats.map((s) => s.name);
  if (view.report) return `${t("sayResult")} ${sidesText(view.report, t, "total")}.`;
  const parts: string[] = [];
  if (view.blue_report) parts.push(t("sayBlueScore", { sides: sidesText(view.blue_report, t, "blue") }));
  const table = view.table;
  if (table.round === "blue") {
    table.players.forEach((p, i) => parts.push(p.scoring.length
      ? t("sayScoring", { name: names[i], pile: p.pile, scoring: p.scoring.length, cards: listText(p.scoring.map(cardName), t) })
      : t("sayNoScoring", { name: names[i], pile: p.pile })));
  } else {
    parts.push(t("tourOf", { n: table.tour, total: table.tours }));
    if (table.tour_winners.length) parts.push(t("wentOut", { names: listText(table.tour_winners.map((s) => names[s]), t) }));
  }
  return parts.join(". ") + ".";
}

/** What changed from one position to the next, in the order it happened: each new move,
 *  then a new deal, a new tour, the round's end or the game's. Nothing when nothing did. */
export function newsText(before: PracticeView | null, next: PracticeView, t: Translate, cardName: CardName): string[] {
  const names = next.seats.map((s) => s.name);
  const news: string[] = [];
  const from = before && before.id === next.id ? before.moves : next.moves - 1;
  for (const m of next.log) if (m.number > from) news.push(moveText(m, names, t, cardName));
  if (!before || before.id !== next.id) return news;
  const a = before.table;
  const b = next.table;
  // a full game's blue round over: its result (the orange round is said when the
  // person starts it, after the pause on this result)
  if (a.round === "blue" && b.round === "orange") news.push(next.blue_report ? blueOverText(next.blue_report, t) : t("sayOrangeStarts"));
  else if (a.round === "blue" && b.round === "blue" && b.deal > a.deal) news.push(t("dealOf", { n: b.deal, total: b.deal + b.deals_left }));
  else if (a.round === "orange" && b.round === "orange" && b.tour > a.tour) {
    // said as an end, then who went out, then the new tour (newcomer pass: a tour's end
    // went by unannounced)
    const out = b.tour_winners.filter((s) => !a.tour_winners.includes(s));
    news.push(t("tourOver", { tour: a.tour }));
    if (out.length) news.push(t("wentOut", { names: listText(out.map((s) => names[s]), t) }));
    news.push(t("tourOf", { n: b.tour, total: b.tours }));
  }
  if (before.status !== "finished" && next.status === "finished") {
    news.push(t("gameOver"));
    if (next.report) news.push(`${t("sayResult")} ${sidesText(next.report, t, "total")}.`);
    else if (next.blue_report) news.push(`${t("sayResult")} ${sidesText(next.blue_report, t, "blue")}.`);
  }
  return news;
}
