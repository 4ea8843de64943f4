// The queue grouped by day (the planners' own dates), newest last, as the server orders it.
import { Typography } from 'antd';
import { formatDate } from '../platform/dates';
import type { QueueEntry } from './queue-api';
import { groupByDay } from './queue-filters';
import { QueueRow } from './QueueRow';

export function QueueList({ entries, onOpen, onChanged }: { entries: QueueEntry[]; onOpen(entry: QueueEntry): void; onChanged(): void }) {
  return (
    <div>
      {groupByDay(entries).map((group) => (
        <section key={group.date} aria-labelledby={`queue-day-${group.date}`} style={{ marginBottom: 16 }}>
          <Typography.Title level={4} id={`queue-day-${group.date}`} style={{ marginBottom: 4 }}>
            {formatDate(group.date, 'dddd, LL')}
          </Typography.Title>
          <ul style={{ padding: 0, margin: 0 }}>
            {group.entries.map((entry) => (
              <QueueRow key={entry.post.id} entry={entry} onOpen={onOpen} onChanged={onChanged} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
