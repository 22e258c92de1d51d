import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Catalog, Settings } from "./api";
import { Die, Stepper, rovingKeyDown, rovingTabIndex } from "./components";
import { Ctx, type AppContext } from "./context";
import { translator } from "./i18n";

afterEach(cleanup);

function ctx(): AppContext {
  return {
    t: translator("en"), lang: "en", catalog: {} as Catalog, cardName: (f) => f, settings: {} as Settings,
    updateSettings: async () => ({}) as Settings, location: { screen: "home" }, go: () => undefined, back: () => undefined,
    announce: () => undefined, fail: () => undefined,
  };
}

describe("Stepper", () => {
  it("steps by one and commits a typed number on Enter", () => {
    const onChange = vi.fn();
    render(<Ctx.Provider value={ctx()}><Stepper value={14} max={58} label="Cards of Ana" onChange={onChange} /></Ctx.Provider>);
    fireEvent.click(screen.getByRole("button", { name: "One more (Cards of Ana)" }));
    expect(onChange).toHaveBeenLastCalledWith(15);
    fireEvent.click(screen.getByRole("button", { name: "One fewer (Cards of Ana)" }));
    expect(onChange).toHaveBeenLastCalledWith(13);
    const input = screen.getByRole("spinbutton", { name: "Cards of Ana" }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: "20" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it("does not send what is not a number, and shows the saved value again", () => {
    const onChange = vi.fn();
    render(<Ctx.Provider value={ctx()}><Stepper value={3} max={58} label="n" onChange={onChange} /></Ctx.Provider>);
    const input = screen.getByRole("spinbutton", { name: "n" }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: "" } });
    fireEvent.change(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe("3");
  });

  it("cannot go below zero", () => {
    render(<Ctx.Provider value={ctx()}><Stepper value={0} max={58} label="n" onChange={() => undefined} /></Ctx.Provider>);
    expect((screen.getByRole("button", { name: "One fewer (n)" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("Die", () => {
  it("is announced with its value and shows that many pips", () => {
    const { container } = render(<Die value={5} colour="orange" label="orange die" />);
    expect(screen.getByRole("img", { name: "orange die 5" })).toBeTruthy();
    expect(container.querySelectorAll(".pip.on").length).toBe(5);
  });
});

describe("rovingKeyDown", () => {
  it("moves the selection and the focus with arrows, Home and End, wrapping", () => {
    const picked: number[] = [];
    const Group = ({ at }: { at: number }) => (
      <div role="radiogroup" aria-label="Players" onKeyDown={(e) => rovingKeyDown(e, (i) => picked.push(i))}>
        {["Ana", "Ben", "Cleo"].map((p, i) => (
          <button type="button" role="radio" key={p} aria-checked={i === at} tabIndex={rovingTabIndex(i === at, i, true)}>{p}</button>
        ))}
      </div>
    );
    render(<Group at={0} />);
    const [ana, ben, cleo] = screen.getAllByRole("radio");
    expect([ana.tabIndex, ben.tabIndex, cleo.tabIndex]).toEqual([0, -1, -1]);
    ana.focus();
    fireEvent.keyDown(ana, { key: "ArrowRight" });
    expect(document.activeElement).toBe(ben);
    fireEvent.keyDown(ben, { key: "End" });
    expect(document.activeElement).toBe(cleo);
    fireEvent.keyDown(cleo, { key: "ArrowDown" });
    expect(document.activeElement).toBe(ana);
    fireEvent.keyDown(ana, { key: "ArrowLeft" });
    fireEvent.keyDown(cleo, { key: "Home" });
    fireEvent.keyDown(ana, { key: "a" });
    expect(picked).toEqual([1, 2, 0, 2, 0]);
  });

  it("makes the first item the Tab stop when none is selected", () => {
    expect([0, 1].map((i) => rovingTabIndex(false, i, false))).toEqual([0, -1]);
  });
});

describe("the result's items", () => {
  // `papillon score examples/four-players.json --json`: teams, most cards, Yin and Yang,
  // the Chat Noir, tours and cards left in hand
  it("add up to each side's total, side items included, gains and penalties in words", async () => {
    const { ScoreReportView } = await import("./report");
    const report = (await import("./fixtures/four-players-report.json")).default as unknown as import("./api").Report;
    const { container } = render(<Ctx.Provider value={ctx()}><ScoreReportView report={report} /></Ctx.Provider>);
    for (const side of report.sides) {
      fireEvent.click(container.querySelector(`[data-why="${side.members.join(" ")}"]`)!);
      const box = container.querySelector(`.items[data-side="${side.members.join("+")}"]`)!;
      const shown = [...box.querySelectorAll("li .num")].map((n) => Number(n.textContent!.replace("−", "-")));
      expect(shown.reduce((a, b) => a + b, 0), side.members.join("+")).toBe(side.total);
      expect(Number(box.querySelector("[data-sum=total]")!.getAttribute("data-points"))).toBe(side.total);
      expect(box.textContent).toContain("Blue round: points scored");
      if (side.orange_items.length) expect(box.textContent).toContain("Orange round: penalty points, taken off");
    }
    // an item one member brought names them; the side's own items (most cards) name nobody
    expect(container.textContent).toContain("Cleo: S7");
    expect(container.textContent).not.toContain("Ana + Cleo: Most cards");
  });

  it("shows a round not played as not played, not as 0", async () => {
    const { ScoreReportView } = await import("./report");
    const report = (await import("./fixtures/four-players-report.json")).default as unknown as import("./api").Report;
    const blueOnly = { ...report, sides: report.sides.map((s) => ({ ...s, orange: 0, orange_items: [], total: s.blue })) };
    const { container } = render(<Ctx.Provider value={ctx()}><ScoreReportView report={blueOnly} rounds="blue" /></Ctx.Provider>);
    const row = container.querySelector("#score-table tbody tr")!;
    const cells = row.querySelectorAll("td");
    expect(cells[0].textContent).toBe(String(blueOnly.sides[0].blue).replace("-", "−"));
    expect(cells[1].getAttribute("data-played")).toBe("no");
    expect(cells[1].textContent).toBe("—not played");
    fireEvent.click(container.querySelector(`[data-why="${blueOnly.sides[0].members.join(" ")}"]`)!);
    expect(container.textContent).toContain("Orange round: not played");
    expect(container.textContent).not.toContain("no penalty points");
  });
});
