import { Fragment, type ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { CardInfo, RuleOptions } from "./api";
import { useApp } from "./context";
import { houseRule } from "./enums";

export const FAMILY_CLASS: Record<string, string> = { F: "formes", E: "elements", D: "decouvertes", S: "serpents" };
export const FAMILY_MARK: Record<string, string> = { F: "▲", E: "◆", D: "✦", S: "§" };

/** What drawing a card needs. */
export type CardLook = Pick<CardInfo, "face" | "name" | "family" | "rank">;

/** A card drawn the way players recognise it: family colour and mark, the number, or
 *  the trump's name. */
export function CardFace({ card, small }: { card: CardLook; small?: boolean }) {
  const cls = card.family ? FAMILY_CLASS[card.family] : "trump";
  return (
    <span class={`card ${cls}${small ? " small" : ""}`} aria-hidden="true">
      {card.family ? (
        <>
          <span class="rank">{card.rank}</span>
          <span class="mark">{FAMILY_MARK[card.family]}</span>
        </>
      ) : (
        <TrumpName name={card.name} />
      )}
    </span>
  );
}

/** A trump's name on its card: it may wrap between its words (and after the slash of
 *  « Multiplier/Diviser »), never inside one; the font is sized so that its longest word
 *  fits the card (`--fit`, its length in letters), the way a printed card shrinks a long
 *  name rather than split it (issue 50, item 2). */
export function TrumpName({ name }: { name: string }) {
  const parts = name.split(/(?<=\/)/);
  const longest = Math.max(1, ...name.split(/\s+|(?<=\/)/).map((w) => w.length));
  return (
    <span class="trump-name" style={{ "--fit": String(longest) }}>
      {parts.map((p, i) => <Fragment key={i}>{i > 0 && <wbr />}{p}</Fragment>)}
    </span>
  );
}

/** Finds the card of a notation (`F3`, `chat-noir`) in the engine's catalogue; a text
 *  that is no card is shown as written. */
export function useCardInfo(): (face: string) => CardLook {
  const { catalog } = useApp();
  return (face: string) => catalog.cards.find((c) => c.face === face) ?? { face, name: face, family: null, rank: null };
}

export function Die({ value, colour, rolling, label }: { value: number | null; colour: "blue" | "orange"; rolling?: boolean; label: string }) {
  const pips: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  const on = value ? pips[value] ?? [] : [];
  return (
    <span class={`die ${colour}${rolling ? " rolling" : ""}`} role="img" aria-label={value ? `${label} ${value}` : label}>
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} class={on.includes(i) ? "pip on" : "pip"} />
      ))}
    </span>
  );
}

/** A number with − and + buttons. `onStep` (when given) receives the buttons' taps as
 *  relative steps, so two quick taps count twice; `onChange` receives a typed value.
 *  `id`: the number field's, for a visible `<label for>` beside the stepper. */
