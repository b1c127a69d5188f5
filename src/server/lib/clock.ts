/** The server's notion of now; tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
