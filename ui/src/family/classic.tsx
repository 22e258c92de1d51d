// The 18th-century Papillon at a real table: the counter keeper. The set-up (the first
// dealer, starting counters, the house rules), then each event tapped as it happens —
// a capture (by its cards, or by its bonuses), a reveal, the next deal, a win, the end of
// a game with the card counts, a new game — and the engine (crates/classic-papillon)
// moves the counters, names every transfer and refuses what cannot be. Nothing here
// decides a rule.
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { ClassicOptions, Entry, Ledger, LedgerReport, RevealReason } from "../api";
import type { Party } from "../bindings";
import { Check, ChoiceChips, Section, Stepper } from "../components";
import { useApp } from "../context";
import type { Key } from "../i18n";
import { CLASSIC_OPTIONS, RANKS, eventText, rankName, rankShort, reasonName, transferText, type ChoiceOption } from "./classic-words";
import type { SheetEdit } from "./prout";

const CHOICE_OPTIONS: ChoiceOption[] = ["face_value", "pot_to", "unwon_pot", "bonuses", "consolation_to", "blaetter_tie", "debt", "empty_table_deal"];

/** The first dealer, the starting counters and the house rules, before the first game. */
export function ClassicSetup({ sheet, seats, onChange }: { sheet: Ledger; seats: string[]; onChange: (sheet: Ledger) => void }) {
  const { t } = useApp();
  const options = sheet.options;
  const dealer = seats.includes(sheet.dealer) ? sheet.dealer : null;
  return (
    <Section title={t("classicSetup")} id="classic-setup-h">
      <p class="muted small">{t("classicPlayersHelp")}</p>
      {seats.length > 0 && (
        <>
          <p>{t("classicFirstDealer")}</p>
          <ChoiceChips id="classic-dealer" label={t("classicFirstDealer")} values={seats} chosen={dealer} name={(p) => p}
            onPick={(p) => onChange({ ...sheet, dealer: p })} />
        </>
      )}
      <ClassicRules options={options} onChange={(o) => onChange({ ...sheet, options: o })} />
    </Section>
  );
}

/** The starting counters and every house rule of the 1756 game (the counter keeper's
 *  set-up and a game against the computer share it). */
export function ClassicRules({ options, onChange }: { options: ClassicOptions; onChange: (o: ClassicOptions) => void }) {
  const { t } = useApp();
  const set = (o: Partial<ClassicOptions>) => onChange({ ...options, ...o });
  return (
    <>
      <Stepper label={t("classicStartingCounters")} value={options.starting_counters} min={0} max={9999}
        onChange={(v) => set({ starting_counters: v })} />
      <fieldset class="option">
        <legend>{t("classicStake")}</legend>
        <p class="help">{t("classicStakeHelp")}</p>
        <ChoiceChips id="classic-stake" label={t("classicStake")} values={[1, 2]} chosen={options.stake}
          name={(v) => t(v === 1 ? "classicStakeOne" : "classicStakeTwo")} onPick={(v) => set({ stake: v })} />
      </fieldset>
      {CHOICE_OPTIONS.map((key) => {
        const words = CLASSIC_OPTIONS[key];
        const choices = Object.keys(words.choices) as string[];
        const chosen = options[key] as string;
        return (
          <fieldset class="option" key={key}>
            <legend>{t(words.title)}</legend>
            <p class="help">{t(words.help)}</p>
            <ChoiceChips id={`classic-${key}`} label={t(words.title)} values={choices} chosen={chosen}
              name={(v) => t((words.choices as Record<string, Key>)[v])} onPick={(v) => set({ [key]: v } as Partial<ClassicOptions>)} />
          </fieldset>
        );
      })}
      <fieldset class="option">
        <legend>{t("classicHaneton")}</legend>
        <p class="help">{t("classicHanetonHelp")}</p>
        <ChoiceChips id="classic-haneton" label={t("classicHaneton")} values={["pays", "not"]} chosen={options.haneton_in_last_round ? "pays" : "not"}
          name={(v) => t(v === "pays" ? "classicHanetonPays" : "classicHanetonNot")} onPick={(v) => set({ haneton_in_last_round: v === "pays" })} />
      </fieldset>
    </>
  );
}

