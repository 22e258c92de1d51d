// The web build's transport (issue 51, item 1): each command call is one request to the
// worker, its reply matched by id; typed errors come back as they are, the worker's own
// failures worded from the catalogue; a transport picked once, by the build and Tauri.
import { describe, expect, it } from "vitest";
import type { CommandError } from "./bindings";
import { transportKind } from "./transport";
import { WorkerTransport, wordFailure, type WorkerPort } from "./web/client";
import type { WorkerReply, WorkerRequest } from "./web/protocol";

/** A Worker that keeps what it is sent and answers when the test says. */
class FakeWorker implements WorkerPort {
  sent: WorkerRequest[] = [];
  private listeners: Record<string, ((event: never) => void)[]> = {};
  postMessage(request: WorkerRequest) {
    structuredClone(request); // what a real worker does to what it is sent
    this.sent.push(request);
  }
  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  reply(reply: WorkerReply) {
    this.listeners.message?.forEach((l) => l({ data: reply } as never));
  }
  fail(message: string) {
    this.listeners.error?.forEach((l) => l(new ErrorEvent("error", { message }) as never));
  }
}

const refused: CommandError = { code: "stale", message: "The sheet changed", details: [], problems: null };

describe("the worker transport", () => {
  it("sends each call with a fresh id and the front end's argument names", () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    void transport.invoke("app_start", { systemLanguage: "fr" });
    void transport.invoke("list_players");
    expect(worker.sent).toEqual([
      { id: 1, name: "app_start", args: { systemLanguage: "fr" } },
      { id: 2, name: "list_players", args: {} },
    ]);
  });

  it("matches replies to their requests by id, in whatever order they come", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const first = transport.invoke<string>("a");
    const second = transport.invoke<number>("b");
    worker.reply({ id: 2, ok: true, value: 7 });
    worker.reply({ id: 1, ok: true, value: "one" });
    worker.reply({ id: 1, ok: true, value: "again" }); // answered already: ignored
    worker.reply({ id: 99, ok: true, value: null }); // nobody's: ignored
    expect(await first).toBe("one");
    expect(await second).toBe(7);
  });

  it("rejects with the command's typed error as it is", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const call = transport.invoke("record_entry", { game: 1, revision: 3, edit: {} });
    worker.reply({ id: 1, ok: false, error: refused });
    await expect(call).rejects.toEqual(refused);
  });

  it("words what the worker could not do in the page's language, keeping the cause", async () => {
    for (const [lang, start] of [["fr", "Ce navigateur a refusé"], ["en", "This browser refused"]] as const) {
      document.documentElement.lang = lang;
      const worker = new FakeWorker();
      const transport = new WorkerTransport(worker);
      const call = transport.invoke("app_start");
      worker.reply({ id: 1, ok: false, error: { code: "store", message: "", details: ["SecurityError: no OPFS"], problems: null }, failure: "storage" });
      const error = await call.then(() => null, (e: CommandError) => e);
      expect(error?.code).toBe("store");
      expect(error?.message.startsWith(start)).toBe(true);
      expect(error?.details).toEqual(["SecurityError: no OPFS"]);
    }
    document.documentElement.lang = "en";
  });

  it("has a worded message for every failure, in both languages", () => {
    for (const lang of ["fr", "en"]) {
      document.documentElement.lang = lang;
      for (const failure of ["wasm", "storage", "busy", "crashed"] as const) {
        const error = wordFailure(failure, []);
        expect(error.message.length).toBeGreaterThan(40);
        expect(error.message).not.toMatch(/^web/);
      }
    }
    document.documentElement.lang = "en";
  });

  it("answers every waiting call, and every later one, when the worker does not load", async () => {
    const worker = new FakeWorker();
    const transport = new WorkerTransport(worker);
    const waiting = transport.invoke("app_start");
    worker.fail("404 worker.js");
    const error = await waiting.then(() => null, (e: CommandError) => e);
    expect(error?.message).toContain("WebAssembly");
    expect(error?.details).toEqual(["404 worker.js"]);
    await expect(transport.invoke("list_players")).rejects.toBe(error);
    expect(worker.sent.length).toBe(1); // nothing more is sent to a dead worker
  });

  it("refuses arguments that are not plain data instead of losing the call", async () => {
    const transport = new WorkerTransport(new FakeWorker());
    const error = await transport.invoke("add_player", { name: () => "Ana" }).then(() => null, (e: CommandError) => e);
    expect(error?.code).toBe("invalid");
  });
});

describe("the transport picked", () => {
  it("is Tauri in the desktop build, and in the web build inside Tauri", () => {
    expect(transportKind(false, () => false)).toBe("tauri");
    expect(transportKind(false, () => true)).toBe("tauri");
    expect(transportKind(true, () => true)).toBe("tauri");
  });
  it("is the worker in the web build in a browser", () => {
    expect(transportKind(true, () => false)).toBe("worker");
  });
  it("does not ask Tauri in the desktop build (its tests mock invoke alone)", () => {
    expect(transportKind(false, () => { throw new Error("asked"); })).toBe("tauri");
  });
});
