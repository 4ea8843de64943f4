// The i18n namespace of this remote (keys are flat: "calendar.today" is one key).
export const PLANNER_NS = 'mfe-planner';
