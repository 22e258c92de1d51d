import { describe, expect, it } from "vitest";
import { SettingsQueue } from "./settings-queue";

type S = { language: string | null; speed: string };

/** A save whose calls resolve or fail when the test says, in any order. */
function manualSave() {
  const calls: { value: S; resolve: (s: S) => void; reject: (e: unknown) => void }[] = [];
  const save = (value: S) =>
    new Promise<S>((resolve, reject) => { calls.push({ value, resolve, reject }); });
  return { calls, save };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A queue over a manual save, what it showed, and the settings first shown. */
function setup() {
  const { calls, save } = manualSave();
  const shown: S[] = [];
  const q = new SettingsQueue<S>(save, (s) => shown.push(s));
  const start: S = { language: null, speed: "normal" };
  return { calls, shown, q, start };
}

describe("SettingsQueue", () => {
  it("saves one at a time, in the order asked, and shows only the last", async () => {
    const { calls, shown, q, start } = setup();
    const fr = q.update(start, { language: "fr" });
    const en = q.update(start, { language: "en" });
    await flush();
    expect(calls.map((c) => c.value.language)).toEqual(["fr"]); // the second waits
    calls[0].resolve(calls[0].value);
    await fr;
    await flush();
    expect(shown).toEqual([]); // "fr" is not the last asked
    expect(calls.map((c) => c.value.language)).toEqual(["fr", "en"]);
    calls[1].resolve(calls[1].value);
    await en;
    expect(shown).toEqual([{ language: "en", speed: "normal" }]);
  });

  it("builds a change asked while others wait on the last one asked", async () => {
    const { calls, shown, q, start } = setup();
    const a = q.update(start, { language: "en" });
    // the screen still shows `start` when the speed is chosen
    const b = q.update(start, { speed: "instant" });
    await flush();
    calls[0].resolve(calls[0].value);
    await a;
    await flush();
    expect(calls[1].value).toEqual({ language: "en", speed: "instant" });
    calls[1].resolve(calls[1].value);
    await b;
    expect(shown).toEqual([{ language: "en", speed: "instant" }]);
  });

  it("when the last save fails, shows the last saved settings and rejects; later saves still run", async () => {
    const { calls, shown, q, start } = setup();
    const a = q.update(start, { language: "fr" });
    const b = q.update(start, { language: "en" });
    await flush();
    calls[0].resolve(calls[0].value);
    await a;
    await flush();
    calls[1].reject(new Error("disk full"));
    await expect(b).rejects.toThrow("disk full");
    expect(shown).toEqual([{ language: "fr", speed: "normal" }]);
    const c = q.update(shown[0], { speed: "fast" });
    await flush();
    expect(calls[2].value).toEqual({ language: "fr", speed: "fast" });
    calls[2].resolve(calls[2].value);
    await c;
    expect(shown.at(-1)).toEqual({ language: "fr", speed: "fast" });
  });
});
