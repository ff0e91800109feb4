// PLACEHOLDER (issue 16): replaced by the auth pages' work.
export function LockScreenRoute() {
  return null;
}
