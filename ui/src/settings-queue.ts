/**
 * Saves the settings one at a time, in the order asked, each change merged onto the one
 * asked before it, and shows only the last one's result.
 *
 * The arrow keys across a radio group choose each choice on the way (system, French,
 * English): two saves in flight could land in either order and leave the one passed
 * through, and a change asked while others wait (the speed after the language) must not
 * be built on the settings shown before them.
 */
export class SettingsQueue<T extends object> {
  private tail: Promise<unknown> = Promise.resolve();
  private asked = 0;
  /** the settings as last asked, while saves wait */
  private wanted: T | null = null;
  /** the last settings a save returned */
  private saved: T | null = null;

  constructor(
    private readonly save: (next: T) => Promise<T>,
    private readonly show: (settings: T) => void,
  ) {}

  /**
   * Saves `patch` over the settings last asked (`current`, the ones shown, when none
   * wait). Resolves to what the save returned; rejects with its error. When the last
   * save asked fails, the last saved settings are shown again.
   */
  update(current: T, patch: Partial<T>): Promise<T> {
    const next: T = { ...(this.wanted ?? current), ...patch };
    this.wanted = next;
    const asked = ++this.asked;
    const run = this.tail.then(() => this.save(next));
    this.tail = run.then(
      (s) => { this.saved = s; },
      () => undefined,
    );
    return run.then(
      (s) => {
        if (asked === this.asked) {
          this.wanted = null;
          this.show(s);
        }
        return s;
      },
      (e: unknown) => {
        if (asked === this.asked) {
          this.wanted = null;
          this.show({ ...(this.saved ?? current) });
        }
        throw e;
      },
    );
  }
}
