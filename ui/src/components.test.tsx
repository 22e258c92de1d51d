import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Catalog, Settings } from "./api";
import { Die, Stepper } from "./components";
import { Ctx, type AppContext } from "./context";
import { translator } from "./i18n";

afterEach(cleanup);

function ctx(): AppContext {
  return {
    t: translator("en"), lang: "en", catalog: {} as Catalog, settings: {} as Settings,
    setSettings: async () => undefined, location: { screen: "home" }, go: () => undefined,
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
