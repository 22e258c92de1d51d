import { describe, expect, it } from "vitest";
import { EntryQueue, type GameView, type SheetEdit } from "./api";
import type { CommandError } from "./bindings";

/** A stand-in for the store: revisions append, an entry on an old revision is refused
 *  as the store refuses it, and each answer comes back after a delay. */
function fakeStore() {
  const revisions: SheetEdit[] = [];
  const view = (): GameView => {
    const v: unknown = { detail: { summary: { revision: revisions.length + 1 } } };
    // only the revision is read by the queue
    return v as GameView;
  };
  const send = (_game: number, revision: number, edit: SheetEdit): Promise<GameView> =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        if (revision !== revisions.length + 1) {
          const stale: CommandError = { code: "stale", message: "stale", details: [], problems: null };
          reject(stale);
          return;
        }
        revisions.push(edit);
        resolve(view());
      }, 5);
    });
  return { revisions, send, reload: async () => view() };
}

describe("the entry queue", () => {
  it("keeps two taps fired without waiting: both land, in order, on successive revisions", async () => {
    const store = fakeStore();
    const shown: number[] = [];
    const errors: unknown[] = [];
    const queue = new EntryQueue(1, 1, (v) => shown.push(v.detail.summary.revision), (e) => errors.push(e), store.send, store.reload);
    const a = queue.push({ edit: "add_tour", player: "Ana" });
    const b = queue.push({ edit: "add_tour", player: "Ben" });
    await Promise.all([a, b]);
    expect(errors).toEqual([]);
    expect(store.revisions).toEqual([{ edit: "add_tour", player: "Ana" }, { edit: "add_tour", player: "Ben" }]);
    expect(shown).toEqual([2, 3]);
    expect(queue.base).toBe(3);
  });

  it("reloads when the sheet changed elsewhere and sends the tap again on the fresh revision", async () => {
    const store = fakeStore();
    store.revisions.push({ edit: "remove_last_tour" }); // another window wrote revision 2
    const shown: number[] = [];
    const errors: unknown[] = [];
    const queue = new EntryQueue(1, 1, (v) => shown.push(v.detail.summary.revision), (e) => errors.push(e), store.send, store.reload);
    const view = await queue.push({ edit: "add_tour", player: "Ana" });
    expect(view?.detail.summary.revision).toBe(3);
    expect(errors).toEqual([]);
    expect(store.revisions).toEqual([{ edit: "remove_last_tour" }, { edit: "add_tour", player: "Ana" }]);
    expect(shown).toEqual([2, 3]); // the reloaded game, then the tap's answer
  });

  it("keeps undo behind the taps sent before it, and never shows an older view", async () => {
    const store = fakeStore();
    const shown: number[] = [];
    const queue = new EntryQueue(1, 1, (v) => shown.push(v.detail.summary.revision), () => undefined, store.send, store.reload);
    const tap = queue.push({ edit: "adjust_blue_count", player: "Ana", by: 1 });
    const undo = queue.run(() => store.send(1, store.revisions.length + 1, { edit: "remove_last_tour" }), (v) => v);
    const late = queue.push({ edit: "adjust_blue_count", player: "Ana", by: 1 });
    await Promise.all([tap, undo, late]);
    expect(store.revisions.map((e) => e.edit)).toEqual(["adjust_blue_count", "remove_last_tour", "adjust_blue_count"]);
    expect(shown).toEqual([2, 3, 4]);
    expect(queue.seen({ detail: { summary: { revision: 2 } } } as unknown as GameView)).toBe(false);
    expect(shown).toEqual([2, 3, 4]);
  });
});
