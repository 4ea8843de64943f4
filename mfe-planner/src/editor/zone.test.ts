import { isDate, isTime, zoneLabel } from './zone';

it("labels the planner's zone with the offset it has at the post's wall-clock time (DST aware)", () => {
  expect(zoneLabel('Europe/Berlin', '2026-01-15', '09:00')).toBe('Europe/Berlin (UTC+01:00)');
  expect(zoneLabel('Europe/Berlin', '2026-07-15', '09:00')).toBe('Europe/Berlin (UTC+02:00)');
  // The night Berlin moves its clocks forward (29 March 2026, 02:00 → 03:00).
  expect(zoneLabel('Europe/Berlin', '2026-03-29', '01:30')).toBe('Europe/Berlin (UTC+01:00)');
  expect(zoneLabel('Europe/Berlin', '2026-03-29', '09:00')).toBe('Europe/Berlin (UTC+02:00)');
  expect(zoneLabel('America/New_York', '2026-11-02', '09:00')).toBe('America/New_York (UTC-05:00)');
  expect(zoneLabel('UTC', '2026-07-15', '09:00')).toBe('UTC (UTC+00:00)');
});

it('accepts only real dates and 24-hour times from the calendar link', () => {
  expect(isDate('2026-12-01')).toBe(true);
  expect(isDate('2026-02-30')).toBe(false);
  expect(isDate('tomorrow')).toBe(false);
  expect(isDate(null)).toBe(false);
  expect(isTime('09:30')).toBe(true);
  expect(isTime('24:00')).toBe(false);
  expect(isTime('9:30')).toBe(false);
});
