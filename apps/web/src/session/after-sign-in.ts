type Choose = (opts?: { loginType?: string }) => Promise<boolean>;

const nothingToChoose: Choose = async () => false;
let preload: () => void = () => undefined;
let choose: Choose = nothingToChoose;

/**
 * What the login page asks of the signed-in frame without importing it (the frame sits above
 * the modules): fetch the frame's code while the user types, and let an account with several
 * institutions choose one. The shell plugs both in when it loads (shell/preload.ts,
 * shell/institution-chooser.tsx); unplugged, nothing is fetched early and there is no choice.
 */
export function plugSignedInFrame(parts: { preload?: () => void; choose?: Choose }): void {
  if (parts.preload) preload = parts.preload;
  if (parts.choose) choose = parts.choose;
}

export const preloadSignedIn = (): void => preload();

/**
 * Opens the institution chooser for the signed-in account: true once one was entered (the
 * chooser navigated there), false when there was nothing to choose or the dialog was closed.
 * `loginType`: the teacher-login type to enter with (the tongan-login-new variant uses '7').
 */
export const chooseInstitution: Choose = (opts) => choose(opts);
