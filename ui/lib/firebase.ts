import type { AppConfigDto } from '@contract/shared';

export type AuthModule = typeof import('firebase/auth');
export type FirebaseAuth = import('firebase/auth').Auth;

/**
 * Loads the identity SDK on demand: it is the largest dependency of the public pages, and the first paint of
 * the home page does not need it (the navbar shows its loading state until it arrives).
 */
export async function openAuth(settings: AppConfigDto['firebase']): Promise<{ auth: FirebaseAuth; sdk: AuthModule }> {
  const [{ initializeApp, getApps }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  const auth = sdk.getAuth(app);
  // connectAuthEmulator throws if called twice (hot reload, StrictMode): emulatorConfig tells us it already is.
  if (settings.emulatorUrl && !auth.emulatorConfig) {
    sdk.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  }
  return { auth, sdk };
}
