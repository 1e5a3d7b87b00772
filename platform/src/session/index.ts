// The @devis/platform/session in-browser module (provider and client apps): Firebase and the session.
export { SessionProvider } from './session-provider';
export { restoreSession } from './restore-session';
export { readSession } from './session-store';
export { useSession } from './use-session';
export type { Session, SessionUser } from './session-context';
export { sessionApi, type SessionApi } from './session-api';
export { signIn, signOut, refreshSession, applyEmailVerification, checkPasswordResetLink, setNewPassword } from './auth-actions';
export { authErrorMessage } from './auth-error-message';
export { useRoleSignIn, type RoleSignInOptions } from './use-role-sign-in';
export { LogoutButton, type LogoutButtonProps } from './logout-button';
export { WrongAccountNotice, type WrongAccountNoticeProps } from './wrong-account-notice';
export { useLiveUpdates, runLiveLoop, liveBackoffMs, type LiveLoopOptions } from './use-live-updates';
