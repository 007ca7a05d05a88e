/** What every contribution names: the module that makes it and its key, unique within its registry. */
export interface Contribution {
  module: string;
  key: string;
}

/**
 * An ordered list of contributions, built once per app from the modules' lists: readers see
 * them in the order the modules were given, so their effects (and a page's sections) are stable.
 * A second contribution under a key already taken is a wiring mistake and stops the build.
 */
export class Registry<T extends Contribution> {
  private readonly byKey = new Map<string, T>();

  constructor(readonly name: string) {}

  add(item: T): void {
    const taken = this.byKey.get(item.key);
    if (taken) {
      throw new Error(`${this.name}: key '${item.key}' of module '${item.module}' is already registered by '${taken.module}'`);
    }
    this.byKey.set(item.key, item);
  }

  /** Every contribution in registration order. */
  list(): readonly T[] {
    return [...this.byKey.values()];
  }

  /** One contribution by key; a reader asking for a key nobody registered is a wiring mistake. */
  get(key: string): T {
    const item = this.byKey.get(key);
    if (!item) throw new Error(`${this.name}: nothing registered under '${key}'`);
    return item;
  }
}
