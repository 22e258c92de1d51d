// What a browser does differently (issue 51, item 2), decided in one place: the backup
// downloaded as a dated file, the browser asked once to keep the data, no table link,
// a new version offered once it is ready.
import { describe, expect, it, vi } from "vitest";
import { askPersistence, backupFileName, desktopPlatform, downloadText, platform, updateSignal, webPlatform } from "./platform";

describe("the platform", () => {
  it("is the desktop's outside the web build (the tests, the Tauri app)", () => {
    expect(platform.kind).toBe("desktop");
    expect(platform.tableLink).toBe(true);
  });

  it("names the backup file by the local day", () => {
    expect(backupFileName(new Date(2026, 4, 1, 23, 59))).toBe("papillon-backup-2026-05-01.json");
    expect(backupFileName(new Date(2027, 11, 31))).toBe("papillon-backup-2027-12-31.json");
  });

  it("keeps the desktop's backup written into Downloads, its path shown", async () => {
    const made = await desktopPlatform(async () => "/home/ana/Downloads/papillon-backup.json").exportBackup();
    expect(made).toEqual({ kind: "written", path: "/home/ana/Downloads/papillon-backup.json" });
    expect(await desktopPlatform().persistence()).toBeNull();
  });

  it("downloads the web build's backup: the same JSON text, as a dated file", async () => {
    const saved: [string, string][] = [];
    const web = webPlatform(async () => '{"format":1}', undefined, (text, file) => saved.push([text, file]), () => new Date(2026, 0, 9));
    expect(await web.exportBackup()).toEqual({ kind: "downloaded", file: "papillon-backup-2026-01-09.json" });
    expect(saved).toEqual([['{"format":1}', "papillon-backup-2026-01-09.json"]]);
    expect(web.tableLink).toBe(false);
  });

  it("downloads through an <a download> on a Blob URL", async () => {
    const url = "blob:papillon/1";
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue(url);
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    let clicked: { href: string; download: string } | null = null;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked = { href: this.getAttribute("href") ?? "", download: this.download };
    });
    vi.useFakeTimers();
    downloadText("{}", "papillon-backup-2026-01-09.json");
    expect(clicked).toEqual({ href: url, download: "papillon-backup-2026-01-09.json" });
    expect(await (create.mock.calls[0][0] as Blob).text()).toBe("{}");
    expect(document.querySelector("a[download]")).toBeNull(); // gone once clicked
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith(url);
    vi.useRealTimers();
    click.mockRestore(); create.mockRestore(); revoke.mockRestore();
  });

  it("asks the browser to keep the data, and says what it answered", async () => {
    expect(await askPersistence({ persisted: async () => true, persist: async () => { throw new Error("not asked"); } })).toBe("kept");
    expect(await askPersistence({ persisted: async () => false, persist: async () => true })).toBe("kept");
    expect(await askPersistence({ persisted: async () => false, persist: async () => false })).toBe("not_kept");
    expect(await askPersistence(undefined)).toBe("unknown");
    expect(await askPersistence({ persist: async () => { throw new Error("refused"); } })).toBe("unknown");
  });

  it("asks only once in a page's life", async () => {
    const persist = vi.fn(async () => false);
    const web = webPlatform(async () => "", { persisted: async () => false, persist });
    expect(await web.persistence()).toBe("not_kept");
    expect(await web.persistence()).toBe("not_kept");
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("offers a new version to a screen that comes after it was ready", () => {
    const updates = updateSignal();
    const reload = () => undefined;
    const early = vi.fn();
    const stop = updates.listen(early);
    updates.ready(reload);
    expect(early).toHaveBeenCalledWith(reload);
    const late = vi.fn();
    updates.listen(late);
    expect(late).toHaveBeenCalledWith(reload);
    stop();
    updates.ready(reload);
    expect(early).toHaveBeenCalledTimes(1);
  });
});
