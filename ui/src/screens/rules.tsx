import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { CardInfo, RuleSection } from "../api";
import { CardFace } from "../components";
import { useApp } from "../context";

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

/** A short reference written for this app (not the booklet's text), in the app's language. */
export function RulesScreen() {
  const { lang, t, catalog } = useApp();
  const fr = lang === "fr";
  // the cards and their points come from the engine's catalogue (under the default
  // house rules); the house rules themselves are explained on the new-game screen
  const card = (face: string): CardInfo | undefined => catalog.cards.find((c) => c.face === face);
  const blue = (face: string) => card(face)?.points.blue ?? 0;
  const orange = (face: string) => {
    const v = card(face)?.points.orange;
    return v?.kind === "fixed" ? String(v.points) : "";
  };
  const lo = catalog.ranks[0] ?? 0;
  const hi = catalog.ranks[catalog.ranks.length - 1] ?? 0;
  // "2 → 4, 3 → 3, …" from the engine's count of orange tours per table
  const tours = catalog.orange_tours
    .map((n, players) => (n === null ? null : `${players} → ${n}`))
    .filter((x): x is string => x !== null)
    .join(", ");
  const names = (faces: string[]) => faces.map((f) => card(f)?.name ?? f).join(", ");
  const blueTable: [string, string][] = fr
    ? [["Le plus de cartes (joueur ou équipe)", `${catalog.points.most_cards} — égalité : départage aux dés`], ["Chaque 3 (quatre)", `${blue("F3")} chacun`], [`${card("S7")?.name ?? "Dragon"}`, `${blue("S7")}`],
       [names(["couteau-suisse", "chenille", "chrysalide", "papillon"]), `${blue("papillon")} chacun`], [names(["plus", "moins", "multiplier-diviser"]), `${blue("plus")} chacun`], ["Yin seul ou Yang seul", `${blue("yin")}`],
       ["Yin et Yang ensemble", `${catalog.points.yin_yang_together} (règle maison : ${catalog.points.yin_yang_together_50})`], ["Chat Noir pris volontairement", `+${blue("chat-noir")}`], ["Chat Noir pris sans le vouloir", `−${blue("chat-noir")}`]]
    : [["Most cards (player or team)", `${catalog.points.most_cards} — tie: dice roll-off`], ["Each 3 (four of them)", `${blue("F3")} each`], [`${card("S7")?.name ?? "Dragon"}`, `${blue("S7")}`],
       [names(["couteau-suisse", "chenille", "chrysalide", "papillon"]), `${blue("papillon")} each`], [names(["plus", "moins", "multiplier-diviser"]), `${blue("plus")} each`], ["Yin alone or Yang alone", `${blue("yin")}`],
       ["Yin and Yang together", `${catalog.points.yin_yang_together} (house rule: ${catalog.points.yin_yang_together_50})`], ["Chat Noir taken voluntarily", `+${blue("chat-noir")}`], ["Chat Noir taken involuntarily", `−${blue("chat-noir")}`]];
  const orangeTable: [string, string][] = fr
    ? [["Chaque tour où un autre a fini avant vous", `+${catalog.points.tour} (+${catalog.points.last_tour} au dernier tour)`], ["Carte de famille en main", "sa valeur"], [names(["chat-noir"]), orange("chat-noir")],
       [names(["yin", "yang"]), `${orange("yin")}, ${orange("yang")} (leur numéro)`], [names(["chenille"]), orange("chenille")], [`${names(["chrysalide"])}, signes`, orange("chrysalide")], [names(["couteau-suisse"]), "un lancer de deux dés"], [names(["papillon"]), "0, mais tirez 3 cartes et comptez-les"]]
    : [["Each tour someone else went out first", `+${catalog.points.tour} (+${catalog.points.last_tour} in the last tour)`], ["Family card in hand", "its number"], [names(["chat-noir"]), orange("chat-noir")],
       [names(["yin", "yang"]), `${orange("yin")}, ${orange("yang")} (their number)`], [names(["chenille"]), orange("chenille")], [`${names(["chrysalide"])}, signs`, orange("chrysalide")], [names(["couteau-suisse"]), "a roll of two dice"], [names(["papillon"]), "0, but draw 3 cards and count them"]];
  const shown = ["F3", "E5", "D11", "S7", "papillon"].map(card).filter((c): c is CardInfo => c !== undefined);
  return (
    <article class="rules">
      <h1>{t("rules")}</h1>
      <Rule id="cards">{fr ? `Deux paquets de ${catalog.deck_size} cartes (dos bleu et dos orange) et deux dés. Chaque paquet : quatre familles numérotées de ${lo} à ${hi} et dix atouts.` : `Two ${catalog.deck_size}-card decks (blue backs and orange backs) and two dice. Each deck: four families numbered ${lo} to ${hi}, and ten trumps.`} {fr ? "Le paquet bleu a une carte de chaque ; la manche orange joue avec les deux paquets, donc chaque carte existe deux fois." : "The blue deck has one of each card; the orange round plays with both decks, so each card exists twice."}</Rule>
      <div class="card-row" aria-hidden="true">
        {shown.map((c) => <CardFace key={c.face} card={c} />)}
      </div>
      <p class="muted">{fr ? "Formes (vert), Éléments (bleu), Découvertes (rouge), Serpents (noir), atouts (violet). Le 7 de Serpents est le Dragon." : "Formes (green), Éléments (blue), Découvertes (red), Serpents (black), trumps (purple). The 7 of Serpents is the Dragon."}</p>

      <h2>{fr ? "Équipes et dés" : "Teams and dice"}</h2>
      <p>{fr ? "À 2, chacun pour soi ; à 3, chacun pour soi (ou deux contre un) ; à 4, deux équipes de deux, partenaires face à face ; à 5, trois contre deux : le gagnant du lancer de départ choisit deux partenaires. Le donneur est le plus âgé. Chacun lance les deux dés : le plus haut commence la manche bleue, le plus bas la manche orange ; les ex æquo relancent." : "2 players: each alone; 3: each alone (or two against one); 4: two teams of two, partners sitting opposite; 5: three against two — the winner of the start roll picks two partners. The oldest player deals. Everyone rolls both dice: highest starts the blue round, lowest the orange round; ties roll again."}</p>

      <h2 class="blue-title">{fr ? "Manche bleue : prendre des cartes" : "Blue round: capturing"}</h2>
      <Rule id="blue_capture">{fr ? "À son tour, on joue une carte de sa main pour prendre sur le tapis (ramasser) une carte de même valeur, ou (cumuler) plusieurs cartes dont la somme fait cette valeur. Le Couteau Suisse vaut ce qu'on veut de 0 à 11, en main comme sur le tapis." : "On your turn, play a card from your hand to take from the plate (ramasser) one card of the same value, or (cumuler) several cards adding up to it. The Couteau Suisse is any value from 0 to 11, in the hand or on the plate."}</Rule>
      <Rule id="blue_signs">{fr ? "Combiner : avec un signe (Plus, Moins, Multiplier/Diviser), pris sur le tapis ou joué de sa main avec la carte résultat. Plus : deux cartes ou plus dont la somme fait la valeur ; Moins : deux cartes dont la différence la fait ; Multiplier/Diviser : deux cartes dont le produit ou le quotient exact la fait. Une prise n'utilise qu'un signe." : "Combiner: with a sign (Plus, Moins, Multiplier/Diviser), taken from the plate or played from the hand beside the result card. Plus: two or more cards adding up to the value; Moins: two cards whose difference makes it; Multiplier/Diviser: two cards whose product or exact quotient makes it. A capture uses one sign."}</Rule>
      <Rule id="blue_powers">{fr ? "Le Papillon prend tout le tapis (un Chat Noir pris ainsi coûte 30 points). La Chrysalide va directement dans sa pile et inverse le sens du jeu. Sur un tapis vide, le Papillon se pose comme une autre carte ; la Chrysalide se pose ou va dans la pile." : "The Papillon takes the whole plate (a Chat Noir taken that way costs 30 points). The Chrysalide goes straight to your pile and reverses the direction of play. On an empty plate the Papillon is laid like any card; the Chrysalide is laid or goes to the pile."}</Rule>
      <Rule id="blue_place">{fr ? "Si on ne prend rien, on pose sa carte sur le tapis (règle maison : seulement si elle ne peut rien prendre). Le dernier à avoir pris ramasse ce qui reste." : "If you take nothing, lay your card on the plate (house rule: only when it cannot capture). Whoever captured last takes what is left."}</Rule>
      <table class="score"><caption>{fr ? "Points de la manche bleue" : "Blue round points"}</caption><tbody>{blueTable.map(([a, b]) => <tr key={a}><th scope="row">{a}</th><td>{b}</td></tr>)}</tbody></table>
      <p>{fr ? `Consolation : un camp qui finit la manche bleue à 0 ou moins reçoit ${catalog.points.consolation} points de chaque autre camp (règles maison : exactement 0 ; ou ${catalog.points.consolation} de chaque joueur des autres camps).` : `Consolation: a side ending the blue round on 0 or less receives ${catalog.points.consolation} points from every other side (house rules: exactly 0; or ${catalog.points.consolation} from each player of the other sides).`}</p>

      <h2 class="orange-title">{fr ? "Manche orange : se débarrasser de ses cartes" : "Orange round: shedding"}</h2>
      <Rule id="orange_suites">{fr ? "On pose ses cartes sur les deux cartes du tapis (même valeur) et sur quatre suites, deux par carte du tapis : même valeur, ou une de plus ou de moins que le sommet (ou que la carte du tapis tant que la suite est vide). La Chenille fait repartir une suite de 1 ; le Couteau Suisse est annoncé pour une valeur de 0 à 11." : "Lay cards on the two plate cards (same value) and on four suites, two from each plate card: the same value, or one more or one less than the top (or than the plate card while the suite is empty). The Chenille restarts a suite at 1; the Couteau Suisse is declared as a value from 0 to 11."}</Rule>
      <Rule id="orange_signs">{fr ? "Un signe posé à côté d'une suite la contraint : Plus, même valeur ou une de plus ; Moins, même valeur ou une de moins ; Multiplier/Diviser, multiples ou diviseurs du sommet (après un 0 ou un 1, tout passe)." : "A sign laid beside a suite constrains it: Plus, the same value or one more; Moins, the same value or one less; Multiplier/Diviser, multiples or divisors of the top (after a 0 or a 1 anything goes)."}</Rule>
      <Rule id="orange_powers">{fr ? "Les atouts de pouvoir vont au centre. Le Chat Noir fait piocher 3 cartes au suivant ; celui qui a le Papillon doit y répondre avec, et le joueur du Chat Noir pioche 6. Le Papillon joué seul fait piocher 3 cartes à son joueur ; la Chrysalide inverse le sens." : "Power trumps go in the centre. The Chat Noir makes the next player draw 3; a player holding the Papillon must answer with it, and the Chat Noir's player draws 6. The Papillon played on its own makes its player draw 3; the Chrysalide reverses the direction."}</Rule>
      <Rule id="orange_draw">{fr ? "On joue deux cartes si on peut. Une carte jouable doit être jouée : on ne pioche que si rien ne peut être joué, et on joue la carte piochée si on peut." : "Play two cards if you can. A playable card must be played: draw only when nothing can be played, and play the card drawn if you can."}</Rule>
      <p>{fr ? `Le premier qui vide sa main termine le tour : tous les autres marquent +${catalog.points.tour} (+${catalog.points.last_tour} au dernier tour). Chaque tour est distribué avec le reste du paquet orange ; tours par nombre de joueurs : ${tours}. Le moins de points gagne la manche.` : `The first to empty their hand ends the tour: everyone else scores +${catalog.points.tour} (+${catalog.points.last_tour} in the last tour). Each tour is dealt with the rest of the orange deck; tours by number of players: ${tours}. Fewest points wins the round.`}</p>
      <table class="score"><caption>{fr ? "Points de la manche orange" : "Orange round points"}</caption><tbody>{orangeTable.map(([a, b]) => <tr key={a}><th scope="row">{a}</th><td>{b}</td></tr>)}</tbody></table>

      <h2>{fr ? "La partie" : "The game"}</h2>
      <p>{fr ? "Total = points bleus − points orange. Le plus haut total gagne ; à égalité, on partage la victoire (ou, en règle maison, on départage aux dés). À 4, les points d'une équipe sont la somme de ses joueurs ; à 5, chaque joueur reçoit le total de son équipe." : "Total = blue points − orange points. Highest total wins; equal totals share the victory (or, as a house rule, roll off). With 4 players a team's points are the sum of its members'; with 5, each player is credited their team's total."}</p>
    </article>
  );
}