export function Stepper({ value, onChange, onStep, label, min = 0, max, id }: { value: number; onChange: (v: number) => unknown; onStep?: (by: number) => void; label: string; min?: number; max: number; id?: string }) {
  const { t } = useApp();
  const [text, setText] = useState(String(value));
  // the value the sheet holds now: after a change the engine refused, the field shows
  // it again, not the number that was typed
  const held = useRef(value);
  held.current = value;
  const field = useRef<HTMLInputElement>(null);
  const resync = () => {
    setText(String(held.current));
    // the field too, should the typed text never have been drawn (a quick refusal)
    if (field.current) field.current.value = String(held.current);
  };
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10);
    if (Number.isFinite(n) && n !== value) void Promise.resolve(onChange(n)).finally(resync);
    else setText(String(value));
  };
  return (
    <div class="stepper" role="group" aria-label={label}>
      <button type="button" class="round" aria-label={`${t("less")} (${label})`} disabled={value <= min} onClick={() => (onStep ? onStep(-1) : onChange(value - 1))}>−</button>
      <input
        ref={field} type="number" inputMode="numeric" pattern="[0-9]*" min={min} max={max} value={text} aria-label={label} id={id}
        onInput={(e) => setText((e.target as HTMLInputElement).value)}
        onChange={(e) => commit((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => { if (e.key === "Enter") commit((e.target as HTMLInputElement).value); }}
      />
      <button type="button" class="round" aria-label={`${t("more")} (${label})`} disabled={value >= max} onClick={() => (onStep ? onStep(1) : onChange(value + 1))}>+</button>
    </div>
  );
}

/** Arrow keys in a tab list or a radio group made of buttons (WAI-ARIA Authoring
 *  Practices): the group is one Tab stop (the selected item has tabIndex 0, the others
 *  -1); Left/Up and Right/Down move to the previous/next item, wrapping, Home and End to
 *  the first and last; the item moved to is selected and focused. Put it on the group's
 *  onKeyDown; `select` gets the index of the item among the group's tabs or radios. */
export function rovingKeyDown(e: KeyboardEvent, select: (index: number) => void) {
  const group = e.currentTarget as HTMLElement;
  const items = Array.from(group.querySelectorAll<HTMLElement>('[role="tab"], [role="radio"]'))
    .filter((el) => !(el as HTMLButtonElement).disabled);
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0 || items.length === 0) return;
  let next: number;
  switch (e.key) {
    case "ArrowRight": case "ArrowDown": next = (at + 1) % items.length; break;
    case "ArrowLeft": case "ArrowUp": next = (at - 1 + items.length) % items.length; break;
    case "Home": next = 0; break;
    case "End": next = items.length - 1; break;
    default: return;
  }
  e.preventDefault();
  items[next].focus();
  select(next);
}

/** The tabIndex of a roving group's item: 0 for the selected one (or the first when none
 *  is), -1 for the rest. */
export function rovingTabIndex(selected: boolean, index: number, anySelected: boolean): number {
  return selected || (!anySelected && index === 0) ? 0 : -1;
}

/** A panel opened and closed by its summary (details/summary), whose summary is a button
 *  with its state: WebKitGTK gives a bare summary no role a screen reader acts on and no
 *  expanded or collapsed state. */
export function Disclosure({ summary, children, id, cls = "panel" }: { summary: string; children: ComponentChildren; id?: string; cls?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details class={cls} id={id} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary role="button" aria-expanded={open ? "true" : "false"}>{summary}</summary>
      {children}
    </details>
  );
}

/** The dot between two facts on one line: seen, not said (a screen reader says
 *  "middle dot"); a reader hears a comma's pause instead. */
export function Sep() {
  return <><span aria-hidden="true"> · </span><span class="sr-only">, </span></>;
}

