import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncServerTime } from './api/request.ts';
import { AppRoot } from './app.tsx';
import { initialLanguage, loadLanguage } from './i18n/index.ts';
import { sessionStore } from './session/session-store.ts';

// the server time difference signs every call: learn it first (3 tries, then render anyway);
// the strings of the one language shown load meanwhile: the login page's part, or all of them
// for a session that opens a signed-in page (whose frame would wait for them anyway)
const strings = loadLanguage(initialLanguage(), sessionStore.get() ? 'all' : 'login');
void Promise.allSettled([syncServerTime(), strings]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
});
