/**
 * The link our emails carry for a Firebase action (verifyEmail, resetPassword): Firebase's one-time code, on our
 * own /auth/action page rather than Firebase's hosted one. `extra`: more query parameters for the page.
 */
export function actionLink(publicOrigin: string, mode: 'verifyEmail' | 'resetPassword', firebaseLink: string, extra: Record<string, string> = {}): string {
  const oobCode = new URL(firebaseLink).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`The ${mode} link has no oobCode`);
  return `${publicOrigin}/auth/action?${new URLSearchParams({ mode, oobCode, ...extra }).toString()}`;
}
