// The planner colours offered first in the picker (any #rrggbb is accepted); readable on light and dark skins.
export const PLANNER_PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#fadb14', '#fa8c16', '#f5222d', '#eb2f96', '#722ed1', '#2f54eb', '#8c8c8c'] as const;

export const DEFAULT_PLANNER_COLOR = PLANNER_PALETTE[0];
