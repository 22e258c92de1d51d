// The screens in the web build (issue 51, items 2 and 3), the platform made up as a
// browser's: the table link says it needs the desktop app where its button would be;
// a new version is offered with a Reload button.
import { cleanup, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Catalog, Lang, Settings } from "./api";
import { Ctx, type AppContext } from "./context";
import { translator } from "./i18n";

const web = vi.hoisted(() => {
  let ready: ((reload: () => void) => void) | null = null;
  return {
    reload: () => undefined,
    showUpdate: () => ready?.(web.reload),
    platform: {
      kind: "web", tableLink: false,
      exportBackup: async () => ({ kind: "downloaded", file: "x.json" }),
      persistence: async () => "not_kept",
      onUpdateReady: (l: (reload: () => void) => void) => { ready = l; return () => { ready = null; }; },
    },
  };
});
vi.mock("./platform", () => ({ platform: web.platform }));
vi.mock("@tauri-apps/api/core", () => ({ invoke: () => Promise.reject(new Error("no command in the web build's screens test")) }));

const { ShareTable } = await import("./share");
const { UpdateNotice } = await import("./update-notice");

function ctx(lang: Lang): AppContext {
  return {
    t: translator(lang), lang, catalog: {} as Catalog, cardName: (f) => f, settings: {} as Settings,
    updateSettings: async () => ({}) as Settings, location: { screen: "game", game: 1 }, go: () => undefined, back: () => undefined,
    announce: () => undefined, fail: (e) => { throw e; },
  };
}
const shown = (lang: Lang, ui: preact.ComponentChildren) => render(<Ctx.Provider value={ctx(lang)}>{ui}</Ctx.Provider>);
afterEach(cleanup);

describe("in the web build", () => {
  it("says the table link needs the desktop app, with no dead button", () => {
    const { container } = shown("fr", <ShareTable target={{ kind: "game", id: 1 }} />);
    expect(container.querySelector("button")).toBeNull();
    expect(container.querySelector("#share-desktop-only")?.textContent).toContain("l'application de bureau");
  });

  it("offers a new version with a Reload button, in a polite live region", async () => {
    const { container } = shown("fr", <UpdateNotice />);
    const region = container.querySelector("#update-notice");
    expect(region?.getAttribute("role")).toBe("status");
    expect(region?.textContent).toBe("");
    web.showUpdate();
    const button = await screen.findByRole("button", { name: "Recharger" });
    expect(region?.textContent).toContain("Une nouvelle version est prête");
    expect(button.id).toBe("update-reload");
  });
});
