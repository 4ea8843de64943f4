// A full page load to another address (after switching sessions, every remote must start afresh).
// Injectable because jsdom cannot navigate: tests swap in an observer.
export type Assign = (url: string) => void;

let assignImpl: Assign = (url) => window.location.assign(url);

export function assignLocation(url: string): void {
  assignImpl(url);
}

/** Replaces the navigation (tests); returns a function restoring the previous one. */
export function setAssign(assign: Assign): () => void {
  const previous = assignImpl;
  assignImpl = assign;
  return () => {
    assignImpl = previous;
  };
}
