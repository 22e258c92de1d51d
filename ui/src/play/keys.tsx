// The keys of a game against the computer, for the keyboard and the screen reader: one
// letter each, alone or with Alt, and only while the focus is in the game. A screen
// reader's browse mode takes the bare letters for its own moves (Orca's H, T, L, M…):
// the same letter with Alt reaches the game with the reader left as it is.
import { useEffect, useRef } from "preact/hooks";
import { useApp } from "../context";
import type { Key } from "../i18n";

/** Each key and what it does; the help panel and the rules screen list them from here. */
export const GAME_KEYS = [
  { key: "t", does: "keyTable" }, { key: "s", does: "keyScore" }, { key: "l", does: "keyLast" },
  { key: "h", does: "keyHint" }, { key: "u", does: "keyTakeBack" }, { key: "j", does: "keyLog" },
  { key: "m", does: "keyHand" }, { key: "?", does: "keyHelp" },
] as const satisfies readonly { key: string; does: Key }[];

export type GameKey = (typeof GAME_KEYS)[number]["key"];

/** Moves within the game that every board shares: arrows in a row of cards, Enter or
 *  Space to choose, Escape to put a chosen card back. */
export const MOVE_KEYS = [
  { key: "keyArrowsName", does: "keyArrows" }, { key: "keyEnterName", does: "keyEnter" },
  { key: "keyEscapeName", does: "keyEscape" }, { key: "keyTabName", does: "keyTab" },
] as const satisfies readonly { key: Key; does: Key }[];

/** What each key does in a game: the letters' words, and the keys that move within it. */
export interface KeyWords {
  does: Partial<Record<GameKey, Key>>;
  moves: readonly { key: Key; does: Key }[];
}

/** The modern game's words: its boards are rows of cards. */
export const CARD_ROWS: KeyWords = { does: {}, moves: MOVE_KEYS };

/** The Papillon of 1756's words: its moves are a list of buttons, its table face-up cards. */
export const MOVE_BUTTONS: KeyWords = {
  does: { t: "ckeyTable", s: "ckeyScore", m: "ckeyMoves" },
  moves: [{ key: "keyEnterName", does: "ckeyEnter" }, { key: "keyTabName", does: "ckeyTab" }],
};

/** The game key of a key press inside the game, or null: a key typed in a text field,
 *  or with Ctrl or Meta, is left alone. Alt with the letter is the same key (a screen
 *  reader in browse mode lets Alt+H through, not H); where Alt changes the character
 *  (macOS's Option), the key's place on the keyboard names it. Put on the game's root
 *  element's onKeyDown. */
export function gameKey(e: KeyboardEvent): GameKey | null {
  if (e.ctrlKey || e.metaKey || e.defaultPrevented) return null;
  const target = e.target as HTMLElement | null;
  if (target && target.closest("input, textarea, select, [contenteditable]")) return null;
  let k = e.key.toLowerCase();
  if (e.altKey && !GAME_KEYS.some((g) => g.key === k)) {
    k = e.code === "Slash" && e.shiftKey ? "?" : /^Key[A-Z]$/.test(e.code ?? "") ? e.code.slice(3).toLowerCase() : k;
  }
  return GAME_KEYS.find((g) => g.key === k)?.key ?? null;
}

/** The list of keys, as the help panel and the rules screen show it. */
export function KeyList({ words = CARD_ROWS }: { words?: KeyWords }) {
  const { t } = useApp();
  return (
    <dl class="key-list">
      {GAME_KEYS.map((g) => (
        <div key={g.key}><dt><kbd>{g.key.toUpperCase()}</kbd> <span class="muted small">{t("keyOrAlt", { key: g.key.toUpperCase() })}</span></dt><dd>{t(words.does[g.key] ?? g.does)}</dd></div>
      ))}
      {words.moves.map((g) => (
        <div key={g.key}><dt><kbd>{t(g.key)}</kbd></dt><dd>{t(g.does)}</dd></div>
      ))}
    </dl>
  );
}

/** The keys' help on the game screen: opened by its button or "?", closed by its button
 *  or Escape, which give the focus back to where it was. */
export function KeysHelp({ onClose, words = CARD_ROWS }: { onClose: () => void; words?: KeyWords }) {
  const { t } = useApp();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, []);
  return (
    <section class="panel keys-help" id="keys-help" aria-labelledby="keys-help-h"
      onKeyDown={(e) => { if (e.key === "Escape") { e.preventDefault(); onClose(); } }}>
      <h2 id="keys-help-h" tabIndex={-1} ref={heading}>{t("keysTitle")}</h2>
      <p class="muted small">{t("keysIntro")}</p>
      <p class="muted small" id="keys-reader">{t("keysReader")}</p>
      <KeyList words={words} />
      <button type="button" id="keys-close" onClick={onClose}>{t("close")}</button>
    </section>
  );
}
