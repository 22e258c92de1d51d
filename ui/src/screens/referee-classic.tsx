// The referee of the Papillon of 1756: the face-up cards and the card played, tapped
// from a 52-card deck; the engine lists every capture with the counters it earns, or
// says whether the cards chosen may be taken and why not. Nothing here decides a rule.
import { useRef, useState } from "preact/hooks";
import { api, type ClassicRefereeAnswer } from "../api";
import { Check, ChoiceChips, Section, rovingKeyDown, rovingTabIndex } from "../components";
import { useApp } from "../context";
import { listText } from "../cards";
import type { ClassicOptions } from "../api";
import { CLASSIC_OPTIONS, RANKS, SUITS, eventText, refusalText, suitedName } from "../family/classic-words";
import type { Key } from "../i18n";

type Target = "table" | "card";

export function ClassicPanel() {
  const { t, fail, announce, catalog } = useApp();
  const [players, setPlayers] = useState(3);
  const [lastRound, setLastRound] = useState(false);
  // the house rules that change what a capture takes or earns (the others do not)
  const [options, setOptions] = useState<ClassicOptions>(catalog.classic_options);
  const [target, setTarget] = useState<Target>("table");
  const [table, setTable] = useState<string[]>([]);
  const [card, setCard] = useState<string | null>(null);
  const [taken, setTaken] = useState<string[]>([]);
  const [answer, setAnswer] = useState<ClassicRefereeAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (c: string) => suitedName(c, t);
  // each change makes earlier questions stale: their answers, if they come, are dropped
  const asked = useRef(0);
  const changed = () => { asked.current++; setAnswer(null); };
  // a deck card is a toggle: tapped again, it leaves the table (or is no longer the card played)
  const tap = (c: string) => {
    changed();
    if (c === card) { setCard(null); announce(t("refClassicNoCard")); return; }
    if (table.includes(c)) {
      setTable(table.filter((x) => x !== c)); setTaken(taken.filter((x) => x !== c));
      announce(t("refClassicRemoved", { card: name(c) }));
      return;
    }
    if (target === "card") { setCard(c); announce(t("refClassicPlayed", { card: name(c) })); return; }
    setTable([...table, c]);
    announce(t("refClassicOnTable", { name: name(c) }));
  };
  const ask = async (check: boolean) => {
    if (!card) return;
    const mine = ++asked.current;
    setBusy(true);
    try {
      const a = await api.refereeClassic({
        table, card, situation: { players, player: 0, last_round: lastRound, options }, taken: check ? taken : undefined,
      });
      if (mine !== asked.current) return;
      setAnswer(a);
      if (check && a.verdict) announce(a.verdict.verdict === "allowed" ? t("refClassicAllowed") : t("refClassicRefused", { reason: refusalText(a.verdict.reason, t) }));
      else announce(a.captures.length === 0 ? t("refClassicNone") : t("refPlays", { n: a.captures.length }));
    } catch (e) { fail(e); } finally { setBusy(false); }
  };
  const verdict = answer?.verdict ?? null;
  return (
    <div id="ref-classic">
      <p class="muted">{t("refClassicHelp")}</p>
      <Section title={t("refClassicPlayers")} id="ref-classic-players-h">
        <div class="seg" role="radiogroup" aria-label={t("refClassicPlayers")} onKeyDown={(e) => rovingKeyDown(e, (i) => { setPlayers(3 + i); changed(); })}>
          {[3, 4].map((n, i) => (
            <button type="button" key={n} role="radio" aria-checked={players === n} data-players={n} tabIndex={rovingTabIndex(players === n, i, true)}
              class={players === n ? "chip on" : "chip"} onClick={() => { setPlayers(n); changed(); }}>{n}</button>
          ))}
        </div>
        <Check id="ref-classic-last" checked={lastRound} label={t("classicLastRound")} onChange={(on) => { setLastRound(on); changed(); }} />
        <details class="panel">
          <summary>{t("houseRules")}</summary>
          {(["face_value", "bonuses"] as const).map((key) => {
            const words = CLASSIC_OPTIONS[key];
            return (
              <fieldset class="option" key={key}>
                <legend>{t(words.title)}</legend>
                <p class="help">{t(words.help)}</p>
                <ChoiceChips id={`ref-classic-${key}`} label={t(words.title)} values={Object.keys(words.choices)} chosen={options[key]}
                  name={(v) => t((words.choices as Record<string, Key>)[v])}
                  onPick={(v) => { setOptions({ ...options, [key]: v }); changed(); }} />
              </fieldset>
            );
          })}
          <fieldset class="option">
            <legend>{t("classicHaneton")}</legend>
            <p class="help">{t("classicHanetonHelp")}</p>
            <ChoiceChips id="ref-classic-haneton" label={t("classicHaneton")} values={["pays", "not"]} chosen={options.haneton_in_last_round ? "pays" : "not"}
              name={(v) => t(v === "pays" ? "classicHanetonPays" : "classicHanetonNot")}
              onPick={(v) => { setOptions({ ...options, haneton_in_last_round: v === "pays" }); changed(); }} />
          </fieldset>
        </details>
      </Section>
      <Section title={t("refClassicDeck")} id="ref-classic-deck-h">
        <div class="seg" role="radiogroup" aria-label={t("refClassicTarget")} onKeyDown={(e) => rovingKeyDown(e, (i) => setTarget(i === 0 ? "table" : "card"))}>
          {(["table", "card"] as const).map((g, i) => (
            <button type="button" key={g} role="radio" aria-checked={target === g} id={`ref-classic-to-${g}`} tabIndex={rovingTabIndex(target === g, i, true)}
              class={target === g ? "chip on" : "chip"} onClick={() => setTarget(g)}>{t(g === "table" ? "refClassicToTable" : "refClassicToCard")}</button>
          ))}
        </div>
        {SUITS.map(([suit, sign]) => (
          <div key={suit} class="chips deck-row" role="group" aria-label={t("classicSuit", { suit })}>
            {RANKS.map((r) => {
              const c = `${r}${suit}`;
              const used = table.includes(c) || card === c;
              return (
                <button type="button" key={c} class={`chip suit-${suit}${used ? " on" : ""}`} data-card={c} aria-pressed={used}
                  onClick={() => tap(c)}><span aria-hidden="true">{r}{sign}</span><span class="sr-only">{name(c)}</span></button>
              );
            })}
          </div>
        ))}
      </Section>
      <Section title={t("refClassicTable")} id="ref-classic-table-h">
        {table.length === 0 ? <p class="muted">{t("refClassicNoTable")}</p> : (
          <ul class="chips" id="ref-classic-table">
            {table.map((c) => (
              <li key={c}>
                <button type="button" class={taken.includes(c) ? "chip on" : "chip"} aria-pressed={taken.includes(c)} data-card={c}
                  onClick={() => { changed(); setTaken(taken.includes(c) ? taken.filter((x) => x !== c) : [...taken, c]); }}>{name(c)}</button>
                <button type="button" class="icon ghost" aria-label={t("refClassicRemove", { card: name(c) })}
                  onClick={() => { changed(); setTable(table.filter((x) => x !== c)); setTaken(taken.filter((x) => x !== c)); }}>✕</button>
              </li>
            ))}
          </ul>
        )}
        <p id="ref-classic-card">{card ? t("refClassicPlayed", { card: name(card) }) : t("refClassicNoCard")}</p>
        <p class="muted small">{t("refClassicChooseTaken")}</p>
        <div class="chips">
          <button type="button" class="primary" id="ref-classic-ask" disabled={!card || busy} onClick={() => ask(false)}>{t("refClassicAsk")}</button>
          <button type="button" id="ref-classic-check" disabled={!card || taken.length === 0 || busy} onClick={() => ask(true)}>{t("refClassicCheck")}</button>
        </div>
      </Section>
      {answer && (
        <Section title={t("refClassicAnswer")} id="ref-classic-answer-h">
          {verdict && (
            <p class={verdict.verdict === "allowed" ? "ok" : "warn"} id="verdict">
              {verdict.verdict === "allowed" ? t("refClassicAllowed") : t("refClassicRefused", { reason: refusalText(verdict.reason, t) })}
            </p>
          )}
          {answer.captures.length === 0 ? <p id="ref-classic-none">{t("refClassicNone")}</p> : (
            <ul class="log" id="ref-classic-captures">
              {answer.captures.map((a) => (
                <li key={a.action} data-action={a.action}>
                  <strong>{t("refClassicCapture", { kind: a.kind, taken: listText(a.taken.map(name), t) })}</strong>
                  {" · "}{t("refClassicEarns", { each: a.each, counters: a.counters })}
                  {a.events.length > 0 && <span class="muted small"> — {a.events.map((e) => eventText(e, [t("refClassicYou")], t)).join(" · ")}</span>}
                  {a.sautenelle && <p class="small">{t("refClassicSautenelle")}</p>}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
    </div>
  );
}
