import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncServerTime } from './api/request.ts';
import { AppRoot } from './app.tsx';
import { initialLanguage, loadLanguage } from './i18n/index.ts';

// the server time difference signs every call: learn it first (3 tries, then render anyway);
// the strings of the one language shown load meanwhile
void Promise.allSettled([syncServerTime(), loadLanguage(initialLanguage())]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
});
