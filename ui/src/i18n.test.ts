import { describe, expect, it } from "vitest";
import { dictionaries, pickLanguage, translator } from "./i18n";

describe("language", () => {
  it("follows a French system, else English, unless the user chose", () => {
    expect(pickLanguage(null, ["fr-FR", "en"])).toBe("fr");
    expect(pickLanguage(null, ["fr"])).toBe("fr");
    expect(pickLanguage(null, ["de-DE", "fr-FR"])).toBe("en");
    expect(pickLanguage(null, [])).toBe("en");
    expect(pickLanguage("fr", ["en-GB"])).toBe("fr");
    expect(pickLanguage("en", ["fr-FR"])).toBe("en");
  });

  it("has every English phrase in French, with the same placeholders", () => {
    const placeholders = (s: string) => (s.match(/\{[a-z]+\}/g) ?? []).sort().join(",");
    for (const [key, en] of Object.entries(dictionaries.en)) {
      const fr = dictionaries.fr[key as keyof typeof dictionaries.en];
      expect(fr, key).toBeTruthy();
      expect(placeholders(fr), key).toBe(placeholders(en));
    }
  });

  it("fills placeholders", () => {
    const t = translator("fr");
    expect(t("cardsLeft", { deck: 58, left: 3 })).toBe("58 cartes : 3 à attribuer");
    expect(translator("en")("cardsLeft", { deck: 58, left: 3 })).toBe("58 cards: 3 left to assign");
  });
});
