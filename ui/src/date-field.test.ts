import { describe, expect, it } from "vitest";
import { dateOrder, readDate, showDate } from "./date-field";

describe("a date typed in the app's language", () => {
  it("follows the language's order, whatever the system's", () => {
    expect(dateOrder("fr").order).toEqual(["day", "month", "year"]);
    expect(dateOrder("en").order).toEqual(["month", "day", "year"]);
    expect(showDate("2026-12-02", "fr")).toBe("02/12/2026");
    expect(showDate("2026-12-02", "en")).toBe("12/02/2026");
    expect(showDate("", "fr")).toBe("");
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
