// When a user's morning reminder is due, in the local time of the planner whose day it is.

/** The reminder goes out from this local time… */
export const REMINDER_FROM_LOCAL = '07:00';
/**
 * …until this one: past noon it is no longer a morning reminder (a worker that was down all
 * morning does not send "today you have…" at 22:00 for posts already gone).
 */
export const REMINDER_UNTIL_LOCAL = '12:00';

/** Post states the email counts: what is still waiting to go out that day. */
export const REMINDED_STATES = ['scheduled'] as const;
