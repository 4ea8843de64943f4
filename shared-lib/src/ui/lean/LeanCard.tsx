import type { HTMLAttributes, ReactNode } from 'react';
import { useLeanStyles } from './styles';

export interface LeanCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  children: ReactNode;
}

export function LeanCard({ title, children, className, ...rest }: LeanCardProps) {
  useLeanStyles();
  return (
    <section {...rest} className={['cl-card', className].filter(Boolean).join(' ')}>
      {title ? <h2 className="cl-card-title">{title}</h2> : null}
      {children}
    </section>
  );
}