type Kind = "capture" | "reveal" | "deal" | "won" | "end" | "new_game";
const KINDS: Kind[] = ["capture", "reveal", "deal", "won", "end", "new_game"];
const KIND_KEYS = {
  capture: "classicKindCapture", reveal: "classicKindReveal", deal: "classicKindDeal",
  won: "classicKindWon", end: "classicKindEnd", new_game: "classicKindNewGame",
} as const satisfies Record<Kind, Key>;
const REASONS: RevealReason[] = ["cannot_capture", "after_sautenelle", "out_of_turn"];

/** The form of one entry: what happened, and its details; `onAdd` records it. */
function EntryForm({ players, now, accepted, onAdd }: {
  players: string[]; now: LedgerReport["now"] | null; accepted: number; onAdd: (e: Entry) => void;
}) {
  const { t } = useApp();
  const [kind, setKind] = useState<Kind>("capture");
  const [player, setPlayer] = useState<string | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [took, setTook] = useState<string[]>([]);
  const [sautenelle, setSautenelle] = useState(false);
  const [byBonuses, setByBonuses] = useState(false);
  const [aces, setAces] = useState(0);
  const [pure, setPure] = useState(false);
  const [klein, setKlein] = useState(false);
  const [haneton, setHaneton] = useState(false);
  const [cards, setCards] = useState(3);
  const [reason, setReason] = useState<RevealReason>("cannot_capture");
  const [turnedUp, setTurnedUp] = useState(false);
  const [piles, setPiles] = useState<Record<string, number>>({});
  const [left, setLeft] = useState(0);
  const [winner, setWinner] = useState<string | null>(null);
  const [consolation, setConsolation] = useState<string | null>(null);
  const reset = () => {
    setPlayer(null); setCard(null); setTook([]); setSautenelle(false); setAces(0); setPure(false);
    setKlein(false); setHaneton(false); setCards(3); setReason("cannot_capture"); setTurnedUp(false);
    setPiles({}); setLeft(0); setWinner(null); setConsolation(null); setByBonuses(false);
  };
  // the form empties once the engine has taken the entry (a new line in its ledger); a
  // refused entry stays as it was typed, to be corrected
  // (before the screen is drawn: the new line and the empty form appear together)
  const taken = useRef(accepted);
  useLayoutEffect(() => {
    if (accepted > taken.current) reset();
    taken.current = accepted;
  }, [accepted]);
  const needsPlayer = kind === "capture" || kind === "reveal" || kind === "won";
  const entry = (): Entry | null => {
    switch (kind) {
      case "capture":
        if (!player) return null;
        return byBonuses
          ? { entry: "capture", player, aces, pure, klein_papillon: klein, haneton, sautenelle }
          : { entry: "capture", player, card: card ?? undefined, took, sautenelle };
      case "reveal": return player ? { entry: "reveal", player, cards, aces, reason } : null;
      case "deal": return { entry: "deal", turned_up: turnedUp };
      case "won": return player ? { entry: "won", player } : null;
      case "end":
        return { entry: "end", cards: Object.fromEntries(players.map((p) => [p, piles[p] ?? 0])), left_on_table: left,
          winner: winner ?? undefined, consolation: consolation ?? undefined };
      case "new_game": return { entry: "new_game", dealer: player ?? undefined };
    }
  };
  const ready = entry() !== null && !(needsPlayer && !player);
  // "" stands for nobody in the two optional choices
  const withNobody = ["", ...players];
  return (
    <Section title={t("classicRecord")} id="classic-record-h">
      <ChoiceChips cls="seg" id="classic-kind" label={t("classicKind")} values={KINDS} chosen={kind} name={(k) => t(KIND_KEYS[k])}
        onPick={(k) => { setKind(k); reset(); }} />
      {(needsPlayer || kind === "new_game") && (
        <>
          <p>{kind === "new_game" ? t("classicNextDealer") : t("classicWho")}</p>
          {kind === "new_game" ? (
            <ChoiceChips id="classic-player" label={t("classicNextDealer")} values={["", ...players]} chosen={player ?? ""}
              name={(p) => p || t("classicNextDealerAuto")} onPick={(p) => setPlayer(p || null)} />
          ) : (
            <ChoiceChips id="classic-player" label={t("classicWho")} values={players} chosen={player} name={(p) => p} onPick={setPlayer} />
          )}
        </>
      )}
      {kind === "capture" && (
        <>
          {!byBonuses && (
            <>
              <p>{t("classicCardPlayed")}</p>
              <ChoiceChips id="classic-card" label={t("classicCardPlayed")} values={RANKS} chosen={card} name={(r) => rankShort(r, t)}
                spoken={(r) => rankName(r, t)} onPick={setCard} />
              <p>{t("classicCardsTaken")}</p>
              <div class="chips" role="group" aria-label={t("classicCardsTaken")} id="classic-took-pick">
                {RANKS.map((r) => (
                  <button type="button" key={r} class="chip" data-rank={r} onClick={() => setTook([...took, r])}>
                    <span aria-hidden="true">{rankShort(r, t)}</span><span class="sr-only">{t("classicTakeRank", { rank: rankName(r, t) })}</span>
                  </button>
                ))}
              </div>
              <ul class="chips" id="classic-took" aria-label={t("classicCardsTaken")}>
                {took.length === 0 && <li class="muted small">{t("classicNoCardsTaken")}</li>}
                {took.map((r, i) => (
                  <li key={`${r}-${i}`}>
                    <button type="button" class="chip on" onClick={() => setTook(took.filter((_, j) => j !== i))}>
                      <span aria-hidden="true">{rankShort(r, t)} ✕</span><span class="sr-only">{t("classicRemoveTaken", { card: rankName(r, t) })}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Check id="classic-sautenelle" checked={sautenelle} label={t("classicSautenelle")} onChange={setSautenelle} />
          <Check id="classic-by-bonuses" checked={byBonuses} label={t("classicByBonuses")} onChange={setByBonuses} />
          {byBonuses && (
            <>
              <Stepper label={t("classicAces")} value={aces} min={0} max={4} onChange={setAces} />
              <Check id="classic-pure" checked={pure} label={t("classicPure")} onChange={setPure} />
              <Check id="classic-klein" checked={klein} label={t("classicKleinPapillon")} onChange={setKlein} />
              <Check id="classic-haneton-bonus" checked={haneton} label={t("classicHanetonBonus")} onChange={setHaneton} />
            </>
          )}
        </>
      )}
      {kind === "reveal" && (
        <>
          <Stepper label={t("classicRevealCards")} value={cards} min={1} max={3} onChange={setCards} />
          <Stepper label={t("classicRevealAces")} value={aces} min={0} max={3} onChange={setAces} />
          <p>{t("classicRevealReason")}</p>
          <ChoiceChips id="classic-reason" label={t("classicRevealReason")} values={REASONS} chosen={reason} name={(r) => reasonName(r, t)} onPick={setReason} />
        </>
      )}
      {kind === "deal" && (
        <Check id="classic-turned-up" checked={turnedUp} label={t("classicTurnedUp")} onChange={setTurnedUp} />
      )}
      {kind === "end" && (
        <>
          {players.map((p) => (
            <div key={p} data-pile={p}>
              <Stepper label={t("classicCardsCounted", { name: p })} value={piles[p] ?? 0} min={0} max={52} onChange={(v) => setPiles({ ...piles, [p]: v })} />
            </div>
          ))}
          <div id="classic-left"><Stepper label={t("classicLeftOnTable")} value={left} min={0} max={52} onChange={setLeft} /></div>
          <p>{t("classicWinnerOptional")}</p>
          <ChoiceChips id="classic-winner" label={t("classicWinnerOptional")} values={withNobody} chosen={winner ?? ""}
            name={(p) => p || t("classicNobody")} onPick={(p) => setWinner(p || null)} />
          <p>{t("classicConsolationOptional")}</p>
          <ChoiceChips id="classic-consolation" label={t("classicConsolationOptional")} values={withNobody} chosen={consolation ?? ""}
            name={(p) => p || t("classicNobody")} onPick={(p) => setConsolation(p || null)} />
        </>
      )}
      {now?.over && kind !== "new_game" && <p class="warn">{t("classicGameOver")}</p>}
      <button type="button" class="primary" id="classic-add" disabled={!ready}
        onClick={() => { const e = entry(); if (e) onAdd(e); }}>{t("classicAdd")}</button>
    </Section>
  );
}

function sameParty(a: Party, b: Party): boolean {
  return a === "pot" || b === "pot" ? a === b : a.player === b.player;
}

/** The counters, whose deal it is, the entry form and the ledger so far. */
export function ClassicSheetView({ sheet, report, onEdit }: { sheet: Ledger; report: LedgerReport | null; onEdit: SheetEdit<Ledger> }) {
  const { t, announce } = useApp();
  const names = sheet.players;
  const counters = report?.counters ?? names.map(() => sheet.options.starting_counters);
  // what each party received and paid, added up from the engine's transfers, so the
  // table shows how each count came about: start + received − paid = now (issue 33)
  const flows = (party: Party) => {
    let received = 0, paid = 0;
    for (const l of report?.lines ?? []) for (const e of l.events) for (const tr of e.transfers) {
      if (sameParty(tr.to, party)) received += tr.counters;
      if (sameParty(tr.from, party)) paid += tr.counters;
    }
    return { received, paid };
  };
  const row = (key: string, label: string, party: Party, start: number, now: number, id?: string) => {
    const { received, paid } = flows(party);
    return (
      <tr key={key} data-player={key} data-start={start} data-received={received} data-paid={paid} data-now={now}>
        <th scope="row">{label}</th>
        <td class="num">{start}</td><td class="num">{received > 0 ? `+${received}` : 0}</td><td class="num">{paid > 0 ? `−${paid}` : 0}</td>
        <td class="num counters total" id={id}>{now}</td>
      </tr>
    );
  };
  const now = report?.now ?? null;
  // each new line of the ledger is announced: what the engine made of the entry
  const lines = report?.lines ?? [];
  const heard = useRef(lines.length);
  useEffect(() => {
    if (lines.length > heard.current) {
      const last = lines[lines.length - 1];
      const words = last.events.map((e) => eventText(e.event, names, t)).join(". ");
      if (words) announce(t("classicRecorded", { what: words }));
    }
    heard.current = lines.length;
  }, [lines.length]);
  return (
    <>
      <Section title={t("classicCounters")} id="classic-counters-h">
        <div class="table-wrap">
          <table class="score compact" id="classic-counters">
            <thead>
              <tr><th scope="col">{t("player")}</th><th scope="col" class="num">{t("classicStartCol")}</th><th scope="col" class="num">{t("classicReceivedCol")}</th>
                <th scope="col" class="num">{t("classicPaidCol")}</th><th scope="col" class="num">{t("classicNowCol")}</th></tr>
            </thead>
            <tbody>
              {names.map((p, i) => row(p, p, { player: i }, sheet.options.starting_counters, counters[i] ?? 0))}
              {row("pot", t("classicPot"), "pot", 0, report?.pot ?? 0, "classic-pot")}
            </tbody>
          </table>
        </div>
        {now && (
          <p id="classic-now">
            {t("classicNow", { game: now.game, deal: now.deal, most: now.deals_at_most, dealer: names[now.dealer] ?? "?", talon: now.talon })}
            {now.last_round && <strong> · {t("classicLastRound")}</strong>}
          </p>
        )}
      </Section>
      <EntryForm players={names} now={now} accepted={lines.length} onAdd={(e) => onEdit((s) => ({ ...s, entries: [...s.entries, e] }))} />
      <Section title={t("classicLedger")} id="classic-ledger-h">
        <ol class="move-log" id="classic-ledger" tabIndex={0} aria-label={t("classicLedger")}>
          {lines.map((l, i) => (
            <li key={i} data-entry={l.entry ?? "start"}>
              <strong>{l.entry === null ? t("classicStart") : t("classicEntryN", { n: l.entry + 1 })}</strong>
              <ul>
                {l.events.map((e, j) => (
                  <li key={j}>
                    {eventText(e.event, names, t)}
                    {e.transfers.length > 0 && <span class="muted small"> — {e.transfers.map((tr) => transferText(tr, names, t)).join(" · ")}</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
