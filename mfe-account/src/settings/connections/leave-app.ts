// The browser leaves the app for a network's consent page (a full navigation, never the router:
// the URL is another origin, or the API's sandbox page). Injectable because jsdom cannot leave.
export type Assign = (url: string) => void;

let assignImpl: Assign = (url) => window.location.assign(url);

export function leaveApp(url: string): void {
  assignImpl(url);
}

/** Replaces the navigation (tests); returns a function restoring the previous one. */
export function setLeaveApp(assign: Assign): () => void {
  const previous = assignImpl;
  assignImpl = assign;
  return () => {
    assignImpl = previous;
  };
}
