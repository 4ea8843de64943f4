// Where a subscription answer sends the user: an in-app path through the router, anything else
// (the payment provider's page) as a full navigation.
export type RouterNavigate = (path: string, options?: { replace?: boolean }) => void;
export type Assign = (url: string) => void;

let assignImpl: Assign = (url) => window.location.assign(url);

export function goTo(url: string, navigate: RouterNavigate): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url, { replace: true });
  else assignImpl(url);
}

/** Replaces the full navigation (tests: jsdom cannot leave the page); returns the restore. */
export function setAssign(assign: Assign): () => void {
  const previous = assignImpl;
  assignImpl = assign;
  return () => {
    assignImpl = previous;
  };
}
