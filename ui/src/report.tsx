// The engine's itemised score, drawn the same way for a table game and a game against
// the computer: the sides' totals and places, the consolation, and each player's items.
import { useState } from "preact/hooks";
import type { Item, Report } from "./api";
import { Section } from "./components";
import { useApp } from "./context";
import type { Translate } from "./i18n";

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

export function ScoreReportView({ report }: { report: Report }) {
  const { t, cardName } = useApp();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
          <p class="winners" id="winners"><strong>{report.winners.length > 1 ? t("winners") : t("winner")}:</strong> {report.winners.join(", ")}</p>
      <table class="score" id="score-table">
        <caption class="sr-only">{t("result")}</caption>
        <thead><tr><th scope="col">{t("side")}</th><th scope="col" class="num">{t("blue")}</th><th scope="col" class="num">{t("orange")}</th><th scope="col" class="num">{t("total")}</th><th scope="col" class="num">{t("place")}</th></tr></thead>
        <tbody>
          {report.sides.map((s) => {
            const shared = report.sides.filter((o) => o.place === s.place).length > 1;
            return (
              <tr key={s.members.join("+")} data-side={s.members.join("+")}>
                <th scope="row">{s.members.join(" + ")}</th>
                <td class="num">{s.blue}</td><td class="num">{s.orange}</td><td class="num total">{s.total}</td>
                <td class="num">{s.place}{shared ? ` (${t("sharedPlace")})` : ""}</td>
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
        {report.players.map((p) => (
          <div key={p.name} class="player-why">
            <button type="button" aria-expanded={open === p.name} data-why={p.name} onClick={() => setOpen(open === p.name ? null : p.name)}>
              {t("whyPoints", { name: p.name })}: {t("blue")} {p.credited.blue}, {t("orange")} {p.credited.orange}, {t("total")} <strong>{p.credited.total}</strong>
            </button>
            {open === p.name && (
              <ul class="items">
                {[...p.blue_items.map((i) => ({ i, c: "blue" })), ...p.orange_items.map((i) => ({ i, c: "orange" }))].map(({ i, c }, k) => (
                  <li key={k} class={c}><span>{itemLabel(i, t, cardName)}</span><span class="num">{i.points > 0 ? `+${i.points}` : i.points}</span></li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </>
  );
}
