// The web build's worker (issue 51, item 1) with the wasm module made up here: a
// command's answer and its typed refusal pass through as they are; what breaks around
// the commands is named for the page to word (protocol.ts).
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkerReply, WorkerRequest } from "./protocol";

const module = vi.hoisted(() => ({
  init: vi.fn(async () => undefined),
  start: vi.fn(async (_db: string) => undefined),
  call: vi.fn((_name: string, _args: string): string => "null"),
}));
vi.mock("papillon-web-pkg", () => ({ default: module.init, start: module.start, call: module.call }));

/** Loads a fresh worker and returns how to ask it. */
async function worker() {
  vi.resetModules();
  const replies: WorkerReply[] = [];
  let onMessage: ((e: MessageEvent<WorkerRequest>) => void) | null = null;
  vi.spyOn(self, "addEventListener").mockImplementation(((type: string, l: (e: MessageEvent<WorkerRequest>) => void) => {
    if (type === "message") onMessage = l;
  }) as never);
  vi.spyOn(self, "postMessage").mockImplementation(((r: WorkerReply) => { replies.push(r); }) as never);
  await import("./worker");
  vi.mocked(self.addEventListener).mockRestore();
  const ask = async (id: number, name: string, args: Record<string, unknown> = {}) => {
    onMessage!({ data: { id, name, args } } as MessageEvent<WorkerRequest>);
    await vi.waitFor(() => expect(replies.some((r) => r.id === id)).toBe(true));
    return replies.find((r) => r.id === id)!;
  };
  return { ask, replies };
}

beforeEach(() => {
  module.init.mockReset().mockResolvedValue(undefined);
  module.start.mockReset().mockResolvedValue(undefined);
  module.call.mockReset().mockReturnValue("null");
});

describe("the worker", () => {
  it("opens the store once, then answers each command with its JSON result", async () => {
    module.call.mockImplementation((name, args) => JSON.stringify({ name, args: JSON.parse(args) }));
    const { ask } = await worker();
    expect(await ask(1, "app_start", { systemLanguage: "fr" })).toEqual({ id: 1, ok: true, value: { name: "app_start", args: { systemLanguage: "fr" } } });
    expect(await ask(2, "list_players")).toEqual({ id: 2, ok: true, value: { name: "list_players", args: {} } });
    expect(module.start).toHaveBeenCalledTimes(1);
    expect(module.start).toHaveBeenCalledWith("papillon.db");
  });

  it("answers in the order asked, even before the store is open", async () => {
    let open: () => void = () => undefined;
    module.start.mockImplementation(() => new Promise<undefined>((r) => { open = () => r(undefined); }));
    module.call.mockImplementation((name) => JSON.stringify(name));
    const { ask, replies } = await worker();
    const asked = [ask(1, "a"), ask(2, "b"), ask(3, "c")];
    await new Promise((r) => setTimeout(r, 10));
    expect(replies).toEqual([]);
    open();
    await Promise.all(asked);
    expect(replies.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("passes a command's typed refusal through as it is", async () => {
    const refusal = { code: "refused", message: "Ana has no E4", details: ["E4"], problems: null };
    module.call.mockImplementation(() => { throw JSON.stringify(refusal); });
    const { ask } = await worker();
    expect(await ask(1, "record_entry")).toEqual({ id: 1, ok: false, error: refusal });
    expect(await ask(2, "record_entry")).toEqual({ id: 2, ok: false, error: refusal }); // still serving
  });

  it("names a module that did not load, for every request", async () => {
    module.init.mockRejectedValue(new TypeError("Failed to fetch"));
    const { ask } = await worker();
    const reply = await ask(1, "app_start");
    expect(reply).toMatchObject({ ok: false, failure: "wasm", error: { details: ["TypeError: Failed to fetch"] } });
    expect(module.start).not.toHaveBeenCalled();
    expect((await ask(2, "list_players")) as unknown).toMatchObject({ failure: "wasm" });
  });

  it("tells a store refused from a store another tab holds", async () => {
    module.start.mockRejectedValue(new DOMException("no OPFS here", "SecurityError"));
    expect(await (await worker()).ask(1, "app_start")).toMatchObject({ ok: false, failure: "storage" });
    module.start.mockRejectedValue(new DOMException("Access Handles cannot be created if there is another open Access Handle", "NoModificationAllowedError"));
    expect(await (await worker()).ask(1, "app_start")).toMatchObject({ ok: false, failure: "busy" });
    // WebKitGTK's words for a private file system without sync access handles
    module.start.mockRejectedValue(new DOMException("Backend does not support this operation", "NotSupportedError"));
    expect(await (await worker()).ask(1, "app_start")).toMatchObject({ ok: false, failure: "unsupported" });
  });

  it("stops serving after the module traps, so nothing is written by a broken engine", async () => {
    module.call.mockImplementationOnce(() => { throw new WebAssembly.RuntimeError("unreachable"); });
    const { ask } = await worker();
    expect(await ask(1, "practice_play")).toMatchObject({ ok: false, failure: "crashed" });
    expect(await ask(2, "list_players")).toMatchObject({ ok: false, failure: "crashed" });
    expect(module.call).toHaveBeenCalledTimes(1);
  });
});
