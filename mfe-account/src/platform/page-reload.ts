// Full page reload after a settings change (spec §8: reload after 1.5 s). Injectable because
// jsdom cannot reload: tests swap in an observer. shared-lib keeps its own reload private.
export type Reload = () => void;

let reloadImpl: Reload = () => window.location.reload();

export function reloadPage(): void {
  reloadImpl();
}

/** Replaces the reload (tests); returns a function restoring the previous one. */
export function setReload(reload: Reload): () => void {
  const previous = reloadImpl;
  reloadImpl = reload;
  return () => {
    reloadImpl = previous;
  };
}
