// Full-page navigation used by the client's error handling and the locale switch.
// Injectable because jsdom's window.location cannot navigate: tests swap in an observer.
export type Navigate = (url: string) => void;
export type Reload = () => void;

let assignImpl: Navigate = (url) => window.location.assign(url);
let reloadImpl: Reload = () => window.location.reload();

export function navigate(url: string): void {
  assignImpl(url);
}

export function reloadPage(): void {
  reloadImpl();
}

/** Replaces navigation (tests); returns a function restoring the previous behaviour. */
export function setNavigation(fns: { navigate?: Navigate; reload?: Reload }): () => void {
  const previous = { assign: assignImpl, reload: reloadImpl };
  if (fns.navigate) assignImpl = fns.navigate;
  if (fns.reload) reloadImpl = fns.reload;
  return () => {
    assignImpl = previous.assign;
    reloadImpl = previous.reload;
  };
}
