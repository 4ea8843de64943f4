import { anyInFlight, DUE_SOON_MS, msUntilNextDue } from './monitor-state';
import { makeRow, makeTarget } from './testing/monitor-answers';

const due = Date.parse('2026-12-01T08:30:00.000Z');

describe('which rows the monitor keeps watching', () => {
  it('watches a scheduled row from a minute before its time until a few minutes after', () => {
    const rows = [makeRow(1)];
    expect(anyInFlight(rows, due - DUE_SOON_MS - 1000)).toBe(false);
    expect(anyInFlight(rows, due - 30_000)).toBe(true);
    expect(anyInFlight(rows, due + 60_000)).toBe(true);
    expect(anyInFlight(rows, due + 10 * 60_000)).toBe(false);
  });

  it('watches rows going out whatever their time, and not finished ones', () => {
    const far = due + 24 * 3600_000;
    expect(anyInFlight([makeRow(1, { state: 'processing' })], far)).toBe(true);
    expect(anyInFlight([makeRow(2, { state: 'published', targets: [makeTarget(3, { state: 'unconfirmed' })] })], far)).toBe(true);
    expect(anyInFlight([makeRow(4, { state: 'published', targets: [makeTarget(5, { state: 'published' })] })], far)).toBe(false);
  });

  it('knows when to wake up for the next scheduled row', () => {
    expect(msUntilNextDue([makeRow(1)], due - 10 * 60_000)).toBe(9 * 60_000);
    expect(msUntilNextDue([makeRow(1)], due)).toBeNull();
    expect(msUntilNextDue([makeRow(1, { state: 'failure' })], due - 10 * 60_000)).toBeNull();
  });
});
