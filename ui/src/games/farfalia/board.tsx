// Farfalia's table as the person's seat sees it: the seats with their cards and what
// each kept face up, the trick, the hand as one row of cards (arrows to move, Enter to
// play), and the decisions of the other phases (keep a card of a trick won, the
// dealer's discard and trump, DOUBLE YOU). Every move is one the engine listed.
import { useState } from "preact/hooks";
import type { FarfaliaCard, FarfaliaColour, FarfaliaPlayView, FarfaliaReport, SeatPlayer } from "../../bindings";
import { Section, Sep } from "../../components";
import { useApp } from "../../context";
import { DealTable } from "../../family/farfalia-sheet";
import { reasonText, subjectName } from "../../family/farfalia-words";
import type { Translate } from "../../i18n";
import { renamed } from "../../play/card-button";
import { RovingRow, useRoving } from "../../play/roving";
import { levelName } from "../../play/words";
import { actionText, cardName, lackingText, notationOf, pickText, trickCard, playedName, propositionWords, refusedText, sideScoreText, trumpWords, wonText } from "./words";

const SUBJECT_CLASS: Record<FarfaliaColour, string> = { red: "s-strawberry", green: "s-leaf", blue: "s-fish", orange: "s-shell" };
const COLOUR_WORD = { red: "farfaliaTrumpRed", green: "farfaliaTrumpGreen", blue: "farfaliaTrumpBlue", orange: "farfaliaTrumpOrange" } as const;
const BUTTERFLY = [8, 10, 12];

/** A card as drawn: its number and colour, a butterfly marked; its name for the ear. */
export function CardLook({ card, t }: { card: FarfaliaCard; t: Translate }) {
  return (
    <>
      <span class="fcard-face" aria-hidden="true">
        <strong>{card.rank}</strong>
        <small>{t(COLOUR_WORD[card.colour])}{BUTTERFLY.includes(card.rank) ? " ✦" : ""}</small>
        {/* the subject it counts as, in words (a colour alone did not say it) */}
        <small class="fcard-subject" data-subject={card.subject}>{subjectName(card.subject, t)}</small>
      </span>
      <span class="sr-only">{cardName(card, t)}</span>
    </>
  );
}

function cardClass(card: FarfaliaCard): string {
  return `fcard ${SUBJECT_CLASS[card.colour]}${BUTTERFLY.includes(card.rank) ? " butterfly" : ""}`;
}

/** Cards lying face up (a trick, a collection): a list, one Tab stop, named whole. */
function CardList({ cards, id, label, empty, t }: { cards: { card: FarfaliaCard | null; line: string; who?: string }[]; id: string; label: string; empty: string; t: Translate }) {
  const said = t("fplayListSays", { label, items: cards.length ? cards.map((c) => c.line).join(", ") : empty });
  if (cards.length === 0) return <p class="muted" id={id} tabIndex={0} aria-label={said} key={renamed(id, said)}>{empty}</p>;
  return (
    <ul class="fcards" role="list" id={id} tabIndex={0} aria-label={said} key={renamed(id, said)}>
      {cards.map((c, i) => (
        <li key={i} class={c.card ? cardClass(c.card) : "fcard joker"} data-card={c.card ? notationOf(c.card) : "joker"}>
          {c.card ? <CardLook card={c.card} t={t} /> : <span>{c.line}</span>}
          {c.who && <small class="who" aria-hidden="true">{c.who}</small>}
        </li>
      ))}
    </ul>
  );
}

/** The seats: name and level, this deal's side, the dealer, cards in hand, the tricks'
 *  face-down pile, the total. */
