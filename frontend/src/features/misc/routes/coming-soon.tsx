// PLACEHOLDER (issue 16): replaced by the coming-soon page.
export function ComingSoonRoute() {
  return null;
}
