import { cleanup, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { AppContext } from "./context";
import { Ctx } from "./context";
import { DateField, dateOrder, dayText, momentText, readDate, showDate } from "./date-field";
import { translator } from "./i18n";

afterEach(cleanup);

describe("a date typed in the app's language", () => {
  it("follows the language's order, whatever the system's", () => {
    expect(dateOrder("fr").order).toEqual(["day", "month", "year"]);
    expect(dateOrder("en").order).toEqual(["month", "day", "year"]);
    expect(showDate("2026-12-02", "fr")).toBe("02/12/2026");
    expect(showDate("2026-12-02", "en")).toBe("12/02/2026");
    expect(showDate("", "fr")).toBe("");
  });

  it("shows a list's days with the month in letters, never numbers that read either way", () => {
    expect(dayText("2026-12-02T12:00:00", "en")).toBe("Dec 2, 2026");
    expect(dayText("2026-12-02T12:00:00", "fr")).toBe("2 déc. 2026");
    expect(momentText("2026-12-02T18:05:00", "fr")).toMatch(/^2 déc\. 2026.*18:05$/);
    expect(dayText("not a date", "en")).toBe("not a date");
  });

  it("reads what is typed back as ISO, and refuses what is not a date of the calendar", () => {
    expect(readDate("2/12/2026", "fr")).toBe("2026-12-02");
    expect(readDate("02.12.26", "fr")).toBe("2026-12-02");
    expect(readDate("12/2/2026", "en")).toBe("2026-12-02");
    expect(readDate("  ", "fr")).toBe("");
    expect(readDate("31/04/2026", "fr")).toBeNull();
    expect(readDate("12/13/2026", "fr")).toBeNull();
    expect(readDate("29/02/2025", "fr")).toBeNull();
    expect(readDate("29/02/2024", "fr")).toBe("2024-02-29");
    expect(readDate("2/12", "fr")).toBeNull();
    expect(readDate("demain", "fr")).toBeNull();
  });
});

describe("the date field", () => {
  it("gives no date while what is typed is not one, and says so once a date's length is typed or the field is left", () => {
    const got: (string | null)[] = [];
    const app = { t: translator("fr"), lang: "fr" } as unknown as AppContext;
    render(<Ctx.Provider value={app}><DateField label="Du" id="d" value="" onChange={(v) => got.push(v)} /></Ctx.Provider>);
    const input = screen.getByLabelText("Du") as HTMLInputElement;
    fireEvent.input(input, { target: { value: "02/1" } });
    expect(got.at(-1)).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    fireEvent.input(input, { target: { value: "02/13/2026" } });
    expect(got.at(-1)).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.querySelector(".date-hint")?.textContent).toBe("Ce n'est pas une date\u00a0: écrivez-la ainsi, jj/mm/aaaa.");
    fireEvent.input(input, { target: { value: "02/12/2026" } });
    expect(got.at(-1)).toBe("2026-12-02");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });
});
