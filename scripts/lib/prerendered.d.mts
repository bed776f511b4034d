export function patternToRegExp(pattern: string): RegExp;
export function prerenderedLookup(dist: string): (pathname: string) => string | null;
export function nginxPrerenderedLocations(dist: string): string;
