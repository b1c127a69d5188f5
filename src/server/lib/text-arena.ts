const MIN_BYTES = 1 << 20;
// Each id up to the highest held has a slot of 8 bytes; ids far past the number held are not held.
const SLOT_BYTES = 8;
const MIN_SLOTS = 64;
// Characters past Latin-1: such a string is kept as UTF-16, two bytes a character.
const WIDE = /[\u0100-\uffff]/;

/**
 * Strings by id, their characters in one buffer outside the JavaScript heap, up to `maxBytes` of
 * them. Held on the heap, the card store's 300 MB of strings (creatives' heads at 1M) made every young-generation collection
 * 6-7 ms instead of 0.5 (a pause for every request in flight): its cost grows with the old
 * generation's size, not with what it holds. Kept as Latin-1 (or UTF-16 when a string needs it),
 * a string is read back as a copy of its bytes, not decoded.
 *
 * Each string's place is found by its id in two typed arrays; a string replaced or deleted leaves
 * its bytes behind until the buffer is full, when the live ones are copied into a new one.
 */
export class TextArena {
  private data = Buffer.alloc(0);
  private used = 0;
  private dead = 0;
  /** Each id's first byte + 1 (0: none held). */
  private starts = new Int32Array(0);
  /** Each id's byte length × 2, + 1 when the bytes are UTF-16. */
  private lengths = new Int32Array(0);
  private count = 0;
  private refused = false;

  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    // Places are 32-bit.
    this.maxBytes = Math.min(maxBytes, 2 ** 31 - 1);
    this.clear();
  }

  /** How many strings are held. */
  get size(): number {
    return this.count;
  }

  /** Whether a string was refused for want of room since the last clear. */
  get full(): boolean {
    return this.refused;
  }

  /** The bytes the strings held and their slots take. */
  get bytes(): number {
    return this.used - this.dead + this.starts.length * SLOT_BYTES;
  }

  get(id: number): string | undefined {
    const start = id < this.starts.length ? this.starts[id]! - 1 : -1;
    if (start < 0) return undefined;
    const length = this.lengths[id]!;
    return this.data.toString(length & 1 ? 'utf16le' : 'latin1', start, start + (length >> 1));
  }

  /** Holds `value` for `id` in place of what it held; false when it does not fit. */
  set(id: number, value: string): boolean {
    this.delete(id);
    const wide = WIDE.test(value);
    const length = wide ? value.length * 2 : value.length;
    if (!Number.isInteger(id) || id < 0 || !this.makeSlot(id)) return false;
    if (!this.makeRoom(length)) {
      this.refused = true;
      return false;
    }
    this.data.write(value, this.used, wide ? 'utf16le' : 'latin1');
    this.starts[id] = this.used + 1;
    this.lengths[id] = length * 2 + (wide ? 1 : 0);
    this.used += length;
    this.count += 1;
    return true;
  }

  delete(id: number): void {
    if (id >= this.starts.length || this.starts[id] === 0) return;
    this.dead += this.lengths[id]! >> 1;
    this.starts[id] = 0;
    this.count -= 1;
  }

  clear(): void {
    this.data = Buffer.allocUnsafeSlow(Math.min(Math.floor(this.maxBytes / 2), MIN_BYTES));
    this.used = 0;
    this.dead = 0;
    this.starts = new Int32Array(0);
    this.lengths = new Int32Array(0);
    this.count = 0;
    this.refused = false;
  }

  private makeSlot(id: number): boolean {
    if (id < this.starts.length) return true;
    const slots = Math.max(MIN_SLOTS, 2 ** Math.ceil(Math.log2(id + 1)));
    if (slots > 4 * this.count + 4096 || this.used - this.dead + slots * SLOT_BYTES > this.maxBytes) return false;
    const starts = new Int32Array(slots);
    starts.set(this.starts);
    const lengths = new Int32Array(slots);
    lengths.set(this.lengths);
    [this.starts, this.lengths] = [starts, lengths];
    return true;
  }

  private makeRoom(length: number): boolean {
    const most = this.maxBytes - this.starts.length * SLOT_BYTES;
    if (this.used + length <= Math.min(this.data.length, most)) return true;
    const live = this.used - this.dead;
    if (live + length > most) return false;
    // Grows twofold while it may; at its most, rewritten only once replaced strings left an eighth of it.
    const size = Math.min(most, Math.max(this.data.length * 2, live + length));
    if (size <= this.data.length && this.dead < this.data.length / 8) return false;
    const moved = Buffer.allocUnsafeSlow(size);
    let at = 0;
    if (this.dead === 0) {
      at = this.data.copy(moved, 0, 0, this.used);
    } else {
      for (let id = 0; id < this.starts.length; id += 1) {
        const start = this.starts[id]! - 1;
        if (start < 0) continue;
        this.starts[id] = at + 1;
        at += this.data.copy(moved, at, start, start + (this.lengths[id]! >> 1));
      }
    }
    [this.data, this.used, this.dead] = [moved, at, 0];
    return true;
  }
}
