// The engine's itemised score, drawn the same way for a table game and a game against
// the computer: the sides' totals and places, the consolation, and each player's items.
import { useState } from "preact/hooks";
import type { Item, Report } from "./api";
import type { GameKind, SideScore } from "./bindings";
import { Section } from "./components";
import { useApp } from "./context";
import { formatNumber, signedNumber, type Translate } from "./i18n";

export function itemLabel(item: Item, t: Translate, cardName: (f: string) => string): string {
  const who = (x: string[]) => x.join("+");
  switch (item.item) {
    case "card": return cardName(item.card);
    case "chat_noir": return t(item.capture === "voluntary" ? "item_chat_noir_voluntary" : "item_chat_noir_involuntary");
    case "yin_yang": return t("item_yin_yang");
    case "most_cards": return t("item_most_cards", { cards: item.cards });
    case "consolation_received": return t("item_consolation_received", { who: who(item.from) });
    case "consolation_paid": return t("item_consolation_paid", { who: who(item.to) });
    case "tour": return t(item.last ? "item_tour_last" : "item_tour", { tour: item.tour, who: item.emptied_by });
    case "hand_card": return t("item_hand_card", { card: cardName(item.card) });
    case "couteau_suisse": return t("item_couteau", { roll: item.roll });
    case "papillon_draw": return t("item_papillon_draw", { card: cardName(item.card) });
  }
}

/** The rounds a result holds: a sheet of one round, or a game against the computer of
 *  one round, shows the other as not played, not as 0 (a newcomer pass: "Orange 0" for
 *  an orange round nobody played). */
function played(rounds: GameKind, round: "blue" | "orange"): boolean {
  return rounds === "full" || rounds === round;
}

/** A round's score in the table, or a dash said as "not played". */
function RoundCell({ on, value }: { on: boolean; value: string }) {
  const { t } = useApp();
  return on ? <td class="num">{value}</td>
    : <td class="num muted" data-played="no"><span aria-hidden="true">—</span><span class="sr-only">{t("roundNotPlayed")}</span></td>;
}

/** `leading`: the sheet is not complete yet (the keeper), so its best side leads after
 *  the round entered rather than wins. `rounds`: the rounds played (both by default). */
export function ScoreReportView({ report, leading, rounds = "full" }: { report: Report; leading?: "blue" | "orange"; rounds?: GameKind }) {
  const { t, lang } = useApp();
  const n = (x: number) => formatNumber(lang, x);
  const names = report.winners.join(", ");
  return (
    <>
      {leading
        ? <p class="winners" id="leading"><strong>{t(leading === "blue" ? "leadingLine" : "leadingOrangeLine", { tied: report.winners.length > 1 ? "yes" : "no", names })}</strong></p>
        : <p class="winners" id="winners"><strong>{t(report.winners.length > 1 ? "winnersLine" : "winnerLine", { names })}</strong></p>}
      <table class="score" id="score-table">
        <caption class="sr-only">{t("result")}</caption>
        <thead><tr><th scope="col">{t("side")}</th><th scope="col" class="num">{t("blue")}</th><th scope="col" class="num">{t("orange")}</th><th scope="col" class="num">{t("total")}</th><th scope="col" class="num">{t("place")}</th></tr></thead>
        <tbody>
          {report.sides.map((s) => {
            const shared = report.sides.filter((o) => o.place === s.place).length > 1;
            return (
              <tr key={s.members.join("+")} data-side={s.members.join("+")}>
                <th scope="row">{s.members.join(" + ")}</th>
                <RoundCell on={played(rounds, "blue")} value={n(s.blue)} /><RoundCell on={played(rounds, "orange")} value={n(s.orange)} /><td class="num total">{n(s.total)}</td>
                <td class="num">{n(s.place)}{shared ? ` (${t("sharedPlace")})` : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {report.consolation.length > 0 && (
        <Section title={t("consolation")} id="consolation-h">
          <ul id="consolation">{report.consolation.map((c, i) => <li key={i}>{t("consolationLine", { from: c.from.join("+"), to: c.to.join("+"), points: c.points })}</li>)}</ul>
        </Section>
      )}
      <div class="why">
        {report.sides.map((side) => <SideWhy key={side.members.join(" ")} side={side} rounds={rounds} />)}
      </div>
    </>
  );
}

/** One side's disclosure: its total, and on demand how its items make it. */
function SideWhy({ side, rounds }: { side: SideScore; rounds: GameKind }) {
  const { t } = useApp();
  const [open, setOpen] = useState(false);
  return (
    <div class="player-why">
      <button type="button" aria-expanded={open} data-why={side.members.join(" ")} onClick={() => setOpen(!open)}>
        {t("whySide", { side: side.members.join(" + "), members: side.members.length, total: side.total })}
      </button>
      {open && <SideItems side={side} rounds={rounds} />}
    </div>
  );
}

/** One side's score explained: what it won in the blue round, the penalty points taken
 *  off in the orange round (written with their sign, and named in words, not by colour
 *  alone), the side's own items (most cards, Yin and Yang, the consolation) among them,
 *  each item with who brought it; the items add up to the total shown. */
function SideItems({ side, rounds }: { side: SideScore; rounds: GameKind }) {
  const { t, lang, cardName } = useApp();
  const signed = (x: number) => signedNumber(lang, x);
  // a card's name kept on one line (a newcomer pass: « the 5 of / Éléments » broke
  // across two in a phone's narrow list)
  const whole = (face: string) => cardName(face).replace(/ /g, "\u00a0");
  const label = (i: Item) => {
    const item = itemLabel(i, t, whole);
    return side.members.length > 1 && i.by.length > 0 && i.by.length < side.members.length ? t("whyBy", { who: i.by.join(" + "), item }) : item;
  };
  return (
    <div class="items" data-side={side.members.join("+")}>
      {!played(rounds, "blue") ? <p class="small" data-sum="blue" data-points={0}>{t("whyBlueNotPlayed")}</p> : (
        <>
          <h3 class="small">{t("whyBlueItems")}</h3>
          <ul class="blue" data-round="blue">
            {side.blue_items.map((i, k) => (
              <li key={k} class="blue" data-points={i.points}><span>{label(i)}</span><span class="num">{signed(i.points)}</span></li>
            ))}
          </ul>
          <p class="small" data-sum="blue" data-points={side.blue}>{t("whyBlueSum", { points: side.blue })}</p>
        </>
      )}
      {!played(rounds, "orange") ? <p class="small">{t("whyOrangeNotPlayed")}</p>
        : side.orange_items.length === 0 ? <p class="small">{t("whyNoOrange")}</p> : (
        <>
          <h3 class="small">{t("whyOrangeItems")}</h3>
          <ul class="orange" data-round="orange">
            {side.orange_items.map((i, k) => (
              <li key={k} class="orange" data-points={-i.points}><span>{label(i)}</span><span class="num">{signed(-i.points)}</span></li>
            ))}
          </ul>
          <p class="small" data-sum="orange" data-points={-side.orange}>{t("whyOrangeSum", { points: side.orange })}</p>
        </>
      )}
      <p data-sum="total" data-points={side.total}><strong>{t("whySum", { blue: side.blue, orange: side.orange, total: side.total })}</strong></p>
    </div>
  );
}
