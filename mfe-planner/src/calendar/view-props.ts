// What the month, week and list views share: the posts by day, the keyboard move and the callbacks.
import type { DragEvent, KeyboardEvent } from 'react';
import type { CalendarEntry } from '../preview/preview-model';
import type { KeyboardMove } from './use-keyboard-move';

export interface ViewProps {
  /** The days shown (42 for the month, 7 for the week, the window for the list). */
  days: string[];
  /** The date the view is anchored on (its month, for greying days of other months). */
  anchor: string;
  today: string;
  byDay: Map<string, CalendarEntry[]>;
  rtl: boolean;
  readOnly?: boolean;
  moving?: KeyboardMove['moving'];
  onOpen(entry: CalendarEntry): void;
  onKey?(entry: CalendarEntry, event: KeyboardEvent<HTMLElement>): void;
  onDragStart?(entry: CalendarEntry, event: DragEvent<HTMLElement>): void;
  /** A post dropped on a day (month) or on a day and hour (week). */
  onDropAt?(date: string, hour: number | null, event: DragEvent<HTMLElement>): void;
  /** A click on a day (month) or a slot (week): create a post there. */
  onCreateAt?(date: string, time: string): void;
}

/** Lets a cell accept drops (the browser refuses them unless dragover is cancelled). */
export function allowDrop(event: DragEvent<HTMLElement>): void {
  event.preventDefault();
  if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
}
