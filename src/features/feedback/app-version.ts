// The app version a feedback names: VITE_APP_VERSION when the build sets it (a release tag, a commit), else the
// package's version. The app a user runs may be older than the server (the service worker keeps it until they accept
// an update), so the report names the app's own.
import { version } from '../../../package.json';

export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined)?.trim() || version;
