/**
 * A part of the frame that a feature module fills when it is registered (docs/architecture.md
 * "Server layout"): the frame declares the slot as a decorator and calls through it, the owning
 * module provides it, and so the frame never imports a module.
 */
export class Provided<T> {
  private value: T | undefined;

  constructor(private readonly what: string) {}

  provide(value: T): void {
    if (this.value !== undefined) throw new Error(`${this.what} is provided twice`);
    this.value = value;
  }

  /** whether the module behind the slot is registered (a frame built without it, in a unit test) */
  has(): boolean {
    return this.value !== undefined;
  }

  get(): T {
    if (this.value === undefined)
      throw new Error(`${this.what} is not provided: its module is not registered`);
    return this.value;
  }
}
