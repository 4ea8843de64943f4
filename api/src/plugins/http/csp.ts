// The Content Security Policy the shell and its remotes run under. antd writes its styles at run
// time (CSS-in-JS), hence 'unsafe-inline' for styles only; scripts come from this origin and from
// the configured front-end origins (remotes served from elsewhere must be listed there too).
export type CspDirectives = Record<string, string[]>;

export function cspDirectives(origins: readonly string[], https: boolean): CspDirectives {
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...origins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...origins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}
