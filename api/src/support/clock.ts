// Time source, injectable so tests can move past token expiry and throttle windows.
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
