import { describe, expect, it } from "vitest";
import { translator } from "../i18n";
import { captureName } from "./blue-board";
import { renamed } from "./card-button";
import { findNoted, noteOf } from "./focus";
import { gameKey } from "./keys";

const key = (init: KeyboardEventInit, target?: Element) => {
  const e = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  if (target) Object.defineProperty(e, "target", { value: target });
  return e;
};

describe("the game keys with a screen reader (issue 39)", () => {
  it("take the letter alone or with Alt, never with Ctrl or Meta", () => {
    expect(gameKey(key({ key: "h", code: "KeyH" }))).toBe("h");
    expect(gameKey(key({ key: "H", code: "KeyH", shiftKey: true }))).toBe("h");
    expect(gameKey(key({ key: "h", code: "KeyH", altKey: true }))).toBe("h");
    // macOS's Option changes the character: the key's place names it
    expect(gameKey(key({ key: "˙", code: "KeyH", altKey: true }))).toBe("h");
    expect(gameKey(key({ key: "?", code: "Slash", shiftKey: true, altKey: true }))).toBe("?");
    expect(gameKey(key({ key: "h", code: "KeyH", ctrlKey: true }))).toBeNull();
    expect(gameKey(key({ key: "h", code: "KeyH", metaKey: true }))).toBeNull();
    expect(gameKey(key({ key: "x", code: "KeyX", altKey: true }))).toBeNull();
  });

  it("leave a text field's letters alone", () => {
    const input = document.createElement("input");
    document.body.append(input);
    expect(gameKey(key({ key: "h", code: "KeyH" }, input))).toBeNull();
    input.remove();
  });

  it("make a new element when a name changes, and find the focus again on it", () => {
    expect(renamed("D6", "the 6 of Découvertes, 3 of 7")).not.toBe(renamed("D6", "the 6 of Découvertes, 2 of 6"));
    const root = document.createElement("div");
    root.innerHTML = '<div id="hand"><button data-face="D6">a</button></div><p id="turn" tabindex="-1"></p>';
    document.body.append(root);
    const note = noteOf(root.querySelector("[data-face]"));
    expect(note).toEqual({ within: "hand", face: "D6", slot: undefined });
    // the card made anew
    root.querySelector("#hand")!.innerHTML = '<button data-face="D6">b</button>';
    expect(findNoted(root, note)?.textContent).toBe("b");
    expect(findNoted(root, noteOf(root.querySelector("#turn")))?.id).toBe("turn");
    root.remove();
  });

  it("say a capture with its verb, in each language", () => {
    const play = { kind: "capture" as const, card: "S2", sign: "moins", taken: ["F9", "D11"] };
    const name = (f: string) => ({ S2: "le 2 de Serpents", moins: "le Moins", F9: "le 9 de Formes", D11: "le 11 de Découvertes" })[f] ?? f;
    expect(captureName(play, translator("fr"), name)).toBe("Prendre le 9 de Formes et le 11 de Découvertes avec le 2 de Serpents et le Moins");
    expect(captureName({ ...play, sign: null }, translator("en"), (f) => f)).toBe("Take F9 and D11 with S2");
  });
});