export function Seats({ b, seats, thinking, t, paused = false }: { b: FarfaliaPlayView; seats: SeatPlayer[]; thinking: number | null; t: Translate; paused?: boolean }) {
  const v = b.view;
  // while a deal's score shows (`paused`), the seats show no one to play, nor the next
  // deal's hands, sides and dealer: the totals after the deal only
  const toPlay = v.phase.phase === "over" || paused ? null : v.phase.seat;
  return (
    <ul class="seats-strip" role="list" aria-label={t("players")}>
      {v.names.map((n, i) => {
        const seat = seats[i];
        const side = v.sides.findIndex((s) => s.includes(i));
        const partners = (v.sides[side] ?? []).filter((m) => m !== i).map((m) => v.names[m]);
        const words = [
          partners.length ? t("fplayWith", { names: partners.join(", ") }) : t("fplayAlone"),
          t("fplayInHand", { count: v.hand_sizes[i] ?? 0 }),
          wonText(b, i, t),
          t("fplayTotal", { points: v.totals[i] ?? 0 }),
        ];
        const jokers = b.options.double_you ? t("fplayJokersLeft", { count: v.double_you_left[i] ?? 0 }) : null;
        return (
          <li key={renamed(String(i), `${toPlay === i}|${paused}|${words.join("|")}|${jokers}|${v.double_you[i]}|${v.dealer === i}|${thinking === i}`)} data-seat={i}
            class={`seat-badge${toPlay === i ? " current" : ""}${i === b.person ? " me" : ""}`} aria-current={toPlay === i ? "true" : undefined}>
            <span class="seat-name">{n}{seat?.player === "computer" ? <span class="level"><Sep />{levelName(seat.level, t)}</span> : null}
              {v.dealer === i && !paused && <span class="seat-role"><Sep />{t("fplayDealer")}</span>}</span>
            {paused ? <span class="small" data-total={v.totals[i] ?? 0}>{words[3]}</span> : <>
              <span class="small">{words[0]}<Sep /><span data-total={v.totals[i] ?? 0}>{words[3]}</span></span>
              <span class="small">{words[1]}<Sep />{words[2]}</span>
            </>}
            {jokers && <span class="small">{jokers}</span>}
            {v.double_you[i] && <span class="small warn">{t("fplayDoubleYouBadge")}</span>}
            {thinking === i && <span class="small thinking">…</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The deal's facts: the trump and the proposition (the subjects the sides collect). */
export function DealFacts({ b, t }: { b: FarfaliaPlayView; t: Translate }) {
  const v = b.view;
  return (
    <div class="fplay-facts">
      <p class="small" id="fplay-trump">
        {trumpWords(b, t)}<Sep />{t("fplayTricksDone", { done: v.tricks_done, of: v.tricks })}
      </p>
      {/* the proposition's row under its heading (the newcomer's item 13) */}
      <h3 class="facts-h" id="fplay-proposition-h">{t("fplayProposition")}</h3>
      {v.proposition ? (
        <ul class="farfalia-proposition" role="list" id="fplay-proposition" aria-labelledby="fplay-proposition-h">
          {v.proposition.map((s, i) => <li key={i} class={`subject s-${s}`}>{subjectName(s, t)}</li>)}
        </ul>
      ) : <p class="muted small" id="fplay-proposition">{propositionWords(b, t)}</p>}
    </div>
  );
}

/** The trick on the table (or, between two tricks of this deal, the last one and its
 *  winner: the last trick of the deal before is not this deal's). */
export function Trick({ b, t }: { b: FarfaliaPlayView; t: Translate }) {
  const v = b.view;
  const current = v.trick.length > 0 || !v.last_trick || v.tricks_done === 0;
  const plays = current ? v.trick : (v.last_trick?.plays ?? []);
  const cards = plays.map(([seat, p]) => ({
    card: p.kind === "card" ? p.card : null,
    line: t("fplayOnTrick", { name: v.names[seat] ?? "", card: playedName(p, t) }),
    who: v.names[seat],
  }));
  const last = !current && v.last_trick;
  // the heading stays (a heading renamed in place keeps its old name for a reader); the
  // list says which trick it shows
  return (
    <Section title={t("fplayTrick")} id="fplay-trick-h">
      <CardList cards={cards} id="fplay-trick" label={current ? t("fplayTrick") : t("fplayLastTrick")} empty={t("fplayTrickEmpty")} t={t} />
      {last && (
        <p class="small" id="fplay-trick-winner">
          {t("fplayWonBy", { name: v.names[last.winner] ?? "" })}
          {last.kept && <><Sep />{t("fplayKept", { card: cardName(last.kept, t) })}</>}
          {last.burned.length > 0 && <><Sep />{t("fplayBurned", { cards: last.burned.map((c) => cardName(c, t)).join(", ") })}</>}
        </p>
      )}
    </Section>
  );
}

/** What each side kept face up in this deal. */
export function Collections({ b, t }: { b: FarfaliaPlayView; t: Translate }) {
  const v = b.view;
  const lines = v.sides.map((members) => {
    const cards = members.flatMap((m) => v.collections[m] ?? []);
    return { side: members.map((m) => v.names[m]).join(" + "), cards };
  });
  const said = t("fplayListSays", {
    label: t("fplayCollections"),
    items: lines.map((l) => t("fplaySideKept", { side: l.side, cards: l.cards.length ? l.cards.map((c) => cardName(c, t)).join(", ") : t("fplayNothing") })).join(" "),
  });
  return (
    <Section title={t("fplayCollections")} id="fplay-kept-h">
      {/* made anew when what it says changes: WebKitGTK reports no change of name */}
      <ul class="fplay-kept" role="list" id="fplay-kept" tabIndex={0} aria-label={said} key={renamed("fplay-kept", said)}>
        {lines.map((l) => (
          <li key={l.side}>
            <strong>{l.side}</strong>{" "}
            {l.cards.length === 0 ? <span class="muted small">{t("fplayNothing")}</span>
              : <span class="fcards inline">{l.cards.map((c) => <span key={notationOf(c)} class={cardClass(c)}><CardLook card={c} t={t} /></span>)}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The person's hand: one row of cards. In the play phase a card the engine lists is
 *  played by Enter or a tap; the others say why not. In the dealer's discard, two cards
 *  are chosen, then laid aside. */
export function Hand({ b, myTurn, hinted, onPlay }: { b: FarfaliaPlayView; myTurn: boolean; hinted: string | null; onPlay: (action: string) => void }) {
  const { t, announce } = useApp();
  const v = b.view;
  const [chosen, setChosen] = useState<string[]>([]);
  // why the card tapped last cannot be played, seen under the hand until the table moves
  const moment = `${v.hand.length}|${v.trick.length}|${v.phase.phase}|${myTurn}`;
  const [refusal, setRefusal] = useState<{ at: string; why: string } | null>(null);
  const refused = refusal?.at === moment ? refusal.why : null;
  const roving = useRoving(v.hand.length);
  const phase = v.phase.phase;
  const discarding = myTurn && phase === "discard";
  const playing = myTurn && phase === "play";
  const discard = discarding && chosen.length === 2
    ? v.actions.find((a) => { const [, x, y] = a.split(/\s+/); return chosen.includes(x ?? "") && chosen.includes(y ?? "") && x !== y; }) ?? null
    : null;
  const discardLabel = discard ? actionText(discard, t) : t(chosen.length === 1 ? "fplayChooseOne" : "fplayChooseTwo");
  const label = (card: FarfaliaCard, i: number): string => {
    const name = `${cardName(card, t)}, ${t("fplayOf", { n: i + 1, of: v.hand.length })}`;
    if (playing) return v.actions.includes(`play ${notationOf(card)}`) ? name : `${name}, ${t("fplayCannotPlay")}`;
    // a chosen card says so by its pressed state: its name stays, and so does the focus
    return name;
  };
  return (
    <Section title={t("fplayHand")} id="fplay-hand-h">
      {v.hand.length === 0 ? <p class="muted" id="fplay-hand">{t("fplayNoCards")}</p> : (
        <RovingRow id="fplay-hand" label={t("fplayHand")} class="fplay-hand" onKeyDown={roving.onKeyDown}>
          {v.hand.map((card, i) => {
            const n = notationOf(card);
            const action = `play ${n}`;
            const can = playing && v.actions.includes(action);
            const on = discarding && chosen.includes(n);
            const name = label(card, i);
            return (
              <button type="button" key={renamed(n, name)} class={`${cardClass(card)} fcard-btn${on ? " on" : ""}${hinted === action ? " hinted" : ""}`}
                data-card={n} aria-pressed={discarding ? on : undefined} aria-disabled={(playing && !can) || (!playing && !discarding) ? "true" : undefined}
                {...roving.item(i)}
                onClick={() => {
                  if (can) onPlay(action);
                  else if (playing) { const why = refusedText(card, t); setRefusal({ at: moment, why }); announce(why); }
                  else if (discarding) setChosen((c) => (c.includes(n) ? c.filter((x) => x !== n) : [...c, n].slice(-2)));
                }}>
                <CardLook card={card} t={t} />
                <span class="sr-only">{name.slice(cardName(card, t).length)}</span>
              </button>
            );
          })}
        </RovingRow>
      )}
      {refused && <p class="warn small" id="fplay-refused-card">{refused}</p>}
      {v.joker && <p class="small" id="fplay-joker">{t("fplayYourJoker", { subject: subjectName(v.joker, t) })}</p>}
      {v.discard.length > 0 && <p class="small muted" id="fplay-discard">{t("fplayYourDiscard", { cards: v.discard.map((c) => cardName(c, t)).join(", ") })}</p>}
      {discarding && (
        <div class="stack" id="fplay-moves" role="group" aria-label={t("fplayYourMoves")}>
          <p class="small">{t("fplayDiscardHelp")}</p>
          <button type="button" class="primary" id="fplay-discard-button" disabled={!discard} key={renamed("discard", discardLabel)}
            onClick={() => { if (discard) { onPlay(discard); setChosen([]); } }}>
            {discardLabel}
          </button>
        </div>
      )}
    </Section>
  );
}

/** The decisions that are not a card from the hand: keep a card of the trick won (or
 *  none), the trump, DOUBLE YOU, a BURNIN' joker. */
export function Choices({ b, myTurn, hinted, onPlay }: { b: FarfaliaPlayView; myTurn: boolean; hinted: string | null; onPlay: (action: string) => void }) {
  const { t } = useApp();
  const v = b.view;
  if (!myTurn || v.phase.phase === "discard") return null;
  const extra = v.actions.filter((a) => !a.startsWith("play "));
  if (extra.length === 0) return null;
  const heading = v.phase.phase === "pick" ? t("fplayPickTitle") : v.phase.phase === "trump" ? t("fplayTrumpTitle")
    : v.phase.phase === "double_you" ? t("fplayDoubleYouTitle") : t("fplayYourMoves");
  return (
    <div class="stack" id="fplay-moves" role="group" aria-label={heading}>
      <p><strong>{heading}</strong></p>
      {v.phase.phase === "pick" && <p class="small muted">{t("fplayPickHelp")}</p>}
      {v.phase.phase === "pick" && <p class="small" id="fplay-lacking">{lackingText(b, t)}</p>}
      {extra.map((a) => {
        const card = a.startsWith("pick ") ? trickCard(v, a.slice(5)) : null;
        return (
          <button type="button" key={a} data-action={a} class={hinted === a ? "primary hinted" : undefined} onClick={() => onPlay(a)}>
            {card && <span class={`${cardClass(card)} mini`} aria-hidden="true">{card.rank}</span>}
            {pickText(a, t, v)}
          </button>
        );
      })}
    </div>
  );
}

/** A deal's end, as the score keeper explains it: the deal's last trick, what each
 *  side kept face up and why it scores what it scores (« 3 cartes pareilles : 6
 *  points », the points table), the players' points and totals so far (`table`), and
 *  who deals next and why (the lowest total; a tie goes clockwise from the outgoing
 *  dealer). With `onNext`, it stays until the person goes on to the next deal. */
export function DealScore({ b, report, deal, table = true, onNext }: {
  b: FarfaliaPlayView; report: FarfaliaReport; deal: number; table?: boolean; onNext?: () => void;
}) {
  const { t } = useApp();
  const v = b.view;
  const d = report.deals.find((x) => x.deal === deal) ?? null;
  const points = report.settings.points;
  const next = report.next && report.next.deal === deal + 1 ? report.next : null;
  // the deal's last trick: the view keeps it until this deal's first one is won
  const last = v.phase.phase === "over" || (v.tricks_done === 0 && v.trick.length === 0) ? v.last_trick : null;
  const jokers = d ? d.players.filter((p) => p.double_you) : [];
  return (
    <section class="panel fplay-deal-end" id="fplay-deal-end" aria-labelledby="fplay-deal-end-h" data-deal={deal}>
      <h2 id="fplay-deal-end-h">{t("fplayDealOver", { deal })}{d?.doubled && <><Sep />{t("fplayDoubled")}</>}</h2>
      {last && (
        <>
          <CardList id="fplay-deal-end-trick" label={t("fplayLastTrick")} empty={t("fplayTrickEmpty")} t={t}
            cards={last.plays.map(([seat, p]) => ({
              card: p.kind === "card" ? p.card : null,
              line: t("fplayOnTrick", { name: v.names[seat] ?? "", card: playedName(p, t) }),
              who: v.names[seat],
            }))} />
          <p class="small">
            {t("fplayWonBy", { name: v.names[last.winner] ?? "" })}
            {last.kept && <><Sep />{t("fplayKept", { card: cardName(last.kept, t) })}</>}
          </p>
        </>
      )}
      <p class="small">{t("fplayScoreRule")}</p>
      <p class="muted small" id="fplay-points-table">{t("farfaliaPointsTable", { three: points[3] ?? 0, two: points[2] ?? 0, one: points[1] ?? 0 })}</p>
      {d && (
        <ul class="fplay-kept" role="list" id="fplay-deal-end-sides">
          {d.sides.map((side, k) => {
            const words = sideScoreText(d, k, b, t);
            return (
              <li key={k} data-side={k}>
                <strong>{words.name}</strong>{" "}
                {side.cards.length === 0 ? <span class="muted small">{t("fplayNothing")}</span> : (
                  <span class="fcards inline">{side.cards.map((c) => <span key={notationOf(c)} class={cardClass(c)}><CardLook card={c} t={t} /></span>)}</span>
                )}
                <span class="side-score" data-points={side.points}>{words.score}</span>
              </li>
            );
          })}
        </ul>
      )}
      {jokers.map((p) => <p key={p.name} class="small">{t("fplayDoubleYouScored", { name: p.name, points: p.points, times: p.multiplier })}</p>)}
      {table && <DealTable report={report} t={t} id="fplay-deal-end-deals" />}
      {next?.dealer && <p id="fplay-next-dealer">{t("fplayNextDealer", { name: next.dealer })} {reasonText(next.reason, next.dealer, t)}</p>}
      {onNext && (
        <div class="stack">
          <button type="button" class="primary big" id="fplay-next-deal" onClick={onNext}>{t("fplayNextDeal")}</button>
        </div>
      )}
    </section>
  );
}
