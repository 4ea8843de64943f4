// Where a subscription answer sends the user: an in-app path through the router, anything else
// (a payment provider's page, in a later issue) as a full navigation.
export type RouterNavigate = (path: string, options?: { replace?: boolean }) => void;

export function goTo(url: string, navigate: RouterNavigate): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url, { replace: true });
  else window.location.assign(url);
}
