import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { CardInfo, RuleSection } from "../api";
import { bareName } from "../cards";
import { CardFace } from "../components";
import { useApp } from "../context";
import { KeyList } from "../play/keys";

/** A paragraph the referee's answers link to: shown highlighted and scrolled to when
 *  the screen is opened on it. */
function Rule({ id, children }: { id: RuleSection; children: ComponentChildren }) {
  const { location } = useApp();
  const target = location.section === id;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (target) {
      ref.current?.scrollIntoView?.({ block: "center" });
      ref.current?.focus({ preventScroll: true });
    }
  }, [target]);
  return <p id={`rule-${id}`} ref={ref} tabIndex={target ? -1 : undefined} class={target ? "rule-target" : undefined}>{children}</p>;
}

/** A short reference written for this app (not the booklet's text), in the app's language
 *  (locales/<lang>/rules.ftl). */
export function RulesScreen() {
  const { t, catalog } = useApp();
  // the cards and their points come from the engine's catalogue (under the default
  // house rules); the house rules themselves are explained on the new-game screen
  const card = (face: string): CardInfo | undefined => catalog.cards.find((c) => c.face === face);
  const blue = (face: string) => card(face)?.points.blue ?? 0;
  const orange = (face: string) => {
    const v = card(face)?.points.orange;
    return v?.kind === "fixed" ? v.points : "";
  };
  const lo = catalog.ranks[0] ?? 0;
  const hi = catalog.ranks[catalog.ranks.length - 1] ?? 0;
  // "2 → 4, 3 → 3, …" from the engine's count of orange tours per table
  const tours = catalog.orange_tours
    .map((n, players) => (n === null ? null : `${players} → ${n}`))
    .filter((x): x is string => x !== null)
    .join(", ");
  // the names printed on the cards, from the catalogue's cards.ftl
  const name = (face: string) => {
    const c = card(face);
    return c ? bareName(c, t) : face;
  };
  const names = (faces: string[]) => faces.map(name).join(", ");
  const yinYang = { yin: name("yin"), yang: name("yang") };
  const blueTable: [string, string][] = [
    [t("rules-blue-most-cards"), t("rules-blue-most-cards-points", { points: catalog.points.most_cards })],
    [t("rules-blue-threes"), t("rules-each", { points: blue("F3") })],
    [name("S7"), String(blue("S7"))],
    [names(["couteau-suisse", "chenille", "chrysalide", "papillon"]), t("rules-each", { points: blue("papillon") })],
    [names(["plus", "moins", "multiplier-diviser"]), t("rules-each", { points: blue("plus") })],
    [t("rules-blue-yin-or-yang", yinYang), String(blue("yin"))],
    [t("rules-blue-yin-and-yang", yinYang), t("rules-blue-yin-and-yang-points", { points: catalog.points.yin_yang_together, house: catalog.points.yin_yang_together_50 })],
    [t("rules-blue-chat-noir-voluntary", { card: name("chat-noir") }), `+${blue("chat-noir")}`],
    [t("rules-blue-chat-noir-involuntary", { card: name("chat-noir") }), `−${blue("chat-noir")}`],
  ];
  const orangeTable: [string, string][] = [
    [t("rules-orange-tour"), t("rules-orange-tour-points", { tour: catalog.points.tour, last: catalog.points.last_tour })],
    [t("rules-orange-family"), t("rules-orange-family-points")],
    [name("chat-noir"), String(orange("chat-noir"))],
    [names(["yin", "yang"]), t("rules-orange-yin-yang-points", { yin: orange("yin"), yang: orange("yang") })],
    [name("chenille"), String(orange("chenille"))],
    [t("rules-orange-chrysalide-signs", { card: name("chrysalide") }), String(orange("chrysalide"))],
    [name("couteau-suisse"), t("rules-orange-couteau-suisse-points")],
    [name("papillon"), t("rules-orange-papillon-points", { draw: catalog.papillon_draw })],
  ];
  const shown = ["F3", "E5", "D11", "S7", "papillon"].map(card).filter((c): c is CardInfo => c !== undefined);
  return (
    <article class="rules">
      <h1>{t("rules")}</h1>
      <Rule id="cards">{t("rules-cards", { deck: catalog.deck_size, lowest: lo, highest: hi })}</Rule>
      <div class="card-row" aria-hidden="true">
        {shown.map((c) => <CardFace key={c.face} card={c} />)}
      </div>
      <p class="muted">{t("rules-colours")}</p>

      <h2>{t("rules-teams-title")}</h2>
      <p>{t("rules-teams")}</p>

      <h2 class="blue-title">{t("rules-blue-title")}</h2>
      <Rule id="blue_capture">{t("rules-blue-capture")}</Rule>
      <Rule id="blue_signs">{t("rules-blue-signs")}</Rule>
      <Rule id="blue_powers">{t("rules-blue-powers", { points: blue("chat-noir") })}</Rule>
      <Rule id="blue_place">{t("rules-blue-place")}</Rule>
      <table class="score"><caption>{t("rules-blue-points")}</caption><tbody>{blueTable.map(([a, b]) => <tr key={a}><th scope="row">{a}</th><td>{b}</td></tr>)}</tbody></table>
      <p>{t("rules-consolation", { points: catalog.points.consolation })}</p>

      <h2 class="orange-title">{t("rules-orange-title")}</h2>
      <Rule id="orange_suites">{t("rules-orange-suites")}</Rule>
      <Rule id="orange_signs">{t("rules-orange-signs")}</Rule>
      <Rule id="orange_powers">{t("rules-orange-powers", { draw: catalog.papillon_draw })}</Rule>
      <Rule id="orange_draw">{t("rules-orange-draw")}</Rule>
      <p>{t("rules-orange-tours", { tour: catalog.points.tour, last: catalog.points.last_tour, tours })}</p>
      <table class="score"><caption>{t("rules-orange-points")}</caption><tbody>{orangeTable.map(([a, b]) => <tr key={a}><th scope="row">{a}</th><td>{b}</td></tr>)}</tbody></table>

      <h2>{t("rules-game-title")}</h2>
      <p>{t("rules-game")}</p>

      <h2 id="keys">{t("keysPlayTitle")}</h2>
      <p>{t("keysPlayIntro")}</p>
      <KeyList />
    </article>
  );
}
