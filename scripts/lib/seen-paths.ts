// The paths a class of the benchmark has asked for, as 32-bit hashes in a typed array. Kept as
// strings in a Set, a whole run's million paths lived in the load generator's heap, and its
// collections (scavenges past 5 ms 251 times in a run, full ones of 25-53 ms) held back the
// responses it was timing: the load generator's pauses were counted as the server's latency.

/** FNV-1a over the path's UTF-16 code units; never 0, the empty slot's mark. */
function hashOf(path: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0 || 1;
}

/**
 * A set of paths by hash, open addressing. Two paths of one hash count as one: at a million paths
 * a new one is taken for seen about once in 4,000 draws, and the class draws again.
 */
export class SeenPaths {
  private slots = new Uint32Array(1 << 16);
  private count = 0;

  /** Whether `path` (or one of its hash) was added before. */
  has(path: string): boolean {
    const hash = hashOf(path);
    return this.slots[this.slotOf(hash, this.slots)] === hash;
  }

  add(path: string): void {
    const hash = hashOf(path);
    const at = this.slotOf(hash, this.slots);
    if (this.slots[at] === hash) return;
    this.slots[at] = hash;
    this.count++;
    if (this.count * 2 > this.slots.length) this.grow();
  }

  get size(): number {
    return this.count;
  }

  /** The slot holding `hash`, or the empty one where it would go. */
  private slotOf(hash: number, slots: Uint32Array): number {
    const mask = slots.length - 1;
    let at = hash & mask;
    while (slots[at] !== 0 && slots[at] !== hash) at = (at + 1) & mask;
    return at;
  }

  private grow(): void {
    const slots = new Uint32Array(this.slots.length * 2);
    for (const hash of this.slots) if (hash !== 0) slots[this.slotOf(hash, slots)] = hash;
    this.slots = slots;
  }
}
