// A tiny event channel: the client reports server errors, the UI (AntdProviders) shows the toast.
// Kept free of React and antd so the core bundle stays small.
export type ServerErrorListener = (message: string) => void;

const listeners = new Set<ServerErrorListener>();

export function emitServerError(message: string): void {
  for (const listener of [...listeners]) listener(message);
}

/** Subscribes to server errors; returns the unsubscribe function. */
export function onServerError(listener: ServerErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