export function Section({ title, children, id }: { title: string; children: ComponentChildren; id?: string }) {
  return (
    <section class="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Every house rule with its choices, explained in one line each. */
export function OptionsEditor({ options, onChange }: { options: RuleOptions; onChange: (o: RuleOptions) => void }) {
  const { t, catalog } = useApp();
  const numbers: Record<string, number | null> = { ...options.trump_numbers };
  const chosen: Record<string, unknown> = { ...options };
  return (
    <div class="options">
      {catalog.house_rules.map((rule) => {
        const current = String(chosen[rule.key] ?? rule.default);
        const words = houseRule(rule.key);
        if (!words) return null;
        return (
          <fieldset key={rule.key} class="option">
            <legend>{t(words.title)}</legend>
            <p class="help">{t(words.help)}</p>
            <div class="choices">
              {rule.values.map((choice) => (
                <label key={choice} class={current === choice ? "choice on" : "choice"}>
                  <input type="radio" name={`rule-${rule.key}`} value={choice} checked={current === choice}
                    onChange={() => onChange({ ...options, [rule.key]: choice })} />
                  {words.choices[choice] ? t(words.choices[choice]) : choice}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <fieldset class="option">
        <legend>{t("trumpNumbers")}</legend>
        <p class="help">{t("trumpNumbersHelp")}</p>
        <div class="trump-numbers">
          {catalog.numbered_trumps.map(({ key: k, card }) => {
            const v = numbers[k];
            return (
              <label key={k} class="num">
                <span>{card.name}</span>
                <input type="number" inputMode="numeric" min={0} max={catalog.max_trump_number} placeholder={t("none")} value={v ?? ""}
                  onChange={(e) => {
                    const raw = (e.target as HTMLInputElement).value.trim();
                    const n = raw === "" ? null : Number.parseInt(raw, 10);
                    onChange({ ...options, trump_numbers: { ...options.trump_numbers, [k]: n !== null && Number.isFinite(n) ? n : null } });
                  }} />
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/** The card picker of the score entry: a family, then a number; or a trump. */
export function CardPicker({ onPick, disabled, label }: { onPick: (face: string) => void; disabled: (face: string) => boolean; label: string }) {
  const { t, catalog } = useApp();
  const info = useCardInfo();
  const [family, setFamily] = useState(catalog.families[0].letter);
  return (
    <div class="picker" role="group" aria-label={label}>
      <div class="seg" role="radiogroup" aria-label={t("family")} onKeyDown={(e) => rovingKeyDown(e, (i) => setFamily(catalog.families[i].letter))}>
        {catalog.families.map((f) => (
          <button type="button" role="radio" key={f.letter} data-family={f.letter} aria-checked={family === f.letter} tabIndex={family === f.letter ? 0 : -1}
            class={family === f.letter ? `chip fam-${f.letter} on` : `chip fam-${f.letter}`} onClick={() => setFamily(f.letter)}>{f.name}</button>
        ))}
      </div>
      <div class="numbers" role="group" aria-label={catalog.families.find((f) => f.letter === family)?.name}>
        {catalog.ranks.map((r) => {
          const face = `${family}${r}`;
          return <button type="button" key={face} data-face={face} disabled={disabled(face)} aria-label={info(face).name} onClick={() => onPick(face)}>{r}</button>;
        })}
      </div>
      <div class="numbers trumps" role="group" aria-label={t("trumps")}>
        {catalog.trumps.map((c) => (
          <button type="button" key={c.face} data-face={c.face} disabled={disabled(c.face)} onClick={() => onPick(c.face)}>{c.name}</button>
        ))}
      </div>
    </div>
  );
}

/** A radio group of chips (WAI-ARIA radio group): one Tab stop, arrows move the choice.
 *  `spoken`, when given, is the name a screen reader says beside a short visible one (a
 *  rank's letter). `chosen` may be null: nothing chosen yet. */
export function ChoiceChips<V extends string | number>({ id, label, values, chosen, name, spoken, onPick, cls = "chips" }: {
  id: string; label: string; values: readonly V[]; chosen: V | null; name: (v: V) => string; onPick: (v: V) => void;
  spoken?: (v: V) => string; cls?: string;
}) {
  return (
    <div class={cls} role="radiogroup" aria-label={label} id={id} onKeyDown={(e) => rovingKeyDown(e, (i) => onPick(values[i]))}>
      {values.map((v, i) => (
        <button type="button" key={String(v)} role="radio" aria-checked={chosen === v} data-value={String(v)}
          tabIndex={rovingTabIndex(chosen === v, i, chosen !== null)} class={chosen === v ? "chip on" : "chip"}
          onClick={() => onPick(v)}>{spoken ? <><span aria-hidden="true">{name(v)}</span><span class="sr-only">{spoken(v)}</span></> : name(v)}</button>
      ))}
    </div>
  );
}

/** A labelled checkbox. */
export function Check({ id, checked, label, onChange }: { id: string; checked: boolean; label: string; onChange: (on: boolean) => void }) {
  return (
    <label class="choice">
      <input type="checkbox" id={id} checked={checked} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
      {label}
    </label>
  );
}
